import { describe, expect, it } from 'vitest';
import { NBSP } from './format';
import { formatSi, parseSi } from './format-si';

const nb = (text: string) => text.replaceAll('_', NBSP);

describe('formatSi', () => {
  it.each([
    [1e4, 'Ω', '10_kΩ'],
    [1e-7, 'F', '100_nF'],
    [4.7e-6, 'F', '4.7_µF'],
    [2200, 'Ω', '2.2_kΩ'],
    [1e6, 'Ω', '1_MΩ'],
    [0.47, 'Ω', '470_mΩ'],
    [1, 'Ω', '1_Ω'],
    [0, 'V', '0_V'],
    [1.5e-12, 'F', '1.5_pF'],
    [16e6, 'Hz', '16_MHz'],
    [2.4e9, 'Hz', '2.4_GHz'],
    [-5, 'V', '-5_V'],
    [1e-4, 'A', '100_µA'],
    [3.3, 'V', '3.3_V'],
    [1e-3, 's', '1_ms'],
    [0.005, 'm', '5_mm'],
    [4700, '', '4.7_k'],
    [12, '', '12'],
    [25, '°C', '25_°C'],
    [1500, '%', '1_500_%'],
  ])('%d %s → %s', (value, unit, expected) => {
    expect(formatSi(value, unit)).toBe(nb(expected));
  });

  it('uses the micro sign U+00B5', () => {
    expect(formatSi(1e-6, 'F')).toBe(`1${NBSP}\u00b5F`);
  });
  it('keeps four significant digits by default, half-up', () => {
    expect(formatSi(1234.5678, 'Ω')).toBe(nb('1.235_kΩ'));
    expect(formatSi(1234.5678, 'Ω', { significantDigits: 2 })).toBe(nb('1.2_kΩ'));
  });
  it('rounds values with more digits, so such round trips are lossy', () => {
    expect(formatSi(32768, 'Hz')).toBe(nb('32.77_kHz'));
    expect(formatSi(32768, 'Hz', { significantDigits: 5 })).toBe(nb('32.768_kHz'));
  });
  it('moves to the next prefix when rounding reaches 1000', () => {
    expect(formatSi(999.96, 'Ω')).toBe(nb('1_kΩ'));
  });
  it('does not float-drift on exact decimal values', () => {
    expect(formatSi(0.1 + 0.2, 'V')).toBe(nb('300_mV'));
  });
  it('clamps to the smallest and largest prefixes', () => {
    expect(formatSi(1e-18, 'F')).toBe(nb('0.001_fF'));
    expect(formatSi(1e18, 'Hz')).toBe(nb('1_000_PHz'));
  });
  it('prints units the trade writes without prefixes as plain numbers', () => {
    expect(formatSi(470, 'nm')).toBe(nb('470_nm'));
    expect(formatSi(2500, 'mcd')).toBe(nb('2_500_mcd'));
    expect(formatSi(800, 'lm')).toBe(nb('800_lm'));
    expect(formatSi(0.035, 'Ah')).toBe(nb('0.035_Ah'));
  });
  it('writes plain text for data on request: ordinary spaces, no grouping', () => {
    expect(formatSi(1e4, 'Ω', { plain: true })).toBe('10 kΩ');
    expect(formatSi(2500, 'mcd', { plain: true })).toBe('2500 mcd');
    expect(formatSi(1500, '%', { plain: true })).toBe('1500 %');
    expect(formatSi(4700, '', { plain: true })).toBe('4.7 k');
    expect(formatSi(-0.0033, 'V', { plain: true })).toBe('-3.3 mV');
    expect(formatSi(32768, 'Hz', { plain: true, significantDigits: 6 })).toBe('32.768 kHz');
  });
  it('accepts decimal strings', () => {
    expect(formatSi('0.0000047', 'F')).toBe(nb('4.7_µF'));
  });
});

describe('parseSi', () => {
  it.each([
    ['10k', 1e4, ''],
    ['10K', 1e4, ''],
    ['10kΩ', 1e4, 'Ω'],
    ['10 kOhm', 1e4, 'Ω'],
    ['10kohm', 1e4, 'Ω'],
    ['470 ohms', 470, 'Ω'],
    ['10 \u2126', 10, 'Ω'], // ohm sign
    ['10R', 10, 'Ω'],
    ['4R7', 4.7, 'Ω'],
    ['R47', 0.47, 'Ω'],
    ['4k7', 4700, ''],
    ['2M2', 2.2e6, ''],
    ['4u7', 4.7e-6, ''],
    ['4u7F', 4.7e-6, 'F'],
    ['1n5', 1.5e-9, ''],
    ['1M', 1e6, ''],
    ['1 MΩ', 1e6, 'Ω'],
    ['1Meg', 1e6, ''],
    ['1megohm', 1e6, 'Ω'],
    ['100nF', 1e-7, 'F'],
    ['100 nf', 1e-7, 'F'],
    ['100pf', 1e-10, 'F'],
    ['4.7 µF', 4.7e-6, 'F'],
    ['4.7 \u03bcF', 4.7e-6, 'F'], // Greek mu
    ['4.7uF', 4.7e-6, 'F'],
    ['0.1uF', 1e-7, 'F'],
    ['.1uF', 1e-7, 'F'],
    ['1e-7F', 1e-7, 'F'],
    ['2,2 kohm', 2200, 'Ω'],
    ['1\u00a0000 µF', 1e-3, 'F'],
    ['100m', 0.1, ''],
    ['100 mA', 0.1, 'A'],
    ['5mm', 0.005, 'm'],
    ['16MHz', 16e6, 'Hz'],
    ['2.4 ghz', 2.4e9, 'Hz'],
    ['32.768kHz', 32768, 'Hz'],
    ['16mhz', 16e6, 'Hz'],
    ['100 KHZ', 1e5, 'Hz'],
    ['10 mHz', 0.01, 'Hz'],
    ['-5V', -5, 'V'],
    ['\u22125 V', -5, 'V'], // minus sign
    ['3.3 volts', 3.3, 'V'],
    ['0.25W', 0.25, 'W'],
    ['10 µH', 1e-5, 'H'],
    ['2.5 farad', 2.5, 'F'],
    ['2000mAh', 2, 'Ah'],
    ['25°C', 25, '°C'],
    ['5%', 5, '%'],
    ['42', 42, ''],
    ['1 m', 1, 'm'], // spaced as formatSi writes it: a metre
    ['1.5\u00a0m', 1.5, 'm'],
    ['470nm', 470, 'nm'], // wavelengths are kept in nanometres
    ['470 nm', 470, 'nm'],
    ['60 mcd', 60, 'mcd'],
    ['800lm', 800, 'lm'],
    ['0.035 Ah', 0.035, 'Ah'],
  ])('%s → %d %s', (text, value, unit) => {
    expect(parseSi(text)).toEqual({ value, unit });
  });

  it.each([
    '',
    '   ',
    'abc',
    'k10',
    '10 xyz',
    '10kk',
    '1.2.3',
    '10 m°C',
    '10 k%',
    'BC547',
    '1 knm',
    '5 kmcd',
  ])('rejects %j', (text) => {
    expect(parseSi(text)).toBeUndefined();
  });
});

describe('formatSi and parseSi round trip', () => {
  it.each([
    [1e4, 'Ω'],
    [1e-7, 'F'],
    [4.7e-6, 'F'],
    [2.2e3, 'Ω'],
    [4.7e5, 'Ω'],
    [1e6, 'Ω'],
    [0.1, 'Ω'],
    [1.5e-12, 'F'],
    [2.2e-11, 'F'],
    [3.3e-8, 'F'],
    [6.8e-5, 'H'],
    [1e-3, 'H'],
    [16e6, 'Hz'],
    [3.686e6, 'Hz'],
    [2.4e9, 'Hz'],
    [5, 'V'],
    [-12, 'V'],
    [0.0033, 'V'],
    [0.5, 'A'],
    [2e-5, 'A'],
    [0.125, 'W'],
    [1500, 'W'],
    [1e-9, 's'],
    [0.0254, 'm'],
    [4700, ''],
    [0, 'Ω'],
    [85, '°C'],
    [2, 'Ah'],
    [1.234e6, 'Hz'],
    [9.99e-10, 'F'],
    [1, 'm'],
    [2.5, 'm'],
    [470, 'nm'],
    [2500, 'mcd'],
    [0.035, 'Ah'],
  ])('%d %s', (value, unit) => {
    expect(parseSi(formatSi(value, unit))).toEqual({ value, unit });
  });
});
