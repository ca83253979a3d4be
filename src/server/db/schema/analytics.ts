import { bigserial, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's own analytics events (ADR 082), sent by browsers whose visitor gave analytics consent:
 * what happened (`name`), when in the browser and when received, the page's path and the event's
 * fields. No customer id, no address: the funnel counts, it does not follow people. The server adds
 * the market the page belonged to (from its path) and an add-to-cart's list value in PLN (the price
 * list's break for the amount, ADR 086): the desk's funnel filters and sums by them.
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
    /** The market (country code) of the page; null for events stored before ADR 086. */
    market: text('market'),
    /** add_to_cart: amount × the list's net unit price in PLN at that amount; null if not priced. */
    valuePln: numeric('value_pln', { precision: 14, scale: 2 }),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);
