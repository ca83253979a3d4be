/**
 * The pricing module's pure face (ADR 033, amended by ADR 047 in session 18): the price rules
 * without the database or the clock, for a worker thread that prices without loading the service.
 */
export { unitPricesFrom } from './pricing.unit-prices';
export type { PriceDataRow } from './pricing.repository';
