import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogues, catalogueVersion, translate } from '../../../common/i18n';
import { MARKETS, LANGUAGES, localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import { messageKey, notFound } from '../../../common/errors';
import { ROUTES } from '../../../common/routes.server';
import { endpoint } from '../../http/endpoint';
import { buildOpenApiDocument } from '../../http/openapi';
import type { SystemService } from './system.service';
import { BrowseOptionsSchema, HealthSchema, RoutesResponseSchema } from '../../../common/contracts/system';

export async function systemRoutes(
  app: FastifyInstance,
  { system }: { system: SystemService },
  options: { version: string },
): Promise<void> {
  // /health is for load balancers and monitors, outside /ajax.
  endpoint(app, {
    method: 'GET',
    url: '/health',
    operationId: 'health',
    summary: 'Liveness and database check',
    tags: ['system'],
    response: HealthSchema,
    handler: async () => system.health(),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/routes',
    operationId: 'ajax_routes',
    summary: 'The route table: every page and named route with its parameter patterns',
    tags: ['system'],
    response: RoutesResponseSchema,
    handler: (_input, _request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { routes: ROUTES.map((r) => ({ ...r })) };
    },
  });

  // A page's texts (docs/decisions/014): one file per language and version, kept by browsers for a
  // year at its versioned address; without the current version, revalidated every time.
  endpoint(app, {
    method: 'GET',
    url: '/ajax/messages/:language',
    operationId: 'message_catalogue',
    summary: "A language's message catalogue (the texts of every page), cacheable per version",
    tags: ['system'],
    params: z.object({ language: z.enum(LANGUAGES as [Language, ...Language[]]) }),
    querystring: z.object({ v: z.string().max(64).optional() }),
    response: z.record(z.string(), z.unknown()),
    handler: ({ params, query }, _request, reply) => {
      const current = query.v === catalogueVersion(params.language);
      reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
      return catalogues[params.language];
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/browse-options/:countryCode',
    operationId: 'ajax_browse_options',
    summary: 'How the shop can be browsed for a country: currency, VAT, languages and their home pages',
    tags: ['system'],
    params: z.object({ countryCode: z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')) }),
    querystring: z.object({ language: z.enum(LANGUAGES as [Language, ...Language[]]).optional() }).strict(),
    response: BrowseOptionsSchema,
    handler: ({ params, query }, _request, reply) => {
      const market = MARKETS.find((m) => m.country === params.countryCode);
      if (!market) throw notFound('errors.input.unknownCountry');
      reply.header('cache-control', 'public, max-age=3600');
      const named = query.language ?? market.language;
      // The market's own language first: the one its unprefixed address speaks.
      const languages = [market.language, ...LANGUAGES.filter((l) => l !== market.language)];
      return {
        country: market.country,
        name: translate(named, market.nameKey),
        currency: market.currency,
        vatRate: market.vatRate,
        grossByDefault: market.grossByDefault,
        site: (market.siteCode === 'us' ? 'us' : market.siteCode === 'ux' ? 'international' : 'market') as
          'us' | 'international' | 'market',
        languages: languages.map((language) => ({
          language,
          name: translate(named, `language.${language}`),
          home: generate('home_index', localePrefix(market.country, language)),
          isDefault: language === market.language,
        })),
      };
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/openapi.json',
    operationId: 'openapi_document',
    summary: 'This OpenAPI document',
    tags: ['system'],
    response: z.record(z.string(), z.unknown()),
    handler: () => buildOpenApiDocument(app.endpoints, options.version),
  });
}
