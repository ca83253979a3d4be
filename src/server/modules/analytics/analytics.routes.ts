import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AnalyticsBatchSchema } from '../../../common/analytics';
import { CONSENT_COOKIE, parseConsent } from '../../../common/consent';
import { endpoint } from '../../http/endpoint';
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
      await analytics.record(body, {
        ip: request.ip,
        analyticsConsent: parseConsent(request.cookies?.[CONSENT_COOKIE])?.analytics === true,
      });
    },
  });
}
