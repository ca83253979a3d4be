/** The pricing module's public face (ADR 033): price lists, exchange rates, stock, Omnibus prices. */
export { createPricingService, productUnit, type PricingService } from './pricing.service';
// The price columns search's repository selects with its products (one reading of a price row).
export { priceDataColumns, toPriceDataRow, type PriceDataRow } from './pricing.repository';
export { pricingRoutes } from './pricing.routes';
