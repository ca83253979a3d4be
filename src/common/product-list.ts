/**
 * Product list parameters (spec §3 product list views), without Zod: the browser parses them from
 * the URL too, and this keeps the validation library out of the page bundle.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const PRODUCT_SORTS = ['symbol', 'price_asc', 'price_desc', 'stock_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Spec §3: product list views linear_view, tiled_view, parametric_view. */
export const PRODUCT_VIEWS = ['linear', 'tiled', 'parametric'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
/** Deep offsets cost more than they help; nobody pages past this. */
export const MAX_PAGE = 1000;

export interface ListParams {
  page: number;
  pageSize: PageSize;
  sort: ProductSort;
  view: ProductView;
}

export const DEFAULT_LIST_PARAMS: ListParams = { page: 1, pageSize: 25, sort: 'symbol', view: 'linear' };

const oneOf = <T extends string | number>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((v) => String(v) === raw);

/**
 * List parameters of a query string; a bad value falls back to its default rather than failing, so
 * a hand-edited or outdated link still shows the list.
 */
export function parseListParams(search: string | URLSearchParams): ListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : DEFAULT_LIST_PARAMS.page,
    pageSize: oneOf(PAGE_SIZES, params.get('pageSize')) ?? DEFAULT_LIST_PARAMS.pageSize,
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? DEFAULT_LIST_PARAMS.sort,
    view: oneOf(PRODUCT_VIEWS, params.get('view')) ?? DEFAULT_LIST_PARAMS.view,
  };
}
