/**
 * Values with SI prefixes and units, as parameters are shown ("10 kΩ", "100 nF") and as people type
 * them in search ("10k", "4u7", "100nF"). Kept apart from ./format so the browser's price
 * formatting does not pull in decimal.js.
 */
import Decimal from 'decimal.js';
import { formatNumber, NBSP, type Numeric } from './format';
import { LARGEST_EXPONENT, PLAINLY_PRINTED_UNITS, SI_PREFIXES, SMALLEST_EXPONENT } from './si-parse';

export { parseSi, type SiQuantity } from './si-parse';

export interface SiFormatOptions {
  /** Significant digits kept (half-up); trailing zeros are dropped. Default 4: "4.7 kΩ", "1.235 kΩ". */
  significantDigits?: number;
  /**
   * Text for data rather than for a page: an ordinary space and no digit grouping ("2500 mcd"), as the
   * catalogue stores display texts and feeds write them. Default false: no-break spaces ("2 500 mcd").
   */
  plain?: boolean;
}

/** 1e4, 'Ω' → "10 kΩ"; 1e-7, 'F' → "100 nF"; 4700 → "4.7 k". A no-break space keeps value and unit together. */
export function formatSi(value: Numeric, unit = '', options: SiFormatOptions = {}): string {
  // Round before choosing the prefix, so 999.96 becomes "1 k" instead of "1000".
  const rounded = new Decimal(value).toSignificantDigits(
    options.significantDigits ?? 4,
    Decimal.ROUND_HALF_UP,
  );
  if (!rounded.isFinite()) throw new RangeError(`Cannot format ${rounded.toString()}`);
  const number = (n: Decimal) => (options.plain ? n.toFixed() : formatNumber(n));
  const join = (text: string, symbol: string) =>
    symbol ? `${text}${options.plain ? ' ' : NBSP}${symbol}` : text;
  if (rounded.isZero() || PLAINLY_PRINTED_UNITS.has(unit)) return join(number(rounded), unit);
  const exponent = Math.min(LARGEST_EXPONENT, Math.max(SMALLEST_EXPONENT, Math.floor(rounded.e / 3) * 3));
  const prefix = SI_PREFIXES.find(([e]) => e === exponent)![1];
  const mantissa = rounded.times(new Decimal(10).pow(-exponent));
  return join(number(mantissa), `${prefix}${unit}`);
}
