/** The search module's public face (ADR 033): search, autocomplete, catalogue lists and their warming. */
export { createSearchService, type SearchService } from './search.service';
export { startWarming } from './listing-cache';
export { searchRoutes } from './search.routes';
