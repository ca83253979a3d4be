/**
 * Search filters in the page URL, so a filtered list can be shared, reloaded and walked back with
 * the browser's back button. The encoding is short and readable:
 *
 *   ?q=10k&cat=12&mf=12,40&p17=0603,0805&r9=1000..10000&stock=1&flag=NEW,SALE
 *
 *   cat=ID            category (the search page; category pages have it in the path)
 *   mf=ID,ID          manufacturers
 *   p<ID>=v,v         values of parameter ID, as displayed (a comma inside a value is written "\,")
 *   r<ID>=min..max    range of parameter ID in its SI base unit; either end may be empty; "10k" works too
 *   stock=1           in stock only
 *   flag=F,F          product flags
 *   life=S,S          lifecycle states (active, nrnd, ltb, obsolete; ADR 075)
 *   rohs=S,S          RoHS statuses (compliant, exemption, not_compliant, unknown)
 *
 * Parsing never throws: what it does not understand, or what exceeds the API's limits, it leaves out,
 * so a hand-edited or outdated link still shows a list instead of an error.
 *
 * No Zod and no contract values here (types only): the browser bundle builds every filter link with
 * this module. The limits below repeat the contract's; filter-url.test.ts checks they agree.
 */
import type {
  FilterFlag,
  ParameterFilter,
  ParameterSort,
  SearchFilters,
  SearchSort,
} from '../contracts/search';
import { PAGE_SIZES, PRODUCT_VIEWS, MAX_PAGE, type PageSize, type ProductView } from '../product-list';
import { parseSi } from '../si-parse';
import {
  LIFECYCLE_STATUSES,
  ROHS_STATUSES,
  type LifecycleStatus,
  type RohsStatus,
} from '../product-compliance';

export const FILTER_FLAG_VALUES: readonly FilterFlag[] = [
  'NEW',
  'PROMOTED',
  'SALE',
  'AVAILABLE_IN_INTERNATIONAL_OFFER',
  'EXTERNAL_WAREHOUSE',
];
export const SEARCH_SORT_VALUES: readonly SearchSort[] = [
  'relevance',
  'symbol',
  'price_asc',
  'price_desc',
  'stock_desc',
];
export const FILTER_LIMITS = {
  parameters: 20,
  valuesPerParameter: 50,
  manufacturers: 50,
  valueLength: 100,
} as const;

/** Ids are int4 in the database; a larger number can only be junk. */
const MAX_ID = 2_147_483_647;
const VALUE_PARAM = /^p([1-9]\d{0,9})$/;
const RANGE_PARAM = /^r([1-9]\d{0,9})$/;
const FIXED_PARAMS = new Set(['cat', 'mf', 'stock', 'flag', 'life', 'rohs']);

/** True for the query parameters this module owns (so they can be replaced as a whole). */
export function isFilterParam(name: string): boolean {
  return FIXED_PARAMS.has(name) || VALUE_PARAM.test(name) || RANGE_PARAM.test(name);
}

function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text.trim())) return undefined;
  const id = Number(text.trim());
  return id <= MAX_ID ? id : undefined;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** "a,b\,c" → ["a", "b,c"]. */
function splitValues(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length) current += text[++i];
    else if (ch === ',') {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

const escapeValue = (value: string) => value.replace(/[\\,]/g, '\\$&');

/** A range end: a plain number in the base unit, or anything parseSi reads ("10k", "4.7µ", "100n"). */
export function parseRangeEnd(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const plain = Number(trimmed);
  const value = Number.isFinite(plain) ? plain : parseSi(trimmed)?.value;
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

function parseRange(text: string): { min?: number; max?: number } | undefined {
  const parts = text.split('..');
  if (parts.length !== 2) return undefined;
  const [minText, maxText] = parts;
  const min = parseRangeEnd(minText);
  const max = parseRangeEnd(maxText);
  // An end that is there but unreadable spoils the range; an empty end just leaves it open.
  if ((minText.trim() !== '' && min === undefined) || (maxText.trim() !== '' && max === undefined))
    return undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** The filters a URL's query holds. Never throws; unknown or invalid parameters are ignored. */
export function parseFilterParams(search: string | URLSearchParams): SearchFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: SearchFilters = {};

  const categoryId = parseId(params.get('cat') ?? '');
  if (categoryId !== undefined) filters.categoryId = categoryId;

  const manufacturerIds = unique(
    params
      .getAll('mf')
      .flatMap((v) => v.split(','))
      .flatMap((v) => parseId(v) ?? []),
  );
  if (manufacturerIds.length > 0)
    filters.manufacturerIds = manufacturerIds.slice(0, FILTER_LIMITS.manufacturers);

  const byId = new Map<number, ParameterFilter>();
  const filterOf = (id: number) => {
    let filter = byId.get(id);
    if (!filter) byId.set(id, (filter = { id }));
    return filter;
  };
  for (const [name, raw] of params) {
    const valueMatch = VALUE_PARAM.exec(name);
    const rangeMatch = RANGE_PARAM.exec(name);
    const id = parseId((valueMatch ?? rangeMatch)?.[1] ?? '');
    if (id === undefined) continue;
    if (valueMatch) {
      const values = splitValues(raw)
        .map((v) => v.trim())
        .filter((v) => v.length > 0 && v.length <= FILTER_LIMITS.valueLength);
      if (values.length === 0) continue;
      const filter = filterOf(id);
      filter.values = unique([...(filter.values ?? []), ...values]).slice(
        0,
        FILTER_LIMITS.valuesPerParameter,
      );
    } else {
      const range = parseRange(raw);
      if (!range) continue;
      const filter = filterOf(id);
      delete filter.min;
      delete filter.max;
      Object.assign(filter, range);
    }
  }
  const parameters = [...byId.values()].sort((a, b) => a.id - b.id).slice(0, FILTER_LIMITS.parameters);
  if (parameters.length > 0) filters.parameters = parameters;

  const stock = params.get('stock');
  if (stock === '1' || stock === 'true') filters.inStock = true;

  const flags = unique(
    params
      .getAll('flag')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toUpperCase())
      .filter((v): v is FilterFlag => (FILTER_FLAG_VALUES as readonly string[]).includes(v)),
  );
  if (flags.length > 0) filters.flags = flags;

  const lifecycle = listOf<LifecycleStatus>(params, 'life', LIFECYCLE_STATUSES);
  if (lifecycle.length > 0) filters.lifecycle = lifecycle;
  const rohs = listOf<RohsStatus>(params, 'rohs', ROHS_STATUSES);
  if (rohs.length > 0) filters.rohs = rohs;
  return filters;
}

/** The known values of a comma list parameter, lower case, each once. */
function listOf<T extends string>(params: URLSearchParams, name: string, known: readonly T[]): T[] {
  return unique(
    params
      .getAll(name)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter((v): v is T => (known as readonly string[]).includes(v)),
  );
}

/** A number as short as it is exact: 1000, 0.0047, 1e-7. */
const numberText = (value: number) => String(value);

/** The query parameters of some filters, in a stable order (the same filters give the same URL). */
export function filtersToSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId !== undefined) params.set('cat', String(filters.categoryId));
  if (filters.manufacturerIds?.length) params.set('mf', unique(filters.manufacturerIds).join(','));
  const parameters = [...(filters.parameters ?? [])].sort((a, b) => a.id - b.id);
  for (const p of parameters) {
    if (p.values?.length) params.set(`p${p.id}`, unique(p.values).map(escapeValue).join(','));
  }
  for (const p of parameters) {
    if (p.min !== undefined || p.max !== undefined) {
      params.set(
        `r${p.id}`,
        `${p.min === undefined ? '' : numberText(p.min)}..${p.max === undefined ? '' : numberText(p.max)}`,
      );
    }
  }
  if (filters.inStock) params.set('stock', '1');
  if (filters.flags?.length) params.set('flag', unique(filters.flags).join(','));
  if (filters.lifecycle?.length) params.set('life', unique(filters.lifecycle).join(','));
  if (filters.rohs?.length) params.set('rohs', unique(filters.rohs).join(','));
  return params;
}

/** How many choices the filters hold (the "Filters (n)" button). The category of a category page is not one. */
export function countFilters(filters: SearchFilters, options: { countCategory?: boolean } = {}): number {
  return (
    (options.countCategory && filters.categoryId !== undefined ? 1 : 0) +
    (filters.manufacturerIds?.length ?? 0) +
    (filters.parameters ?? []).reduce(
      (n, p) => n + (p.values?.length ?? 0) + (p.min !== undefined || p.max !== undefined ? 1 : 0),
      0,
    ) +
    (filters.inStock ? 1 : 0) +
    (filters.flags?.length ?? 0) +
    (filters.lifecycle?.length ?? 0) +
    (filters.rohs?.length ?? 0)
  );
}

export function hasFilters(filters: SearchFilters): boolean {
  return countFilters(filters, { countCategory: true }) > 0;
}

/**
 * A query string that keeps commas and dots readable ("mf=12,40", "r9=1000..10000"), which
 * URLSearchParams would write as %2C. Both forms parse the same.
 */
export function formatQuery(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const [key, value] of params) {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`);
  }
  return parts.join('&');
}

/**
 * The current page's query with its filters replaced by `filters`: the text, view, sort and page size
 * stay, the page number goes (a new choice starts at page 1).
 */
export function replaceFilters(search: string | URLSearchParams, filters: SearchFilters): URLSearchParams {
  const current = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [key, value] of current) {
    if (!isFilterParam(key) && key !== 'page') out.append(key, value);
  }
  for (const [key, value] of filtersToSearchParams(filters)) out.append(key, value);
  return out;
}

/** `pathname?query` with the filters replaced (see replaceFilters). */
export function filterHref(pathname: string, search: string, filters: SearchFilters): string {
  const query = formatQuery(replaceFilters(search, filters));
  return query ? `${pathname}?${query}` : pathname;
}

// ---------------------------------------------------------------- list parameters of a search

export interface SearchListParams {
  page: number;
  pageSize: PageSize;
  sort: SearchSort;
  /** A parameter column's order (`sort=p<ID>_asc|desc`): takes the place of `sort` when there. */
  parameterSort?: ParameterSort;
  view: ProductView;
}

const PARAMETER_SORT = /^p([1-9]\d{0,9})_(asc|desc)$/;

/** The `sort` value of a parameter column's order: "p17_asc". */
export function parameterSortValue(sort: ParameterSort): string {
  return `p${sort.id}_${sort.direction}`;
}

/** "p17_desc" → { id: 17, direction: 'desc' }; anything else → undefined. */
export function parseParameterSort(text: string | null): ParameterSort | undefined {
  const match = PARAMETER_SORT.exec(text ?? '');
  const id = match ? parseId(match[1]!) : undefined;
  return id === undefined ? undefined : { id, direction: match![2] as ParameterSort['direction'] };
}

/**
 * Page, size, sort and view of a search results page or a filtered list. Relevance is the default
 * when there is a text to be relevant to; a plain list is sorted by symbol like the catalogue.
 */
export function parseSearchListParams(search: string | URLSearchParams, hasQuery: boolean): SearchListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = Number(params.get('page'));
  const sort = SEARCH_SORT_VALUES.find((s) => s === params.get('sort'));
  const parameterSort = parseParameterSort(params.get('sort'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: PAGE_SIZES.find((s) => String(s) === params.get('pageSize')) ?? 25,
    sort: sort === 'relevance' && !hasQuery ? 'symbol' : (sort ?? (hasQuery ? 'relevance' : 'symbol')),
    ...(parameterSort && { parameterSort }),
    view: PRODUCT_VIEWS.find((v) => v === params.get('view')) ?? 'linear',
  };
}
