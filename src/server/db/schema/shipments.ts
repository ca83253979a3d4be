import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staffAccounts } from './staff';

/**
 * What the staff desk records of an order after it was placed (issue 19, ADR 080): a bank transfer
 * seen on the shop's account, and the parcels the order left in. Ordering writes them (it owns the
 * order tables, ADR 032); the desk's calls go through ordering's order desk service.
 */

/** A parcel: one row per shipment, with the lines it carried, so partial shipments can join later. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** A carrier of common/carriers.ts (its tracking address is made from the number). */
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order's lines in the parcel: [{ position, amount }] (the whole order, for now). */
    lines: jsonb('lines').$type<Array<{ position: number; amount: number }>>().notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_shipments_order_idx').on(t.orderId, t.shippedAt)],
);

/** A bank transfer the desk matched to an order by hand: one per order (the order is then paid). */
export const orderBankPayments = pgTable(
  'order_bank_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 16, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    /** The day the money arrived, as the bank statement says. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The transfer's title or the bank's reference. */
    reference: text('reference').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_bank_payments_order_uq').on(t.orderId),
    check('order_bank_payments_amount_ck', sql`${t.amount} > 0`),
  ],
);
