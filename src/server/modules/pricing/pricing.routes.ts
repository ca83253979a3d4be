import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ExchangeRatesSchema,
  OmnibusRequestSchema,
  OmnibusResponseSchema,
  ProductDataRequestSchema,
  ProductDataResponseSchema,
  type PriceContext,
} from '../../../common/contracts/pricing';
import { findMarket, getMarket, isLanguage } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { currentCustomer } from '../../plugins/session';
import type { Services } from '../../services';

interface ContextOverrides {
  country?: string;
  gross?: boolean;
  language?: string;
}

/**
 * The price context of a call from what it names; the international market otherwise. Unknown
 * countries fall back to `en` rather than failing: a price in the default currency is better than
 * no price. (A remembered market arrives with cookie consent, issue of accounts.)
 */
export function priceContextOf(overrides: ContextOverrides = {}): PriceContext {
  const market = getMarket(findMarket(overrides.country)?.country);
  return {
    country: market.country,
    gross: overrides.gross ?? market.grossByDefault,
    language: isLanguage(overrides.language) ? overrides.language : market.language,
  };
}

/**
 * The price context of a call made by `request`: one rule for every price the shop shows. A
 * logged-in customer's contract decides: the currency and VAT of their own market, and gross or
 * net by their account (zone contracts, persons, private customers; spec §1), whatever the page
 * asks for, so the product page, lists, compare and the cart agree. Visitors get what the page asks
 * for (priceContextOf). The language stays the page's.
 */
export async function priceContextFor(
  request: FastifyRequest,
  overrides: ContextOverrides = {},
): Promise<PriceContext> {
  const customer = await currentCustomer(request);
  if (!customer) return priceContextOf(overrides);
  const market = findMarket(customer.country);
  return priceContextOf({
    ...overrides,
    country: market?.country ?? overrides.country,
    gross: customer.grossPrices,
  });
}

export async function pricingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Own plugin context: the legacy omnibus form post (field `Symbol`) needs a form parser, and it
  // should not leak into the other /ajax endpoints, which take JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    endpoint(scope, {
      method: 'GET',
      url: '/ajax/exchange-rates',
      operationId: 'ajax_exchange_rates',
      summary: 'Exchange rates: currency → PLN per unit',
      tags: ['pricing'],
      response: ExchangeRatesSchema,
      handler: (_input, _request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return services.pricing.exchangeRates();
      },
    });

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/product/data',
      operationId: 'ajax_product_data',
      summary: 'Prices and stock of up to 100 symbols, in request order',
      tags: ['pricing'],
      body: ProductDataRequestSchema,
      response: ProductDataResponseSchema,
      handler: async ({ body }, request) =>
        services.pricing.productData(
          { items: body.items, scope: body.scope },
          await priceContextFor(request, {
            country: body.country,
            gross: body.isGrossPrice,
            language: body.language,
          }),
        ),
    });

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/price-stock/omnibus-price',
      operationId: 'ajax_omnibus_price',
      summary: 'Prices of one product with the lowest price of the last 30 days (EU Omnibus)',
      tags: ['pricing'],
      body: OmnibusRequestSchema,
      response: OmnibusResponseSchema,
      handler: async ({ body }, request) =>
        services.pricing.omnibusPrice(
          (body.symbol ?? body.Symbol)!,
          await priceContextFor(request, {
            country: body.country,
            gross: body.isGrossPrice,
            language: body.language,
          }),
        ),
    });
  });
}
