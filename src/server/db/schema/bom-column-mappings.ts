import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ColumnMapping } from '../../../common/bom-files';
import { customers } from './customers';

/**
 * How a customer read the columns of a BOM file (issue 18 "the mapping … remembered per customer",
 * ADR 046), keyed by a signature of the file's header row: the next file with the same headers is
 * read the same way. Belongs to the customer (the company): colleagues share their ERP's exports.
 */
export const bomColumnMappings = pgTable(
  'bom_column_mappings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** sha-256 (first 32 hex digits) of the header row's normalised words. */
    signature: text('signature').notNull(),
    mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.signature] })],
);
