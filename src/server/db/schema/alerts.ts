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
import { favouriteDirectories } from './favourites';

/**
 * A customer's stock and price alerts (issue 17, spec §7 Customer "notification"), each set by one of
 * its contact persons, who is the one mailed. One per (contact person, product, kind): a second alert
 * of the same kind on a product would only send the same mail twice to the same person. `kind`: `stock` (back in stock, optionally at least `quantity`), `price` (the unit price
 * at `quantity` falls below `threshold` in `currency`, the customer's when it was set), `withdrawn`.
 * The mailing job reads `active` alerts by product and writes `firedAt`/`lastSentAt`: a one-time
 * alert goes inactive once sent, a repeated one waits for its condition to clear and come back.
 */
export const customerAlerts = pgTable(
  'customer_alerts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * Who set it, and so who is mailed (ADR 039). Deleting the person deletes their alerts, as it
     * deletes their favourites lists: an alert on their private list must never reach anyone else,
     * and a nullable column would let a person's duplicates past the unique indexes below.
     */
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    /** The product a stock, price or withdrawn alert watches; null for a list alert. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /**
     * A `list_available` alert's favourites list (ADR 039): due when every item can be bought at its
     * list quantity. Deleting the list deletes its alerts.
     */
    directoryId: integer('directory_id').references(() => favouriteDirectories.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    quantity: integer('quantity'),
    threshold: numeric('threshold', { precision: 14, scale: 6 }),
    currency: text('currency'),
    repeat: boolean('repeat').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** When the condition was last found true (a repeated alert fires again after it cleared). */
    firedAt: timestamp('fired_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_alerts_person_product_kind').on(
      t.customerId,
      t.contactPersonId,
      t.productId,
      t.kind,
    ),
    // The job looks alerts up by the products whose stock or price changed.
    index('customer_alerts_active_product')
      .on(t.productId)
      .where(sql`${t.active}`),
    // One list alert per list and contact person (a second would only send the same mail twice).
    uniqueIndex('customer_alerts_person_directory')
      .on(t.customerId, t.contactPersonId, t.directoryId)
      .where(sql`${t.directoryId} is not null`),
    // The job looks list alerts up by the lists holding a changed product.
    index('customer_alerts_active_directory')
      .on(t.directoryId)
      .where(sql`${t.active} and ${t.directoryId} is not null`),
    check('customer_alerts_kind', sql`${t.kind} in ('stock', 'price', 'withdrawn', 'list_available')`),
    // A list alert names a list and no product; every other kind names a product and no list.
    check(
      'customer_alerts_target',
      sql`(${t.kind} = 'list_available') = (${t.directoryId} is not null and ${t.productId} is null)
        and (${t.productId} is null) <> (${t.directoryId} is null)`,
    ),
    check(
      'customer_alerts_price_fields',
      sql`(${t.kind} = 'price') = (${t.threshold} is not null and ${t.currency} is not null and ${t.quantity} is not null)`,
    ),
  ],
);
