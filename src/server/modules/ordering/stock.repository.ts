import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

/**
 * The stock of products (ADR 032): only the ordering module writes it. A placement takes the lines'
 * units off it (`reserveStock`), a cancel gives them back (`returnReservedStock`); both run in the
 * order's unit of work, with the order row locked. The catalogue import sets the level the warehouse
 * counted (`setStockLevels`), keeping off it what orders placed since the count still hold.
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

/** A product's stock level as a warehouse feed counted it. */
export interface StockLevel {
  symbol: string;
  level: number;
}

/**
 * Sets the products' stock to the levels a warehouse feed counted at `countedAt` (the catalogue
 * import, in its batch's transaction). The count already left out the orders placed before it; the
 * units that orders placed after it took and still hold (not cancelled) are not in the level, so they
 * come off it again: the import never hands out units an order has reserved since. A level below what
 * those orders hold is 0. Units returned after the count by cancelling an order placed before it are
 * not added: the count may or may not have known that order, and the next feed has them.
 *
 * Set-based, two statements for a whole batch. The products are locked first, in ascending id order
 * as `reserveStock` locks them, so an import and placements never deadlock; the level is computed by
 * the next statement, whose snapshot (READ COMMITTED) sees every placement that reserved one of these
 * products before the lock was had, and a placement after it waits for the import's commit and takes
 * its units from the new level. Unchanged levels are not rewritten (a feed imported again writes
 * nothing). Products the feed names that do not exist are left out.
 */
export async function setStockLevels(
  tx: Db,
  levels: ReadonlyArray<StockLevel>,
  countedAt: Date,
): Promise<void> {
  if (levels.length === 0) return;
  const symbols = sql.param(levels.map((l) => l.symbol));
  await tx.execute(sql`
    SELECT id FROM products WHERE symbol = ANY(${symbols}::text[]) ORDER BY id FOR UPDATE`);
  await tx.execute(sql`
    WITH counted AS (
      SELECT * FROM unnest(${symbols}::text[], ${sql.param(levels.map((l) => l.level))}::int[]) AS c(symbol, level)
    ),
    held_since AS (
      SELECT i.product_id, sum(i.reserved) AS units
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.placed_at > ${countedAt.toISOString()}::timestamptz AND i.reserved > 0
      GROUP BY i.product_id
    ),
    next AS (
      SELECT p.id, GREATEST(c.level - COALESCE(h.units, 0), 0)::int AS stock
      FROM counted c JOIN products p ON p.symbol = c.symbol LEFT JOIN held_since h ON h.product_id = p.id
    )
    UPDATE products p SET stock = n.stock
    FROM next n
    WHERE p.id = n.id AND p.stock <> n.stock`);
}
