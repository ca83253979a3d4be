import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';

/**
 * cXML PunchOut (ADR 074): how a company's procurement system (SAP Ariba, Coupa…) is recognised.
 * The From credential (domain + identity, compared case-insensitively: stored lower case) names the
 * configuration; the Sender's SharedSecret proves it. The secret is the shop's 256-bit random value,
 * shown once and kept only as its SHA-256 (a random secret needs no slow hash). The session opens as
 * `contact_person_id`, the company's buyer; the cart goes back only to `return_origins` (https
 * origins, or http on localhost).
 */
export const punchoutConfigs = pgTable(
  'punchout_configs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    systemName: text('system_name').notNull(),
    fromDomain: text('from_domain').notNull(),
    fromIdentity: text('from_identity').notNull(),
    secretHash: text('secret_hash').notNull(),
    returnOrigins: text('return_origins').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    secretChangedAt: timestamp('secret_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('punchout_configs_from_uq').on(t.fromDomain, t.fromIdentity),
    index('punchout_configs_customer_idx').on(t.customerId),
  ],
);

/**
 * One PunchOutSetupRequest that was accepted: what the procurement system asked (its BuyerCookie,
 * the BrowserFormPost URL the cart goes back to, the credentials to echo), the one-time StartPage
 * token (its SHA-256), the cart it transferred and the message sent. `status`: set_up (StartPage not
 * opened yet) | open | transferred | ended.
 */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: serial('id').primaryKey(),
    configId: integer('config_id')
      .notNull()
      .references(() => punchoutConfigs.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    buyerCookie: text('buyer_cookie').notNull(),
    browserFormPostUrl: text('browser_form_post_url').notNull(),
    fromDomain: text('from_domain').notNull(),
    fromIdentity: text('from_identity').notNull(),
    toDomain: text('to_domain').notNull(),
    toIdentity: text('to_identity').notNull(),
    /** ItemOut lines of an `edit` request ({ symbol, amount }), put into the session's cart at start. */
    itemsOut: jsonb('items_out').$type<{ symbol: string; amount: number }[]>().notNull().default([]),
    status: text('status').notNull().default('set_up'),
    startTokenHash: text('start_token_hash').notNull(),
    startBy: timestamp('start_by', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    orderNumber: text('order_number'),
    transferTokenHash: text('transfer_token_hash'),
    transferBy: timestamp('transfer_by', { withTimezone: true }),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('punchout_sessions_start_uq').on(t.startTokenHash),
    uniqueIndex('punchout_sessions_transfer_uq').on(t.transferTokenHash),
    index('punchout_sessions_config_idx').on(t.configId, t.createdAt),
  ],
);
