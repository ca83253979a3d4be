import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { exchangeRates, priceBreaks, priceHistory, products, promotions } from '../../db/schema';

export interface RateRow {
  currency: string;
  ratePln: string;
}

export async function selectExchangeRates(db: Db): Promise<RateRow[]> {
  return db
    .select({ currency: exchangeRates.currency, ratePln: exchangeRates.ratePln })
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency));
}

/** What pricing needs of a product: identity, precision, VAT, unit, stock and permissions. */
export interface PricedProductRow {
  id: number;
  symbol: string;
  symbolKey: string;
  unit: string;
  pricePrecision: number;
  vatRateOverride: string | null;
  permissions: string[];
  stock: number;
  externalStock: number;
  leadTimeDays: number | null;
  minimumQuantity: number;
  multiples: number;
}

const pricedProductColumns = {
  id: products.id,
  symbol: products.symbol,
  symbolKey: products.symbolKey,
  unit: products.unit,
  pricePrecision: products.pricePrecision,
  vatRateOverride: products.vatRateOverride,
  permissions: products.permissions,
  stock: products.stock,
  externalStock: products.externalStock,
  leadTimeDays: products.leadTimeDays,
  minimumQuantity: products.minimumQuantity,
  multiples: products.multiples,
};

/** Exact symbols first (unique btree); a second query only for the misses, by normalised key. */
export async function selectProductsBySymbol(db: Db, symbols: string[]): Promise<PricedProductRow[]> {
  if (symbols.length === 0) return [];
  return prepared(db, 'pricing_products_by_symbol', () =>
    db
      .select(pricedProductColumns)
      .from(products)
      .where(sql`${products.symbol} = any(${sql.placeholder('symbols')}::text[])`)
      .prepare('pricing_products_by_symbol'),
  ).execute({ symbols });
}

export async function selectProductsBySymbolKey(db: Db, keys: string[]): Promise<PricedProductRow[]> {
  if (keys.length === 0) return [];
  return prepared(db, 'pricing_products_by_symbol_key', () =>
    db
      .select(pricedProductColumns)
      .from(products)
      .where(sql`${products.symbolKey} = any(${sql.placeholder('keys')}::text[])`)
      .orderBy(asc(products.id))
      .prepare('pricing_products_by_symbol_key'),
  ).execute({ keys });
}

export async function selectPricingProductsById(db: Db, ids: number[]): Promise<PricedProductRow[]> {
  if (ids.length === 0) return [];
  return prepared(db, 'pricing_products_by_id', () =>
    db
      .select(pricedProductColumns)
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('pricing_products_by_id'),
  ).execute({ ids });
}

/** Everything pricing reads of one product, from one round trip (see selectPriceData). */
export interface PriceDataRow {
  productId: number;
  /** Ascending by amount; empty when the product has no price list. */
  breaks: BreakRow[];
  /** The running promotion with the biggest discount, if any. */
  promotion: PromotionRow | undefined;
  /** Lowest first-break net PLN price of the Omnibus window; only for promoted products or with `withOmnibus`. */
  lowestHistoricPln: string | null;
}

/**
 * Price breaks, the best promotion running on `day` and (for promoted products, or all with
 * `withOmnibus`) the lowest historic price over [fromDay, day), for a batch of products in one
 * query: each part is an index lookup per product on its (product_id, …) primary key or index.
 */
export async function selectPriceData(
  db: Db,
  productIds: number[],
  day: string,
  fromDay: string,
  withOmnibus: boolean,
): Promise<PriceDataRow[]> {
  if (productIds.length === 0) return [];
  const rows = await prepared(db, 'pricing_price_data', () =>
    db
      .select({
        productId: sql<number>`x.id`,
        ...priceDataColumns(sql`x.id`, {
          day: sql.placeholder('day'),
          fromDay: sql.placeholder('fromDay'),
          withOmnibus: sql.placeholder('withOmnibus'),
        }),
      })
      .from(sql`unnest(${sql.placeholder('ids')}::int[]) as x(id)`)
      .prepare('pricing_price_data'),
  ).execute({ ids: productIds, day, fromDay, withOmnibus });
  return rows.map((r) => toPriceDataRow(Number(r.productId), r));
}

/** The price data of one product as a statement reads it (see priceDataColumns). */
export interface PriceDataColumns {
  breaks: [number, string][] | string | null;
  promotion: [string, string, string] | string | null;
  lowest: string | null;
}

/**
 * The columns of the price data of the product whose id is `id` (an expression of the statement
 * they stand in): a list reads them by id (selectPriceData), and a statement that finds products
 * itself can read them beside its rows, saving a round trip. `day`, `fromDay` and `withOmnibus` are
 * placeholders or values.
 */
export function priceDataColumns(
  id: SQL,
  at: { day: unknown; fromDay: unknown; withOmnibus: unknown },
): { [K in keyof PriceDataColumns]: SQL<PriceDataColumns[K]> } {
  const running = sql`${promotions.productId} = ${id} and ${promotions.dateTo} >= ${at.day}::date and ${promotions.dateFrom} <= ${at.day}::date`;
  return {
    breaks: sql`(select json_agg(json_build_array(${priceBreaks.amount}, ${priceBreaks.netPricePln}::text) order by ${priceBreaks.amount}) from ${priceBreaks} where ${priceBreaks.productId} = ${id})`,
    promotion: sql`(select json_build_array(${promotions.discountPercent}::text, ${promotions.dateFrom}::text, ${promotions.dateTo}::text) from ${promotions} where ${running} order by ${promotions.discountPercent} desc, ${promotions.id} limit 1)`,
    lowest: sql`case when ${at.withOmnibus}::boolean or exists (select 1 from ${promotions} where ${running}) then (select min(${priceHistory.netPricePln})::text from ${priceHistory} where ${priceHistory.productId} = ${id} and ${priceHistory.day} >= ${at.fromDay}::date and ${priceHistory.day} < ${at.day}::date) end`,
  };
}

export function toPriceDataRow(productId: number, r: PriceDataColumns): PriceDataRow {
  const breaks = parseJson(r.breaks) ?? [];
  const promo = parseJson(r.promotion);
  return {
    productId,
    breaks: breaks.map(([amount, netPricePln]) => ({ productId, amount: Number(amount), netPricePln })),
    promotion: promo
      ? { productId, discountPercent: promo[0], dateFrom: promo[1], dateTo: promo[2] }
      : undefined,
    lowestHistoricPln: r.lowest,
  };
}

/** json columns arrive parsed from node-postgres and PGlite; a driver returning text is handled too. */
function parseJson<T>(value: T | string | null): T | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export interface BreakRow {
  productId: number;
  amount: number;
  netPricePln: string;
}

export interface PromotionRow {
  productId: number;
  discountPercent: string;
  dateFrom: string;
  dateTo: string;
}
