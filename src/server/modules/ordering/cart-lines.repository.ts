import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { manufacturers, orderItems, products } from '../../db/schema';
import { activateTouched, orderableColumns, type OrderableProductRow } from './cart.repository';

/**
 * Set-based reads and writes of many order lines at once (issue 17: a whole saved list to the cart).
 * Each function is one or two statements whatever the number of lines, where adding them one by
 * one cost a transaction and a pricing of the whole cart per line.
 */

/**
 * The products of many asked symbols, the rule of `selectOrderableProduct` for each: the exact
 * symbol, else the normalised key (the lowest id of that key). `keys[i]` is `symbols[i]` normalised.
 * Answers by asked symbol; a symbol found neither way is absent.
 */
export async function selectOrderableProducts(
  db: Db,
  symbols: readonly string[],
  keys: readonly string[],
): Promise<Map<string, OrderableProductRow>> {
  const found = new Map<string, OrderableProductRow>();
  if (symbols.length === 0) return found;
  const exact = await db
    .select(orderableColumns)
    .from(products)
    .where(sql`${products.symbol} = ANY(${sql.param([...new Set(symbols)])}::text[])`);
  const bySymbol = new Map(exact.map((row) => [row.symbol, row]));
  const missingKeys = new Set<string>();
  symbols.forEach((symbol, i) => {
    const row = bySymbol.get(symbol);
    if (row) found.set(symbol, row);
    else if (keys[i]) missingKeys.add(keys[i]);
  });
  if (missingKeys.size === 0) return found;
  // Only asked symbols that are not exact: a second statement for typed variants ("bc 547b").
  const byKeyRows = await db
    .select({ ...orderableColumns, symbolKey: products.symbolKey })
    .from(products)
    .where(sql`${products.symbolKey} = ANY(${sql.param([...missingKeys])}::text[])`)
    .orderBy(asc(products.id));
  const byKey = new Map<string, OrderableProductRow>();
  for (const { symbolKey, ...row } of byKeyRows) if (!byKey.has(symbolKey)) byKey.set(symbolKey, row);
  symbols.forEach((symbol, i) => {
    const row = !found.has(symbol) && keys[i] ? byKey.get(keys[i]) : undefined;
    if (row) found.set(symbol, row);
  });
  return found;
}

/**
 * What an order already holds of the given products, and its last line position. Read under the
 * order's lock (ADR 016), so nothing changes it before the merge of the same unit of work.
 */
export async function selectLineAmounts(
  tx: Db,
  orderId: number,
  productIds: readonly number[],
): Promise<{ amounts: Map<number, number>; lastPosition: number }> {
  const [rows, [last]] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ productId: orderItems.productId, amount: orderItems.amount })
          .from(orderItems)
          .where(
            and(
              eq(orderItems.orderId, orderId),
              sql`${orderItems.productId} = ANY(${sql.param([...productIds])}::int[])`,
            ),
          ),
    tx
      .select({ last: sql<number>`coalesce(max(${orderItems.position}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId)),
  ]);
  return {
    // The query names products only: no special line (product_id null) comes back.
    amounts: new Map(rows.map((r) => [r.productId!, r.amount])),
    lastPosition: Number(last?.last ?? 0),
  };
}

/**
 * Adds many products to an order in one statement: new lines at the given positions, the amounts of
 * lines already there raised (`lines` holds each product once; the caller has summed repeats, since
 * one INSERT … ON CONFLICT may not change a row twice). With `activateFor`, the same statement
 * touches the order and makes it that contact person's active order. Answers each product's line.
 */
export async function mergeOrderLines(
  tx: Db,
  orderId: number,
  lines: ReadonlyArray<{ productId: number; amount: number; position: number }>,
  activateFor?: number,
): Promise<Map<number, { itemId: number; amount: number }>> {
  const merge = sql`
    INSERT INTO order_items (order_id, position, product_id, amount)
    SELECT ${orderId}, w.position, w.product_id, w.amount
    FROM unnest(
      ${sql.param(lines.map((l) => l.productId))}::int[],
      ${sql.param(lines.map((l) => l.amount))}::int[],
      ${sql.param(lines.map((l) => l.position))}::int[]
    ) AS w(product_id, amount, position)
    ORDER BY w.position
    ON CONFLICT (order_id, product_id) DO UPDATE SET amount = order_items.amount + excluded.amount
    RETURNING id AS item_id, product_id, amount`;
  const statement =
    activateFor === undefined
      ? merge
      : sql`
    WITH line AS (${merge}),
    touched AS (
      UPDATE orders SET touched_at = now(), updated_at = now()
      WHERE id = ${orderId} AND EXISTS (SELECT 1 FROM line) RETURNING id
    ),
    activated AS (${activateTouched(activateFor)})
    SELECT item_id, product_id, amount FROM line`;
  const result = (await tx.execute(statement)) as unknown as {
    rows: Array<{ item_id: number; product_id: number; amount: number }>;
  };
  return new Map(
    result.rows.map((r) => [Number(r.product_id), { itemId: Number(r.item_id), amount: Number(r.amount) }]),
  );
}

/** What a visitor cart's line shows of its product beside the orderable columns (ADR 087). */
export async function selectLineProducts(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      id: products.id,
      description: products.description,
      generatedText: products.generatedText,
      manufacturerName: sql<string>`coalesce(${manufacturers.name}, '')`,
      imageUrl: products.imageUrl,
      leadTimeDays: products.leadTimeDays,
    })
    .from(products)
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row]));
}
