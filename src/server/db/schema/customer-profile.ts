import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * E-invoice service of a customer (spec §2 /profile/account/e-invoice). `email` is the address
 * invoices go to while the service is active; `pending*` is a requested address waiting for its
 * activation link to be followed. The nonce makes each link single-use and a newer request voids
 * the older link.
 */
export const customerEinvoice = pgTable('customer_einvoice', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  email: text('email'),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  pendingEmail: text('pending_email'),
  pendingNonce: text('pending_nonce'),
  pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** VAT numbers of a customer, at most one per EU country (spec §3 Customer info vatNumbers). */
export const customerVatNumbers = pgTable(
  'customer_vat_numbers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Two lower-case letters, as every country code of the shop. */
    country: text('country').notNull(),
    /** Normalised: upper case with the country prefix, no spaces or separators. */
    vatNumber: text('vat_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.country] })],
);

/**
 * Order preferences of a customer (spec §3 Customer info defaultDelivery, defaultPayment): ids of
 * delivery and payment methods, kept as text (checkout owns the methods; an id that is no longer
 * offered is simply not preselected).
 */
export const customerPreferences = pgTable('customer_preferences', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  defaultDelivery: text('default_delivery'),
  defaultPayment: text('default_payment'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
