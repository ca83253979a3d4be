/**
 * Carts for checkout's tests and bench, written straight into the tables the cart area owns (its
 * API lands separately): an order in status `cart` with lines, as adding to the cart leaves it.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { getMarket } from '../../../common/markets';
import type { Db } from '../../db/client';
import { activeOrders, contactPersons, orderItems, orders, products } from '../../db/schema';

export interface CartFixture {
  id: number;
  orderNumber: string;
}

export async function createCartFixture(
  db: Db,
  owner: { customerId: number; contactPersonId?: number | null; country: string },
  lines: ReadonlyArray<{ productId: number; amount: number }>,
): Promise<CartFixture> {
  const market = getMarket(owner.country);
  const contactPersonId =
    owner.contactPersonId ??
    (
      await db
        .select({ id: contactPersons.id })
        .from(contactPersons)
        .where(eq(contactPersons.customerId, owner.customerId))
        .limit(1)
    )[0]?.id ??
    null;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: sql`nextval('order_number_seq')::text`,
      customerId: owner.customerId,
      contactPersonId,
      country: market.country,
      language: market.language,
      currency: market.currency,
      vatRate: String(market.vatRate),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map((l, i) => ({
        orderId: order!.id,
        position: i + 1,
        productId: l.productId,
        amount: l.amount,
      })),
    );
  }
  if (contactPersonId) {
    await db
      .insert(activeOrders)
      .values({ contactPersonId, orderId: order!.id })
      .onConflictDoUpdate({ target: activeOrders.contactPersonId, set: { orderId: order!.id } });
  }
  return order!;
}

/** Priced, orderable products (price shown, any amount from 1): what a plain cart line needs. Sold from stock only, unless `backorderable`. */
export async function orderableProducts(
  db: Db,
  count: number,
  opts: { minStock?: number; backorderable?: boolean } = {},
) {
  return db
    .select({ id: products.id, symbol: products.symbol, stock: products.stock, flags: products.flags })
    .from(products)
    .where(
      and(
        gt(products.stock, opts.minStock ?? 0),
        eq(products.minimumQuantity, 1),
        eq(products.multiples, 1),
        sql`'SHOW_PRICE' = ANY(${products.permissions})`,
        sql`NOT ('OVERSIZED' = ANY(${products.flags})) AND NOT ('DANGEROUS' = ANY(${products.flags}))`,
        sql`EXISTS (SELECT 1 FROM price_breaks pb WHERE pb.product_id = ${products.id} AND pb.amount = 1)`,
        // Sold from stock only unless asked (ADR 077): a back-orderable line is never out of stock.
        opts.backorderable
          ? sql`${products.factoryLeadDays} IS NOT NULL`
          : sql`${products.factoryLeadDays} IS NULL`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(count);
}

export async function setStock(db: Db, productId: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, productId));
}

export async function setFlags(db: Db, productId: number, flags: string[]): Promise<void> {
  await db.update(products).set({ flags }).where(eq(products.id, productId));
}

/**
 * What `customers.createAccount` takes for a verified Polish company with one contact person: the
 * customers of checkout's tests and of the cart and finish benches.
 */
export function companyAccountInput(name: string, email: string, passwordHash: string) {
  return {
    customer: {
      customerType: 'company',
      kind: 'standard',
      zonePriceType: null,
      isPerson: false,
      isPrivateCustomer: false,
      country: 'pl',
      language: 'pl',
      companyName: `${name} sp. z o.o.`,
      vatNumber: 'PL1234567890',
      street: 'ul. Długa 1',
      zipCode: '00-001',
      city: 'Warszawa',
      newsletter: false,
      termsVersion: '2026-01',
      termsAcceptedAt: new Date(),
      loginAlert: null,
    },
    contactPerson: {
      email,
      username: email.split('@')[0]!,
      firstName: 'Test',
      lastName: name,
      language: 'pl',
      passwordHash,
      isPrimary: true,
      emailVerifiedAt: new Date(),
    },
  } as const;
}
