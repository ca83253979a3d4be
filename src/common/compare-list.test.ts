import { describe, expect, it } from 'vitest';
import {
  addToCompareList,
  normaliseCompareList,
  parseCompareCookie,
  serializeCompareCookie,
} from './compare-list';

describe('comparison list cookie', () => {
  it('round-trips symbols with any characters', () => {
    const symbols = ['BC547B', 'RC0603FR-0710KL', 'A/B #1;x', 'ÜBER'];
    expect(parseCompareCookie(serializeCompareCookie(symbols))).toEqual(symbols);
    expect(serializeCompareCookie(symbols)).not.toMatch(/[;,\s"]/);
  });

  it('reads anything malformed as an empty list', () => {
    for (const value of [
      undefined,
      '',
      '%',
      'not-json',
      encodeURIComponent('{"a":1}'),
      encodeURIComponent('[1,2]'),
    ]) {
      expect(parseCompareCookie(value)).toEqual([]);
    }
  });

  it('keeps at most ten distinct, trimmed, non-empty symbols', () => {
    const many = [' A ', 'A', '', ...Array.from({ length: 12 }, (_, i) => `P${i}`)];
    expect(normaliseCompareList(many)).toEqual(['A', ...Array.from({ length: 9 }, (_, i) => `P${i}`)]);
    expect(normaliseCompareList(['x'.repeat(101), 'B'])).toEqual(['B']);
  });

  it('refuses an eleventh product and ignores one already there', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `P${i}`);
    expect(addToCompareList(ten, 'NEW')).toEqual({ ok: false, reason: 'full' });
    expect(addToCompareList(ten, 'P3')).toEqual({ ok: true, symbols: ten });
    expect(addToCompareList(['A'], 'B')).toEqual({ ok: true, symbols: ['A', 'B'] });
  });

  it('finds one cookie in a Cookie header', () => {});
});
