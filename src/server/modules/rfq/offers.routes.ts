import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OfferCreateSchema,
  OfferLinesRequestSchema,
  OfferLinesResultSchema,
  OfferListQuerySchema,
  OfferListSchema,
  OfferProductAnswerSchema,
  OfferProductRequestSchema,
  OrderOutOfRangeRequestSchema,
  OrderOutOfRangeResultSchema,
  StaffOfferIdParamsSchema,
  StaffOfferListQuerySchema,
  StaffOfferListSchema,
  StaffOfferSchema,
} from '../../../common/contracts/offers';
import { notFound } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { pageLanguage, requestLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import { staffEndpoint } from '../staff';
import type { OffersService } from './offers.service';
import type { QuoteCart } from './rfq.service';

/** The session's customer; offers are personal and never cached. */
async function who(request: FastifyRequest, reply: FastifyReply) {
  const ids = await requireCustomer(request);
  reply.header('cache-control', 'private, no-store');
  return { ...ids, language: await requestLanguage(request) };
}

/**
 * Spec §7 Customer "offer product" and "lines" (ADR 054), every one scoped by the session's
 * customer, and the desk's offer calls (sales make and withdraw; admin may read).
 */
export async function offersRoutes(
  app: FastifyInstance,
  { offers, cart }: { offers: OffersService; cart: QuoteCart },
): Promise<void> {
  const tags = ['offers'];

  endpoint(app, {
    method: 'GET',
    url: '/ajax/offer',
    operationId: 'offer_list',
    summary: 'The customer’s special offers, orderable first, with their lines and the list price beside',
    tags,
    querystring: OfferListQuerySchema,
    response: OfferListSchema,
    handler: async ({ query }, request, reply) => {
      const { customerId, language } = await who(request, reply);
      return offers.list(customerId, query.page, language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/offer/product',
    operationId: 'offer_product',
    summary: 'Spec §7 "offer product": the customer’s orderable special prices for one product',
    tags,
    body: OfferProductRequestSchema,
    response: OfferProductAnswerSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId } = await who(request, reply);
      return offers.forProduct(customerId, body.symbol);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/offer/lines',
    operationId: 'offer_lines',
    summary: 'Spec §7 "lines": chosen lines of one offer into a cart at the offered, locked price',
    tags,
    body: OfferLinesRequestSchema,
    response: OfferLinesResultSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId, contactPersonId } = await who(request, reply);
      return offers.toCart({ customerId, contactPersonId, language: pageLanguage(request) }, body, cart);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/offer/order-product-out-of-range',
    operationId: 'offer_order_product_out_of_range',
    summary:
      'Spec §7 "order-product-out-of-range": a product outside the range from one of the customer’s offers into a cart, at the offered price',
    tags,
    body: OrderOutOfRangeRequestSchema,
    response: OrderOutOfRangeResultSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId, contactPersonId } = await who(request, reply);
      return offers.orderOutOfRange(
        { customerId, contactPersonId, language: pageLanguage(request) },
        body,
        cart,
      );
    },
  });

  staffEndpoint(app, {
    roles: ['sales', 'admin'],
    method: 'GET',
    url: '/ajax/staff/offers',
    operationId: 'staff_offers_list',
    summary: 'Every special offer, newest first, or one customer’s (by e-mail or customer number)',
    tags: ['staff'],
    querystring: StaffOfferListQuerySchema,
    response: StaffOfferListSchema,
    handler: async ({ query }, _staff, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return offers.staffList(query, await requestLanguage(request));
    },
  });

  staffEndpoint(app, {
    roles: ['sales', 'admin'],
    method: 'GET',
    url: '/ajax/staff/offers/:id',
    operationId: 'staff_offer_get',
    summary: 'One special offer as the desk sees it',
    tags: ['staff'],
    params: StaffOfferIdParamsSchema,
    response: StaffOfferSchema,
    handler: async ({ params }, _staff, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const offer = await offers.staffOffer(params.id, await requestLanguage(request));
      if (!offer) throw notFound('offers.errors.notFound');
      return offer;
    },
  });

  staffEndpoint(app, {
    roles: ['sales'],
    method: 'POST',
    url: '/ajax/staff/offers',
    operationId: 'staff_offer_create',
    summary: 'Makes a special offer for one customer: catalogue products at a price per break, for a period',
    tags: ['staff'],
    body: OfferCreateSchema,
    response: StaffOfferSchema,
    handler: async ({ body }, staff, request, reply) => {
      const made = await offers.create(
        staff,
        body,
        await requestLanguage(request),
        idempotencyKeyOf(request),
      );
      reply.code(201);
      return made;
    },
  });

  staffEndpoint(app, {
    roles: ['sales'],
    method: 'POST',
    url: '/ajax/staff/offers/:id/withdraw',
    operationId: 'staff_offer_withdraw',
    summary: 'Withdraws an offer: its lines can no longer go into a cart nor be ordered',
    tags: ['staff'],
    params: StaffOfferIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, staff, _request, reply) => {
      await offers.withdraw(staff, params.id);
      reply.code(204);
      return undefined;
    },
  });
}
