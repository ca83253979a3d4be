import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * The one place the ordering module opens a transaction (ADR 032): everything `work` writes through
 * `tx` commits together or not at all. Services describe the work; they never call
 * `db.transaction` themselves. `work` must use `tx` only: PGlite has one connection, and the
 * service's own handle would wait for the transaction that waits for it.
 */
export function unitOfWork<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * The order's lock (ADR 016): its row `FOR UPDATE` until the unit of work ends. Every change of an
 * order takes it first (a cart edit, a placement, a cancel, a payment), so none of them interleave:
 * an edit lands before a placement or is refused after it, and of two cancels the second sees
 * `cancelled`. By number within the customer's orders (another customer's is not found), or by id.
 */
export async function lockCustomerOrder(
  tx: Db,
  customerId: number,
  orderNumber: string,
): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)))
    .limit(1)
    .for('update');
  return row;
}

export async function lockOrderById(tx: Db, orderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.status ?? null;
}
