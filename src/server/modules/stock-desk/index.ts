/** The staff desk's calls for stock arrivals (ADR 077); the service is ordering's, the guard the desk's. */
export { stockArrivalsRoutes } from './stock-desk.routes';
