import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contactPersons, customers } from './customers';

/**
 * The shop's own people (issue 18 "The staff desk", ADR 048): not customers, never in the customer
 * tables. `totpSecret` is AES-256-GCM under STAFF_TOTP_KEY and never leaves the server after
 * enrolment; `totpLastStep` is the 30-second step of the last accepted code, so a code cannot be used
 * twice within its window.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** One or more of sales, support, admin (common/contracts/staff STAFF_ROLES). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totpSecret: text('totp_secret'),
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_uq').on(t.email)],
);

/**
 * Staff sessions, apart from the customers' (own cookie, own limits). `stage` is `password` between
 * the password and the second factor (a short life, no staff call accepts it) and `full` after.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Every staff state change, written in the same transaction as the change (ADR 048). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at, t.id),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_action_idx').on(t.action, t.at),
  ],
);

/**
 * A staff member acting as a customer (spec §2 /login-by-office, ADR 049): who, for which customer,
 * why, and until when. The customer's session made for it points here; the customer sees the rows.
 */
export const officeAccesses = pgTable(
  'office_accesses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('office_accesses_customer_idx').on(t.customerId, t.at)],
);
