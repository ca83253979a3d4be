import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type CategoryNode,
  CategoryTreeQuerySchema,
  CategoryTreeSchema,
  DrawerPicturesSchema,
  LegacyTreeSchema,
  ProductSumSchema,
} from '../../../common/contracts/catalog';
import { generate } from '../../../common/routes.server';
import {
  BannerRequestSchema,
  BannersSchema,
  ManufacturerBlockSchema,
  RecommendationClickSchema,
  RecommendedProductsQuerySchema,
  RecommendedProductsSchema,
  ResourceRequestSchema,
  ResourceResponseSchema,
  ReviveZoneSchema,
  TooltipsCompleteQuerySchema,
  TooltipsQuerySchema,
  TooltipsSchema,
  ZonesQuerySchema,
  ZonesSchema,
  ProductZonesRequestSchema,
  ProductZonesSchema,
} from '../../../common/contracts/content';
import { parseCookieHeader } from '../../../common/cookies';
import { notFound, messageKey } from '../../../common/errors';
import { viewedSymbolsFromCookies } from '../../../common/recommendations';
import { endpoint } from '../../http/endpoint';
import { formParser } from '../../http/form-parser';
import type { ContentService } from './content.service';
import type { CatalogService } from '../catalog';
import { priceContextFor } from '../../http/price-context';
import { bannerSvg } from './banner-art';

/** What the visitor's cookies allow the for-you list to use (nothing without marketing consent). */
function viewedSymbols(request: FastifyRequest): string[] | null {
  return viewedSymbolsFromCookies(parseCookieHeader(request.headers.cookie));
}

export async function contentRoutes(
  app: FastifyInstance,
  { content, catalog }: { content: ContentService; catalog: CatalogService },
): Promise<void> {
  // Own plugin context: ajax_resource is also posted as a form with bracketed names (spec §7), a
  // parser the JSON-only endpoints elsewhere should not get.
  await app.register(async (scope) => {
    formParser(scope);

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/resource',
      operationId: 'ajax_resource',
      summary: 'Editorial resources by formula: by symbol, zone texts, certificates, product articles',
      tags: ['content'],
      body: ResourceRequestSchema,
      response: ResourceResponseSchema,
      handler: ({ body }) => content.resource(body),
    });
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/recommended-products',
    operationId: 'ajax_recommended_products',
    summary: 'Recommended products: slots 0–13 of the week (or of a zone), 14–27 for you',
    tags: ['content'],
    querystring: RecommendedProductsQuerySchema,
    response: RecommendedProductsSchema,
    handler: async ({ query }, request, reply) => {
      // Personal when the cookies allow it: never cached on the way.
      reply.header('cache-control', 'private, no-store');
      const { zoneSymbol, ...market } = query;
      return content.recommendedProducts({
        ctx: await priceContextFor(request, market),
        zoneSymbol,
        viewedSymbols: viewedSymbols(request),
      });
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/recommended-manufacturers',
    operationId: 'ajax_recommended_manufacturers',
    summary: 'Manufacturers of the recommended products, the most recommended first',
    tags: ['content'],
    response: ManufacturerBlockSchema,
    handler: (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.recommendedManufacturers();
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/promoted-manufacturers',
    operationId: 'ajax_promoted_manufacturers',
    summary: 'Promoted manufacturers',
    tags: ['content'],
    response: ManufacturerBlockSchema,
    handler: (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.promotedManufacturers();
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/recommendation/click',
    operationId: 'ajax_recommendation_click',
    summary: 'Records a click on a recommended product with its tracking fields',
    tags: ['content'],
    body: RecommendationClickSchema,
    response: z.undefined(),
    handler: async ({ body }, request) => {
      await content.recordRecommendationClick(body, request.ip);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/tooltips',
    operationId: 'ajax_tooltips',
    summary: 'Tooltip texts of the keys asked for, in a language',
    tags: ['content'],
    querystring: TooltipsQuerySchema,
    response: TooltipsSchema,
    handler: ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.tooltips(query.language, query.keys);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/tooltips/complete',
    operationId: 'ajax_tooltips_complete',
    summary: 'Every tooltip text of a language',
    tags: ['content'],
    querystring: TooltipsCompleteQuerySchema,
    response: TooltipsSchema,
    handler: ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.tooltips(query.language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/banner/revive/:reviveZone',
    operationId: 'ajax_banner_revive',
    summary: 'The banners of a revive zone running now, with desktop and mobile images',
    tags: ['content'],
    params: z.object({ reviveZone: ReviveZoneSchema }),
    body: BannerRequestSchema,
    response: BannersSchema,
    handler: ({ params, body }) => content.banners(params.reviveZone, body?.language ?? 'en'),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/category-drawer/tree',
    operationId: 'ajax_category_drawer_tree',
    summary: 'The category tree of the category drawer (the catalogue tree, with product counts)',
    tags: ['content'],
    querystring: CategoryTreeQuerySchema,
    response: CategoryTreeSchema,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: await catalog.categoryTree(query.language) };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/category-drawer/product-sum',
    operationId: 'ajax_category_drawer_product_sum',
    summary: 'How many products the catalogue holds, in all and per top-level category',
    tags: ['content'],
    response: ProductSumSchema,
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // The tree's counts are cached under the catalogue's version: no count over the products here.
      const tops = await catalog.categoryTree('en');
      return {
        total: tops.reduce((sum, c) => sum + c.productCount, 0),
        categories: tops.map((c) => ({ id: c.id, productCount: c.productCount })),
      };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/category-drawer/picture-urls',
    operationId: 'ajax_category_drawer_picture_urls',
    summary: "Each top-level category's picture: its best-stocked product's, in the tree's order",
    tags: ['content'],
    querystring: CategoryTreeQuerySchema,
    response: DrawerPicturesSchema,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return content.drawerPictures(query.language);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/category-drawer/legacy-tree',
    operationId: 'ajax_category_drawer_legacy_tree',
    summary: 'The category tree as one flat list with parent ids and page addresses',
    tags: ['content'],
    querystring: CategoryTreeQuerySchema,
    response: LegacyTreeSchema,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const flat: Array<z.infer<typeof LegacyTreeSchema>['categories'][number]> = [];
      const walk = (nodes: readonly CategoryNode[], parentId: number | null) => {
        for (const node of nodes) {
          flat.push({
            id: node.id,
            parentId,
            slug: node.slug,
            name: node.name,
            depth: node.depth,
            productCount: node.productCount,
            url: generate('catalog_category', { id_category: node.id, category_name: node.slug }),
          });
          walk(node.children, node.id);
        }
      };
      walk(await catalog.categoryTree(query.language), null);
      return { categories: flat };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/zones',
    operationId: 'ajax_zones',
    summary: 'Zones: themed selections of the catalogue, with links to their pages',
    tags: ['content'],
    querystring: ZonesQuerySchema,
    response: ZonesSchema,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { zones: await content.zones(query.language, query.country) };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/zones',
    operationId: 'ajax_products_zones',
    summary: 'The zones each of up to 100 products belongs to (by category or listed), with their pages',
    tags: ['content'],
    body: ProductZonesRequestSchema,
    response: ProductZonesSchema,
    handler: ({ body }) => content.productZones(body.symbols, body.language, body.country),
  });

  endpoint(app, {
    method: 'GET',
    url: '/assets-static/banners/:file',
    operationId: 'banner_image',
    summary: 'A banner picture (SVG), desktop or mobile format',
    tags: ['content'],
    params: z.object({
      file: z
        .string()
        .regex(/^[a-z0-9-]{1,60}-(desktop|mobile)\.svg$/, messageKey('errors.catalog.unknownBannerImage')),
    }),
    response: z.string(),
    handler: async ({ params }, _request, reply) => {
      const [, theme, device] = /^(.+)-(desktop|mobile)\.svg$/.exec(params.file)!;
      const svg = bannerSvg(theme, device as 'desktop' | 'mobile');
      if (svg === undefined) throw notFound('errors.catalog.unknownBannerImage');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
}
