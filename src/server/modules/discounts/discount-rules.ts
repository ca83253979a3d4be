/**
 * The rules of a discount code on an order (ADR 050), pure so they are tested without a database and
 * run the same in the cart, in the discount calls and inside the placement's transaction.
 *
 * A code takes money off the net value of the goods only (never off delivery), and VAT is computed on
 * the reduced net total, as an invoice with a rebate does: the gross goes down by the net discount
 * plus its VAT. A fixed amount is capped at the eligible goods' value, so an order never goes negative.
 */
import type { DiscountKind, DiscountRefusal } from '../../../common/contracts/discounts';
import type { TranslationValues } from '../../../common/i18n/lookup';
import { currencyPrecision, type Currency } from '../../../common/markets';
import { roundHalfUp, toDecimal } from '../../../common/money';

/** What the rules read of a code. */
export interface CodeRules {
  kind: DiscountKind;
  value: string;
  country: string | null;
  currency: string | null;
  validFrom: Date | null;
  validTo: Date | null;
  minimumNet: string | null;
  oncePerCustomer: boolean;
  maxUses: number | null;
  appliesToPromoted: boolean;
  active: boolean;
}

/** What the rules read of an order: its market, its currency and its priced lines. */
export interface DiscountedOrder {
  country: string;
  currency: Currency;
  /** lineNet null: a line without a price (it blocks the order anyway and counts for nothing here). */
  lines: ReadonlyArray<{ lineNet: string | null; promoted: boolean }>;
}

/** Redemptions so far: by this customer, and by everyone. */
export interface CodeUses {
  byCustomer: number;
  total: number;
}

export type DiscountOutcome =
  { valid: true; amountNet: string } | { valid: false; refusal: DiscountRefusal; params: TranslationValues };

const refuse = (refusal: DiscountRefusal, params: TranslationValues = {}): DiscountOutcome => ({
  valid: false,
  refusal,
  params,
});

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Whether `code` applies to `order` at `now`, and how much it takes off. The refusals come in the
 * order a buyer can act on them: a code that is switched off or out of its dates first, then the
 * market, then the limits, then what the buyer can still change (the order's value).
 */
export function evaluateCode(
  code: CodeRules,
  order: DiscountedOrder,
  uses: CodeUses,
  now: Date,
): DiscountOutcome {
  const precision = currencyPrecision(order.currency);
  if (!code.active) return refuse('inactive');
  if (code.validFrom && now < code.validFrom) return refuse('notYetValid', { date: isoDay(code.validFrom) });
  if (code.validTo && now > code.validTo) return refuse('expired', { date: isoDay(code.validTo) });
  if (code.country && code.country !== order.country) return refuse('otherMarket');
  if (code.currency && code.currency !== order.currency)
    return refuse('otherCurrency', { currency: code.currency });
  if (code.maxUses !== null && uses.total >= code.maxUses) return refuse('usedUp');
  if (code.oncePerCustomer && uses.byCustomer > 0) return refuse('usedByYou');

  let goods = toDecimal('0');
  let eligible = toDecimal('0');
  for (const line of order.lines) {
    if (line.lineNet === null) continue;
    goods = goods.plus(line.lineNet);
    if (code.appliesToPromoted || !line.promoted) eligible = eligible.plus(line.lineNet);
  }
  if (code.minimumNet !== null && goods.lt(code.minimumNet)) {
    const missing = toDecimal(code.minimumNet).minus(goods);
    return refuse('belowMinimum', {
      minimum: roundHalfUp(code.minimumNet, precision).toFixed(precision),
      missing: roundHalfUp(missing, precision).toFixed(precision),
      currency: order.currency,
    });
  }
  if (eligible.lte(0)) return refuse('nothingEligible');
  const off =
    code.kind === 'percent'
      ? roundHalfUp(eligible.times(code.value).div(100), precision)
      : // A fixed amount never exceeds what it applies to (nor, rounded to the currency, goes past it).
        roundHalfUp(toDecimal(code.value), precision);
  const capped = off.gt(eligible) ? roundHalfUp(eligible, precision) : off;
  return { valid: true, amountNet: capped.toFixed(precision) };
}
