/**
 * The analytics endpoint's contract (POST /ajax/analytics/events, ADR 082): a batch of at most 20
 * events of the known kinds, each with only the fields its kind has.
 */
import { z } from 'zod';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_EVENT_NAMES } from './analytics-rules';
import { DEFAULT_COUNTRY, findMarket, isLanguage, MARKETS } from './markets';

export * from './analytics-rules';

const path = z.string().startsWith('/').max(300);
const at = z.iso.datetime({ offset: true });

export const AnalyticsEventSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal(ANALYTICS_EVENT_NAMES[0]),
    at,
    path,
    symbol: z.string().min(1).max(100),
    amount: z.int().min(1).max(9_999_999),
  }),
  z.strictObject({
    name: z.literal(ANALYTICS_EVENT_NAMES[1]),
    at,
    path,
    orderNumber: z.string().min(1).max(100),
  }),
]);

export const AnalyticsBatchSchema = z.strictObject({
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_BATCH_SIZE),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

const day = z.iso.date();

/**
 * The desk's funnel (ADR 086): a period of whole days (Warsaw time, both ends included; the last 7
 * days by default, 366 at most: longer is a 422 with the reason) and optionally one market.
 */
export const AnalyticsFunnelQuerySchema = z.strictObject({
  from: day.optional(),
  to: day.optional(),
  market: z.enum(MARKETS.map((m) => m.country) as [string, ...string[]]).optional(),
});
export type AnalyticsFunnelQuery = z.infer<typeof AnalyticsFunnelQuerySchema>;

export const AnalyticsDaySchema = z.object({
  day: day,
  addToCart: z.int(),
  /** Sum of the add-to-cart list values, PLN with 2 decimals as text (no float rounding). */
  addToCartValuePln: z.string(),
  orders: z.int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const AnalyticsFunnelSchema = z.object({
  from: day,
  to: day,
  market: z.string().nullable(),
  /** The funnel's steps in order; a step's conversion is its count over the previous step's. */
  steps: z.array(
    z.object({
      step: z.enum(['addToCart', 'orders']),
      count: z.int(),
      conversion: z.number().nullable(),
    }),
  ),
  addToCartValuePln: z.string(),
  /** Every day of the period, the days without events too. */
  days: z.array(AnalyticsDaySchema),
});
export type AnalyticsFunnel = z.infer<typeof AnalyticsFunnelSchema>;

/**
 * The market of a page from its path (`/{country}/…` or `/{language}/{country}/…`; an unprefixed
 * path is the international site): the funnel's market filter.
 */
export function marketOfPath(path: string): string {
  const [first, second] = path.split('/').slice(1);
  if (isLanguage(first) && findMarket(second)) return second!;
  return findMarket(first)?.country ?? DEFAULT_COUNTRY;
}
