import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestOrderKeys, guestOrders, orders } from '../../db/schema';

export type GuestOrderRow = typeof guestOrders.$inferSelect;

/** A cart's id by number, for the guest row and the link (ordering writes orders; reading is open). */
export async function selectOrderId(db: Db, customerId: number, orderNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
  return row?.id ?? null;
}

export async function insertGuestOrder(db: Db, row: typeof guestOrders.$inferInsert): Promise<void> {
  await db.insert(guestOrders).values(row);
}

/** The guest row with the order's number and present owner. */
export async function selectGuestOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      guest: guestOrders,
      orderNumber: orders.orderNumber,
      customerId: orders.customerId,
      status: orders.status,
    })
    .from(guestOrders)
    .innerJoin(orders, eq(orders.id, guestOrders.orderId))
    .where(eq(guestOrders.orderId, orderId));
  return row ?? null;
}

/** Marks what became of the account offer, once: false when it was decided already. */
export async function markGuestOrder(
  db: Db,
  orderId: number,
  outcome: 'accountCreatedAt' | 'claimedAt',
): Promise<boolean> {
  const rows = await db
    .update(guestOrders)
    .set({ [outcome]: new Date() })
    .where(
      and(
        eq(guestOrders.orderId, orderId),
        isNull(guestOrders.accountCreatedAt),
        isNull(guestOrders.claimedAt),
      ),
    )
    .returning({ id: guestOrders.orderId });
  return rows.length > 0;
}

/** Claims an Idempotency-Key: true for the first request with it. */
export async function claimGuestKey(db: Db, key: string, requestHash: string): Promise<boolean> {
  const rows = await db
    .insert(guestOrderKeys)
    .values({ key, requestHash })
    .onConflictDoNothing()
    .returning({ key: guestOrderKeys.key });
  return rows.length > 0;
}

export async function selectGuestKey(db: Db, key: string) {
  const [row] = await db.select().from(guestOrderKeys).where(eq(guestOrderKeys.key, key));
  return row ?? null;
}

export async function storeGuestKey(db: Db, key: string, response: string): Promise<void> {
  await db.update(guestOrderKeys).set({ response }).where(eq(guestOrderKeys.key, key));
}

/** A refused attempt is not remembered: the guest fixes the form and sends the same key again. */
export async function releaseGuestKey(db: Db, key: string): Promise<void> {
  await db.delete(guestOrderKeys).where(eq(guestOrderKeys.key, key));
}
