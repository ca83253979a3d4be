/**
 * ADR 032: the ordering module is the only writer of the order tables and of products' stock. This
 * reads the server's sources and fails when a file outside `modules/ordering/` writes them, through
 * Drizzle (`.insert(orders)`, `.update(products).set({ stock … })`) or in SQL text
 * (`UPDATE order_items …`), so the rule holds for code written later too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeOrders, orderItems, orders, orderStatusHistory, products } from '../../db/schema';

const SERVER = path.resolve(__dirname, '../..');
const ORDERING = path.resolve(__dirname);

/** The order tables by the names code uses for them: the Drizzle object's and the SQL table's. */
const ORDER_TABLES: Record<string, Table> = { orders, orderItems, orderStatusHistory, activeOrders };

/**
 * Writers outside ordering that are allowed, each with its reason. None today: the catalogue import,
 * the last one, sets the counted stock levels through ordering's `setStockLevels` (ADR 032, amended
 * in session 12), so that reservations made after the warehouse counted are not handed out again.
 */
const ALLOWED: Record<string, string[]> = {};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The statement starting at `from`: up to the end of the chained call or the SQL statement. */
function statementAt(source: string, from: number): string {
  const end = source.slice(from).search(/;|\n\s*\n/);
  return source.slice(from, end === -1 ? undefined : from + end);
}

/** What a source writes of the order tables and of the stock: `orders`, `products.stock`… */
export function writesOf(source: string): string[] {
  const found = new Set<string>();
  for (const [name, table] of Object.entries(ORDER_TABLES)) {
    const sqlName = escape(getTableName(table));
    const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${escape(name)}\\s*\\)`);
    const text = new RegExp(`\\b(insert\\s+into|update|delete\\s+from|merge\\s+into)\\s+${sqlName}\\b`, 'i');
    if (drizzle.test(source) || text.test(source)) found.add(getTableName(table));
  }
  const productsSql = escape(getTableName(products));
  const productWrites = new RegExp(
    `\\.(insert|update)\\(\\s*products\\s*\\)|\\b(insert\\s+into|update|merge\\s+into)\\s+${productsSql}\\b`,
    'gi',
  );
  for (const match of source.matchAll(productWrites)) {
    if (/\bstock\b/.test(statementAt(source, match.index))) found.add('products.stock');
  }
  return [...found].sort();
}

/** The server's own sources: not tests, fixtures, test data or test support. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test-support' ? [] : sources(file);
    if (!name.endsWith('.ts') || /\.(test|fixtures|test-data)\.ts$/.test(name)) return [];
    return [file];
  });
}

describe('ordering owns the order tables and the stock (ADR 032)', () => {
  it('recognises writes through Drizzle and in SQL text, and not reads', () => {
    expect(writesOf('await tx.insert(orderStatusHistory).values({ orderId })')).toEqual([
      'order_status_history',
    ]);
    expect(writesOf('await tx.update( orders ).set({ status })')).toEqual(['orders']);
    expect(writesOf('await db.delete(activeOrders).where(x)')).toEqual(['active_orders']);
    expect(writesOf('sql`UPDATE order_items SET reserved = 0`')).toEqual(['order_items']);
    expect(writesOf('sql`WITH h AS (INSERT INTO order_status_history (order_id) VALUES (1))`')).toEqual([
      'order_status_history',
    ]);
    expect(writesOf('tx.update(products).set({ stock: sql`stock - 1` })')).toEqual(['products.stock']);
    expect(writesOf('UPDATE products p SET stock = p.stock - w.amount')).toEqual(['products.stock']);
    // Reads, and product writes that leave the stock alone, are anyone's.
    expect(writesOf('db.select().from(orders).innerJoin(orderItems, x)')).toEqual([]);
    expect(writesOf('sql`SELECT * FROM orders WHERE stock > 0`')).toEqual([]);
    expect(writesOf('db.update(products).set({ sortPrice: x });\nconst stock = 1;')).toEqual([]);
  });

  it('nothing outside modules/ordering writes them', () => {
    const offenders: string[] = [];
    const used: string[] = [];
    for (const file of sources(SERVER)) {
      if (file.startsWith(ORDERING + path.sep)) continue;
      const relative = path.relative(SERVER, file).split(path.sep).join('/');
      const allowed = ALLOWED[relative] ?? [];
      for (const write of writesOf(readFileSync(file, 'utf8'))) {
        if (allowed.includes(write)) used.push(`${relative}: ${write}`);
        else offenders.push(`${relative}: ${write}`);
      }
    }
    expect(offenders).toEqual([]);
    // An allowance nobody needs any more goes, so it cannot cover a new writer later.
    expect(used.sort()).toEqual(
      Object.entries(ALLOWED)
        .flatMap(([file, writes]) => writes.map((write) => `${file}: ${write}`))
        .sort(),
    );
  });

  it('ordering itself is found writing them (the scan sees its repositories)', () => {
    const writes = new Set(sources(ORDERING).flatMap((file) => writesOf(readFileSync(file, 'utf8'))));
    expect([...writes].sort()).toEqual([
      'active_orders',
      'order_items',
      'order_status_history',
      'orders',
      'products.stock',
    ]);
  });
});
