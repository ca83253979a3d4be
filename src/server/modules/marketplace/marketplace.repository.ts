import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  manufacturers,
  marketplaceOfferPrices,
  marketplaceOffers,
  marketplaceSellers,
  products,
} from '../../db/schema';

/** All SQL of the marketplace (issue 20, ADR 072): products, their offers, sellers and prices. */

export interface MarketplaceProductRow {
  id: number;
  symbol: string;
  manufacturerSymbol: string;
  manufacturer: string;
  flags: string[];
  pricePrecision: number;
  vatRateOverride: string | null;
}

/** The product by its exact symbol, or its normalised key when that names one. */
export async function selectProduct(
  db: Db,
  symbol: string,
  key: string,
): Promise<MarketplaceProductRow | undefined> {
  const rows = await db
    .select({
      id: products.id,
      symbol: products.symbol,
      manufacturerSymbol: products.manufacturerSymbol,
      manufacturer: manufacturers.name,
      flags: products.flags,
      pricePrecision: products.pricePrecision,
      vatRateOverride: products.vatRateOverride,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(or(eq(products.symbol, symbol), eq(products.symbolKey, key)))
    .limit(2);
  return rows.find((r) => r.symbol === symbol) ?? (rows.length === 1 ? rows[0] : undefined);
}

export interface OfferRow {
  id: number;
  sellerId: number;
  sellerName: string;
  sellerCountry: string;
  stock: number;
  leadTimeDays: number;
  minimumQuantity: number;
  prices: Array<{ amount: number; netPricePln: string }>;
}

/** A product's offers with their sellers and price breaks (two statements, whatever the count). */
export async function selectOffers(db: Db, productId: number): Promise<OfferRow[]> {
  const offers = await db
    .select({
      id: marketplaceOffers.id,
      sellerId: marketplaceOffers.sellerId,
      sellerName: marketplaceSellers.name,
      sellerCountry: marketplaceSellers.country,
      stock: marketplaceOffers.stock,
      leadTimeDays: marketplaceOffers.leadTimeDays,
      minimumQuantity: marketplaceOffers.minimumQuantity,
    })
    .from(marketplaceOffers)
    .innerJoin(marketplaceSellers, eq(marketplaceSellers.id, marketplaceOffers.sellerId))
    .where(eq(marketplaceOffers.productId, productId))
    .orderBy(asc(marketplaceOffers.id));
  if (offers.length === 0) return [];
  const prices = await db
    .select()
    .from(marketplaceOfferPrices)
    .where(
      inArray(
        marketplaceOfferPrices.offerId,
        offers.map((o) => o.id),
      ),
    )
    .orderBy(asc(marketplaceOfferPrices.offerId), asc(marketplaceOfferPrices.amount));
  return offers.map((o) => ({
    ...o,
    prices: prices
      .filter((p) => p.offerId === o.id)
      .map((p) => ({ amount: p.amount, netPricePln: p.netPricePln })),
  }));
}

/** Whether the seller offers the product (a question goes only to a seller of it). */
export async function selectSellerOfProduct(db: Db, productId: number, sellerId: number) {
  const [row] = await db
    .select({ id: marketplaceSellers.id, name: marketplaceSellers.name })
    .from(marketplaceOffers)
    .innerJoin(marketplaceSellers, eq(marketplaceSellers.id, marketplaceOffers.sellerId))
    .where(and(eq(marketplaceOffers.productId, productId), eq(marketplaceOffers.sellerId, sellerId)));
  return row ?? null;
}
