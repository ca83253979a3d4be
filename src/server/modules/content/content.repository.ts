import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '../../../common/contracts/catalog';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  banners,
  manufacturers,
  products,
  promotions,
  recommendationClicks,
  recommendations,
  resources,
  tooltips,
  zones,
} from '../../db/schema';

/** Products that may be recommended: priced, orderable, in stock and not blocked. */
const RECOMMENDABLE = sql`stock > 0 and 'SHOW_PRICE' = any(permissions) and 'SHOW_ORDER_BUTTON' = any(permissions)
  and not flags && array['INVALID','NOT_IN_OFFER','PRODUCT_BLOCKED','PRODUCT_BLOCKED_BY_CONTEXT']::text[]`;

/** The ORDER BY of each list sort, the same as the catalogue's (symbol is unique: orders are total). */
function orderBy(sort: ProductSort, alias: string): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  switch (sort) {
    case 'symbol':
      return sql`${c('symbol')} asc`;
    case 'price_asc':
      return sql`${c('sort_price')} asc nulls last, ${c('symbol')} asc`;
    case 'price_desc':
      return sql`${c('sort_price')} desc nulls last, ${c('symbol')} asc`;
    case 'stock_desc':
      return sql`${c('stock')} desc, ${c('symbol')} asc`;
  }
}

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

// ---------------------------------------------------------------- category drawer pictures

export interface DrawerPictureRow {
  categoryId: number;
  imageUrl: string;
  symbol: string;
}

/**
 * Each top-level category's best-stocked product with a picture (most stock, then symbol), in one
 * statement: per category of the subtree (path_ids GIN index) the first entry of the partial index
 * products_category_picture_stock_idx (its order, nulls last included, is the ORDER BY's), then the
 * best of those. Categories without such
 * a product have no row.
 */
export async function selectDrawerPictures(db: Db): Promise<DrawerPictureRow[]> {
  return rowsOf<DrawerPictureRow>(
    db,
    sql`select t.id as "categoryId", best.image_url as "imageUrl", best.symbol
      from categories t
      cross join lateral (
        select p.image_url, p.symbol, p.stock
        from categories c
        cross join lateral (
          select image_url, symbol, stock from products
          where category_id = c.id and image_url is not null and image_url <> ''
            and not flags && array['INVALID','NOT_IN_OFFER','PRODUCT_BLOCKED','PRODUCT_BLOCKED_BY_CONTEXT']::text[]
          order by stock desc nulls last, symbol
          limit 1
        ) p
        where c.path_ids @> array[t.id]
        order by p.stock desc, p.symbol
        limit 1
      ) best
      where t.parent_id is null`,
  );
}

// ---------------------------------------------------------------- recommendations

export interface RecommendationRow {
  slot: number;
  productId: number;
  recommendationType: string;
  algorithmVersion: string;
  algorithmDatetime: Date;
}

/** The shop-wide slots (zoneId null) or one zone's, by slot. */
export async function selectRecommendations(db: Db, zoneId: number | null): Promise<RecommendationRow[]> {
  return db
    .select({
      slot: recommendations.slot,
      productId: recommendations.productId,
      recommendationType: recommendations.recommendationType,
      algorithmVersion: recommendations.algorithmVersion,
      algorithmDatetime: recommendations.algorithmDatetime,
    })
    .from(recommendations)
    .where(zoneId === null ? isNull(recommendations.zoneId) : eq(recommendations.zoneId, zoneId))
    .orderBy(asc(recommendations.slot), asc(recommendations.id));
}

export interface ViewedProductRow {
  id: number;
  symbol: string;
  categoryId: number;
}

/** The recently viewed products that still exist, by exact symbol. */
export async function selectProductsBySymbols(db: Db, symbols: string[]): Promise<ViewedProductRow[]> {
  if (symbols.length === 0) return [];
  return prepared(db, 'content_products_by_symbols', () =>
    db
      .select({ id: products.id, symbol: products.symbol, categoryId: products.categoryId })
      .from(products)
      .where(sql`${products.symbol} = any(${sql.placeholder('symbols')}::text[])`)
      .prepare('content_products_by_symbols'),
  ).execute({ symbols });
}

/**
 * For-you candidates: per category (in the order given) the recommendable products with the most
 * stock, each category an index range of products_category_stock_idx.
 */
export async function selectCategoryFavourites(
  db: Db,
  categoryIds: number[],
  excludeIds: number[],
  perCategory: number,
): Promise<Array<{ categoryId: number; id: number }>> {
  if (categoryIds.length === 0) return [];
  return rowsOf(
    db,
    sql`select c.id as "categoryId", p.id
        from unnest(${sql.param(categoryIds)}::int[]) with ordinality as c(id, ord)
        cross join lateral (
          select id from products
          where category_id = c.id and ${RECOMMENDABLE} and not (id = any(${sql.param(excludeIds)}::int[]))
          order by stock desc, symbol limit ${perCategory}
        ) p
        order by c.ord`,
  );
}

export async function insertRecommendationClick(
  db: Db,
  click: typeof recommendationClicks.$inferInsert,
): Promise<void> {
  await db.insert(recommendationClicks).values(click);
}

export async function selectProductIdBySymbol(db: Db, symbol: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.symbol, symbol))
    .limit(1);
  return row?.id;
}

// ---------------------------------------------------------------- manufacturers

export interface ManufacturerCountRow {
  id: number;
  name: string;
  slug: string;
  letter: string;
  logoUrl: string | null;
  productCount: number | null;
}

const manufacturerColumns = sql`m.id, m.name, m.slug, m.letter, m.logo_url as "logoUrl"`;

/** Manufacturers of the shop-wide recommended products, the most recommended first. */
export async function selectRecommendedManufacturers(db: Db, limit: number): Promise<ManufacturerCountRow[]> {
  return rowsOf(
    db,
    sql`select ${manufacturerColumns}, count(*)::int as "productCount"
        from recommendations r
        join products p on p.id = r.product_id
        join manufacturers m on m.id = p.manufacturer_id
        where r.zone_id is null
        group by m.id
        order by count(*) desc, lower(m.name), m.id
        limit ${limit}`,
  );
}

export async function selectPromotedManufacturers(db: Db): Promise<ManufacturerCountRow[]> {
  const rows = await db
    .select({
      id: manufacturers.id,
      name: manufacturers.name,
      slug: manufacturers.slug,
      letter: manufacturers.letter,
      logoUrl: manufacturers.logoUrl,
    })
    .from(manufacturers)
    .where(eq(manufacturers.promoted, true))
    .orderBy(sql`lower(${manufacturers.name})`, asc(manufacturers.id));
  return rows.map((r) => ({ ...r, productCount: null }));
}

// ---------------------------------------------------------------- zones

export type ZoneRow = typeof zones.$inferSelect;

/**
 * The zones of the products of `symbols`: by category (the category's path meets the zone's
 * categories, gin on path_ids) and by listing. Products in no zone come with a null zone.
 */
export async function selectProductZones(
  db: Db,
  symbols: readonly string[],
): Promise<{ symbol: string; zone_id: number | null }[]> {
  return rowsOf(
    db,
    sql`
    with p as (select id, symbol, category_id from products where symbol = any(${sql.param([...symbols])}::text[]))
    select p.symbol, z.id as zone_id from p
      join categories c on c.id = p.category_id
      join zones z on c.path_ids && z.category_ids
    union
    select p.symbol, zp.zone_id from p join zone_products zp on zp.product_id = p.id
    union all
    select p.symbol, null from p`,
  );
}

export async function selectZones(db: Db): Promise<ZoneRow[]> {
  return db.select().from(zones).orderBy(asc(zones.position), asc(zones.id));
}

/**
 * The zone's products as a CTE: every category under the zone's categories (gin on path_ids),
 * then per category an index range in list order, plus the products listed one by one. Only the
 * first `upTo` rows of each category can be on the page, so deep catalogues cost no more.
 */
function zoneMembers(
  zone: ZoneRow,
  manufacturerId: number | undefined,
  sort: ProductSort,
  upTo: number | null,
): SQL {
  const byManufacturer =
    manufacturerId === undefined ? sql`true` : sql`p.manufacturer_id = ${manufacturerId}`;
  const limit = upTo === null ? sql`` : sql`limit ${upTo}`;
  return sql`
    select x.id, x.symbol, x.sort_price, x.stock from (
      select id from categories where path_ids && ${sql.param(zone.categoryIds)}::int[]
    ) c
    cross join lateral (
      select p.id, p.symbol, p.sort_price, p.stock from products p
      where p.category_id = c.id and ${byManufacturer}
      order by ${orderBy(sort, 'p')} ${limit}
    ) x
    union
    select p.id, p.symbol, p.sort_price, p.stock from zone_products zp
    join products p on p.id = zp.product_id
    where zp.zone_id = ${zone.id} and ${byManufacturer}`;
}

export async function selectZoneProductPage(
  db: Db,
  zone: ZoneRow,
  filter: { manufacturerId?: number; sort: ProductSort; limit: number; offset: number },
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select z.id from (${zoneMembers(zone, filter.manufacturerId, filter.sort, filter.offset + filter.limit)}) z
        order by ${orderBy(filter.sort, 'z')} limit ${filter.limit} offset ${filter.offset}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Members of the zone, counted up to `cap + 1`: per category an index-only range of
 * products_category_idx (or products_manufacturer_category_idx), plus the listed products that
 * are not already members through their category.
 */
export async function countZoneProducts(
  db: Db,
  zone: ZoneRow,
  manufacturerId: number | undefined,
  cap: number,
): Promise<number> {
  const byManufacturer =
    manufacturerId === undefined ? sql`true` : sql`p.manufacturer_id = ${manufacturerId}`;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with zone_categories as (select id from categories where path_ids && ${sql.param(zone.categoryIds)}::int[])
        select
          (select count(*) from (
            select 1 from zone_categories c
            cross join lateral (select 1 from products p where p.category_id = c.id and ${byManufacturer} limit ${cap + 1}) x
            limit ${cap + 1}) counted)::int
          + (select count(*) from zone_products zp join products p on p.id = zp.product_id
             where zp.zone_id = ${zone.id} and ${byManufacturer} and p.category_id not in (select id from zone_categories))::int as n`,
  );
  return Math.min(row?.n ?? 0, cap + 1);
}

/** Manufacturers with products in the zone, most products first (index-only on products_manufacturer_category_idx). */
export async function selectZoneManufacturers(db: Db, zone: ZoneRow): Promise<ManufacturerCountRow[]> {
  return rowsOf(
    db,
    sql`select ${manufacturerColumns}, count(*)::int as "productCount"
        from (
          select p.manufacturer_id from products p
          where p.category_id in (select id from categories where path_ids && ${sql.param(zone.categoryIds)}::int[])
          union all
          select p.manufacturer_id from zone_products zp join products p on p.id = zp.product_id
          where zp.zone_id = ${zone.id}
            and p.category_id not in (select id from categories where path_ids && ${sql.param(zone.categoryIds)}::int[])
        ) members
        join manufacturers m on m.id = members.manufacturer_id
        group by m.id
        order by count(*) desc, lower(m.name), m.id`,
  );
}

// ---------------------------------------------------------------- promotions

export interface PromotionRow {
  productId: number;
  discountPercent: string;
  dateFrom: string;
  dateTo: string;
}

/** Products with a promotion running on `day`, the biggest discount of each. */
function runningPromotions(day: string): SQL {
  return sql`
    select distinct on (pr.product_id) pr.product_id, pr.discount_percent, pr.date_from, pr.date_to
    from promotions pr
    where pr.date_from <= ${day}::date and pr.date_to >= ${day}::date
    order by pr.product_id, pr.discount_percent desc, pr.id`;
}

export async function selectPromotionPage(
  db: Db,
  day: string,
  page: { sort: ProductSort; limit: number; offset: number },
): Promise<PromotionRow[]> {
  return rowsOf(
    db,
    sql`select p.id as "productId", r.discount_percent::text as "discountPercent", r.date_from::text as "dateFrom", r.date_to::text as "dateTo"
        from (${runningPromotions(day)}) r
        join products p on p.id = r.product_id
        order by ${orderBy(page.sort, 'p')}
        limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countPromotions(db: Db, day: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct product_id)::int as n from ${promotions} where date_from <= ${day}::date and date_to >= ${day}::date`,
  );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- resources

export interface ResourceRow {
  symbol: string;
  language: string;
  title: string;
  content: string;
  shortContent: string;
}

const resourceColumns = {
  symbol: resources.symbol,
  language: resources.language,
  title: resources.title,
  content: resources.content,
  shortContent: resources.shortContent,
};

/** Resources of a kind by symbol, in the language and in English (the caller picks). */
export async function selectResources(
  db: Db,
  key: string,
  symbols: string[],
  languages: string[],
): Promise<ResourceRow[]> {
  if (symbols.length === 0) return [];
  return db
    .select(resourceColumns)
    .from(resources)
    .where(
      and(eq(resources.key, key), inArray(resources.symbol, symbols), inArray(resources.language, languages)),
    );
}

/** Like selectResources, matching symbols whatever their case (`lowered` is already lower case). */
export async function selectResourcesIgnoringCase(
  db: Db,
  key: string,
  lowered: string[],
  languages: string[],
): Promise<ResourceRow[]> {
  if (lowered.length === 0) return [];
  return db
    .select(resourceColumns)
    .from(resources)
    .where(
      and(
        eq(resources.key, key),
        sql`lower(${resources.symbol}) = any(${sql.param(lowered)}::text[])`,
        inArray(resources.language, languages),
      ),
    );
}

/**
 * Articles ranked for a product: about its manufacturer (2 points) and about one of its
 * categories or their ancestors (1 point); only articles that score.
 */
export async function selectSelectedArticles(
  db: Db,
  input: { manufacturerId: number | null; categoryIds: number[]; languages: string[]; limit: number },
): Promise<Array<ResourceRow & { score: number }>> {
  return rowsOf(
    db,
    sql`with wanted as (
          select coalesce(array_agg(distinct a), '{}') as ids
          from categories c, unnest(c.path_ids) a where c.id = any(${sql.param(input.categoryIds)}::int[])
        ), scored as (
          select r.symbol, r.language, r.title, r.content, r.short_content as "shortContent", r.position,
                 (case when r.manufacturer_id is not distinct from ${input.manufacturerId}::int and r.manufacturer_id is not null then 2 else 0 end)
               + (case when r.category_ids && (select ids from wanted) then 1 else 0 end) as score
          from resources r
          where r.key = 'article' and r.language = any(${sql.param(input.languages)}::text[])
        )
        select symbol, language, title, content, "shortContent", score from scored
        where score > 0
        order by score desc, position, symbol
        limit ${input.limit * input.languages.length}`,
  );
}

export async function selectArticles(db: Db, languages: string[], limit: number): Promise<ResourceRow[]> {
  return db
    .select(resourceColumns)
    .from(resources)
    .where(and(eq(resources.key, 'article'), inArray(resources.language, languages)))
    .orderBy(asc(resources.position), asc(resources.symbol))
    .limit(limit * languages.length);
}

export async function selectProductForArticles(db: Db, symbol: string) {
  const [row] = await db
    .select({ manufacturerId: products.manufacturerId, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.symbol, symbol))
    .limit(1);
  return row;
}

export async function upsertResource(db: Db, row: typeof resources.$inferInsert): Promise<void> {
  await db
    .insert(resources)
    .values(row)
    .onConflictDoUpdate({
      target: [resources.key, resources.symbol, resources.language],
      set: {
        title: row.title,
        content: row.content,
        shortContent: row.shortContent,
        manufacturerId: row.manufacturerId ?? null,
        categoryIds: row.categoryIds ?? [],
        updatedAt: sql`now()`,
      },
    });
}

// ---------------------------------------------------------------- tooltips and banners

export async function selectTooltips(db: Db, languages: string[], keys?: string[]) {
  return db
    .select({ key: tooltips.key, language: tooltips.language, text: tooltips.text })
    .from(tooltips)
    .where(and(inArray(tooltips.language, languages), keys ? inArray(tooltips.key, keys) : undefined));
}

export async function selectBanners(db: Db, zone: string, at: Date) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      desktopImageUrl: banners.desktopImageUrl,
      mobileImageUrl: banners.mobileImageUrl,
      linkUrl: banners.linkUrl,
    })
    .from(banners)
    .where(
      and(
        eq(banners.zone, zone),
        sql`(${banners.dateFrom} is null or ${banners.dateFrom} <= ${at.toISOString()}::timestamptz)`,
        sql`(${banners.dateTo} is null or ${banners.dateTo} >= ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function bannerZoneExists(db: Db, zone: string): Promise<boolean> {
  const [row] = await db.select({ id: banners.id }).from(banners).where(eq(banners.zone, zone)).limit(1);
  return row !== undefined;
}
