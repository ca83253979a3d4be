import type { ProductList } from '../../../common/contracts/catalog';
import type { ProductView } from '../../../common/product-list';
import type {
  Facet,
  SearchFilters,
  SearchResponse,
  SearchSort,
  ParameterSort,
} from '../../../common/contracts/search';

/**
 * What the search loaders hand to the pages: the service's answer plus texts only the server can
 * write cheaply (SI values go through formatSi, which needs decimal.js: not for the browser bundle).
 */
export interface FacetView extends Facet {
  /** Numeric parameters: the range as text, for the hint, the chips and the inputs. */
  rangeText: {
    min: string;
    max: string;
    selectedMin: string | null;
    selectedMax: string | null;
    /** The chosen ends as plain text an input can hold and parse back ("10 kΩ"). */
    inputMin: string;
    inputMax: string;
  } | null;
}

/** One part of "Understood: 10 kΩ · 0603 · 1 %", with the parameter it matched as a tooltip. */
export interface UnderstoodPart {
  text: string;
  title: string | null;
}

/** A list narrowed by search filters: the results page and filtered category/manufacturer pages. */
export interface FilteredList {
  /** The filters of the URL, as applied (without what the page itself stands for). */
  filters: SearchFilters;
  facets: FacetView[];
  /** False when the counts were taken over the best-ranked part of a very large result (lower bounds). */
  facetsExact: boolean;
  /** The category chosen on the results page (its facet lists its children, not itself). */
  chosenCategory: { id: number; name: string } | null;
  /** The products in the shape the list views take. */
  list: ProductList;
  sort: SearchSort;
  /** A parameter column's order, when the list is sorted by one (it takes the place of `sort`). */
  parameterSort?: ParameterSort;
  view: ProductView;
  /** Facet kinds the page does not offer (a manufacturer page has no manufacturer filter). */
  hiddenFacets: Facet['kind'][];
}

export interface SearchPageData extends FilteredList {
  query: string;
  understood: UnderstoodPart[];
  didYouMean: string | null;
  noExactMatch: SearchResponse['noExactMatch'];
  relaxed: SearchResponse['relaxed'];
  suggestedCategories: SearchResponse['suggestedCategories'];
}
