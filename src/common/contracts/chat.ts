/**
 * Contracts of live chat (issue 20, ADR 068): the widget's token (the `jwt` common call, spec §7),
 * its messages and out-of-hours enquiry, the event stream's payloads, and the staff desk's calls.
 * Messages are plain text: shown as text everywhere (never as HTML), so markup in them is harmless.
 */
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX, CHAT_OFFLINE_MESSAGE_MAX, CHAT_PAGE_MAX } from '../chat';
import { messageKey } from '../errors';
import { EmailSchema } from './auth';

/** Control characters other than line breaks and tabs have no place in a chat line. */
const noControls = (text: string) =>
  ![...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
  });

const MessageText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, messageKey('errors.input.required'))
    .max(max, messageKey('errors.input.tooLong'))
    .refine(noControls, messageKey('chat.errors.control'));

/** A path of this shop (never a full address): what the desk is told the visitor looks at. */
export const ChatPageSchema = z
  .string()
  .max(CHAT_PAGE_MAX, messageKey('errors.input.tooLong'))
  .regex(/^\/[^\s]*$/, messageKey('chat.errors.page'));

export const ChatTokenSchema = z.object({
  token: z.string(),
  /** ISO time the token stops working. */
  expiresAt: z.string(),
  /** The desk of the visitor's market answers now; else the widget shows the enquiry form. */
  open: z.boolean(),
  hours: z.object({ timeZone: z.string(), days: z.array(z.number()), from: z.string(), to: z.string() }),
});
export type ChatToken = z.infer<typeof ChatTokenSchema>;

export const ChatSendSchema = z
  .object({ body: MessageText(CHAT_MESSAGE_MAX), page: ChatPageSchema.optional() })
  .strict();
export type ChatSend = z.infer<typeof ChatSendSchema>;

export const ChatPresenceSchema = z.object({ page: ChatPageSchema }).strict();

export const ChatOfflineSchema = z
  .object({
    name: z.string().trim().min(1, messageKey('errors.input.required')).max(CHAT_NAME_MAX),
    email: EmailSchema,
    body: MessageText(CHAT_OFFLINE_MESSAGE_MAX),
    page: ChatPageSchema.optional(),
  })
  .strict();
export type ChatOffline = z.infer<typeof ChatOfflineSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(['visitor', 'staff', 'system']),
  /** The staff member's name on staff messages. */
  staffName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSentSchema = z.object({ message: ChatMessageSchema });

/** The stream query: the token (EventSource cannot send headers) and, on a fresh page, where to resume. */
export const ChatStreamQuerySchema = z
  .object({ token: z.string().min(1).max(2000), after: z.coerce.number().int().min(0).optional() })
  .strict();

// --- the staff desk

export const ChatIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(999_999_999) }).strict();

export const ChatConversationSummarySchema = z.object({
  id: z.number().int(),
  state: z.enum(['open', 'closed']),
  offline: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  customer: z.string().nullable(),
  country: z.string(),
  language: z.string(),
  currentPage: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: z.string(),
  lastAuthor: z.enum(['visitor', 'staff', 'system']),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummarySchema>;

export const ChatDeskListSchema = z.object({ conversations: z.array(ChatConversationSummarySchema) });
export type ChatDeskList = z.infer<typeof ChatDeskListSchema>;

export const ChatCartSchema = z.object({
  orderNumber: z.string(),
  lineCount: z.number().int(),
  lines: z.array(z.object({ symbol: z.string(), amount: z.number() })),
  total: z.string().nullable(),
  currency: z.string().nullable(),
});
export type ChatCart = z.infer<typeof ChatCartSchema>;

export const ChatConversationSchema = z.object({
  conversation: ChatConversationSummarySchema,
  messages: z.array(ChatMessageSchema),
  /** The customer's active cart (a visitor who is not logged in has none the desk can see). */
  cart: ChatCartSchema.nullable(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatReplySchema = z.object({ body: MessageText(CHAT_MESSAGE_MAX) }).strict();
export const ChatEmptySchema = z.object({}).strict().optional();

export const ChatDeskStreamQuerySchema = z
  .object({ after: z.coerce.number().int().min(0).optional() })
  .strict();

/** An event of the desk's stream besides messages: a visitor moved to another page. */
export interface ChatPresenceEvent {
  conversationId: number;
  page: string;
}
