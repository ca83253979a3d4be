import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AlertCreateSchema,
  AlertIdParamsSchema,
  AlertListQuerySchema,
  AlertListSchema,
  AlertSchema,
  AlertUpdateSchema,
} from '../../../common/contracts/alerts';
import { getMarket } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import type { AlertsService } from './alerts.service';

/**
 * The session's customer, its contact person (whose alerts these are, and who is mailed: ADR 039) and
 * their currency: a price threshold is in the currency they buy in.
 */
async function owner(request: FastifyRequest) {
  const { customerId, contactPersonId } = await requireCustomer(request);
  const customer = await currentCustomer(request);
  return { customerId, contactPersonId, currency: getMarket(customer?.country).currency };
}

/** The customer's stock and price alerts (spec §7 Customer: notification GET, POST, PUT, DELETE). */
export async function alertsRoutes(
  app: FastifyInstance,
  { alerts }: { alerts: AlertsService },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/notification',
    operationId: 'customer_notification_list',
    summary:
      'The contact person’s own stock, price and list alerts, a page at a time, optionally of one product or one favourites list',
    tags: ['customer'],
    querystring: AlertListQuerySchema,
    response: AlertListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const me = await owner(request);
      return alerts.list(me, query, await requestLanguage(request));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/notification',
    operationId: 'customer_notification_create',
    summary:
      'Sets an alert on a product: back in stock (optionally at least a quantity), price below a threshold at a quantity, or withdrawn; one per product and kind (a second is a 409); or on a favourites list the viewer may see: every item can be bought at its list quantity (one per list)',
    tags: ['customer'],
    body: AlertCreateSchema,
    response: AlertSchema,
    handler: async ({ body }, request, reply) => {
      const me = await owner(request);
      reply.code(201);
      return alerts.create(me, body, me.currency);
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: '/ajax/customer/notification/:notificationId',
    operationId: 'customer_notification_update',
    summary: 'Changes what an alert waits for and whether it repeats; it is active again from now',
    tags: ['customer'],
    params: AlertIdParamsSchema,
    body: AlertUpdateSchema,
    response: AlertSchema,
    handler: async ({ params, body }, request) => {
      const me = await owner(request);
      return alerts.update(me, params.notificationId, body, me.currency);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/customer/notification/:notificationId',
    operationId: 'customer_notification_delete',
    summary: 'Deletes an alert of the contact person',
    tags: ['customer'],
    params: AlertIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request) => {
      const me = await owner(request);
      await alerts.remove(me, params.notificationId);
      return undefined;
    },
  });
}
