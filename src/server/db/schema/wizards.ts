import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';

/**
 * Mailed wizard links (issue 21, ADR 073): an invitation to become a contact person, a change of
 * the company's data, an acceptance of terms and declared uses. The link carries `<id>.<expiry>.
 * <nonce>.<HMAC>`; only the nonce's SHA-256 is kept. A link opens once (`opened_at`, with a wizard
 * session), is given back when that session is left (`clear-session`), and is spent for good when
 * the wizard finishes (`used_at`) or is refused (`voided_at`).
 */
export const wizardLinks = pgTable(
  'wizard_links',
  {
    id: serial('id').primaryKey(),
    /** contact_person | company_change | acceptance (common/wizards.ts WIZARD_KINDS). */
    kind: text('kind').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who the link is for: the invited person, or the contact person who must confirm. */
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    /** Who asked for it (the inviting colleague); null when the shop itself asked. */
    requestedBy: integer('requested_by').references(() => contactPersons.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wizard_links_customer_idx').on(t.customerId),
    index('wizard_links_person_idx').on(t.contactPersonId),
  ],
);

/**
 * A wizard in progress: the server keeps its steps' answers (never the browser), for one browser
 * (the cookie's secret, stored as its SHA-256) and an hour at most. A password chosen in the
 * contact-person wizard is kept here only as its scrypt hash.
 */
export const wizardSessions = pgTable(
  'wizard_sessions',
  {
    /** The public id in the page's address (22 base64url characters). */
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    linkId: integer('link_id')
      .notNull()
      .references(() => wizardLinks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    /** Steps done so far, in order. */
    done: text('done').array().notNull().default([]),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wizard_sessions_link_idx').on(t.linkId),
    index('wizard_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * End-use declarations (export control): what the company declared its purchases are for, by whom,
 * with the statement's version as it was shown, kept as proof (newest row is in force).
 */
export const endUseDeclarations = pgTable(
  'end_use_declarations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    uses: text('uses').array().notNull(),
    /** Countries (two letters) the goods end up in. */
    countries: text('countries').array().notNull(),
    statementVersion: text('statement_version').notNull(),
    termsVersion: text('terms_version').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('end_use_declarations_customer_idx').on(t.customerId, t.createdAt)],
);
