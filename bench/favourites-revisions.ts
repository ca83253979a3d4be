/**
 * Figures of saved-list revisions (issue 17, ADR 040) on PostgreSQL, over the HTTP edge (app.inject):
 * on a list of 10 000 items, what a small change costs (time, and the rows it writes to the log and
 * the snapshots), the history page, a version rebuilt from its snapshot and the log, and a restore.
 * Nothing here asserts a time.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/favourites-revisions.ts
 *
 * A scratch database is created on that server and dropped afterwards. Options (env): BENCH_PRODUCTS
 * (catalogue size, default 20 000), BENCH_ITEMS (list size, 10 000), BENCH_RUNS (small changes timed, 50).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedCatalog } from '../src/server/db/seed';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import { createScratchDatabase, percentile } from './lib';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const itemCount = Number(process.env.BENCH_ITEMS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 50);

async function main(): Promise<void> {
  const name = `shop_bench_revisions_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  const count = async (query: string) =>
    Number(
      ((await database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
    );
  try {
    await migrateDatabase(database);
    await seedCatalog(database, { products: productCount });
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 12, r: 8, p: 1 } },
    });
    await app.ready();
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    const login = await app.inject({
      method: 'POST',
      url: '/ajax/auth/login',
      headers: xhr,
      payload: { login: 'company@demo.shop', password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const headers = { ...xhr, cookie: String(login.headers['set-cookie']).split(';')[0]! };
    const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
      const started = performance.now();
      const res = await app.inject({ method, url, headers, payload: payload as never });
      const ms = performance.now() - started;
      if (res.statusCode >= 300)
        throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms, body: res.json() as Record<string, unknown> };
    };

    const symbols = (
      (await database.db.execute(
        sql.raw(`SELECT symbol FROM products ORDER BY random() LIMIT ${itemCount}`),
      )) as unknown as { rows: Array<{ symbol: string }> }
    ).rows.map((r) => r.symbol);
    const made = await call('POST', '/ajax/favourites/directory', { name: 'Bench list' });
    const directoryId = made.body.directoryId as number;
    for (let i = 0; i < symbols.length; i += 500)
      await call('POST', '/ajax/favourites/item', {
        directoryId,
        items: symbols.slice(i, i + 500).map((symbol) => ({ symbol, quantity: 1 + (i % 7) })),
      });
    const full = await call('GET', `/ajax/favourites/directory/${directoryId}/revisions?perPage=1`);
    const fullRevision = (full.body.revisions as Array<{ revisionId: number }>)[0]!.revisionId;
    const itemIds = (
      (await database.db.execute(
        sql.raw(`SELECT id FROM favourite_items WHERE directory_id = ${directoryId} ORDER BY random()`),
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows.map((r) => r.id);

    const logRows = `SELECT count(*)::int AS n FROM favourite_revision_changes c JOIN favourite_revisions r ON r.id = c.revision_id WHERE r.directory_id = ${directoryId}`;
    const snapshotRows = `SELECT count(*)::int AS n FROM favourite_revision_snapshots s JOIN favourite_revisions r ON r.id = s.revision_id WHERE r.directory_id = ${directoryId}`;
    const [logBefore, snapBefore] = [await count(logRows), await count(snapshotRows)];
    const change: number[] = [];
    for (let run = 0; run < runs; run++)
      change.push((await call('PATCH', `/ajax/favourites/item/${itemIds[run]}`, { quantity: 100 + run })).ms);
    const [logAfter, snapAfter] = [await count(logRows), await count(snapshotRows)];

    const history: number[] = [];
    const version: number[] = [];
    for (let run = 0; run < 10; run++) {
      history.push((await call('GET', `/ajax/favourites/directory/${directoryId}/revisions`)).ms);
      version.push(
        (
          await call(
            'GET',
            `/ajax/favourites/directory/${directoryId}/revisions/${fullRevision}?page=${run + 1}`,
          )
        ).ms,
      );
    }
    const restore = await call(
      'POST',
      `/ajax/favourites/directory/${directoryId}/revisions/${fullRevision}/restore`,
    );
    const rows = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return `${xs.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)}`;
    };
    console.log(`\nPostgreSQL, ${productCount} products, a list of ${itemCount} items\n`);
    console.log('| call | runs | median ms | p95 ms |');
    console.log('| --- | ---: | ---: | ---: |');
    console.log(`| PATCH item (quantity) with its revision | ${rows(change)} |`);
    console.log(`| GET revisions (page of 20) | ${rows(history)} |`);
    console.log(`| GET a version of ${itemCount} items (rebuilt), page of 50 | ${rows(version)} |`);
    console.log(`| POST restore (${runs} lines differ) | 1 | ${restore.ms.toFixed(1)} | |`);
    console.log(
      `\n${runs} small changes wrote ${logAfter - logBefore} log rows and ${snapAfter - snapBefore} snapshot rows; ` +
        `building the list wrote ${logBefore} log rows and ${snapBefore} snapshot rows in ${itemCount / 500} revisions.`,
    );
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
