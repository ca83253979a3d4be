/**
 * Number, price and date display (spec §9 "Number format"): space thousands separator, dot decimal,
 * Indian grouping for India, currency code after the number.
 *
 * We group digits ourselves instead of using Intl.NumberFormat: no locale matches the shop's rule
 * (pl-PL uses a decimal comma, en-IN commas), and Intl would force numbers through binary floats.
 *
 * The separator is a no-break space (U+00A0) so "1 234.50 EUR" never wraps inside a price cell;
 * tests spell it out as `\u00a0`. Code that parses user input must accept both kinds of space.
 */
import type Decimal from 'decimal.js';
import type { Currency, Grouping, Language } from './markets';
import { currencyPrecision } from './markets';

export const NBSP = '\u00a0';

/** What can be formatted: decimal strings and Decimals for money, plain numbers for counts. */
export type Numeric = string | number | Decimal;

export interface NumberFormatOptions {
  /** Fixed decimal places (half-up); omitted = as many as the value has. */
  precision?: number;
  grouping?: Grouping;
}

/** "1234567" → "1 234 567" (standard) or "12 34 567" (indian: last three, then pairs). */
export function groupDigits(digits: string, grouping: Grouping = 'standard'): string {
  const firstGroup = 3;
  const nextGroups = grouping === 'indian' ? 2 : 3;
  if (digits.length <= firstGroup) return digits;
  const groups = [digits.slice(-firstGroup)];
  let rest = digits.slice(0, -firstGroup);
  while (rest.length > nextGroups) {
    groups.unshift(rest.slice(-nextGroups));
    rest = rest.slice(0, -nextGroups);
  }
  groups.unshift(rest);
  return groups.join(NBSP);
}

export function formatNumber(value: Numeric, options: NumberFormatOptions = {}): string {
  const fixed = toFixedHalfUp(plainDecimal(value), options.precision);
  const negative = fixed.startsWith('-');
  const [integer, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = groupDigits(integer, options.grouping);
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  // -0.001 rounded to 2 places is "-0.00"; a minus in front of zero only confuses.
  const isZero = /^[0.]*$/.test(integer + (fraction ?? ''));
  return negative && !isZero ? `-${body}` : body;
}

/** Built once: creating an Intl formatter per call (toLocaleString) dominated page renders. */
const PLAIN_NUMBER = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A plain decimal string ("-12.50") of a value: numbers in their shortest exact form without an
 * exponent (1e-7 → "0.0000001"); strings and Decimals are exact already.
 */
function plainDecimal(value: Numeric): string {
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number'
        ? Number.isInteger(value) && Math.abs(value) < 1e21
          ? String(value)
          : PLAIN_NUMBER.format(value)
        : value.toFixed();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`Cannot format ${String(value)}`);
  return text;
}

/**
 * Rounds a decimal string half-up (away from zero) with integer arithmetic on its digits. Formatting
 * does not need decimal.js for this, which keeps it out of the browser bundle where only
 * server-rounded prices are formatted.
 */
function toFixedHalfUp(text: string, precision: number | undefined): string {
  if (precision === undefined) return text;
  const negative = text.startsWith('-');
  const [integer, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  let digits: string;
  if (fraction.length <= precision) {
    digits = integer + fraction.padEnd(precision, '0');
  } else {
    let scaled = BigInt(integer + fraction.slice(0, precision));
    if (fraction.charCodeAt(precision) >= 53 /* '5' */) scaled += 1n;
    digits = scaled.toString().padStart(precision + 1, '0');
  }
  const body = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${body}` : body;
}

/** amount × a decimal-string unit price, exactly (for totals shown next to a price table). */
export function multiplyDecimal(price: string, amount: number): string {
  const [integer, fraction = ''] = price.split('.');
  const product = (BigInt(integer + fraction) * BigInt(amount)).toString();
  const negative = product.startsWith('-');
  const digits = (negative ? product.slice(1) : product).padStart(fraction.length + 1, '0');
  const body =
    fraction.length === 0 ? digits : `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`;
  return negative ? `-${body}` : body;
}

export interface PriceFormatOptions {
  /** Decimal places; defaults to the currency's (0 for HUF, 2 otherwise). Unit prices pass theirs. */
  precision?: number;
  grouping?: Grouping;
}

/** "1 234.50 EUR", "12 345 HUF", "12 34 567.89 INR". */
export function formatPrice(value: Numeric, currency: Currency, options: PriceFormatOptions = {}): string {
  const precision = options.precision ?? currencyPrecision(currency);
  return `${formatNumber(value, { precision, grouping: options.grouping })}${NBSP}${currency}`;
}

/**
 * Intl locales per shop language. English uses en-GB: the shop is European and "05/03/2024" must
 * read as 5 March, not 3 May.
 */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', pl: 'pl-PL', hu: 'hu-HU', de: 'de-DE' };

/**
 * Dates are shown in the shop's time zone, not the machine's: the server renders the page and the
 * browser hydrates it, and both must print the same day or React reports a mismatch.
 */
export const SHOP_TIME_ZONE = 'Europe/Warsaw';

export function formatDate(
  date: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone: SHOP_TIME_ZONE, ...options }).format(
    value,
  );
}

/*
 * SI values of technical parameters ("10 kΩ", "100 nF"). The catalogue stores a parameter as a
 * number in its base unit; these functions turn it into what an engineer writes and back. Search
 * parses what people type ("10k", "4u7", "100nf", "2,2 kohm"), so parsing is deliberately lenient.
 */
