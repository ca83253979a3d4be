import type { FastifyInstance } from 'fastify';
import {
  CatalogProductsQuerySchema,
  CategoryTreeQuerySchema,
  CategoryTreeSchema,
  LinecardCategoriesQuerySchema,
  LinecardCategoriesSchema,
  LinecardLettersSchema,
  LinecardQuerySchema,
  LinecardSchema,
  ProductListSchema,
} from '../../../common/contracts/catalog';
import { z } from 'zod';
import { notFound, messageKey } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import type { CatalogService } from './catalog.service';
import { priceContextFor } from '../../http/price-context';

export async function catalogRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/catalog/category-tree',
    operationId: 'catalog_category_tree',
    summary: 'The category tree of the category drawer, with product counts',
    tags: ['catalog'],
    querystring: CategoryTreeQuerySchema,
    response: CategoryTreeSchema,
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { categories: await catalog.categoryTree(query.language) };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/linecard/manufacturers',
    operationId: 'linecard_manufacturers',
    summary: 'Linecard: letters that have manufacturers, and the manufacturers of one letter',
    tags: ['catalog'],
    querystring: LinecardQuerySchema,
    response: LinecardSchema,
    handler: ({ query }) => catalog.linecard(query.letter),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/linecard/letters',
    operationId: 'linecard_letters',
    summary: 'Linecard: the letters that have at least one manufacturer',
    tags: ['catalog'],
    response: LinecardLettersSchema,
    handler: async (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { letters: await catalog.linecardLetters() };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/linecard/categories',
    operationId: 'linecard_categories',
    summary: "Linecard: the categories holding one manufacturer's products, most products first",
    tags: ['catalog'],
    querystring: LinecardCategoriesQuerySchema,
    response: LinecardCategoriesSchema,
    handler: async ({ query }, request) => {
      const { language } = await priceContextFor(request, { language: query.language });
      const manufacturer = await catalog.getManufacturer(query.manufacturerId, language);
      if (!manufacturer) throw notFound('errors.catalog.unknownManufacturer');
      return { manufacturerId: manufacturer.id, categories: manufacturer.categories };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/catalog/products',
    operationId: 'catalog_products',
    summary: 'A page of products of a category and/or manufacturer, priced for the market',
    tags: ['catalog'],
    querystring: CatalogProductsQuerySchema,
    response: ProductListSchema,
    handler: async ({ query }, request) => {
      const { country, gross, language, ...list } = query;
      return catalog.listProducts(list, await priceContextFor(request, { country, gross, language }));
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/assets-static/logos/:file',
    operationId: 'manufacturer_logo',
    summary: "A manufacturer's logo (SVG)",
    tags: ['catalog'],
    params: z.object({
      file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, messageKey('errors.catalog.unknownLogo')),
    }),
    response: z.string(),
    handler: async ({ params }, _request, reply) => {
      const svg = await catalog.manufacturerLogoSvg(params.file.slice(0, -'.svg'.length));
      if (svg === undefined) throw notFound('errors.catalog.unknownLogo');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  });
}
