import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DirectoryCreateSchema,
  DirectoryIdSchema,
  DirectoryListSchema,
  DirectoryPageSchema,
  DirectoryParamsSchema,
  DirectoryQuerySchema,
  DirectorySummarySchema,
  DirectoryUpdateSchema,
  ExportParamsSchema,
  FavouritesOrderParamsSchema,
  ItemCopySchema,
  ItemParamsSchema,
  ItemResponseSchema,
  ItemsAddResponseSchema,
  ItemsAddSchema,
  ItemUpdateSchema,
  MergeResponseSchema,
  MergeSchema,
  OrderAsListSchema,
  PublicDirectorySchema,
  PublicTokenParamsSchema,
  ToCartResponseSchema,
  ToCartSchema,
  TokenResponseSchema,
} from '../../../common/contracts/favourites';
import { CountrySchema, LanguageSchema } from '../../../common/contracts/pricing';
import { getMarket, isLanguage, localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import { formParser } from '../../http/form-parser';
import { endpoint } from '../../http/endpoint';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import { priceContextFor } from '../../http/price-context';
import type { Viewer } from './favourites.repository';
import type { ExportFormat } from '../../../common/favourites-rules';
import { exportFileName, exportList, type ExportList } from './favourites.export';
import { listPdf } from './favourites.pdf';
import type { FavouritesService } from './favourites.service';
import { favouritesRevisionsRoutes } from './favourites-revisions.routes';

/** Fastify path of a route-table path: `{name}` → `:name`. */
const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** The session's customer and contact person (never from the request); lists are personal: never cached. */
async function viewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const { customerId, contactPersonId } = await requireCustomer(request);
  reply.header('cache-control', 'private, no-store');
  return { customerId, contactPersonId };
}

/** The market prices are shown in: a customer's own, a visitor's choice (spec §6 prices in the viewer's market). */
const marketOf = async (request: FastifyRequest, country?: string) =>
  (await priceContextFor(request, { country })).country;

/** The saved-lists calls (spec §7 customer favourites, common new-favourites/{publicToken}). */
export async function favouritesRoutes(
  app: FastifyInstance,
  { favourites }: { favourites: FavouritesService },
): Promise<void> {
  const tags = ['favourites'];

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/favourites'),
    operationId: 'favourites_list',
    summary: 'The viewer’s saved lists and those colleagues share with the company, last changed first',
    tags,
    response: DirectoryListSchema,
    handler: async (_input, request, reply) => favourites.list(await viewer(request, reply)),
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/favourites/directory/{directoryId}'),
    operationId: 'favourites_directory_show',
    summary:
      'A page of a saved list with live prices at the list quantities, stock and what changed since saved',
    tags,
    params: DirectoryParamsSchema,
    querystring: DirectoryQuerySchema,
    response: DirectoryPageSchema,
    handler: async ({ params, query }, request, reply) =>
      favourites.directory(
        await viewer(request, reply),
        params.directoryId,
        query,
        await marketOf(request, query.country),
      ),
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/favourites/directory'),
    operationId: 'favourites_directory_create',
    summary: 'Creates a saved list, empty or as a copy of a shared one (copyFromToken)',
    tags,
    body: DirectoryCreateSchema,
    response: DirectorySummarySchema,
    handler: async ({ body }, request, reply) => {
      const me = await viewer(request, reply);
      const created = await favourites.create(me, body, request.ip);
      reply.code(201);
      return created;
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: path('/ajax/favourites/directory/{directoryId}'),
    operationId: 'favourites_directory_update',
    summary: 'Renames a saved list, changes its note or whether the company shares it',
    tags,
    params: DirectoryParamsSchema,
    body: DirectoryUpdateSchema,
    response: DirectorySummarySchema,
    handler: async ({ params, body }, request, reply) =>
      favourites.update(await viewer(request, reply), params.directoryId, body),
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/favourites/directory/{directoryId}'),
    operationId: 'favourites_directory_delete',
    summary: 'Deletes a saved list with its items',
    tags,
    params: DirectoryParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      await favourites.remove(await viewer(request, reply), params.directoryId);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: path('/ajax/favourites/regenerate-token/{directoryId}'),
    operationId: 'favourites_regenerate_token',
    summary: 'A new public link for a saved list; the old link stops working',
    tags,
    params: DirectoryParamsSchema,
    response: TokenResponseSchema,
    handler: async ({ params }, request, reply) =>
      favourites.regenerateToken(await viewer(request, reply), params.directoryId),
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/favourites/merge'),
    operationId: 'favourites_merge',
    summary: 'Merges saved lists into one (quantities of the same product add up)',
    tags,
    body: MergeSchema,
    response: MergeResponseSchema,
    handler: async ({ body }, request, reply) => favourites.merge(await viewer(request, reply), body),
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/favourites/item'),
    operationId: 'favourites_items_add',
    summary: 'Saves products (a product, a whole cart or order) to a list, or to a new list',
    tags,
    body: ItemsAddSchema,
    response: ItemsAddResponseSchema,
    handler: async ({ body }, request, reply) => {
      const me = await viewer(request, reply);
      const saved = await favourites.addItems(me, body, await marketOf(request));
      reply.code(201);
      return saved;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/favourites/item/{itemId}'),
    operationId: 'favourites_item_copy',
    summary: 'Copies an item to another saved list',
    tags,
    params: ItemParamsSchema,
    body: ItemCopySchema,
    response: ItemResponseSchema,
    handler: async ({ params, body }, request, reply) =>
      favourites.copyItem(await viewer(request, reply), params.itemId, body.directoryId),
  });

  endpoint(app, {
    method: 'PATCH',
    url: path('/ajax/favourites/item/{itemId}'),
    operationId: 'favourites_item_update',
    summary: 'Changes an item’s list quantity or note, or moves it to another saved list',
    tags,
    params: ItemParamsSchema,
    body: ItemUpdateSchema,
    response: ItemResponseSchema,
    handler: async ({ params, body }, request, reply) =>
      favourites.updateItem(await viewer(request, reply), params.itemId, body),
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/favourites/item/{itemId}'),
    operationId: 'favourites_item_delete',
    summary: 'Removes an item from its saved list',
    tags,
    params: ItemParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      await favourites.deleteItem(await viewer(request, reply), params.itemId);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/favourites/orders/{orderNumber}'),
    operationId: 'favourites_order',
    summary: 'A placed order’s lines as a list to save (then POST item)',
    tags,
    params: FavouritesOrderParamsSchema,
    querystring: z.object({ language: LanguageSchema.optional() }).strict(),
    response: OrderAsListSchema,
    handler: async ({ params, query }, request, reply) => {
      const me = await viewer(request, reply);
      const customer = await currentCustomer(request);
      const language = query.language ?? (isLanguage(customer?.language) ? customer.language : 'en');
      return favourites.orderAsList(me, params.orderNumber, language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/favourites/directory/{directoryId}/cart'),
    operationId: 'favourites_to_cart',
    summary:
      'Puts a saved list (or its selected items) in a cart, quantities rounded up to minimum and multiples',
    tags,
    params: DirectoryParamsSchema,
    body: ToCartSchema,
    response: ToCartResponseSchema,
    handler: async ({ params, body }, request, reply) =>
      favourites.toCart(await viewer(request, reply), params.directoryId, body),
  });

  await favouritesRevisionsRoutes(app, { favourites, viewer });

  // Spec §2: exports are POST routes of the pages (plain form posts: only the origin is checked).
  await app.register(async (scope) => {
    formParser(scope);
    const language = async (request: FastifyRequest) => {
      const customer = await currentCustomer(request);
      const asked = (request.query as { language?: string } | undefined)?.language;
      return isLanguage(asked) ? asked : isLanguage(customer?.language) ? customer.language : 'en';
    };
    const send = async (reply: FastifyReply, list: ExportList, format: ExportFormat, lang: Language) => {
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${exportFileName(list.name, format)}"`);
      // A PDF of 10 000 products is streamed page by page (ADR 041); the spreadsheets are small.
      if (format === 'pdf')
        return reply.header('content-type', 'application/pdf').send(listPdf(list, { language: lang }));
      const file = await exportList(list, format, lang);
      return reply.header('content-type', file.contentType).send(file.body);
    };
    const locale = z
      .object({ country: CountrySchema.optional(), language: LanguageSchema.optional() })
      .strict();
    /** The print page in the market and language of the page its button was on. */
    const printPage = (
      name: string,
      params: Record<string, string | number>,
      query: { country?: string; language?: Language },
    ) => {
      const country = getMarket(query.country).country;
      return generate(name, {
        ...params,
        ...localePrefix(country, query.language ?? getMarket(country).language),
      });
    };
    endpoint(scope, {
      method: 'POST',
      url: path('/profile/favourites/{directoryId}/print'),
      operationId: 'favourites_print',
      summary:
        'The print button of a saved list: See Other to its print page (the page checks who may see it)',
      tags,
      config: { csrf: 'form' },
      params: DirectoryParamsSchema,
      querystring: locale,
      response: z.unknown(),
      handler: async ({ params, query }, _request, reply) =>
        reply.redirect(printPage('favourites_print_view', { directoryId: params.directoryId }, query), 303),
    });
    endpoint(scope, {
      method: 'POST',
      url: path('/{publicToken}/favourites/print'),
      operationId: 'favourites_public_print',
      summary: 'The print button of a shared list: See Other to its print page by the public token',
      tags,
      config: { csrf: 'form' },
      params: PublicTokenParamsSchema,
      querystring: locale,
      response: z.unknown(),
      handler: async ({ params, query }, _request, reply) =>
        reply.redirect(printPage('favourites_public_print_view', { token: params.publicToken }, query), 303),
    });
    endpoint(scope, {
      method: 'POST',
      url: path('/profile/favourites/{directoryId}/export/{format}'),
      operationId: 'favourites_export',
      summary:
        'A saved list as a CSV, XLSX or PDF file, priced live in the customer’s market, with the customer’s own symbols',
      tags,
      config: { csrf: 'form' },
      params: ExportParamsSchema.extend({ directoryId: DirectoryIdSchema }),
      response: z.unknown(),
      handler: async ({ params }, request, reply) => {
        const me = await viewer(request, reply);
        const list = await favourites.exportOf(me, params.directoryId, await marketOf(request));
        return send(reply, list, params.format, await language(request));
      },
    });
    endpoint(scope, {
      method: 'POST',
      url: path('/{publicToken}/favourites/export/{format}'),
      operationId: 'favourites_public_export',
      summary:
        'A shared list as a CSV, XLSX or PDF file by its public token, in the viewer’s market, without notes or customer symbols',
      tags,
      config: { csrf: 'form' },
      params: ExportParamsSchema.extend(PublicTokenParamsSchema.shape),
      querystring: z
        .object({ country: CountrySchema.optional(), language: LanguageSchema.optional() })
        .strict(),
      response: z.unknown(),
      handler: async ({ params, query }, request, reply) => {
        const list = await favourites.publicExportOf(
          params.publicToken,
          await marketOf(request, query.country),
          request.ip,
        );
        return send(reply, list, params.format, await language(request));
      },
    });
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/new-favourites/{publicToken}'),
    operationId: 'new_favourites',
    summary: 'A shared saved list by its public token, priced in the viewer’s market, without personal data',
    tags,
    params: PublicTokenParamsSchema,
    querystring: DirectoryQuerySchema,
    response: PublicDirectorySchema,
    handler: async ({ params, query }, request, reply) => {
      // Prices follow the viewer's market and session: shared caches must not keep it.
      reply.header('cache-control', 'private, no-store');
      return favourites.publicDirectory(
        params.publicToken,
        query,
        await marketOf(request, query.country),
        request.ip,
      );
    },
  });
}
