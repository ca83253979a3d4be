import type { Database } from './db/client';
import { createSystemService, type SystemService } from './modules/system/system.service';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service';
import { createPricingService, type PricingService } from './modules/pricing/pricing.service';
import { createSearchService, type SearchService } from './modules/search/search.service';

/**
 * The shop's services, built once per process around the database. Route handlers and page
 * loaders call these; only repositories inside them touch SQL.
 */
export interface Services {
  database: Database;
  system: SystemService;
  catalog: CatalogService;
  pricing: PricingService;
  search: SearchService;
}

export function createServices(database: Database): Services {
  const pricing = createPricingService(database.db);
  const catalog = createCatalogService(database.db, pricing);
  return {
    database,
    system: createSystemService(database),
    pricing,
    catalog,
    search: createSearchService(database.db, catalog),
  };
}
