/** The catalog module's public face (ADR 033): products, categories, makers and their texts. */
export { createCatalogService, localized, type CatalogService, type SummaryOptions } from './catalog.service';
export { productText, translateGeneratedText } from './catalogue-language';
export { englishGroupsOf, type EnglishGroup } from './catalogue-vocabulary-search';
// The product query search's repository narrows with its own conditions (one definition of a product row).
export { productQueryWith, type ProductRow } from './catalog.repository';
export { catalogRoutes } from './catalog.routes';
