import { describe, expect, it } from 'vitest';
import {
  addVat,
  convertFromPln,
  currencyPrecision,
  lineTotal,
  lineTotalText,
  roundedText,
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

/** A seeded generator: the same inputs on every run, so a failure can be looked at again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('roundedText and lineTotalText (decimal.js without decimal.js, session 19)', () => {
  it.each([
    ['0.125', 2, '0.13'],
    ['0.124999', 2, '0.12'],
    ['2.5', 0, '3'],
    ['9.995', 2, '10.00'],
    ['99.5', 0, '100'],
    ['0.0005', 3, '0.001'],
    ['0.000499', 3, '0.000'],
    ['007.10', 3, '7.100'],
    ['12', 2, '12.00'],
    ['1.200000', 4, '1.2000'],
    ['-0.125', 2, '-0.13'],
    ['1e3', 1, '1000.0'],
  ])('%s to %i places is %s', (value, places, expected) => {
    expect(roundedText(value, places)).toBe(expected);
    expect(roundedText(value, places)).toBe(roundHalfUp(value, places).toFixed(places));
  });

  it('writes what roundHalfUp(…).toFixed writes for 20 000 prices and Decimals', () => {
    const random = seeded(19);
    for (let i = 0; i < 20_000; i++) {
      const whole = Math.floor(random() * 10 ** Math.floor(random() * 7));
      const fraction = String(Math.floor(random() * 1_000_000))
        .padStart(6, '0')
        .slice(0, Math.floor(random() * 7));
      const text = fraction ? `${whole}.${fraction}` : String(whole);
      const places = Math.floor(random() * 6);
      expect(roundedText(text, places), `${text} to ${places}`).toBe(
        roundHalfUp(text, places).toFixed(places),
      );
      const decimal = convertFromPln(text, '4.3012');
      expect(roundedText(decimal, places)).toBe(roundHalfUp(decimal, places).toFixed(places));
    }
  });

  it('writes what lineTotal(…).toFixed writes, in every currency', () => {
    const random = seeded(22);
    for (let i = 0; i < 20_000; i++) {
      const places = Math.floor(random() * 6);
      const unit = roundHalfUp(String(random() * 10 ** Math.floor(random() * 5)), places).toFixed(places);
      const amount = Math.floor(random() * 10 ** Math.floor(random() * 10));
      for (const currency of ['PLN', 'EUR', 'HUF'] as const)
        expect(lineTotalText(unit, amount, currency), `${unit} × ${amount} ${currency}`).toBe(
          lineTotal(unit, amount, currency).toFixed(currencyPrecision(currency)),
        );
    }
    expect(lineTotalText('0.005', 1, 'PLN')).toBe('0.01');
    expect(lineTotalText('0.0049', 1, 'PLN')).toBe('0.00');
    expect(lineTotalText('2.5', 3, 'HUF')).toBe('8');
    expect(() => lineTotalText('1.00', 1.5, 'PLN')).toThrow(RangeError);
    expect(() => lineTotalText('1.00', -1, 'PLN')).toThrow(RangeError);
  });
});
