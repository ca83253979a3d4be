import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';
import { orders } from './orders';

/**
 * Invoices issued by the shop (issue 19, ADR 060): proformas, VAT invoices and corrective invoices.
 * A row is a snapshot (seller, buyer, lines, VAT per rate, totals) written once and never changed;
 * only its payment and proforma state, and the KSeF number once known, move later.
 */

/**
 * The last number given per market, kind and year. A new invoice takes the row FOR UPDATE (an
 * UPDATE … RETURNING) in its own transaction, so numbers are handed out one at a time and a
 * rolled-back issue gives its number back: no gap, no duplicate.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.market, t.kind, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The order it bills; an invoice outlives its order's row (the law keeps invoices, not carts). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    /** proforma | invoice | correction. */
    kind: text('kind').notNull(),
    market: text('market').notNull(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The printed number, e.g. FV/PL/2026/000123. */
    number: text('number').notNull(),
    /** The invoice a correction corrects. */
    correctsId: integer('corrects_id'),
    correctionReason: text('correction_reason'),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paymentMethod: text('payment_method'),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    vatSummary: jsonb('vat_summary').notNull(),
    netTotal: numeric('net_total', { precision: 16, scale: 4 }).notNull(),
    vatTotal: numeric('vat_total', { precision: 16, scale: 4 }).notNull(),
    grossTotal: numeric('gross_total', { precision: 16, scale: 4 }).notNull(),
    /** When the money came (null: unpaid; a correction's refund is paid when it is made). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A proforma the customer cancelled (kept, numbered) or deleted (hidden from lists). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Poland's KSeF number and the verification link of its QR code, once the invoice is accepted. */
    ksefNumber: text('ksef_number'),
    ksefVerificationUrl: text('ksef_verification_url'),
    /**
     * PLN per unit of the invoice's currency when the seller (Polish NIP) invoices in another one:
     * the rate of the VAT act's art. 31a taken when it was issued, stated in its e-invoice (FA(3)
     * KursWaluty, P_14_xW); a correction keeps its invoice's (art. 31a ust. 2a). Null in złoty and
     * in forints (the Hungarian seller's own currency).
     */
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6 }),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.market, t.kind, t.year, t.sequence),
    // One proforma and one VAT invoice per order; corrections may be many.
    uniqueIndex('invoices_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} in ('proforma', 'invoice')`),
    index('invoices_customer_issued_idx').on(t.customerId, t.issuedAt.desc(), t.id.desc()),
  ],
);

/** Every download of an invoice (a PDF, or one invoice of a ZIP): who, when, which, how. */
export const invoiceDownloads = pgTable(
  'invoice_downloads',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    /** pdf | zip | xml (the e-invoice's XML, ADR 064). */
    via: text('via').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_downloads_invoice_idx').on(t.invoiceId, t.downloadedAt)],
);

/**
 * The structured e-invoice kept beside an invoice's PDF (ADR 064): FA(3) for the Polish market (sent
 * to KSeF), NAV InvoiceData for the Hungarian one. Written once when the invoice is issued; an
 * invoice the builder refuses keeps its problems instead of XML (staff sees them). For KSeF, the
 * sending's state moves pending → processing → accepted (KSeF number, UPO) or rejected.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** fa3 | nav. */
    format: text('format').notNull(),
    /** The exact bytes sent (the QR link hashes them); null when the invoice could not be built. */
    xml: text('xml'),
    /** Why the builder or the schema check refused it. */
    problems: jsonb('problems').$type<string[]>(),
    /** invalid | stored (nothing to send) | pending | processing | accepted | rejected. */
    status: text('status').notNull(),
    /** KSeF's KOD I link of the XML (Polish invoices). */
    verificationUrl: text('verification_url'),
    sessionReference: text('session_reference'),
    invoiceReference: text('invoice_reference'),
    ksefNumber: text('ksef_number'),
    /** When KSeF acquired the invoice (its own time stamp). */
    acquiredAt: timestamp('acquired_at', { withTimezone: true }),
    upo: text('upo'),
    statusCode: integer('status_code'),
    statusDescription: text('status_description'),
    details: jsonb('details').$type<string[]>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sweep looks for submissions still waiting for KSeF: a small partial index.
  (t) => [
    index('e_invoices_unsent_idx')
      .on(t.lastAttemptAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);
