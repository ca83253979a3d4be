import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  HistoryDetailsSchema,
  HistoryExportBodySchema,
  HistoryExportParamsSchema,
  HistoryLanguageQuerySchema,
  HistoryListQuerySchema,
  HistoryListSchema,
  HistoryOrderParamsSchema,
  HistorySymbolOrdersSchema,
  HistorySymbolParamsSchema,
  ReorderBodySchema,
  ReorderPreviewSchema,
  ReorderResultSchema,
} from '../../../common/contracts/order-history';
import { AppError } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import { formParser } from '../../http/form-parser';
import { priceContextFor } from '../../http/price-context';
import { requestLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import type { HistoryFile } from './order-history.files';
import type { OrderHistoryService } from './order-history.service';

function sendFile(reply: FastifyReply, file: HistoryFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}

/** The viewer of a call: the session's customer and contact person (401 without a login). */
async function viewerOf(request: Parameters<typeof requireCustomer>[0]) {
  const { customerId, contactPersonId } = await requireCustomer(request);
  return { customerId, contactPersonId };
}

/**
 * The order history's calls (issue 19, spec §7 "order-history lists and details, POST
 * export/{routeName}", internal GET order-history/orders/{symbol}). Every call is the logged-in
 * contact person's: an order they may not see is 404, like one that does not exist.
 */
export async function orderHistoryRoutes(
  app: FastifyInstance,
  { orderHistory }: { orderHistory: OrderHistoryService },
): Promise<void> {
  const tags = ['customer'];

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-history/orders',
    operationId: 'order_history_list',
    summary:
      'The orders the contact person may see (the whole company’s for its primary contact), searched by number, reference, symbol, dates, status and value; sorted and paged',
    tags,
    querystring: HistoryListQuerySchema,
    response: HistoryListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderHistory.list(await viewerOf(request), query);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-history/details/:orderNumber',
    operationId: 'order_history_details',
    summary: 'One order of the history: lines, totals, status history, deliveries, documents and invoices',
    tags,
    params: HistoryOrderParamsSchema,
    querystring: HistoryLanguageQuerySchema,
    response: HistoryDetailsSchema,
    handler: async ({ params }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await viewerOf(request);
      return orderHistory.details(viewer, params.orderNumber, await requestLanguage(request));
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-history/orders/:symbol',
    operationId: 'order_history_symbol_orders',
    summary:
      'Internal: the contact person’s orders that held a product (newest first), with the amount and price',
    tags,
    params: HistorySymbolParamsSchema,
    response: HistorySymbolOrdersSchema,
    handler: async ({ params }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return orderHistory.ordersWithSymbol(await viewerOf(request), params.symbol);
    },
  });

  /**
   * Spec §7 GET invalidate (ADR 059): the old shop dropped its cached copy of the customer's history
   * here after an order changed. Ours keeps none: every list, detail and symbol call reads the
   * orders as they are and answers `no-store`, so nothing (server, proxy or browser) holds a stale
   * copy. The call still answers its callers: 204 for the logged-in customer, 401 for a visitor.
   */
  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-history/invalidate',
    operationId: 'order_history_invalidate',
    summary: 'Drops cached order history of the customer; ours keeps none (every read is live), so 204',
    tags,
    response: z.undefined(),
    handler: async (_input, request, reply) => {
      await viewerOf(request);
      reply.header('cache-control', 'private, no-store').code(204);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/order-history/reorder/:orderNumber',
    operationId: 'order_history_reorder_preview',
    summary:
      'What ordering the order again would do: each line at today’s price and stock beside what was paid, and what changed',
    tags,
    params: HistoryOrderParamsSchema,
    querystring: HistoryLanguageQuerySchema,
    response: ReorderPreviewSchema,
    handler: async ({ params }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await viewerOf(request);
      const language = await requestLanguage(request);
      const { country } = await priceContextFor(request, { language });
      return orderHistory.reorderPreview(viewer, params.orderNumber, country, language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/order-history/reorder/:orderNumber',
    operationId: 'order_history_reorder',
    summary:
      'Orders the order again: its available lines (or the chosen ones) into a cart at today’s prices, each checked again by the cart',
    tags,
    params: HistoryOrderParamsSchema,
    querystring: HistoryLanguageQuerySchema,
    body: ReorderBodySchema,
    response: ReorderResultSchema,
    handler: async ({ params, body }, request) => {
      const viewer = await viewerOf(request);
      const language = await requestLanguage(request);
      const { country } = await priceContextFor(request, { language });
      return orderHistory.reorder(viewer, params.orderNumber, body, country, language);
    },
  });

  // A download button is a form post of the page (or a script's call): form bodies are read too.
  await app.register(async (scope) => {
    formParser(scope);
    endpoint(scope, {
      method: 'POST',
      url: '/ajax/order-history/export/:routeName',
      operationId: 'order_history_export',
      summary:
        'The history as the filters narrow it (routeName orders) or one order (routeName order, with orderNumber), as CSV, XLSX or PDF',
      tags,
      config: { csrf: 'form' },
      params: HistoryExportParamsSchema,
      querystring: HistoryLanguageQuerySchema,
      body: HistoryExportBodySchema,
      response: z.unknown(),
      handler: async ({ params, body }, request, reply) => {
        const viewer = await viewerOf(request);
        const language = await requestLanguage(request);
        if (params.routeName === 'order') {
          if (!body.orderNumber)
            throw new AppError(422, 'errors.invalidData', {
              data: [{ field: 'orderNumber', key: 'orderHistory.errors.orderNumberRequired' }],
            });
          return sendFile(
            reply,
            await orderHistory.exportOrder(viewer, body.orderNumber, body.format, language),
          );
        }
        return sendFile(reply, await orderHistory.exportList(viewer, body, language));
      },
    });
  });
}
