import { sql } from 'drizzle-orm';
import { addWorkingDays, type IsoDay } from '../../../common/backorder-rules';
import type { Db } from '../../db/client';

/**
 * Placing an order's stock, with back-orders (issue 22, ADR 077). Kept apart from the rest of the
 * placement (placement.service calls `takeStockForLines` where it called `reserveStock`, and
 * `markBackorderedLines` after the lines are copied), so the other changes to placing an order
 * merge around it.
 */

export interface StockLine {
  itemId: number;
  productId: number;
  amount: number;
  symbol: string;
}

export interface TakenLine {
  itemId: number;
  /** Units taken off the stock now. */
  reserved: number;
  /** Units the stock did not cover, to follow from the factory (0: none). */
  backordered: number;
  backorderDue: IsoDay | null;
}

/**
 * Takes the lines' units off the stock in one statement. A line the stock covers takes its amount
 * (ADR 011); a line above the stock of a back-orderable product (`factory_lead_days` set) takes what
 * there is and back-orders the rest; any other line above the stock is `missing`, and the caller
 * rolls the whole order back. The products are locked in ascending id order (as the catalogue
 * import's `setStockLevels` and the arrivals' allocation lock them: no deadlock), FOR NO KEY UPDATE, and each line sees the stock
 * as it is once locked, so two orders never take the same unit and an allocation of arriving stock
 * never runs beside a placement of the same product.
 */
export async function takeStockForLines(
  tx: Db,
  lines: readonly StockLine[],
  at: Date,
): Promise<{ taken: TakenLine[]; missing: string[] }> {
  if (lines.length === 0) return { taken: [], missing: [] };
  const result = (await tx.execute(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[], ${sql.param(lines.map((l) => l.amount))}::int[]) AS w(id, amount)
    ),
    locked AS (
      SELECT p.id, p.stock, p.factory_lead_days FROM products p
      WHERE p.id IN (SELECT id FROM wanted) ORDER BY p.id FOR NO KEY UPDATE OF p
    ),
    taken AS (
      SELECT l.id, w.amount, l.factory_lead_days AS lead,
             CASE WHEN l.stock >= w.amount THEN w.amount
                  WHEN l.factory_lead_days IS NOT NULL THEN GREATEST(l.stock, 0)
             END AS take
      FROM locked l JOIN wanted w ON w.id = l.id
    ),
    updated AS (
      UPDATE products p SET stock = p.stock - t.take
      FROM taken t WHERE p.id = t.id AND t.take > 0
      RETURNING p.id
    )
    SELECT id, amount, take, lead FROM taken`)) as unknown as {
    rows: Array<{ id: number; amount: number; take: number | null; lead: number | null }>;
  };
  const byProduct = new Map(result.rows.map((r) => [Number(r.id), r]));
  const taken: TakenLine[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const row = byProduct.get(line.productId);
    if (!row || row.take === null) {
      missing.push(line.symbol);
      continue;
    }
    const reserved = Number(row.take);
    const backordered = line.amount - reserved;
    taken.push({
      itemId: line.itemId,
      reserved,
      backordered,
      backorderDue: backordered > 0 ? addWorkingDays(at, Number(row.lead)) : null,
    });
  }
  return { taken, missing };
}

/** Writes the back-ordered lines' split (all of it waiting) in one statement; lines without one are left. */
export async function markBackorderedLines(
  tx: Db,
  orderId: number,
  taken: readonly TakenLine[],
): Promise<void> {
  const lines = taken.filter((l) => l.backordered > 0);
  if (lines.length === 0) return;
  await tx.execute(sql`
    UPDATE order_items oi
       SET backordered = v.units, backorder_waiting = v.units, backorder_due = v.due::date
      FROM unnest(${sql.param(lines.map((l) => l.itemId))}::int[], ${sql.param(lines.map((l) => l.backordered))}::int[],
                  ${sql.param(lines.map((l) => l.backorderDue))}::text[]) AS v(id, units, due)
     WHERE oi.id = v.id AND oi.order_id = ${orderId}`);
}
