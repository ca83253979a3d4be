import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ChatDeskListSchema,
  ChatDeskStreamQuerySchema,
  ChatConversationSchema,
  ChatEmptySchema,
  ChatIdParamsSchema,
  ChatOfflineSchema,
  ChatPresenceSchema,
  ChatReplySchema,
  ChatSendSchema,
  ChatSentSchema,
  ChatStreamQuerySchema,
  ChatTokenSchema,
} from '../../../common/contracts/chat';
import { AppError } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import { currentSession, isSecureRequest } from '../../plugins/session';
import type { RateLimits } from '../auth';
import { staffEndpoint } from '../staff';
import { newVisitorKey, type ChatService } from './chat.service';
import type { ChatIdentity } from './chat.tokens';

/** The browser's chat identity (not a login): which conversations are this browser's. */
export const CHAT_VISITOR_COOKIE = 'chat_visitor';
const VISITOR_KEY = /^[A-Za-z0-9_-]{22}$/;

const tags = ['chat'];
const StreamSchema = z
  .string()
  .describe('text/event-stream: `message` events (id = message id), `presence`, `bye`');
const JwtQuerySchema = z
  .object({
    country: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('en'),
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('en'),
  })
  .strict();

/** The token of a call: `Authorization: Bearer …` (the widget's calls). */
function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AppError(401, 'chat.errors.token');
  return match[1]!;
}

/** Where a stream resumes: the browser's Last-Event-ID on its own reconnects, else `after`. */
function resumeFrom(request: FastifyRequest, after: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const text = Array.isArray(header) ? header[0] : header;
  if (text !== undefined && /^\d{1,15}$/.test(text)) return Number(text);
  return after;
}

/**
 * A stream is opened only for a client that asks for one (EventSource always sends this Accept):
 * anything else (a link followed, a plain GET from a script or a test) gets 406 instead of a
 * response that never ends.
 */
function requireEventStream(request: FastifyRequest): void {
  if (!String(request.headers.accept ?? '').includes('text/event-stream'))
    throw new AppError(406, 'chat.errors.eventStreamOnly');
}

function openStream(
  chat: ChatService,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Parameters<ChatService['hub']['open']>[1],
  after: number,
) {
  reply.hijack();
  chat.hub.open(reply.raw, scope, after, request.ip, reply.getHeaders());
  return reply;
}

/**
 * Live chat's calls (issue 20, ADR 068): the widget's token (spec §7 `jwt`), its stream, messages,
 * page changes and out-of-hours enquiry; and the staff desk's list, conversation, reply, close and
 * stream. The visitor's calls carry the token, so any instance answers them without a session read.
 */
export async function chatRoutes(
  app: FastifyInstance,
  { chat, rateLimits }: { chat: ChatService; rateLimits: RateLimits },
) {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/jwt',
    operationId: 'ajax_jwt',
    summary: 'The chat widget’s short-lived token (HS256), and whether the market’s desk answers now',
    tags: ['common'],
    querystring: JwtQuerySchema,
    response: ChatTokenSchema,
    handler: async ({ query }, request, reply) => {
      let visitorKey = request.cookies[CHAT_VISITOR_COOKIE];
      if (!visitorKey || !VISITOR_KEY.test(visitorKey)) {
        visitorKey = newVisitorKey();
        reply.setCookie(CHAT_VISITOR_COOKIE, visitorKey, {
          path: '/',
          httpOnly: true,
          secure: isSecureRequest(request),
          sameSite: 'lax',
          maxAge: 30 * 24 * 3600,
        });
      }
      const session = await currentSession(request);
      reply.header('cache-control', 'private, no-store');
      return chat.token({
        visitorKey,
        customerId: session?.customerId ?? null,
        contactPersonId: session?.contactPersonId ?? null,
        country: query.country,
        language: query.language,
      });
    },
  });

  const identityOf = (request: FastifyRequest): Promise<ChatIdentity> => chat.verify(bearer(request));

  endpoint(app, {
    method: 'POST',
    url: '/ajax/chat/messages',
    operationId: 'chat_send',
    summary: 'A visitor’s chat message (Bearer token); opens a conversation in opening hours',
    tags,
    body: ChatSendSchema,
    response: ChatSentSchema,
    guard: identityOf,
    handler: async ({ body }, request) => {
      const identity = await identityOf(request);
      await rateLimits.consume('chatMessageVisitor', identity.visitorKey);
      await rateLimits.consume('chatMessageIp', request.ip);
      return { message: await chat.send(identity, body.body, body.page) };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/chat/offline',
    operationId: 'chat_offline',
    summary: 'Out of hours: the short enquiry, kept as a conversation marked offline (Bearer token)',
    tags,
    body: ChatOfflineSchema,
    response: ChatSentSchema,
    guard: identityOf,
    handler: async ({ body }, request) => {
      const identity = await identityOf(request);
      await rateLimits.consume('chatOfflineIp', request.ip);
      return { message: await chat.offline(identity, body) };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/chat/presence',
    operationId: 'chat_presence',
    summary: 'The page a chatting visitor moved to, for the desk (Bearer token)',
    tags,
    body: ChatPresenceSchema,
    response: z.undefined(),
    guard: identityOf,
    handler: async ({ body }, request) => {
      const identity = await identityOf(request);
      await rateLimits.consume('chatMessageIp', request.ip);
      await chat.presence(identity, body.page);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/chat/stream',
    operationId: 'chat_stream',
    summary: 'The visitor’s event stream (SSE; the token in the query, Last-Event-ID resumes)',
    tags,
    querystring: ChatStreamQuerySchema,
    response: StreamSchema,
    handler: async ({ query }, request, reply) => {
      requireEventStream(request);
      const identity = await chat.verify(query.token);
      if (!chat.hub.admits(request.ip)) throw new AppError(429, 'chat.errors.tooManyStreams');
      const after = resumeFrom(request, query.after) ?? (await chat.visitorStart(identity.visitorKey));
      return openStream(chat, request, reply, { kind: 'visitor', visitorKey: identity.visitorKey }, after);
    },
  });

  // --- the staff desk (ADR 048): support and sales answer chats.
  const roles = ['support', 'sales'] as const;

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/chat',
    operationId: 'staff_chat_list',
    summary: 'Open chat conversations, the longest waiting first (support, sales)',
    tags: ['staff'],
    response: ChatDeskListSchema,
    handler: async (_input, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { conversations } = await chat.list();
      return { conversations };
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/chat/:id',
    operationId: 'staff_chat_get',
    summary: 'One conversation: its messages, the visitor’s page and the customer’s cart (support, sales)',
    tags: ['staff'],
    params: ChatIdParamsSchema,
    response: ChatConversationSchema,
    handler: async ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return chat.conversation(params.id);
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/chat/:id/messages',
    operationId: 'staff_chat_reply',
    summary: 'Answers a conversation (support, sales; audited)',
    tags: ['staff'],
    params: ChatIdParamsSchema,
    body: ChatReplySchema,
    response: ChatSentSchema,
    handler: async ({ params, body }, staff) => ({ message: await chat.reply(params.id, body.body, staff) }),
  });

  staffEndpoint(app, {
    roles,
    method: 'POST',
    url: '/ajax/staff/chat/:id/close',
    operationId: 'staff_chat_close',
    summary: 'Closes a conversation; the visitor’s widget is told (support, sales; audited)',
    tags: ['staff'],
    params: ChatIdParamsSchema,
    body: ChatEmptySchema,
    response: z.undefined(),
    handler: async ({ params }, staff) => {
      await chat.close(params.id, staff);
      return undefined;
    },
  });

  staffEndpoint(app, {
    roles,
    method: 'GET',
    url: '/ajax/staff/chat/stream',
    operationId: 'staff_chat_stream',
    summary: 'The desk’s event stream of every conversation (SSE; Last-Event-ID resumes)',
    tags: ['staff'],
    querystring: ChatDeskStreamQuerySchema,
    response: StreamSchema,
    handler: async ({ query }, staff, request, reply) => {
      requireEventStream(request);
      if (!chat.hub.admits(request.ip)) throw new AppError(429, 'chat.errors.tooManyStreams');
      const after = resumeFrom(request, query.after) ?? (await chat.deskStart());
      return openStream(chat, request, reply, { kind: 'desk', staffId: staff.id }, after);
    },
  });
}
