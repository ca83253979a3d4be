import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';

/**
 * A customer's own part number for a product (issue 17 "Customer symbols", spec §2 /profile/symbols):
 * one per product per customer, and a symbol names one product of the customer. `symbolKey` is the
 * symbol under the catalogue's normalisation (normaliseSymbol), so "ab-12" and "AB 12" are one
 * symbol, both for that uniqueness and for the search box's exact lookup.
 */
export const customerSymbols = pgTable(
  'customer_symbols',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    symbolKey: text('symbol_key').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_symbols_product_uq').on(t.customerId, t.productId),
    uniqueIndex('customer_symbols_key_uq').on(t.customerId, t.symbolKey),
    // The list sorts by the customer's symbol (the default) or by when it changed.
    index('customer_symbols_symbol_idx').on(t.customerId, sql`lower(${t.symbol})`),
    index('customer_symbols_updated_idx').on(t.customerId, t.updatedAt),
  ],
);
