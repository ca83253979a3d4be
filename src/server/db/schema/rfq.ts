import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { products } from './catalog';
import { contactPersons, customers } from './customers';
import { staffAccounts } from './staff';

/**
 * A customer's request for quote (issue 18, spec §2 /rfq, ADR 051). `number` is what people read and
 * what a cart line names as its `quotationId`; `crcToken` is the unguessable address of its page
 * (spec §3 rfqCrcToken). `state` is the stored state; "expired" is also derived at read time from
 * `validUntil` (rfq.states.ts), so a quote is never shown valid past its date.
 */
export const rfqRequests = pgTable(
  'rfq_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'RFQ-' || lpad(id::text, 6, '0')`),
    crcToken: text('crc_token').notNull(),
    reference: text('reference').notNull().default(''),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull().default('draft'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** The staff member pricing it (ADR 051); null when nobody has it or the account is gone. */
    claimedById: integer('claimed_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Why staff turned the request down, or why the customer declined the quote; may be null. */
    rejectReason: text('reject_reason'),
    /**
     * Who ended it as "rejected": `staff` turned the request down, `customer` declined the quote
     * (ADR 051, session 14). Null on rows rejected before the column existed (staff then).
     */
    rejectedBy: text('rejected_by'),
    /** When the customer was mailed that the quote is about to expire (once per quote). */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rfq_requests_number_uq').on(t.number),
    uniqueIndex('rfq_requests_crc_token_uq').on(t.crcToken),
    index('rfq_requests_customer_idx').on(t.customerId, t.createdAt.desc()),
    // The staff inbox: requests by state, oldest first.
    index('rfq_requests_state_idx').on(t.state, t.sentAt),
    check(
      'rfq_requests_state_ck',
      sql`${t.state} IN ('draft','sent','being_priced','quoted','partly_accepted','accepted','expired','rejected')`,
    ),
    check(
      'rfq_requests_rejected_by_ck',
      sql`${t.rejectedBy} IS NULL OR ${t.rejectedBy} IN ('staff','customer')`,
    ),
    // The expiry job's sweep: open quotes by their validity.
    index('rfq_requests_open_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.state} IN ('quoted', 'partly_accepted')`),
  ],
);

/**
 * A request's history (ADR 051, session 14): who did what when, for the customer's and the desk's
 * eyes. Staff steps are also in the staff audit log; the customer's (send, decline) and the shop's
 * own (expiry, the expiry notice) are only here. `details` holds the step's facts (a reason).
 */
export const rfqHistory = pgTable(
  'rfq_history',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => rfqRequests.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** customer, staff or system (the expiry job). */
    actor: text('actor').notNull(),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rfq_history_request_idx').on(t.requestId, t.at),
    check('rfq_history_actor_ck', sql`${t.actor} IN ('customer','staff','system')`),
  ],
);

/** One requested line: what the buyer typed (a SourceLine) and the product it matched, if any. */
export const rfqLines = pgTable(
  'rfq_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => rfqRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The source's row (typed line or file row), kept so a file import can point at it. */
    sourceRow: integer('source_row').notNull(),
    query: text('query').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    manufacturer: text('manufacturer'),
    amounts: integer('amounts').array().notNull(),
    targetPrice: numeric('target_price', { precision: 16, scale: 6 }),
    note: text('note'),
  },
  (t) => [uniqueIndex('rfq_lines_position_uq').on(t.requestId, t.position)],
);

/**
 * Staff's offer for one requested line: our product or an alternative, a unit price per quantity
 * break (`breaks`: [{ amount, unitPrice }] in the request's currency), a lead time. `position` is
 * the quote's line number a cart line names as `quotationPosition`.
 */
export const rfqQuotedLines = pgTable(
  'rfq_quoted_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => rfqRequests.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    alternative: boolean('alternative').notNull().default(false),
    breaks: jsonb('breaks').$type<Array<{ amount: number; unitPrice: string }>>().notNull(),
    leadTimeDays: integer('lead_time_days'),
    staffNote: text('staff_note'),
  },
  (t) => [
    uniqueIndex('rfq_quoted_lines_position_uq').on(t.requestId, t.position),
    index('rfq_quoted_lines_line_idx').on(t.lineId),
  ],
);

/**
 * A quoted line taken into a placed order, at one break. One per requested line: a line is bought
 * once, at one of its offers (ours or an alternative), so it cannot be accepted twice.
 */
export const rfqAcceptances = pgTable(
  'rfq_acceptances',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => rfqRequests.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => rfqLines.id, { onDelete: 'cascade' }),
    quotedLineId: integer('quoted_line_id')
      .notNull()
      .references(() => rfqQuotedLines.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfq_acceptances_line_uq').on(t.lineId)],
);

/** A contact person's saved RFQ list search (spec §7 "search storage"). */
export const rfqSavedSearches = pgTable(
  'rfq_saved_searches',
  {
    id: serial('id').primaryKey(),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rfq_saved_searches_name_uq').on(t.contactPersonId, t.name)],
);
