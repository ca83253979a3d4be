/** Rules of saved lists shared by the contract, the server and the pages (no Zod: the browser bundle has them). */

/** Orders a list's items can be shown in (spec: sort and filter; the default is newest first). */
export const ITEM_SORTS = ['added_desc', 'added_asc', 'symbol_asc', 'symbol_desc', 'quantity_desc'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** The page, sort and filter of a list as its address carries them (page, sort, q). */
export interface DirectoryView {
  page: number;
  sort: ItemSort;
  q: string;
}

/** Spec §2: a list is exported as CSV or XLSX; issue 17 adds PDF (favourites.pdf.ts). */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
