import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Customer numbers are 7 digits from 1000001 (spec §9: customer number at most 10 characters). */
export const customerNumberSeq = pgSequence('customer_number_seq', { startWith: 1000001, minValue: 1000001 });
/** Address numbers are 7 digits (spec §3, §9). */
export const addressNumberSeq = pgSequence('address_number_seq', {
  startWith: 2000001,
  minValue: 2000001,
  maxValue: 9999999,
});

/** A customer account (the company, sole trader or person that buys). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerNumber: text('customer_number').notNull(),
    /** company | sole_trader | person (spec §1 buyer types). */
    customerType: text('customer_type').notNull(),
    /** standard | zbl | zone (spec §1 users). */
    kind: text('kind').notNull().default('standard'),
    /** Zone customers only: gross | net prices. */
    zonePriceType: text('zone_price_type'),
    isPerson: boolean('is_person').notNull().default(false),
    isPrivateCustomer: boolean('is_private_customer').notNull().default(false),
    /** Country of the registered address (two letters) and the market the customer shops in. */
    country: text('country').notNull(),
    language: text('language').notNull(),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    duns: text('duns'),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    /** Businesses: the industry named at registration (common/registration-options INDUSTRIES). */
    industry: text('industry'),
    newsletter: boolean('newsletter').notNull().default(false),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** HTML shown once after login (spec §3 loginAlert), written by staff in one language. */
    loginAlert: text('login_alert'),
    /**
     * The same message per language ({ en, pl, de, hu }: HTML), so the page shows it in its own
     * language; `login_alert` stays the fallback for a message written in one language only.
     */
    loginAlertTexts: jsonb('login_alert_texts').$type<Partial<Record<string, string>>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_number_uq').on(t.customerNumber)],
);

/** People who log in for a customer; the crc (40 × a-z0-9) identifies one in URLs (spec §3). */
export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    crc: text('crc').notNull(),
    /** Stored lower case: logins compare it exactly. */
    email: text('email').notNull(),
    username: text('username'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    language: text('language').notNull(),
    /** `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>`; parameters travel with the hash. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The company's administrator: edits the others' buyer rights, orders without limits and
     * approves (ADR 078). Rights below apply to everybody else.
     */
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Buyer rights (issue 22, ADR 078): may place orders at all. */
    mayOrder: boolean('may_order').notNull().default(true),
    /** Net value of one order, in the customer's market currency, above which it waits for approval; null: no limit. */
    orderLimit: numeric('order_limit', { precision: 16, scale: 4 }),
    /** Net value of the calendar month's approved and placed orders (the same currency); null: no limit. */
    monthLimit: numeric('month_limit', { precision: 16, scale: 4 }),
    /** Approves (or rejects) colleagues' orders above their limits; the primary always does. */
    approvesOrders: boolean('approves_orders').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_persons_crc_uq').on(t.crc),
    uniqueIndex('contact_persons_email_uq').on(t.email),
    uniqueIndex('contact_persons_username_uq').on(t.username),
    index('contact_persons_customer_idx').on(t.customerId),
  ],
);

/**
 * Server-side sessions (when REDIS_URL is not set). The key is the SHA-256 of the session id: a
 * leaked table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The later of the idle and absolute limits can never pass this: the sweep deletes by it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * A session staff opened to act as the customer (office_accesses, ADR 049): it ends at that
     * row's end whatever its activity, and the calls of ADR 049 refuse it.
     */
    officeAccessId: integer('office_access_id'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * A session a procurement system opened through cXML PunchOut (punchout_sessions, ADR 074): it
     * ends at `ends_at`, transfers its cart instead of checking out, and the calls of ADR 049 refuse it.
     */
    punchoutSessionId: integer('punchout_session_id'),
  },
  (t) => [
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_contact_person_idx').on(t.contactPersonId),
  ],
);

/** Fixed-window counters of the rate limits (when REDIS_URL is not set), shared by every instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Every mail the shop sends. With the default transport this is the delivery (the dev mailbox
 * reads it); with SMTP only the envelope is kept, not the body with its links and codes.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    language: text('language').notNull(),
    transport: text('transport').notNull(),
    messageId: text('message_id'),
    /** Extra headers the mail went out with (the newsletter's List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Password reset links: the SHA-256 of the token, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    contactPersonId: integer('contact_person_id')
      .notNull()
      .references(() => contactPersons.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_person_idx').on(t.contactPersonId)],
);

/** Six-digit e-mail verification codes of the registration (hashed; a few tries each). */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_codes_email_idx').on(t.email, t.createdAt)],
);

/** A business registry to look companies up by DUNS number and by address (cleanse match). */
export const companyRegistry = pgTable(
  'company_registry',
  {
    duns: text('duns').primaryKey(),
    name: text('name').notNull(),
    vatNumber: text('vat_number'),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    country: text('country').notNull(),
  },
  (t) => [
    index('company_registry_country_zip_idx').on(t.country, t.zipCode),
    index('company_registry_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** Addresses of a customer by role: SH shipping, BP payer/invoice, ZO invoice sending (spec §3). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressNumber: text('address_number').notNull(),
    role: text('role').notNull(),
    customerName: text('customer_name').notNull(),
    street: text('street').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    vatNumber: text('vat_number'),
    accessPointId: text('access_point_id'),
    receiverEmail: text('receiver_email'),
    receiverPhone: text('receiver_phone'),
    salesDepartment: text('sales_department'),
    declaredUse: text('declared_use'),
    isDefault: boolean('is_default').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_addresses_number_uq').on(t.addressNumber),
    index('customer_addresses_customer_idx').on(t.customerId, t.role),
    // At most one default address per role and customer.
    uniqueIndex('customer_addresses_default_uq')
      .on(t.customerId, t.role)
      .where(sql`${t.isDefault}`),
  ],
);
