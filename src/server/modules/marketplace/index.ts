/** The marketplace module's public face (issue 20, ADR 072): sellers' offers and questions to sellers. */
export { createMarketplaceService, type MarketplaceService } from './marketplace.service';
export { marketplaceRoutes } from './marketplace.routes';
