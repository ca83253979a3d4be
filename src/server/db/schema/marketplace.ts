import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * The marketplace (issue 20, ADR 072): sellers who keep stock in their own ("external") warehouses
 * and sell through the shop to companies only (spec §6). A product flagged EXTERNAL_WAREHOUSE has
 * one or more offers; `products.external_stock` is their sum as the feed or the seed says it.
 */
export const marketplaceSellers = pgTable(
  'marketplace_sellers',
  {
    id: serial('id').primaryKey(),
    /** The seller's code in feeds (stable; the id is ours). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Where customers' questions are forwarded. */
    email: text('email').notNull(),
    country: text('country').notNull(),
    /** Language of the mails the shop sends the seller. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('marketplace_sellers_code_uq').on(t.code)],
);

/** One seller's offer of one product: stock in the seller's warehouse and the days to ship it. */
export const marketplaceOffers = pgTable(
  'marketplace_offers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => marketplaceSellers.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
    /** Working days from the order to the seller's dispatch. */
    leadTimeDays: smallint('lead_time_days').notNull(),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketplace_offers_product_seller_uq').on(t.productId, t.sellerId),
    index('marketplace_offers_seller_idx').on(t.sellerId),
  ],
);

/** An offer's price breaks: net PLN per unit from `amount` up, like the shop's own `price_breaks`. */
export const marketplaceOfferPrices = pgTable(
  'marketplace_offer_prices',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => marketplaceOffers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    netPricePln: numeric('net_price_pln', { precision: 14, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.amount] })],
);
