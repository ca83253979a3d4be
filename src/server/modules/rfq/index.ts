/** The rfq module's public face (issue 18, ADR 051): requests for quote, their quotes, and the quote prices ordering asks. */
export { createRfqService, type QuoteCart, type RfqService } from './rfq.service';
export { createRfqStaffService, type OfferInput, type RfqStaffService } from './rfq.staff';
export { createQuotedPrices } from './rfq.quotes';
export { rfqRoutes } from './rfq.routes';
export { rfqFileRoutes, type ReadBomLines } from './rfq.file-routes';
export { seedDemoQuote } from './rfq.demo';
