import { describe, expect, it } from 'vitest';
import {
  decodeBands,
  encodeResistance,
  formatOhms,
  RESISTOR_COLOURS,
  ResistorCodeError,
  type ResistorColour,
} from './resistor-colors';

const DIGIT_COLOURS = RESISTOR_COLOURS.slice(0, 10);

function refusal(run: () => unknown): { field: string; key: string; params: object } {
  try {
    run();
  } catch (error) {
    if (error instanceof ResistorCodeError)
      return { field: error.field, key: error.key, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

describe('decodeBands', () => {
  it('reads every digit colour in each digit position', () => {
    DIGIT_COLOURS.forEach((colour, digit) => {
      if (digit > 0) expect(decodeBands([colour, 'black', 'black', 'gold']).resistance).toBe(digit * 10);
      expect(decodeBands(['brown', colour, 'black', 'gold']).resistance).toBe(10 + digit);
      expect(decodeBands(['brown', 'black', colour, 'black', 'brown']).resistance).toBe(100 + digit);
    });
  });

  it('reads every multiplier colour, gold and silver included', () => {
    DIGIT_COLOURS.forEach((colour, exponent) => {
      expect(decodeBands(['brown', 'black', colour, 'gold']).resistance).toBe(Number(`10e${exponent}`));
    });
    expect(decodeBands(['yellow', 'violet', 'gold', 'gold']).resistance).toBe(4.7);
    expect(decodeBands(['brown', 'black', 'silver', 'gold'])).toMatchObject({
      resistance: 0.1,
      text: '0.1 Ω ±5 %',
    });
    expect(decodeBands(['brown', 'black', 'black', 'gold', 'brown']).resistance).toBe(10);
  });

  it('reads every tolerance colour', () => {
    const expected: Partial<Record<ResistorColour, number>> = {
      brown: 1,
      red: 2,
      orange: 0.05,
      yellow: 0.02,
      green: 0.5,
      blue: 0.25,
      violet: 0.1,
      grey: 0.01,
      gold: 5,
      silver: 10,
      none: 20,
    };
    for (const [colour, tolerance] of Object.entries(expected)) {
      expect(decodeBands(['brown', 'black', 'red', colour as ResistorColour]).tolerance).toBe(tolerance);
    }
  });

  it('reads the temperature coefficient of 6 bands', () => {
    const expected: Partial<Record<ResistorColour, number>> = {
      black: 250,
      brown: 100,
      red: 50,
      orange: 15,
      yellow: 25,
      green: 20,
      blue: 10,
      violet: 5,
      grey: 1,
    };
    for (const [colour, ppm] of Object.entries(expected)) {
      expect(
        decodeBands(['brown', 'black', 'black', 'red', 'brown', colour as ResistorColour]),
      ).toMatchObject({
        resistance: 10_000,
        temperatureCoefficient: ppm,
        text: `10 kΩ ±1 %, ${ppm} ppm/K`,
      });
    }
    expect(decodeBands(['yellow', 'violet', 'red', 'gold']).temperatureCoefficient).toBeNull();
  });

  it('gives E-series values their display text and search text', () => {
    expect(decodeBands(['yellow', 'violet', 'red', 'gold'])).toEqual({
      bands: ['yellow', 'violet', 'red', 'gold'],
      resistance: 4700,
      tolerance: 5,
      temperatureCoefficient: null,
      text: '4.7 kΩ ±5 %',
      searchQuery: '4.7kΩ 5%',
    });
    expect(decodeBands(['brown', 'green', 'orange', 'silver']).text).toBe('15 kΩ ±10 %');
    expect(decodeBands(['red', 'red', 'green', 'gold']).text).toBe('2.2 MΩ ±5 %');
    expect(decodeBands(['brown', 'black', 'grey', 'gold']).text).toBe('1 GΩ ±5 %');
    expect(decodeBands(['brown', 'black', 'white', 'gold']).text).toBe('10 GΩ ±5 %');
    expect(decodeBands(['orange', 'orange', 'black', 'gold']).text).toBe('33 Ω ±5 %');
    expect(decodeBands(['brown', 'red', 'violet', 'red', 'brown'])).toMatchObject({
      resistance: 12_700,
      text: '12.7 kΩ ±1 %',
      searchQuery: '12.7kΩ 1%',
    });
  });

  it('refuses combinations no resistor carries, naming the band', () => {
    expect(refusal(() => decodeBands(['brown', 'black', 'red']))).toMatchObject({
      key: 'errors.resistor.bandCount',
    });
    expect(refusal(() => decodeBands(['gold', 'black', 'red', 'gold']))).toMatchObject({
      field: 'bands.0',
      key: 'errors.resistor.digit',
      params: { band: 1, colour: 'gold' },
    });
    expect(refusal(() => decodeBands(['brown', 'none', 'red', 'gold']))).toMatchObject({ field: 'bands.1' });
    expect(refusal(() => decodeBands(['brown', 'black', 'silver', 'black', 'brown']))).toMatchObject({
      field: 'bands.2',
      key: 'errors.resistor.digit',
    });
    expect(refusal(() => decodeBands(['black', 'brown', 'red', 'gold']))).toMatchObject({
      key: 'errors.resistor.leadingBlack',
    });
    expect(refusal(() => decodeBands(['brown', 'black', 'none', 'gold']))).toMatchObject({
      field: 'bands.2',
      key: 'errors.resistor.multiplier',
    });
    expect(refusal(() => decodeBands(['brown', 'black', 'red', 'black']))).toMatchObject({
      field: 'bands.3',
      key: 'errors.resistor.tolerance',
    });
    expect(refusal(() => decodeBands(['brown', 'black', 'red', 'white']))).toMatchObject({
      field: 'bands.3',
    });
    expect(refusal(() => decodeBands(['brown', 'black', 'black', 'red', 'none']))).toMatchObject({
      field: 'bands.4',
      key: 'errors.resistor.tolerance',
    });
    expect(refusal(() => decodeBands(['brown', 'black', 'black', 'red', 'brown', 'gold']))).toMatchObject({
      field: 'bands.5',
      key: 'errors.resistor.temperatureCoefficient',
    });
  });
});

describe('encodeResistance', () => {
  it('writes E-series values on 4 bands by default', () => {
    expect(encodeResistance(4700).bands).toEqual(['yellow', 'violet', 'red', 'gold']);
    expect(encodeResistance(0.1).bands).toEqual(['brown', 'black', 'silver', 'gold']);
    expect(encodeResistance(4.7).bands).toEqual(['yellow', 'violet', 'gold', 'gold']);
    expect(encodeResistance(2.2e6, { tolerance: 10 }).bands).toEqual(['red', 'red', 'green', 'silver']);
    expect(encodeResistance(1e9, { tolerance: 20 }).bands).toEqual(['brown', 'black', 'grey', 'none']);
  });

  it('takes 5 bands when the value has three digits or the tolerance is below 1 %', () => {
    expect(encodeResistance(12_700).bands).toEqual(['brown', 'red', 'violet', 'red', 'brown']);
    expect(encodeResistance(1000, { tolerance: 0.1 }).bands).toEqual([
      'brown',
      'black',
      'black',
      'brown',
      'violet',
    ]);
  });

  it('writes 6 bands with a temperature coefficient (100 ppm/K by default)', () => {
    expect(encodeResistance(4700, { bandCount: 6 })).toMatchObject({
      bands: ['yellow', 'violet', 'black', 'brown', 'brown', 'brown'],
      temperatureCoefficient: 100,
    });
    expect(encodeResistance(4700, { bandCount: 6, temperatureCoefficient: 15 }).bands[5]).toBe('orange');
  });

  it('round-trips every value it writes', () => {
    for (const resistance of [0.1, 0.47, 1, 10, 68, 330, 1000, 4700, 56_000, 820_000, 1.5e6, 99e9]) {
      for (const bandCount of resistance < 1 ? ([4] as const) : ([4, 5, 6] as const)) {
        const written = encodeResistance(resistance, { bandCount });
        expect(decodeBands(written.bands).resistance).toBe(resistance);
      }
    }
  });

  it('refuses what no resistor carries', () => {
    expect(refusal(() => encodeResistance(4750, { bandCount: 4 }))).toMatchObject({
      field: 'resistance',
      key: 'errors.resistor.notRepresentable',
      params: { bands: 4 },
    });
    expect(refusal(() => encodeResistance(0.1, { bandCount: 5 }))).toMatchObject({ params: { bands: 5 } });
    expect(refusal(() => encodeResistance(0.05))).toMatchObject({ key: 'errors.resistor.notRepresentable' });
    expect(refusal(() => encodeResistance(1e12))).toMatchObject({ key: 'errors.resistor.notRepresentable' });
    expect(refusal(() => encodeResistance(1234.5))).toMatchObject({
      key: 'errors.resistor.notRepresentable',
    });
    expect(refusal(() => encodeResistance(0))).toMatchObject({ key: 'errors.resistor.resistance' });
    expect(refusal(() => encodeResistance(4700, { tolerance: 3 }))).toMatchObject({
      field: 'tolerance',
      key: 'errors.resistor.unknownTolerance',
    });
    expect(refusal(() => encodeResistance(4700, { tolerance: 20, bandCount: 5 }))).toMatchObject({
      key: 'errors.resistor.unknownTolerance',
    });
    expect(refusal(() => encodeResistance(4700, { bandCount: 6, temperatureCoefficient: 30 }))).toMatchObject(
      {
        field: 'temperatureCoefficient',
      },
    );
  });
});

describe('formatOhms', () => {
  it('uses Ω, kΩ, MΩ and GΩ', () => {
    expect(formatOhms(0.22)).toBe('0.22 Ω');
    expect(formatOhms(999)).toBe('999 Ω');
    expect(formatOhms(1000)).toBe('1 kΩ');
    expect(formatOhms(4.7e6)).toBe('4.7 MΩ');
    expect(formatOhms(10e9)).toBe('10 GΩ');
  });
});
