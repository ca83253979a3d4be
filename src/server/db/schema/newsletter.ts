import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffAccounts } from './staff';

/**
 * Newsletter subscribers (issue 20, ADR 067): one row per address (lower-cased), whoever asked for
 * it, visitor or customer. `status`: `pending` until the address confirms (double opt-in),
 * `confirmed`, `unsubscribed`. Only confirmed rows are ever mailed an issue. `topics` are the
 * subscriber's choices (common/newsletter.ts NEWSLETTER_TOPICS); `market` and `language` choose the
 * segment and the issue's language.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    market: text('market').notNull(),
    topics: text('topics').array().notNull(),
    status: text('status').notNull().default('pending'),
    /** The customer whose profile manages it, when it was asked for from an account. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    index('newsletter_subscribers_customer_idx').on(t.customerId),
    // The segment walk of a send: confirmed subscribers in id order.
    index('newsletter_subscribers_confirmed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * Proof of consent (GDPR art. 7(1)): every sign-up request as it was made, kept after an
 * unsubscribe. The consent text is stored word for word with its version, as the person saw it in
 * their language; the confirmation token is stored as its SHA-256, works once, and expires.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Where it was asked for: footer, registration, profile. */
    source: text('source').notNull(),
    consentText: text('consent_text').notNull(),
    consentVersion: text('consent_version').notNull(),
    language: text('language').notNull(),
    topics: text('topics').array().notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmIp: text('confirm_ip'),
    confirmUserAgent: text('confirm_user_agent'),
  },
  (t) => [
    uniqueIndex('newsletter_consents_token_idx').on(t.tokenHash),
    index('newsletter_consents_subscriber_idx').on(t.subscriberId),
  ],
);

/**
 * An issue written on the staff desk: subject and body per language (pl, en, de, hu), the segment
 * (markets, languages, topic; empty arrays mean all) and where its sending stands. `status`: draft,
 * queued (the fan-out job is to write its send records), sending, sent.
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: serial('id').primaryKey(),
  subject: jsonb('subject').$type<Record<string, string>>().notNull(),
  body: jsonb('body').$type<Record<string, string>>().notNull(),
  markets: text('markets').array().notNull(),
  languages: text('languages').array().notNull(),
  topic: text('topic').notNull(),
  status: text('status').notNull().default('draft'),
  createdBy: integer('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  queuedAt: timestamp('queued_at', { withTimezone: true }),
  /** Send records written (the fan-out is done when it is set). */
  recipients: integer('recipients'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /**
   * The delivery lease: one worker at a time delivers an issue, so the configured rate holds
   * however many jobs or instances there are; a crashed worker's lease runs out and the next job
   * goes on where it stopped.
   */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});

/**
 * One mail of an issue to one subscriber: the newsletter's own mail queue. The unique (issue,
 * subscriber) pair is what makes "never twice to one address" hold: the fan-out inserts with ON
 * CONFLICT DO NOTHING (a second run writes nothing), and a record leaves `queued` for `sent` in the
 * same transaction that writes the mail to the outbox (or both roll back).
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_sends_issue_subscriber_idx').on(t.issueId, t.subscriberId),
    index('newsletter_sends_queued_idx')
      .on(t.issueId, t.id)
      .where(sql`${t.status} = 'queued'`),
  ],
);
