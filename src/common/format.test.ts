import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, groupDigits, multiplyDecimal, NBSP } from './format';

/** Writes expectations with a visible "_" for the no-break space. */
const nb = (text: string) => text.replaceAll('_', NBSP);

describe('groupDigits', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '1_234'],
    ['1234567', '1_234_567'],
    ['123456789', '123_456_789'],
  ])('standard %s → %s', (digits, expected) => {
    expect(groupDigits(digits)).toBe(nb(expected));
  });
  it.each([
    ['1234', '1_234'],
    ['12345', '12_345'],
    ['123456', '1_23_456'],
    ['1234567', '12_34_567'],
    ['123456789', '12_34_56_789'],
  ])('indian %s → %s', (digits, expected) => {
    expect(groupDigits(digits, 'indian')).toBe(nb(expected));
  });
});

describe('formatNumber', () => {
  it('uses a no-break space for thousands and a dot for decimals', () => {
    expect(formatNumber('1234567.891', { precision: 2 })).toBe('1\u00a0234\u00a0567.89');
  });
  it('uses Indian grouping for India', () => {
    expect(formatNumber('1234567.891', { precision: 2, grouping: 'indian' })).toBe(nb('12_34_567.89'));
  });
  it('keeps the digits of the value without a precision', () => {
    expect(formatNumber('1234.5')).toBe(nb('1_234.5'));
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(new Decimal('0.000001'))).toBe('0.000001');
  });
  it('rounds half-up', () => {
    expect(formatNumber('2.345', { precision: 2 })).toBe('2.35');
    expect(formatNumber('999.995', { precision: 2 })).toBe(nb('1_000.00'));
  });
  it('formats negatives and drops the sign of a rounded zero', () => {
    expect(formatNumber('-1234.5', { precision: 2 })).toBe(nb('-1_234.50'));
    expect(formatNumber('-0.001', { precision: 2 })).toBe('0.00');
  });
  it('refuses non-finite values', () => {
    expect(() => formatNumber(Number.NaN)).toThrow();
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it('puts the currency code after the number', () => {
    expect(formatPrice('1234.5', 'EUR')).toBe(nb('1_234.50_EUR'));
    expect(formatPrice('0.1', 'PLN')).toBe(nb('0.10_PLN'));
  });
  it('shows HUF without decimals', () => {
    expect(formatPrice('12345', 'HUF')).toBe(nb('12_345_HUF'));
    expect(formatPrice('12345.5', 'HUF')).toBe(nb('12_346_HUF'));
  });
  it('shows unit prices at their own precision', () => {
    expect(formatPrice('0.0123', 'PLN', { precision: 4 })).toBe(nb('0.0123_PLN'));
    expect(formatPrice('1.14', 'HUF', { precision: 2 })).toBe(nb('1.14_HUF'));
  });
  it('groups Indian rupees the Indian way', () => {
    expect(formatPrice('1234567.891', 'INR', { grouping: 'indian' })).toBe(nb('12_34_567.89_INR'));
  });
});

describe('formatDate', () => {
  const date = new Date('2024-03-05T12:00:00Z');
  it('formats per language', () => {
    const numeric = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    expect(formatDate(date, 'en', numeric)).toBe('05/03/2024');
    expect(formatDate(date, 'de', numeric)).toBe('05.03.2024');
    expect(formatDate(date, 'pl', numeric)).toBe('05.03.2024');
    expect(formatDate(date, 'hu', numeric)).toBe('2024. 03. 05.');
  });
  it('uses the shop time zone, so server and browser print the same day', () => {
    // 23:30 UTC is already the next day in Warsaw
    expect(formatDate('2024-03-05T23:30:00Z', 'en', { day: 'numeric' })).toBe('6');
  });
  it('accepts ISO strings and timestamps, and refuses invalid dates', () => {
    expect(formatDate(date.getTime(), 'en')).toBe(formatDate(date.toISOString(), 'en'));
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
});

describe('multiplyDecimal', () => {
  it('multiplies exactly, keeping the scale', () => {
    expect(multiplyDecimal('0.06382', 10)).toBe('0.63820');
    expect(multiplyDecimal('12', 3)).toBe('36');
    expect(multiplyDecimal('0.1', 3)).toBe('0.3');
    expect(multiplyDecimal('1234.5678', 9999999)).toBe('12345676765.4322');
  });
});
