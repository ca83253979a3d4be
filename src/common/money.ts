/**
 * Price arithmetic (spec §3 "Price group / Price line", §9 "Currency precision").
 *
 * Catalogue prices are stored as net PLN; every other figure is derived here with decimal.js so that
 * the server, the client and the invoice agree to the last grosz. Binary floats never carry money:
 * inputs are decimal strings (or Decimals), and callers get Decimals back to format or serialise.
 */
import Decimal from 'decimal.js';
import { currencyPrecision, type Currency } from './markets';

/**
 * A private Decimal constructor: configuring the global one would change the behaviour of any other
 * module that uses decimal.js. 40 significant digits is far beyond any price × amount we can meet.
 */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A decimal string such as "12.3456", or a Decimal. Numbers are refused on purpose (float drift). */
export type DecimalLike = string | Decimal;

export function toDecimal(value: DecimalLike): Decimal {
  return new Money(value);
}

/** Half-up rounding (0.125 → 0.13, -0.125 → -0.13), the commercial rule used on invoices. */
export function roundHalfUp(value: DecimalLike, precision: number): Decimal {
  return toDecimal(value).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP);
}

/** Decimal places of amounts in a currency: HUF has no fillér in circulation, the rest use cents. */
export { currencyPrecision };

/**
 * Decimal places of a unit price. The product's own pricePrecision wins (cheap parts are priced to
 * 3–5 places), but never fewer places than the currency has, so a 2-place currency never shows
 * "1.5 EUR".
 *
 * HUF is the exception in spirit: its currency precision 0 applies to totals only. A 0.0123 PLN
 * resistor is about 1.08 HUF; rounding the unit price to 1 HUF would misstate it by 7 % and a
 * reel of 10 000 by 800 HUF. So HUF unit prices keep the product's decimals and only line totals
 * (what is actually paid) are rounded to whole forints. `max(pricePrecision, 0)` expresses exactly
 * that, so no special case is needed in the code.
 */
export function unitPricePrecision(currency: Currency, pricePrecision: number): number {
  return Math.max(pricePrecision, currencyPrecision(currency));
}

/** Net PLN → the same net price in `currency`; `ratePln` is how many PLN one unit of it costs. */
export function convertFromPln(netPln: DecimalLike, ratePln: DecimalLike): Decimal {
  const rate = toDecimal(ratePln);
  if (rate.lte(0)) throw new RangeError(`Exchange rate must be positive, got ${rate.toString()}`);
  return toDecimal(netPln).div(rate);
}

/** Net → gross; `vatRate` is in percent (23 means 23 %), as on Market and Price group. */
export function addVat(net: DecimalLike, vatRate: DecimalLike | number): Decimal {
  const rate = typeof vatRate === 'number' ? new Money(String(vatRate)) : toDecimal(vatRate);
  return toDecimal(net).times(rate.div(100).plus(1));
}

/** Line total = (already rounded) unit price × amount, rounded to what the currency can pay. */
export function lineTotal(unit: DecimalLike, amount: number, currency: Currency): Decimal {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`Amount must be a non-negative integer, got ${amount}`);
  }
  return roundHalfUp(toDecimal(unit).times(amount), currencyPrecision(currency));
}

/** A plain non-negative decimal, as PostgreSQL prints `numeric` and `toFixed` writes prices. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * `value` rounded half up to `places` decimals and written as `toFixed(places)` writes it: the
 * same text as `roundHalfUp(value, places).toFixed(places)`, worked out on the digits (no
 * decimal.js) when `value` is a plain non-negative decimal string, which rounding needs no
 * arithmetic for. Anything else goes through decimal.js.
 */
export function roundedText(value: DecimalLike, places: number): string {
  const match = typeof value === 'string' ? PLAIN_DECIMAL.exec(value) : null;
  if (!match || !Number.isInteger(places) || places < 0)
    return toDecimal(value).toFixed(places, Decimal.ROUND_HALF_UP);
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length <= places) return places === 0 ? whole : `${whole}.${fraction.padEnd(places, '0')}`;
  let digits = whole + fraction.slice(0, places);
  // Half up: the first dropped digit decides, whatever follows it.
  if (fraction.charCodeAt(places) >= 53 /* '5' */) digits = (BigInt(digits) + 1n).toString();
  if (places === 0) return digits;
  const padded = digits.padStart(places + 1, '0');
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`;
}

/**
 * `lineTotal(unit, amount, currency).toFixed(currencyPrecision(currency))` without decimal.js when
 * the unit price is a plain decimal string (as price groups write it): the product of a decimal and
 * an integer is exact in integers, then rounded on its digits (`roundedText`).
 */
export function lineTotalText(unit: DecimalLike, amount: number, currency: Currency): string {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new RangeError(`Amount must be a non-negative integer, got ${amount}`);
  }
  const places = currencyPrecision(currency);
  const match = typeof unit === 'string' ? PLAIN_DECIMAL.exec(unit) : null;
  if (!match) return lineTotal(unit, amount, currency).toFixed(places);
  const fraction = match[2] ?? '';
  const product = (BigInt(match[1]! + fraction) * BigInt(amount)).toString();
  if (fraction.length === 0) return roundedText(product, places);
  const padded = product.padStart(fraction.length + 1, '0');
  return roundedText(`${padded.slice(0, -fraction.length)}.${padded.slice(-fraction.length)}`, places);
}

// The rule that picks the break lives apart from decimal.js, so pages can use it without the library.
export { selectPriceBreak } from './price-breaks';
