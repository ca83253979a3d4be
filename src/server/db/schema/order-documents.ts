import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';

/**
 * The documents of an order served by token (spec §2 /Document/{token}/{file_name}, ADR 064): the
 * delivery note, the certificate of conformity and the proforma. A row is made the first time the
 * order's documents are listed; the token (32 random hex digits) is the address, the customer the
 * owner: only that customer's session opens it.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    token: text('token').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number as placed (it never changes): the documents' names and ordering's look-up. */
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** delivery_note | conformity | proforma. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_documents_order_kind_uq').on(t.orderId, t.kind),
    index('order_documents_customer_idx').on(t.customerId),
  ],
);
