/**
 * Figure of the customer symbols (issue 17): "import of 10 000 customer symbols ≤ 5 s", on PostgreSQL,
 * over the real HTTP edge (app.inject: routing, CSRF, session, parsing, checks, the transaction).
 * Nothing here asserts a time.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/customer-symbols-import.ts
 *
 * A scratch database is created on that server and dropped afterwards. Options (env):
 * BENCH_PRODUCTS (catalogue size, default 100 000; the issue names 1 000 000), BENCH_LINES (10 000),
 * BENCH_RUNS (5). Each run imports the file again: the customer's 10 000 symbols are replaced.
 *
 * BENCH_USE_DATABASE=url measures on an existing, already seeded database instead (a copy of the
 * 1 000 000-product `shop_bench`, never `shop_bench` itself: the bench migrates it and writes symbols
 * and the demo accounts into it); it is left in place:
 *
 *   psql -c 'CREATE DATABASE shop_bench_me TEMPLATE shop_bench'
 *   BENCH_USE_DATABASE=postgres://postgres@127.0.0.1:5432/shop_bench_me npx tsx bench/customer-symbols-import.ts
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedCatalog } from '../src/server/db/seed';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import { createScratchDatabase, percentile } from './lib';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const lineCount = Number(process.env.BENCH_LINES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const existing = process.env.BENCH_USE_DATABASE;

async function main(): Promise<void> {
  const scratch = existing
    ? { url: existing, drop: async () => undefined }
    : await createScratchDatabase(`shop_bench_symbols_${randomBytes(4).toString('hex')}`);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    if (!existing) {
      const seeding = performance.now();
      await seedCatalog(database, { products: productCount });
      console.log(
        `seeded ${productCount} products in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
    }
    const catalogue = (
      (await database.db.execute(sql.raw('SELECT count(*)::int AS n FROM products'))) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
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
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    // A database used again still holds the symbols of an earlier run on other products: the file
    // of this run would find its symbols taken. Each run starts from a customer without symbols.
    if (existing) await database.db.execute(sql.raw('DELETE FROM customer_symbols'));

    // Random products from the whole catalogue, so lookups hit cold and warm index pages alike.
    const picked = (
      (await database.db.execute(
        sql.raw(`SELECT symbol FROM products ORDER BY random() LIMIT ${lineCount}`),
      )) as unknown as { rows: Array<{ symbol: string }> }
    ).rows.map((r) => r.symbol);
    const csv = Buffer.from(picked.map((s, i) => `${s};MY-${i};board ${i % 97}`).join('\r\n'));
    const xlsx = await writeXlsxFile(
      picked.map((s, i) => [{ value: s }, { value: `MY-${i}` }, { value: `board ${i % 97}` }]),
    ).toBuffer();

    const rows: string[] = [];
    for (const [format, file, type] of [
      ['csv', csv, 'text/csv'],
      ['xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      for (const step of ['import/preview', 'import'] as const) {
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
          const started = performance.now();
          const res = await app.inject({
            method: 'POST',
            url: `/ajax/customer/symbols/${step}?format=${format}`,
            headers: { ...xhr, cookie, 'content-type': type },
            payload: file,
          });
          times.push(performance.now() - started);
          if (res.statusCode !== 200)
            throw new Error(`${step} ${format}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
        const sorted = [...times].sort((a, b) => a - b);
        rows.push(
          `| ${step} ${format} | ${lineCount} | ${(file.length / 1024).toFixed(0)} KiB | ${runs} | ${percentile(sorted, 50).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`,
        );
      }
    }
    console.log(`\nPostgreSQL, ${catalogue} products, ${lineCount} lines per file\n`);
    console.log('| call | lines | file | runs | median ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
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
