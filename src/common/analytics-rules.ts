/**
 * The shop's own analytics (spec §4 "analytics fired" on the order form's success, §9 "analytics
 * batches of 20; add-to-cart analytics show only PLN"; ADR 082): events go only to the shop's
 * endpoint, only with the visitor's analytics consent, in batches. No Zod here: the browser's
 * sender imports these rules (the contract is common/analytics.ts).
 */
import type { StaffRole } from './staff';

/** Spec §9: events are sent in batches of 20 at most. */
export const ANALYTICS_BATCH_SIZE = 20;
/** A batch not yet full goes out this long after its first event (or when the page is left). */
export const ANALYTICS_FLUSH_MS = 5_000;
/** Spec §9: add-to-cart events are counted in PLN only (other currencies' values are not comparable). */
export const ANALYTICS_ADD_TO_CART_CURRENCY = 'PLN';

export const ANALYTICS_EVENT_NAMES = ['add_to_cart', 'order_success'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** ISO date-time in the browser when it happened. */
  at: string;
  /** The page's path (no query: search terms and tokens stay out). */
  path: string;
  /** add_to_cart: symbol and amount; order_success: the order number. */
  symbol?: string;
  amount?: number;
  orderNumber?: string;
}

/** Whether an add-to-cart in this currency is counted (spec §9: PLN only). */
export function countsAddToCart(currency: string): boolean {
  return currency === ANALYTICS_ADD_TO_CART_CURRENCY;
}

/** The desk's funnel (ADR 086): the period shown when none is asked, and the longest one it sums. */
export const ANALYTICS_DEFAULT_DAYS = 7;
export const ANALYTICS_MAX_DAYS = 366;
/** Events are kept this long, then swept (ADR 086): longer than the longest period the desk sums. */
export const ANALYTICS_RETENTION_DAYS = 400;
/** Who reads the funnel (ADR 086): sales and the administrators; support has no use for it. */
export const ANALYTICS_DESK_ROLES: readonly [StaffRole, ...StaffRole[]] = ['sales', 'admin'];
