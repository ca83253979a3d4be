import { sql } from 'drizzle-orm';
import {
  check,
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
import type { OutOfRangeProduct } from '../../../common/offers';
import { products } from './catalog';
import { customers } from './customers';
import { staffAccounts } from './staff';

/**
 * A special offer made by staff to one customer (issue 18 "Offers", ADR 054): catalogue products at
 * a special price for a period. `number` (OFR-000123) is what a cart line names as its
 * `quotationId`, the same field a quote's line uses; ordering tells them apart by the prefix only
 * through the rfq module's QuotedPrices port. `state` is stored (active, used_up, withdrawn);
 * "expired" and "not yet valid" are derived from the dates at read time, never stored late.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'OFR-' || lpad(id::text, 6, '0')`),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offers_number_uq').on(t.number),
    index('offers_customer_idx').on(t.customerId, t.validUntil.desc()),
    index('offers_created_idx').on(t.createdAt.desc()),
    check('offers_state_ck', sql`${t.state} IN ('active','used_up','withdrawn')`),
    check('offers_validity_ck', sql`${t.validUntil} > ${t.validFrom}`),
  ],
);

/**
 * One offered product: a unit price per quantity break (`breaks`: [{ amount, unitPrice }], one
 * break at amount 1 is "one price"), an optional most the customer may buy in all, and how much
 * placed orders have bought so far. `position` is what a cart line names as `quotationPosition`.
 * The product is a catalogue product (`product_id`) or one outside the normal range (`out_of_range`:
 * description, part number, manufacturer, lead time, minimum and multiples; ADR 056), never both.
 */
export const offerLines = pgTable(
  'offer_lines',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id),
    outOfRange: jsonb('out_of_range').$type<OutOfRangeProduct>(),
    breaks: jsonb('breaks').$type<Array<{ amount: number; unitPrice: string }>>().notNull(),
    maxQuantity: integer('max_quantity'),
    bought: integer('bought').notNull().default(0),
  },
  (t) => [
    uniqueIndex('offer_lines_position_uq').on(t.offerId, t.position),
    index('offer_lines_product_idx').on(t.productId),
    check('offer_lines_bought_ck', sql`${t.maxQuantity} IS NULL OR ${t.bought} <= ${t.maxQuantity}`),
    check('offer_lines_product_ck', sql`(${t.productId} IS NULL) <> (${t.outOfRange} IS NULL)`),
  ],
);

/** What a placed order bought of an offer line, at which price: the record behind `bought`. */
export const offerPurchases = pgTable(
  'offer_purchases',
  {
    id: serial('id').primaryKey(),
    offerLineId: integer('offer_line_id')
      .notNull()
      .references(() => offerLines.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_purchases_line_idx').on(t.offerLineId)],
);
