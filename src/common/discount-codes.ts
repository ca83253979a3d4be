/**
 * Discount codes' shared rules without Zod (ADR 050), for the pages and the server alike: the length
 * of a code and how codes are compared.
 */

/** Longest code a buyer may type; the staff make codes of at most this length too. */
export const DISCOUNT_CODE_MAX = 40;

/** How a code is compared: trimmed and upper-cased, so "spring10 " and "SPRING10" are one code. */
export function normaliseDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}
