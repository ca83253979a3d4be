import { asc, eq, inArray, sql } from 'drizzle-orm';
import { OUT_OF_RANGE_UNIT, type OutOfRangeProduct } from '../../../common/offers';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { categories, manufacturers, orderItems, products } from '../../db/schema';

/**
 * An order line with what pricing, stock checks and the cart page need of its product. A special
 * line (a product outside the range, ADR 056) has no product: `productId` is null, `specialLine`
 * holds what the offer described, and the product's columns are filled from it (symbol: the part
 * number, no stock, no flags, the lead time the offer promised).
 */
export interface OrderLineRow {
  itemId: number;
  position: number;
  amount: number;
  endUse: string | null;
  quotationId: string | null;
  quotationPosition: number | null;
  /** Copies made when the order was placed (null while it is a cart). */
  placedSymbol: string | null;
  placedDescription: string | null;
  placedUnitPrice: string | null;
  placedLineNet: string | null;
  /** Customs data copied at placing (ADR 075); null while a cart. */
  placedHtsCode: string | null;
  placedCountryOfOrigin: string | null;
  reserved: number;
  productId: number | null;
  specialLine: OutOfRangeProduct | null;
  symbol: string;
  description: string;
  /** The product's text is the seed generator's (shown translated, see catalog/catalogue-language.ts). */
  generatedText: boolean;
  manufacturerName: string;
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
  /** Back-orders (ADR 077): the product's factory lead time (null: sold from stock only) and the line's split. */
  factoryLeadDays: number | null;
  backordered: number;
  backorderWaiting: number;
  backorderDue: string | null;
}

/** All lines of one order, in the order they were added; one query however many lines. */
export async function selectOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return prepared(db, 'order_lines', () =>
    db
      .select({
        itemId: orderItems.id,
        position: orderItems.position,
        amount: orderItems.amount,
        endUse: orderItems.endUse,
        quotationId: orderItems.quotationId,
        quotationPosition: orderItems.quotationPosition,
        placedSymbol: orderItems.symbol,
        placedDescription: orderItems.description,
        placedUnitPrice: orderItems.unitPrice,
        placedLineNet: orderItems.lineNet,
        placedHtsCode: orderItems.htsCode,
        placedCountryOfOrigin: orderItems.countryOfOrigin,
        reserved: orderItems.reserved,
        productId: orderItems.productId,
        specialLine: orderItems.specialLine,
        symbol: sql<string>`coalesce(${products.symbol}, ${orderItems.specialLine}->>'mpn')`,
        description: sql<string>`coalesce(${products.description}, ${orderItems.specialLine}->>'description')`,
        generatedText: sql<boolean>`coalesce(${products.generatedText}, false)`,
        manufacturerName: sql<string>`coalesce(${manufacturers.name}, ${orderItems.specialLine}->>'manufacturer')`,
        manufacturerSymbol: sql<string>`coalesce(${products.manufacturerSymbol}, ${orderItems.specialLine}->>'mpn')`,
        unit: sql<string>`coalesce(${products.unit}, ${OUT_OF_RANGE_UNIT})`,
        minimumQuantity: sql<number>`coalesce(${products.minimumQuantity}, (${orderItems.specialLine}->>'minimumQuantity')::int)`,
        multiples: sql<number>`coalesce(${products.multiples}, (${orderItems.specialLine}->>'multiples')::int)`,
        flags: sql<string[]>`coalesce(${products.flags}, '{}'::text[])`,
        permissions: sql<string[]>`coalesce(${products.permissions}, '{}'::text[])`,
        pricePrecision: sql<number>`coalesce(${products.pricePrecision}, 2)`,
        vatRateOverride: products.vatRateOverride,
        imageUrl: products.imageUrl,
        stock: sql<number>`coalesce(${products.stock}, 0)`,
        externalStock: sql<number>`coalesce(${products.externalStock}, 0)`,
        leadTimeDays: sql<
          number | null
        >`coalesce(${products.leadTimeDays}, (${orderItems.specialLine}->>'leadTimeDays')::int)`,
        factoryLeadDays: products.factoryLeadDays,
        backordered: orderItems.backordered,
        backorderWaiting: orderItems.backorderWaiting,
        backorderDue: orderItems.backorderDue,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(eq(orderItems.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderItems.position))
      .prepare('order_lines'),
  ).execute({ orderId });
}

/** What the pages and the CSV show of a special line (ADR 056); null for a catalogue product's line. */
export function outOfRangeOf(line: Pick<OrderLineRow, 'specialLine'>) {
  const s = line.specialLine;
  return s ? { mpn: s.mpn, manufacturer: s.manufacturer, leadTimeDays: s.leadTimeDays } : null;
}

/** The slugs of each product's category path, root first (a PunchOut line's classification, ADR 074). */
export async function selectCategoryPaths(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.id,
      slugs: sql<string[]>`array(select c.slug from ${categories} c
        join unnest(${categories.pathIds}) with ordinality as p(id, n) on p.id = c.id order by p.n)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.productId, r.slugs]));
}
