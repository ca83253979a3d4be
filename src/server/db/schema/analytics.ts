import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own analytics events (ADR 082), sent by browsers whose visitor gave analytics consent:
 * what happened (`name`), when in the browser and when received, the page's path and the event's
 * fields. No customer id, no address: the funnel counts, it does not follow people.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    path: text('path').notNull(),
    symbol: text('symbol'),
    amount: integer('amount'),
    orderNumber: text('order_number'),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);
