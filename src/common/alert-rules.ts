/**
 * The rules of an alert's numbers, without zod, so the profile's form checks them in the browser
 * exactly as the contract (contracts/alerts.ts) checks them on the server.
 */

/** A price as a decimal string: up to 8 whole digits and 6 decimals (above zero is checked apart). */
export const ALERT_THRESHOLD_PATTERN = /^\d{1,8}(\.\d{1,6})?$/;

/** The message key a threshold the buyer typed breaks, or null; a decimal comma counts as a point. */
export function thresholdProblem(text: string): 'alerts.errors.thresholdFormat' | null {
  const value = text.trim().replace(',', '.');
  return ALERT_THRESHOLD_PATTERN.test(value) && Number(value) > 0 ? null : 'alerts.errors.thresholdFormat';
}

/**
 * The message key a quantity the buyer typed breaks (empty is the caller's to allow), or null: a
 * whole number from 1 to AMOUNT_MAX_VALUE (9 999 999, seven digits; alert-rules.test.ts holds the
 * two together). Not imported from amount-rules: that split amount-rules into a chunk of its own
 * on every catalogue page (+0.2 KB gzipped, bench/page-js.ts).
 */
export function quantityProblem(text: string): 'alerts.errors.quantityRange' | null {
  const value = text.trim();
  return /^\d{1,7}$/.test(value) && Number(value) >= 1 ? null : 'alerts.errors.quantityRange';
}
