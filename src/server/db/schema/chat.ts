import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { staffAccounts } from './staff';

/**
 * Live chat (issue 20, ADR 068): one conversation per visitor at a time, opened by the visitor's
 * first message (or by the out-of-hours enquiry form, then `offline`), closed by staff. `visitorKey`
 * is the widget token's subject: the chat identity of a browser, not a customer account.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    visitorKey: text('visitor_key').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Who of the customer chats (the cart the desk sees is this person's active one). */
    contactPersonId: integer('contact_person_id'),
    /** The visitor's name and e-mail as given in the offline form (a chat needs neither). */
    name: text('name'),
    email: text('email'),
    country: text('country').notNull(),
    language: text('language').notNull(),
    /** Written out of opening hours: an enquiry the desk answers by mail, not a live chat. */
    offline: boolean('offline').notNull().default(false),
    /** The shop page the visitor was last on (a path), for the desk. */
    currentPage: text('current_page').notNull().default('/'),
    state: text('state').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => staffAccounts.id),
  },
  (t) => [
    check('chat_conversations_state', sql`${t.state} in ('open', 'closed')`),
    // A visitor's stream reads the messages of its conversations by this.
    index('chat_conversations_visitor').on(t.visitorKey),
    index('chat_conversations_open_last').on(t.state, t.lastMessageAt),
  ],
);

/**
 * Every message of every conversation, in one id sequence that is also the event stream's id
 * (SSE Last-Event-ID): inserts are serialised by a transaction lock, so ids commit in order and
 * "everything after id N" is exact for a reconnecting client (ADR 068). `author` system rows mark
 * the conversation's closing, so that too reaches a reconnecting client.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    /** The staff member's name as the visitor saw it when it was written. */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_author', sql`${t.author} in ('visitor', 'staff', 'system')`),
    index('chat_messages_conversation').on(t.conversationId, t.id),
  ],
);
