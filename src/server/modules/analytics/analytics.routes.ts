import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ANALYTICS_DESK_ROLES,
  AnalyticsBatchSchema,
  AnalyticsFunnelQuerySchema,
  AnalyticsFunnelSchema,
} from '../../../common/analytics';
import { CONSENT_COOKIE, parseConsent } from '../../../common/consent';
import { findMarket } from '../../../common/markets';
import { endpoint } from '../../http/endpoint';
import { currentCustomer } from '../../plugins/session';
import { requestLanguage } from '../../http/request-language';
import { staffEndpoint } from '../staff';
import type { AnalyticsService } from './analytics.service';

/** The shop's own analytics endpoint (issue 21, spec §4 and §9; ADR 082): no third party sees an event. */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/analytics/events',
    operationId: 'analytics_events',
    summary:
      'A batch of at most 20 analytics events (add to cart in PLN, order form success); stored only with the analytics consent of the consent cookie, else 403',
    tags: ['common'],
    body: AnalyticsBatchSchema,
    // 204: nothing to answer.
    response: z.undefined(),
    bodyLimit: 32 * 1024,
    handler: async ({ body }, request) => {
      // A customer's prices are their own market's whatever the page's prefix (priceContextFor): so is
      // the event's market. Only the market is kept, never who (ADR 086).
      const customer = await currentCustomer(request);
      await analytics.record(body, {
        ip: request.ip,
        market: findMarket(customer?.country)?.country ?? null,
        analyticsConsent: parseConsent(request.cookies?.[CONSENT_COOKIE])?.analytics === true,
      });
    },
  });

  staffEndpoint(app, {
    roles: ANALYTICS_DESK_ROLES,
    method: 'GET',
    url: '/ajax/staff/analytics/funnel',
    operationId: 'staff_analytics_funnel',
    summary:
      'The analytics funnel (add to cart → order placed) and its daily table for a period of at most 366 days and a market (sales, admin)',
    tags: ['staff'],
    querystring: AnalyticsFunnelQuerySchema,
    response: AnalyticsFunnelSchema,
    handler: ({ query }, _staff, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return analytics.funnel(query);
    },
  });

  staffEndpoint(app, {
    roles: ANALYTICS_DESK_ROLES,
    method: 'GET',
    url: '/ajax/staff/analytics/export',
    operationId: 'staff_analytics_export',
    summary: 'The analytics funnel’s daily table as CSV (sales, admin)',
    tags: ['staff'],
    querystring: AnalyticsFunnelQuerySchema,
    response: z.string(),
    handler: async ({ query }, _staff, request, reply) => {
      const { funnel, csv } = await analytics.exportCsv(query, await requestLanguage(request));
      const market = funnel.market ?? 'all';
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="analytics-${market}-${funnel.from}-${funnel.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
      return undefined;
    },
  });
}
