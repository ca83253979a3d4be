/**
 * Discount codes' shared rules without Zod (ADR 050), for the pages and the server alike: the length
 * of a code, how codes are compared, and what makes a code's rules coherent. The staff desk's form
 * shows these problems before sending, and the server refuses the same ones: one list of rules.
 */
import { hasControlCharacters } from './customer-symbols';
import { findMarket } from './markets';

/** Longest code a buyer may type; the staff make codes of at most this length too. */
export const DISCOUNT_CODE_MAX = 40;

/** How a code is compared: trimmed and upper-cased, so "spring10 " and "SPRING10" are one code. */
export function normaliseDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}

/** Which codes the desk's list shows: running now, past their end, switched off, or all. */
export const DISCOUNT_LIST_STATUSES = ['all', 'active', 'expired', 'inactive'] as const;
export const DISCOUNT_LIST_SORTS = ['created', 'code', 'validTo', 'uses'] as const;
/** A code's state as the desk shows it; switched off wins over expired (it is what a buyer is told). */
export const DISCOUNT_STATES = ['running', 'ended', 'off'] as const;

/** An amount as the staff type it: up to 10 digits, up to 4 decimals, a dot as separator. */
export const DISCOUNT_MONEY_SHAPE = /^\d{1,10}(\.\d{1,4})?$/;

/** The most uses in total a code may allow. */
export const DISCOUNT_MAX_USES = 10_000_000;

/** A problem of a code's form, named by its field and the message key of `discounts.field.*`. */
export interface DiscountFieldProblem {
  field: string;
  key:
    | 'discounts.field.code'
    | 'discounts.field.codeTooLong'
    | 'discounts.field.currencyRequired'
    | 'discounts.field.percent'
    | 'discounts.field.amount'
    | 'discounts.field.market'
    | 'discounts.field.marketCurrency'
    | 'discounts.field.dates'
    | 'discounts.field.maxUses';
}

/** What is wrong with a code's text as the staff type it (null: nothing). */
export function discountCodeTextProblem(text: string): DiscountFieldProblem | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || hasControlCharacters(text))
    return { field: 'code', key: 'discounts.field.code' };
  if (trimmed.length > DISCOUNT_CODE_MAX) return { field: 'code', key: 'discounts.field.codeTooLong' };
  return null;
}

/**
 * What a code needs besides its types: a percentage strictly between 0 and 100 (100 % would give
 * goods away, 0 % is no code), a fixed amount and a minimum are money of one currency, a market's code
 * in another currency could never apply, and an end before the start (or at it) never applies.
 */
export function discountRuleProblems(values: {
  kind: string;
  value: string;
  currency: string | null;
  country: string | null;
  minimumNet: string | null;
  validFrom: Date | null;
  validTo: Date | null;
}): DiscountFieldProblem[] {
  const problems: DiscountFieldProblem[] = [];
  const value = Number(values.value);
  if (values.kind === 'fixed' && !values.currency)
    problems.push({ field: 'currency', key: 'discounts.field.currencyRequired' });
  else if (values.minimumNet !== null && !values.currency)
    problems.push({ field: 'currency', key: 'discounts.field.currencyRequired' });
  if (values.kind === 'percent' && !(value > 0 && value < 100))
    problems.push({ field: 'value', key: 'discounts.field.percent' });
  if (values.kind === 'fixed' && !(value > 0))
    problems.push({ field: 'value', key: 'discounts.field.amount' });
  if (values.country !== null) {
    const market = findMarket(values.country);
    if (!market || market.country !== values.country)
      problems.push({ field: 'country', key: 'discounts.field.market' });
    else if (values.currency && market.currency !== values.currency)
      problems.push({ field: 'currency', key: 'discounts.field.marketCurrency' });
  }
  if (values.validFrom && values.validTo && values.validTo <= values.validFrom)
    problems.push({ field: 'validTo', key: 'discounts.field.dates' });
  return problems;
}
