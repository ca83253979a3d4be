export { isSeeded, needsSeed, seedCatalog, type SeedOptions } from './seed-catalog';
export { CatalogGenerator, DISPLAY_PERMISSIONS, PRODUCT_FLAGS, symbolKeyOf, type ProductFlag } from './catalog-generator';
