import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { contactPersons, customers, outbox } from './customers';
import { staffAccounts } from './staff';

/**
 * Public tenders (issue 20 "Tenders", ADR 070): what the shop takes part in or publishes, per
 * market. `state` draft | published | closed; the public list shows published and closed ones,
 * "open" while published and before `deadline`. Documents and lines are the tender's own text,
 * kept whole with it (a lot list, not catalogue data).
 */
export const tenders = pgTable(
  'tenders',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    buyer: text('buyer').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    documents: jsonb('documents')
      .$type<Array<{ label: string; url: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    lines: jsonb('lines')
      .$type<Array<{ description: string; quantity: number; unit: string | null }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    lineCount: integer('line_count').notNull().default(0),
    state: text('state').notNull().default('draft'),
    createdById: integer('created_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // One reference per market: the buyer's procurement number names one tender.
    uniqueIndex('tenders_country_reference_idx').on(t.country, t.reference),
    index('tenders_country_state_deadline_idx').on(t.country, t.state, t.deadline),
  ],
);

/**
 * A customer's tender item list (ADR 070): their own tender's lines matched to the catalogue,
 * `state` draft | sent | answered. `email` and `language` are the contact person's when it was
 * sent: the answer's mail goes there, in that language. `currency` is the market's.
 */
export const tenderLists = pgTable(
  'tender_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    reference: text('reference'),
    note: text('note'),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    email: text('email'),
    state: text('state').notNull().default('draft'),
    lineCount: integer('line_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentOutboxId: integer('sent_outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredById: integer('answered_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    answerNote: text('answer_note'),
    validUntil: date('valid_until'),
    answerOutboxId: integer('answer_outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tender_lists_customer_idx').on(t.customerId, t.createdAt),
    index('tender_lists_state_sent_idx').on(t.state, t.sentAt),
  ],
);

/**
 * One line of an item list: what the customer typed, quick buy's match and the "or equivalent"
 * offers (snapshots of symbol, manufacturer and description in the list's language: what the
 * customer chose from stays what the desk prices), the customer's choice, the desk's price.
 */
export const tenderListLines = pgTable(
  'tender_list_lines',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => tenderLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    query: text('query').notNull(),
    amount: integer('amount').notNull(),
    note: text('note'),
    matchKind: text('match_kind').notNull(),
    matchAccepted: boolean('match_accepted').notNull().default(false),
    matched: jsonb('matched').$type<{ symbol: string; manufacturer: string; description: string } | null>(),
    alternatives: jsonb('alternatives')
      .$type<Array<{ symbol: string; manufacturer: string; description: string; source: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    chosenSymbol: text('chosen_symbol'),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }),
    answerNote: text('answer_note'),
  },
  (t) => [index('tender_list_lines_list_idx').on(t.listId, t.position)],
);
