/**
 * Figure of the order history (issue 19): "order history of a customer with 5 000 orders among
 * 1 000 000 orders of others: list page p95 ≤ 30 ms at 10 paced clients". Nothing here asserts a time.
 *
 *   BENCH_RATE=2 npx tsx bench/order-history.ts
 *
 * Copies shop_bench (1 000 000 products; never written) to a scratch database (or uses
 * BENCH_USE_DATABASE, a copy of one's own), migrates it (the history's indexes), and seeds with
 * set-based SQL: BENCH_OTHER_CUSTOMERS (2 000) other customers with BENCH_OTHER_ORDERS (1 000 000)
 * placed orders of one to three lines, and the demo company (company@demo.shop) with
 * BENCH_OWN_ORDERS (5 000) orders of one to five lines over five years, a fifth of them by a colleague.
 * Then the query plans of the list (bench/plans/order-history.txt), and the list call
 * (GET /ajax/order-history/orders) against the API alone (bench/serve-api.ts), paced at
 * BENCH_CLIENTS (10) clients × BENCH_RATE (2) requests a second for BENCH_DURATION (20) s per
 * scenario: the first page, random pages, each sort, and the filters; the session call as the floor.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { HistoryListQuerySchema } from '../src/common/contracts/order-history';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import {
  countHistory,
  selectHistoryPage,
} from '../src/server/modules/order-history/order-history.repository';
import { copyDatabase, postgresCache, printFigures, runPaced, startApi, type Figures } from './lib';

const existing = process.env.BENCH_USE_DATABASE;
const template = process.env.BENCH_TEMPLATE ?? 'shop_bench';
const otherCustomers = Number(process.env.BENCH_OTHER_CUSTOMERS ?? 2_000);
const otherOrders = Number(process.env.BENCH_OTHER_ORDERS ?? 1_000_000);
const ownOrders = Number(process.env.BENCH_OWN_ORDERS ?? 5_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 2);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3295);
const COMPANY = 'company@demo.shop';
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

const rowsOf = async <T>(db: Db, query: string): Promise<T[]> =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/ajax/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...xhr },
    body: JSON.stringify({ login: COMPANY, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Orders of other customers and the company's, written set-based (the bench reaches into tables). */
async function seedOrders(db: Db, companyId: number, primaryId: number, colleagueId: number): Promise<void> {
  const started = performance.now();
  const step = (label: string) =>
    console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  await db.execute(
    sql.raw(`
    INSERT INTO customers (customer_number, customer_type, country, language, company_name, street, zip_code, city)
    SELECT 'B' || lpad(g::text, 8, '0'), 'company', 'pl', 'pl', 'Bench customer ' || g, 'ul. Testowa ' || g, '00-001', 'Warszawa'
    FROM generate_series(1, ${otherCustomers}) g`),
  );
  step(`${otherCustomers} other customers`);
  // Products to sell: a sample of the catalogue with a price (symbols as they were sold).
  await db.execute(
    sql.raw(`
    CREATE TEMP TABLE bench_products AS
    SELECT row_number() OVER () AS n, id, symbol FROM (
      SELECT id, symbol FROM products TABLESAMPLE SYSTEM (2) LIMIT 20000) p`),
  );
  const orders = (first: string, count: number, customer: string, person: string, prefix: string) => `
    INSERT INTO orders (order_number, customer_id, contact_person_id, status, country, language, currency, vat_rate,
                        customer_order_number, net_total, vat_total, gross_total, created_at, updated_at, touched_at, placed_at)
    SELECT '${prefix}' || g, ${customer}, ${person},
           (array['placed','paid','shipped','shipped','shipped','cancelled','awaiting_payment'])[1 + (g % 7)],
           'pl', 'pl', 'PLN', 23, CASE WHEN g % 3 = 0 THEN 'PO-' || g END,
           v, round(v * 0.23, 2), round(v * 1.23, 2), d, d, d, d
    FROM (SELECT g, round((10 + random() * 5000)::numeric, 2) AS v,
                 now() - (random() * interval '1826 days') AS d
          FROM generate_series(${first}, ${first} + ${count} - 1) g) s`;
  await db.execute(
    sql.raw(
      orders(
        '1',
        otherOrders,
        `(SELECT id FROM customers WHERE customer_number = 'B' || lpad((1 + g % ${otherCustomers})::text, 8, '0'))`,
        'NULL',
        'O',
      ),
    ),
  );
  step(`${otherOrders} orders of others`);
  await db.execute(
    sql.raw(
      orders(
        '1',
        ownOrders,
        String(companyId),
        `CASE WHEN g % 5 = 0 THEN ${colleagueId} ELSE ${primaryId} END`,
        'C',
      ),
    ),
  );
  step(`${ownOrders} orders of the company`);
  // Lines: one to three for others' orders, one to five for the company's, distinct products.
  await db.execute(
    sql.raw(`
    INSERT INTO order_items (order_id, position, product_id, amount, symbol, description, unit_price, line_net)
    SELECT o.id, k, p.id, 1 + (o.id % 50), p.symbol, 'bench line', 0.5, 0.5 * (1 + (o.id % 50))
    FROM orders o
    CROSS JOIN LATERAL generate_series(1, CASE WHEN o.customer_id = ${companyId} THEN 1 + o.id % 5 ELSE 1 + o.id % 3 END) k
    JOIN bench_products p ON p.n = 1 + ((o.id * 7 + k * 7919) % 20000)
    WHERE o.status <> 'cart'`),
  );
  step('order lines');
  await db.execute(
    sql.raw('ANALYZE orders; ANALYZE order_items; ANALYZE customers; ANALYZE contact_persons'),
  );
  step('analysed');
}

/** EXPLAIN (ANALYZE, BUFFERS) of the list's statements as the repository sends them. */
async function explainList(
  url: string,
  scope: { customerId: number; contactPersonId: number },
): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Db;
  const viewer = { ...scope, seesColleagues: true };
  const out: string[] = [];
  const cases: Array<[string, Record<string, string>]> = [
    ['first page', {}],
    ['page 100', { page: '100' }],
    ['sort by value', { sort: 'value' }],
    ['status shipped', { status: 'shipped' }],
    ['a year', { dateFrom: '2025-01-01', dateTo: '2025-12-31' }],
    ['symbol', { symbol: 'BC5' }],
    ['reference', { customerOrderNumber: 'PO-12' }],
  ];
  try {
    for (const [label, raw] of cases) {
      const query = HistoryListQuerySchema.parse(raw);
      captured.length = 0;
      await selectHistoryPage(db, viewer, query, {
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      await countHistory(db, viewer, query);
      for (const { query: text, params } of captured) {
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, params);
        const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        console.log(`plan of ${label}: ${/Execution Time: ([\d.]+) ms/.exec(lines)?.[1]} ms`);
        out.push(`### ${label}\n\n${text}\n\n${lines}\n`);
      }
    }
  } finally {
    await pool.end();
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const scratch = existing
    ? { url: existing, drop: async () => undefined }
    : await copyDatabase(`shop_bench_history_${randomBytes(4).toString('hex')}`, template);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  const stops: Array<() => Promise<void>> = [];
  try {
    await migrateDatabase(database);
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 10, r: 8, p: 1 } },
    });
    await app.ready();
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });
    const [primary] = await rowsOf<{ customer_id: number; id: number }>(
      database.db,
      `SELECT customer_id, id FROM contact_persons WHERE email = '${COMPANY}'`,
    );
    const companyId = primary!.customer_id;
    const [hasOrders] = await rowsOf<{ n: number }>(
      database.db,
      `SELECT count(*)::int AS n FROM orders WHERE customer_id = ${companyId}`,
    );
    if (hasOrders!.n < ownOrders) {
      const [colleague] = await rowsOf<{ id: number }>(
        database.db,
        `INSERT INTO contact_persons (customer_id, crc, email, first_name, last_name, language, password_hash)
         VALUES (${companyId}, '${randomBytes(20).toString('hex')}', 'bench.colleague@demo.shop', 'Zofia', 'Kowalska', 'pl', 'x')
         ON CONFLICT (email) DO UPDATE SET first_name = excluded.first_name RETURNING id`,
      );
      await seedOrders(database.db, companyId, primary!.id, colleague!.id);
    }
    await app.close();
    const [counts] = await rowsOf<{ all: number; own: number }>(
      database.db,
      `SELECT count(*)::int AS all, count(*) FILTER (WHERE customer_id = ${companyId})::int AS own FROM orders`,
    );
    console.log(`${counts!.all} orders, ${counts!.own} of the company`);
    console.log(await postgresCache(scratch.url, process.env.BENCH_PREWARM === '1'));
    writeFileSync(
      'bench/plans/order-history.txt',
      await explainList(scratch.url, { customerId: companyId, contactPersonId: primary!.id }),
    );

    const api = await startApi(scratch.url, port, 10);
    stops.push(api.stop);
    const cookie = await login(api.base);
    const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip' };
    const paced = (label: string, path: () => string) =>
      runPaced(api.base, duration, label, clients, rate, () => ({ method: 'GET', path: path(), headers }));
    const pages = Math.ceil(ownOrders / 20);
    const randomPage = () => 1 + Math.floor(Math.random() * pages);
    const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
    const first = await fetch(`${api.base}/ajax/order-history/orders`, { headers });
    if (!first.ok) throw new Error(`the list call failed: ${first.status} ${await first.text()}`);
    await paced('warm-up', () => `/ajax/order-history/orders?page=${randomPage()}`);
    const figures: Figures[] = [];
    figures.push(await paced('GET /ajax/auth/session (floor)', () => '/ajax/auth/session'));
    figures.push(await paced('history, first page of 20', () => '/ajax/order-history/orders'));
    figures.push(
      await paced('history, random page of 20', () => `/ajax/order-history/orders?page=${randomPage()}`),
    );
    figures.push(
      await paced(
        'history, random sort and direction, random page of 20 in the first 50',
        () =>
          `/ajax/order-history/orders?sort=${pick(['placedAt', 'orderNumber', 'value', 'status'])}&dir=${pick(['asc', 'desc'])}&page=${1 + Math.floor(Math.random() * 50)}`,
      ),
    );
    figures.push(
      await paced(
        'history, a filter (status, year, value, reference, symbol, placed by me)',
        () =>
          `/ajax/order-history/orders?${pick([
            'status=shipped',
            ((year) => `dateFrom=${year}-01-01&dateTo=${year}-12-31`)(2022 + Math.floor(Math.random() * 4)),
            'valueMin=1000&valueMax=2000',
            `customerOrderNumber=PO-${1 + Math.floor(Math.random() * 9)}`,
            `symbol=${pick(['BC', 'R0', 'C0', 'LM', '1N'])}`,
            'placedBy=me',
          ])}`,
      ),
    );
    const cpu = api.cpuMs();
    await api.stop();
    stops.pop();
    printFigures(figures, {
      'history, first page of 20': 'p95 ≤ 30 ms',
      'history, random page of 20': 'p95 ≤ 30 ms',
    });
    console.log(
      `API CPU ${(cpu / 1000).toFixed(1)} s over ${figures.reduce((n, f) => n + f.requests, 0)} requests`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.close();
    if (!existing && process.env.BENCH_KEEP !== '1') await scratch.drop();
  }
}

await main();
