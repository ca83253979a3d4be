import { asc, eq, and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { productLinks, products } from '../../db/schema';

export interface SymbolIdRow {
  id: number;
  symbol: string;
  symbolKey: string;
  categoryId: number;
}

/** Products by exact symbol (unique btree). */
export async function selectIdsBySymbol(db: Db, symbols: string[]): Promise<SymbolIdRow[]> {
  if (symbols.length === 0) return [];
  return prepared(db, 'relations_ids_by_symbol', () =>
    db
      .select({ id: products.id, symbol: products.symbol, symbolKey: products.symbolKey, categoryId: products.categoryId })
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
      .select({ id: products.id, symbol: products.symbol, symbolKey: products.symbolKey, categoryId: products.categoryId })
      .from(products)
      .where(sql`${products.symbolKey} = any(${sql.placeholder('keys')}::text[])`)
      .orderBy(asc(products.id))
      .prepare('relations_ids_by_symbol_key'),
  ).execute({ keys });
}

/** Linked products of one kind (replacement, linked, related), by id; the primary key serves it. */
export async function selectLinkedIds(db: Db, productId: number, kind: string, limit: number): Promise<number[]> {
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
}

export interface SimilarRow {
  id: number;
  samePackage: boolean;
  sameValues: number;
  distance: number;
  available: boolean;
}

/**
 * Products like `productId`: its own leaf category, ranked by available first, then the same
 * package, then the most parameters with the same value, then the smallest distance of the numeric
 * values (sum of |ln(a/b)|: 10 kΩ is as far from 1 kΩ as from 100 kΩ).
 *
 * A category can hold tens of thousands of parts, so the ranking runs over a bounded pool of
 * candidates, each found through an index: per numeric parameter the nearest values above and below
 * (product_parameters_value_idx, read in value order), per text parameter equal values
 * (product_parameters_display_idx), and the best-stocked parts of the category
 * (products_category_stock_idx). Scoring then reads the pool's parameters by primary key.
 */
export async function selectSimilarProducts(db: Db, productId: number, options: SimilarityOptions): Promise<SimilarRow[]> {
  const k = options.perParameter;
  const result = await db.execute(sql`
    with target as (
      select pp.parameter_id, pp.value_si, pp.display, p.category_id,
             par.numeric and pp.value_si is not null as is_numeric,
             par.name = any(${textArray(PACKAGE_PARAMETERS)}) as is_package
        from product_parameters pp
        join products p on p.id = pp.product_id
        join parameters par on par.id = pp.parameter_id
       where pp.product_id = ${productId}
    ),
    category as (select category_id from products where id = ${productId}),
    pool as (
      select above.product_id from target t cross join lateral (
        select pp.product_id from product_parameters pp join products p on p.id = pp.product_id
         where t.is_numeric and pp.parameter_id = t.parameter_id and pp.value_si >= t.value_si
           and p.category_id = t.category_id and p.id <> ${productId}
         order by pp.value_si asc limit ${k}) above
      union
      select below.product_id from target t cross join lateral (
        select pp.product_id from product_parameters pp join products p on p.id = pp.product_id
         where t.is_numeric and pp.parameter_id = t.parameter_id and pp.value_si < t.value_si
           and p.category_id = t.category_id and p.id <> ${productId}
         order by pp.value_si desc limit ${k}) below
      union
      select same.product_id from target t cross join lateral (
        select pp.product_id from product_parameters pp join products p on p.id = pp.product_id
         where not t.is_numeric and pp.parameter_id = t.parameter_id and pp.display = t.display
           and p.category_id = t.category_id and p.id <> ${productId}
         limit ${k}) same
      union
      select stocked.id from category c cross join lateral (
        select p.id from products p where p.category_id = c.category_id and p.id <> ${productId}
         order by p.stock desc limit ${k}) stocked
    ),
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
  `);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    id: Number(r.id),
    samePackage: Boolean(r.same_package),
    sameValues: Number(r.same_values),
    distance: Number(r.distance),
    available: Boolean(r.available),
  }));
}
