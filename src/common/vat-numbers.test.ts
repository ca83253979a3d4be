import { describe, expect, it } from 'vitest';
import {
  EU_VAT_COUNTRIES,
  EU_VAT_FORMATS,
  isEuVatCountry,
  normaliseVatNumber,
  parseVatNumber,
} from './vat-numbers';

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

describe('a VAT number with its prefix (the order form)', () => {
  it('knows the member state by its prefix and stores the compact number', () => {
    expect(parseVatNumber('pl 123-456-78-90')).toEqual({ country: 'pl', vatNumber: 'PL1234567890' });
    expect(parseVatNumber('de123456789')).toEqual({ country: 'de', vatNumber: 'DE123456789' });
  });

  // Where the order form's own rule differed from the member states' formats:
  it('drops slashes as the profile does', () => {
    expect(parseVatNumber('PL 123/456/78/90')).toEqual({ country: 'pl', vatNumber: 'PL1234567890' });
  });

  it('holds every member state to its format, not only PL, DE and IT', () => {
    expect(parseVatNumber('HU1234567890')).toBeNull();
    expect(parseVatNumber('HU12345678')).toEqual({ country: 'hu', vatNumber: 'HU12345678' });
    expect(parseVatNumber('ATU1234567')).toBeNull();
    expect(parseVatNumber('NL123456789B01')).toEqual({ country: 'nl', vatNumber: 'NL123456789B01' });
  });

  it("gives Greece's EL numbers the country gr", () => {
    expect(parseVatNumber('EL123456789')).toEqual({ country: 'gr', vatNumber: 'EL123456789' });
  });

  it('keeps the general shape for countries outside the EU', () => {
    expect(parseVatNumber('GB123456789')).toEqual({ country: 'gb', vatNumber: 'GB123456789' });
    expect(parseVatNumber('CHE123456789')).toEqual({ country: 'ch', vatNumber: 'CHE123456789' });
    expect(parseVatNumber('GB12')).toBeNull();
  });

  it('refuses a number without its prefix and anything else', () => {
    for (const value of ['1234567890', 'PL12', '', 'P', '12AAAC1234B1Z5'])
      expect(parseVatNumber(value), value).toBeNull();
  });
});
