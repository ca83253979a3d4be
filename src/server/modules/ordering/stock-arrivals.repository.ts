import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AllocationResult } from '../../../common/contracts/backorders';
import type { Db } from '../../db/client';
import { products, stockArrivals } from '../../db/schema';

/**
 * Stock arriving and its allocation to back-orders (issue 22, ADR 077). Ordering owns it: it moves
 * `products.stock` and `order_items` (ADR 032's one writer).
 */

export interface ArrivalRow {
  id: number;
  productId: number;
  symbol: string;
  quantity: number;
  expectedOn: string | null;
  receivedAt: Date | null;
  allocatedAt: Date | null;
  source: string;
  note: string | null;
  createdAt: Date;
  allocatedUnits: number | null;
  linesServed: number | null;
  ordersServed: number | null;
  requestKey: string | null;
}

const arrivalColumns = {
  id: stockArrivals.id,
  productId: stockArrivals.productId,
  symbol: products.symbol,
  quantity: stockArrivals.quantity,
  expectedOn: stockArrivals.expectedOn,
  receivedAt: stockArrivals.receivedAt,
  allocatedAt: stockArrivals.allocatedAt,
  source: stockArrivals.source,
  note: stockArrivals.note,
  createdAt: stockArrivals.createdAt,
  allocatedUnits: stockArrivals.allocatedUnits,
  linesServed: stockArrivals.linesServed,
  ordersServed: stockArrivals.ordersServed,
  requestKey: stockArrivals.requestKey,
};

export async function selectProductBySymbol(db: Db, symbol: string) {
  const [row] = await db
    .select({ id: products.id, symbol: products.symbol })
    .from(products)
    .where(eq(products.symbol, symbol))
    .limit(1);
  return row ?? null;
}

/**
 * Stores an arrival; with a request key already stored (a double submit of the desk's form) it
 * stores nothing and answers the first one's id with `replayed`. The unique index decides, so two
 * submits racing each other store one row.
 */
export async function insertArrival(
  db: Db,
  arrival: {
    productId: number;
    quantity: number;
    expectedOn: string | null;
    received: boolean;
    source: string;
    note: string | null;
    requestKey: string | null;
  },
): Promise<{ id: number; replayed: boolean }> {
  const [row] = await db
    .insert(stockArrivals)
    .values({
      productId: arrival.productId,
      quantity: arrival.quantity,
      expectedOn: arrival.expectedOn,
      receivedAt: arrival.received ? sql`now()` : null,
      source: arrival.source,
      note: arrival.note,
      requestKey: arrival.requestKey,
    })
    .onConflictDoNothing()
    .returning({ id: stockArrivals.id });
  if (row) return { id: row.id, replayed: false };
  const [first] = await db
    .select({ id: stockArrivals.id })
    .from(stockArrivals)
    .where(eq(stockArrivals.requestKey, arrival.requestKey!));
  return { id: first!.id, replayed: true };
}

/** Marks an announced arrival received; null when there is none such or it was received already. */
export async function markReceived(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .update(stockArrivals)
    .set({ receivedAt: sql`now()` })
    .where(and(eq(stockArrivals.id, id), isNull(stockArrivals.receivedAt)))
    .returning({ productId: stockArrivals.productId });
  return row?.productId ?? null;
}

export async function selectArrival(db: Db, id: number): Promise<ArrivalRow | null> {
  const [row] = await db
    .select(arrivalColumns)
    .from(stockArrivals)
    .innerJoin(products, eq(products.id, stockArrivals.productId))
    .where(eq(stockArrivals.id, id));
  return row ?? null;
}

/** A page of arrivals, the latest first, of one product when a symbol is given; one more row tells of a next page. */
export async function selectArrivals(
  db: Db,
  { symbol, page, perPage }: { symbol: string | undefined; page: number; perPage: number },
): Promise<{ rows: ArrivalRow[]; hasMore: boolean }> {
  const rows = await db
    .select(arrivalColumns)
    .from(stockArrivals)
    .innerJoin(products, eq(products.id, stockArrivals.productId))
    .where(symbol ? eq(products.symbol, symbol) : undefined)
    .orderBy(desc(stockArrivals.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  return { rows: rows.slice(0, perPage), hasMore: rows.length > perPage };
}

/** Announced deliveries of products still to come (from `today` on), soonest first: the product page's. */
export async function selectIncoming(
  db: Db,
  productIds: readonly number[],
  today: string,
): Promise<Array<{ productId: number; quantity: number; expectedOn: string }>> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      productId: stockArrivals.productId,
      quantity: stockArrivals.quantity,
      expectedOn: stockArrivals.expectedOn,
    })
    .from(stockArrivals)
    .where(
      and(
        sql`${stockArrivals.productId} = ANY(${sql.param([...productIds])}::int[])`,
        isNull(stockArrivals.receivedAt),
        isNotNull(stockArrivals.expectedOn),
        gte(stockArrivals.expectedOn, today),
      ),
    )
    .orderBy(asc(stockArrivals.expectedOn), asc(stockArrivals.id));
  return rows.map((r) => ({ ...r, expectedOn: r.expectedOn! }));
}

/** Products with received arrivals not yet allocated (the sweep's and the admin script's work list). */
export async function selectPendingProducts(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: stockArrivals.productId })
    .from(stockArrivals)
    .where(and(isNotNull(stockArrivals.receivedAt), isNull(stockArrivals.allocatedAt)));
  return rows.map((r) => r.productId);
}

/**
 * Allocates one product's arrived units to the lines waiting for it, in the order the orders were
 * placed (then the line's id), in the caller's transaction. Three statements:
 *
 * 1. the product row is locked FOR NO KEY UPDATE (as placements and the catalogue import lock it):
 *    while this transaction runs no order takes its stock and no other allocation runs for it, so
 *    no unit is handed out twice;
 * 2. the received arrivals not yet allocated are claimed (`allocated_at` set) under that lock: a
 *    job retried after a commit finds nothing left to claim;
 * 3. the pool (free stock + claimed units) is given to the waiting lines by a running sum in
 *    placement order (a window over the partial index of waiting lines), each line taking what it
 *    still waits for until the pool runs out, and what is left goes to the stock.
 *
 * Free stock counts in the pool because a unit a cancelled order gave back belongs to the next
 * waiting line, not to whichever order comes first.
 */
export async function allocateProduct(tx: Db, productId: number): Promise<AllocationResult> {
  const locked = (await tx.execute(sql`
    SELECT stock FROM products WHERE id = ${productId} FOR NO KEY UPDATE`)) as unknown as {
    rows: Array<{ stock: number }>;
  };
  const stock = locked.rows[0] ? Number(locked.rows[0].stock) : null;
  if (stock === null) return { allocated: 0, linesServed: 0, linesCompleted: 0, toStock: 0 };
  const claimed = (await tx.execute(sql`
    UPDATE stock_arrivals SET allocated_at = now()
    WHERE product_id = ${productId} AND received_at IS NOT NULL AND allocated_at IS NULL
    RETURNING id, quantity`)) as unknown as { rows: Array<{ id: number; quantity: number }> };
  const arrivals = claimed.rows
    .map((r) => ({ id: Number(r.id), quantity: Number(r.quantity) }))
    .sort((a, b) => a.id - b.id);
  const arrived = arrivals.reduce((sum, a) => sum + a.quantity, 0);
  const free = Math.max(0, stock);
  const pool = free + arrived;
  const given =
    pool === 0
      ? { rows: [] }
      : ((await tx.execute(sql`
    WITH waiting AS (
      SELECT i.id, i.backorder_waiting AS wait,
             sum(i.backorder_waiting) OVER (ORDER BY o.placed_at, i.id ROWS UNBOUNDED PRECEDING) AS upto
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id = ${productId} AND i.backorder_waiting > 0
    ),
    given AS (
      SELECT id, (upto - wait)::bigint AS start, LEAST(wait, ${pool}::bigint - (upto - wait))::int AS units
      FROM waiting WHERE upto - wait < ${pool}::bigint
    )
    UPDATE order_items i
       SET reserved = i.reserved + g.units, backorder_waiting = i.backorder_waiting - g.units
      FROM given g WHERE i.id = g.id
    RETURNING g.start, g.units, i.order_id AS "orderId", i.backorder_waiting = 0 AS complete`)) as unknown as {
          rows: GivenLine[];
        });
  const allocated = given.rows.reduce((sum, r) => sum + Number(r.units), 0);
  const delta = arrived - allocated;
  if (delta !== 0)
    await tx.execute(sql`UPDATE products SET stock = stock + ${delta}::int WHERE id = ${productId}`);
  if (arrivals.length > 0) {
    const outcomes = arrivalOutcomes(free, arrivals, given.rows);
    await tx.execute(sql`
      UPDATE stock_arrivals a
         SET allocated_units = v.units, lines_served = v.lines, orders_served = v.orders
        FROM unnest(${sql.param(outcomes.map((o) => o.id))}::int[], ${sql.param(outcomes.map((o) => o.units))}::int[],
                    ${sql.param(outcomes.map((o) => o.lines))}::int[], ${sql.param(outcomes.map((o) => o.orders))}::int[])
             AS v(id, units, lines, orders)
       WHERE a.id = v.id`);
  }
  return {
    allocated,
    linesServed: given.rows.length,
    linesCompleted: given.rows.filter((r) => r.complete).length,
    toStock: pool - allocated,
  };
}

/** A line the allocation gave units to: where its units start in the pool, and how many. */
interface GivenLine {
  start: number | string;
  units: number;
  orderId: number;
  complete: boolean;
}

/**
 * Which arrival served which lines, for the desk's list. The pool is laid out as the free stock
 * first (units a cancel gave back belong to the waiting lines before any new arrival), then the
 * claimed arrivals by id; each line took the pool's units from its running sum on. An arrival
 * served the lines whose units overlap its own; what of it no line took went to the stock.
 */
export function arrivalOutcomes(
  free: number,
  arrivals: ReadonlyArray<{ id: number; quantity: number }>,
  lines: readonly GivenLine[],
): Array<{ id: number; units: number; lines: number; orders: number }> {
  let from = free;
  return arrivals.map((arrival) => {
    const to = from + arrival.quantity;
    let units = 0;
    let served = 0;
    const orders = new Set<number>();
    for (const line of lines) {
      const start = Number(line.start);
      const overlap = Math.min(to, start + Number(line.units)) - Math.max(from, start);
      if (overlap <= 0) continue;
      units += overlap;
      served += 1;
      orders.add(Number(line.orderId));
    }
    from = to;
    return { id: arrival.id, units, lines: served, orders: orders.size };
  });
}

/** A completed back-order line whose customer is still to be told, with what the mail needs. */
export interface CompletedLine {
  itemId: number;
  orderId: number;
  orderNumber: string;
  country: string;
  symbol: string;
  amount: number;
  backordered: number;
  email: string | null;
  language: string | null;
}

/**
 * Claims up to `limit` complete back-order lines not yet mailed, skipping ones another worker holds
 * (SKIP LOCKED), and marks them mailed in the caller's transaction: the mail's outbox row commits
 * with the mark, so a line is mailed once (a failed send rolls both back and the job retries).
 */
export async function claimCompletedLines(tx: Db, limit: number): Promise<CompletedLine[]> {
  const rows = (await tx.execute(sql`
    WITH due AS (
      SELECT i.id FROM order_items i
      WHERE i.backordered > 0 AND i.backorder_waiting = 0 AND i.backorder_mailed_at IS NULL
      ORDER BY i.id LIMIT ${limit} FOR UPDATE SKIP LOCKED
    ),
    marked AS (
      UPDATE order_items i SET backorder_mailed_at = now() FROM due WHERE i.id = due.id
      RETURNING i.id, i.order_id, i.symbol, i.amount, i.backordered
    )
    SELECT m.id AS "itemId", m.order_id AS "orderId", o.order_number AS "orderNumber", o.country,
           m.symbol, m.amount, m.backordered, cp.email, cp.language
    FROM marked m JOIN orders o ON o.id = m.order_id
    LEFT JOIN contact_persons cp ON cp.id = o.contact_person_id
    ORDER BY m.order_id, m.id`)) as unknown as { rows: CompletedLine[] };
  return rows.rows.map((r) => ({
    ...r,
    itemId: Number(r.itemId),
    orderId: Number(r.orderId),
    amount: Number(r.amount),
    backordered: Number(r.backordered),
  }));
}
