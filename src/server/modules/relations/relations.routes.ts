import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SymbolSchema } from '../../../common/contracts/cart';
import {
  AutocompleteVariantsRequestSchema,
  AutocompleteVariantsResponseSchema,
  HtmlFrameUrlQuerySchema,
  HtmlFrameUrlRequestSchema,
  HtmlFrameUrlSchema,
  LinkedQuerySchema,
  ProductDetailsRequestSchema,
  ProductsBySymbolRequestSchema,
  ProductsBySymbolResponseSchema,
  SimilarCounterRequestSchema,
  SimilarCounterResponseSchema,
  ProductBoxesRequestSchema,
  ProductBoxesResponseSchema,
  RelatedProductsResponseSchema,
  RelationRequestSchema,
  ReplacementsResponseSchema,
  SimilarRequestSchema,
  VariantsRequestSchema,
  VariantsResponseSchema,
} from '../../../common/contracts/relations';
import { ProductDetailsSchema } from '../../../common/contracts/catalog';
import { endpoint } from '../../http/endpoint';
import type { RelationsService } from './relations.service';
import type { SearchService } from '../search';
import { priceContextFor } from '../../http/price-context';
import type { LinkKind } from './relations.service';

const marketOf = (
  request: FastifyRequest,
  body: { country?: string; language?: string; isGrossPrice?: boolean },
) => priceContextFor(request, { country: body.country, gross: body.isGrossPrice, language: body.language });

export async function relationsRoutes(
  app: FastifyInstance,
  { relations, search }: { relations: RelationsService; search: SearchService },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/similar',
    operationId: 'ajax_products_similar',
    summary:
      'Products like the one given: same leaf category, same package and closest values first, available ones first',
    tags: ['discovery'],
    body: SimilarRequestSchema,
    response: RelatedProductsResponseSchema,
    handler: async ({ body }, request) =>
      relations.similar(body.symbol, body.limit, await marketOf(request, body)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/replacements',
    operationId: 'ajax_products_replacements',
    summary:
      'Replacements of a product: those keeping its mounting and package, or, when none does, all of them flagged as differing',
    tags: ['discovery'],
    body: RelationRequestSchema,
    response: ReplacementsResponseSchema,
    handler: async ({ body }, request) =>
      relations.replacements(body.symbol, { limit: body.limit }, await marketOf(request, body)),
  });

  const kinds: Array<[url: string, operationId: string, kind: LinkKind, summary: string]> = [
    [
      '/ajax/products/linked',
      'ajax_products_linked',
      'linked',
      'Accessories and linked products of a product (optionally of one category)',
    ],
    ['/ajax/products/related', 'ajax_products_related', 'related', 'Related products of a product'],
  ];
  for (const [url, operationId, kind, summary] of kinds) {
    endpoint(app, {
      method: 'POST',
      url,
      operationId,
      summary,
      tags: ['discovery'],
      body: RelationRequestSchema,
      response: RelatedProductsResponseSchema,
      handler: async ({ body }, request) =>
        relations.linkedOfKind(
          body.symbol,
          kind,
          { limit: body.limit, categoryId: body.categoryId },
          await marketOf(request, body),
        ),
    });
  }

  endpoint(app, {
    method: 'GET',
    url: '/ajax/products/linked',
    operationId: 'ajax_products_linked_get',
    summary: 'Accessories and linked products of a product, as an address (the query of the POST call)',
    tags: ['discovery'],
    querystring: LinkedQuerySchema,
    response: RelatedProductsResponseSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return relations.linkedOfKind(
        query.symbol,
        'linked',
        { limit: query.limit, categoryId: query.categoryId },
        await marketOf(request, query),
      );
    },
  });

  // Spec §7 product details and products: a product's page data, and the cards of many symbols, by
  // symbol (exact, then normalised). `zoneSymbol` names the zone page asking; the data is the same.
  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/details',
    operationId: 'ajax_products_details',
    summary: "One product's page data (prices, stock, parameters, documents) by its symbol",
    tags: ['discovery'],
    body: ProductDetailsRequestSchema,
    response: ProductDetailsSchema,
    handler: async ({ body }, request) => relations.details(body.symbol, await marketOf(request, body)),
  });

  // Spec §7 html-frame-url/{symbol}, both methods: the symbol is an encoded path segment; GET
  // names the market in the query, POST in the body.
  const frameSummary = "The address of a product's parameter frame (its page's print view), where it has one";
  const FrameParams = z.object({ symbol: SymbolSchema });
  endpoint(app, {
    method: 'GET',
    url: '/ajax/products/html-frame-url/:symbol',
    operationId: 'ajax_products_html_frame_url',
    summary: frameSummary,
    tags: ['discovery'],
    params: FrameParams,
    querystring: HtmlFrameUrlQuerySchema,
    response: HtmlFrameUrlSchema,
    handler: async ({ params, query }, request) =>
      relations.htmlFrameUrl(params.symbol, await marketOf(request, query)),
  });
  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/html-frame-url/:symbol',
    operationId: 'ajax_products_html_frame_url_post',
    summary: frameSummary,
    tags: ['discovery'],
    params: FrameParams,
    body: HtmlFrameUrlRequestSchema,
    response: HtmlFrameUrlSchema,
    handler: async ({ params, body }, request) =>
      relations.htmlFrameUrl(params.symbol, await marketOf(request, body)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/products',
    operationId: 'ajax_products_products',
    summary: 'The product cards of up to 100 symbols, in the order asked, and the symbols naming none',
    tags: ['discovery'],
    body: ProductsBySymbolRequestSchema,
    response: ProductsBySymbolResponseSchema,
    handler: async ({ body }, request) =>
      relations.productsBySymbol(body.symbols, await marketOf(request, body)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/pip/similar-counter',
    operationId: 'ajax_pip_similar_counter',
    summary: 'How many similar products the product page lists for a product',
    tags: ['discovery'],
    body: SimilarCounterRequestSchema,
    response: SimilarCounterResponseSchema,
    handler: ({ body }) => relations.similarCount(body.symbol),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/product-boxes',
    operationId: 'ajax_product_boxes',
    summary:
      'Product boxes: summaries of up to 50 symbols in request order; unknown symbols listed as errors',
    tags: ['discovery'],
    body: ProductBoxesRequestSchema,
    response: ProductBoxesResponseSchema,
    handler: async ({ body }, request) => relations.productBoxes(body.symbols, await marketOf(request, body)),
  });

  // Spec §7 products variants and autocomplete variants: other packagings of the same part.
  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/variants',
    operationId: 'ajax_products_variants',
    summary:
      "Other packagings and tolerances of a product: the same manufacturer's parts whose number starts with its own without the packaging suffix",
    tags: ['discovery'],
    body: VariantsRequestSchema,
    response: VariantsResponseSchema,
    handler: async ({ body }, request) =>
      relations.variants(body.symbol, body.limit, await marketOf(request, body)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/autocomplete/variants',
    operationId: 'ajax_products_autocomplete_variants',
    summary: 'The products a typed symbol completes to, each with its other packagings',
    tags: ['discovery'],
    body: AutocompleteVariantsRequestSchema,
    response: AutocompleteVariantsResponseSchema,
    handler: async ({ body }, request) => {
      const ctx = await marketOf(request, body);
      const completions = await search.autocomplete({ query: body.query, limit: body.limit }, ctx);
      return relations.autocompleteVariants(completions, body.variantLimit, ctx);
    },
  });
}
