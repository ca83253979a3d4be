import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { contactPersons, customers } from './customers';

/**
 * A saved list (issue 17, spec §2 /profile/favourites): a contact person's own, or shared with
 * every contact person of the customer. The public token opens it read-only without login (spec §6);
 * regenerating it is the only way to withdraw a link, so it is always set and unique.
 */
export const favouriteDirectories = pgTable(
  'favourite_directories',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who made it; a directory not shared with the company is seen by this person only. */
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    sharedWithCompany: boolean('shared_with_company').notNull().default(false),
    /** 40 characters of [A-Za-z0-9] (spec §3 publicToken). */
    publicToken: text('public_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourite_directories_token_uq').on(t.publicToken),
    check('favourite_directories_token_check', sql`${t.publicToken} ~ '^[A-Za-z0-9]{40}$'`),
    index('favourite_directories_customer_idx').on(t.customerId, t.contactPersonId),
  ],
);

/**
 * A product on a list, once per list (adding it again adds to its quantity), with the net unit
 * price at the list quantity and the stock when it was saved: the base of "what changed since saved".
 */
export const favouriteItems = pgTable(
  'favourite_items',
  {
    id: serial('id').primaryKey(),
    directoryId: integer('directory_id')
      .notNull()
      .references(() => favouriteDirectories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** Net unit price at `quantity` in `savedCurrency` when saved; null when it had none. */
    savedPrice: numeric('saved_price', { precision: 14, scale: 6 }),
    savedCurrency: text('saved_currency').notNull(),
    savedStock: integer('saved_stock'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourite_items_directory_product_uq').on(t.directoryId, t.productId),
    check('favourite_items_quantity_check', sql`${t.quantity} > 0`),
    // Pages of a list of thousands, newest first (the default order) without a sort.
    index('favourite_items_directory_created_idx').on(t.directoryId, t.createdAt.desc(), t.id.desc()),
    index('favourite_items_product_idx').on(t.productId),
  ],
);
