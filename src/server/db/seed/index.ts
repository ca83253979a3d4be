export { isSeeded, needsSeed, seedCatalog, type SeedOptions } from './seed-catalog';
export { CatalogGenerator } from './catalog-generator';
