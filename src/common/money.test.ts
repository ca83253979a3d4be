import { describe, expect, it } from 'vitest';
import {
  addVat,
  convertFromPln,
  currencyPrecision,
  lineTotal,
  roundHalfUp,
  selectPriceBreak,
  unitPricePrecision,
} from './money';

describe('roundHalfUp', () => {
  it.each([
    ['0.125', 2, '0.13'],
    ['0.124999', 2, '0.12'],
    ['2.5', 0, '3'],
    ['3.5', 0, '4'],
    ['-0.125', 2, '-0.13'],
    ['1.005', 2, '1.01'], // 1.005 is 1.00499999… as a binary float; decimals keep it exact
    ['0.285', 2, '0.29'],
    ['12.34565', 4, '12.3457'],
  ])('%s to %i places is %s', (value, places, expected) => {
    expect(roundHalfUp(value, places).toFixed(places)).toBe(expected);
  });
});

describe('currencyPrecision', () => {
  it('is 0 for HUF and 2 for the other currencies', () => {
    expect(currencyPrecision('HUF')).toBe(0);
    expect(currencyPrecision('PLN')).toBe(2);
    expect(currencyPrecision('EUR')).toBe(2);
    expect(currencyPrecision('INR')).toBe(2);
  });
});

describe('unitPricePrecision', () => {
  it('keeps the product precision when it is finer than the currency', () => {
    expect(unitPricePrecision('PLN', 4)).toBe(4);
  });
  it('never goes below the currency precision', () => {
    expect(unitPricePrecision('EUR', 0)).toBe(2);
  });
  it('lets HUF unit prices keep decimals', () => {
    expect(unitPricePrecision('HUF', 2)).toBe(2);
    expect(unitPricePrecision('HUF', 0)).toBe(0);
  });
});

describe('convertFromPln and addVat', () => {
  it('divides by the PLN price of one unit of the currency', () => {
    expect(convertFromPln('43.00', '4.30').toString()).toBe('10');
    expect(convertFromPln('1', '0.0108').toFixed(4)).toBe('92.5926');
  });
  it('refuses a zero or negative rate', () => {
    expect(() => convertFromPln('1', '0')).toThrow(RangeError);
    expect(() => convertFromPln('1', '-4.3')).toThrow(RangeError);
  });
  it('adds VAT given in percent', () => {
    expect(addVat('100', 23).toString()).toBe('123');
    expect(addVat('0.1', '27').toString()).toBe('0.127');
    expect(addVat('10', 0).toString()).toBe('10');
  });
});

describe('lineTotal', () => {
  it('rounds unit price × amount to the currency precision', () => {
    expect(lineTotal('0.0123', 1000, 'PLN').toFixed(2)).toBe('12.30');
    expect(lineTotal('0.0125', 1, 'EUR').toFixed(2)).toBe('0.01');
    expect(lineTotal('0.0125', 2, 'EUR').toFixed(2)).toBe('0.03'); // 0.025 half-up
  });
  it('has no decimals in HUF', () => {
    expect(lineTotal('1.14', 10_000, 'HUF').toString()).toBe('11400');
    expect(lineTotal('1.15', 3, 'HUF').toString()).toBe('3'); // 3.45
    expect(lineTotal('1.5', 1, 'HUF').toString()).toBe('2'); // half-up
  });
  it('is exact where floats are not', () => {
    expect(lineTotal('0.1', 3, 'PLN').toFixed(2)).toBe('0.30');
    expect(lineTotal('1.15', 100, 'EUR').toFixed(2)).toBe('115.00');
  });
  it('refuses fractional or negative amounts', () => {
    expect(() => lineTotal('1', 1.5, 'PLN')).toThrow(RangeError);
    expect(() => lineTotal('1', -1, 'PLN')).toThrow(RangeError);
  });
});

describe('selectPriceBreak', () => {
  const breaks = [
    { amount: 100, price: '0.08' },
    { amount: 1, price: '0.12' },
    { amount: 10, price: '0.10' },
  ];
  it.each([
    [1, '0.12'],
    [9, '0.12'],
    [10, '0.10'],
    [99, '0.10'],
    [100, '0.08'],
    [1_000_000, '0.08'],
  ])('amount %i uses the price %s', (quantity, price) => {
    expect(selectPriceBreak(breaks, quantity)?.price).toBe(price);
  });
  it('has no price below the first break or without breaks', () => {
    expect(selectPriceBreak([{ amount: 5, price: '1' }], 4)).toBeUndefined();
    expect(selectPriceBreak([], 1)).toBeUndefined();
  });
});
