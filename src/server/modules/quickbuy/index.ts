/** The quick-buy module's public face (issue 18, ADR 047): what the app and the BOM file reader may use. */
export { createQuickBuyService, type QuickBuyService, type QuickBuyViewer } from './quickbuy.service';
export { quickBuyRoutes } from './quickbuy.routes';
