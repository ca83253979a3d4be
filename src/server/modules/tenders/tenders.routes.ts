import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findMarket } from '../../../common/markets';
import {
  IdParamsSchema,
  TenderAnswerSchema,
  TenderDeskDetailsSchema,
  TenderDeskListSchema,
  TenderDeskQuerySchema,
  TenderDetailsSchema,
  TenderInputSchema,
  TenderListChooseSchema,
  TenderListCreateSchema,
  TenderListDeskDetailsSchema,
  TenderListDeskListSchema,
  TenderListDeskQuerySchema,
  TenderListDetailsSchema,
  TenderListPageQuerySchema,
  TenderListPageSchema,
  TenderListQuerySchema,
  TenderPublicListSchema,
} from '../../../common/tenders';
import { endpoint } from '../../http/endpoint';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import { staffEndpoint } from '../staff';
import type { TenderCaller, TendersService } from './tenders.service';

/**
 * The customer's market (whose prices and currency they buy in, as everywhere in the shop), else
 * the page's (`?country=`), else the international one.
 */
const CountryQuerySchema = z.object({ country: z.string().max(8).optional() }).strict();

async function callerOf(request: FastifyRequest, country: string | undefined): Promise<TenderCaller> {
  const customer = await currentCustomer(request);
  return {
    country: findMarket(customer?.country)?.country ?? findMarket(country)?.country ?? 'en',
    language: await requestLanguage(request),
    email: customer?.contactPerson.email ?? null,
  };
}

const noStore = (reply: { header(name: string, value: string): unknown }) =>
  reply.header('cache-control', 'private, no-store');

/** The public tenders and a customer's tender item lists (issue 20, ADR 070). */
export async function tendersRoutes(app: FastifyInstance, { tenders }: { tenders: TendersService }) {
  const tags = ['tenders'];

  endpoint(app, {
    method: 'GET',
    url: '/ajax/tenders',
    operationId: 'tenders_list',
    summary:
      'The public tenders of a market: open ones first by deadline, search by title or reference, 20 a page',
    tags,
    querystring: TenderListQuerySchema,
    response: TenderPublicListSchema,
    handler: async ({ query }, request) =>
      tenders.publicList(query, (await callerOf(request, query.country)).country),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/tenders/:id',
    operationId: 'tenders_details',
    summary: 'One published or closed tender with its documents and lines',
    tags,
    params: IdParamsSchema,
    response: TenderDetailsSchema,
    handler: ({ params }) => tenders.publicDetails(params.id),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/tender-lists',
    operationId: 'tender_lists',
    summary: 'The customer’s tender item lists, newest first',
    tags,
    querystring: TenderListPageQuerySchema,
    response: TenderListPageSchema,
    handler: async ({ query }, request, reply) => {
      const viewer = await requireCustomer(request);
      noStore(reply);
      return tenders.lists(viewer, query.page);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/tender-lists',
    operationId: 'tender_list_create',
    summary:
      'A new tender item list from typed lines (quick buy’s syntax): matched to the catalogue, with “or equivalent” offers per line, kept as a draft',
    tags,
    querystring: CountryQuerySchema,
    body: TenderListCreateSchema,
    response: TenderListDetailsSchema,
    handler: async ({ query, body }, request, reply) => {
      const viewer = await requireCustomer(request);
      noStore(reply);
      reply.code(201);
      return tenders.createList(viewer, body, await callerOf(request, query.country));
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/tender-lists/:id',
    operationId: 'tender_list_get',
    summary: 'One of the customer’s tender item lists with its lines, offers and the shop’s answer',
    tags,
    params: IdParamsSchema,
    response: TenderListDetailsSchema,
    handler: async ({ params }, request, reply) => {
      const viewer = await requireCustomer(request);
      noStore(reply);
      return tenders.list(viewer, params.id);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/tender-lists/:id/choose',
    operationId: 'tender_list_choose',
    summary: 'The product a line of a draft asks a price for: its match, one of its offers, or none',
    tags,
    params: IdParamsSchema,
    body: TenderListChooseSchema,
    response: TenderListDetailsSchema,
    handler: async ({ params, body }, request, reply) => {
      const viewer = await requireCustomer(request);
      noStore(reply);
      return tenders.choose(viewer, params.id, body.lineId, body.symbol);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/tender-lists/:id/send',
    operationId: 'tender_list_send',
    summary: 'Sends the draft to the shop; a confirmation goes to the contact person by mail',
    tags,
    params: IdParamsSchema,
    querystring: CountryQuerySchema,
    body: z.object({}).strict().optional(),
    response: TenderListDetailsSchema,
    handler: async ({ params, query }, request, reply) => {
      const viewer = await requireCustomer(request);
      noStore(reply);
      return tenders.send(viewer, params.id, await callerOf(request, query.country));
    },
  });
}

/**
 * The desk's tenders and item lists (ADR 070 with 048): sales keep the tenders and answer the
 * lists, an administrator too may edit tenders and reads the lists. Every change is audited.
 */
export async function tendersDeskRoutes(app: FastifyInstance, { tenders }: { tenders: TendersService }) {
  const tags = ['staff'];
  const editors = ['sales', 'admin'] as const;
  const answerers = ['sales'] as const;

  staffEndpoint(app, {
    roles: editors,
    method: 'GET',
    url: '/ajax/staff/tenders',
    operationId: 'staff_tenders_list',
    summary: 'Every tender, drafts too, the latest changed first, 20 a page',
    tags,
    querystring: TenderDeskQuerySchema,
    response: TenderDeskListSchema,
    handler: ({ query }, _staff, _request, reply) => {
      noStore(reply);
      return tenders.deskTenders(query);
    },
  });

  staffEndpoint(app, {
    roles: editors,
    method: 'POST',
    url: '/ajax/staff/tenders',
    operationId: 'staff_tender_create',
    summary: 'A new tender, kept as a draft',
    tags,
    body: TenderInputSchema,
    response: TenderDeskDetailsSchema,
    handler: ({ body }, staff, _request, reply) => {
      reply.code(201);
      return tenders.create(body, staff);
    },
  });

  staffEndpoint(app, {
    roles: editors,
    method: 'GET',
    url: '/ajax/staff/tenders/:id',
    operationId: 'staff_tender_get',
    summary: 'One tender as the desk edits it',
    tags,
    params: IdParamsSchema,
    response: TenderDeskDetailsSchema,
    handler: ({ params }, _staff, _request, reply) => {
      noStore(reply);
      return tenders.deskDetails(params.id);
    },
  });

  staffEndpoint(app, {
    roles: editors,
    method: 'POST',
    url: '/ajax/staff/tenders/:id',
    operationId: 'staff_tender_update',
    summary: 'Corrects a draft or published tender (a closed one is refused)',
    tags,
    params: IdParamsSchema,
    body: TenderInputSchema,
    response: TenderDeskDetailsSchema,
    handler: ({ params, body }, staff) => tenders.update(params.id, body, staff),
  });

  for (const action of ['publish', 'close'] as const) {
    staffEndpoint(app, {
      roles: editors,
      method: 'POST',
      url: `/ajax/staff/tenders/:id/${action}`,
      operationId: `staff_tender_${action}`,
      summary:
        action === 'publish' ? 'Publishes a draft whose deadline is ahead' : 'Closes a published tender',
      tags,
      params: IdParamsSchema,
      body: z.object({}).strict().optional(),
      response: TenderDeskDetailsSchema,
      handler: ({ params }, staff) => tenders[action](params.id, staff),
    });
  }

  staffEndpoint(app, {
    roles: editors,
    method: 'GET',
    url: '/ajax/staff/tender-lists',
    operationId: 'staff_tender_lists',
    summary: 'Customers’ tender item lists sent to the shop, waiting ones first',
    tags,
    querystring: TenderListDeskQuerySchema,
    response: TenderListDeskListSchema,
    handler: ({ query }, _staff, _request, reply) => {
      noStore(reply);
      return tenders.inbox(query);
    },
  });

  staffEndpoint(app, {
    roles: editors,
    method: 'GET',
    url: '/ajax/staff/tender-lists/:id',
    operationId: 'staff_tender_list_get',
    summary: 'One sent item list with its lines, the customer’s choices and the answer',
    tags,
    params: IdParamsSchema,
    response: TenderListDeskDetailsSchema,
    handler: ({ params }, _staff, _request, reply) => {
      noStore(reply);
      return tenders.deskItemList(params.id);
    },
  });

  staffEndpoint(app, {
    roles: answerers,
    method: 'POST',
    url: '/ajax/staff/tender-lists/:id/answer',
    operationId: 'staff_tender_list_answer',
    summary: 'Answers the list: a unit price and note per line, a note and validity; mailed to the customer',
    tags,
    params: IdParamsSchema,
    body: TenderAnswerSchema,
    response: TenderListDeskDetailsSchema,
    handler: ({ params, body }, staff) => tenders.answer(params.id, body, staff),
  });
}
