/** The shop's own analytics (issue 21, ADR 082): the consenting browser's events, stored. */
export { createAnalyticsService, type AnalyticsService } from './analytics.service';
export { analyticsRoutes } from './analytics.routes';
