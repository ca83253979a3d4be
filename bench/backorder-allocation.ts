/**
 * Figure of back-orders (issue 22, ADR 077): "allocation for an arrival of 100 000 units across
 * 5 000 waiting lines ≤ 5 s on PostgreSQL". Nothing here asserts a time.
 *
 *   psql -h 127.0.0.1 -U postgres -d test -c 'CREATE DATABASE bench_backorder TEMPLATE shop_bench'
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_backorder npx tsx bench/backorder-allocation.ts
 *
 * It writes to that database (migrates it, adds a customer, placed orders and arrivals): use a copy,
 * never shop_bench itself. Each run:
 *  1. makes `BENCH_LINES` (5 000) placed orders of one back-orderable product, each line waiting
 *     for `BENCH_UNITS / BENCH_LINES` units (20), placed one second apart, in two statements;
 *  2. records one received arrival of `BENCH_UNITS` (100 000) units;
 *  3. "allocation": the back-order job's work for it (`allocate([product])`: lock the product, claim
 *     the arrival, hand the units to the waiting lines in order of placement, the rest to stock),
 *     timed from the call to its commit, without the mails;
 *  4. "mails": the mails of the completed lines (one per order), timed apart.
 * Options: BENCH_RUNS (3). The machine is shared: take the median, and note `uptime`'s load.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { createMailService } from '../src/server/modules/mail';
import { createStockArrivalsService } from '../src/server/modules/ordering';
import { allocateProduct } from '../src/server/modules/ordering/stock-arrivals.repository';

const url = process.env.BENCH_DATABASE_URL;
const lineCount = Number(process.env.BENCH_LINES ?? 5_000);
const units = Number(process.env.BENCH_UNITS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PREFIX = 'BENCH-BACKORDER-';

async function rows<T>(database: Database, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchCustomer(database: Database): Promise<{ customerId: number; contactPersonId: number }> {
  const [found] = await rows<{ customer_id: number; id: number }>(
    database,
    sql`SELECT customer_id, id FROM contact_persons WHERE email = ${PREFIX.toLowerCase() + 'buyer@bench.test'}`,
  );
  if (found) return { customerId: found.customer_id, contactPersonId: found.id };
  const [customer] = await rows<{ id: number }>(
    database,
    sql`INSERT INTO customers (customer_number, customer_type, country, language, company_name, street, zip_code, city)
        VALUES (${PREFIX + '1'}, 'company', 'pl', 'pl', 'Bench back-orders', 'Street 1', '00-001', 'City') RETURNING id`,
  );
  const [person] = await rows<{ id: number }>(
    database,
    sql`INSERT INTO contact_persons (customer_id, crc, email, first_name, last_name, language, password_hash, is_primary)
        VALUES (${customer!.id}, 'bench-backorder', ${PREFIX.toLowerCase() + 'buyer@bench.test'}, 'Bench', 'Buyer', 'pl', 'x', true)
        RETURNING id`,
  );
  return { customerId: customer!.id, contactPersonId: person!.id };
}

async function main() {
  if (!url) throw new Error('BENCH_DATABASE_URL must name a copy of shop_bench (never shop_bench itself)');
  if (/\/shop_bench(\?|$)/.test(url)) throw new Error('refusing to write to shop_bench: make a copy');
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const owner = await benchCustomer(database);
    const perLine = Math.floor(units / lineCount);
    const [product] = await rows<{ id: number; symbol: string }>(
      database,
      sql`SELECT id, symbol FROM products WHERE 'SHOW_PRICE' = ANY(permissions) ORDER BY id LIMIT 1 OFFSET 12345`,
    );
    await database.db.execute(
      sql`UPDATE products SET factory_lead_days = 20, stock = 0 WHERE id = ${product!.id}`,
    );
    const arrivals = createStockArrivalsService({
      db: database.db,
      mail: createMailService(database.db, { from: 'bench@localhost' }),
      queue: undefined,
    });
    const allocation: number[] = [];
    const mails: number[] = [];
    for (let run = 1; run <= runs; run++) {
      // Earlier runs' lines are done; drop their state so this run starts with 5 000 waiting lines.
      await database.db.execute(sql`
        UPDATE order_items SET backorder_waiting = 0, backorder_mailed_at = coalesce(backorder_mailed_at, now())
        WHERE product_id = ${product!.id} AND backorder_waiting > 0`);
      await database.db.execute(sql`UPDATE products SET stock = 0 WHERE id = ${product!.id}`);
      const started = Date.now() - lineCount * 1000;
      await database.db.execute(sql`
        WITH made AS (
          INSERT INTO orders (order_number, customer_id, contact_person_id, status, country, language, currency, vat_rate, placed_at)
          SELECT nextval('order_number_seq')::text, ${owner.customerId}, ${owner.contactPersonId}, 'placed', 'pl', 'pl', 'PLN', 23,
                 to_timestamp(${Math.floor(started / 1000)}::bigint + g)
          FROM generate_series(1, ${lineCount}) g
          RETURNING id
        )
        INSERT INTO order_items (order_id, position, product_id, amount, symbol, reserved, backordered, backorder_waiting, backorder_due)
        SELECT id, 1, ${product!.id}, ${perLine}, ${product!.symbol}, 0, ${perLine}, ${perLine}, current_date + 28
        FROM made`);
      await database.exec('ANALYZE order_items');
      await database.db.execute(sql`
        INSERT INTO stock_arrivals (product_id, quantity, received_at, source)
        VALUES (${product!.id}, ${units}, now(), 'bench')`);
      const load = loadavg()[0]!.toFixed(2);
      const t0 = performance.now();
      const result = await database.db.transaction((tx) => allocateProduct(tx as never, product!.id));
      const t1 = performance.now();
      const sent = await arrivals.mailCompleted();
      const t2 = performance.now();
      allocation.push(t1 - t0);
      mails.push(t2 - t1);
      console.log(
        `run ${run}: allocation ${seconds(t1 - t0)} (${result.allocated} units to ${result.linesServed} lines, ` +
          `${result.linesCompleted} complete, ${result.toStock} to stock), mails ${seconds(t2 - t1)} (${sent}), load ${load}`,
      );
    }
    console.log(
      `median: allocation ${seconds(median(allocation))}, mails ${seconds(median(mails))} ` +
        `(${lineCount} lines, ${units} units, load now ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
    );
  } finally {
    await database.close();
  }
}

await main();
