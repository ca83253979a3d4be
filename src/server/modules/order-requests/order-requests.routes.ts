import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OrderNumberParamsSchema, PageLocaleQuerySchema } from '../../../common/contracts/checkout';
import { DEFAULT_COUNTRY, getMarket } from '../../../common/markets';
import {
  ActivateOrderRequestSchema,
  CancelOrderRequestSchema,
  ConfirmOrderRequestSchema,
  OrderRequestCancelledSchema,
  OrderRequestConfirmedSchema,
  OrderRequestSentSchema,
  OrderRequestTokenSchema,
  OrderRequestViewSchema,
} from '../../../common/order-requests';
import {
  StaffOrderRequestListSchema,
  StaffOrderRequestQuerySchema,
} from '../../../common/contracts/order-request-desk';
import { endpoint } from '../../http/endpoint';
import { staffEndpoint } from '../staff';
import { currentSession, refusePunchoutSession, requireOwnSession } from '../../plugins/session';
import { AppError } from '../../../common/errors';
import type { OrderRequestsService, PageLocale } from './order-requests.service';

const TokenQuerySchema = PageLocaleQuerySchema.extend({ token: OrderRequestTokenSchema });

/** The page the call comes from: the pages after placing keep its market and language. */
function pageOf(query: { language?: PageLocale['language']; country?: string }): PageLocale | undefined {
  if (!query.language && !query.country) return undefined;
  const country = query.country ?? DEFAULT_COUNTRY;
  return { country, language: query.language ?? getMarket(country).language };
}

/** Only the person the link is for, logged in as themselves: staff acting as them confirm nothing. */
async function confirmerOf(request: FastifyRequest) {
  const { customerId, contactPersonId } = await requireOwnSession(request);
  return { customerId, contactPersonId };
}

/** Spec §7 activate-order-request and the order link wizard's calls (issue 21, ADR 084). */
export async function orderRequestsRoutes(
  app: FastifyInstance,
  { orderRequests }: { orderRequests: OrderRequestsService },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/order/:orderNumber/activate-order-request',
    operationId: 'order_activate_order_request',
    summary:
      'Sends the open order, as it is now, to the company’s main contact person for confirmation by a mailed one-use link (48 hours; a newer request voids the older link; staff acting as the customer are audited)',
    tags: ['checkout'],
    params: OrderNumberParamsSchema,
    body: ActivateOrderRequestSchema,
    response: OrderRequestSentSchema,
    guard: refusePunchoutSession,
    handler: async ({ params, body }, request, reply) => {
      const session = await currentSession(request);
      if (!session) throw new AppError(401, 'errors.notLoggedIn');
      reply.code(202);
      return orderRequests.activate(
        {
          customerId: session.customerId,
          contactPersonId: session.contactPersonId,
          ...(session.officeAccessId !== undefined ? { officeAccessId: session.officeAccessId } : {}),
        },
        params.orderNumber,
        body,
      );
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-request',
    operationId: 'order_request_get',
    summary:
      'The order a mailed order request asks to confirm: lines, prices, totals, delivery (expired 410, used or cancelled 409, another person 404)',
    tags: ['checkout'],
    querystring: TokenQuerySchema,
    response: OrderRequestViewSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderRequests.view(query.token, await confirmerOf(request), pageOf(query));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order-request/confirm',
    operationId: 'order_request_confirm',
    summary:
      'Confirms an order request: the order is placed through the normal placement (stock, approval gate, payment); a second confirmation is 409 and places nothing',
    tags: ['checkout'],
    querystring: PageLocaleQuerySchema,
    body: ConfirmOrderRequestSchema,
    response: OrderRequestConfirmedSchema,
    handler: async ({ body, query }, request) =>
      orderRequests.confirm(body.token, await confirmerOf(request), pageOf(query)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order-request/cancel',
    operationId: 'order_request_cancel',
    summary:
      'Cancels an order request with a reason: nothing is placed, the link is spent, the colleague who asked is told why',
    tags: ['checkout'],
    body: CancelOrderRequestSchema,
    response: OrderRequestCancelledSchema,
    handler: async ({ body }, request) =>
      orderRequests.cancel(body.token, await confirmerOf(request), body.reason),
  });

  // The staff desk's list of the requests sent (support and admin, like the desk's orders, ADR 080).
  staffEndpoint(app, {
    roles: ['support', 'admin'],
    method: 'GET',
    url: '/ajax/staff/order-requests',
    operationId: 'staff_order_request_list',
    summary:
      'Staff: order requests sent for confirmation, newest first: company, sender, addressee, state (waiting, used, cancelled, expired, replaced), sent and expiry; by state, paged',
    tags: ['staff'],
    querystring: StaffOrderRequestQuerySchema,
    response: StaffOrderRequestListSchema,
    handler: async ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderRequests.deskList(query);
    },
  });
}
