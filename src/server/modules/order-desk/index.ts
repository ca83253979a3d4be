/**
 * The staff desk's order calls (issue 19, ADR 080). Ordering does the work (it owns the order
 * tables); the calls live here, apart, because they need the staff guard and ordering must not
 * import the staff module (staff → auth → customers → ordering would be a cycle).
 */
export { orderDeskRoutes } from './order-desk.routes';
