import type { Database } from './db/client';
import { createSystemService, type SystemService } from './modules/system/system.service';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service';
import { createPricingService, type PricingService } from './modules/pricing/pricing.service';
import { createContentService, type ContentService } from './modules/content/content.service';
import { createCompareService, type CompareService } from './modules/compare/compare.service';
import { createRelationsService, type RelationsService } from './modules/relations/relations.service';
import { createTinyUrlService, type TinyUrlService } from './modules/tiny-url/tiny-url.service';

/**
 * The shop's services, built once per process around the database. Route handlers and page
 * loaders call these; only repositories inside them touch SQL.
 */
export interface Services {
  database: Database;
  system: SystemService;
  catalog: CatalogService;
  pricing: PricingService;
  content: ContentService;
  compare: CompareService;
  relations: RelationsService;
  tinyUrls: TinyUrlService;
}

export function createServices(database: Database): Services {
  const pricing = createPricingService(database.db);
  const catalog = createCatalogService(database.db, pricing);
  const relations = createRelationsService(database.db, catalog);
  return {
    database,
    system: createSystemService(database),
    pricing,
    catalog,
    content: createContentService(database.db, catalog),
    relations,
    compare: createCompareService(database.db, { catalog, pricing, relations }),
    tinyUrls: createTinyUrlService(database.db),
  };
}
