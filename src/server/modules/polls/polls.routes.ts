import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cookieMaxAge } from '../../../common/consent';
import type { StaffRole } from '../../../common/contracts/staff';
import { findMarket } from '../../../common/markets';
import {
  DeskPollListSchema,
  DeskPollResultsSchema,
  DeskPollSchema,
  POLL_VISITOR_COOKIE,
  PollAnswerChangeSchema,
  PollAnswerSchema,
  PollIdParamsSchema,
  PollInputSchema,
  PollMyAnswerSchema,
  PollQuerySchema,
  PollViewSchema,
} from '../../../common/polls';
import { endpoint } from '../../http/endpoint';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer, isSecureRequest } from '../../plugins/session';
import { staffEndpoint } from '../staff';
import type { PollCaller, PollsService } from './polls.service';

/** Polls are marketing's: the sales team and administrators (as the newsletter, ADR 067). */
export const POLLS_DESK: readonly [StaffRole, ...StaffRole[]] = ['sales', 'admin'];

/** A visitor token as the shop makes it (32 random bytes, base64url); anything else is no token. */
const VISITOR_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The answer's cookie lives the spec's 8 hours plus half a year: a poll runs for weeks. */
const VISITOR_COOKIE_DAYS = 180;

async function callerOf(request: FastifyRequest): Promise<PollCaller> {
  const customer = await currentCustomer(request);
  const token = request.cookies?.[POLL_VISITOR_COOKIE];
  return {
    ip: request.ip,
    customerId: customer?.customerId ?? null,
    visitorToken: token && VISITOR_TOKEN.test(token) ? token : null,
  };
}

/**
 * The visitor's answer cookie: necessary for what the visitor asked for (their one answer, and
 * seeing it again), so it needs no consent; HttpOnly, it says nothing but a random id.
 */
function setVisitorCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isSecureRequest(request);
  reply.setCookie(POLL_VISITOR_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: secure ? 'none' : 'lax',
    maxAge: cookieMaxAge(VISITOR_COOKIE_DAYS),
  });
}

const newToken = () => randomBytes(32).toString('base64url');

/** Spec §7 Common "POST and PATCH poll" (issue 20, ADR 071), and the GET the page shows it with. */
export async function pollsRoutes(app: FastifyInstance, { polls }: { polls: PollsService }) {
  const tags = ['common'];

  endpoint(app, {
    method: 'GET',
    url: '/ajax/poll',
    operationId: 'poll_view',
    summary:
      'The active poll of a place (order confirmation, home, order status) in the page’s market and language, and the caller’s answer',
    tags,
    querystring: PollQuerySchema,
    response: PollViewSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const customer = await currentCustomer(request);
      const market = findMarket(query.country)?.country ?? findMarket(customer?.country)?.country ?? 'en';
      return polls.view(
        { placement: query.placement, market, language: await requestLanguage(request) },
        await callerOf(request),
      );
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/poll',
    operationId: 'poll_answer',
    summary:
      'Records the caller’s answer (one per customer, or per visitor cookie where the poll allows visitors): 201; a second answer is 409, a closed poll 409, an unknown one 404',
    tags,
    body: PollAnswerSchema,
    response: PollMyAnswerSchema,
    handler: async ({ body }, request, reply) => {
      const { answer, visitorToken } = await polls.answer(body, await callerOf(request), newToken);
      if (visitorToken && visitorToken !== request.cookies?.[POLL_VISITOR_COOKIE])
        setVisitorCookie(request, reply, visitorToken);
      reply.code(201);
      return answer;
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: '/ajax/poll',
    operationId: 'poll_change',
    summary: 'Changes the caller’s answer or adds its comment while the poll is open (404 before an answer)',
    tags,
    body: PollAnswerChangeSchema,
    response: PollMyAnswerSchema,
    handler: async ({ body }, request) => polls.change(body, await callerOf(request)),
  });
}

/** The staff desk's polls (ADR 071 with 048): write, activate, close, results, CSV. Audited. */
export async function pollsDeskRoutes(app: FastifyInstance, { polls }: { polls: PollsService }) {
  const tags = ['staff'];

  staffEndpoint(app, {
    roles: POLLS_DESK,
    method: 'GET',
    url: '/ajax/staff/polls',
    operationId: 'staff_polls_list',
    summary: 'Polls, newest first, with their answer counts (sales, admin)',
    tags,
    response: DeskPollListSchema,
    handler: async (_input, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { polls: await polls.list() };
    },
  });

  staffEndpoint(app, {
    roles: POLLS_DESK,
    method: 'POST',
    url: '/ajax/staff/polls',
    operationId: 'staff_poll_create',
    summary:
      'Writes a draft poll: question, choices, kind, comment, place, market and language (sales, admin)',
    tags,
    body: PollInputSchema,
    response: DeskPollSchema,
    handler: async ({ body }, staff, _request, reply) => {
      reply.code(201);
      return polls.create(body, staff.id);
    },
  });

  staffEndpoint(app, {
    roles: POLLS_DESK,
    method: 'GET',
    url: '/ajax/staff/polls/:id',
    operationId: 'staff_poll_get',
    summary: 'One poll with its results: counts, shares and the newest comments (sales, admin)',
    tags,
    params: PollIdParamsSchema,
    response: DeskPollResultsSchema,
    handler: async ({ params }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return polls.results(params.id);
    },
  });

  staffEndpoint(app, {
    roles: POLLS_DESK,
    method: 'POST',
    url: '/ajax/staff/polls/:id/activate',
    operationId: 'staff_poll_activate',
    summary: 'Shows a draft poll in its place; another active poll there answers 409 (sales, admin)',
    tags,
    params: PollIdParamsSchema,
    body: z.object({}).strict().optional(),
    response: DeskPollSchema,
    handler: async ({ params }, staff) => polls.activate(params.id, staff.id),
  });

  staffEndpoint(app, {
    roles: POLLS_DESK,
    method: 'POST',
    url: '/ajax/staff/polls/:id/close',
    operationId: 'staff_poll_close',
    summary: 'Closes an active poll: no more answers, the results stay (sales, admin)',
    tags,
    params: PollIdParamsSchema,
    body: z.object({}).strict().optional(),
    response: DeskPollSchema,
    handler: async ({ params }, staff) => polls.close(params.id, staff.id),
  });

  staffEndpoint(app, {
    roles: POLLS_DESK,
    method: 'GET',
    url: '/ajax/staff/polls/:id/export',
    operationId: 'staff_poll_export',
    summary: 'Every answer of a poll as CSV (sales, admin)',
    tags,
    params: PollIdParamsSchema,
    response: z.string(),
    handler: async ({ params }, _staff, request, reply) => {
      const body = await polls.exportCsv(params.id, await requestLanguage(request));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="poll-${params.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
      return undefined;
    },
  });
}
