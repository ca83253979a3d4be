import { asc, eq, and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { productLinks, products } from '../../db/schema';
import { productQueryWith, type ProductRow } from '../catalog';
import { priceDataColumns, toPriceDataRow, type PriceDataRow } from '../pricing';

export interface SymbolIdRow {
  id: number;
  symbol: string;
  symbolKey: string;
  categoryId: number;
}

/**
 * Products by exact symbol with their list row and price data at the day given, in one prepared
 * statement (the search's exact-hit fast path: catalog.summariesOfRows prices them with no further
 * query): a details call of 50 symbols reads everything in one round trip.
 */
export async function selectCardsBySymbol(
  db: Db,
  symbols: string[],
  days: { day: string; fromDay: string },
): Promise<Array<ProductRow & { priceData: PriceDataRow }>> {
  if (symbols.length === 0) return [];
  const rows = await prepared(db, 'relations_cards_by_symbol', () =>
    productQueryWith(db, {
      // Only promoted products have an Omnibus minimum in a list.
      ...priceDataColumns(sql`${products.id}`, {
        day: sql.placeholder('day'),
        fromDay: sql.placeholder('fromDay'),
        withOmnibus: sql`false`,
      }),
    })
      .where(sql`${products.symbol} = any(${sql.placeholder('symbols')}::text[])`)
      .prepare('relations_cards_by_symbol'),
  ).execute({ symbols, ...days });
  return rows.map(({ breaks, promotion, lowest, ...row }) => ({
    ...row,
    priceData: toPriceDataRow(row.id, { breaks, promotion, lowest }),
  }));
}

/** Products by exact symbol (unique btree). */
export async function selectIdsBySymbol(db: Db, symbols: string[]): Promise<SymbolIdRow[]> {
  if (symbols.length === 0) return [];
  return prepared(db, 'relations_ids_by_symbol', () =>
    db
      .select({
        id: products.id,
        symbol: products.symbol,
        symbolKey: products.symbolKey,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(sql`${products.symbol} = any(${sql.placeholder('symbols')}::text[])`)
      .prepare('relations_ids_by_symbol'),
  ).execute({ symbols });
}

/** Products by normalised symbol key ("rc 0603-fr/10k" finds "RC0603FR10K"); lowest id first per key. */
export async function selectIdsBySymbolKey(db: Db, keys: string[]): Promise<SymbolIdRow[]> {
  if (keys.length === 0) return [];
  return prepared(db, 'relations_ids_by_symbol_key', () =>
    db
      .select({
        id: products.id,
        symbol: products.symbol,
        symbolKey: products.symbolKey,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(sql`${products.symbolKey} = any(${sql.placeholder('keys')}::text[])`)
      .orderBy(asc(products.id))
      .prepare('relations_ids_by_symbol_key'),
  ).execute({ keys });
}

/** Linked products of one kind (replacement, linked, related), by id; the primary key serves it. */
export async function selectLinkedIds(
  db: Db,
  productId: number,
  kind: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: productLinks.linkedProductId })
    .from(productLinks)
    .where(and(eq(productLinks.productId, productId), eq(productLinks.kind, kind)))
    .orderBy(asc(productLinks.linkedProductId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Parameter names that say what package a part comes in: an equal package weighs most (a drop-in
 * part for the same footprint). Mounting (SMD/THT) is too coarse for that and counts as any value.
 */
export const PACKAGE_PARAMETERS = ['Case', 'Package', 'Housing'];

/** The mounting parameter's name: SMD or THT. */
export const MOUNTING_PARAMETER = 'Mounting';

/**
 * Mounting and package parameters of a few products (a product and its replacements): the primary
 * key of product_parameters per product, the parameters named.
 */
export async function selectFootprintParameters(
  db: Db,
  productIds: number[],
): Promise<Array<{ productId: number; name: string; display: string }>> {
  if (productIds.length === 0) return [];
  const result = await db.execute(sql`SELECT pp.product_id AS "productId", par.name, pp.display
      FROM product_parameters pp JOIN parameters par ON par.id = pp.parameter_id
     WHERE pp.product_id = ANY(${sql.param(productIds)}::int[])
       AND par.name = ANY(${textArray([MOUNTING_PARAMETER, ...PACKAGE_PARAMETERS])})`);
  return (result as unknown as { rows: Array<{ productId: number; name: string; display: string }> }).rows;
}

/** Flags of products that cannot be bought: never offered as an alternative. */
const UNAVAILABLE_FLAGS = ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'INVALID'];

/** A constant list of ours as an SQL array literal (drizzle would spread a JS array into a row). */
function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
}

export interface SimilarityOptions {
  limit: number;
  /** Candidates taken per parameter of the product, and among the best-stocked of its category. */
  perParameter: number;
  /**
   * Index entries read per parameter before the category filter: the nearest values across the
   * whole catalogue, of which those in the product's category become candidates. Bounds the work in
   * categories of any size.
   */
  window?: number;
}

export interface SimilarRow {
  id: number;
  samePackage: boolean;
  sameValues: number;
  distance: number;
  available: boolean;
}

interface TargetParameter {
  parameterId: number;
  valueSi: number | null;
  display: string;
  numeric: boolean;
}

/** The product's category and parameters, which the candidate search is built from. */
export async function selectSimilarityTarget(db: Db, productId: number) {
  const result = await db.execute(sql`
    select p.category_id,
           coalesce(json_agg(json_build_array(pp.parameter_id, pp.value_si, pp.display, par.numeric and pp.value_si is not null))
                      filter (where pp.parameter_id is not null), '[]') as parameters
      from products p
      left join product_parameters pp on pp.product_id = p.id
      left join parameters par on par.id = pp.parameter_id
     where p.id = ${productId}
     group by p.category_id`);
  const [row] = (result as unknown as { rows: Array<{ category_id: number; parameters: unknown }> }).rows;
  if (!row) return undefined;
  const raw = (typeof row.parameters === 'string' ? JSON.parse(row.parameters) : row.parameters) as Array<
    [number, number | null, string, boolean]
  >;
  const parameters: TargetParameter[] = raw.map(([parameterId, valueSi, display, numeric]) => ({
    parameterId,
    valueSi,
    display,
    numeric,
  }));
  return { categoryId: Number(row.category_id), parameters };
}

/**
 * Products like `productId`: its own leaf category, ranked by available first, then the same
 * package, then the most parameters with the same value, then the smallest distance of the numeric
 * values (sum of |ln(a/b)|: 10 kΩ is as far from 1 kΩ as from 100 kΩ; a missing or different text
 * value counts 1).
 *
 * A category can hold tens of thousands of parts, so the ranking runs over a bounded pool of
 * candidates, each branch a short ordered index read: per numeric parameter the nearest values
 * above and below (product_parameters_value_idx), per text parameter equal values
 * (product_parameters_display_idx), each kept to the product's category, and the best-stocked parts
 * of the category (products_category_stock_idx). Scoring then reads the pool's parameters by
 * primary key. Categories smaller than the pool are ranked exactly.
 */
export async function selectSimilarProducts(
  db: Db,
  productId: number,
  options: SimilarityOptions,
): Promise<SimilarRow[]> {
  const target = await selectSimilarityTarget(db, productId);
  if (!target) return [];
  const result = await db.execute(
    similarProductsSql(productId, target.categoryId, target.parameters, options),
  );
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    id: Number(r.id),
    samePackage: Boolean(r.same_package),
    sameValues: Number(r.same_values),
    distance: Number(r.distance),
    available: Boolean(r.available),
  }));
}

/** The ranking statement (exported for EXPLAIN in benchmarks). */
export function similarProductsSql(
  productId: number,
  categoryId: number,
  target: readonly TargetParameter[],
  options: SimilarityOptions,
) {
  const k = options.perParameter;
  const window = options.window ?? 400;
  // Each branch reads at most `window` index entries in value order and keeps the first k of the
  // category: a nested loop over the ordered read stops as soon as it has them (no sort, so the
  // read is lazy; the nested loop keeps the outer order, nearest values first).
  const inCategory = (entries: SQL) => sql`(select w.product_id from (${entries}) w
      join products p on p.id = w.product_id
     where p.category_id = ${categoryId} and p.id <> ${productId}
     limit ${k})`;
  const branches: SQL[] = target.flatMap((t) =>
    t.numeric && t.valueSi !== null
      ? [
          inCategory(sql`select product_id from product_parameters
               where parameter_id = ${t.parameterId} and value_si >= ${t.valueSi} order by value_si asc limit ${window}`),
          inCategory(sql`select product_id from product_parameters
               where parameter_id = ${t.parameterId} and value_si < ${t.valueSi} order by value_si desc limit ${window}`),
        ]
      : [
          inCategory(sql`select product_id from product_parameters
               where parameter_id = ${t.parameterId} and display = ${t.display} limit ${window}`),
        ],
  );
  // "desc nulls last" is the order of products_category_stock_idx (plain desc would not use it).
  branches.push(sql`(select id as product_id from products
      where category_id = ${categoryId} and id <> ${productId} order by stock desc nulls last limit ${k})`);
  return sql`
    with target as (
      select pp.parameter_id, pp.value_si, pp.display,
             par.numeric and pp.value_si is not null as is_numeric,
             par.name = any(${textArray(PACKAGE_PARAMETERS)}) as is_package
        from product_parameters pp
        join parameters par on par.id = pp.parameter_id
       where pp.product_id = ${productId}
    ),
    pool as (${sql.join(branches, sql` union `)}),
    scored as (
      select pool.product_id,
             coalesce(bool_or(t.is_package and cp.display = t.display), false) as same_package,
             count(t.parameter_id) filter (where cp.display = t.display) as same_values,
             coalesce(sum(case
               when cp.display = t.display then 0
               when t.is_numeric and cp.value_si > 0 and t.value_si > 0 then abs(ln(cp.value_si / t.value_si))
               when t.is_numeric and cp.value_si is not null then abs(cp.value_si - t.value_si) / greatest(abs(t.value_si), 1e-12)
               else 1 end) filter (where t.parameter_id is not null), 0)
               + (select count(*) from target) - count(t.parameter_id) as distance
        from pool
        left join product_parameters cp on cp.product_id = pool.product_id
        left join target t on t.parameter_id = cp.parameter_id
       group by pool.product_id
    )
    select p.id, s.same_package, s.same_values::int as same_values, s.distance::float8 as distance,
           (p.stock > 0 or p.external_stock > 0) as available
      from scored s
      join products p on p.id = s.product_id
     where not (p.flags && ${textArray(UNAVAILABLE_FLAGS)})
     order by available desc, s.same_package desc, s.same_values desc, s.distance asc, p.symbol asc
     limit ${options.limit}
  `;
}

export interface VariantKeyRow {
  id: number;
  symbol: string;
  manufacturerId: number;
  manufacturerSymbolKey: string;
}

/** Manufacturer and manufacturer's part number key of a few products (primary key). */
export async function selectVariantKeys(db: Db, ids: number[]): Promise<VariantKeyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      symbol: products.symbol,
      manufacturerId: products.manufacturerId,
      manufacturerSymbolKey: products.manufacturerSymbolKey,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** The byte-order successor of a key: [key, successor) holds exactly the keys starting with it. */
function keyRangeEnd(key: string): string {
  const last = key.codePointAt(key.length - 1)!;
  return key.slice(0, key.length - (last > 0xffff ? 2 : 1)) + String.fromCodePoint(last + 1);
}

/**
 * Products of one manufacturer whose part number key starts with `base`, but one: a range of the
 * text_pattern_ops btree products_manufacturer_symbol_key_idx (never a scan of the catalogue), in
 * key order, the manufacturer checked on the rows of the range. Ordered by the key alone, so the
 * scan stops at the limit: an id tie-break made PostgreSQL read and sort the whole range first
 * (511 rows, 54 ms for a four-character base on the 1 000 000-product bench; 0.15 ms without).
 */
export function variantIdsQuery(
  db: Db,
  variant: { base: string; manufacturerId: number; excludeId: number },
  limit: number,
) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.manufacturerSymbolKey} ~>=~ ${variant.base}
        AND ${products.manufacturerSymbolKey} ~<~ ${keyRangeEnd(variant.base)}
        AND ${products.manufacturerId} = ${variant.manufacturerId}
        AND ${products.id} <> ${variant.excludeId}`,
    )
    .orderBy(sql`${products.manufacturerSymbolKey} USING ~<~`)
    .limit(limit);
}

export async function selectVariantIds(
  db: Db,
  variant: { base: string; manufacturerId: number; excludeId: number },
  limit: number,
): Promise<number[]> {
  if (variant.base === '') return [];
  const rows = await variantIdsQuery(db, variant, limit);
  return rows.map((r) => r.id);
}
