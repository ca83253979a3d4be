import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { manufacturers, orderItems, products } from '../../db/schema';

/** An order line with what pricing, stock checks and the cart page need of its product. */
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
  reserved: number;
  productId: number;
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
        reserved: orderItems.reserved,
        productId: products.id,
        symbol: products.symbol,
        description: products.description,
        generatedText: products.generatedText,
        manufacturerName: manufacturers.name,
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
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(eq(orderItems.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderItems.position))
      .prepare('order_lines'),
  ).execute({ orderId });
}
