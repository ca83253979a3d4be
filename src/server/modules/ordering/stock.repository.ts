import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

/**
 * The stock of products (ADR 032): only the ordering module writes it. A placement takes the lines'
 * units off it (`takeStockForLines` of backorder-placement.ts), a cancel gives them back (`returnReservedStock`); both run in the
 * order's unit of work, with the order row locked. The catalogue import sets the level the warehouse
 * counted (`setStockLevels`), keeping off it what orders placed since the count still hold.
 */

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
  // A cancelled back-order line stops waiting, so arrivals go to the next lines, and its "arrived"
  // mail is not sent: there is nothing to tell of a cancelled order (ADR 077).
  await tx
    .update(orderItems)
    .set({
      reserved: 0,
      backorderWaiting: 0,
      backorderMailedAt: sql`CASE WHEN ${orderItems.backordered} > 0 THEN coalesce(${orderItems.backorderMailedAt}, now()) END`,
    })
    .where(
      and(eq(orderItems.orderId, orderId), or(gt(orderItems.reserved, 0), gt(orderItems.backordered, 0))),
    );
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
 * Set-based, two statements for a whole batch. The first locks only the products whose level
 * changes or that orders placed since the count hold units of, plus `alsoLock` (the products the
 * caller rewrites later in the same transaction), in ascending id order as a placement locks
 * them: the transaction takes all its product locks in one ordered pass, so an import and
 * placements never deadlock. Locking every product of a batch made an import ~20 % slower (a lock
 * writes each row's page, ADR 032); a feed imported again now locks and writes nothing. The second
 * statement computes the level again under its own snapshot (READ COMMITTED), which sees every
 * placement that reserved one of these products before the lock was had, and writes only the locked
 * rows: a placement after the lock waits for the import's commit and takes its units from the new
 * level; a product that changed after the lock (a cancel) keeps the cancel's level, as if the cancel
 * came after the import. Products the feed names that do not exist are left out.
 */
export async function setStockLevels(
  tx: Db,
  levels: ReadonlyArray<StockLevel>,
  countedAt: Date,
  alsoLock: ReadonlyArray<number> = [],
): Promise<void> {
  if (levels.length === 0 && alsoLock.length === 0) return;
  const next = sql`
    counted AS (
      SELECT * FROM unnest(${sql.param(levels.map((l) => l.symbol))}::text[], ${sql.param(levels.map((l) => l.level))}::int[]) AS c(symbol, level)
    ),
    held_since AS (
      SELECT i.product_id, sum(i.reserved) AS units
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.placed_at > ${countedAt.toISOString()}::timestamptz AND i.reserved > 0
      GROUP BY i.product_id
    ),
    next AS (
      SELECT p.id, p.stock AS current, h.units AS held, GREATEST(c.level - COALESCE(h.units, 0), 0)::int AS stock
      FROM counted c JOIN products p ON p.symbol = c.symbol LEFT JOIN held_since h ON h.product_id = p.id
    )`;
  const locked = (await tx.execute(sql`
    WITH ${next},
    wanted AS (
      SELECT id FROM next WHERE stock <> current OR held IS NOT NULL
      UNION SELECT unnest(${sql.param([...alsoLock])}::int[])
    )
    SELECT p.id FROM products p JOIN wanted w ON w.id = p.id
    ORDER BY p.id FOR NO KEY UPDATE OF p`)) as unknown as { rows: Array<{ id: number }> };
  if (locked.rows.length === 0) return;
  await tx.execute(sql`
    WITH ${next}
    UPDATE products p SET stock = n.stock
    FROM next n
    WHERE p.id = n.id AND p.id = ANY(${sql.param(locked.rows.map((r) => Number(r.id)))}::int[]) AND p.stock <> n.stock`);
}
