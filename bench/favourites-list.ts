/**
 * Figure of the saved lists (issue 17): "a directory of 1 000 items with live prices and stock,
 * page of 50, p95 ≤ 50 ms at 10 paced clients" on PostgreSQL with 1 000 000 products; and a
 * directory of 10 000 items must work (page 1 and the last page, every sort). Nothing here asserts
 * a time.
 *
 *   psql -c 'CREATE DATABASE shop_bench_me TEMPLATE shop_bench'
 *   npx react-router build          # for the page itself (BENCH_PAGE=0 leaves it out)
 *   BENCH_RATE=2 BENCH_USE_DATABASE=postgres://postgres@127.0.0.1:5432/shop_bench_me npx tsx bench/favourites-list.ts
 *
 * BENCH_USE_DATABASE is a seeded copy (never `shop_bench` itself: the bench migrates it and writes
 * the demo accounts and their lists into it); without it a scratch database of BENCH_PRODUCTS
 * (default 100 000) products is made and dropped. It gives company@demo.shop a list of BENCH_ITEMS
 * (1 000) random products and one of BENCH_BIG_ITEMS (10 000), then:
 *   - the query plans of a page (page 1, the last page, each sort) of both lists, written to
 *     bench/plans/favourites-*.txt, and the service's own time per page, one caller;
 *   - the list's data call (GET /ajax/favourites/directory/{id}) against the API alone
 *     (bench/serve-api.ts): random pages of 50, the default sort and random sorts, and random pages
 *     of the 10 000 list; the session call as the floor;
 *   - the list's page (/profile/favourites/{id}) against the built shop (startShop).
 * Paced at BENCH_CLIENTS (10) clients × BENCH_RATE (default 2) requests a second each, for
 * BENCH_DURATION (20) seconds per scenario.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ITEM_SORTS, type ItemSort } from '../src/common/favourites-rules';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seedCatalog } from '../src/server/db/seed';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import {
  countItems,
  countMatchingItems,
  selectItemsPage,
} from '../src/server/modules/favourites/favourites.repository';
import {
  createScratchDatabase,
  percentile,
  printFigures,
  runPaced,
  settle,
  startApi,
  startShop,
  waitForHealth,
  type Figures,
} from './lib';

const existing = process.env.BENCH_USE_DATABASE;
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const smallItems = Number(process.env.BENCH_ITEMS ?? 1_000);
const bigItems = Number(process.env.BENCH_BIG_ITEMS ?? 10_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 2);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const withPage = process.env.BENCH_PAGE !== '0';
const PER_PAGE = 50;
const COMPANY = 'company@demo.shop';
const xhr = { 'x-requested-with': 'XMLHttpRequest' };
/** The day a page's prices are read for, as pricing's priceDays() gives it (its Omnibus window unused here). */
const priceDay = {
  day: new Date().toISOString().slice(0, 10),
  fromDay: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
};

const rowsOf = async <T>(db: Db, query: string): Promise<T[]> =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Logs in over HTTP and returns the session cookie. */
async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/ajax/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...xhr },
    body: JSON.stringify({ login: COMPANY, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a page's statements as the repository sends them. */
async function explainPages(url: string, lists: Array<[string, number, number]>): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const captured: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Db;
  const out: string[] = [];
  const explain = async (label: string, call: () => Promise<unknown>) => {
    captured.length = 0;
    await call();
    for (const { query, params } of captured) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`, params);
      const text = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      const ms = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
      console.log(`plan of ${label}: ${ms} ms`);
      out.push(`### ${label}\n\n${query}\n\n${text}\n`);
    }
  };
  try {
    for (const [name, id, total] of lists) {
      const last = Math.ceil(total / PER_PAGE);
      for (const sort of ITEM_SORTS) {
        for (const page of [1, last]) {
          await explain(`${name}, ${sort}, page ${page} of ${last}`, () =>
            selectItemsPage(db, id, { offset: (page - 1) * PER_PAGE, limit: PER_PAGE, sort }, priceDay),
          );
        }
      }
      await explain(`${name}, count`, () => countItems(db, id));
      await explain(`${name}, count matching "a"`, () => countMatchingItems(db, id, 'a'));
    }
  } finally {
    await pool.end();
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const scratch = existing
    ? { url: existing, drop: async () => undefined }
    : await createScratchDatabase(`shop_bench_favourites_${randomBytes(4).toString('hex')}`);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  const stops: Array<() => Promise<void>> = [];
  try {
    await migrateDatabase(database);
    if (!existing) await seedCatalog(database, { products: productCount });
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
    const [person] = await rowsOf<{ customer_id: number; id: number }>(
      database.db,
      `SELECT customer_id, id FROM contact_persons WHERE email = '${COMPANY}'`,
    );
    const viewer = { customerId: person!.customer_id, contactPersonId: person!.id };
    // A database used again: the lists of an earlier run go first.
    await database.db.execute(
      sql`DELETE FROM favourite_directories WHERE customer_id = ${viewer.customerId}`,
    );
    const catalogue = (
      await rowsOf<{ n: number }>(database.db, 'SELECT count(*)::int AS n FROM products')
    )[0]!.n;

    /** A list of `size` random products of the whole catalogue, saved as a buyer saves them (500 a call). */
    const makeList = async (name: string, size: number): Promise<number> => {
      const symbols = (
        await rowsOf<{ symbol: string }>(
          database.db,
          `SELECT symbol FROM products TABLESAMPLE SYSTEM (5) WHERE NOT flags && array['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[] ORDER BY random() LIMIT ${size}`,
        )
      ).map((r) => r.symbol);
      let directoryId: number | undefined;
      for (let i = 0; i < symbols.length; i += 500) {
        const items = symbols
          .slice(i, i + 500)
          .map((symbol, k) => ({ symbol, quantity: 1 + ((i + k) % 250) }));
        const saved = await services.favourites.addItems(
          viewer,
          directoryId ? { directoryId, items } : { newDirectoryName: name, items },
          'pl',
        );
        directoryId = saved.directoryId;
      }
      return directoryId!;
    };
    const started = performance.now();
    const small = await makeList(`bench ${smallItems}`, smallItems);
    const big = await makeList(`bench ${bigItems}`, bigItems);
    await database.exec('ANALYZE favourite_items; ANALYZE favourite_directories;');
    console.log(
      `${catalogue} products; lists of ${smallItems} and ${bigItems} items made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // Service-level time of one page, one caller (no HTTP, no session): what the work costs.
    const serviceRows: string[] = [];
    for (const [name, id, total] of [
      [`${smallItems} items`, small, smallItems],
      [`${bigItems} items`, big, bigItems],
    ] as const) {
      const last = Math.ceil(total / PER_PAGE);
      for (const sort of ITEM_SORTS) {
        for (const page of [1, last]) {
          const times: number[] = [];
          let shown = 0;
          for (let i = 0; i < 15; i++) {
            const t0 = performance.now();
            const result = await services.favourites.directory(
              viewer,
              id,
              { page, perPage: PER_PAGE, sort },
              'pl',
            );
            times.push(performance.now() - t0);
            shown = result.items.length;
          }
          times.sort((a, b) => a - b);
          serviceRows.push(
            `| ${name} | ${sort} | ${page} of ${last} | ${shown} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
          );
        }
      }
    }
    await app.close();

    const plans = await explainPages(scratch.url, [
      [`${smallItems} items`, small, smallItems],
      [`${bigItems} items`, big, bigItems],
    ]);
    writeFileSync('bench/plans/favourites-list.txt', plans);

    const figures: Figures[] = [];
    const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)]!;
    const pages = (total: number) => 1 + Math.floor(Math.random() * Math.ceil(total / PER_PAGE));
    const api = await startApi(scratch.url, 3207, 10);
    stops.push(api.stop);
    const cookie = await login(api.base);
    const headers = { cookie, accept: 'application/json' };
    const paced = (label: string, path: () => string) =>
      runPaced(api.base, duration, label, clients, rate, () => ({ method: 'GET', path: path(), headers }));
    const first = await fetch(`${api.base}/ajax/favourites/directory/${small}?page=1`, { headers });
    if (!first.ok) throw new Error(`the list's data call failed: ${first.status} ${await first.text()}`);
    // Unmeasured: a fresh process's first seconds (its connections, statement plans, compiled code).
    await paced('warm-up', () => `/ajax/favourites/directory/${small}?page=${pages(smallItems)}`);
    figures.push(await paced('GET /ajax/auth/session (floor)', () => '/ajax/auth/session'));
    figures.push(
      await paced(
        `list of ${smallItems}, random page of ${PER_PAGE}`,
        () => `/ajax/favourites/directory/${small}?page=${pages(smallItems)}`,
      ),
    );
    figures.push(
      await paced(
        `list of ${smallItems}, random page, random sort`,
        () =>
          `/ajax/favourites/directory/${small}?page=${pages(smallItems)}&sort=${pick<ItemSort>(ITEM_SORTS)}`,
      ),
    );
    figures.push(
      await paced(
        `list of ${bigItems}, random page, random sort`,
        () => `/ajax/favourites/directory/${big}?page=${pages(bigItems)}&sort=${pick<ItemSort>(ITEM_SORTS)}`,
      ),
    );
    const apiCpu = api.cpuMs();
    await api.stop();
    stops.pop();

    if (withPage) {
      const port = 3207;
      process.env.DATABASE_URL = scratch.url;
      const shop = startShop(port);
      stops.push(
        () =>
          new Promise<void>((resolve) => {
            shop.once('exit', () => resolve());
            shop.kill('SIGTERM');
          }),
      );
      const base = `http://127.0.0.1:${port}`;
      // The shop's own start: the copy is seeded, so it only migrates (nothing) and warms its lists.
      await waitForHealth(base);
      await settle();
      const pageCookie = await login(base);
      const pageHeaders = { cookie: pageCookie, accept: 'text/html' };
      const check = await fetch(`${base}/profile/favourites/${small}?page=2`, {
        headers: pageHeaders,
        redirect: 'manual',
      });
      if (check.status !== 200) throw new Error(`the list's page answered ${check.status}`);
      figures.push(
        await runPaced(
          base,
          duration,
          `page /profile/favourites/{id}, list of ${smallItems}`,
          clients,
          rate,
          () => ({
            method: 'GET',
            path: `/profile/favourites/${small}?page=${pages(smallItems)}`,
            headers: pageHeaders,
          }),
        ),
      );
      figures.push(
        await runPaced(
          base,
          duration,
          `page /profile/favourites/{id}, list of ${bigItems}`,
          clients,
          rate,
          () => ({
            method: 'GET',
            path: `/profile/favourites/${big}?page=${pages(bigItems)}&sort=${pick<ItemSort>(ITEM_SORTS)}`,
            headers: pageHeaders,
          }),
        ),
      );
    }

    console.log(
      `\nPostgreSQL, ${catalogue} products; paced: ${clients} clients × ${rate}/s, ${duration} s each\n`,
    );
    printFigures(figures, {
      [`list of ${smallItems}, random page of ${PER_PAGE}`]: '50',
      [`list of ${smallItems}, random page, random sort`]: '50',
    });
    console.log(`\nAPI CPU during the data calls: ${(apiCpu / 1000).toFixed(1)} s`);
    console.log('\nService, one caller, 15 calls each (ms)\n');
    console.log('| list | sort | page | items | p50 | p95 |');
    console.log('| --- | --- | --- | ---: | ---: | ---: |');
    for (const row of serviceRows) console.log(row);
    console.log('\nPlans: bench/plans/favourites-list.txt');
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
