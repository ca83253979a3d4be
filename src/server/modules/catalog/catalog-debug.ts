/**
 * The catalogue debug page's data (spec §2; route `catalog_debug`): one product's stored rows as
 * they are, for staff who ask "why does search not find it" or "why this price". Read-only, a
 * handful of primary-key and index lookups; every value becomes text here, so the page shows a
 * column added to the catalogue later without a change.
 */
import { sql } from 'drizzle-orm';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { CatalogDebug, DebugField } from '../../../common/contracts/catalog-debug';
import type { Db } from '../../db/client';

type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A row as name/value pairs, in the row's own column order, leaving out the named columns. */
export function debugFields(row: Row, without: readonly string[] = []): DebugField[] {
  return Object.entries(row)
    .filter(([name]) => !without.includes(name))
    .map(([name, value]) => ({ name, value: asText(value) }));
}

/**
 * The product whose symbol is `asked` exactly, else the first whose normalised key matches (the
 * exact lookup of search and quick buy, ADR 047); null when neither finds one.
 */
export async function productDebug(db: Db, asked: string): Promise<CatalogDebug | null> {
  const key = normaliseSymbol(asked);
  if (!asked || !key) return null;
  const [product] = rowsOf(
    await db.execute(sql`
      SELECT p.*, p.search_vector::text AS search_vector,
             CASE WHEN p.symbol = ${asked} THEN 'symbol' ELSE 'symbolKey' END AS matched_by
      FROM products p
      WHERE p.symbol = ${asked} OR p.symbol_key = ${key}
      ORDER BY (p.symbol = ${asked}) DESC, p.id
      LIMIT 1`),
  );
  if (!product) return null;
  const id = Number(product.id);
  const [manufacturer, category, parameters, priceBreaks, promotions, history, documents, links] =
    await Promise.all([
      db.execute(sql`SELECT * FROM manufacturers WHERE id = ${product.manufacturer_id}`),
      db.execute(sql`SELECT * FROM categories WHERE id = ${product.category_id}`),
      db.execute(sql`
        SELECT pp.parameter_id, pa.name, pa.unit, pp.display, pp.value_si
        FROM product_parameters pp JOIN parameters pa ON pa.id = pp.parameter_id
        WHERE pp.product_id = ${id} ORDER BY pp.parameter_id`),
      db.execute(sql`SELECT * FROM price_breaks WHERE product_id = ${id} ORDER BY amount`),
      db.execute(sql`SELECT * FROM promotions WHERE product_id = ${id} ORDER BY date_from DESC LIMIT 20`),
      db.execute(sql`
        SELECT day, net_price_pln FROM price_history
        WHERE product_id = ${id} AND day >= current_date - 30 ORDER BY day DESC`),
      db.execute(sql`SELECT * FROM product_documents WHERE product_id = ${id} ORDER BY id`),
      db.execute(sql`
        SELECT kind, count(*)::int AS count FROM product_links
        WHERE product_id = ${id} GROUP BY kind ORDER BY kind`),
    ]);
  return {
    symbol: String(product.symbol),
    product: debugFields(product, ['matched_by']),
    manufacturer: debugFields(rowsOf(manufacturer)[0] ?? {}),
    category: debugFields(rowsOf(category)[0] ?? {}),
    lookup: {
      asked,
      key,
      matchedBy: product.matched_by === 'symbol' ? 'symbol' : 'symbolKey',
    },
    searchWords: wordsOfVector(asText(product.search_vector) ?? ''),
    parameters: rowsOf(parameters).map((row) => debugFields(row)),
    priceBreaks: rowsOf(priceBreaks).map((row) => debugFields(row, ['product_id'])),
    promotions: rowsOf(promotions).map((row) => debugFields(row, ['product_id'])),
    priceHistory: rowsOf(history).map((row) => debugFields(row)),
    documents: rowsOf(documents).map((row) => debugFields(row, ['product_id'])),
    links: rowsOf(links).map((row) => ({ kind: String(row.kind), count: Number(row.count) })),
  };
}

/** `'0603':3 'resistor':1` → ['0603', 'resistor'] (the lexemes, in the vector's order). */
export function wordsOfVector(vector: string): string[] {
  return [...vector.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
}
