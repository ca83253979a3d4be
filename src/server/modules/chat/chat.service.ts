import { randomBytes } from 'node:crypto';
import type {
  ChatCart,
  ChatConversation,
  ChatConversationSummary,
  ChatMessage,
  ChatOffline,
  ChatToken,
} from '../../../common/contracts/chat';
import type { MiniCart } from '../../../common/contracts/cart';
import type { StaffMember } from '../../../common/contracts/staff';
import { CHAT_HISTORY_MAX, chatHoursOf, chatOpenAt } from '../../../common/chat';
import { findMarket, isLanguage } from '../../../common/markets';
import { AppError } from '../../../common/errors';
import type { Db } from '../../db/client';
import { audit } from '../staff';
import { chatRepository } from './chat.repository';
import { createChatHub, localBus, redisBus, STREAM_PAGE, type ChatBus, type StreamScope } from './chat.hub';
import { chatTokens, type ChatIdentity } from './chat.tokens';

export interface ChatOptions {
  db: Db;
  /** CHAT_TOKEN_SECRET: signs the widget's tokens; every instance needs the same. */
  tokenSecret: string;
  /** Redis pub/sub between instances (REDIS_URL); without it, notices stay in this process. */
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** CHAT_HOURS=always: a desk staffed around the clock; else each market's hours (common/chat). */
  alwaysOpen?: boolean;
  /** CHAT_MAX_STREAMS_PER_IP: open streams one address may hold on one instance. */
  maxStreamsPerIp?: number;
  heartbeatMs?: number;
  /** The customer's active cart as the desk sees it (ordering's mini-cart, through services.ts). */
  cartOf?: (customerId: number, contactPersonId: number) => Promise<MiniCart | null>;
  /** Replaces the bus (tests). */
  bus?: ChatBus;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
}

/** A new browser's chat identity: 128 random bits, kept in its own cookie (chat.routes.ts). */
export const newVisitorKey = () => randomBytes(16).toString('base64url');

export function createChatService(options: ChatOptions) {
  const now = options.now ?? (() => new Date());
  const repo = chatRepository(options.db);
  const tokens = chatTokens(options.tokenSecret, now);
  const bus =
    options.bus ??
    (options.redisUrl
      ? redisBus(options.redisUrl, { prefix: options.redisKeyPrefix, onWarning: options.onWarning })
      : localBus());
  const load = (scope: StreamScope, after: number): Promise<ChatMessage[]> =>
    scope.kind === 'visitor'
      ? repo.visitorMessagesAfter(scope.visitorKey, after, STREAM_PAGE)
      : repo.messagesAfter(after, STREAM_PAGE);
  const hub = createChatHub({
    bus,
    load,
    heartbeatMs: options.heartbeatMs,
    maxStreamsPerIp: options.maxStreamsPerIp ?? 20,
    onWarning: options.onWarning,
  });
  const announce = (visitorKey: string, id: number) => {
    hub.notify({ kind: 'message', visitorKey, id }).catch((error: unknown) => {
      // The message is stored: the desk finds it on its next read, the visitor on reconnecting.
      options.onWarning?.('chat: announcing a message failed', error);
    });
  };
  const isOpen = (country: string) => options.alwaysOpen === true || chatOpenAt(chatHoursOf(country), now());

  const summary = async (id: number): Promise<ChatConversationSummary> => {
    const [found] = await repo.summaries({ id });
    if (!found) throw new AppError(404, 'chat.errors.notFound');
    return found;
  };

  return {
    hub,
    bus,
    verify: (token: string) => tokens.verify(token),
    isOpen,

    /** GET jwt: the widget's token for this browser, with whether its market's desk answers now. */
    async token(identity: ChatIdentity): Promise<ChatToken> {
      const country = findMarket(identity.country)?.country ?? 'en';
      const language = isLanguage(identity.language) ? identity.language : 'en';
      const signed = await tokens.sign({ ...identity, country, language });
      const hours = chatHoursOf(country);
      return {
        token: signed.token,
        expiresAt: signed.expiresAt.toISOString(),
        open: isOpen(country),
        hours: { ...hours, days: [...hours.days] },
      };
    },

    /**
     * A visitor's message: into the open conversation, or a new one when the desk answers now.
     * Out of hours with no conversation open, the widget's enquiry form is the way (409).
     */
    async send(identity: ChatIdentity, body: string, page?: string): Promise<ChatMessage> {
      const message = await repo.inTx(async (tx) => {
        await repo.lockOrder(tx);
        let conversation = await repo.openConversationOf(tx, identity.visitorKey);
        if (!conversation) {
          if (!isOpen(identity.country)) throw new AppError(409, 'chat.errors.outOfHours');
          conversation = await repo.insertConversation(tx, {
            visitorKey: identity.visitorKey,
            customerId: identity.customerId,
            contactPersonId: identity.contactPersonId,
            country: identity.country,
            language: identity.language,
            currentPage: page ?? '/',
          });
        } else {
          if (page) await repo.setPage(tx, conversation.id, page);
          if (identity.customerId && identity.contactPersonId && conversation.customerId === null)
            await repo.setCustomer(tx, conversation.id, identity.customerId, identity.contactPersonId);
        }
        return repo.insertMessage(tx, { conversationId: conversation.id, author: 'visitor', body });
      });
      announce(identity.visitorKey, message.id);
      return message;
    },

    /** Out of hours: the short enquiry, kept as a conversation marked offline for the desk. */
    async offline(identity: ChatIdentity, input: ChatOffline): Promise<ChatMessage> {
      const message = await repo.inTx(async (tx) => {
        await repo.lockOrder(tx);
        const conversation = await repo.insertConversation(tx, {
          visitorKey: identity.visitorKey,
          customerId: identity.customerId,
          contactPersonId: identity.contactPersonId,
          country: identity.country,
          language: identity.language,
          currentPage: input.page ?? '/',
          offline: true,
          name: input.name,
          email: input.email,
        });
        return repo.insertMessage(tx, {
          conversationId: conversation.id,
          author: 'visitor',
          body: input.body,
        });
      });
      announce(identity.visitorKey, message.id);
      return message;
    },

    /** The visitor moved to another page: the desk is told (not stored as a message). */
    async presence(identity: ChatIdentity, page: string): Promise<boolean> {
      const conversation = await repo.inTx(async (tx) => {
        const open = await repo.openConversationOf(tx, identity.visitorKey);
        if (open) await repo.setPage(tx, open.id, page);
        return open;
      });
      if (!conversation) return false;
      await hub.notify({
        kind: 'presence',
        visitorKey: identity.visitorKey,
        conversationId: conversation.id,
        page,
      });
      return true;
    },

    /**
     * Where a visitor's fresh stream starts: before the open conversation's first message, so the
     * widget shows it whole; after everything when none is open (an old, closed chat stays closed).
     */
    async visitorStart(visitorKey: string): Promise<number> {
      const open = await repo.inTx((tx) => repo.openConversationOf(tx, visitorKey));
      if (!open) return repo.lastMessageId();
      const messages = await repo.conversationMessages(open.id, CHAT_HISTORY_MAX);
      return messages.length > 0 ? messages[0]!.id - 1 : repo.lastMessageId();
    },

    /** Where a fresh desk stream starts: after the newest message (the page loaded the rest). */
    deskStart: () => repo.lastMessageId(),

    // --- the staff desk

    async list(): Promise<{ conversations: ChatConversationSummary[]; lastId: number }> {
      const lastId = await repo.lastMessageId();
      return { conversations: await repo.summaries({ state: 'open' }), lastId };
    },

    async conversation(id: number): Promise<ChatConversation> {
      const conversation = await summary(id);
      const row = await repo.conversation(options.db, id);
      let cart: ChatCart | null = null;
      if (row?.customerId && row.contactPersonId && options.cartOf) {
        const mini = await options.cartOf(row.customerId, row.contactPersonId).catch((error: unknown) => {
          options.onWarning?.('chat: reading the customer’s cart failed', error);
          return null;
        });
        if (mini && mini.orderNumber !== '0')
          cart = {
            orderNumber: mini.orderNumber,
            lineCount: mini.lineCount,
            lines: mini.lines.map((line) => ({ symbol: line.symbol, amount: line.amount })),
            total: mini.totals?.net ?? null,
            currency: mini.totals?.currency ?? null,
          };
      }
      return { conversation, messages: await repo.conversationMessages(id, CHAT_HISTORY_MAX), cart };
    },

    async reply(id: number, body: string, staff: StaffMember): Promise<ChatMessage> {
      const { message, visitorKey } = await repo.inTx(async (tx) => {
        await repo.lockOrder(tx);
        const conversation = await repo.conversation(tx, id, true);
        if (!conversation) throw new AppError(404, 'chat.errors.notFound');
        if (conversation.state === 'closed') throw new AppError(409, 'chat.errors.closed');
        const message = await repo.insertMessage(tx, {
          conversationId: id,
          author: 'staff',
          body,
          staffId: staff.id,
          staffName: staff.name,
        });
        await audit(tx, {
          staffId: staff.id,
          action: 'chat.reply',
          subject: `chat:${id}`,
          details: { messageId: message.id, length: body.length },
        });
        return { message, visitorKey: conversation.visitorKey };
      });
      announce(visitorKey, message.id);
      return message;
    },

    /** Closes a conversation: a system message tells the visitor's widget (and every desk) so. */
    async close(id: number, staff: StaffMember): Promise<void> {
      const closed = await repo.inTx(async (tx) => {
        await repo.lockOrder(tx);
        const conversation = await repo.conversation(tx, id, true);
        if (!conversation) throw new AppError(404, 'chat.errors.notFound');
        if (conversation.state === 'closed') return null;
        const message = await repo.insertMessage(tx, {
          conversationId: id,
          author: 'system',
          body: 'closed',
        });
        await repo.close(tx, id, staff.id);
        await audit(tx, { staffId: staff.id, action: 'chat.close', subject: `chat:${id}` });
        return { message, visitorKey: conversation.visitorKey };
      });
      if (closed) announce(closed.visitorKey, closed.message.id);
    },

    load,

    async shutdown(): Promise<void> {
      await hub.close();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
