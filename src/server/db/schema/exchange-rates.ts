import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * NBP table A rates an invoice was converted with (issue 19, ADR 080): by currency and the invoice
 * day they serve (art. 31a of the VAT act: the rate of the last business day before it), with the
 * table's own day and number as NBP published them. Asked once per currency and day, then read here.
 */
export const nbpRates = pgTable(
  'nbp_rates',
  {
    currency: text('currency').notNull(),
    /** The invoice day the rate serves. */
    forDay: date('for_day', { mode: 'string' }).notNull(),
    /** The table's day (the last business day before `forDay`) and number, e.g. 229/A/NBP/2026. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    tableNo: text('table_no').notNull(),
    /** PLN for one unit of the currency (NBP's "mid"). */
    mid: numeric('mid', { precision: 12, scale: 6 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.forDay] })],
);
