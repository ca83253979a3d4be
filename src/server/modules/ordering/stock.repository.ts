import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

/**
 * The stock of products (ADR 032): only the ordering module moves it. A placement takes the lines'
 * units off it (`reserveStock`), a cancel gives them back (`returnReservedStock`); both run in the
 * order's unit of work, with the order row locked.
 */

/**
 * Takes the lines' units off the stock in one statement, all or nothing per line: a line is
 * reserved only where the stock covers it. The rows are locked in ascending id order first (the
 * `locked` CTE sorts before it locks), so concurrent orders never deadlock, and each line sees the
 * stock as it is once locked. Returns the ids of the products reserved; the caller rolls the
 * transaction back when one is missing.
 */
export async function reserveStock(
  tx: Db,
  lines: ReadonlyArray<{ productId: number; amount: number }>,
): Promise<Set<number>> {
  if (lines.length === 0) return new Set();
  const result = (await tx.execute(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.amount))}::int[]) AS w(id, amount)
    ),
    locked AS (
      SELECT p.id, p.stock FROM products p WHERE p.id IN (SELECT id FROM wanted) ORDER BY p.id FOR UPDATE OF p
    )
    UPDATE products p SET stock = p.stock - w.amount
    FROM locked l JOIN wanted w ON w.id = l.id
    WHERE p.id = l.id AND l.stock >= w.amount
    RETURNING p.id`)) as unknown as { rows: Array<{ id: number }> };
  return new Set(result.rows.map((r) => Number(r.id)));
}

/**
 * Gives an order's reserved units back to the products' stock and drops the lines' reservations to
 * 0. The cancel runs it under the order's lock once it has seen the order still open, so a second
 * cancel is refused and the stock comes back once. Returns the products whose stock came back.
 */
export async function returnReservedStock(tx: Db, orderId: number): Promise<number[]> {
  const reserved = tx
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.reserved})`.as('units'),
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.reserved, 0)))
    .groupBy(orderItems.productId)
    .as('reserved');
  const returned = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${reserved.units}` })
    .from(reserved)
    .where(eq(products.id, reserved.productId))
    .returning({ id: products.id });
  await tx
    .update(orderItems)
    .set({ reserved: 0 })
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.reserved, 0)));
  return returned.map((r) => r.id);
}
