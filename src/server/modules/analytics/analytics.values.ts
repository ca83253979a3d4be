import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './analytics.rows';

/**
 * An add-to-cart's value in PLN (ADR 086): the amount at the price list's net unit price for that
 * amount (the highest break not above it; below the first break, the first). The list price, not a
 * customer's contract price: the events carry no customer, and the browser's own figure is not
 * trusted. One query per batch; a symbol without prices has no value (null).
 */
export async function addToCartValues(
  db: Db,
  items: readonly { symbol: string; amount: number }[],
): Promise<(string | null)[]> {
  const symbols = [...new Set(items.map((item) => item.symbol))];
  if (symbols.length === 0) return [];
  const rows = rowsOf<{ symbol: string; amount: number; price: string }>(
    await db.execute(sql`
      SELECT p.symbol, pb.amount, pb.net_price_pln::text AS price
      FROM products p JOIN price_breaks pb ON pb.product_id = p.id
      WHERE p.symbol IN (${sql.join(
        symbols.map((s) => sql`${s}`),
        sql`, `,
      )})
      ORDER BY p.symbol, pb.amount`),
  );
  const breaks = new Map<string, { amount: number; price: number }[]>();
  for (const row of rows) {
    const list = breaks.get(row.symbol) ?? [];
    list.push({ amount: Number(row.amount), price: Number(row.price) });
    breaks.set(row.symbol, list);
  }
  return items.map(({ symbol, amount }) => {
    const list = breaks.get(symbol);
    if (!list || list.length === 0) return null;
    const unit = list.filter((b) => b.amount <= amount).at(-1) ?? list[0]!;
    return (Math.round(unit.price * amount * 100) / 100).toFixed(2);
  });
}
