import { describe, expect, it } from 'vitest';
import { parseSi } from './si-parse';

describe('parseSi without a decimal library', () => {
  it('gives the nearest double to the exact value, as decimal arithmetic would', () => {
    expect(parseSi('4.7u')).toEqual({ value: 4.7e-6, unit: '' });
    expect(parseSi('0.1k')).toEqual({ value: 100, unit: '' });
    expect(parseSi('3.3n')).toEqual({ value: 3.3e-9, unit: '' });
    expect(parseSi('2M2')).toEqual({ value: 2.2e6, unit: '' });
  });

  it('combines an exponent written in the number with the prefix', () => {
    expect(parseSi('1e3k')).toEqual({ value: 1e6, unit: '' });
    expect(parseSi('1.5E-3 kΩ')).toEqual({ value: 1.5, unit: 'Ω' });
  });
});
