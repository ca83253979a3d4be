/**
 * All SQL of quick buy (ADR 047). Every statement takes all lines of a call at once (arrays bound
 * as parameters, `unnest … WITH ORDINALITY` to keep each line's place): pasting 100 lines costs one
 * round trip per matching step, never one per line.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceDataColumns, toPriceDataRow, type PriceDataRow } from '../pricing';
import { mapInSlices } from './quickbuy.slices';

/** The exact steps of matching, in the order they are tried (the lowest that finds something wins). */
export const EXACT_STEPS = {
  symbol: 1,
  manufacturerSymbol: 3,
  normalised: 4,
  withoutSuffix: 5,
} as const;
export type ExactStep = keyof typeof EXACT_STEPS;

/** Products a step offers for one line at most: more than one is ambiguous and the buyer chooses. */
const PER_STEP = 5;

export interface StepHit {
  /** 0-based index of the asked line. */
  index: number;
  step: number;
  symbol: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A statement over a whole list with JIT off (SET LOCAL, as search does): at 10 000 lines its
 * estimated cost passes PostgreSQL's JIT thresholds (`jit_above_cost` 100 000, inlining and
 * optimisation at 500 000), and compiling took ~1.9 s of the products statement's 6.1 s on
 * 1 000 000 products, for index lookups that run in milliseconds each (bench/RESULTS.md, session 14).
 * PGlite has no JIT; the setting is accepted and changes nothing there.
 */
function withoutJit<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('jit', 'off', true)`);
    return work(tx as unknown as Db);
  });
}

const rowsWithoutJit = <T>(db: Db, query: SQL): Promise<T[]> =>
  withoutJit(db, async (tx) => rowsOf<T>(await tx.execute(query)));

/**
 * The exact steps for all lines, one statement a step for the lines no earlier step found: the
 * shop symbol as typed; the manufacturer part number as typed (found through its key's index); the
 * normalised key on the shop's or the manufacturer's symbol; the key without its packaging suffix. Each by a btree (text_pattern_ops
 * serves equality too), OR-ed keys as a BitmapOr.
 */
export async function selectExactHits(
  db: Db,
  asked: ReadonlyArray<{ query: string; key: string; stripped: string | null }>,
): Promise<StepHit[]> {
  if (asked.length === 0) return [];
  // Step by step, each for the lines no earlier step found (the lowest step that finds something
  // wins, so a later step's hits were never used): at 10 000 lines of symbols and part numbers this
  // is about a third of the index lookups of all four steps for every line (bench/RESULTS.md,
  // session 14). One transaction, one statement a step.
  const lookups: Array<[number, (q: { query: SQL; key: SQL; stripped: SQL }) => SQL]> = [
    [EXACT_STEPS.symbol, (q) => sql`SELECT p.symbol FROM products p WHERE p.symbol = ${q.query} LIMIT 1`],
    [
      EXACT_STEPS.manufacturerSymbol,
      (q) => sql`SELECT p.symbol FROM products p
        WHERE p.manufacturer_symbol_key = ${q.key} AND p.manufacturer_symbol = ${q.query} ORDER BY p.id LIMIT ${PER_STEP}`,
    ],
    [
      EXACT_STEPS.normalised,
      (q) => sql`SELECT p.symbol FROM products p
        WHERE p.symbol_key = ${q.key} OR p.manufacturer_symbol_key = ${q.key} ORDER BY p.id LIMIT ${PER_STEP}`,
    ],
    [
      EXACT_STEPS.withoutSuffix,
      (q) => sql`SELECT p.symbol FROM products p
        WHERE p.symbol_key = ${q.stripped} OR p.manufacturer_symbol_key = ${q.stripped} ORDER BY p.id LIMIT ${PER_STEP}`,
    ],
  ];
  return withoutJit(db, async (tx) => {
    const hits: StepHit[] = [];
    let open = asked.map((a, index) => ({ ...a, index }));
    for (const [step, lookup] of lookups) {
      if (step === EXACT_STEPS.withoutSuffix) open = open.filter((a) => a.stripped !== null);
      if (open.length === 0) break;
      const found = rowsOf<{ index: number; symbol: string }>(
        await tx.execute(sql`
          SELECT q.i AS "index", m.symbol
          FROM unnest(${sql.param(open.map((a) => a.index))}::int[], ${sql.param(open.map((a) => a.query))}::text[],
                      ${sql.param(open.map((a) => a.key))}::text[], ${sql.param(open.map((a) => a.stripped))}::text[])
               WITH ORDINALITY AS q(i, query, key, stripped, n)
          CROSS JOIN LATERAL (${lookup({ query: sql`q.query`, key: sql`q.key`, stripped: sql`q.stripped` })}) m
          ORDER BY q.n`),
      );
      const done = new Set<number>();
      for (const row of found) {
        hits.push({ index: row.index, step, symbol: row.symbol });
        done.add(row.index);
      }
      open = open.filter((a) => !done.has(a.index));
    }
    return hits.sort((a, b) => a.index - b.index || a.step - b.step);
  });
}

export interface FuzzyHit {
  index: number;
  symbol: string;
  score: number;
}

/**
 * Products whose shop symbol or manufacturer part number looks like the key of a line nothing exact
 * found, for all such lines in one statement (ADR 047). The key is cut into three parts (two when
 * short); a typo of one character spoils one part, so the product meant holds the other parts in
 * their order: the candidates are the products whose key is `LIKE '%a%b%'` for each pair of parts.
 * The GIN trigram indexes of `symbol_key` and `manufacturer_symbol_key` answer such a pattern by
 * intersecting the posting lists of its trigrams (all must be there), where `%` has to re-check
 * every product sharing a few trigrams with the key. At most `PER_PATTERN` candidates a pattern, then
 * ranked by pg_trgm similarity to the whole key (of the column the pattern was found in), those under
 * `threshold` dropped. Keys shorter than `FUZZY_MIN_KEY` are not looked up (a part without a trigram
 * would scan the whole index, and a typo in so short a key leaves it dissimilar anyway).
 */
export async function selectFuzzyHits(
  db: Db,
  keys: readonly string[],
  limit: number,
  threshold: number,
): Promise<FuzzyHit[]> {
  const asked = keys
    .map((key, index) => ({ key, index, patterns: typoPatterns(key) }))
    .filter((a) => a.patterns.length > 0);
  if (asked.length === 0) return [];
  const patternOf = (n: number) => sql.param(asked.map((a) => a.patterns[n] ?? null));
  // Each candidate is scored on the column its pattern was found in (a product found in both keeps
  // the better score when grouped).
  const candidates = (column: SQL, pattern: SQL) =>
    sql`(SELECT p.id, p.symbol, similarity(${column}, q.key) AS score FROM products p
          WHERE ${pattern} IS NOT NULL AND ${column} LIKE ${pattern} LIMIT ${PER_PATTERN})`;
  const patterns = [sql`q.a`, sql`q.b`, sql`q.c`];
  const unions = sql.join(
    [sql`p.symbol_key`, sql`p.manufacturer_symbol_key`].flatMap((column) =>
      patterns.map((pattern) => candidates(column, pattern)),
    ),
    sql` UNION ALL `,
  );
  const result = await rowsWithoutJit<FuzzyHit>(
    db,
    sql`
    SELECT q.i AS "index", f.symbol, f.score::float8 AS score
    FROM unnest(${sql.param(asked.map((a) => a.index))}::int[], ${sql.param(asked.map((a) => a.key))}::text[],
                ${patternOf(0)}::text[], ${patternOf(1)}::text[], ${patternOf(2)}::text[]) AS q(i, key, a, b, c)
    CROSS JOIN LATERAL (
      SELECT c.symbol, max(c.score) AS score, min(c.id) AS id FROM (${unions}) c
      WHERE c.score >= ${threshold}
      GROUP BY c.symbol
      ORDER BY max(c.score) DESC, min(c.id) LIMIT ${limit}
    ) f
    ORDER BY q.i, f.score DESC, f.id`,
  );
  return result.map((hit) => ({
    ...hit,
    index: Number(hit.index),
    score: Number(hit.score),
  }));
}

/** Candidates one pattern offers at most (a part common to thousands of products is capped). */
const PER_PATTERN = 200;

/** Shorter keys get no similar suggestions: each of two parts needs a trigram. */
const FUZZY_MIN_KEY = 6;
/** From this length a key is cut into three parts (each still holding a trigram). */
const THREE_PARTS_FROM = 9;

/**
 * The LIKE patterns whose union holds every key one typo away from `key`: for each part left out,
 * the others in order (`%AB%CD%`), LIKE's own characters escaped. None for a short key.
 */
export function typoPatterns(key: string): string[] {
  const chars = [...key];
  if (chars.length < FUZZY_MIN_KEY) return [];
  const n = chars.length >= THREE_PARTS_FROM ? 3 : 2;
  const parts = Array.from({ length: n }, (_, i) =>
    chars
      .slice(Math.floor((i * chars.length) / n), Math.floor(((i + 1) * chars.length) / n))
      .join('')
      .replace(/[\\%_]/g, (c) => `\\${c}`),
  );
  return parts.map((_, left) => `%${parts.filter((_, i) => i !== left).join('%')}%`);
}

export interface LineProductRow {
  id: number;
  symbol: string;
  manufacturerSymbol: string;
  manufacturer: string;
  description: string;
  generatedText: boolean;
  minimumQuantity: number;
  multiples: number;
  flags: string[];
  permissions: string[];
  unit: string;
  pricePrecision: number;
  vatRateOverride: string | null;
  stock: number;
  leadTimeDays: number | null;
  /** The first replacement in the offer of a product that is not (relations' `replacement` links). */
  replacementSymbol: string | null;
  priceData: PriceDataRow;
}

/** How many symbols one statement of `selectLineProducts` reads. */
const PRODUCTS_PIECE = 1000;

function lineProductsStatement(symbols: readonly string[], price: ReturnType<typeof priceDataColumns>): SQL {
  return sql`
    SELECT p.id, p.symbol, p.manufacturer_symbol AS "manufacturerSymbol", m.name AS manufacturer,
      p.description, p.generated_text AS "generatedText", p.minimum_quantity AS "minimumQuantity",
      p.multiples, p.flags, p.permissions, p.unit, p.price_precision AS "pricePrecision",
      p.vat_rate_override::text AS "vatRateOverride", p.stock, p.lead_time_days AS "leadTimeDays",
      CASE WHEN p.flags && ARRAY['NOT_IN_OFFER', 'PRODUCT_BLOCKED']::text[] THEN (
        SELECT r.symbol FROM product_links l JOIN products r ON r.id = l.linked_product_id
        WHERE l.product_id = p.id AND l.kind = 'replacement'
          AND NOT (r.flags && ARRAY['NOT_IN_OFFER', 'PRODUCT_BLOCKED']::text[])
        ORDER BY l.linked_product_id LIMIT 1) END AS "replacementSymbol",
      ${price.breaks} AS breaks, ${price.promotion} AS promotion, ${price.lowest} AS lowest
    FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
    WHERE p.symbol = ANY(${sql.param(symbols)}::text[])`;
}

/**
 * The products the lines name, with their price data (pricing's columns, read beside the rows) and
 * the replacement of those not in the offer: a statement for each thousand symbols.
 */
export async function selectLineProducts(
  db: Db,
  symbols: readonly string[],
  at: { day: string; fromDay: string },
): Promise<Map<string, LineProductRow>> {
  if (symbols.length === 0) return new Map();
  const price = priceDataColumns(sql`p.id`, { day: at.day, fromDay: at.fromDay, withOmnibus: false });
  type Row = Omit<LineProductRow, 'priceData'> & {
    breaks: never;
    promotion: never;
    lowest: string | null;
  };
  // In statements of PRODUCTS_PIECE symbols, one after another: the driver parses a result's rows
  // (text arrays, price JSON) as they arrive, and 10 000 in one result held the event loop 59–165 ms
  // at a time; in thousands 8–44 ms, for ~10–30 % more time in all (bench/RESULTS.md, session 19).
  const unique = [...new Set(symbols)];
  const result = await withoutJit(db, async (tx) => {
    const rows: Row[] = [];
    for (let from = 0; from < unique.length; from += PRODUCTS_PIECE) {
      const piece = unique.slice(from, from + PRODUCTS_PIECE);
      rows.push(...rowsOf<Row>(await tx.execute(lineProductsStatement(piece, price))));
    }
    return rows;
  });
  // Read into the map in slices: 10 000 rows with their price data at once held the event loop.
  return new Map(
    await mapInSlices(result, ({ breaks, promotion, lowest, ...row }): [string, LineProductRow] => {
      const id = Number(row.id);
      return [
        row.symbol,
        {
          ...row,
          id,
          stock: Number(row.stock),
          priceData: toPriceDataRow(id, { breaks, promotion, lowest }),
        },
      ];
    }),
  );
}

/**
 * How many of a column's sampled values the catalogue knows, as a shop symbol or by the normalised
 * key of a symbol or manufacturer part number (the BOM reader's "column by content", ADR 046): one
 * statement for the whole sample, each value by the same btrees the exact steps use.
 */
export async function countCatalogueHits(
  db: Db,
  asked: ReadonlyArray<{ query: string; key: string }>,
): Promise<number> {
  if (asked.length === 0) return 0;
  const result = await db.execute(sql`
    SELECT count(*)::int AS hits
    FROM unnest(${sql.param(asked.map((a) => a.query))}::text[], ${sql.param(asked.map((a) => a.key))}::text[]) AS q(query, key)
    WHERE EXISTS (SELECT 1 FROM products p WHERE p.symbol = q.query)
       OR EXISTS (SELECT 1 FROM products p WHERE p.symbol_key = q.key OR p.manufacturer_symbol_key = q.key)`);
  return rowsOf<{ hits: number }>(result)[0]?.hits ?? 0;
}
