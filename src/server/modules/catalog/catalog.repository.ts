import { and, asc, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductSort } from '../../../common/contracts/catalog';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  categories,
  homeSlots,
  manufacturers,
  parameters,
  productDocuments,
  productLinks,
  productParameters,
  products,
  promotions,
  type LocalizedText,
} from '../../db/schema';

// ---------------------------------------------------------------- categories

export type CategoryRow = typeof categories.$inferSelect;

/** The whole tree: a few hundred rows, read once and kept by the service for a while. */
export async function selectAllCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      depth: categories.depth,
      pathIds: categories.pathIds,
      names: categories.names,
      position: categories.position,
    })
    .from(categories)
    .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id));
}

/** Products per category (own products only; the service sums subtrees). Index-only on products_category_idx. */
export async function countProductsPerCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** Ids of a category and all its descendants, through the gin index on path_ids. */
function subtreeIds(categoryId: number): SQL {
  return sql`(select ${categories.id} from ${categories} where ${categories.pathIds} @> array[${categoryId}::int])`;
}

// ---------------------------------------------------------------- products

export interface ProductRow {
  id: number;
  symbol: string;
  originalSymbol: string | null;
  description: string;
  /** Description and text values are the seed generator's: shown in the buyer's language (catalogue-language.ts). */
  generatedText: boolean;
  manufacturerSymbol: string;
  unit: string;
  minimumQuantity: number;
  multiples: number;
  flags: string[];
  permissions: string[];
  pricePrecision: number;
  vatRateOverride: string | null;
  imageUrl: string | null;
  stock: number;
  externalStock: number;
  leadTimeDays: number | null;
  /** Lifecycle and RoHS, shown on cards and lists (ADR 075); the rest of the compliance data is the page's. */
  lifecycle: string;
  lastTimeBuyDate: string | null;
  rohs: string;
  manufacturerId: number;
  manufacturerName: string;
  manufacturerSlug: string;
  manufacturerLogoUrl: string | null;
  categoryId: number;
  categorySlug: string;
  categoryNames: LocalizedText;
}

/** The product's own columns of a list row or card (joined names come beside them). */
const ownProductColumns = {
  id: products.id,
  symbol: products.symbol,
  originalSymbol: products.originalSymbol,
  description: products.description,
  generatedText: products.generatedText,
  manufacturerSymbol: products.manufacturerSymbol,
  unit: products.unit,
  minimumQuantity: products.minimumQuantity,
  multiples: products.multiples,
  flags: products.flags,
  permissions: products.permissions,
  pricePrecision: products.pricePrecision,
  vatRateOverride: products.vatRateOverride,
  imageUrl: products.imageUrl,
  stock: products.stock,
  externalStock: products.externalStock,
  leadTimeDays: products.leadTimeDays,
  lifecycle: products.lifecycle,
  lastTimeBuyDate: products.lastTimeBuyDate,
  rohs: products.rohs,
  manufacturerId: products.manufacturerId,
  categoryId: products.categoryId,
};

const productColumns = {
  ...ownProductColumns,
  manufacturerName: manufacturers.name,
  manufacturerSlug: manufacturers.slug,
  manufacturerLogoUrl: manufacturers.logoUrl,
  categorySlug: categories.slug,
  categoryNames: categories.names,
};

function productQuery(db: Db) {
  return productQueryWith(db, {});
}

/** The rows of productQuery with columns of the caller's beside them (a statement of another area). */
export function productQueryWith<E extends Record<string, SQL | SQL.Aliased>>(db: Db, extra: E) {
  return db
    .select({ ...productColumns, ...extra })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export async function selectProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return prepared(db, 'catalog_products_by_id', () =>
    productQuery(db)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('catalog_products_by_id'),
  ).execute({ ids });
}

export async function selectProductBySymbol(db: Db, symbol: string): Promise<ProductRow | undefined> {
  const [row] = await prepared(db, 'catalog_product_by_symbol', () =>
    productQuery(db)
      .where(eq(products.symbol, sql.placeholder('symbol')))
      .limit(1)
      .prepare('catalog_product_by_symbol'),
  ).execute({ symbol });
  return row;
}

export async function selectProductBySymbolKey(db: Db, key: string): Promise<ProductRow | undefined> {
  const [row] = await prepared(db, 'catalog_product_by_symbol_key', () =>
    productQuery(db)
      .where(eq(products.symbolKey, sql.placeholder('key')))
      .orderBy(asc(products.id))
      .limit(1)
      .prepare('catalog_product_by_symbol_key'),
  ).execute({ key });
  return row;
}

export async function selectProductByOriginalSymbol(
  db: Db,
  originalSymbol: string,
): Promise<ProductRow | undefined> {
  const [row] = await productQuery(db)
    .where(eq(products.originalSymbol, originalSymbol))
    .orderBy(asc(products.id))
    .limit(1);
  return row;
}

export interface ProductFilter {
  categoryId?: number;
  manufacturerId?: number;
}

function filterCondition(filter: ProductFilter): SQL | undefined {
  return and(
    filter.categoryId !== undefined ? inArray(products.categoryId, subtreeIds(filter.categoryId)) : undefined,
    filter.manufacturerId !== undefined ? eq(products.manufacturerId, filter.manufacturerId) : undefined,
  );
}

interface SortColumns {
  symbol: SQLWrapper;
  sortPrice: SQLWrapper;
  stock: SQLWrapper;
}

/**
 * Sort keys; symbol is unique, so every order is total. stock is NOT NULL, so "desc nulls last"
 * is the same order as plain "desc" and matches products_category_stock_idx.
 */
function sortOrder(sort: ProductSort, c: SortColumns): SQL[] {
  switch (sort) {
    case 'symbol':
      return [sql`${c.symbol} asc`];
    // Products without a price list go last in both directions: they cannot be compared.
    case 'price_asc':
      return [sql`${c.sortPrice} asc nulls last`, sql`${c.symbol} asc`];
    case 'price_desc':
      return [sql`${c.sortPrice} desc nulls last`, sql`${c.symbol} asc`];
    case 'stock_desc':
      return [sql`${c.stock} desc nulls last`, sql`${c.symbol} asc`];
  }
}

/**
 * Up to this many rows (offset + limit) a category page is read per category of the subtree: each
 * category is an index range in (category_id, sort key) order, so a page costs a few index probes
 * per category instead of sorting every product of the subtree. Deeper pages use the plain query.
 */
const PER_CATEGORY_MAX_ROWS = 2_000;

function categoryPageStatement(db: Db, sort: ProductSort) {
  const name = `catalog_category_page_${sort}`;
  return prepared(db, name, () => {
    const subtree = alias(categories, 'subtree');
    const own = db
      .select({ ...ownProductColumns, sortPrice: products.sortPrice })
      .from(products)
      .where(sql`${products.categoryId} = ${subtree.id}`)
      .orderBy(...sortOrder(sort, products))
      .limit(sql.placeholder('upTo'))
      .as('p');
    return db
      .select({
        id: own.id,
        symbol: own.symbol,
        originalSymbol: own.originalSymbol,
        description: own.description,
        generatedText: own.generatedText,
        manufacturerSymbol: own.manufacturerSymbol,
        unit: own.unit,
        minimumQuantity: own.minimumQuantity,
        multiples: own.multiples,
        flags: own.flags,
        permissions: own.permissions,
        pricePrecision: own.pricePrecision,
        vatRateOverride: own.vatRateOverride,
        imageUrl: own.imageUrl,
        stock: own.stock,
        externalStock: own.externalStock,
        leadTimeDays: own.leadTimeDays,
        lifecycle: own.lifecycle,
        lastTimeBuyDate: own.lastTimeBuyDate,
        rohs: own.rohs,
        manufacturerId: own.manufacturerId,
        manufacturerName: manufacturers.name,
        manufacturerSlug: manufacturers.slug,
        manufacturerLogoUrl: manufacturers.logoUrl,
        categoryId: own.categoryId,
        categorySlug: categories.slug,
        categoryNames: categories.names,
      })
      .from(subtree)
      .innerJoinLateral(own, sql`true`)
      .innerJoin(manufacturers, eq(manufacturers.id, own.manufacturerId))
      .innerJoin(categories, eq(categories.id, own.categoryId))
      .where(sql`${subtree.pathIds} @> array[${sql.placeholder('categoryId')}::int]`)
      .orderBy(...sortOrder(sort, own))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

export async function selectProductPage(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<ProductRow[]> {
  if (
    filter.categoryId !== undefined &&
    filter.manufacturerId === undefined &&
    offset + limit <= PER_CATEGORY_MAX_ROWS
  ) {
    return categoryPageStatement(db, sort).execute({
      categoryId: filter.categoryId,
      upTo: offset + limit,
      limit,
      offset,
    });
  }
  return productQuery(db)
    .where(filterCondition(filter))
    .orderBy(...sortOrder(sort, products))
    .limit(limit)
    .offset(offset);
}

/** Matching products, counted up to `cap + 1` so a huge category costs no more than `cap` rows. */
export async function countProducts(db: Db, filter: ProductFilter, cap: number): Promise<number> {
  if (filter.categoryId !== undefined && filter.manufacturerId === undefined) {
    // Per category of the subtree an index-only range of products_category_idx, never a seq scan.
    const [counted] = await prepared(db, 'catalog_category_count', () => {
      const subtree = alias(categories, 'subtree');
      const own = db
        .select({ one: sql`1`.as('one') })
        .from(products)
        .where(sql`${products.categoryId} = ${subtree.id}`)
        .limit(sql.placeholder('cap'))
        .as('own');
      const limited = db
        .select({ one: own.one })
        .from(subtree)
        .innerJoinLateral(own, sql`true`)
        .where(sql`${subtree.pathIds} @> array[${sql.placeholder('categoryId')}::int]`)
        .limit(sql.placeholder('cap'))
        .as('limited');
      return db
        .select({ n: sql<number>`count(*)::int` })
        .from(limited)
        .prepare('catalog_category_count');
    }).execute({ categoryId: filter.categoryId, cap: cap + 1 });
    return counted?.n ?? 0;
  }
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(filterCondition(filter))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

export interface ParameterColumnRow {
  id: number;
  name: string;
  names: LocalizedText;
  unit: string | null;
}

/**
 * The most common parameters among (a sample of) the filtered products: the columns of the
 * parametric view. The sample keeps the cost flat in categories of 100 000 products.
 */
export async function selectCommonParameters(
  db: Db,
  filter: ProductFilter,
  limit: number,
  sample: number,
): Promise<ParameterColumnRow[]> {
  const sampled = db
    .select({ id: products.id })
    .from(products)
    .where(filterCondition(filter))
    .limit(sample)
    .as('sampled');
  const counted = db
    .select({ parameterId: productParameters.parameterId, n: sql<number>`count(*)`.as('n') })
    .from(productParameters)
    .innerJoin(sampled, eq(sampled.id, productParameters.productId))
    .groupBy(productParameters.parameterId)
    .as('counted');
  return db
    .select({ id: parameters.id, name: parameters.name, names: parameters.names, unit: parameters.unit })
    .from(counted)
    .innerJoin(parameters, eq(parameters.id, counted.parameterId))
    .orderBy(desc(counted.n), asc(parameters.id))
    .limit(limit);
}

/** The most common parameters among the given products (a list not defined by a filter: zones, promotions). */
export async function selectCommonParametersOfProducts(
  db: Db,
  productIds: number[],
  limit: number,
): Promise<ParameterColumnRow[]> {
  if (productIds.length === 0) return [];
  const counted = db
    .select({ parameterId: productParameters.parameterId, n: sql<number>`count(*)`.as('n') })
    .from(productParameters)
    .where(inArray(productParameters.productId, productIds))
    .groupBy(productParameters.parameterId)
    .as('counted');
  return db
    .select({ id: parameters.id, name: parameters.name, names: parameters.names, unit: parameters.unit })
    .from(counted)
    .innerJoin(parameters, eq(parameters.id, counted.parameterId))
    .orderBy(desc(counted.n), asc(parameters.id))
    .limit(limit);
}

export interface ParameterValueRow {
  productId: number;
  parameterId: number;
  display: string;
  generatedText: boolean;
}

export async function selectParameterValues(
  db: Db,
  productIds: number[],
  parameterIds: number[],
): Promise<ParameterValueRow[]> {
  if (productIds.length === 0 || parameterIds.length === 0) return [];
  return db
    .select({
      productId: productParameters.productId,
      parameterId: productParameters.parameterId,
      display: productParameters.display,
      generatedText: products.generatedText,
    })
    .from(productParameters)
    .innerJoin(products, eq(products.id, productParameters.productId))
    .where(
      and(
        inArray(productParameters.productId, productIds),
        inArray(productParameters.parameterId, parameterIds),
      ),
    );
}

export interface ProductParameterRow {
  id: number;
  name: string;
  names: LocalizedText;
  unit: string | null;
  display: string;
  valueSi: number | null;
}

export async function selectProductParameters(db: Db, productId: number): Promise<ProductParameterRow[]> {
  return prepared(db, 'catalog_product_parameters', () =>
    db
      .select({
        id: parameters.id,
        name: parameters.name,
        names: parameters.names,
        unit: parameters.unit,
        display: productParameters.display,
        valueSi: productParameters.valueSi,
      })
      .from(productParameters)
      .innerJoin(parameters, eq(parameters.id, productParameters.parameterId))
      .where(eq(productParameters.productId, sql.placeholder('productId')))
      .orderBy(asc(parameters.id))
      .prepare('catalog_product_parameters'),
  ).execute({ productId });
}

export async function selectProductDocuments(db: Db, productId: number) {
  return prepared(db, 'catalog_product_documents', () =>
    db
      .select({
        kind: productDocuments.kind,
        title: productDocuments.title,
        url: productDocuments.url,
        language: productDocuments.language,
        token: productDocuments.token,
      })
      .from(productDocuments)
      .where(eq(productDocuments.productId, sql.placeholder('productId')))
      .orderBy(asc(productDocuments.id))
      .prepare('catalog_product_documents'),
  ).execute({ productId });
}

/**
 * The product page's compliance data and its lifecycle replacement, linked when the symbol it names
 * is in the catalogue (a feed may name one that comes later): one probe of the unique symbol index.
 */
export async function selectProductCompliance(db: Db, productId: number) {
  const replacement = alias(products, 'replacement');
  const [row] = await prepared(db, 'catalog_product_compliance', () =>
    db
      .select({
        replacementSymbol: products.replacementSymbol,
        replacementId: replacement.id,
        reach: products.reach,
        eccn: products.eccn,
        htsCode: products.htsCode,
        countryOfOrigin: products.countryOfOrigin,
        msl: products.msl,
      })
      .from(products)
      .leftJoin(replacement, eq(replacement.symbol, products.replacementSymbol))
      .where(eq(products.id, sql.placeholder('productId')))
      .prepare('catalog_product_compliance'),
  ).execute({ productId });
  return row;
}

export async function selectProductLinks(db: Db, productId: number, perKind: number) {
  const rows = await prepared(db, 'catalog_product_links', () =>
    db
      .select({ linkedProductId: productLinks.linkedProductId, kind: productLinks.kind })
      .from(productLinks)
      .where(eq(productLinks.productId, sql.placeholder('productId')))
      .orderBy(asc(productLinks.kind), asc(productLinks.linkedProductId))
      .prepare('catalog_product_links'),
  ).execute({ productId });
  const seen = new Map<string, number>();
  return rows.filter((r) => {
    const n = seen.get(r.kind) ?? 0;
    seen.set(r.kind, n + 1);
    return n < perKind;
  });
}

// ---------------------------------------------------------------- manufacturers

const manufacturerColumns = {
  id: manufacturers.id,
  name: manufacturers.name,
  slug: manufacturers.slug,
  letter: manufacturers.letter,
  logoUrl: manufacturers.logoUrl,
};

export async function selectLinecardLetters(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ letter: manufacturers.letter })
    .from(manufacturers)
    .orderBy(asc(manufacturers.letter));
  return rows.map((r) => r.letter);
}

export async function selectManufacturers(db: Db, letter: string | undefined) {
  return db
    .select(manufacturerColumns)
    .from(manufacturers)
    .where(letter !== undefined ? eq(manufacturers.letter, letter) : undefined)
    .orderBy(sql`lower(${manufacturers.name})`, asc(manufacturers.id));
}

export async function selectManufacturer(db: Db, id: number) {
  const [row] = await db
    .select({ ...manufacturerColumns, description: manufacturers.description })
    .from(manufacturers)
    .where(eq(manufacturers.id, id));
  return row;
}

/** Categories holding a manufacturer's products, with counts. Index-only on products_manufacturer_category_idx. */
export async function countManufacturerProductsPerCategory(db: Db, manufacturerId: number) {
  return db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.manufacturerId, manufacturerId))
    .groupBy(products.categoryId);
}

// ---------------------------------------------------------------- home page

export async function selectHomeSlots(db: Db) {
  return db
    .select({
      kind: homeSlots.kind,
      position: homeSlots.position,
      productId: homeSlots.productId,
      title: homeSlots.title,
      imageUrl: homeSlots.imageUrl,
      linkUrl: homeSlots.linkUrl,
    })
    .from(homeSlots)
    .orderBy(asc(homeSlots.kind), asc(homeSlots.position));
}

export async function selectManufacturerNameBySlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: manufacturers.name })
    .from(manufacturers)
    .where(eq(manufacturers.slug, slug))
    .limit(1);
  return row?.name;
}

/**
 * Puts right the price lists sort by (shown_sort_price, migration 0014) of products whose promotion
 * started or ended since it was written: only products with a promotion row can drift with the day
 * (promotions end by their dates; whoever deletes a running one refreshes its product's sort price).
 * Writes only when something changed, since an UPDATE of sort_price bumps the catalogue version
 * (a statement trigger: even when it changes no row). Returns how many products changed.
 */
export async function refreshPromotedSortPrices(db: Db, day: string): Promise<number> {
  const shown = sql`shown_sort_price(${products.id}, ${products.permissions}, ${day}::date)`;
  const stale = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`${products.id} in (select ${promotions.productId} from ${promotions})`,
        sql`${products.sortPrice} is distinct from ${shown}`,
      ),
    );
  if (stale.length === 0) return 0;
  await db
    .update(products)
    .set({ sortPrice: sql`${shown}` })
    .where(
      inArray(
        products.id,
        stale.map((r) => r.id),
      ),
    );
  return stale.length;
}
