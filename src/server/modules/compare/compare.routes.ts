import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CompareParametersResponseSchema,
  ComparePrepareResponseSchema,
  ComparePricesResponseSchema,
  CompareRequestSchema,
  type CompareRequest,
} from '../../../common/contracts/compare';
import { endpoint } from '../../http/endpoint';
import type { CompareService } from './compare.service';
import { priceContextFor } from '../../http/price-context';

const marketOf = (request: FastifyRequest, body: CompareRequest) =>
  priceContextFor(request, { country: body.country, gross: body.isGrossPrice, language: body.language });

export async function compareRoutes(
  app: FastifyInstance,
  { compare }: { compare: CompareService },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/compare/prepare',
    operationId: 'ajax_compare_prepare',
    summary:
      'Checks a comparison list (at most 10 symbols): catalogue symbols in order, each once; unknown symbols as errors',
    tags: ['discovery'],
    body: CompareRequestSchema,
    response: ComparePrepareResponseSchema,
    handler: async ({ body }, request) => compare.prepare(body.symbols, await marketOf(request, body)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/compare/product-parameters',
    operationId: 'ajax_compare_product_parameters',
    summary: "The compared products' parameters side by side, with the rows whose values differ marked",
    tags: ['discovery'],
    body: CompareRequestSchema,
    response: CompareParametersResponseSchema,
    handler: async ({ body }, request) =>
      compare.productParameters(body.symbols, await marketOf(request, body)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/compare/prices-and-stocks',
    operationId: 'ajax_compare_prices_and_stocks',
    summary: "Price breaks and stock of the compared products in the market's currency",
    tags: ['discovery'],
    body: CompareRequestSchema,
    response: ComparePricesResponseSchema,
    handler: async ({ body }, request) =>
      compare.pricesAndStocks(body.symbols, await marketOf(request, body)),
  });
}
