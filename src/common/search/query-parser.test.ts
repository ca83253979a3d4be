import { describe, expect, it } from 'vitest';
import { parseSearchQuery, quantityBounds, type QueryQuantity } from './query-parser';

const q = (text: string, valueSi: number, unit: string, op: QueryQuantity['op'] = 'eq'): QueryQuantity => ({
  text,
  valueSi,
  unit,
  op,
});

describe('parseSearchQuery: values with units', () => {
  it.each<[string, QueryQuantity[]]>([
    ['10k', [q('10k', 1e4, '')]],
    ['100nF', [q('100nF', 1e-7, 'F')]],
    ['50V', [q('50V', 50, 'V')]],
    ['1%', [q('1%', 1, '%')]],
    ['±5%', [q('5%', 5, '%')]],
    ['≥ 10 µF', [q('≥ 10 µF', 1e-5, 'F', 'gte')]],
    ['>=10uF', [q('≥ 10uF', 1e-5, 'F', 'gte')]],
    ['=>10uF', [q('≥ 10uF', 1e-5, 'F', 'gte')]],
    ['<= 25 V', [q('≤ 25 V', 25, 'V', 'lte')]],
    ['≤25V', [q('≤ 25V', 25, 'V', 'lte')]],
    ['< 1A', [q('≤ 1A', 1, 'A', 'lte')]],
    ['4.7µ', [q('4.7µ', 4.7e-6, '')]],
    ['4.7μF', [q('4.7µF', 4.7e-6, 'F')]], // Greek mu typed
    ['10 kΩ', [q('10 kΩ', 1e4, 'Ω')]],
    ['10 k\u2126', [q('10 kΩ', 1e4, 'Ω')]], // ohm sign
    ['10kohm', [q('10kohm', 1e4, 'Ω')]],
    ['10 kohm', [q('10 kohm', 1e4, 'Ω')]],
    ['2k2', [q('2k2', 2200, '')]],
    ['4R7', [q('4R7', 4.7, 'Ω')]],
    ['100 mA', [q('100 mA', 0.1, 'A')]],
    ['1W', [q('1W', 1, 'W')]],
    ['0.25 W', [q('0.25 W', 0.25, 'W')]],
    ['16MHz', [q('16MHz', 16e6, 'Hz')]],
    ['32.768 kHz', [q('32.768 kHz', 32768, 'Hz')]],
    ['2,2 kohm', [q('2,2 kohm', 2200, 'Ω')]],
    ['2.54mm', [q('2.54mm', 0.00254, 'm')]],
    ['470nm', [q('470nm', 470, 'nm')]],
    ['10k..100k', [q('10k..100k', 1e4, '', 'gte'), q('10k..100k', 1e5, '', 'lte')]],
    ['10..100k', [q('10..100k', 1e4, '', 'gte'), q('10..100k', 1e5, '', 'lte')]],
    ['1..10uF', [q('1..10uF', 1e-6, 'F', 'gte'), q('1..10uF', 1e-5, 'F', 'lte')]],
    ['(10k)', [q('10k', 1e4, '')]],
  ])('%s', (text, quantities) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.quantities).toEqual(quantities);
    expect(parsed.words).toEqual([]);
  });
});

describe('parseSearchQuery: words', () => {
  it.each<[string, string[]]>([
    ['0603', ['0603']],
    ['X7R', ['x7r']],
    ['BC547B', ['bc547b']],
    ['1N4148', ['1n4148']],
    ['74HC595', ['74hc595']],
    ['RC0603FR-0710KL', ['rc0603fr-0710kl']],
    ['resistor, thick film', ['resistor', 'thick', 'film']],
    ['"schottky"', ['schottky']],
    ['50', ['50']],
    ['SOT-23', ['sot-23']],
  ])('%s', (text, terms) => {
    const parsed = parseSearchQuery(text);
    expect(parsed.words.map((w) => w.term)).toEqual(terms);
    expect(parsed.quantities).toEqual([]);
  });

  it('drops operators that are not followed by a value', () => {
    expect(parseSearchQuery('>= resistor')).toMatchObject({ words: [{ term: 'resistor' }], quantities: [] });
    expect(parseSearchQuery('>=')).toMatchObject({ words: [], quantities: [] });
  });

  it('reads a bare number after an operator as a value without a unit', () => {
    expect(parseSearchQuery('>= 50').quantities).toEqual([q('≥ 50', 50, '', 'gte')]);
  });
});

describe('parseSearchQuery: mixed queries', () => {
  it('splits "10k 0603 1%" into a value, a package word and a tolerance', () => {
    const parsed = parseSearchQuery('10k 0603 1%');
    expect(parsed.quantities).toEqual([q('10k', 1e4, ''), q('1%', 1, '%')]);
    expect(parsed.words.map((w) => w.term)).toEqual(['0603']);
  });

  it('reads "100nF 50V X7R"', () => {
    const parsed = parseSearchQuery('100nF 50V X7R');
    expect(parsed.quantities).toEqual([q('100nF', 1e-7, 'F'), q('50V', 50, 'V')]);
    expect(parsed.words.map((w) => w.term)).toEqual(['x7r']);
  });

  it('reads "≥ 10 µF 25 V" as a lower bound and an equality', () => {
    const parsed = parseSearchQuery('≥ 10 µF 25 V');
    expect(parsed.quantities).toEqual([q('≥ 10 µF', 1e-5, 'F', 'gte'), q('25 V', 25, 'V')]);
  });

  it('reads "resistor 10 kΩ 0805"', () => {
    const parsed = parseSearchQuery('resistor 10 kΩ 0805');
    expect(parsed.quantities).toEqual([q('10 kΩ', 1e4, 'Ω')]);
    expect(parsed.words.map((w) => w.term)).toEqual(['resistor', '0805']);
  });

  it('keeps a number that is followed by a word apart from it', () => {
    const parsed = parseSearchQuery('0603 resistor');
    expect(parsed.quantities).toEqual([]);
    expect(parsed.words.map((w) => w.term)).toEqual(['0603', 'resistor']);
  });

  it('normalises the whole query into a symbol key, ignoring case, spaces, dashes, dots and slashes', () => {
    expect(parseSearchQuery('rc0603fr07 10kl').key).toBe('RC0603FR0710KL');
    expect(parseSearchQuery('  RC0603FR-07/10K.L ').key).toBe('RC0603FR0710KL');
    expect(parseSearchQuery('  bc 547  ').text).toBe('bc 547');
  });

  it('reads full-width characters pasted from documents', () => {
    expect(parseSearchQuery('１０ｋ').quantities).toEqual([q('10k', 1e4, '')]);
  });

  it('gives nothing for an empty query', () => {
    expect(parseSearchQuery('   ')).toEqual({ text: '', key: '', words: [], quantities: [] });
  });
});

describe('quantityBounds', () => {
  it('accepts a relative epsilon around equal values', () => {
    const [low, high] = quantityBounds({ valueSi: 4.7e-6, op: 'eq' });
    expect(low).toBeLessThan(4.7e-6);
    expect(high).toBeGreaterThan(4.7e-6);
    expect(0.0000047).toBeGreaterThanOrEqual(low);
    expect(4.7 * 1e-6).toBeLessThanOrEqual(high);
    expect(high - low).toBeLessThan(1e-11);
  });

  it('leaves the other end open for ≥ and ≤', () => {
    expect(quantityBounds({ valueSi: 10, op: 'gte' })[1]).toBe(Infinity);
    expect(quantityBounds({ valueSi: 10, op: 'lte' })[0]).toBe(-Infinity);
    expect(quantityBounds({ valueSi: 10, op: 'gte' })[0]).toBeLessThan(10);
  });

  it('gives zero a tiny absolute window', () => {
    const [low, high] = quantityBounds({ valueSi: 0, op: 'eq' });
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
  });
});
