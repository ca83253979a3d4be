import { AMOUNT_MAX_VALUE } from './amount-rules';

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

/** The message key a quantity the buyer typed breaks (empty is the caller's to allow), or null. */
export function quantityProblem(text: string): 'alerts.errors.quantityRange' | null {
  const value = text.trim();
  if (!/^\d{1,7}$/.test(value)) return 'alerts.errors.quantityRange';
  const quantity = Number(value);
  return quantity >= 1 && quantity <= AMOUNT_MAX_VALUE ? null : 'alerts.errors.quantityRange';
}
