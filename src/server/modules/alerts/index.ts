/**
 * The alerts module's public face (issue 17): the customer's stock and price alerts and the job that
 * mails them (ADR 039). It is the only writer of customer_alerts.
 */
export { createAlertsService, type AlertsService } from './alerts.service';
export { alertsRoutes } from './alerts.routes';
export { ALERTS_QUEUE, createAlertJob, type AlertJob, type EvaluationResult } from './alerts-job.service';
export type { ChangedProducts } from './alerts-due.repository';
