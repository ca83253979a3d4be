import { describe, expect, it } from 'vitest';
import { amountInWords, polishAmountInWords, polishNumber } from './amount-in-words';

describe('Polish numbers in words (invoices "słownie")', () => {
  it.each([
    [0, 'zero'],
    [1, 'jeden'],
    [12, 'dwanaście'],
    [21, 'dwadzieścia jeden'],
    [105, 'sto pięć'],
    [1000, 'tysiąc'],
    [1001, 'tysiąc jeden'],
    [2000, 'dwa tysiące'],
    [5000, 'pięć tysięcy'],
    [12_000, 'dwanaście tysięcy'],
    [22_345, 'dwadzieścia dwa tysiące trzysta czterdzieści pięć'],
    [1_000_000, 'milion'],
    [3_400_000, 'trzy miliony czterysta tysięcy'],
    [2_000_000_001, 'dwa miliardy jeden'],
  ])('%d is "%s"', (n, words) => {
    expect(polishNumber(n)).toBe(words);
  });

  it('names the currency in its plural form and the cents as a fraction', () => {
    expect(polishAmountInWords('1.00', 'PLN')).toBe('jeden złoty 00/100');
    expect(polishAmountInWords('1234.50', 'PLN')).toBe('tysiąc dwieście trzydzieści cztery złote 50/100');
    expect(polishAmountInWords('15.07', 'PLN')).toBe('piętnaście złotych 07/100');
    expect(polishAmountInWords('112.99', 'PLN')).toBe('sto dwanaście złotych 99/100');
    expect(polishAmountInWords('-20.10', 'EUR')).toBe('dwadzieścia euro 10/100');
  });

  it('only the Polish market asks for it', () => {
    expect(amountInWords('pl', '2.00', 'PLN')).toBe('dwa złote 00/100');
    expect(amountInWords('hu', '2', 'HUF')).toBeNull();
    expect(amountInWords('de', '2.00', 'EUR')).toBeNull();
  });

  it('refuses what it cannot say', () => {
    expect(() => polishNumber(-1)).toThrow(RangeError);
    expect(() => polishNumber(1e12)).toThrow(RangeError);
  });
});
