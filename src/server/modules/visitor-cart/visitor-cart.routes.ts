import type { FastifyInstance } from 'fastify';
import { PageLocaleQuerySchema } from '../../../common/contracts/checkout';
import {
  VisitorCartPricedSchema,
  VisitorLinesSchema,
  VisitorMergeResponseSchema,
} from '../../../common/contracts/visitor-cart';
import { DEFAULT_COUNTRY, getMarket } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { pageLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import type { RateLimits } from '../auth';
import type { VisitorCartService } from './visitor-cart.service';

/**
 * The visitor cart's calls (ADR 087). Both are POSTs and pass the house's CSRF check (the XHR marker
 * and the origin); the pricing call is open to visitors and counted per address.
 */
export async function visitorCartRoutes(
  app: FastifyInstance,
  { visitorCart, rateLimits }: { visitorCart: VisitorCartService; rateLimits: Pick<RateLimits, 'consume'> },
): Promise<void> {
  const tags = ['cart'];

  endpoint(app, {
    method: 'POST',
    url: '/ajax/visitor-cart/price',
    operationId: 'visitor_cart_price',
    summary:
      'Prices a visitor cart’s lines (kept by the browser) for the page’s market as the cart prices its lines: each line’s product, prices at each break, stock, line total or why it cannot be ordered, and the totals with VAT',
    tags,
    querystring: PageLocaleQuerySchema,
    body: VisitorLinesSchema,
    response: VisitorCartPricedSchema,
    handler: async ({ body, query }, request, reply) => {
      await rateLimits.consume('visitorCartIp', request.ip);
      reply.header('cache-control', 'private, no-store');
      const country = query.country ?? DEFAULT_COUNTRY;
      return visitorCart.price(body.lines, {
        country,
        language: query.language ?? getMarket(country).language,
      });
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/cart/visitor-lines',
    operationId: 'visitor_cart_merge',
    summary:
      'After a login: adds the visitor cart’s lines to the account’s active cart (or a new one), summed with its lines; each line’s outcome',
    tags,
    body: VisitorLinesSchema,
    response: VisitorMergeResponseSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId, contactPersonId } = await requireCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return visitorCart.merge({ customerId, contactPersonId, language: pageLanguage(request) }, body.lines);
    },
  });
}
