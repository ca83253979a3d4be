import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { ChatConversationSummary, ChatMessage } from '../../../common/contracts/chat';
import type { ChatAuthor } from '../../../common/chat';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, customers } from '../../db/schema';

/** All SQL of live chat (ADR 068). */

export type ConversationRow = typeof chatConversations.$inferSelect;

/**
 * Every insert of a chat message holds this transaction lock until it commits, so message ids
 * commit in the order they were given: a stream that has sent id N may read "id > N" later and
 * never miss a message that got a smaller id but committed after it. Chat is people typing: a
 * handful of inserts a second at most, each lock held for one short insert.
 */
const CHAT_ORDER_LOCK = 680_680;

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  author: chatMessages.author,
  staffName: chatMessages.staffName,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};

type MessageRow = {
  id: number;
  conversationId: number;
  author: string;
  staffName: string | null;
  body: string;
  createdAt: Date;
};

export const toMessage = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  conversationId: row.conversationId,
  author: row.author as ChatAuthor,
  staffName: row.staffName,
  body: row.body,
  createdAt: new Date(row.createdAt).toISOString(),
});

export interface NewConversation {
  visitorKey: string;
  customerId: number | null;
  contactPersonId: number | null;
  country: string;
  language: string;
  currentPage: string;
  offline?: boolean;
  name?: string;
  email?: string;
}

export function chatRepository(db: Db) {
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  return {
    inTx,

    async openConversationOf(tx: Db, visitorKey: string): Promise<ConversationRow | undefined> {
      const [row] = await tx
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.visitorKey, visitorKey), eq(chatConversations.state, 'open')))
        .orderBy(desc(chatConversations.id))
        .limit(1)
        .for('update');
      return row;
    },

    async conversation(tx: Db, id: number, lock = false): Promise<ConversationRow | undefined> {
      const query = tx.select().from(chatConversations).where(eq(chatConversations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Serialises chat inserts until the transaction ends (see CHAT_ORDER_LOCK). */
    async lockOrder(tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_ORDER_LOCK})`);
    },

    async insertConversation(tx: Db, values: NewConversation): Promise<ConversationRow> {
      const [row] = await tx
        .insert(chatConversations)
        .values({ ...values, offline: values.offline ?? false })
        .returning();
      return row!;
    },

    async insertMessage(
      tx: Db,
      values: {
        conversationId: number;
        author: ChatAuthor;
        body: string;
        staffId?: number;
        staffName?: string;
      },
    ): Promise<ChatMessage> {
      const [row] = await tx.insert(chatMessages).values(values).returning(messageColumns);
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: row!.createdAt })
        .where(eq(chatConversations.id, values.conversationId));
      return toMessage(row!);
    },

    async setPage(tx: Db, id: number, page: string): Promise<void> {
      await tx.update(chatConversations).set({ currentPage: page }).where(eq(chatConversations.id, id));
    },

    /** The visitor's identity may have logged in since the conversation began. */
    async setCustomer(tx: Db, id: number, customerId: number, contactPersonId: number): Promise<void> {
      await tx
        .update(chatConversations)
        .set({ customerId, contactPersonId })
        .where(eq(chatConversations.id, id));
    },

    async close(tx: Db, id: number, staffId: number): Promise<void> {
      await tx
        .update(chatConversations)
        .set({ state: 'closed', closedAt: new Date(), closedBy: staffId })
        .where(eq(chatConversations.id, id));
    },

    /** A visitor's messages after `after` (in any of its conversations), oldest first. */
    async visitorMessagesAfter(visitorKey: string, after: number, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(eq(chatConversations.visitorKey, visitorKey), gt(chatMessages.id, after)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
      return rows.map(toMessage);
    },

    /** The newest messages of one conversation, oldest first. */
    async conversationMessages(conversationId: number, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse().map(toMessage);
    },

    /** Every conversation's messages after `after`, oldest first: the desk's stream. */
    async messagesAfter(after: number, limit: number): Promise<ChatMessage[]> {
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(gt(chatMessages.id, after))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
      return rows.map(toMessage);
    },

    async lastMessageId(): Promise<number> {
      const [row] = await db.select({ id: sql<string | null>`max(${chatMessages.id})` }).from(chatMessages);
      return Number(row?.id ?? 0);
    },

    /** Open conversations (or one by id), the longest waiting first, with their last message. */
    async summaries(filter: { id?: number; state?: 'open' } = {}): Promise<ChatConversationSummary[]> {
      const last = db
        .select({
          conversationId: chatMessages.conversationId,
          body: chatMessages.body,
          author: chatMessages.author,
        })
        .from(chatMessages)
        .where(
          sql`${chatMessages.id} = (select max(m2.id) from chat_messages m2 where m2.conversation_id = ${chatMessages.conversationId} and m2.author <> 'system')`,
        )
        .as('last');
      const rows = await db
        .select({
          c: chatConversations,
          customer: sql<string | null>`coalesce(${customers.companyName}, ${customers.customerNumber})`,
          lastMessage: last.body,
          lastAuthor: last.author,
        })
        .from(chatConversations)
        .leftJoin(customers, eq(customers.id, chatConversations.customerId))
        .leftJoin(last, eq(last.conversationId, chatConversations.id))
        .where(
          and(
            filter.id !== undefined ? eq(chatConversations.id, filter.id) : undefined,
            filter.state ? eq(chatConversations.state, filter.state) : undefined,
          ),
        )
        .orderBy(asc(chatConversations.lastMessageAt))
        .limit(200);
      return rows.map(({ c, customer, lastMessage, lastAuthor }) => ({
        id: c.id,
        state: c.state as 'open' | 'closed',
        offline: c.offline,
        name: c.name,
        email: c.email,
        customer: customer ?? null,
        country: c.country,
        language: c.language,
        currentPage: c.currentPage,
        createdAt: c.createdAt.toISOString(),
        lastMessageAt: c.lastMessageAt.toISOString(),
        lastMessage: lastMessage ?? '',
        lastAuthor: (lastAuthor ?? 'visitor') as ChatAuthor,
      }));
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
