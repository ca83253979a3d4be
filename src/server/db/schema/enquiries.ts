import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contactPersons, customers, outbox } from './customers';
import { marketplaceSellers } from './marketplace';
import { staffAccounts } from './staff';

/**
 * Enquiries of the contact forms and the ask-about-product drawer (issue 20, ADR 066): one row per
 * message a visitor or customer sent, whichever form. `kind` is standard | product | delivery |
 * error | main (spec §7), or marketplace (a company's question to a marketplace seller, ADR 072:
 * `seller_id` and `subject`); `status` open | closed. The address the answer goes to is `email`,
 * the language of the mails `language`. A visitor's customer number is what they typed
 * (unchecked); a logged-in customer's is the account's and `customer_id` links it. The mails are
 * sent by a background job after the row is stored (ADR 072): `confirmed_at` and `forwarded_at`
 * mark the confirmation and the seller's copy as sent, so a retried job never sends one twice.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    email: text('email').notNull(),
    customerNumber: text('customer_number'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    contactPersonId: integer('contact_person_id').references(() => contactPersons.id, {
      onDelete: 'set null',
    }),
    name: text('name'),
    productSymbol: text('product_symbol'),
    amount: integer('amount'),
    orderNumber: text('order_number'),
    pageUrl: text('page_url'),
    message: text('message').notNull(),
    sellerId: integer('seller_id').references(() => marketplaceSellers.id, { onDelete: 'set null' }),
    subject: text('subject'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    language: text('language').notNull(),
    country: text('country').notNull(),
    ip: text('ip').notNull(),
    assignedToId: integer('assigned_to_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedById: integer('closed_by_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_assigned_idx').on(t.assignedToId),
  ],
);

/** The desk's answers, each sent by mail (`outbox_id`: the mail's record). */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    message: text('message').notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId)],
);

/**
 * Screenshots sent with the error form (ADR 072, stored as ADR 065's uploads): on disk outside the
 * web root under a random id, the sent name display text only; served to staff only.
 */
export const enquiryFiles = pgTable(
  'enquiry_files',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** 32 hex: the file's name on disk. */
    fileId: text('file_id').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_files_enquiry_idx').on(t.enquiryId)],
);
