/**
 * Placed orders for tests and benchmarks, written the way checkout's finish writes them: the lines
 * priced from the price list as a cart, then the copies (symbol, description, unit price, line net),
 * the reserved units taken from products.stock, the totals and address snapshots fixed, status
 * `placed` with its history row. Finishing itself lands with checkout; this stands in for it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { findMarket, getMarket, currencyPrecision } from '../../../common/markets';
import { addVat, roundHalfUp, toDecimal } from '../../../common/money';
import type { OrderStatus } from '../../../common/order-status';
import type { Db } from '../../db/client';
import {
  activeOrders,
  contactPersons,
  customers,
  orderItems,
  orders,
  orderStatusHistory,
  products,
} from '../../db/schema';
import type { OrderPricing } from './order-pricing';
import { unitOfWork } from './unit-of-work.repository';

export interface FixtureLine {
  productId: number;
  amount: number;
}

export interface FixtureOrderOptions {
  /** The contact person's e-mail (a demo account). */
  email: string;
  lines: FixtureLine[];
  /** `cart` leaves it an order being built (and makes it the person's active order). */
  status?: OrderStatus;
  customerOrderNumber?: string | null;
  createdAt?: Date;
  deliveryCost?: string;
}

export interface FixtureOrder {
  id: number;
  orderNumber: string;
  customerId: number;
  contactPersonId: number;
}

export async function personOf(db: Db, email: string) {
  const [row] = await db
    .select({
      contactPersonId: contactPersons.id,
      customerId: contactPersons.customerId,
      country: customers.country,
      language: customers.language,
      companyName: customers.companyName,
      street: customers.street,
      zipCode: customers.zipCode,
      city: customers.city,
      vatNumber: customers.vatNumber,
    })
    .from(contactPersons)
    .innerJoin(customers, eq(customers.id, contactPersons.customerId))
    .where(eq(contactPersons.email, email));
  if (!row) throw new Error(`no contact person ${email}`);
  return row;
}

/** Products with stock, for the lines of fixtures. */
export async function productsInStock(
  db: Db,
  count: number,
): Promise<Array<{ id: number; stock: number; symbol: string }>> {
  return db
    .select({ id: products.id, stock: products.stock, symbol: products.symbol })
    .from(products)
    .where(sql`${products.stock} >= 1000`)
    .orderBy(products.id)
    .limit(count);
}

export async function createOrderFixture(
  db: Db,
  orderPricing: OrderPricing,
  options: FixtureOrderOptions,
): Promise<FixtureOrder> {
  const person = await personOf(db, options.email);
  const market = findMarket(person.country) ?? getMarket(undefined);
  const createdAt = options.createdAt ?? new Date();
  // Like the shop: the cart exists first; finishing prices it and places it in one transaction.
  // (Pricing reads through the pool, so it runs before the transaction: PGlite has one connection.)
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: sql`nextval('order_number_seq')::text`,
      customerId: person.customerId,
      contactPersonId: person.contactPersonId,
      status: 'cart',
      country: market.country,
      language: person.language,
      currency: market.currency,
      vatRate: String(market.vatRate),
      customerOrderNumber: options.customerOrderNumber ?? null,
      createdAt,
      updatedAt: createdAt,
      touchedAt: createdAt,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await db.insert(orderItems).values(
    options.lines.map((line, i) => ({
      orderId: order!.id,
      position: i + 1,
      productId: line.productId,
      amount: line.amount,
    })),
  );
  const fixture = {
    id: order!.id,
    orderNumber: order!.orderNumber,
    customerId: person.customerId,
    contactPersonId: person.contactPersonId,
  };
  if ((options.status ?? 'placed') === 'cart') {
    await db
      .insert(activeOrders)
      .values({ contactPersonId: person.contactPersonId, orderId: order!.id })
      .onConflictDoUpdate({ target: activeOrders.contactPersonId, set: { orderId: order!.id } });
    return fixture;
  }
  const priced = await orderPricing.priceOrder({
    id: order!.id,
    customerId: person.customerId,
    status: 'cart',
    country: market.country,
    language: person.language,
    currency: market.currency,
    vatRate: String(market.vatRate),
  });
  return unitOfWork(db, async (tx) => {
    const precision = currencyPrecision(market.currency);
    let net = toDecimal('0');
    for (const line of priced.lines) {
      const unitPrice = line.unitPrice ?? '1.50';
      const lineNet =
        line.lineNet ?? roundHalfUp(toDecimal(unitPrice).times(line.amount), precision).toFixed(precision);
      net = net.plus(lineNet);
      await tx
        .update(orderItems)
        .set({
          symbol: line.symbol,
          description: line.description,
          unitPrice,
          lineNet,
          reserved: line.amount,
        })
        .where(eq(orderItems.id, line.itemId));
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.amount}` })
        .where(eq(products.id, line.productId!));
    }
    const delivery = toDecimal(options.deliveryCost ?? '0');
    const netTotal = roundHalfUp(net.plus(delivery), precision);
    const gross = roundHalfUp(addVat(netTotal, String(market.vatRate)), precision);
    const address = {
      customerName: person.companyName ?? 'Private customer',
      street: person.street,
      zipCode: person.zipCode,
      city: person.city,
      countryCode: person.country,
      vatNumber: person.vatNumber,
    };
    const status = options.status ?? 'placed';
    await tx
      .update(orders)
      .set({
        status,
        netTotal: netTotal.toFixed(precision),
        vatTotal: gross.minus(netTotal).toFixed(precision),
        grossTotal: gross.toFixed(precision),
        deliveryCost: options.deliveryCost ?? null,
        shippingAddress: address,
        invoiceAddress: address,
        placedAt: createdAt,
        cancelledAt: status === 'cancelled' ? createdAt : null,
      })
      .where(eq(orders.id, order!.id));
    const history: Array<{ orderId: number; status: string; note: string; createdAt: Date }> = [
      { orderId: order!.id, status: 'placed', note: 'placed by the customer', createdAt },
    ];
    if (status !== 'placed') history.push({ orderId: order!.id, status, note: 'fixture', createdAt });
    await tx.insert(orderStatusHistory).values(history);
    return fixture;
  });
}

/** Stock of some products, by id. */
export async function stockOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}
