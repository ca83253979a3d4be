/**
 * Business rules of the cart that the server applies and the pages explain (issue 5): the credit
 * limit that triggers credit control (ERP 10331), when a line ships, what a product is called.
 */
import type { Currency } from './markets';
import { toDecimal, type DecimalLike } from './money';

/**
 * Gross cart value above which an order goes to credit control (spec §4: the item is added and a
 * warning follows). The shop has no per-customer credit lines yet, so the limit is per customer
 * type, in each currency (round amounts of about 10 000 EUR for businesses, 2 500 EUR for persons).
 */
export const CREDIT_LIMITS: Readonly<
  Record<'company' | 'sole_trader' | 'person', Readonly<Record<Currency, number>>>
> = {
  company: { PLN: 40_000, EUR: 10_000, HUF: 4_000_000, INR: 900_000, USD: 11_000 },
  sole_trader: { PLN: 20_000, EUR: 5_000, HUF: 2_000_000, INR: 450_000, USD: 5_500 },
  person: { PLN: 10_000, EUR: 2_500, HUF: 1_000_000, INR: 225_000, USD: 2_750 },
};

export function creditLimitOf(customerType: string, currency: Currency): number {
  const limits = CREDIT_LIMITS[customerType as keyof typeof CREDIT_LIMITS] ?? CREDIT_LIMITS.person;
  return limits[currency];
}

export function exceedsCreditLimit(gross: DecimalLike, customerType: string, currency: Currency): boolean {
  return toDecimal(gross).greaterThan(creditLimitOf(customerType, currency));
}

/** Orders for stock lines placed before this hour (UTC) on a working day leave the same day. */
export const SAME_DAY_CUTOFF_HOUR_UTC = 13;

export type DeliveryTimeRule =
  { kind: 'today' } | { kind: 'nextWorkingDay' } | { kind: 'leadTime'; days: number } | { kind: 'unknown' };

/** In stock: today before the cut-off on a working day, else the next working day; else the lead time. */
export function deliveryTimeOf(
  amount: number,
  stock: number,
  leadTimeDays: number | null,
  now: Date = new Date(),
): DeliveryTimeRule {
  if (stock >= amount) {
    const day = now.getUTCDay();
    const workingDay = day >= 1 && day <= 5;
    return workingDay && now.getUTCHours() < SAME_DAY_CUTOFF_HOUR_UTC
      ? { kind: 'today' }
      : { kind: 'nextWorkingDay' };
  }
  return leadTimeDays != null ? { kind: 'leadTime', days: leadTimeDays } : { kind: 'unknown' };
}

/** Spec §3: a product's name is the part of its description before the first semicolon. */
export function productNameOf(description: string): string {
  return description.split(';')[0]!.trim();
}

/** "0" (or nothing) in an add-to-cart call means: start a new order (spec §4 order button). */
/**
 * Most lines one batch add takes (a saved list's whole content: lists hold at most 10 000 items).
 * The cart has no limit of lines of its own; this bounds one request's statement and its answer.
 */
export const CART_ADD_LINES_MAX = 10_000;

export function isNewOrderNumber(orderNumber: string | null | undefined): boolean {
  return orderNumber == null || orderNumber === '' || orderNumber === '0';
}
