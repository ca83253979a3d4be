import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';
import { invoices } from './invoices';
import { orders } from './orders';
import { staffAccounts } from './staff';

/**
 * Complaints and withdrawals (issue 19 "Complaints", ADR 065). A complaint is filed against one of
 * the customer's VAT invoices; its lines name the invoice's lines and quantities. The law path, the
 * answer deadline and whether silence accepts it are decided when it is filed and stored, so a later
 * change of rules never moves a running deadline. `rma_number` is the readable, unique number on the
 * return parcel (RMA-2026-000042, from the id).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    rmaNumber: text('rma_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who filed it (mails go to them, in their language). */
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    invoiceNumber: text('invoice_number').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** company | sole_trader | person, when filed. */
    buyerType: text('buyer_type').notNull(),
    /** common/complaints COMPLAINT_REASONS, COMPLAINT_PATHS, COMPLAINT_STATES, COMPLAINT_RESOLUTIONS. */
    reason: text('reason').notNull(),
    path: text('path').notNull(),
    state: text('state').notNull().default('new'),
    requestedResolution: text('requested_resolution').notNull(),
    resolution: text('resolution'),
    description: text('description').notNull().default(''),
    rejectionReason: text('rejection_reason'),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day of the answer; past it, an `auto_accept` complaint still open is accepted. */
    answerBy: date('answer_by', { mode: 'string' }).notNull(),
    autoAccept: boolean('auto_accept').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The corrective invoice a refund made. */
    correctionInvoiceId: integer('correction_invoice_id').references(() => invoices.id, {
      onDelete: 'set null',
    }),
    /** Its printed number and gross total, as the customer's view shows them. */
    correctionNumber: text('correction_number'),
    correctionGross: numeric('correction_gross', { precision: 16, scale: 4 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_rma_uq').on(t.rmaNumber),
    index('complaints_customer_filed_idx').on(t.customerId, t.filedAt.desc(), t.id.desc()),
    index('complaints_order_idx').on(t.orderId),
    index('complaints_invoice_idx').on(t.invoiceId),
    // The inbox (open ones by deadline) and the auto-acceptance sweep.
    index('complaints_open_deadline_idx')
      .on(t.answerBy, t.id)
      .where(sql`${t.state} in ('new', 'under_review', 'awaiting_goods')`),
  ],
);

/** The invoice lines a complaint names, copied from the invoice when it is filed. */
export const complaintLines = pgTable(
  'complaint_lines',
  {
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** The invoice line's position. */
    position: integer('position').notNull(),
    symbol: text('symbol').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitNet: numeric('unit_net', { precision: 16, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.position] })],
);

/**
 * Uploaded files: first in the uploader's draft storage (complaint_id null), then the complaint's.
 * `id` is random (32 hex) and is also the file's name on disk: the sent name is display only.
 */
export const complaintFiles = pgTable(
  'complaint_files',
  {
    id: text('id').primaryKey(),
    /** The order of uploading (ids are random; several files share one timestamp). */
    seq: serial('seq').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    complaintId: integer('complaint_id').references(() => complaints.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaint_files_draft_idx')
      .on(t.contactPersonId, t.seq)
      .where(sql`${t.complaintId} is null`),
    index('complaint_files_complaint_idx').on(t.complaintId),
  ],
);

/** Every step of a complaint: filed, state changes (by staff or the deadline), notes, the refund. */
export const complaintHistory = pgTable(
  'complaint_history',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** common/complaints COMPLAINT_HISTORY_ACTIONS. */
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    /** customer | staff | system. */
    by: text('by').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    text: text('text'),
    /** A staff note: shown on the desk only. */
    internal: boolean('internal').notNull().default(false),
  },
  (t) => [index('complaint_history_complaint_idx').on(t.complaintId, t.at, t.id)],
);
