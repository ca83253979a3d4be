import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MarketplaceFrontConstraintsQuerySchema,
  MarketplaceFrontConstraintsSchema,
  MarketplaceSendAnswerSchema,
  MarketplaceSendSchema,
  ProductMarketplaceRequestSchema,
  ProductMarketplaceSchema,
} from '../../../common/marketplace';
import { findMarket } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { priceContextFor } from '../../http/price-context';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer, currentSession } from '../../plugins/session';
import type { MarketplaceCaller, MarketplaceService } from './marketplace.service';

/** The customer's market names the question's (its mails go in the page's language). */
async function callerOf(request: FastifyRequest): Promise<MarketplaceCaller> {
  const [customer, session] = await Promise.all([currentCustomer(request), currentSession(request)]);
  return {
    customer,
    contactPersonId: session?.contactPersonId ?? null,
    ip: request.ip,
    language: await requestLanguage(request),
    country: findMarket(customer?.country)?.country ?? 'en',
  };
}

/**
 * Spec §7 marketplace calls (issue 20, ADR 072): the common "POST product marketplace" (anyone: the
 * product page shows the offers), and the customer calls "GET marketplace front-constraints" and
 * "POST marketplace send" (companies only; 401 for visitors, 403 with ERP 10321 for persons and ZBL).
 */
export async function marketplaceRoutes(
  app: FastifyInstance,
  { marketplace }: { marketplace: MarketplaceService },
) {
  const tags = ['marketplace'];

  endpoint(app, {
    method: 'POST',
    url: '/ajax/product/marketplace',
    operationId: 'product_marketplace',
    summary:
      'The marketplace offers of a product: seller, stock, price breaks and lead time, in the caller’s prices',
    tags,
    body: ProductMarketplaceRequestSchema,
    response: ProductMarketplaceSchema,
    handler: async ({ body }, request) =>
      marketplace.productOffers(
        body.symbol,
        await priceContextFor(request, {
          country: body.country,
          gross: body.isGrossPrice,
          language: body.language,
        }),
      ),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/marketplace/front-constraints',
    operationId: 'customer_marketplace_front_constraints',
    summary:
      'The question form’s limits, the product, its sellers and the address answers go to (companies only)',
    tags,
    querystring: MarketplaceFrontConstraintsQuerySchema,
    response: MarketplaceFrontConstraintsSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return marketplace.frontConstraints(query.symbol, await callerOf(request));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/marketplace/send',
    operationId: 'customer_marketplace_send',
    summary:
      'Sends a company’s question to a marketplace seller of the product: stored, forwarded by mail, confirmed',
    tags,
    body: MarketplaceSendSchema,
    response: MarketplaceSendAnswerSchema,
    handler: async ({ body }, request, reply) => {
      const answer = await marketplace.send(body, await callerOf(request));
      reply.code(201);
      return answer;
    },
  });
}
