/**
 * Contracts of search and parametric filtering (spec §7 "catalog search", autocomplete, documents,
 * search counter, advanced-search categories). The results page and outside clients use the same
 * call: POST /ajax/catalog/search.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { PAGE_SIZES, MAX_PAGE } from '../product-list';
import { CountrySchema, LanguageSchema } from './pricing';
import { CategoryRefSchema, ProductSummarySchema } from './catalog';
import { RESISTOR_COLOURS } from '../resistor-colors';
import { LIFECYCLE_STATUSES, ROHS_STATUSES } from '../product-compliance';

/** Longest query accepted; longer ones are a client mistake (422), never a slow scan. */
export const SEARCH_QUERY_MAX = 200;
/** Parameter filters in one request, and values selected per parameter. */
export const SEARCH_MAX_PARAMETER_FILTERS = 20;
export const SEARCH_MAX_VALUES_PER_FILTER = 50;
export const SEARCH_MAX_MANUFACTURERS = 50;
/** Parameter facets are counted over at most this many (best-ranked) matches. */
export const SEARCH_FACET_SCAN = 2_000;

/** Product flags a list can be narrowed to (checkboxes on the filter panel). */
export const FILTER_FLAGS = [
  'NEW',
  'PROMOTED',
  'SALE',
  'AVAILABLE_IN_INTERNATIONAL_OFFER',
  'EXTERNAL_WAREHOUSE',
] as const;
export type FilterFlag = (typeof FILTER_FLAGS)[number];

export const SEARCH_SORTS = ['relevance', 'symbol', 'price_asc', 'price_desc', 'stock_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * Sorting by one parameter column of the parametric view: numeric parameters by their SI value, text
 * ones by their display text; products without the parameter come last in both directions. Takes the
 * place of `sort` when given.
 */
export const ParameterSortSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  direction: z.enum(['asc', 'desc']),
});
export type ParameterSort = z.infer<typeof ParameterSortSchema>;

/**
 * One parameter's filter: the display values ticked (multi-select, OR within a parameter) and/or a
 * numeric range in the SI base unit (inclusive; only for numeric parameters). With both, a product
 * needs a ticked value inside the range. Filters of different parameters combine with AND.
 */
export const ParameterFilterSchema = z
  .strictObject({
    id: z.number().int().positive(),
    values: z.array(z.string().min(1).max(100)).max(SEARCH_MAX_VALUES_PER_FILTER).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
  })
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, {
    message: messageKey('errors.input.rangeReversed'),
    path: ['min'],
  })
  .refine((f) => (f.values?.length ?? 0) > 0 || f.min !== undefined || f.max !== undefined, {
    message: messageKey('errors.input.filterEmpty'),
    path: ['values'],
  });
export type ParameterFilter = z.infer<typeof ParameterFilterSchema>;

export const SearchFiltersSchema = z.strictObject({
  /** The category and all its descendants. */
  categoryId: z.number().int().positive().optional(),
  manufacturerIds: z.array(z.number().int().positive()).max(SEARCH_MAX_MANUFACTURERS).optional(),
  parameters: z.array(ParameterFilterSchema).max(SEARCH_MAX_PARAMETER_FILTERS).optional(),
  /** Only products with stock in our warehouse. */
  inStock: z.boolean().optional(),
  /** Products carrying every flag listed. */
  flags: z.array(z.enum(FILTER_FLAGS)).max(FILTER_FLAGS.length).optional(),
  /** Products in any of these lifecycle states (ADR 075). */
  lifecycle: z.array(z.enum(LIFECYCLE_STATUSES)).max(LIFECYCLE_STATUSES.length).optional(),
  /** Products with any of these RoHS statuses. */
  rohs: z.array(z.enum(ROHS_STATUSES)).max(ROHS_STATUSES.length).optional(),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const SearchRequestSchema = z.strictObject({
  /** Free text: symbols, words, and values with units ("100nF 50V X7R", "≥ 10 µF"). May be empty when filters narrow a category. */
  query: z.string().max(SEARCH_QUERY_MAX, messageKey('errors.input.searchTooLong')).default(''),
  filters: SearchFiltersSchema.optional(),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.literal(PAGE_SIZES).default(25),
  /** Relevance: exact symbol, symbol prefix, words and values (in stock first), typos. Without a query: symbol order. */
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  parameterSort: ParameterSortSchema.optional(),
  country: CountrySchema.optional(),
  language: LanguageSchema.optional(),
  gross: z.boolean().optional(),
});
export type SearchRequest = z.output<typeof SearchRequestSchema>;
export type SearchRequestInput = z.input<typeof SearchRequestSchema>;

/** How the query was understood: shown above the results ("10 kΩ resistance, 0603 case"). */
export const QueryInterpretationSchema = z.object({
  /** Words matched as text (symbols, description). */
  words: z.array(z.string()),
  /** Values with units matched against typed parameters. */
  quantities: z.array(
    z.object({
      text: z.string(),
      /** SI base unit symbol: Ω, F, V, A, W, Hz. */
      unit: z.string().nullable(),
      valueSi: z.number(),
      op: z.enum(['eq', 'gte', 'lte']),
      /** The parameter it was matched to, when one fits. */
      parameterId: z.number().int().nullable(),
      parameterName: z.string().nullable(),
    }),
  ),
  /** Words that are a text parameter's value ("0603" → Case, "X7R" → Dielectric), matched against it. */
  parameterValues: z.array(
    z.object({
      text: z.string(),
      value: z.string(),
      parameterId: z.number().int(),
      parameterName: z.string(),
    }),
  ),
});
export type QueryInterpretation = z.infer<typeof QueryInterpretationSchema>;

export const FacetValueSchema = z.object({
  /** The value as sent back in a filter (a display text, a manufacturer id as text, a flag). */
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  /** SI value of a numeric parameter's value, for ordering and ranges. */
  valueSi: z.number().nullable().optional(),
});
export type FacetValue = z.infer<typeof FacetValueSchema>;

/** One block of the filter panel with the values still available and their counts. */
export const FacetSchema = z.object({
  kind: z.enum(['category', 'manufacturer', 'parameter', 'flag', 'stock', 'lifecycle', 'rohs']),
  /** Parameter id for kind 'parameter'; 0 otherwise. */
  id: z.number().int(),
  name: z.string(),
  /** SI base unit of a numeric parameter. */
  unit: z.string().nullable(),
  values: z.array(FacetValueSchema),
  /** Numeric parameters: the span of values still available, and the range chosen. */
  range: z
    .object({
      min: z.number(),
      max: z.number(),
      selectedMin: z.number().nullable(),
      selectedMax: z.number().nullable(),
    })
    .nullable(),
});
export type Facet = z.infer<typeof FacetSchema>;

export const SearchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  /** False when counting stopped at the cap (shown as "10 000+"). */
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** In ranked order (or the sort asked for). */
  products: z.array(ProductSummarySchema),
  filters: z.array(FacetSchema),
  /**
   * False when the facet counts were taken over the best-ranked part of a large match set (more
   * than SEARCH_FACET_SCAN matches): then they are lower bounds, shown as such.
   */
  facetsExact: z.boolean(),
  interpretation: QueryInterpretationSchema,
  /** Set when exactly one product's symbol or manufacturer symbol equals the query (normalised). */
  exactMatch: z.object({ symbol: z.string(), url: z.string() }).nullable(),
  /**
   * The query looks like one part number, no product has it, and what is listed are similar part
   * numbers (typo and look-alike matches): the page says so above the list. `similar`: the first of
   * them, in the order listed.
   */
  noExactMatch: z.object({ query: z.string(), similar: z.array(z.string()) }).nullable(),
  /**
   * Nothing matched every term of the query: the results are those of the query without one term
   * (`dropped`, as typed), the last one typed that leaves something; `query` is what was searched.
   */
  relaxed: z.object({ dropped: z.string(), query: z.string() }).nullable(),
  /** Empty results: a close symbol or word that does match, and the nearest categories. */
  didYouMean: z.string().nullable(),
  suggestedCategories: z.array(CategoryRefSchema.extend({ productCount: z.number().int() })),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

// ---------------------------------------------------------------- autocomplete

export const AutocompleteRequestSchema = z.strictObject({
  query: z.string().min(1).max(SEARCH_QUERY_MAX),
  language: LanguageSchema.optional(),
  country: CountrySchema.optional(),
  limit: z.number().int().min(1).max(20).default(8),
});
export type AutocompleteRequest = z.output<typeof AutocompleteRequestSchema>;

export const AutocompleteResponseSchema = z.object({
  query: z.string(),
  products: z.array(
    z.object({
      symbol: z.string(),
      manufacturerSymbol: z.string(),
      manufacturer: z.string(),
      name: z.string(),
      url: z.string(),
      /** Which field matched: shown highlighted. */
      matched: z.enum(['symbol', 'manufacturerSymbol', 'originalSymbol']),
    }),
  ),
  manufacturers: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), path: z.string(), url: z.string() }),
  ),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

// ---------------------------------------------------------------- documents, counter, categories

export const DocumentSearchRequestSchema = z.strictObject({
  /** A product symbol (or its start) or words of a document title. */
  query: z
    .string()
    .trim()
    .min(2, messageKey('errors.input.searchTooShort'))
    .max(SEARCH_QUERY_MAX, messageKey('errors.input.searchTooLong')),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  country: CountrySchema.optional(),
  language: LanguageSchema.optional(),
});
export type DocumentSearchRequest = z.output<typeof DocumentSearchRequestSchema>;

export const DocumentSearchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  /** False when the search stopped at its cap. */
  totalExact: z.boolean(),
  documents: z.array(
    z.object({
      kind: z.string(),
      title: z.string(),
      url: z.string(),
      language: z.string().nullable(),
      productSymbol: z.string(),
      productUrl: z.string(),
      manufacturer: z.string(),
    }),
  ),
});
export type DocumentSearchResponse = z.infer<typeof DocumentSearchResponseSchema>;

/** The search counter (spec §7): the page reports a search it showed, with its number of results. */
export const SearchCounterRequestSchema = z.strictObject({
  query: z
    .string()
    .trim()
    .min(1, messageKey('errors.search.emptyQuery'))
    .max(SEARCH_QUERY_MAX, messageKey('errors.input.searchTooLong')),
  results: z.number().int().min(0).max(1_000_000_000),
});
export type SearchCounterRequest = z.output<typeof SearchCounterRequestSchema>;

export const SearchCounterResponseSchema = z.object({
  query: z.string(),
  /** Searches of this text today (case and spacing ignored), this one included. */
  searchesToday: z.number().int(),
});
export type SearchCounterResponse = z.infer<typeof SearchCounterResponseSchema>;

/** Advanced search: the categories a query's matches fall into (the category facet alone, whole tree). */
export const SearchCategoriesRequestSchema = z.strictObject({
  query: z.string().max(SEARCH_QUERY_MAX, messageKey('errors.input.searchTooLong')).default(''),
  filters: SearchFiltersSchema.optional(),
  country: CountrySchema.optional(),
  language: LanguageSchema.optional(),
});
export type SearchCategoriesRequest = z.output<typeof SearchCategoriesRequestSchema>;

export const SearchCategoriesResponseSchema = z.object({
  query: z.string(),
  /** Matches counted (up to the cap). */
  total: z.number().int(),
  totalExact: z.boolean(),
  /** Every category holding matches, parents before their children, children by count; counts include descendants. */
  categories: z.array(
    CategoryRefSchema.extend({
      productCount: z.number().int(),
      depth: z.number().int(),
      parentId: z.number().int().nullable(),
      url: z.string(),
    }),
  ),
});
export type SearchCategoriesResponse = z.infer<typeof SearchCategoriesResponseSchema>;

// ---------------------------------------------------------------- prompts (spec §7 products prompts)

const PromptQuerySchema = z
  .string()
  .trim()
  .min(1, messageKey('errors.input.searchTooShort'))
  .max(SEARCH_QUERY_MAX, messageKey('errors.input.searchTooLong'));

/** Spec §7 products prompts: what to offer for what the buyer typed. */
export const SearchPromptsRequestSchema = z.strictObject({
  query: PromptQuerySchema,
  language: LanguageSchema.optional(),
  country: CountrySchema.optional(),
  limit: z.number().int().min(1).max(20).default(8),
});
export type SearchPromptsRequest = z.output<typeof SearchPromptsRequestSchema>;

/**
 * The search's own "did you mean" (a corrected query, null when the query matched as typed) and the
 * autocomplete's products, manufacturers and categories for the same text.
 */
export const SearchPromptsResponseSchema = AutocompleteResponseSchema.extend({
  didYouMean: z.string().nullable(),
});
export type SearchPromptsResponse = z.infer<typeof SearchPromptsResponseSchema>;

/** Spec §7 products prompts deleted-words: the words the search let go of to find anything. */
export const DeletedWordsRequestSchema = z.strictObject({
  query: PromptQuerySchema,
  language: LanguageSchema.optional(),
  country: CountrySchema.optional(),
});
export type DeletedWordsRequest = z.output<typeof DeletedWordsRequestSchema>;

export const DeletedWordsResponseSchema = z.object({
  /** The query as the search read it. */
  query: z.string(),
  /** The query whose results the search shows: the query itself when nothing was dropped. */
  searched: z.string(),
  /** Words dropped from the query (empty when every word matched, or when nothing matched at all). */
  dropped: z.array(z.string()),
});
export type DeletedWordsResponse = z.infer<typeof DeletedWordsResponseSchema>;
/**
 * The resistor colour-code calculator (spec §7 "resistor calculator parameters"): either the bands
 * (4, 5 or 6 colours, read from the end nearer a band) or a resistance in ohms, never both. The
 * colour logic is ../resistor-colors.
 */
export const ResistorCalculatorRequestSchema = z
  .object({
    bands: z
      .array(z.enum(RESISTOR_COLOURS, { message: messageKey('errors.resistor.colour') }))
      .min(4, messageKey('errors.resistor.bandCount'))
      .max(6, messageKey('errors.resistor.bandCount'))
      .optional(),
    /** Ohms. */
    resistance: z
      .number(messageKey('errors.input.number'))
      .positive(messageKey('errors.resistor.resistance'))
      .max(1e11, messageKey('errors.resistor.resistance'))
      .optional(),
    /** Per cent; with `resistance` only. */
    tolerance: z.number(messageKey('errors.input.number')).positive().max(20).optional(),
    bandCount: z
      .union([z.literal(4), z.literal(5), z.literal(6)], { message: messageKey('errors.resistor.bandCount') })
      .optional(),
    /** ppm/K of the 6th band; with `resistance` and 6 bands only. Default 100. */
    temperatureCoefficient: z.number(messageKey('errors.input.number')).int().positive().max(250).optional(),
    /** The market whose search page `search.url` leads to. */
    country: CountrySchema.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.bands === undefined) === (value.resistance === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['bands'],
        message: messageKey('errors.resistor.bandsOrResistance'),
      });
    }
  });
export type ResistorCalculatorRequest = z.output<typeof ResistorCalculatorRequestSchema>;

export const ResistorCalculatorResponseSchema = z.object({
  bands: z.array(z.enum(RESISTOR_COLOURS)),
  /** Ohms. */
  resistance: z.number(),
  /** Per cent. */
  tolerance: z.number(),
  /** ppm/K; null below 6 bands. */
  temperatureCoefficient: z.number().nullable(),
  /** "4.7 kΩ ±5 %". */
  text: z.string(),
  /** Finding the products: the unit-aware search text and the results page showing it. */
  search: z.object({ query: z.string(), url: z.string() }),
});
export type ResistorCalculatorResponse = z.infer<typeof ResistorCalculatorResponseSchema>;
