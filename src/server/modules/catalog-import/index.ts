/** The catalogue import's public face (ADR 033): the import itself and the feed's columns. */
export { importCatalogFile, importCatalogRecords } from './catalog-import.service';
export { FEED_COLUMNS, OPTIONAL_FEED_COLUMNS, parseFeedRecord } from './catalog-import.parse';
