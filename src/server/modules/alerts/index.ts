/**
 * The alerts module's public face (issue 17): the customer's stock and price alerts. It is the only
 * writer of customer_alerts; the coming alert job marks them fired and sent through this module.
 */
export { createAlertsService, type AlertsService } from './alerts.service';
export { alertsRoutes } from './alerts.routes';
