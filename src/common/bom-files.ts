/**
 * What a BOM file (a buyer's bill of materials as CSV, TXT, XLS or XLSX) can hold, shared by quick
 * buy, requests for quote and the pages that show a file's column mapping (issue 18, ADR 046).
 * Zod-free, so a page checks with the same rules the server reads with.
 */

/** What a column of a BOM file means. `designators` ("R1, R5") land in the line's note. */
export const BOM_FIELDS = [
  'symbol',
  'customerSymbol',
  'mpn',
  'manufacturer',
  'quantity',
  'note',
  'designators',
  'description',
  'targetPrice',
  'ignore',
] as const;
export type BomField = (typeof BOM_FIELDS)[number];

/** How a column's meaning was decided: its header's words, its values, the buyer, or nothing (ignored). */
export type BomColumnSource = 'header' | 'content' | 'user' | 'none';

/**
 * The buyer's reading of a file: which row holds the headers (1-based; null when the file has
 * none) and what each column means. Columns left out are ignored.
 */
export interface ColumnMapping {
  headerRow: number | null;
  columns: Array<{ index: number; field: BomField }>;
}

/** A file larger than this is refused before it is read (a 10 000-line XLSX is well under 1 MiB). */
export const BOM_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** Data lines a file may hold; a 10 000-line BOM must work (issue 18 "Figures"). */
export const BOM_FILE_MAX_LINES = 20_000;
/** Columns a file may hold; more is a sheet that is not a BOM. */
export const BOM_FILE_MAX_COLUMNS = 200;
/** The header row is looked for among the first rows only (issue 18). */
export const BOM_HEADER_SEARCH_ROWS = 20;
/** A line's part number, note or price longer than this is refused (the catalogue's symbols are far shorter). */
export const BOM_CELL_MAX_LENGTH = 200;
/** A line's note (its designators and the buyer's remark together). */
export const BOM_NOTE_MAX_LENGTH = 2000;
