/**
 * Figures of the order status pages (issue 5, "after the order") on PostgreSQL: the list and the
 * details at 20 concurrent clients for a customer with ~500 placed orders, in a table where other
 * customers hold many more, and the query plans of the list (they must use orders_customer_status_idx).
 * Nothing here asserts a time.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/orders.ts
 *
 * A scratch database is created on that server and dropped afterwards. Options (env):
 * BENCH_ORDERS (placed orders of the measured customer, default 500), BENCH_OTHER_ORDERS (orders of
 * other customers, default 50 000), BENCH_DURATION (seconds per scenario, default 10),
 * BENCH_CLIENTS (default 20).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seedCatalog } from '../src/server/db/seed';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import { TEST_PASSWORD_COST } from '../src/server/test-support/test-app';
import {
  createOrderFixture,
  personOf,
  productsInStock,
} from '../src/server/modules/ordering/orders.fixtures';
import {
  countPlacedOrders,
  selectPlacedOrders,
} from '../src/server/modules/ordering/order-status.repository';
import { createScratchDatabase, printFigures, run, type Figures } from './lib';

const ownOrders = Number(process.env.BENCH_ORDERS ?? 500);
const otherOrders = Number(process.env.BENCH_OTHER_ORDERS ?? 50_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const COMPANY = 'company@demo.shop';

/** EXPLAIN (ANALYZE, BUFFERS) of the repository's own queries, captured as drizzle sends them. */
async function explainListQueries(url: string, customerId: number): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Db;
  const shapes: Array<[string, () => Promise<unknown>]> = [
    ['list, all statuses, page 1', () => selectPlacedOrders(db, customerId, { limit: 20, offset: 0 })],
    ['list, all statuses, page 20', () => selectPlacedOrders(db, customerId, { limit: 20, offset: 380 })],
    [
      'list, status shipped',
      () => selectPlacedOrders(db, customerId, { status: 'shipped', limit: 20, offset: 0 }),
    ],
    ['count, all statuses', () => countPlacedOrders(db, customerId)],
    ['count, status shipped', () => countPlacedOrders(db, customerId, 'shipped')],
  ];
  const out: string[] = [];
  try {
    for (const [name, call] of shapes) {
      captured.length = 0;
      await call();
      const { query, params } = captured[0]!;
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, params);
      const text = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      out.push(`### ${name}\n\n${query}\n\n${text}\n`);
      const uses = text.includes('orders_customer_status_idx');
      console.log(
        `plan of "${name}": ${uses ? 'uses orders_customer_status_idx' : 'DOES NOT use orders_customer_status_idx'}`,
      );
    }
  } finally {
    await pool.end();
  }
  return out;
}

async function main(): Promise<void> {
  const name = `shop_bench_orders_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    await seedCatalog(database, { products: 3000 });
    // The login cost is not measured here: a cheap scrypt keeps the setup short.
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: TEST_PASSWORD_COST },
    });
    await app.ready();
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });

    console.log(`placing ${ownOrders} orders for ${COMPANY} (as checkout's finish writes them)…`);
    const stocked = await productsInStock(database.db, 60);
    const statuses = [
      'placed',
      'shipped',
      'paid',
      'shipped',
      'cancelled',
      'shipped',
      'awaiting_payment',
    ] as const;
    const numbers: string[] = [];
    const start = Date.UTC(2025, 0, 1);
    for (let i = 0; i < ownOrders; i++) {
      const lines = Array.from({ length: 1 + (i % 8) }, (_, k) => ({
        productId: stocked[(i * 7 + k) % stocked.length]!.id,
        amount: 1 + ((i + k) % 5),
      }));
      const order = await createOrderFixture(database.db, services.orderPricing, {
        email: COMPANY,
        lines,
        status: statuses[i % statuses.length],
        customerOrderNumber: i % 4 === 0 ? `PO-${i}` : null,
        createdAt: new Date(start + i * 3_600_000 * 17),
      });
      numbers.push(order.orderNumber);
    }
    // Other customers' orders and carts, so the customer's orders are a small part of the table.
    const person = await personOf(database.db, 'person@demo.shop');
    await database.exec(`
      INSERT INTO orders (order_number, customer_id, status, country, language, currency, vat_rate,
                          net_total, vat_total, gross_total, created_at, placed_at)
      SELECT nextval('order_number_seq')::text, ${person.customerId},
             (ARRAY['cart','placed','shipped','paid','cancelled'])[1 + g % 5], 'de', 'de', 'EUR', 19,
             100, 19, 119, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM generate_series(1, ${otherOrders}) g;
      ANALYZE orders; ANALYZE order_items;`);

    const plans = await explainListQueries(scratch.url, (await personOf(database.db, COMPANY)).customerId);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/ajax/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ login: COMPANY, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const headers = { cookie, accept: 'application/json' };
    const check = await fetch(`${base}/ajax/order-status`, { headers });
    const total = ((await check.json()) as { total: number }).total;
    console.log(
      `the customer has ${total} placed orders; the table holds ${ownOrders + otherOrders} orders\n`,
    );

    // Service-level cost of one call, one at a time (no HTTP, no session): what the queries cost.
    const customerId = (await personOf(database.db, COMPANY)).customerId;
    const timings: string[] = [];
    const time = async (label: string, call: (i: number) => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 300; i++) {
        const started = performance.now();
        await call(i);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      const at = (p: number) =>
        samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)]!.toFixed(2);
      timings.push(`| ${label} | ${samples.length} | ${at(50)} | ${at(95)} | ${at(99)} |`);
    };
    await time('orders.list, page 1 of 20', () => services.orders.list(customerId, { page: 1, perPage: 20 }));
    await time('orders.list, status shipped', () =>
      services.orders.list(customerId, { page: 1, perPage: 20, status: 'shipped' }),
    );
    await time('orders.details, random order', (i) =>
      services.orders.details(customerId, numbers[(i * 37) % numbers.length]!, 'en'),
    );

    const figures: Figures[] = [];
    let n = 0;
    const scenario = (label: string, path: () => string) =>
      run(base, duration, label, clients, () => ({ method: 'GET', path: path(), headers }));
    // The floor every logged-in call pays (session and customer lookup), for comparison.
    figures.push(await scenario('GET /ajax/auth/session (baseline)', () => '/ajax/auth/session'));
    figures.push(await scenario('GET /ajax/order-status (page 1 of 20)', () => '/ajax/order-status'));
    figures.push(
      await scenario(
        'GET /ajax/order-status, random page of 25',
        () => `/ajax/order-status?perPage=25&page=${1 + (n++ % 20)}`,
      ),
    );
    figures.push(
      await scenario('GET /ajax/order-status?status=shipped', () => '/ajax/order-status?status=shipped'),
    );
    figures.push(
      await scenario(
        'GET /ajax/order-status/{n}, random order',
        () => `/ajax/order-status/${numbers[n++ % numbers.length]}`,
      ),
    );
    console.log(`\nOrder status on PostgreSQL, ${clients} clients, ${duration} s each, figures in ms\n`);
    printFigures(figures);
    console.log(`\nService calls one at a time (no HTTP), figures in ms\n`);
    console.log('| call | n | p50 | p95 | p99 |');
    console.log('|---|---|---|---|---|');
    for (const row of timings) console.log(row);
    console.log(`\nQuery plans (EXPLAIN ANALYZE)\n`);
    for (const plan of plans) console.log(plan);
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
