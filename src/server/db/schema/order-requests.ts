import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';
import { orders } from './orders';
import { staffAccounts } from './staff';

/**
 * Order requests (issue 21, ADR 084): an order a colleague or the staff desk prepared, waiting for
 * the company's main contact person to confirm or cancel it from a mailed link. The link carries
 * `<id>.<expiry>.<nonce>.<HMAC>` like the wizard links (signed for its own purpose); only the
 * nonce's SHA-256 is kept. `fingerprint` is the order as it was asked for (lines, prices, totals,
 * delivery, payment): a cart changed since then is not placed from an old link.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who must confirm: the company's main contact person when it was sent. */
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The colleague who asked, or the person staff acted as. */
    requestedBy: integer('requested_by').references(() => contactPersons.id, { onDelete: 'set null' }),
    /** The staff member acting as the customer (office session), when staff prepared it. */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    note: text('note'),
    fingerprint: text('fingerprint').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Spent: confirmed (the order placed) or cancelled; a newer request for the order voids it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** confirmed | cancelled */
    outcome: text('outcome'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_requests_order_idx').on(t.orderId),
    index('order_requests_customer_idx').on(t.customerId),
  ],
);
