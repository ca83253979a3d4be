import { describe, expect, it } from 'vitest';
import { EU_VAT_COUNTRIES, EU_VAT_FORMATS, isEuVatCountry, normaliseVatNumber } from './vat-numbers';

describe('EU VAT numbers', () => {
  it('covers the 27 member states, each example valid for its own country only', () => {
    expect(EU_VAT_COUNTRIES).toHaveLength(27);
    for (const [country, format] of Object.entries(EU_VAT_FORMATS)) {
      expect(normaliseVatNumber(country, format.example), country).toBe(format.example);
    }
    expect(normaliseVatNumber('de', 'PL1234567890')).toBeNull();
  });

  it('normalises separators, case and a missing prefix', () => {
    expect(normaliseVatNumber('pl', '123-456-78-90')).toBe('PL1234567890');
    expect(normaliseVatNumber('pl', 'pl 123 456 78 90')).toBe('PL1234567890');
    expect(normaliseVatNumber('gr', '123456789')).toBe('EL123456789');
    expect(normaliseVatNumber('nl', 'nl123456789b01')).toBe('NL123456789B01');
    expect(normaliseVatNumber('at', 'ATU12345678')).toBe('ATU12345678');
  });

  it('refuses wrong formats and countries outside the EU', () => {
    for (const [country, value] of [
      ['pl', 'PL123'],
      ['de', 'DE12345678'],
      ['hu', 'HU123456789'],
      ['at', 'AT12345678'],
      ['se', 'SE123456789012'],
      ['pl', ''],
      ['pl', '1'.repeat(30)],
      ['en', 'GB123456789'],
      ['xx', '123'],
    ] as const) {
      expect(normaliseVatNumber(country, value), `${country} ${value}`).toBeNull();
    }
    expect(isEuVatCountry('en')).toBe(false);
    expect(isEuVatCountry('toString')).toBe(false);
  });
});
