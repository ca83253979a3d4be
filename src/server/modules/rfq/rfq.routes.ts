import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RfqAcceptResultSchema,
  RfqAcceptSchema,
  RfqDeclineSchema,
  RfqDetailsSchema,
  RfqDraftSchema,
  RfqFrontConstraintsSchema,
  RfqListSchema,
  RfqSavedSearchCreateSchema,
  RfqSavedSearchIdParamsSchema,
  RfqSavedSearchListSchema,
  RfqSavedSearchSchema,
  RfqSearchSchema,
  RfqTokenParamsSchema,
} from '../../../common/contracts/rfq';
import { endpoint } from '../../http/endpoint';
import { pageLanguage, requestLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import type { QuoteCart, RfqService } from './rfq.service';

/** The session's customer; answers about requests are personal and never cached. */
async function who(request: FastifyRequest, reply: FastifyReply) {
  const ids = await requireCustomer(request);
  reply.header('cache-control', 'private, no-store');
  return { ...ids, language: await requestLanguage(request) };
}

const TokenUrl = '/ajax/rfq/details/:rfqCrcToken';

/** Spec §7 Customer "RFQ" calls (ADR 051); every one scoped by the session's customer. */
export async function rfqRoutes(
  app: FastifyInstance,
  { rfq, cart }: { rfq: RfqService; cart: QuoteCart },
): Promise<void> {
  const tags = ['rfq'];

  endpoint(app, {
    method: 'POST',
    url: '/ajax/rfq/details',
    operationId: 'rfq_create',
    summary: 'A new request for quote from typed lines: kept as a draft, or sent at once',
    tags,
    body: RfqDraftSchema,
    response: RfqDetailsSchema,
    handler: async ({ body }, request, reply) => {
      const { language, ...actor } = await who(request, reply);
      const created = await rfq.create(actor, body, language);
      reply.code(201);
      return created;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: TokenUrl,
    operationId: 'rfq_get',
    summary: 'A request for quote with its lines and, once quoted, the offer per line and its validity',
    tags,
    params: RfqTokenParamsSchema,
    response: RfqDetailsSchema,
    handler: async ({ params }, request, reply) => {
      const { customerId, language } = await who(request, reply);
      return rfq.details(customerId, params.rfqCrcToken, language);
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: TokenUrl,
    operationId: 'rfq_update',
    summary: 'Replaces a draft’s title, note and lines (and sends it when asked)',
    tags,
    params: RfqTokenParamsSchema,
    body: RfqDraftSchema,
    response: RfqDetailsSchema,
    handler: async ({ params, body }, request, reply) => {
      const { language, ...actor } = await who(request, reply);
      return rfq.update(actor, params.rfqCrcToken, body, language);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: TokenUrl,
    operationId: 'rfq_delete',
    summary: 'Deletes a draft (a sent request stays)',
    tags,
    params: RfqTokenParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      const { language: _language, ...actor } = await who(request, reply);
      await rfq.remove(actor, params.rfqCrcToken);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: `${TokenUrl}/send`,
    operationId: 'rfq_send',
    summary: 'Sends a draft to the sales team',
    tags,
    params: RfqTokenParamsSchema,
    response: RfqDetailsSchema,
    handler: async ({ params }, request, reply) => {
      const { language, ...actor } = await who(request, reply);
      return rfq.send(actor, params.rfqCrcToken, language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: `${TokenUrl}/decline`,
    operationId: 'rfq_decline',
    summary:
      'Declines the whole quote, with an optional reason for the sales team; it cannot be ordered after',
    tags,
    params: RfqTokenParamsSchema,
    body: RfqDeclineSchema,
    response: RfqDetailsSchema,
    handler: async ({ params, body }, request, reply) => {
      const { language, ...actor } = await who(request, reply);
      return rfq.decline(actor, params.rfqCrcToken, body.reason || null, language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: `${TokenUrl}/cart`,
    operationId: 'rfq_accept',
    summary: 'Puts chosen quoted lines, each at one of its breaks, into a cart at the quoted, locked prices',
    tags,
    params: RfqTokenParamsSchema,
    body: RfqAcceptSchema,
    response: RfqAcceptResultSchema,
    handler: async ({ params, body }, request, reply) => {
      const { customerId, contactPersonId } = await who(request, reply);
      return rfq.accept(
        { customerId, contactPersonId, language: pageLanguage(request) },
        params.rfqCrcToken,
        body,
        cart,
      );
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/rfq/search',
    operationId: 'rfq_search',
    summary: 'The customer’s requests for quote: searched, filtered by state and dates, sorted, a page',
    tags,
    body: RfqSearchSchema,
    response: RfqListSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId } = await who(request, reply);
      return rfq.search(customerId, body);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/rfq/search/front-constraints',
    operationId: 'rfq_search_front_constraints',
    summary: 'What the RFQ list’s filters offer and the line editor’s limits',
    tags,
    response: RfqFrontConstraintsSchema,
    handler: async (_input, request, reply) => {
      await who(request, reply);
      return rfq.frontConstraints();
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/rfq/search/storage',
    operationId: 'rfq_search_storage_list',
    summary: 'The contact person’s saved RFQ searches',
    tags,
    response: RfqSavedSearchListSchema,
    handler: async (_input, request, reply) => {
      const { contactPersonId } = await who(request, reply);
      return rfq.savedSearches(contactPersonId);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/rfq/search/storage',
    operationId: 'rfq_search_storage_save',
    summary: 'Saves an RFQ search under a name (per contact person)',
    tags,
    body: RfqSavedSearchCreateSchema,
    response: RfqSavedSearchSchema,
    handler: async ({ body }, request, reply) => {
      const { contactPersonId } = await who(request, reply);
      const saved = await rfq.saveSearch(contactPersonId, body);
      reply.code(201);
      return saved;
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/rfq/search/storage/:id',
    operationId: 'rfq_search_storage_delete',
    summary: 'Removes one of the contact person’s saved RFQ searches',
    tags,
    params: RfqSavedSearchIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      const { contactPersonId } = await who(request, reply);
      await rfq.removeSavedSearch(contactPersonId, params.id);
      return undefined;
    },
  });
}
