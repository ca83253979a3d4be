/**
 * The analytics endpoint's contract (POST /ajax/analytics/events, ADR 082): a batch of at most 20
 * events of the known kinds, each with only the fields its kind has.
 */
import { z } from 'zod';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_EVENT_NAMES } from './analytics-rules';

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
