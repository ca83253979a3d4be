import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffAccounts } from './staff';

/**
 * Polls (issue 20, ADR 071): one question for one market and language, shown in one place
 * (`placement`: order_confirmation, home, order_status). `kind` single | multiple; `status` draft →
 * active → closed. At most one active poll per place, market and language (the partial unique
 * index), so what a page shows is never a guess.
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    kind: text('kind').notNull(),
    allowComment: boolean('allow_comment').notNull().default(true),
    allowAnonymous: boolean('allow_anonymous').notNull().default(false),
    placement: text('placement').notNull(),
    market: text('market').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('draft'),
    createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('polls_active_place_idx')
      .on(t.placement, t.market, t.language)
      .where(sql`${t.status} = 'active'`),
    index('polls_created_idx').on(t.createdAt),
  ],
);

/** A poll's choices in the order the staff wrote them. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('poll_options_poll_position_idx').on(t.pollId, t.position)],
);

/**
 * One answer per poll and customer, or per poll and visitor cookie (stored as its SHA-256): the
 * unique indexes are what refuse a second answer, however many requests race. `option_ids` are the
 * chosen options (one for a single-choice poll).
 */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    optionIds: integer('option_ids').array().notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('poll_answers_customer_idx')
      .on(t.pollId, t.customerId)
      .where(sql`${t.customerId} is not null`),
    uniqueIndex('poll_answers_visitor_idx')
      .on(t.pollId, t.visitorHash)
      .where(sql`${t.visitorHash} is not null`),
    check('poll_answers_respondent_check', sql`(${t.customerId} is null) <> (${t.visitorHash} is null)`),
  ],
);

/**
 * Marketing popups (issue 20, ADR 071): shown between `starts_at` and `ends_at` (open-ended when
 * null) while `active`, to visitors of the market and language who gave marketing consent; the
 * highest `priority` wins.
 */
export const marketingPopups = pgTable(
  'marketing_popups',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url').notNull(),
    linkLabel: text('link_label').notNull(),
    market: text('market').notNull(),
    language: text('language').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('marketing_popups_live_idx')
      .on(t.market, t.language, t.priority)
      .where(sql`${t.active}`),
  ],
);
