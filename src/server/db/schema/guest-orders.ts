import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';

/**
 * Orders placed without an account (issue 22, ADR 083). The order itself is an ordinary order of a
 * guest customer record (a private person whose contact person can never log in); this row keeps
 * what only a guest has: the e-mail the guest typed (the contact person's own address is a
 * placeholder, so the guest's e-mail never blocks a later registration) and what became of the
 * offer of an account. The status page is reached by a signed, expiring link that names the order.
 */
export const guestOrders = pgTable(
  'guest_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The guest customer record the order was placed as; null once that record is gone. */
    guestCustomerId: integer('guest_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The guest's e-mail, lower case: the confirmation goes here; an account is made only for it. */
    email: text('email').notNull(),
    language: text('language').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The guest record became an account with a password (the order stays its order). */
    accountCreatedAt: timestamp('account_created_at', { withTimezone: true }),
    /** The order was moved to an existing account after its owner logged in with this e-mail. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('guest_orders_email_idx').on(t.email)],
);

/**
 * Idempotency-Key of a guest order: there is no customer yet to scope the house's
 * idempotency_keys by, so the key is kept here with the request's hash and the first answer.
 */
export const guestOrderKeys = pgTable('guest_order_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  /** The first answer's JSON text; null while the first request still runs. */
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
