/**
 * The rfq module's public face (issue 18, ADR 051, 054): requests for quote, their quotes, special
 * offers, and the locked prices ordering asks (quotes' and offers' behind one port).
 */
export { createRfqService, type QuoteCart, type RfqService } from './rfq.service';
export { createRfqStaffService, type OfferInput, type RfqActor, type RfqStaffService } from './rfq.staff';
export { createQuotedPrices } from './rfq.quotes';
export { rfqRoutes } from './rfq.routes';
export { rfqDeskRoutes } from './rfq.desk-routes';
export { rfqFileRoutes, type ReadBomLines } from './rfq.file-routes';
export { seedDemoQuote } from './rfq.demo';
export { createOffersService, type OffersService } from './offers.service';
export { createOfferPrices, lockedPrices } from './offers.prices';
export { offersRoutes } from './offers.routes';
export { createRfqExpiryJob, RFQ_EXPIRY_QUEUE, type RfqExpiryJob } from './rfq.expiry';
