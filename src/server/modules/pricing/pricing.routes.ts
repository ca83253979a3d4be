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
import type { Services } from '../../services';

/** Cookie naming the visitor's market: a country code, or JSON {country, gross?, language?}. */
export const MARKET_COOKIE = 'market';

interface ContextOverrides {
  country?: string;
  gross?: boolean;
  language?: string;
}

/**
 * The price context of a request: explicit values (body or query) win, then the `market` cookie,
 * then the international market. Unknown countries fall back to `en` rather than failing: a price
 * in the default currency is better than no price.
 */
export function priceContextOf(request: FastifyRequest, overrides: ContextOverrides = {}): PriceContext {
  const cookie = parseMarketCookie(request.cookies?.[MARKET_COOKIE]);
  const market = getMarket(findMarket(overrides.country)?.country ?? cookie.country);
  const language = [overrides.language, cookie.language].find(isLanguage) ?? market.language;
  return {
    country: market.country,
    gross: overrides.gross ?? cookie.gross ?? market.grossByDefault,
    language,
  };
}

function parseMarketCookie(value: string | undefined): ContextOverrides {
  if (!value) return {};
  if (/^[a-z]{2}$/.test(value)) return { country: value };
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object') {
      const { country, gross, language } = parsed as Record<string, unknown>;
      return {
        country: typeof country === 'string' ? country : undefined,
        gross: typeof gross === 'boolean' ? gross : undefined,
        language: typeof language === 'string' ? language : undefined,
      };
    }
  } catch {
    // A malformed cookie is ignored, not an error: the visitor still gets prices.
  }
  return {};
}

export async function pricingRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Own plugin context: the legacy omnibus form post (field `Symbol`) needs a form parser, and it
  // should not leak into the other /ajax endpoints, which take JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

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
      handler: ({ body }, request) =>
        services.pricing.productData(
          { items: body.items, scope: body.scope },
          priceContextOf(request, { country: body.country, gross: body.isGrossPrice, language: body.language }),
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
      handler: ({ body }, request) =>
        services.pricing.omnibusPrice(
          (body.symbol ?? body.Symbol)!,
          priceContextOf(request, { country: body.country, gross: body.isGrossPrice, language: body.language }),
        ),
    });
  });
}
