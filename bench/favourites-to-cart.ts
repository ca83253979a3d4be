/**
 * Figure of the saved lists (issue 17): "whole list of 200 items to cart ≤ 300 ms on PostgreSQL with
 * 1 000 000 products". On a copy of shop_bench (never written itself), a customer with a list of 200
 * and one of 1 000 products at list quantities (random products of the whole catalogue, minimums and
 * multiples as they come, so many lines are rounded up), each put in a new cart over HTTP
 * (`POST /ajax/favourites/directory/{id}/cart`, the API in a process of its own): median, p95 and
 * the largest of several runs. Nothing here asserts a time.
 *
 *   npx tsx bench/favourites-to-cart.ts
 *
 * Options (env): BENCH_TEMPLATE (the database copied, default shop_bench), BENCH_DATABASE_URL (its
 * server), BENCH_SIZES (list sizes, default "200,1000"), BENCH_RUNS (timed runs per size, 7; one
 * more runs first, untimed), BENCH_PORT (3202), BENCH_POOL (10), BENCH_SETTLE (seconds after the
 * API's start, 15), BENCH_API_CWD (serve the API from another checkout: the figures before a change,
 * e.g. an unpacked `git archive` of an older commit with node_modules linked), BENCH_LABEL (the
 * label of the figures, "batch add" by default).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { ToCartResponse } from '../src/common/contracts/favourites';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { companyAccountInput } from '../src/server/modules/ordering/checkout.fixtures';
import { copyDatabase, percentile, settle, startApi } from './lib';

const template = process.env.BENCH_TEMPLATE ?? 'shop_bench';
const sizes = (process.env.BENCH_SIZES ?? '200,1000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3202);
const poolSize = Number(process.env.BENCH_POOL ?? 10);
const label = process.env.BENCH_LABEL ?? 'batch add';
const PASSWORD = 'bench-favourites-2026';
const ADD_PER_CALL = 500; // FAVOURITES_ADD_MAX_ITEMS

async function main(): Promise<void> {
  const name = `shop_bench_tocart_${randomBytes(4).toString('hex')}`;
  console.log(`copying ${template} to ${name}…`);
  const scratch = await copyDatabase(name, template);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    await migrateDatabase(database);
    // The account is made through the services (no HTTP), then this process only sends requests.
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 10, r: 8, p: 1 } },
    });
    const email = `lists-${randomBytes(3).toString('hex')}@favourites.bench`;
    await services.customers.createAccount(
      companyAccountInput('Bench Lists', email, await services.auth.hashPassword(PASSWORD)) as never,
    );
    // Products anyone may order, from the whole catalogue (a 2 % sample of its pages, shuffled).
    const picked = (
      (await database.db.execute(
        sql.raw(`SELECT symbol FROM products p TABLESAMPLE SYSTEM (2)
          WHERE 'SHOW_PRICE' = ANY(permissions)
            AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
            AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
          ORDER BY random() LIMIT ${Math.max(...sizes)}`),
      )) as unknown as { rows: Array<{ symbol: string }> }
    ).rows.map((r) => r.symbol);
    await app.close();
    if (picked.length < Math.max(...sizes)) throw new Error(`only ${picked.length} products sampled`);

    api = await startApi(scratch.url, port, poolSize, process.env.BENCH_API_CWD);
    await settle();
    const xhr = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const login = await fetch(`${api.base}/ajax/auth/login`, {
      method: 'POST',
      headers: xhr,
      body: JSON.stringify({ login: email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const headers = { ...xhr, cookie: String(login.headers.get('set-cookie')).split(';')[0]! };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${api!.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      return res.json() as Promise<unknown>;
    };

    const rows: string[] = [];
    for (const size of sizes) {
      // The list, at quantities 1–20 (so products sold from 10 or in fives are rounded up).
      let directoryId: number | undefined;
      for (let from = 0; from < size; from += ADD_PER_CALL) {
        const items = picked
          .slice(from, Math.min(size, from + ADD_PER_CALL))
          .map((symbol, i) => ({ symbol, quantity: 1 + ((from + i) % 20) }));
        const saved = (await post('/ajax/favourites/item', {
          ...(directoryId ? { directoryId } : { newDirectoryName: `Bench ${size}` }),
          items,
        })) as { directoryId: number };
        directoryId = saved.directoryId;
      }
      const times: number[] = [];
      let last: ToCartResponse | undefined;
      for (let run = 0; run <= runs; run++) {
        const started = performance.now();
        last = (await post(`/ajax/favourites/directory/${directoryId}/cart`, {})) as ToCartResponse;
        if (run > 0) times.push(performance.now() - started); // the first warms the plans and caches
      }
      const rounded = last!.added.filter((l) => l.quantity !== l.listQuantity).length;
      const sorted = [...times].sort((a, b) => a - b);
      rows.push(
        `| ${label} | ${size} | ${last!.added.length} (${rounded} rounded up) | ${last!.skipped.length} | ${runs} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      `\nPostgreSQL, a copy of ${template}; POST /ajax/favourites/directory/{id}/cart, a new cart each run\n`,
    );
    console.log('| path | list items | lines added | skipped | runs | median ms | p95 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const row of rows) console.log(row);
  } finally {
    await api?.stop();
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
