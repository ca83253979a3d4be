/**
 * All SQL of search. The statements are built from a match spec (what the query asks) and a filter
 * spec (what the filter panel narrows to); every value travels as a bound parameter.
 *
 * Shapes and the indexes they rely on (plans of the 1M-product catalogue in bench/plans/search-*.txt):
 * - exact and prefix symbol matches: btree text_pattern_ops ranges on symbol_key,
 *   manufacturer_symbol_key and the normalised original symbol (BitmapOr of the three);
 * - words: GIN on products.search_vector (the stored to_tsvector('simple', description)), OR'd with
 *   symbol-key prefixes and the ids of categories and manufacturers whose names match, so each word
 *   is one bitmap and words AND together;
 * - codes, ticked text values and exact values typed, beside words or a category or maker: GIN on
 *   products.parameter_keys (`p{id}d{display}`, `p{id}v{cell}`), AND-ed with their bitmaps;
 * - values with units and parameter ranges: index-only ranges of product_parameters
 *   (parameter_id, value_si, product_id), intersected as semi-joins of each other (productsHavingAll);
 * - typos: pg_trgm similarity on the GIN trigram index of symbol_key;
 * - facets: over the materialised, capped match set; parameter facets through the primary key of
 *   product_parameters, which includes value and display (index-only).
 */
import { sql, type SQL } from 'drizzle-orm';
import { LIFECYCLE_STATUSES, ROHS_STATUSES } from '../../../common/product-compliance';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  categories,
  manufacturers,
  parameters,
  products,
  searchLog,
  type LocalizedText,
} from '../../db/schema';
import { productQueryWith, type ProductRow } from '../catalog';
import { priceDataColumns, toPriceDataRow, type PriceDataRow } from '../pricing';

// ---------------------------------------------------------------- reference data

export interface ParameterDefRow {
  id: number;
  name: string;
  names: LocalizedText;
  unit: string | null;
  numeric: boolean;
}

export async function selectParameterDefs(db: Db): Promise<ParameterDefRow[]> {
  return db
    .select({
      id: parameters.id,
      name: parameters.name,
      names: parameters.names,
      unit: parameters.unit,
      numeric: parameters.numeric,
    })
    .from(parameters)
    .orderBy(parameters.id);
}

export interface ManufacturerNameRow {
  id: number;
  name: string;
  slug: string;
}

export async function selectManufacturerNames(db: Db): Promise<ManufacturerNameRow[]> {
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug })
    .from(manufacturers)
    .orderBy(manufacturers.name);
}

export interface CategoryNameRow {
  id: number;
  parentId: number | null;
  slug: string;
  depth: number;
  pathIds: number[];
  names: LocalizedText;
}

/** The category tree with names in every language (a few hundred rows; the service keeps it a while). */
export async function selectCategoryNames(db: Db): Promise<CategoryNameRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      depth: categories.depth,
      pathIds: categories.pathIds,
      names: categories.names,
    })
    .from(categories)
    .orderBy(categories.depth, categories.position, categories.id);
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Planner settings for the search statements, for the statement alone (SET LOCAL in a transaction):
 * - JIT off: their estimated costs pass the JIT threshold (bitmap scans are priced for the worst
 *   case), and compiling took longer than running: 45 of 69 ms for "relay 24V" on 1 000 000 products;
 * - sequential scans of products off: with LIMIT 10 001 and 200 000 estimated matches the planner
 *   expects a scan to stop early, but matches are spread over the whole table ("resistor": 80 ms
 *   seq scan vs 35 ms bitmap heap scan of the word's bitmap);
 * - no parallel workers: starting two took longer than the work they shared ("transistor NPN SOT-23"
 *   with one power ticked: 68 ms with workers, 36 ms without), and on two cores a search's workers take
 *   the cores other requests are waiting for.
 */
async function rowsTuned<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    // One round trip for the three (set_config(…, true) is SET LOCAL).
    await tx.execute(sql`SELECT set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  });
}

/**
 * The distinct display texts of text parameters ("0603", "X7R", "SOT-23"): a loose index scan, one
 * probe of product_parameters_display_idx per distinct value instead of reading 3 million rows.
 */
export async function selectTextParameterValues(
  db: Db,
  parameterIds: number[],
): Promise<Array<{ parameterId: number; display: string }>> {
  if (parameterIds.length === 0) return [];
  // Per parameter, "the next display after this one" is one probe of (parameter_id, display, …):
  // 16 ms for 700 values on 1 000 000 products. (A row comparison over all parameters at once is not
  // an index bound and read the whole index: 64 s.)
  return rows(db, textParameterValuesSql(parameterIds));
}

export function textParameterValuesSql(parameterIds: number[]): SQL {
  return sql`WITH RECURSIVE v(parameter_id, display) AS (
          SELECT p.id, (SELECT min(pp.display) FROM product_parameters pp WHERE pp.parameter_id = p.id)
            FROM unnest(${sql.param(parameterIds)}::int[]) AS p(id)
          UNION ALL
          SELECT v.parameter_id, (SELECT min(pp.display) FROM product_parameters pp WHERE pp.parameter_id = v.parameter_id AND pp.display > v.display)
            FROM v WHERE v.display IS NOT NULL
        )
        SELECT parameter_id AS "parameterId", display FROM v WHERE display IS NOT NULL`;
}

/**
 * Product names ("Resistor: thick film", "Capacitor: ceramic") of a sample of the catalogue: the
 * words "did you mean" may offer. A block sample reads ~20 000 rows whatever the catalogue's size.
 */
export async function selectProductNameSample(db: Db): Promise<string[]> {
  const [estimate] = await rows<{ n: number }>(
    db,
    sql`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'products'::regclass`,
  );
  const total = estimate?.n ?? 0;
  const percent = total > 40_000 ? Math.max(0.01, (20_000 / total) * 100) : 100;
  const sample =
    percent >= 100 ? sql`products` : sql`products TABLESAMPLE SYSTEM (${sql.raw(percent.toFixed(4))})`;
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT DISTINCT split_part(description, ';', 1) AS name FROM ${sample} LIMIT 5000`,
  );
  return found.map((r) => r.name);
}

// ---------------------------------------------------------------- match and filter specs

/** One AND-ed condition of the query. */
export type TokenCondition =
  /** A word: in the description, a symbol starting with it, or a category or manufacturer it names. */
  | {
      kind: 'word';
      tsquery: string | null;
      keyPrefix: string | null;
      categoryIds: number[];
      manufacturerIds: number[];
    }
  /** A value with a unit: a typed parameter value in [low, high] (open ends are ±Infinity). */
  | { kind: 'value'; parameterIds: number[]; low: number; high: number }
  /** A text parameter value named by the query ("0603" → Case 0603): any of the pairs. */
  | { kind: 'display'; options: Array<{ parameterId: number; displays: string[] }> };

export interface MatchSpec {
  /** The whole query as a symbol key: exact matches rank first, prefix matches second. Null: none. */
  key: string | null;
  /** AND-ed conditions of the words and values; null: no such branch; empty: every product (no query). */
  tokens: TokenCondition[] | null;
  /** Symbol key for trigram matches (typos), or null. */
  fuzzyKey: string | null;
  /**
   * The fuzzy key with look-alike characters swapped (search-plan lookalikeKeys): symbols equal to
   * or starting with one are typo matches ranked above every trigram match.
   */
  lookalikeKeys?: string[];
}

export interface ParameterFilterSpec {
  id: number;
  displays?: string[];
  min?: number;
  max?: number;
}

export interface FilterSpec {
  /** A category subtree: the ids of the category and its descendants. */
  categoryIds?: number[];
  manufacturerIds?: number[];
  parameters?: ParameterFilterSpec[];
  inStock?: boolean;
  flags?: string[];
  /** Any of these lifecycle states / RoHS statuses (ADR 075). */
  lifecycle?: string[];
  rohs?: string[];
}

export type SearchSortKey = 'relevance' | 'symbol' | 'price_asc' | 'price_desc' | 'stock_desc';

/** The byte-order successor of a prefix: [prefix, successor) holds exactly the keys starting with it. */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return head + String.fromCodePoint(last + 1);
}

const ORIGINAL_KEY = sql`upper(regexp_replace(p.original_symbol, '[[:space:]./-]+', '', 'g'))`;

function keyRange(column: SQL, prefix: string): SQL {
  return sql`(${column} ~>=~ ${prefix} AND ${column} ~<~ ${prefixEnd(prefix)})`;
}

function keyPrefixCondition(prefix: string): SQL {
  return sql`(${keyRange(sql`p.symbol_key`, prefix)} OR ${keyRange(sql`p.manufacturer_symbol_key`, prefix)}
    OR (p.original_symbol IS NOT NULL AND ${keyRange(ORIGINAL_KEY, prefix)}))`;
}

function intArray(ids: number[]): SQL {
  return sql`${sql.param(ids)}::int[]`;
}

function valueRange(low: number, high: number): SQL {
  const parts: SQL[] = [];
  if (low > -Infinity) parts.push(sql`pp.value_si >= ${low}::float8`);
  if (high < Infinity) parts.push(sql`pp.value_si <= ${high}::float8`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`pp.value_si IS NOT NULL`;
}

/** A word: one bitmap over products (GIN, btree ranges and id lists OR-ed). */
function wordCondition(token: Extract<TokenCondition, { kind: 'word' }>): SQL {
  // Cheap tests first: when rows are checked one by one, OR stops at the first true one.
  const parts: SQL[] = [];
  if (token.categoryIds.length) parts.push(sql`p.category_id = ANY(${intArray(token.categoryIds)})`);
  if (token.manufacturerIds.length)
    parts.push(sql`p.manufacturer_id = ANY(${intArray(token.manufacturerIds)})`);
  if (token.keyPrefix) parts.push(keyPrefixCondition(token.keyPrefix));
  if (token.tsquery) parts.push(sql`p.search_vector @@ to_tsquery('simple', ${token.tsquery})`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

/** A condition on one product_parameters row (alias pp). */
function parameterRowCondition(token: Exclude<TokenCondition, { kind: 'word' }>): SQL {
  if (token.kind === 'value')
    return sql`pp.parameter_id = ANY(${intArray(token.parameterIds)}) AND ${valueRange(token.low, token.high)}`;
  const options = token.options.map(
    (o) =>
      sql`(pp.parameter_id = ${o.parameterId}::int AND pp.display = ANY(${sql.param(o.displays)}::text[]))`,
  );
  return sql`(${sql.join(options, sql` OR `)})`;
}

/**
 * Keys of products.parameter_keys (migration 0013). A display's key is exact: a code of the query
 * ("0603") or a ticked text value is this condition alone. A value's key is its cell of 10⁻⁵ in
 * ln|v| (parameter_value_cell, `p{id}v{cell}`): an exact value typed (v ± 10⁻⁶ v) matches the
 * values of the cells of its two ends, all within 10⁻⁵ of v (ADR 008).
 */
function hasAnyKey(keys: SQL): SQL {
  return sql`p.parameter_keys && ${keys}`;
}

function displayKeys(options: Array<{ parameterId: number; displays: string[] }>): SQL {
  const keys = options.flatMap((o) => o.displays.map((d) => `p${o.parameterId}d${d}`));
  return hasAnyKey(sql`${sql.param(keys)}::text[]`);
}

/** Widest range (high / low) whose values all lie in the cells of its two ends: under one cell. */
const CELLED_SPAN = 1.000009;

function valueKeys(token: Extract<TokenCondition, { kind: 'value' }>): SQL | null {
  const { low, high } = token;
  const narrow = (low > 0 && high <= low * CELLED_SPAN) || (high < 0 && low >= high * CELLED_SPAN);
  if (!narrow) return null;
  // Computed by the database's own function, so a key is the one its trigger stored.
  const keys = token.parameterIds.flatMap((id) =>
    [low, high].map((end) => sql`${`p${id}`} || parameter_value_cell(${end}::float8)`),
  );
  return hasAnyKey(sql`ARRAY[${sql.join(keys, sql`, `)}]::text[]`);
}

/** A filter of ticked text values alone: exact on the keys. */
function isDisplayFilter(f: ParameterFilterSpec): f is ParameterFilterSpec & { displays: string[] } {
  return f.displays !== undefined && f.min === undefined && f.max === undefined;
}

function filterRowCondition(f: ParameterFilterSpec): SQL {
  const conditions: SQL[] = [sql`pp.parameter_id = ${f.id}::int`];
  if (f.displays) conditions.push(sql`pp.display = ANY(${sql.param(f.displays)}::text[])`);
  if (f.min !== undefined || f.max !== undefined)
    conditions.push(valueRange(f.min ?? -Infinity, f.max ?? Infinity));
  return sql.join(conditions, sql` AND `);
}

/**
 * Products having a parameter row for every condition: the first condition's index-only range, the
 * others as semi-joins (hashed index-only ranges), so the intersection is computed on narrow index
 * entries instead of probing product_parameters product by product (10× slower on 20 000 ids).
 *
 * Alone, the list goes to products as `id = ANY(ARRAY(…))`: an index range read in id (= heap)
 * order. Beside other bitmaps (words, a category) it stays a semi-join, so the planner can start from
 * the smaller side: hash the ids and scan the bitmap ("≥ 1 A schottky": the word's bitmap, not
 * 30 000 parts of 1 A and more checked one by one).
 */
function productsHavingAll(rowConditions: SQL[], besideBitmaps: boolean, base: SQL | null = null): SQL {
  let ids: SQL;
  if (base) {
    // Products of an already computed list (product_id) having the further rows.
    const having = rowConditions.map(
      (c) => sql`q.product_id IN (SELECT pp.product_id FROM product_parameters pp WHERE ${c})`,
    );
    ids = sql`SELECT q.product_id FROM ${base} q ${where(having)}`;
  } else {
    ids = productsHavingAllIds(rowConditions);
  }
  return besideBitmaps ? sql`p.id IN (${ids})` : sql`p.id = ANY(ARRAY(${ids}))`;
}

/** The parameter-row conditions of the query itself (its values and codes), not of the filters. */
function queryRowConditions(match: MatchSpec): SQL[] {
  return (match.tokens ?? []).flatMap((t) => (t.kind === 'word' ? [] : [parameterRowCondition(t)]));
}

/**
 * Beside words (or a category or maker), the query's codes and values and the parameter filters:
 * codes, ticked text values and exact values as keys alone, open values ("≥ 10 µF") and ranges as
 * product_parameters rows. The keys AND into the words' bitmap, so the heap is read for the
 * products having them all ("power supply 12V": 5 156 rows instead of the 38 790 supplies; a
 * category page with Case 0603 ticked: its match 73 → 23 ms, bench/plans/search-category-filters.txt).
 * With nothing but parameters the rows' index ranges intersect cheaper than the keys' posting lists
 * ("10k 0603 1%": 8 ms, 21 through the keys).
 */
function besideBitmapsConditions(match: MatchSpec, filters: FilterSpec): { keys: SQL[]; rows: SQL[] } {
  const keys: SQL[] = [];
  const rows: SQL[] = [];
  for (const t of match.tokens ?? []) {
    if (t.kind === 'display') keys.push(displayKeys(t.options));
    if (t.kind !== 'value') continue;
    const cells = valueKeys(t);
    if (cells) keys.push(cells);
    else rows.push(parameterRowCondition(t));
  }
  for (const f of filters.parameters ?? []) {
    if (isDisplayFilter(f)) keys.push(displayKeys([{ parameterId: f.id, displays: f.displays }]));
    else rows.push(filterRowCondition(f));
  }
  return { keys, rows };
}

/**
 * With facets counted under other filters, the match runs once per such facet; for a query of values
 * and codes only, the products having them ("100nF 50V X7R": an intersection of index ranges, the
 * costly part, read whole anyway) are the same in every run, so they are computed once (CTE q) and
 * each run only narrows them by its filters.
 */
function queryIdsCte(match: MatchSpec): SQL | null {
  // Beside words the planner starts from the smaller side, often the word's bitmap, and probes the
  // values; materialising every product of a broad value ("0603": 300 000) would cost far more.
  if (match.tokens?.some((t) => t.kind === 'word')) return null;
  const rows = queryRowConditions(match);
  return rows.length ? productsHavingAllIds(rows) : null;
}

function productsHavingAllIds(rowConditions: SQL[]): SQL {
  const [first, ...rest] = rowConditions;
  const others = rest.map(
    (c) => sql` AND pp.product_id IN (SELECT pp.product_id FROM product_parameters pp WHERE ${c})`,
  );
  return sql`SELECT pp.product_id FROM product_parameters pp WHERE ${first}${sql.join(others, sql``)}`;
}

/** Filters other than parameters: plain conditions on products. */
function productFilterConditions(filters: FilterSpec): SQL[] {
  const parts: SQL[] = [];
  if (filters.categoryIds) parts.push(sql`p.category_id = ANY(${intArray(filters.categoryIds)})`);
  if (filters.manufacturerIds) parts.push(sql`p.manufacturer_id = ANY(${intArray(filters.manufacturerIds)})`);
  if (filters.inStock) parts.push(sql`p.stock > 0`);
  if (filters.flags?.length) parts.push(sql`p.flags @> ${sql.param(filters.flags)}::text[]`);
  if (filters.lifecycle?.length) parts.push(sql`p.lifecycle = ANY(${sql.param(filters.lifecycle)}::text[])`);
  if (filters.rohs?.length) parts.push(sql`p.rohs = ANY(${sql.param(filters.rohs)}::text[])`);
  return parts;
}

/** Parameter filters for branches of few rows (symbol matches): one semi-join each, probed per row. */
function parameterFilterSemiJoins(filters: FilterSpec): SQL[] {
  return (filters.parameters ?? []).map(
    (f) => sql`p.id IN (SELECT pp.product_id FROM product_parameters pp WHERE ${filterRowCondition(f)})`,
  );
}

function where(parts: SQL[]): SQL {
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

/** Columns every branch yields: what ranking, sorting and the facets need, so no second read of products. */
const HIT_COLUMNS = sql`p.id, p.symbol, p.sort_price, p.stock, p.category_id, p.manufacturer_id, p.flags, p.lifecycle, p.rohs`;

/**
 * The branches of a match as one UNION ALL of (id, tier, score, …columns). Tiers: 0 exact symbol,
 * 1 symbol prefix, 2 words and values, 3 typo. Each branch stops at `limit` rows (null: no limit).
 */
function branches(
  match: MatchSpec,
  filters: FilterSpec,
  limit: number | null,
  /** A CTE holding the products that have the query's own parameter rows (see queryIdsCte). */
  queryIds: SQL | null = null,
): SQL {
  const plain = productFilterConditions(filters);
  const symbolFilters = [...plain, ...parameterFilterSemiJoins(filters)];
  const cap = limit === null ? sql`` : sql`LIMIT ${limit}::int`;
  const parts: SQL[] = [];
  if (match.key) {
    const key = match.key;
    parts.push(sql`(SELECT ${HIT_COLUMNS}, 0 AS tier, 0::float8 AS score FROM products p
      ${where([sql`(p.symbol_key = ${key} OR p.manufacturer_symbol_key = ${key} OR (p.original_symbol IS NOT NULL AND ${ORIGINAL_KEY} = ${key}))`, ...symbolFilters])} ${cap})`);
    parts.push(sql`(SELECT ${HIT_COLUMNS}, 1 AS tier, length(p.symbol_key)::float8 AS score FROM products p
      ${where([keyPrefixCondition(key), ...symbolFilters])} ${cap})`);
  }
  if (match.tokens) {
    const words = match.tokens.filter((t) => t.kind === 'word').map(wordCondition);
    // The keys pay where they AND with another bitmap on products: the words', a category's, a maker's.
    const besideBitmaps =
      words.length > 0 ||
      (filters.categoryIds?.length ?? 0) > 0 ||
      (filters.manufacturerIds?.length ?? 0) > 0;
    let conditions: SQL[];
    if (besideBitmaps) {
      const { keys, rows } = besideBitmapsConditions(match, filters);
      conditions = [...(rows.length ? [productsHavingAll(rows, true)] : []), ...keys, ...words];
    } else {
      const queryRows = queryRowConditions(match);
      const filterRows = (filters.parameters ?? []).map(filterRowCondition);
      conditions =
        queryIds && queryRows.length
          ? [productsHavingAll(filterRows, false, queryIds)]
          : queryRows.length + filterRows.length
            ? [productsHavingAll([...queryRows, ...filterRows], false)]
            : [];
    }
    parts.push(sql`(SELECT ${HIT_COLUMNS}, 2 AS tier, 0::float8 AS score FROM products p
      ${where([...conditions, ...plain])} ${cap})`);
  }
  if (match.fuzzyKey) {
    parts.push(sql`(SELECT ${HIT_COLUMNS}, 3 AS tier, -similarity(p.symbol_key, ${match.fuzzyKey}) AS score FROM products p
      ${where([sql`p.symbol_key % ${match.fuzzyKey}`, ...symbolFilters])}
      ORDER BY similarity(p.symbol_key, ${match.fuzzyKey}) DESC LIMIT ${FUZZY_LIMIT}::int)`);
  }
  if (match.lookalikeKeys?.length) {
    // One pair of index range probes per variant, joined from the list: planned once whatever the
    // number of variants (48 ranges OR-ed took 15 ms to plan). Exact ones first, then the shortest.
    const keys = sql`${sql.param(match.lookalikeKeys)}::text[]`;
    const ends = sql`${sql.param(match.lookalikeKeys.map(prefixEnd))}::text[]`;
    parts.push(sql`(SELECT ${HIT_COLUMNS}, 3 AS tier,
      (CASE WHEN p.symbol_key = v.k OR p.manufacturer_symbol_key = v.k THEN -3 ELSE -2 END
        + length(p.symbol_key) / 1000.0)::float8 AS score
      FROM unnest(${keys}, ${ends}) AS v(k, e) JOIN products p
        ON (p.symbol_key ~>=~ v.k AND p.symbol_key ~<~ v.e)
        OR (p.manufacturer_symbol_key ~>=~ v.k AND p.manufacturer_symbol_key ~<~ v.e)
      ${where(symbolFilters)}
      ORDER BY score LIMIT ${FUZZY_LIMIT}::int)`);
  }
  if (parts.length === 0)
    return sql`(SELECT ${HIT_COLUMNS}, 2 AS tier, 0::float8 AS score FROM products p WHERE false)`;
  return sql.join(parts, sql` UNION ALL `);
}

/** Typo matches kept: a handful of close symbols, never a long tail of weak ones. */
export const FUZZY_LIMIT = 20;

function orderBy(sort: SearchSortKey, alias: string): SQL {
  const a = sql.raw(alias);
  switch (sort) {
    case 'relevance':
      return sql`${a}.tier, ${a}.score, (${a}.stock > 0) DESC, ${a}.symbol`;
    case 'symbol':
      return sql`${a}.symbol`;
    case 'price_asc':
      return sql`${a}.sort_price ASC NULLS LAST, ${a}.symbol`;
    case 'price_desc':
      return sql`${a}.sort_price DESC NULLS LAST, ${a}.symbol`;
    case 'stock_desc':
      return sql`${a}.stock DESC, ${a}.symbol`;
  }
}

export const FACET_FLAGS = [
  'NEW',
  'PROMOTED',
  'SALE',
  'AVAILABLE_IN_INTERNATIONAL_OFFER',
  'EXTERNAL_WAREHOUSE',
] as const;

/** Facets of one products column with a value per product (ADR 075), in the order of their values. */
export const ATTRIBUTE_FACETS = {
  lifecycle: LIFECYCLE_STATUSES,
  rohs: ROHS_STATUSES,
} as const;
export type AttributeFacet = keyof typeof ATTRIBUTE_FACETS;

export interface SearchStatement {
  match: MatchSpec;
  filters: FilterSpec;
  sort: SearchSortKey;
  limit: number;
  offset: number;
  /** Matches are counted and collected up to cap + 1. */
  cap: number;
  /** Parameter facets are counted over at most this many matches (the best ranked). */
  facetCap: number;
  /** False: the parameter counts are known already (facet-sets.ts); `parameters` comes back empty. */
  parameterCounts?: boolean;
  /**
   * Disjunctive facets: for a facet with a selection, its counts come from the matches under every
   * OTHER filter, so more values of it can be added. One extra set of branches per such facet.
   */
  manufacturerFacetFilters: FilterSpec | null;
  parameterFacetFilters: Array<{ parameterId: number; filters: FilterSpec }>;
  /** Lifecycle and RoHS with a selection: counted under the other filters, like the manufacturer. */
  attributeFacetFilters?: Array<{ attribute: AttributeFacet; filters: FilterSpec }>;
}

export interface SearchStatementResult {
  /** Distinct matches, up to cap + 1. */
  total: number;
  page: number[];
  /** Up to two products matching the whole query exactly. */
  exact: Array<[id: number, symbol: string]>;
  /** Matches per tier (0 exact, 1 prefix, 2 words and values, 3 typo). */
  tiers: { exact: number; prefix: number; tokens: number; fuzzy: number };
  categories: Array<[categoryId: number, count: number]>;
  manufacturers: Array<[manufacturerId: number, count: number]>;
  flags: number[];
  inStock: number;
  /** Matches per value of ATTRIBUTE_FACETS.lifecycle / .rohs, in that order. */
  lifecycle: number[];
  rohs: number[];
  /** Per attributeFacetFilters entry: its counts per value under the other filters. */
  attributesMinus: number[][];
  /** Matches the parameter facets were counted over. */
  facetRows: number;
  parameters: Array<[parameterId: number, display: string, valueSi: number | null, count: number]>;
  manufacturersMinus: Array<[manufacturerId: number, count: number]> | null;
  parametersMinus: Array<{
    rows: number;
    values: Array<[display: string, valueSi: number | null, count: number]>;
  }>;
  /** Best typo match, when the fuzzy branch ran: its symbol. */
  fuzzyBest: string | null;
}

// ---------------------------------------------------------------- exact symbol hits (fast path)

/** Exact hits answered alone: more than this many products sharing one key go the general way. */
export const EXACT_HITS_MAX = 50;

/** An exact hit: the product's list row, read whole so the answer needs no second round trip. */
export interface ExactHitRow extends ProductRow {
  /** Position of the row in each order a search page can ask for (1-based). */
  ranks: Record<SearchSortKey, number>;
  /** Every parameter of the product: (parameter, display, SI value). */
  parameters: Array<[parameterId: number, display: string, valueSi: number | null]>;
  /** Its prices as of the day asked for (pricing's priceDataColumns). */
  priceData: PriceDataRow;
}

/**
 * Products whose symbol, manufacturer symbol or original symbol equals the key: three btree
 * equality probes (BitmapOr), then each hit's list row (with its maker and category), its parameters (primary key of product_parameters, index only), its place in every
 * sort order and its price data, so the service answers an exact lookup from this one prepared
 * statement in one round trip: no match pool, no facet statement, no transaction, no second read of
 * the rows or their prices. Up to EXACT_HITS_MAX + 1 rows, so the caller knows when there were more.
 */
export async function selectExactHits(
  db: Db,
  key: string,
  days: { day: string; fromDay: string },
): Promise<ExactHitRow[]> {
  const rows = await prepared(db, 'search_exact_hits', () =>
    exactHitsQuery(db, {
      key: sql.placeholder('key'),
      day: sql.placeholder('day'),
      fromDay: sql.placeholder('fromDay'),
    }).prepare('search_exact_hits'),
  ).execute({ key, ...days });
  return rows.map(({ breaks, promotion, lowest, ...row }) => ({
    ...row,
    priceData: toPriceDataRow(row.id, { breaks, promotion, lowest }),
  }));
}

/**
 * The limit is written into the statement, not bound: with it known, PostgreSQL's generic plan of
 * the prepared statement is the custom one (nested loops over at most 51 hits), so it is reused
 * after five runs instead of planned again on every lookup (0.5 ms of its 0.7).
 */
function exactHitsQuery(db: Db, at: { key: unknown; day: unknown; fromDay: unknown }) {
  const p = products;
  return productQueryWith(db, {
    ranks: sql<Record<SearchSortKey, number>>`json_build_object(
      'relevance', row_number() OVER (ORDER BY (${p.stock} > 0) DESC, ${p.symbol}),
      'symbol', row_number() OVER (ORDER BY ${p.symbol}),
      'price_asc', row_number() OVER (ORDER BY ${p.sortPrice} ASC NULLS LAST, ${p.symbol}),
      'price_desc', row_number() OVER (ORDER BY ${p.sortPrice} DESC NULLS LAST, ${p.symbol}),
      'stock_desc', row_number() OVER (ORDER BY ${p.stock} DESC, ${p.symbol}))`,
    parameters: sql<
      ExactHitRow['parameters']
    >`coalesce((SELECT json_agg(json_build_array(pp.parameter_id, pp.display, pp.value_si))
      FROM product_parameters pp WHERE pp.product_id = ${p.id}), '[]')`,
    // Only promoted products have an Omnibus minimum in a list.
    ...priceDataColumns(sql`${p.id}`, { day: at.day, fromDay: at.fromDay, withOmnibus: sql`false` }),
  }).where(sql`${p.id} IN (SELECT p.id FROM products p
    WHERE p.symbol_key = ${at.key}::text OR p.manufacturer_symbol_key = ${at.key}::text
       OR (p.original_symbol IS NOT NULL AND ${ORIGINAL_KEY} = ${at.key}::text)
    LIMIT ${sql.raw(String(EXACT_HITS_MAX + 1))})`);
}

/** The exact-hit statement with its values in place, for EXPLAIN (bench/plans). */
export function exactHitsSql(db: Db, key: string, days: { day: string; fromDay: string }): SQL {
  return exactHitsQuery(db, { key, ...days }).getSQL();
}

/** A facet's match set (the branches under other filters), deduplicated, best ranked first, capped. */
function matchSet(match: MatchSpec, filters: FilterSpec, cap: number, queryIds: SQL | null): SQL {
  return sql`SELECT DISTINCT ON (h.id) h.id, h.tier, h.score, h.symbol, h.stock, h.manufacturer_id, h.lifecycle, h.rohs
    FROM (${branches(match, filters, cap + 1, queryIds)}) h ORDER BY h.id, h.tier, h.score`;
}

/**
 * One round trip: the matches (capped), their count, the page, and every facet's counts, as one
 * JSON document. The match set is materialised once and read by each aggregate.
 */
export async function runSearchStatement(db: Db, s: SearchStatement): Promise<SearchStatementResult> {
  const [row] = await rowsTuned<{
    result: Omit<SearchStatementResult, 'manufacturersMinus' | 'attributesMinus'> & {
      manufacturersMinus?: SearchStatementResult['manufacturersMinus'];
      attributesMinus?: SearchStatementResult['attributesMinus'];
    };
  }>(db, searchStatementSql(s));
  const result = row!.result;
  return {
    ...result,
    manufacturersMinus: result.manufacturersMinus ?? null,
    attributesMinus: result.attributesMinus ?? [],
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement, for bench/plans. */
export async function explainStatement(db: Db, statement: SQL): Promise<string> {
  const plan = await rowsTuned<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

export function searchStatementSql(s: SearchStatement): SQL {
  const counted = s.parameterCounts !== false;
  const minusCtes: SQL[] = [];
  const minusSelects: SQL[] = [];
  const attributeRuns = s.attributeFacetFilters ?? [];
  const runs = (s.manufacturerFacetFilters ? 1 : 0) + s.parameterFacetFilters.length + attributeRuns.length;
  const queryIdsSql = runs > 0 ? queryIdsCte(s.match) : null;
  const queryIds = queryIdsSql ? sql`q` : null;
  if (s.manufacturerFacetFilters) {
    minusCtes.push(
      sql`mm AS MATERIALIZED (${matchSet(s.match, s.manufacturerFacetFilters, s.cap, queryIds)})`,
    );
    minusSelects.push(
      sql`'manufacturersMinus', (SELECT coalesce(json_agg(json_build_array(manufacturer_id, n)), '[]') FROM (SELECT manufacturer_id, count(*) AS n FROM mm GROUP BY 1) x)`,
    );
  }
  const parameterMinus = s.parameterFacetFilters.map((facet, i) => {
    const name = sql.raw(`pm${i}`);
    minusCtes.push(sql`${name} AS MATERIALIZED (
      SELECT id FROM (${matchSet(s.match, facet.filters, s.facetCap, queryIds)}) y ORDER BY tier, score LIMIT ${s.facetCap}::int)`);
    return sql`json_build_object('rows', (SELECT count(*) FROM ${name}), 'values',
      (SELECT coalesce(json_agg(json_build_array(display, value_si, n)), '[]') FROM (
        SELECT pp.display, pp.value_si, count(*) AS n FROM ${name} JOIN product_parameters pp
          ON pp.product_id = ${name}.id AND pp.parameter_id = ${facet.parameterId}::int GROUP BY 1, 2) x))`;
  });
  if (attributeRuns.length > 0) {
    const counts = attributeRuns.map((run, i) => {
      const name = sql.raw(`am${i}`);
      minusCtes.push(sql`${name} AS MATERIALIZED (${matchSet(s.match, run.filters, s.cap, queryIds)})`);
      return sql`(SELECT ${valueCounts(run.attribute, name)} FROM ${name})`;
    });
    minusSelects.push(sql`'attributesMinus', json_build_array(${sql.join(counts, sql`, `)})`);
  }
  minusSelects.push(
    sql`'parametersMinus', json_build_array(${parameterMinus.length ? sql.join(parameterMinus, sql`, `) : sql``})`,
  );

  const flagCounts = FACET_FLAGS.map((flag) => sql`count(*) FILTER (WHERE ${flag}::text = ANY(r.flags))`);
  const statement = sql`
    WITH ${queryIdsSql ? sql`q AS MATERIALIZED (${queryIdsSql}), ` : sql``}hits AS (${branches(s.match, s.filters, s.cap + 1, queryIds)}),
    r AS MATERIALIZED (
      SELECT DISTINCT ON (h.id) h.id, h.tier, h.score, h.symbol, h.sort_price, h.stock, h.category_id, h.manufacturer_id, h.flags,
        h.lifecycle, h.rohs
      FROM hits h ORDER BY h.id, h.tier, h.score
    ),
    -- Every count over the matches in one pass: totals, tiers, stock, flags, the exact and best typo matches.
    stats AS (
      SELECT count(*) AS total,
        json_build_object('exact', count(*) FILTER (WHERE r.tier = 0), 'prefix', count(*) FILTER (WHERE r.tier = 1),
          'tokens', count(*) FILTER (WHERE r.tier = 2), 'fuzzy', count(*) FILTER (WHERE r.tier = 3)) AS tiers,
        count(*) FILTER (WHERE r.stock > 0) AS in_stock,
        json_build_array(${sql.join(flagCounts, sql`, `)}) AS flags,
        ${valueCounts('lifecycle', sql`r`)} AS lifecycle,
        ${valueCounts('rohs', sql`r`)} AS rohs,
        (array_agg(json_build_array(r.id, r.symbol) ORDER BY r.symbol) FILTER (WHERE r.tier = 0))[1:2] AS exact,
        (array_agg(r.symbol ORDER BY r.score, r.symbol) FILTER (WHERE r.tier = 3))[1] AS fuzzy_best
      FROM r
    ),
    -- Categories and manufacturers in one more pass.
    groups AS (
      SELECT r.category_id, r.manufacturer_id, GROUPING(r.category_id) AS by_manufacturer, count(*) AS n
      FROM r GROUP BY GROUPING SETS ((r.category_id), (r.manufacturer_id))
    )
    ${
      counted
        ? sql`-- Parameter facets read every parameter of each row: over the best-ranked part of large results.
    -- Ranked by tier and score only; ties need no order here, and sorting 10 000 symbols costs.
    , facet_rows AS MATERIALIZED (SELECT r.id FROM r ORDER BY r.tier, r.score LIMIT ${s.facetCap}::int)`
        : sql``
    }
    ${minusCtes.length ? sql`, ${sql.join(minusCtes, sql`, `)}` : sql``}
    SELECT json_build_object(
      'total', stats.total,
      'page', (SELECT coalesce(json_agg(x.id ORDER BY ${orderBy(s.sort, 'x')}), '[]') FROM (
        SELECT r.* FROM r ORDER BY ${orderBy(s.sort, 'r')} LIMIT ${s.limit}::int OFFSET ${s.offset}::int) x),
      'exact', coalesce(array_to_json(stats.exact), '[]'),
      'tiers', stats.tiers,
      'fuzzyBest', stats.fuzzy_best,
      'categories', (SELECT coalesce(json_agg(json_build_array(g.category_id, g.n)), '[]') FROM groups g WHERE g.by_manufacturer = 0),
      'manufacturers', (SELECT coalesce(json_agg(json_build_array(g.manufacturer_id, g.n)), '[]') FROM groups g WHERE g.by_manufacturer = 1),
      'flags', stats.flags,
      'inStock', stats.in_stock,
      'lifecycle', stats.lifecycle,
      'rohs', stats.rohs,
      'facetRows', least(stats.total, ${s.facetCap}::int),
      -- The facet rows' parameters in product order: one pass along the primary key.
      'parameters', ${
        counted
          ? sql`(SELECT coalesce(json_agg(json_build_array(parameter_id, display, value_si, n)), '[]') FROM (
        SELECT pp.parameter_id, pp.display, pp.value_si, count(*) AS n FROM product_parameters pp
         WHERE pp.product_id = ANY(ARRAY(SELECT f.id FROM facet_rows f ORDER BY f.id)) GROUP BY 1, 2, 3) x)`
          : sql`'[]'::json`
      },
      ${sql.join(minusSelects, sql`, `)}
    ) AS result FROM stats`;
  return statement;
}

/** Matches per value of an attribute column, as a JSON array in ATTRIBUTE_FACETS order. */
function valueCounts(attribute: AttributeFacet, from: SQL): SQL {
  const column = sql.raw(attribute);
  const counts = ATTRIBUTE_FACETS[attribute].map(
    (value) => sql`count(*) FILTER (WHERE ${from}.${column} = ${value}::text)`,
  );
  return sql`json_build_array(${sql.join(counts, sql`, `)})`;
}

/**
 * A page in a non-relevance order over ALL matches. Used when more than the cap matched, so the
 * cheapest (or largest stock) of the whole match set comes first, not of the capped part of it.
 * Costs a read of every match: the price of asking "cheapest of 90 000 resistors".
 */
export async function selectSortedPage(
  db: Db,
  match: MatchSpec,
  filters: FilterSpec,
  sort: Exclude<SearchSortKey, 'relevance'>,
  limit: number,
  offset: number,
): Promise<number[]> {
  const found = await rowsTuned<{ id: number }>(db, sortedPageSql(match, filters, sort, limit, offset));
  return found.map((r) => r.id);
}

export function sortedPageSql(
  match: MatchSpec,
  filters: FilterSpec,
  sort: Exclude<SearchSortKey, 'relevance'>,
  limit: number,
  offset: number,
): SQL {
  return sql`SELECT h.id FROM (${branches(match, filters, null)}) h
    GROUP BY h.id, h.symbol, h.sort_price, h.stock
    ORDER BY ${orderBy(sort, 'h')} LIMIT ${limit}::int OFFSET ${offset}::int`;
}

export interface ParameterSortSpec {
  parameterId: number;
  /** Numeric parameters sort by value_si, text ones by their display text. */
  numeric: boolean;
  descending: boolean;
}

/**
 * A page of all matches in the order of one parameter (the parametric view's column sort): first the
 * products having a value, then those without one by symbol. Those having one are read along
 * product_parameters' (parameter_id, value_si | display, product_id) index in the order asked for
 * (ties by product id, that index's own order), so a page costs a walk of the index to its end and
 * a primary-key probe per row; the products without a value are looked for only by the pages that
 * reach them (a query of their own: beside the walk the planner reads the whole list by symbol).
 */
export async function selectParameterSortedPage(
  db: Db,
  match: MatchSpec,
  filters: FilterSpec,
  sort: ParameterSortSpec,
  limit: number,
  offset: number,
): Promise<number[]> {
  const present = await rowsTuned<{ id: number }>(
    db,
    parameterValuesPageSql(match, filters, sort, limit, offset),
  );
  if (present.length === limit) return present.map((r) => r.id);
  // The page runs past the products having a value: how many there are places it among the rest.
  const having =
    present.length > 0
      ? offset + present.length
      : Number(
          (
            await rowsTuned<{ n: number }>(
              db,
              sql`SELECT count(*)::int AS n FROM (${parameterValuesSql(match, filters, sort)}) x`,
            )
          )[0]?.n ?? 0,
        );
  const missing = await rowsTuned<{ id: number }>(
    db,
    parameterMissingPageSql(match, filters, sort, limit - present.length, Math.max(0, offset - having)),
  );
  return [...present, ...missing].map((r) => r.id);
}

/** A numeric parameter's rows without an SI value count as no value: they cannot be put in order. */
function parameterValuesSql(match: MatchSpec, filters: FilterSpec, sort: ParameterSortSpec): SQL {
  return sql`SELECT pp.product_id AS id, pp.value_si, pp.display FROM product_parameters pp
    WHERE pp.parameter_id = ${sort.parameterId}::int${sort.numeric ? sql` AND pp.value_si IS NOT NULL` : sql``}
      AND pp.product_id IN (SELECT h.id FROM (${branches(match, filters, null)}) h)`;
}

export function parameterValuesPageSql(
  match: MatchSpec,
  filters: FilterSpec,
  sort: ParameterSortSpec,
  limit: number,
  offset: number,
): SQL {
  const dir = sql.raw(sort.descending ? 'DESC' : 'ASC');
  return sql`${parameterValuesSql(match, filters, sort)}
    ORDER BY ${sort.numeric ? sql`pp.value_si` : sql`pp.display`} ${dir}, pp.product_id ${dir}
    LIMIT ${limit}::int OFFSET ${offset}::int`;
}

/** Materialized: taking the matches by symbol until enough lack the value would read them all when none does. */
export function parameterMissingPageSql(
  match: MatchSpec,
  filters: FilterSpec,
  sort: ParameterSortSpec,
  limit: number,
  offset: number,
): SQL {
  // Grouped, not joined back to products: a product in several branches once, and no second read.
  return sql`WITH m AS MATERIALIZED (
      SELECT h.id, h.symbol FROM (${branches(match, filters, null)}) h
      WHERE NOT EXISTS (SELECT 1 FROM product_parameters pp WHERE pp.product_id = h.id
          AND pp.parameter_id = ${sort.parameterId}::int${sort.numeric ? sql` AND pp.value_si IS NOT NULL` : sql``})
      GROUP BY h.id, h.symbol)
    SELECT m.id FROM m ORDER BY m.symbol, m.id LIMIT ${limit}::int OFFSET ${offset}::int`;
}

// ---------------------------------------------------------------- autocomplete

export interface AutocompleteRow {
  id: number;
  symbol: string;
  manufacturerSymbol: string;
  description: string;
  generatedText: boolean;
  manufacturer: string;
  matched: 'symbol' | 'manufacturerSymbol' | 'originalSymbol';
  key: string;
}

/**
 * Symbols, manufacturer symbols and original symbols starting with the key: three index range scans
 * in key order, each stopping after `limit` rows. Prepared: the shape never changes.
 */
export async function selectSymbolPrefixes(db: Db, key: string, limit: number): Promise<AutocompleteRow[]> {
  const statement = prepared(db, 'search_autocomplete_symbols', () =>
    db
      .select(AUTOCOMPLETE_COLUMNS)
      .from(symbolPrefixSource(sql.placeholder('key'), sql.placeholder('end'), sql.placeholder('limit')))
      .prepare('search_autocomplete_symbols'),
  );
  return statement.execute({ key, end: prefixEnd(key), limit });
}

/** The autocomplete statement with its values in place, for EXPLAIN (bench/plans). */
export function symbolPrefixesSql(db: Db, key: string, limit: number): SQL {
  const query = db
    .select(AUTOCOMPLETE_COLUMNS)
    .from(symbolPrefixSource(sql`${key}`, sql`${prefixEnd(key)}`, sql`${limit}::int`));
  return sql`${query}`;
}

const AUTOCOMPLETE_COLUMNS = {
  id: sql<number>`x.id`,
  symbol: sql<string>`x.symbol`,
  manufacturerSymbol: sql<string>`x.manufacturer_symbol`,
  description: sql<string>`x.description`,
  generatedText: sql<boolean>`x.generated_text`,
  manufacturer: sql<string>`m.name`,
  matched: sql<AutocompleteRow['matched']>`x.matched`,
  key: sql<string>`x.key`,
};

function symbolPrefixSource(key: unknown, end: unknown, limit: unknown): SQL {
  return sql`(
    (SELECT p.id, p.symbol, p.manufacturer_symbol, p.description, p.generated_text, p.manufacturer_id, 'symbol' AS matched, p.symbol_key AS key
       FROM products p WHERE p.symbol_key ~>=~ ${key} AND p.symbol_key ~<~ ${end}
       ORDER BY p.symbol_key USING ~<~ LIMIT ${limit})
    UNION ALL
    (SELECT p.id, p.symbol, p.manufacturer_symbol, p.description, p.generated_text, p.manufacturer_id, 'manufacturerSymbol', p.manufacturer_symbol_key
       FROM products p WHERE p.manufacturer_symbol_key ~>=~ ${key} AND p.manufacturer_symbol_key ~<~ ${end}
       ORDER BY p.manufacturer_symbol_key USING ~<~ LIMIT ${limit})
    UNION ALL
    (SELECT p.id, p.symbol, p.manufacturer_symbol, p.description, p.generated_text, p.manufacturer_id, 'originalSymbol', ${ORIGINAL_KEY}
       FROM products p WHERE p.original_symbol IS NOT NULL
        AND ${ORIGINAL_KEY} ~>=~ ${key} AND ${ORIGINAL_KEY} ~<~ ${end}
       ORDER BY ${ORIGINAL_KEY} USING ~<~ LIMIT ${limit})
  ) x JOIN manufacturers m ON m.id = x.manufacturer_id`;
}

// ---------------------------------------------------------------- documents

export interface DocumentRow {
  kind: string;
  title: string;
  url: string;
  language: string | null;
  token: string;
  symbol: string;
  manufacturer: string;
}

export interface DocumentQuery {
  /** A symbol key prefix: documents of products whose symbol starts with it. */
  key: string | null;
  /** Words of the title. */
  tsquery: string | null;
}

/** Documents of products whose symbol starts with the key, or whose title has the words. */
export async function selectDocuments(
  db: Db,
  query: DocumentQuery,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: DocumentRow[] }> {
  const statement = documentsSql(query, limit, offset);
  if (!statement) return { total: 0, rows: [] };
  const [row] = await rows<{ result: { total: number; rows: DocumentRow[] } }>(db, statement);
  return row!.result;
}

/** The document search statement (exported for EXPLAIN in bench/plans). */
export function documentsSql(query: DocumentQuery, limit: number, offset: number): SQL | null {
  const branchesSql: SQL[] = [];
  if (query.key) {
    branchesSql.push(sql`(SELECT d.id, 0 AS rank FROM product_documents d JOIN (
        SELECT p.id FROM products p WHERE ${keyPrefixCondition(query.key)} LIMIT ${DOCUMENT_SCAN}::int) s ON d.product_id = s.id)`);
  }
  if (query.tsquery) {
    branchesSql.push(sql`(SELECT d.id, 1 AS rank FROM product_documents d
        WHERE to_tsvector('simple', d.title) @@ to_tsquery('simple', ${query.tsquery}) LIMIT ${DOCUMENT_SCAN}::int)`);
  }
  if (branchesSql.length === 0) return null;
  return sql`WITH hits AS MATERIALIZED (
          SELECT DISTINCT ON (h.id) h.id, h.rank FROM (${sql.join(branchesSql, sql` UNION ALL `)}) h ORDER BY h.id, h.rank),
        page AS (
          SELECT d.kind, d.title, d.url, d.language, d.token, p.symbol, m.name AS manufacturer, hits.rank
            FROM hits JOIN product_documents d ON d.id = hits.id JOIN products p ON p.id = d.product_id
            JOIN manufacturers m ON m.id = p.manufacturer_id
           ORDER BY hits.rank, p.symbol, d.id LIMIT ${limit}::int OFFSET ${offset}::int)
        SELECT json_build_object('total', (SELECT count(*) FROM hits),
          'rows', (SELECT coalesce(json_agg(json_build_object('kind', kind, 'title', title, 'url', url, 'language', language, 'token', token,
                    'symbol', symbol, 'manufacturer', manufacturer) ORDER BY rank, symbol), '[]') FROM page)) AS result`;
}

/** Documents are looked for among at most this many matching products or titles. */
export const DOCUMENT_SCAN = 1000;

// ---------------------------------------------------------------- search counter

/** Counts one search of the day for the query (one upsert) and answers the day's count. */
export async function upsertSearchLog(
  db: Db,
  entry: { queryKey: string; query: string; results: number },
): Promise<number> {
  const [row] = await db
    .insert(searchLog)
    .values({ day: sql`current_date`, queryKey: entry.queryKey, query: entry.query, results: entry.results })
    .onConflictDoUpdate({
      target: [searchLog.day, searchLog.queryKey],
      set: {
        searches: sql`${searchLog.searches} + 1`,
        query: entry.query,
        results: entry.results,
        lastSearchedAt: sql`now()`,
      },
    })
    .returning({ searches: searchLog.searches });
  return row!.searches;
}
