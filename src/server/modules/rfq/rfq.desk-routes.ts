import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  RfqDeskDetailsSchema,
  RfqDeskIdParamsSchema,
  RfqDeskLineParamsSchema,
  RfqDeskListSchema,
  RfqDeskPriceSchema,
  RfqDeskQuerySchema,
  RfqDeskQuoteSchema,
  RfqDeskRejectSchema,
} from '../../../common/contracts/rfq-desk';
import { requestLanguage } from '../../http/request-language';
import { staffEndpoint } from '../staff';
import { endOfDay, type RfqStaffService } from './rfq.staff';

/** What a change answers: the request as the desk now shows it, so the page needs no second call. */
const tags = ['staff'];

/**
 * The staff desk's RFQ calls (issue 18, ADR 051, 048): sales price requests; an administrator may
 * read them (and, holding the sales role too, take over one a colleague claimed).
 */
export async function rfqDeskRoutes(app: FastifyInstance, { rfqStaff }: { rfqStaff: RfqStaffService }) {
  staffEndpoint(app, {
    roles: ['sales', 'admin'],
    method: 'GET',
    url: '/ajax/staff/rfq',
    operationId: 'staff_rfq_list',
    summary: 'The RFQ inbox: requests by state, claim and text, sorted, 20 a page (sales, admin)',
    tags,
    querystring: RfqDeskQuerySchema,
    response: RfqDeskListSchema,
    handler: ({ query }, staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return rfqStaff.inbox(query, staff.id);
    },
  });

  staffEndpoint(app, {
    roles: ['sales', 'admin'],
    method: 'GET',
    url: '/ajax/staff/rfq/:id',
    operationId: 'staff_rfq_get',
    summary: 'One request for quote with its lines and the offers priced so far (sales, admin)',
    tags,
    params: RfqDeskIdParamsSchema,
    response: RfqDeskDetailsSchema,
    handler: async ({ params }, _staff, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return rfqStaff.details(params.id, await requestLanguage(request));
    },
  });

  const change = <B extends z.ZodType>(def: {
    method: 'POST' | 'PUT' | 'DELETE';
    url: string;
    operationId: string;
    summary: string;
    body: B;
    run: (
      id: number,
      body: z.output<B>,
      staff: Parameters<Parameters<typeof staffEndpoint>[1]['handler']>[1],
      position?: number,
    ) => Promise<void>;
    params?: typeof RfqDeskLineParamsSchema;
  }) =>
    staffEndpoint(app, {
      roles: ['sales'],
      method: def.method,
      url: def.url,
      operationId: def.operationId,
      summary: def.summary,
      tags,
      params: def.params ?? RfqDeskIdParamsSchema,
      body: def.body,
      response: RfqDeskDetailsSchema,
      handler: async ({ params, body }, staff, request) => {
        const p = params as { id: number; position?: number };
        await def.run(p.id, body, staff, p.position);
        return rfqStaff.details(p.id, await requestLanguage(request));
      },
    });

  const Empty = z.object({}).strict().optional();

  change({
    method: 'POST',
    url: '/ajax/staff/rfq/:id/claim',
    operationId: 'staff_rfq_claim',
    summary: 'Claims a request to price it; taking over a colleague’s is for administrators (sales)',
    body: Empty,
    run: (id, _body, staff) => rfqStaff.claim(id, staff),
  });

  change({
    method: 'DELETE',
    url: '/ajax/staff/rfq/:id/claim',
    operationId: 'staff_rfq_unclaim',
    summary: 'Gives a claimed request back to the inbox (its holder or an administrator; sales)',
    body: Empty,
    run: (id, _body, staff) => rfqStaff.unclaim(id, staff),
  });

  change({
    method: 'PUT',
    url: '/ajax/staff/rfq/:id/lines/:position',
    operationId: 'staff_rfq_price_line',
    summary:
      'Prices one requested line: the product asked for and alternatives, breaks, lead time, note (sales)',
    params: RfqDeskLineParamsSchema,
    body: RfqDeskPriceSchema,
    run: (id, body, staff, position) => rfqStaff.priceLine(id, position!, body.offers, staff, body.currency),
  });

  change({
    method: 'POST',
    url: '/ajax/staff/rfq/:id/quote',
    operationId: 'staff_rfq_send_quote',
    summary: 'Sends the quote to the customer, valid to the end of the given day (sales)',
    body: RfqDeskQuoteSchema,
    run: (id, body, staff) => rfqStaff.sendQuote(id, endOfDay(body.validUntil), staff),
  });

  change({
    method: 'POST',
    url: '/ajax/staff/rfq/:id/reject',
    operationId: 'staff_rfq_reject',
    summary: 'Turns a request down with a reason the customer reads (sales)',
    body: RfqDeskRejectSchema,
    run: (id, body, staff) => rfqStaff.reject(id, body.reason, staff),
  });
}
