import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OrderCancelBodySchema,
  OrderDetailsQuerySchema,
  OrderDetailsSchema,
  OrderNumberParamsSchema,
  OrderShortSchema,
  OrderStatusListQuerySchema,
  OrderStatusListSchema,
} from '../../../common/contracts/orders';
import { safeBackPath } from '../../../common/back-path';
import {
  DEFAULT_COUNTRY,
  getMarket,
  findMarket,
  isLanguage,
  localePrefix,
  type Language,
} from '../../../common/markets';
import { generate, matchPage, type LocaleParams } from '../../../common/routes.server';
import { endpoint } from '../../http/endpoint';
import { currentCustomer, currentSession, requireCustomer } from '../../plugins/session';
import type { OrderStatusService } from './order-status.service';

/** The session's customer and the language to answer in (asked, else the customer's). */
async function owner(request: FastifyRequest, asked?: Language) {
  const me = await requireCustomer(request);
  // The customer row is read only when the language is not given.
  const language = asked ?? (await currentCustomer(request))?.language ?? 'en';
  return { ...me, language };
}

/** The language of a page URL's locale prefix (spec §2), or null for an unknown prefix. */
function languageOfPrefix(locale: LocaleParams): Language | null {
  const market = locale._country === undefined ? getMarket(undefined) : findMarket(locale._country);
  if (!market) return null;
  if (locale._language === undefined) return market.language;
  const base = locale._language.slice(0, 2);
  return isLanguage(base) ? base : null;
}

export async function ordersRoutes(
  app: FastifyInstance,
  { orders }: { orders: OrderStatusService },
  options: { publicUrl: string },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-status',
    operationId: 'order_status_list_data',
    summary: 'The customer’s placed orders, newest first, a page at a time, optionally of one status',
    tags: ['customer'],
    querystring: OrderStatusListQuerySchema,
    response: OrderStatusListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // The list has no translated text: the session alone says whose orders.
      const { customerId } = await requireCustomer(request);
      return orders.list(customerId, query);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-status/:orderNumber',
    operationId: 'order_status_details_data',
    summary: 'One placed order: addresses, methods, lines, totals, status history, payment',
    tags: ['customer'],
    params: OrderNumberParamsSchema,
    querystring: OrderDetailsQuerySchema,
    response: OrderDetailsSchema,
    handler: async ({ params, query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const me = await owner(request, query.language);
      return orders.details(me.customerId, params.orderNumber, me.language);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order/:orderNumber/short',
    operationId: 'order_short',
    summary:
      'Spec §7 short: one of the customer’s orders (a cart too) in a few fields: status, dates, lines, totals',
    tags: ['customer'],
    params: OrderNumberParamsSchema,
    response: OrderShortSchema,
    handler: async ({ params }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return orders.short(customerId, params.orderNumber);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order-status/:orderNumber/cancel',
    operationId: 'order_cancel',
    summary: 'Cancels a placed order that is not paid or shipped yet; its reserved stock is returned',
    tags: ['customer'],
    params: OrderNumberParamsSchema,
    querystring: OrderDetailsQuerySchema,
    body: OrderCancelBodySchema,
    response: OrderDetailsSchema,
    handler: async ({ params, query }, request) => {
      const me = await owner(request, query.language);
      // The mail is in the page's language; its link lands on the customer's market in that language.
      const country = (await currentCustomer(request))?.country ?? DEFAULT_COUNTRY;
      const statusUrl = new URL(
        generate('order_status_details', {
          orderNumber: params.orderNumber,
          ...localePrefix(country, me.language),
        }),
        options.publicUrl,
      ).toString();
      return orders.cancel(me.customerId, params.orderNumber, me.language, { statusUrl });
    },
  });

  /**
   * The CSV exports are page routes (spec §2): a link the browser follows, in the three locale
   * forms. Visitors are sent to log in and come back; another customer's order is a 404.
   */
  const exportCsv = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const match = matchPage(path);
    const language = match ? languageOfPrefix(match.locale) : null;
    if (!match || !language || !match.name.startsWith('order_export_csv')) return reply.callNotFound();
    if (!(await currentSession(request))) {
      return reply.redirect(
        generate('login', { ...match.locale, back: safeBackPath(request.url) ?? undefined }),
        302,
      );
    }
    const me = await requireCustomer(request);
    const { orderNumber, csv } = await orders.exportCsv(me, match.params.orderNumber ?? null, language);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="order-${orderNumber.replace(/[^\w.-]/g, '_')}.csv"`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  };
  for (const prefix of ['', '/:_country', '/:_language/:_country']) {
    app.get(`${prefix}/order/export-to-csv`, exportCsv);
    app.get(`${prefix}/order/export-to-csv/:orderNumber`, exportCsv);
  }
}
