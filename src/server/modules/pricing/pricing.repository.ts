import { and, asc, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
};

/** Exact symbols first (unique btree); a second query only for the misses, by normalised key. */
export async function selectProductsBySymbol(db: Db, symbols: string[]): Promise<PricedProductRow[]> {
  if (symbols.length === 0) return [];
  return db.select(pricedProductColumns).from(products).where(inArray(products.symbol, symbols));
}

export async function selectProductsBySymbolKey(db: Db, keys: string[]): Promise<PricedProductRow[]> {
  if (keys.length === 0) return [];
  return db
    .select(pricedProductColumns)
    .from(products)
    .where(inArray(products.symbolKey, keys))
    .orderBy(asc(products.id));
}

export async function selectPricingProductsById(db: Db, ids: number[]): Promise<PricedProductRow[]> {
  if (ids.length === 0) return [];
  return db.select(pricedProductColumns).from(products).where(inArray(products.id, ids));
}

export interface BreakRow {
  productId: number;
  amount: number;
  netPricePln: string;
}

export async function selectPriceBreaks(db: Db, productIds: number[]): Promise<BreakRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: priceBreaks.productId, amount: priceBreaks.amount, netPricePln: priceBreaks.netPricePln })
    .from(priceBreaks)
    .where(inArray(priceBreaks.productId, productIds))
    .orderBy(asc(priceBreaks.productId), asc(priceBreaks.amount));
}

export interface PromotionRow {
  productId: number;
  discountPercent: string;
  dateFrom: string;
  dateTo: string;
}

/** Promotions running on `day` (ISO date); at most one per product is used (the biggest discount). */
export async function selectActivePromotions(db: Db, productIds: number[], day: string): Promise<PromotionRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: promotions.productId,
      discountPercent: promotions.discountPercent,
      dateFrom: promotions.dateFrom,
      dateTo: promotions.dateTo,
    })
    .from(promotions)
    .where(
      and(
        inArray(promotions.productId, productIds),
        gte(promotions.dateTo, day),
        lte(promotions.dateFrom, day),
      ),
    );
}

export interface HistoryMinRow {
  productId: number;
  minNetPricePln: string;
}

/** Lowest daily first-break price of each product over [fromDay, toDay) (EU Omnibus window). */
export async function selectLowestHistoricPrices(
  db: Db,
  productIds: number[],
  fromDay: string,
  toDay: string,
): Promise<HistoryMinRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: priceHistory.productId,
      minNetPricePln: sql<string>`min(${priceHistory.netPricePln})::text`,
    })
    .from(priceHistory)
    .where(
      and(inArray(priceHistory.productId, productIds), gte(priceHistory.day, fromDay), lt(priceHistory.day, toDay)),
    )
    .groupBy(priceHistory.productId);
}
