/**
 * Search and parametric filtering (spec §7 catalog search, autocomplete, documents, search counter,
 * advanced-search categories). Ranking: exact symbol, symbol prefix, words and values, typos.
 * Products come as the catalogue's ProductSummary (catalog.productSummaries), so prices, stock,
 * labels and links are those of every other list.
 */
import { PRODUCT_LIST_COUNT_CAP, normaliseSymbol, type CategoryRef } from '../../../common/contracts/catalog';
import type { PriceContext } from '../../../common/contracts/pricing';
import {
  FILTER_FLAGS,
  SEARCH_FACET_SCAN,
  type AutocompleteRequest,
  type DeletedWordsRequest,
  type DeletedWordsResponse,
  type SearchPromptsRequest,
  type SearchPromptsResponse,
  type AutocompleteResponse,
  type DocumentSearchRequest,
  type DocumentSearchResponse,
  type Facet,
  type FacetValue,
  type SearchCategoriesRequest,
  type SearchCategoriesResponse,
  type SearchCounterRequest,
  type SearchCounterResponse,
  type SearchFilters,
  type SearchRequest,
  type SearchResponse,
} from '../../../common/contracts/search';
import { validationError, type FieldProblem } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { documentHref, isShopDocument } from '../../../common/documents';
import { generate } from '../../../common/routes.server';
import { cleanQueryText, parseSearchQuery, type ParsedQuery } from '../../../common/search/query-parser';
import type { Db } from '../../db/client';
import { localized, type CatalogService, productText, translateGeneratedText } from '../catalog';
import { buildPlan, filterSpec, lookalikeKeys, wordTsquery } from './search-plan';
import {
  correctWord,
  fold,
  loadReference,
  loadVocabulary,
  type Reference,
  type Vocabulary,
} from './search-reference';
import { cachedUnderCatalogueVersion, selectCatalogueVersion } from '../../db/catalogue-version';
import { createFacetSets } from './facet-sets';
import { createListingCache, type CatalogueList } from './listing-cache';
import { SearchCache } from './search-cache';
import { similarity as similarityOf } from './trigram';
import {
  explainStatement,
  runSearchStatement,
  selectExactHits,
  EXACT_HITS_MAX,
  FACET_FLAGS,
  ATTRIBUTE_FACETS,
  type AttributeFacet,
  searchStatementSql,
  selectParameterSortedPage,
  sortedPageSql,
  selectDocuments,
  selectSortedPage,
  selectSymbolPrefixes,
  upsertSearchLog,
  DOCUMENT_SCAN,
  type ExactHitRow,
  type FilterSpec,
  type MatchSpec,
  type SearchStatement,
  type SearchStatementResult,
} from './search.repository';

export interface SearchServiceOptions {
  /** How long reference data (parameters, manufacturers, categories, vocabularies) is reused. */
  referenceTtlMs?: number;
  /** Matches counted before "10 000+" (tests lower it to reach the paths past the cap). */
  countCap?: number;
  /** Matches the parameter facets are counted over. */
  facetScan?: number;
  /**
   * How long the counts and facets of a list without search text (a category or maker page, with at
   * most one maker ticked) are reused: the same for every visitor, and 5–10× the cost of the list.
   * 0 turns the reuse off.
   */
  listingFacetTtlMs?: number;
  /**
   * How long a search's matches and facet counts are reused for the same query and filters (an
   * in-process micro-cache keyed by the catalogue version); 0 or undefined: not at all.
   */
  resultCacheTtlMs?: number;
}

/**
 * `productsOnly`: the page's products and the totals are all that is read (the customer API): no
 * parameter facet is counted (the statement's passes over up to SEARCH_FACET_SCAN matches' parameters)
 * and the cards get no key parameters. The answer's `filters` then hold no parameter facets.
 */
export interface SearchOptions {
  productsOnly?: boolean;
}

/** Listings whose counts and facets are kept (one per category × maker at most). */
const LISTING_CACHE_ENTRIES = 5_000;

/** Similar part numbers named in the "no exact match" notice. */
const NEAR_MISSES_NAMED = 5;
/** Terms tried leaving out when all of them find nothing. */
const RELAX_TRIES = 3;

/** Typo matches are looked for when the exact, prefix and word matches give fewer than this. */
const FUZZY_WHEN_FEWER = 3;
/** Filter panel limits: parameter facets, values per facet, manufacturers listed. */
const MAX_PARAMETER_FACETS = 12;
const MAX_FACET_VALUES = 50;
const MAX_MANUFACTURER_VALUES = 50;
const MAX_SUGGESTED_CATEGORIES = 5;
const AUTOCOMPLETE_NAMES = 5;
/** Searches whose results the micro-cache keeps (a few kB each). */
const RESULT_CACHE_ENTRIES = 2000;
/**
 * How long a search's parameter counts serve the clicks that follow it (as long as a listing), and
 * how many are kept (tens of kB for a broad search: the memory stays in the tens of MB).
 */
const FACET_SET_TTL_MS = 5 * 60_000;
const FACET_SET_ENTRIES = 1000;

/** Results the prompts read (only the search's notes are used, not its products). */
const PROMPT_PAGE_SIZE = 10;

export function createSearchService(db: Db, catalog: CatalogService, options: SearchServiceOptions = {}) {
  const ttl = options.referenceTtlMs ?? 5 * 60_000;
  const countCap = options.countCap ?? PRODUCT_LIST_COUNT_CAP;
  const facetScan = options.facetScan ?? SEARCH_FACET_SCAN;
  // Under the catalogue version: filters name the categories and makers an import just brought.
  const reference = cachedUnderCatalogueVersion(db, () => loadReference(db), ttl);
  // Vocabularies cost a few index probes per distinct value; they wait for the first search that needs them.
  const vocabulary = cachedUnderCatalogueVersion(
    db,
    async () => loadVocabulary(db, await reference.get()),
    2 * ttl,
  );
  const listingTtl = options.listingFacetTtlMs ?? 5 * 60_000;
  // A list without search text has a plan that names nothing in words: one entry serves every language.
  const listings = createListingCache({
    ttlMs: listingTtl,
    maxEntries: LISTING_CACHE_ENTRIES,
    version: () => selectCatalogueVersion(db),
    compute: (list) =>
      execute(
        {
          query: '',
          filters: listFilters(list),
          sort: 'symbol',
          page: 1,
          pageSize: 1,
        },
        'en',
        facetScan,
      ),
  });

  const resultCache =
    (options.resultCacheTtlMs ?? 0) > 0
      ? new SearchCache<{ result: SearchStatementResult; match: MatchSpec }>({
          ttlMs: options.resultCacheTtlMs!,
          maxEntries: RESULT_CACHE_ENTRIES,
        })
      : null;

  // Parameter counts kept for the filter clicks that follow (facet-sets.ts), with the micro-cache.
  const facetSets = resultCache
    ? createFacetSets({ ttlMs: FACET_SET_TTL_MS, maxEntries: FACET_SET_ENTRIES })
    : null;

  /**
   * The statement's matches and counts, with a second round of typo matches when too little matched.
   * With the catalogue's version (the caches on), facet runs whose counts are known are left out.
   */
  async function runStatement(
    statement: SearchStatement,
    fuzzyKey: string | null,
    version: string | null,
  ): Promise<{ result: SearchStatementResult; match: MatchSpec }> {
    // A statement that counts no facet (facetCap 0: the categories call, the customer API) neither
    // takes kept counts nor leaves its empty ones for a results page to reuse.
    const kept = statement.facetCap > 0 ? facetSets : null;
    const reuse = kept && version !== null ? await kept.reuse(statement, version) : null;
    let result = reuse
      ? reuse.complete(await runSearchStatement(db, reuse.statement))
      : await runSearchStatement(db, statement);
    let match: MatchSpec = statement.match;
    if (fuzzyKey && result.tiers.exact === 0 && result.total < FUZZY_WHEN_FEWER) {
      const lookalikes = lookalikeKeys(fuzzyKey);
      match = { ...statement.match, fuzzyKey, ...(lookalikes.length > 0 && { lookalikeKeys: lookalikes }) };
      // Every facet run: the counts known were of the match without typos.
      result = await runSearchStatement(db, { ...statement, match });
    }
    // Counts taken from a kept set are not kept again: an entry still ends after its 5 minutes.
    if (kept && version !== null && !(reuse?.reusedOwn && match === statement.match))
      kept.remember(version, match, statement.filters, result);
    return { result, match };
  }

  /** Product counts per category subtree, from the catalogue's cached tree. */
  async function categoryCounts(language: string): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    eachCategory(await catalog.categoryTree(language), (n) => counts.set(n.id, n.productCount));
    return counts;
  }

  async function execute(
    request: {
      query: string;
      filters?: SearchFilters;
      sort: SearchRequest['sort'];
      page: number;
      pageSize: number;
    },
    language: string,
    facetCap: number,
  ) {
    // No facet counted (the customer API's search): the statement leaves out every parameter pass.
    const counted = facetCap > 0;
    const parsed = parseSearchQuery(request.query);
    // An exact symbol hit is the answer: the few products it names, counted from their own rows. The
    // lookup starts before the plan is built, so its round trip overlaps that work.
    const exactKey = parsed.key.length >= EXACT_KEY_MIN && !hasFilters(request.filters) ? parsed.key : null;
    const exactHits = exactKey ? selectExactHits(db, exactKey, catalog.priceDays()) : null;
    // Awaited below; an error thrown before then must not leave it unhandled.
    exactHits?.catch(() => undefined);
    const ref = await reference.get();
    validateFilters(request.filters, ref);
    const vocab = parsed.words.length > 0 ? await vocabulary.get() : EMPTY_VOCABULARY;
    const plan = buildPlan(parsed, ref, vocab, request.filters, language);
    const filters = filterSpec(request.filters, ref);
    const statement: SearchStatement = {
      match: plan.match,
      filters,
      sort: request.sort,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
      cap: countCap,
      facetCap,
      ...(counted ? {} : { parameterCounts: false }),
      manufacturerFacetFilters:
        counted && filters.manufacturerIds ? { ...filters, manufacturerIds: undefined } : null,
      parameterFacetFilters: (counted ? (filters.parameters ?? []) : []).map((p) => ({
        parameterId: p.id,
        filters: { ...filters, parameters: filters.parameters!.filter((other) => other !== p) },
      })),
      ...(counted && (filters.lifecycle || filters.rohs)
        ? {
            attributeFacetFilters: (['lifecycle', 'rohs'] as const)
              .filter((attribute) => filters[attribute])
              .map((attribute) => ({ attribute, filters: { ...filters, [attribute]: undefined } })),
          }
        : {}),
    };
    if (exactHits && plan.match.key === exactKey) {
      const hits = await exactHits;
      if (hits.length > 0 && hits.length <= EXACT_HITS_MAX) {
        const result = exactHitsResult(hits, statement);
        return { ref, parsed, vocab, plan, filters, match: plan.match, result, statement, hits };
      }
    }
    const version = resultCache ? await selectCatalogueVersion(db) : null;
    const { result, match } = resultCache
      ? await resultCache.get(
          // Infinity (open value ranges) becomes null: the end it stands for is told by its key (low/high).
          `${version}\u0000${plan.fuzzyKey}\u0000${JSON.stringify(statement)}`,
          () => runStatement(statement, plan.fuzzyKey, version),
        )
      : await runStatement(statement, plan.fuzzyKey, null);
    return { ref, parsed, vocab, plan, filters, match, result, statement, hits: null };
  }

  /**
   * Nothing matched every term: the query without one term, the last typed first (people add the
   * narrowing terms at the end), until one finds something. A few more statements, for empty
   * results only.
   */
  async function relaxedSearch(
    request: SearchRequest,
    ctx: PriceContext,
    options: SearchOptions,
  ): Promise<SearchResponse | null> {
    const parsed = parseSearchQuery(request.query);
    const terms = queryTerms(parsed);
    if (terms.length < 2) return null;
    for (const term of terms.reverse().slice(0, RELAX_TRIES)) {
      const query = parsed.text.replace(term, ' ').replace(/\s+/g, ' ').trim();
      const response = await searchOnce({ ...request, query }, ctx, options);
      if (response.total > 0) return { ...response, query: parsed.text, relaxed: { dropped: term, query } };
    }
    return null;
  }

  async function searchOnce(
    request: SearchRequest,
    ctx: PriceContext,
    options: SearchOptions,
  ): Promise<SearchResponse> {
    const language = ctx.language;
    const summary = options.productsOnly ? { keyParameters: false } : {};
    // Without a query nothing is more relevant than anything else: such lists are in symbol order.
    const sort =
      request.sort === 'relevance' && cleanQueryText(request.query) === '' ? 'symbol' : request.sort;
    // A category or maker page: its list comes from the catalogue's per-category sort indexes,
    // its counts and facets from the listing shared by all its pages and visitors (listing-cache.ts).
    const listing =
      listingTtl > 0 && cleanQueryText(request.query) === '' && isCatalogueList(request.filters);
    const catalogueList = () =>
      catalog.listPage(
        {
          categoryId: request.filters?.categoryId,
          manufacturerId: request.filters?.manufacturerIds?.[0],
          page: request.page,
          pageSize: request.pageSize,
          sort: sort === 'relevance' ? 'symbol' : sort,
        },
        ctx,
      );
    const [executed, listed] = await Promise.all([
      listing
        ? listings.get({
            categoryId: request.filters?.categoryId,
            manufacturerId: request.filters?.manufacturerIds?.[0],
          })
        : execute({ ...request, sort }, language, options.productsOnly ? 0 : facetScan),
      listing && !request.parameterSort ? catalogueList() : null,
    ]);
    const { ref, parsed, vocab, plan, filters, match, result, hits } = executed;
    const total = Math.min(result.total, countCap);
    const totalExact = result.total <= countCap;
    const nonFuzzy = result.tiers.exact + result.tiers.prefix + result.tiers.tokens;
    const suggest = nonFuzzy === 0 && parsed.text !== '';
    const offset = (request.page - 1) * request.pageSize;
    let products: SearchResponse['products'];
    if (request.parameterSort) {
      // A parameter column's order is over every match, whatever the cap or the listing holds.
      const parameter = ref.parameters.get(request.parameterSort.id);
      if (!parameter)
        throw validationError([
          {
            field: 'parameterSort.id',
            key: 'errors.search.unknownParameter',
            params: { id: request.parameterSort.id },
          },
        ]);
      const sorted = {
        parameterId: parameter.id,
        numeric: parameter.numeric,
        descending: request.parameterSort.direction === 'desc',
      };
      products = await catalog.productSummaries(
        await selectParameterSortedPage(db, match, filters, sorted, request.pageSize, offset),
        ctx,
        summary,
      );
    } else if (listed) {
      products = listed;
    } else if (hits) {
      // Exact hits were read whole, with their prices: the page is built from them.
      const byId = new Map(hits.map((h) => [h.id, h]));
      const rows = result.page.map((id) => byId.get(id)!);
      products = await catalog.summariesOfRows(
        rows,
        rows.map((r) => r.priceData),
        ctx,
        summary,
      );
    } else if (totalExact || sort === 'relevance') {
      // Relevance needs no pass over every match: exact and prefix matches are never cut by the cap.
      products = await catalog.productSummaries(result.page, ctx, summary);
    } else if (parsed.text === '' && isCatalogueList(request.filters)) {
      // A category (or maker) page in price or stock order: the catalogue reads it per category
      // from its sort indexes (4 ms for 300 000 products, where sorting every match takes 500 ms).
      products = await catalogueList();
    } else {
      // Past the cap the page was taken from the capped part of the matches; a price or stock
      // order must see them all.
      products = await catalog.productSummaries(
        await selectSortedPage(db, match, filters, sort, request.pageSize, offset),
        ctx,
        summary,
      );
    }
    const counts = suggest ? await categoryCounts(language) : new Map<number, number>();
    const exact = result.exact.length === 1 ? result.exact[0]! : null;
    return {
      query: parsed.text,
      total,
      totalExact,
      page: request.page,
      pageSize: request.pageSize,
      pageCount: Math.ceil(total / request.pageSize),
      products,
      filters: facets(result, request.filters, filters, ref, ctx),
      facetsExact:
        result.total <= result.facetRows && result.parametersMinus.every((m) => m.rows < facetScan),
      interpretation: plan.interpretation,
      exactMatch: exact
        ? {
            symbol: exact[1],
            url: generate('product_details', { symbol: exact[1], _country: ctx.country }),
          }
        : null,
      noExactMatch:
        plan.fuzzyKey !== null && nonFuzzy === 0 && result.tiers.fuzzy > 0 && products.length > 0
          ? { query: parsed.text, similar: products.slice(0, NEAR_MISSES_NAMED).map((p) => p.symbol) }
          : null,
      relaxed: null,
      didYouMean: suggest ? (result.fuzzyBest ?? correctedQuery(parsed, vocab)) : null,
      suggestedCategories: suggest ? suggestCategories(result, parsed, ref, counts, language) : [],
    };
  }

  const service = {
    async search(
      request: SearchRequest,
      ctx: PriceContext,
      options: SearchOptions = {},
    ): Promise<SearchResponse> {
      const response = await searchOnce(request, ctx, options);
      if (response.total > 0 || response.query === '') return response;
      const relaxed = await relaxedSearch(request, ctx, options);
      // The page still says how the whole query was understood: the notice names the term let go.
      return relaxed ? { ...relaxed, interpretation: response.interpretation } : response;
    },

    /** The categories of a query's matches: the category facet alone, over the whole tree. */
    async searchCategories(
      request: SearchCategoriesRequest,
      ctx: PriceContext,
    ): Promise<SearchCategoriesResponse> {
      const { ref, parsed, result } = await execute(
        { ...request, sort: 'relevance', page: 1, pageSize: 10 },
        ctx.language,
        0,
      );
      const within = rollUp(result.categories, ref);
      const ordered: SearchCategoriesResponse['categories'] = [];
      const visit = (ids: number[]) => {
        const present = ids
          .filter((id) => (within.get(id) ?? 0) > 0)
          .sort((a, b) => within.get(b)! - within.get(a)! || a - b);
        for (const id of present) {
          const c = ref.categories.get(id)!;
          ordered.push({
            id,
            slug: c.slug,
            name: localized(c.names, ctx.language),
            productCount: within.get(id)!,
            depth: c.depth,
            parentId: c.parentId,
            url: categoryUrl(c, ctx),
          });
          visit(c.children);
        }
      };
      visit(ref.roots);
      return {
        query: parsed.text,
        total: Math.min(result.total, countCap),
        totalExact: result.total <= countCap,
        categories: ordered,
      };
    },

    /** Suggestions while typing: symbols by prefix (index ranges only), manufacturers and categories by name. */
    async autocomplete(request: AutocompleteRequest, ctx: PriceContext): Promise<AutocompleteResponse> {
      const query = cleanQueryText(request.query);
      const key = normaliseSymbol(query);
      const [ref, rows] = await Promise.all([
        reference.get(),
        key.length > 0 ? selectSymbolPrefixes(db, key, request.limit) : Promise.resolve([]),
      ]);
      const seen = new Set<number>();
      const products = rows
        // Exact keys first, then the shortest (closest) completions; the matched field in the order symbol, manufacturer's, original.
        .sort(
          (a, b) =>
            Number(b.key === key) - Number(a.key === key) ||
            a.key.length - b.key.length ||
            (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) ||
            MATCH_ORDER[a.matched] - MATCH_ORDER[b.matched],
        )
        .filter((r) => !seen.has(r.id) && seen.add(r.id))
        .slice(0, request.limit)
        .map((r) => ({
          symbol: r.symbol,
          manufacturerSymbol: r.manufacturerSymbol,
          manufacturer: r.manufacturer,
          name: productText(r.description, r.generatedText, ctx.language).split(';')[0]!.trim(),
          url: generate('product_details', { symbol: r.symbol, _country: ctx.country }),
          matched: r.matched,
        }));
      const term = fold(query);
      const limit = Math.min(AUTOCOMPLETE_NAMES, request.limit);
      const manufacturers = term
        ? [...ref.manufacturers.values()]
            .map((m) => ({
              m,
              rank: fold(m.name).startsWith(term) ? 0 : m.words.some((w) => w.startsWith(term)) ? 1 : 2,
            }))
            .filter((x) => x.rank < 2)
            .sort((a, b) => a.rank - b.rank || a.m.name.localeCompare(b.m.name))
            .slice(0, limit)
            .map(({ m }) => ({
              id: m.id,
              name: m.name,
              url: generate('catalog_manufacturer', {
                producer_name: m.slug,
                producer_id: m.id,
                _country: ctx.country,
              }),
            }))
        : [];
      const categories =
        term.length >= 2
          ? [...ref.categories.values()]
              .map((c) => {
                const name = fold(localized(c.names, ctx.language));
                return {
                  c,
                  rank: name.startsWith(term)
                    ? 0
                    : name.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(term))
                      ? 1
                      : name.includes(term)
                        ? 2
                        : 3,
                };
              })
              .filter((x) => x.rank < 3)
              .sort((a, b) => a.rank - b.rank || b.c.depth - a.c.depth || a.c.id - b.c.id)
              .slice(0, limit)
              .map(({ c }) => ({
                id: c.id,
                name: localized(c.names, ctx.language),
                path: c.pathIds
                  .map((id) => localized(ref.categories.get(id)?.names, ctx.language))
                  .join(' › '),
                url: categoryUrl(c, ctx),
              }))
          : [];
      return { query, products, manufacturers, categories };
    },

    /** Documents (datasheets…) of products whose symbol starts with the query, or with the query's words in the title. */
    async documents(request: DocumentSearchRequest, ctx: PriceContext): Promise<DocumentSearchResponse> {
      const parsed = parseSearchQuery(request.query);
      const key = parsed.key.length >= 2 ? parsed.key : null;
      const terms = parsed.words.map((w) => wordTsquery(fold(w.term))).filter((t): t is string => t !== null);
      const tsquery = terms.length ? terms.map((t) => `(${t})`).join(' & ') : null;
      const found = await selectDocuments(
        db,
        { key, tsquery },
        request.pageSize,
        (request.page - 1) * request.pageSize,
      );
      return {
        query: parsed.text,
        total: found.total,
        totalExact: found.total < DOCUMENT_SCAN,
        documents: found.rows.map((d) => ({
          kind: d.kind,
          title: d.title,
          // The same links as the product page shows (ADR 020), in the asked language.
          url: documentHref(d, d.symbol, ctx),
          language: isShopDocument(d.url) ? ctx.language : d.language,
          productSymbol: d.symbol,
          productUrl: generate('product_details', { symbol: d.symbol, _country: ctx.country }),
          manufacturer: d.manufacturer,
        })),
      };
    },

    /** Spec §7 search counter: one upsert per reported search. */
    async recordSearch(request: SearchCounterRequest): Promise<SearchCounterResponse> {
      const query = cleanQueryText(request.query);
      if (query === '') throw validationError([{ field: 'query', key: 'errors.search.emptyQuery' }]);
      const searchesToday = await upsertSearchLog(db, {
        queryKey: query.toLowerCase(),
        query,
        results: request.results,
      });
      return { query, searchesToday };
    },

    /**
     * EXPLAIN (ANALYZE, BUFFERS) of the statement a search runs (bench/plans): the main one, or the
     * whole-match page query of large results sorted by price or stock.
     */
    async explain(
      request: SearchRequest,
      ctx: PriceContext,
      which: 'search' | 'sortedPage' = 'search',
    ): Promise<string> {
      const { statement, match, filters } = await execute(request, ctx.language, facetScan);
      if (which === 'sortedPage' && request.sort !== 'relevance') {
        return explainStatement(
          db,
          sortedPageSql(
            match,
            filters,
            request.sort,
            request.pageSize,
            (request.page - 1) * request.pageSize,
          ),
        );
      }
      return explainStatement(db, searchStatementSql({ ...statement, match }));
    },

    /**
     * Computes the counts and facets of every category page and maker page ahead of their visitors
     * (see listing-cache.ts); what is fresh is skipped. Returns how many lists it computed.
     */
    async warmListings(stopped?: () => boolean): Promise<number> {
      if (listingTtl <= 0) return 0;
      const lists: CatalogueList[] = [];
      eachCategory(await catalog.categoryTree('en'), (n) => {
        if (n.productCount > 0) lists.push({ categoryId: n.id });
      });
      for (const id of (await reference.get()).manufacturers.keys()) lists.push({ manufacturerId: id });
      return listings.warm(lists, stopped);
    },

    /**
     * Spec §7 products prompts: the search's own "did you mean" (computed only when nothing matched
     * as typed) beside the autocomplete's products, manufacturers and categories. Nothing else is
     * offered: every prompt names something the catalogue holds or a correction the search made.
     */
    async prompts(request: SearchPromptsRequest, ctx: PriceContext): Promise<SearchPromptsResponse> {
      const [found, completions] = await Promise.all([
        service.search({ query: request.query, page: 1, pageSize: PROMPT_PAGE_SIZE, sort: 'relevance' }, ctx),
        service.autocomplete({ query: request.query, limit: request.limit }, ctx),
      ]);
      return { ...completions, didYouMean: found.didYouMean };
    },

    /**
     * Spec §7 products prompts deleted-words: the words the search let go of to find results (its
     * `relaxed` answer); none when every word matched, or when nothing matched even without one.
     */
    async deletedWords(request: DeletedWordsRequest, ctx: PriceContext): Promise<DeletedWordsResponse> {
      const found = await service.search(
        { query: request.query, page: 1, pageSize: PROMPT_PAGE_SIZE, sort: 'relevance' },
        ctx,
      );
      return found.relaxed
        ? { query: found.query, searched: found.relaxed.query, dropped: [found.relaxed.dropped] }
        : { query: found.query, searched: found.query, dropped: [] };
    },
  };
  return service;
}

export type SearchService = ReturnType<typeof createSearchService>;

const EMPTY_VOCABULARY: Vocabulary = { textValues: new Map(), knownWords: new Set() };
const MATCH_ORDER = { symbol: 0, manufacturerSymbol: 1, originalSymbol: 2 } as const;

function categoryUrl(c: { id: number; slug: string }, ctx: PriceContext): string {
  return generate('catalog_category', { id_category: c.id, category_name: c.slug, _country: ctx.country });
}

/**
 * Keys this long or longer are looked up exactly first; shorter ones ("C1", "BC") list the symbols
 * starting with them, as a prefix search.
 */
const EXACT_KEY_MIN = 3;

function hasFilters(filters: SearchFilters | undefined): boolean {
  if (!filters) return false;
  return (
    filters.categoryId !== undefined ||
    (filters.manufacturerIds?.length ?? 0) > 0 ||
    (filters.parameters?.length ?? 0) > 0 ||
    filters.inStock === true ||
    (filters.flags?.length ?? 0) > 0 ||
    (filters.lifecycle?.length ?? 0) > 0 ||
    (filters.rohs?.length ?? 0) > 0
  );
}

/**
 * The statement's result for a query answered by its exact hits alone: the page in the order asked
 * for (the ranks come from the database, so ties and NULL prices order as in the general statement)
 * and every count taken over the hits themselves, exact.
 */
function exactHitsResult(hits: ExactHitRow[], s: SearchStatement): SearchStatementResult {
  const count = <K>(keys: K[]): Array<[K, number]> => {
    const counts = new Map<K, number>();
    for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
    return [...counts];
  };
  const byRank = (sort: SearchStatement['sort']) => [...hits].sort((a, b) => a.ranks[sort] - b.ranks[sort]);
  const ranked = byRank('relevance');
  const facetRows = ranked.slice(0, s.facetCap);
  const parameters = new Map<string, [number, string, number | null, number]>();
  for (const hit of facetRows)
    for (const [parameterId, display, valueSi] of hit.parameters) {
      const k = `${parameterId}\u0000${display}\u0000${valueSi}`;
      const entry = parameters.get(k);
      if (entry) entry[3]++;
      else parameters.set(k, [parameterId, display, valueSi, 1]);
    }
  return {
    total: hits.length,
    page: byRank(s.sort)
      .slice(s.offset, s.offset + s.limit)
      .map((h) => h.id),
    exact: [...hits]
      .sort((a, b) => a.ranks.symbol - b.ranks.symbol)
      .slice(0, 2)
      .map((h) => [h.id, h.symbol]),
    tiers: { exact: hits.length, prefix: 0, tokens: 0, fuzzy: 0 },
    categories: count(hits.map((h) => h.categoryId)),
    manufacturers: count(hits.map((h) => h.manufacturerId)),
    flags: FACET_FLAGS.map((flag) => hits.filter((h) => h.flags.includes(flag)).length),
    inStock: hits.filter((h) => h.stock > 0).length,
    lifecycle: ATTRIBUTE_FACETS.lifecycle.map((v) => hits.filter((h) => h.lifecycle === v).length),
    rohs: ATTRIBUTE_FACETS.rohs.map((v) => hits.filter((h) => h.rohs === v).length),
    // Exact hits are answered alone only without filters: no facet has a selection.
    attributesMinus: [],
    facetRows: facetRows.length,
    parameters: [...parameters.values()],
    manufacturersMinus: null,
    parametersMinus: [],
    fuzzyBest: null,
  };
}

type CategoryTree = Awaited<ReturnType<CatalogService['categoryTree']>>;

/** Every node of the tree, parents before their children. */
function eachCategory(nodes: CategoryTree, visit: (node: CategoryTree[number]) => void): void {
  for (const n of nodes) {
    visit(n);
    eachCategory(n.children, visit);
  }
}

const listFilters = (list: CatalogueList): SearchFilters => ({
  ...(list.categoryId !== undefined && { categoryId: list.categoryId }),
  ...(list.manufacturerId !== undefined && { manufacturerIds: [list.manufacturerId] }),
});

/** Filters a catalogue list can do alone: a category and/or one manufacturer, nothing else. */
function isCatalogueList(filters: SearchFilters | undefined): boolean {
  const {
    manufacturerIds = [],
    parameters = [],
    inStock = false,
    flags = [],
    lifecycle = [],
    rohs = [],
  } = filters ?? {};
  return (
    manufacturerIds.length <= 1 &&
    parameters.length === 0 &&
    !inStock &&
    flags.length === 0 &&
    lifecycle.length === 0 &&
    rohs.length === 0
  );
}

/** Unknown ids are a client mistake, named by field, never a 500 or a silently empty list. */
function validateFilters(filters: SearchFilters | undefined, ref: Reference): void {
  if (!filters) return;
  const errors: FieldProblem[] = [];
  if (filters.categoryId !== undefined && !ref.categories.has(filters.categoryId)) {
    errors.push({
      field: 'filters.categoryId',
      key: 'errors.search.unknownCategory',
      params: { id: filters.categoryId },
    });
  }
  filters.manufacturerIds?.forEach((id, i) => {
    if (!ref.manufacturers.has(id))
      errors.push({
        field: `filters.manufacturerIds.${i}`,
        key: 'errors.search.unknownManufacturer',
        params: { id },
      });
  });
  const seen = new Set<number>();
  filters.parameters?.forEach((f, i) => {
    const parameter = ref.parameters.get(f.id);
    if (!parameter) {
      errors.push({
        field: `filters.parameters.${i}.id`,
        key: 'errors.search.unknownParameter',
        params: { id: f.id },
      });
      return;
    }
    if (seen.has(f.id))
      errors.push({
        field: `filters.parameters.${i}.id`,
        key: 'errors.search.parameterTwice',
        params: { name: parameter.name },
      });
    seen.add(f.id);
    if (!parameter.numeric && (f.min !== undefined || f.max !== undefined)) {
      errors.push({
        field: `filters.parameters.${i}.${f.min !== undefined ? 'min' : 'max'}`,
        key: 'errors.search.parameterNotNumeric',
        params: { name: parameter.name },
      });
    }
  });
  if (errors.length > 0) throw validationError(errors);
}

/** Per category: matches in it and all its descendants. */
function rollUp(own: Array<[number, number]>, ref: Reference): Map<number, number> {
  const within = new Map<number, number>();
  for (const [categoryId, n] of own) {
    const c = ref.categories.get(categoryId);
    const path = c ? (c.pathIds.includes(categoryId) ? c.pathIds : [...c.pathIds, categoryId]) : [categoryId];
    for (const id of path) within.set(id, (within.get(id) ?? 0) + n);
  }
  return within;
}

const byCountThenLabel = (a: FacetValue, b: FacetValue) =>
  Number(b.selected) - Number(a.selected) || b.count - a.count || a.label.localeCompare(b.label);

function facets(
  result: SearchStatementResult,
  requested: SearchFilters | undefined,
  spec: FilterSpec,
  ref: Reference,
  ctx: PriceContext,
): Facet[] {
  const language = ctx.language as Language;
  const out: Facet[] = [];

  // Category: the children of the chosen category (or the top level), descending while one branch holds everything.
  const within = rollUp(result.categories, ref);
  let level =
    requested?.categoryId !== undefined
      ? (ref.categories.get(requested.categoryId)?.children ?? [])
      : ref.roots;
  for (;;) {
    const present = level.filter((id) => (within.get(id) ?? 0) > 0);
    const only = present.length === 1 ? ref.categories.get(present[0]!) : undefined;
    if (!only || only.children.length === 0) break;
    level = only.children;
  }
  const categoryValues: FacetValue[] = level
    .filter((id) => (within.get(id) ?? 0) > 0)
    .map((id) => ({
      value: String(id),
      label: localized(ref.categories.get(id)!.names, language),
      count: within.get(id)!,
      selected: false,
    }))
    .sort(byCountThenLabel);
  if (categoryValues.length > 0)
    out.push({
      kind: 'category',
      id: 0,
      name: translate(language, 'search.facet.category'),
      unit: null,
      values: categoryValues,
      range: null,
    });

  // Manufacturer: counted without the manufacturer filter, so more can be ticked.
  const chosenManufacturers = new Set(requested?.manufacturerIds ?? []);
  const manufacturerCounts = new Map(result.manufacturersMinus ?? result.manufacturers);
  for (const id of chosenManufacturers) if (!manufacturerCounts.has(id)) manufacturerCounts.set(id, 0);
  const manufacturerValues = [...manufacturerCounts]
    .map(([id, count]) => ({
      value: String(id),
      label: ref.manufacturers.get(id)?.name ?? String(id),
      count,
      selected: chosenManufacturers.has(id),
    }))
    .sort(byCountThenLabel)
    .filter((v, i) => v.selected || i < MAX_MANUFACTURER_VALUES);
  if (manufacturerValues.length > 0)
    out.push({
      kind: 'manufacturer',
      id: 0,
      name: translate(language, 'search.facet.manufacturer'),
      unit: null,
      values: manufacturerValues,
      range: null,
    });

  // Lifecycle and RoHS next: what a buyer rules parts out by first, open on the panel (ADR 075).
  for (const attribute of ['lifecycle', 'rohs'] as const) {
    const facet = attributeFacet(attribute, result, requested, language);
    if (facet) out.push(facet);
  }

  // Parameters: the chosen ones (counted under the other filters), then the most common of the matches.
  const byParameter = new Map<number, Array<{ display: string; valueSi: number | null; count: number }>>();
  for (const [parameterId, display, valueSi, count] of result.parameters) {
    const list = byParameter.get(parameterId);
    const entry = { display, valueSi, count };
    if (list) list.push(entry);
    else byParameter.set(parameterId, [entry]);
  }
  const chosenParameters = requested?.parameters ?? [];
  chosenParameters.forEach((f, i) => {
    byParameter.set(
      f.id,
      (result.parametersMinus[i]?.values ?? []).map(([display, valueSi, count]) => ({
        display,
        valueSi,
        count,
      })),
    );
  });
  const chosenIds = new Set(chosenParameters.map((f) => f.id));
  const weight = (id: number) => byParameter.get(id)!.reduce((s, v) => s + v.count, 0);
  const shown = [
    ...chosenParameters.map((f) => f.id),
    ...[...byParameter.keys()]
      .filter((id) => !chosenIds.has(id) && byParameter.get(id)!.length > 1)
      .sort((a, b) => weight(b) - weight(a) || a - b),
  ].slice(0, Math.max(MAX_PARAMETER_FACETS, chosenParameters.length));
  for (const id of shown) {
    const parameter = ref.parameters.get(id);
    if (!parameter) continue;
    const chosen = chosenParameters.find((f) => f.id === id);
    const ticked = new Set(chosen?.values ?? []);
    const entries = byParameter.get(id)!;
    for (const display of ticked)
      if (!entries.some((e) => e.display === display)) entries.push({ display, valueSi: null, count: 0 });
    let values: FacetValue[] = entries
      .map((e) => ({
        value: e.display,
        // Filters match the stored text; the label reads the generator's words in the buyer's language.
        label: parameter.numeric ? e.display : translateGeneratedText(e.display, language),
        count: e.count,
        selected: ticked.has(e.display),
        valueSi: e.valueSi,
      }))
      .sort(byCountThenLabel)
      .filter((v, i) => v.selected || i < MAX_FACET_VALUES);
    let range: Facet['range'] = null;
    if (parameter.numeric) {
      values = values.sort(
        (a, b) => (a.valueSi ?? Infinity) - (b.valueSi ?? Infinity) || a.label.localeCompare(b.label),
      );
      const numbers = entries.filter((e) => e.valueSi !== null && e.count > 0).map((e) => e.valueSi!);
      if (numbers.length > 0 || chosen?.min !== undefined || chosen?.max !== undefined) {
        range = {
          min: numbers.length ? Math.min(...numbers) : (chosen?.min ?? chosen?.max ?? 0),
          max: numbers.length ? Math.max(...numbers) : (chosen?.max ?? chosen?.min ?? 0),
          selectedMin: chosen?.min ?? null,
          selectedMax: chosen?.max ?? null,
        };
      }
    }
    out.push({
      kind: 'parameter',
      id,
      name: localized(parameter.names, language, parameter.name),
      unit: parameter.unit,
      values,
      range,
    });
  }

  // Stock and flags: counted over the matches themselves. For "in stock" and for flags that must all
  // be carried, that IS the count under every other filter: ticking one adds a condition to the rest.
  out.push({
    kind: 'stock',
    id: 0,
    name: translate(language, 'search.facet.stock'),
    unit: null,
    values: [
      {
        value: 'inStock',
        label: translate(language, 'search.inStock'),
        count: result.inStock,
        selected: spec.inStock === true,
      },
    ],
    range: null,
  });
  const chosenFlags = new Set(requested?.flags ?? []);
  const flagValues = FILTER_FLAGS.map((flag, i) => ({
    value: flag,
    label: translate(language, `search.flag.${flag}`),
    count: result.flags[i] ?? 0,
    selected: chosenFlags.has(flag),
  })).filter((v) => v.count > 0 || v.selected);
  if (flagValues.length > 0)
    out.push({
      kind: 'flag',
      id: 0,
      name: translate(language, 'search.facet.flags'),
      unit: null,
      values: flagValues,
      range: null,
    });
  return out;
}

/**
 * Lifecycle or RoHS: with a selection, counted under the other filters (attributesMinus), so more
 * states can be added (any of them matches); without one, over the matches themselves. Values
 * nothing matches are left out unless ticked; a facet of one value only tells nothing, unless ticked.
 */
function attributeFacet(
  attribute: AttributeFacet,
  result: SearchStatementResult,
  requested: SearchFilters | undefined,
  language: Language,
): Facet | null {
  const chosen = new Set<string>(requested?.[attribute] ?? []);
  const run = (['lifecycle', 'rohs'] as const)
    .filter((a) => (requested?.[a]?.length ?? 0) > 0)
    .indexOf(attribute);
  const counts = run >= 0 ? (result.attributesMinus[run] ?? result[attribute]) : result[attribute];
  const values = ATTRIBUTE_FACETS[attribute]
    .map((value, i) => ({
      value,
      label: translate(language, `compliance.${attribute}.${value}`),
      count: counts[i] ?? 0,
      selected: chosen.has(value),
    }))
    .filter((v) => v.count > 0 || v.selected);
  if (values.length === 0 || (values.length === 1 && chosen.size === 0)) return null;
  return {
    kind: attribute,
    id: 0,
    name: translate(language, `compliance.facet.${attribute}`),
    unit: null,
    values,
    range: null,
  };
}

/** The query's terms as typed, in the order typed; a range ("10k..100k") is one term. */
function queryTerms(parsed: ParsedQuery): string[] {
  const texts = [...new Set([...parsed.words, ...parsed.quantities].map((t) => t.text))];
  // A term whose text is not in the query as written (an operator respelled) cannot be left out.
  return texts
    .filter((text) => parsed.text.includes(text))
    .sort((a, b) => parsed.text.indexOf(a) - parsed.text.indexOf(b));
}

/** The query with its unknown words replaced by the nearest known ones, if any was replaced. */
function correctedQuery(parsed: ParsedQuery, vocabulary: Vocabulary): string | null {
  let changed = false;
  let text = parsed.text;
  for (const word of parsed.words) {
    const term = fold(word.term);
    if (term.length < 3 || /\d/.test(term)) continue;
    const better = correctWord(vocabulary, term);
    if (better && better !== term) {
      text = text.replace(word.text, better);
      changed = true;
    }
  }
  return changed ? text : null;
}

/** Empty results: the categories of the typo matches, else categories whose names resemble the words. */
function suggestCategories(
  result: SearchStatementResult,
  parsed: ParsedQuery,
  ref: Reference,
  counts: Map<number, number>,
  language: string,
): SearchResponse['suggestedCategories'] {
  // Empty categories lead nowhere.
  const toRef = (id: number): (CategoryRef & { productCount: number }) | null => {
    const c = ref.categories.get(id);
    const productCount = counts.get(id) ?? 0;
    return c && productCount > 0
      ? { id, slug: c.slug, name: localized(c.names, language), productCount }
      : null;
  };
  if (result.categories.length > 0) {
    return [...result.categories]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, MAX_SUGGESTED_CATEGORIES)
      .flatMap(([id]) => toRef(id) ?? []);
  }
  const terms = parsed.words.map((w) => fold(w.term)).filter((t) => t.length >= 3 && !/\d/.test(t));
  if (terms.length === 0) return [];
  const scored = [...ref.categories.values()]
    .map((c) => ({
      c,
      score: Math.max(
        ...terms.flatMap((t) => c.words.map((w) => (w.startsWith(t) ? 1 : similarityOf(t, w)))),
      ),
    }))
    .filter((x) => x.score >= 0.4)
    .sort((a, b) => b.score - a.score || b.c.depth - a.c.depth || a.c.id - b.c.id);
  return scored.flatMap(({ c }) => toRef(c.id) ?? []).slice(0, MAX_SUGGESTED_CATEGORIES);
}
