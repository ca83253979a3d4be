/**
 * Loading of lists narrowed by search: the results page (/katalog/?q=…) and category or
 * manufacturer pages with filters. Server only: it formats SI values with formatSi (decimal.js) so
 * the browser gets texts and keeps its bundle small.
 */
import type { ProductList } from '../../../common/contracts/catalog';
import type {
  Facet,
  QueryInterpretation,
  SearchFilters,
  SearchRequest,
  SearchResponse,
} from '../../../common/contracts/search';
import type { AppError, FieldError, FieldProblem } from '../../../common/errors';
import { formatSi } from '../../../common/format-si';
import { parseFilterParams, parseSearchListParams } from '../../../common/search/filter-url';
import type { FacetView, FilteredList, UnderstoodPart } from '../../features/search/search-view';
import { priceContext, type PageLoadArgs } from '../loader-support.server';

/** Longest search text we pass on; the API refuses longer ones (SEARCH_QUERY_MAX). */
const QUERY_MAX = 200;
/** Columns of the parametric view, as in the catalogue's own lists. */
const PARAMETER_COLUMNS = 6;
/** List rows and tiles show a few key parameters (product-rows KEY_PARAMETERS_SHOWN), read ahead for gaps. */
const KEY_PARAMETER_COLUMNS = 8;

export function searchQueryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
}

const si = (value: number, unit: string | null, plain = false) => {
  try {
    return formatSi(value, unit ?? '', { plain });
  } catch {
    return String(value);
  }
};

/** Facets with the SI texts of their ranges. */
export function facetViews(facets: Facet[]): FacetView[] {
  return facets.map((facet) => {
    const range = facet.range;
    return {
      ...facet,
      rangeText: range
        ? {
            min: si(range.min, facet.unit),
            max: si(range.max, facet.unit),
            selectedMin: range.selectedMin === null ? null : si(range.selectedMin, facet.unit),
            selectedMax: range.selectedMax === null ? null : si(range.selectedMax, facet.unit),
            inputMin: range.selectedMin === null ? '' : si(range.selectedMin, facet.unit, true),
            inputMax: range.selectedMax === null ? '' : si(range.selectedMax, facet.unit, true),
          }
        : null,
    };
  });
}

const OPERATORS = { eq: '', gte: '≥ ', lte: '≤ ' } as const;

/**
 * "Understood: 10 kΩ · 0603 · 1 %": values with units, then words recognised as a parameter's value,
 * then the remaining words, each with the parameter it matched as a tooltip.
 */
export function understoodParts(interpretation: QueryInterpretation): UnderstoodPart[] {
  const valueWords = new Set((interpretation.parameterValues ?? []).map((v) => v.text.toLowerCase()));
  return [
    ...interpretation.quantities.map((q) => ({
      text: `${OPERATORS[q.op]}${q.unit === null ? q.text : si(q.valueSi, q.unit)}`,
      title: q.parameterName,
    })),
    ...(interpretation.parameterValues ?? []).map((v) => ({ text: v.value, title: v.parameterName })),
    ...interpretation.words
      .filter((word) => !valueWords.has(word.toLowerCase()))
      .map((word) => ({ text: word, title: null })),
  ];
}

/** The search answer in the shape of the catalogue's lists, with the parametric view's values. */
async function asProductList(
  args: PageLoadArgs,
  response: SearchResponse,
  facets: Facet[],
  parametric: boolean,
): Promise<ProductList> {
  // The parameters the matches are filtered by (the facets, most informative first) are the
  // table's columns and the rows' and tiles' key parameters; their values come in one query.
  const columns = facets
    .filter((f) => f.kind === 'parameter')
    .slice(0, parametric ? PARAMETER_COLUMNS : KEY_PARAMETER_COLUMNS)
    .map((f) => ({ id: f.id, name: f.name, unit: f.unit }));
  const parameterValues =
    columns.length > 0 && response.products.length > 0
      ? await args.services.catalog.parameterValues(
          response.products.map((p) => p.productId),
          columns.map((c) => c.id),
          args.locale.language,
        )
      : {};
  return {
    total: response.total,
    totalExact: response.totalExact,
    page: response.page,
    pageSize: response.pageSize,
    pageCount: response.pageCount,
    items: response.products,
    parameterColumns: columns,
    parameterValues,
  };
}

/**
 * A 422 of a service. By shape, not instanceof: the server bundle of the pages carries its own copy
 * of common/errors, so the AppError class the services throw is not the one imported here.
 */
function isValidationError(error: unknown): error is AppError {
  return error instanceof Error && error.name === 'AppError' && (error as AppError).status === 422;
}

export interface FilteredSearch {
  response: SearchResponse;
  list: FilteredList;
}

/**
 * The filters without the parts a 422 of the search named (an id that does not exist, a range on a
 * text parameter): a stale or hand-edited link then shows the list with what still makes sense.
 * Null when a named field is not one of the filters', so nothing can be dropped with certainty.
 */
export function withoutRefused(
  filters: SearchFilters,
  refused: ReadonlyArray<FieldProblem | FieldError>,
): SearchFilters | null {
  const out: SearchFilters = structuredClone(filters);
  const dropManufacturers = new Set<number>();
  const dropParameters = new Set<number>();
  const dropRanges = new Set<number>();
  for (const { field } of refused) {
    const m = /^filters\.(categoryId|manufacturerIds|parameters)(?:\.(\d+)(?:\.(\w+))?)?$/.exec(field);
    if (!m) return null;
    const [, name, index, part] = m;
    if (name === 'categoryId') delete out.categoryId;
    else if (name === 'manufacturerIds' && index !== undefined) dropManufacturers.add(Number(index));
    // A range on a text parameter: the ticked values of it may still be right.
    else if (name === 'parameters' && (part === 'min' || part === 'max')) dropRanges.add(Number(index));
    else if (name === 'parameters' && index !== undefined) dropParameters.add(Number(index));
    else return null;
  }
  if (out.manufacturerIds)
    out.manufacturerIds = out.manufacturerIds.filter((_, i) => !dropManufacturers.has(i));
  if (out.parameters) {
    out.parameters = out.parameters
      .map((p, i) => (dropRanges.has(i) ? { id: p.id, ...(p.values && { values: p.values }) } : p))
      .filter(
        (p, i) => !dropParameters.has(i) && (p.values?.length || p.min !== undefined || p.max !== undefined),
      );
  }
  if (out.manufacturerIds?.length === 0) delete out.manufacturerIds;
  if (out.parameters?.length === 0) delete out.parameters;
  return out;
}

/**
 * Runs the search the URL asks for. `fixed` is what the page itself stands for (its category or
 * manufacturer): it overrides the URL, and its facet is not offered.
 */
export async function loadFilteredSearch(
  args: PageLoadArgs,
  query: string,
  fixed: Pick<SearchFilters, 'categoryId' | 'manufacturerIds'> = {},
): Promise<FilteredSearch> {
  let chosen = parseFilterParams(args.url.searchParams);
  if (fixed.categoryId !== undefined) delete chosen.categoryId;
  if (fixed.manufacturerIds !== undefined) delete chosen.manufacturerIds;
  const { page, pageSize, sort, view, ...listParams } = parseSearchListParams(
    args.url.searchParams,
    query !== '',
  );
  let parameterSort = listParams.parameterSort;
  const requestWith = (filters: SearchFilters): SearchRequest => ({
    query,
    ...(Object.keys(filters).length > 0 && { filters }),
    page,
    pageSize,
    sort,
    ...(parameterSort && { parameterSort }),
    country: args.locale.country as SearchRequest['country'],
    language: args.locale.language,
    gross: args.locale.gross,
  });
  const ctx = priceContext(args.locale);
  let response: SearchResponse | undefined;
  // A link may name filters or a column sort the catalogue no longer has: leave them out rather than
  // fail the page. Filters are checked before the sort, so a link with both takes two rounds.
  for (let round = 0; !response; round++) {
    try {
      response = await args.services.search.search(requestWith({ ...chosen, ...fixed }), ctx);
    } catch (error) {
      if (!isValidationError(error) || round >= 2) throw error;
      const refused = error.options.data ?? [];
      if (refused.some((e) => e.field.startsWith('parameterSort'))) parameterSort = undefined;
      else if (Object.keys(chosen).length === 0) throw error;
      else chosen = withoutRefused(chosen, refused) ?? {};
    }
  }
  const chosenCategory =
    chosen.categoryId === undefined
      ? null
      : await args.services.catalog.getCategory(chosen.categoryId, args.locale.language);
  const list = await asProductList(args, response, response.filters, view === 'parametric');
  const hiddenFacets: Facet['kind'][] = [];
  if (fixed.categoryId !== undefined) hiddenFacets.push('category');
  if (fixed.manufacturerIds !== undefined) hiddenFacets.push('manufacturer');
  return {
    response,
    list: {
      filters: chosen,
      facets: facetViews(response.filters),
      facetsExact: response.facetsExact,
      chosenCategory: chosenCategory && { id: chosenCategory.id, name: chosenCategory.name },
      list,
      sort,
      ...(parameterSort && { parameterSort }),
      view,
      hiddenFacets,
    },
  };
}
