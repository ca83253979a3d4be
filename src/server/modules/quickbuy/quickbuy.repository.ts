/**
 * All SQL of quick buy (ADR 047). Every statement takes all lines of a call at once (arrays bound
 * as parameters, `unnest … WITH ORDINALITY` to keep each line's place): pasting 100 lines costs one
 * round trip per matching step, never one per line.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceDataColumns, toPriceDataRow, type PriceDataRow } from '../pricing';

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
 * The exact steps for all lines in one statement: the shop symbol as typed; the manufacturer part
 * number as typed (found through its key's index); the normalised key on the shop's or the
 * manufacturer's symbol; the key without its packaging suffix. Each by a btree (text_pattern_ops
 * serves equality too), OR-ed keys as a BitmapOr.
 */
export async function selectExactHits(
  db: Db,
  asked: ReadonlyArray<{ query: string; key: string; stripped: string | null }>,
): Promise<StepHit[]> {
  if (asked.length === 0) return [];
  const result = await db.execute(sql`
    SELECT (q.n - 1)::int AS "index", m.step::int AS step, m.symbol
    FROM unnest(${sql.param(asked.map((a) => a.query))}::text[], ${sql.param(asked.map((a) => a.key))}::text[],
                ${sql.param(asked.map((a) => a.stripped))}::text[]) WITH ORDINALITY AS q(query, key, stripped, n)
    CROSS JOIN LATERAL (
      (SELECT ${EXACT_STEPS.symbol} AS step, p.symbol FROM products p WHERE p.symbol = q.query LIMIT 1)
      UNION ALL
      (SELECT ${EXACT_STEPS.manufacturerSymbol}, p.symbol FROM products p
        WHERE p.manufacturer_symbol_key = q.key AND p.manufacturer_symbol = q.query ORDER BY p.id LIMIT ${PER_STEP})
      UNION ALL
      (SELECT ${EXACT_STEPS.normalised}, p.symbol FROM products p
        WHERE p.symbol_key = q.key OR p.manufacturer_symbol_key = q.key ORDER BY p.id LIMIT ${PER_STEP})
      UNION ALL
      (SELECT ${EXACT_STEPS.withoutSuffix}, p.symbol FROM products p
        WHERE q.stripped IS NOT NULL AND (p.symbol_key = q.stripped OR p.manufacturer_symbol_key = q.stripped)
        ORDER BY p.id LIMIT ${PER_STEP})
    ) m
    ORDER BY q.n, m.step`);
  return rowsOf<StepHit>(result);
}

export interface FuzzyHit {
  index: number;
  symbol: string;
  score: number;
}

/**
 * Similar symbols of the lines nothing exact found: pg_trgm similarity on the GIN trigram index of
 * symbol_key (as search's typo step), the best few per line. The threshold is raised for the
 * statement (SET LOCAL, so the pool's connections keep pg_trgm's default for search): the GIN scan
 * then prunes candidates sharing too few trigrams, which on 1 000 000 products is what keeps a
 * one-character typo from reading thousands of rows. A paste's lines are split over a few
 * statements that run side by side on the pool's connections.
 */
export async function selectFuzzyHits(
  db: Db,
  keys: readonly string[],
  limit: number,
  threshold: number,
): Promise<FuzzyHit[]> {
  if (keys.length === 0) return [];
  const size = Math.ceil(keys.length / Math.min(FUZZY_STATEMENTS, keys.length));
  const chunks = Array.from({ length: Math.ceil(keys.length / size) }, (_, i) =>
    keys.slice(i * size, (i + 1) * size),
  );
  const answers = await Promise.all(
    chunks.map((chunk, c) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
        const result = await tx.execute(sql`
          SELECT (q.n - 1)::int + ${c * size} AS "index", f.symbol, f.score::float8 AS score
          FROM unnest(${sql.param([...chunk])}::text[]) WITH ORDINALITY AS q(key, n)
          CROSS JOIN LATERAL (
            SELECT p.symbol, similarity(p.symbol_key, q.key) AS score FROM products p
            WHERE p.symbol_key % q.key
            ORDER BY similarity(p.symbol_key, q.key) DESC, p.id LIMIT ${limit}
          ) f
          ORDER BY q.n, f.score DESC`);
        return rowsOf<FuzzyHit>(result);
      }),
    ),
  );
  return answers.flat().map((hit) => ({ ...hit, index: Number(hit.index), score: Number(hit.score) }));
}

/** Statements the fuzzy step of one paste runs side by side at most (the pool has ten connections). */
const FUZZY_STATEMENTS = 4;

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

/**
 * The products the lines name, with their price data (pricing's columns, read beside the rows) and
 * the replacement of those not in the offer: one statement for the whole list.
 */
export async function selectLineProducts(
  db: Db,
  symbols: readonly string[],
  at: { day: string; fromDay: string },
): Promise<Map<string, LineProductRow>> {
  if (symbols.length === 0) return new Map();
  const price = priceDataColumns(sql`p.id`, { day: at.day, fromDay: at.fromDay, withOmnibus: false });
  const result = await db.execute(sql`
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
    WHERE p.symbol = ANY(${sql.param([...new Set(symbols)])}::text[])`);
  type Row = Omit<LineProductRow, 'priceData'> & {
    breaks: never;
    promotion: never;
    lowest: string | null;
  };
  return new Map(
    rowsOf<Row>(result).map(({ breaks, promotion, lowest, ...row }) => {
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
