/**
 * EU VAT numbers by member state (spec §3 Customer info vatNumbers): the format each tax
 * administration issues, as VIES checks it before asking the member state. Country codes are the
 * shop's lower-case ones; the number's prefix is the VAT prefix (Greece's is EL, not GR).
 * Formats only: a number that passes may still be unknown to VIES.
 */
export const EU_VAT_FORMATS: Readonly<Record<string, { prefix: string; body: RegExp; example: string }>> = {
  at: { prefix: 'AT', body: /^U\d{8}$/, example: 'ATU12345678' },
  be: { prefix: 'BE', body: /^[01]\d{9}$/, example: 'BE0123456789' },
  bg: { prefix: 'BG', body: /^\d{9,10}$/, example: 'BG123456789' },
  cy: { prefix: 'CY', body: /^\d{8}[A-Z]$/, example: 'CY12345678L' },
  cz: { prefix: 'CZ', body: /^\d{8,10}$/, example: 'CZ12345678' },
  de: { prefix: 'DE', body: /^\d{9}$/, example: 'DE123456789' },
  dk: { prefix: 'DK', body: /^\d{8}$/, example: 'DK12345678' },
  ee: { prefix: 'EE', body: /^\d{9}$/, example: 'EE123456789' },
  es: { prefix: 'ES', body: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  fi: { prefix: 'FI', body: /^\d{8}$/, example: 'FI12345678' },
  fr: { prefix: 'FR', body: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  gr: { prefix: 'EL', body: /^\d{9}$/, example: 'EL123456789' },
  hr: { prefix: 'HR', body: /^\d{11}$/, example: 'HR12345678901' },
  hu: { prefix: 'HU', body: /^\d{8}$/, example: 'HU12345678' },
  ie: { prefix: 'IE', body: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  it: { prefix: 'IT', body: /^\d{11}$/, example: 'IT12345678901' },
  lt: { prefix: 'LT', body: /^(?:\d{9}|\d{12})$/, example: 'LT123456789' },
  lu: { prefix: 'LU', body: /^\d{8}$/, example: 'LU12345678' },
  lv: { prefix: 'LV', body: /^\d{11}$/, example: 'LV12345678901' },
  mt: { prefix: 'MT', body: /^\d{8}$/, example: 'MT12345678' },
  nl: { prefix: 'NL', body: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  pl: { prefix: 'PL', body: /^\d{10}$/, example: 'PL1234567890' },
  pt: { prefix: 'PT', body: /^\d{9}$/, example: 'PT123456789' },
  ro: { prefix: 'RO', body: /^\d{2,10}$/, example: 'RO1234567' },
  se: { prefix: 'SE', body: /^\d{10}01$/, example: 'SE123456789001' },
  si: { prefix: 'SI', body: /^\d{8}$/, example: 'SI12345678' },
  sk: { prefix: 'SK', body: /^\d{10}$/, example: 'SK1234567890' },
};

export const EU_VAT_COUNTRIES = Object.keys(EU_VAT_FORMATS);

export function isEuVatCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_FORMATS, country);
}

/** Upper case, separators as people write them (spaces, dots, dashes, slashes) dropped. */
function compact(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

/**
 * The number as stored and shown: upper case, separators (spaces, dots, dashes, slashes) dropped
 * and the country prefix added when it was left out. Null when it does not have the country's format.
 */
export function normaliseVatNumber(country: string, value: string): string | null {
  const format = EU_VAT_FORMATS[country];
  if (!format) return null;
  const compact_ = compact(value);
  if (compact_.length === 0 || compact_.length > 20) return null;
  const body = compact_.startsWith(format.prefix) ? compact_.slice(format.prefix.length) : compact_;
  return format.body.test(body) ? format.prefix + body : null;
}

const COUNTRY_OF_PREFIX: ReadonlyMap<string, string> = new Map(
  Object.entries(EU_VAT_FORMATS).map(([country, format]) => [format.prefix, country]),
);

/** What a VAT number of a country outside the EU (GB, CH, NO…) must look like: no single format. */
const OTHER_VAT_NUMBER = /^([A-Z]{2})([0-9A-Z]{8,12})$/;

/**
 * A VAT number written with its prefix (the order form's vatEuCountry): the shop's country code it
 * belongs to and the number as stored, or null when it is not valid.
 *
 * The one rule for VAT numbers. The order form had its own: any two letters and 8 to 12 characters,
 * with national formats for PL, DE and IT only, slashes not dropped, and the prefix compared with
 * the invoice country as letters (so Greece's EL never matched "gr"). The member states' formats
 * above are what VIES checks, so a number of a member state must have its state's format (a
 * 12-character "HU…" number does not exist and would be refused by the tax office, not by us);
 * numbers of countries outside the EU keep the general shape, because business buyers there order
 * too and no single register defines their numbers.
 */
export function parseVatNumber(value: string): { country: string; vatNumber: string } | null {
  const number = compact(value);
  const euCountry = COUNTRY_OF_PREFIX.get(number.slice(0, 2));
  if (euCountry) {
    const vatNumber = normaliseVatNumber(euCountry, number);
    return vatNumber ? { country: euCountry, vatNumber } : null;
  }
  const other = OTHER_VAT_NUMBER.exec(number);
  return other ? { country: other[1]!.toLowerCase(), vatNumber: number } : null;
}
