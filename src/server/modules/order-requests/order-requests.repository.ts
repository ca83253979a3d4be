import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRequests, orders } from '../../db/schema';

export type OrderRequestRow = typeof orderRequests.$inferSelect;

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

export async function insertRequest(
  db: Db,
  row: Omit<typeof orderRequests.$inferInsert, 'id' | 'nonceHash' | 'createdAt'>,
): Promise<number> {
  const [inserted] = await db
    .insert(orderRequests)
    .values({ ...row, nonceHash: '' })
    .returning({ id: orderRequests.id });
  return inserted!.id;
}

export async function setRequestNonce(db: Db, id: number, nonceHash: string): Promise<void> {
  await db.update(orderRequests).set({ nonceHash }).where(eq(orderRequests.id, id));
}

/** A new request for an order voids the older ones still open: only the newest link works. */
export async function voidOpenRequestsOf(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(orderRequests)
    .set({ voidedAt: now })
    .where(
      and(eq(orderRequests.orderId, orderId), isNull(orderRequests.usedAt), isNull(orderRequests.voidedAt)),
    );
}

export async function requestById(db: Db, id: number): Promise<OrderRequestRow | null> {
  const [row] = await db.select().from(orderRequests).where(eq(orderRequests.id, id));
  return row ?? null;
}

/**
 * Spends a request once: one conditional UPDATE, so two tabs confirming (or confirming and
 * cancelling) at the same moment cannot both win; the loser is told the link is used.
 */
export async function claimRequest(
  db: Db,
  id: number,
  change: { outcome: 'confirmed' | 'cancelled'; cancelReason?: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderRequests)
    .set({ usedAt: now, outcome: change.outcome, cancelReason: change.cancelReason ?? null })
    .where(
      and(
        eq(orderRequests.id, id),
        isNull(orderRequests.usedAt),
        isNull(orderRequests.voidedAt),
        gt(orderRequests.expiresAt, now),
      ),
    )
    .returning({ id: orderRequests.id });
  return rows.length === 1;
}

/** A confirmation the placement refused (stock, the form, the approval gate) gives the link back. */
export async function releaseRequest(db: Db, id: number): Promise<void> {
  await db.update(orderRequests).set({ usedAt: null, outcome: null }).where(eq(orderRequests.id, id));
}

/** The id of a customer's order by its number (a read: ordering stays the only writer, ADR 032). */
export async function orderIdOf(db: Db, customerId: number, orderNumber: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderNumber, orderNumber)));
  return row?.id ?? null;
}

export async function orderNumberOf(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.orderNumber ?? null;
}
