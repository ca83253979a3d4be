import type { FastifyInstance } from 'fastify';
import {
  ExchangeRatesSchema,
  HintAmountsSchema,
  HintQuerySchema,
  HintSchema,
  OmnibusRequestSchema,
  OmnibusResponseSchema,
  PriceStockRequestSchema,
  ProductDataRequestSchema,
  ProductDataResponseSchema,
} from '../../../common/contracts/pricing';
import { endpoint } from '../../http/endpoint';
import { priceContextFor } from '../../http/price-context';
import type { PricingService } from './pricing.service';

export async function pricingRoutes(
  app: FastifyInstance,
  { pricing }: { pricing: PricingService },
): Promise<void> {
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
        return pricing.exchangeRates();
      },
    });

    endpoint(scope, {
      method: 'GET',
      url: '/ajax/hint',
      operationId: 'ajax_hint',
      summary: "The amount input's hints for a product: minimum, multiples, price-break amounts and stock",
      tags: ['pricing'],
      querystring: HintQuerySchema,
      response: HintSchema,
      handler: async ({ query }, request) =>
        pricing.hint(query.symbol, (await priceContextFor(request, {})).language),
    });

    endpoint(scope, {
      method: 'GET',
      url: '/ajax/hint/amounts',
      operationId: 'ajax_hint_amounts',
      summary:
        "The amounts to suggest for a product: its price breaks on the product's minimum and multiples",
      tags: ['pricing'],
      querystring: HintQuerySchema,
      response: HintAmountsSchema,
      handler: ({ query }) => pricing.hintAmounts(query.symbol),
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
        pricing.productData(
          { items: body.items, scope: body.scope },
          await priceContextFor(request, {
            country: body.country,
            gross: body.isGrossPrice,
            language: body.language,
          }),
        ),
    });

    // Spec §7 price-stock prices, stocks, prices-stocks: the product-data answer of one fixed scope,
    // for pages that refresh only prices (a market switch) or only stock (a stock poll).
    const priceStock: Array<[path: string, operationId: string, prices: boolean, stock: boolean]> = [
      ['prices', 'ajax_price_stock_prices', true, false],
      ['stocks', 'ajax_price_stock_stocks', false, true],
      ['prices-stocks', 'ajax_price_stock_prices_stocks', true, true],
    ];
    for (const [path, operationId, prices, stock] of priceStock) {
      endpoint(scope, {
        method: 'POST',
        url: `/ajax/price-stock/${path}`,
        operationId,
        summary: `${prices ? 'Prices' : ''}${prices && stock ? ' and ' : ''}${stock ? 'stock' : ''} of up to 100 symbols, in request order`,
        tags: ['pricing'],
        body: PriceStockRequestSchema,
        response: ProductDataResponseSchema,
        handler: async ({ body }, request) =>
          pricing.productData(
            { items: body.items, scope: { prices, stock, delivery_confirmed: body.deliveryConfirmed } },
            await priceContextFor(request, {
              country: body.country,
              gross: body.isGrossPrice,
              language: body.language,
            }),
          ),
      });
    }

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/price-stock/omnibus-price',
      operationId: 'ajax_omnibus_price',
      summary: 'Prices of one product with the lowest price of the last 30 days (EU Omnibus)',
      tags: ['pricing'],
      body: OmnibusRequestSchema,
      response: OmnibusResponseSchema,
      handler: async ({ body }, request) =>
        pricing.omnibusPrice(
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
