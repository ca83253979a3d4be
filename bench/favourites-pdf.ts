/**
 * Figures of a saved list's files (issue 17: "lists of 10 000 items work", the PDF streamed): the
 * PDF, CSV and XLSX export of a list of 1 000 and 10 000 products with the customer's own symbols,
 * on PostgreSQL, over real HTTP (the server listens; this process reads the answer as a browser
 * would). Per file: time to the first byte, to the last, its size, its pages, and the longest
 * stretch the server's event loop was held (what other requests would wait). Nothing asserts a time.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/favourites-pdf.ts
 *
 * A scratch database is created on that server and dropped afterwards. Options (env):
 * BENCH_PRODUCTS (catalogue size, default 20 000), BENCH_RUNS (3).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedCatalog } from '../src/server/db/seed';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import { createScratchDatabase, percentile } from './lib';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const sizes = [1_000, 10_000];

interface Reading {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  stallMs: number;
}

/** POSTs a form as the list page's buttons do and reads the answer as it arrives. */
function download(origin: string, path: string, cookie: string): Promise<Reading & { body: Buffer }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    const chunks: Buffer[] = [];
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const req = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        headers: {
          cookie,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': '0',
          'sec-fetch-site': 'same-origin',
        },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) firstByteMs = performance.now() - started;
          chunks.push(chunk);
        });
        res.on('end', () => {
          stalls.disable();
          const body = Buffer.concat(chunks);
          resolve({
            firstByteMs,
            totalMs: performance.now() - started,
            bytes: body.length,
            stallMs: stalls.max / 1e6,
            body,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const name = `shop_bench_fav_pdf_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    const seeding = performance.now();
    await seedCatalog(database, { products: productCount });
    console.log(`seeded ${productCount} products in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 12, r: 8, p: 1 } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
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
    const call = async (method: string, url: string, payload?: unknown, type?: string) => {
      const res = await app.inject({
        method: method as 'POST',
        url,
        headers: { ...xhr, cookie, ...(type ? { 'content-type': type } : {}) },
        payload: payload as never,
      });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };

    const picked = (
      (await database.db.execute(
        sql.raw(`SELECT symbol FROM products ORDER BY random() LIMIT ${Math.max(...sizes)}`),
      )) as unknown as { rows: Array<{ symbol: string }> }
    ).rows.map((r) => r.symbol);
    // Every product gets the customer's own symbol: the column is full, as for a customer with an ERP.
    await call(
      'POST',
      '/ajax/customer/symbols/import?format=csv',
      Buffer.from(picked.map((s, i) => `${s};ŻÓŁW-ŐŰ-${i}`).join('\r\n')),
      'text/csv',
    );

    const rows: string[] = [];
    for (const size of sizes) {
      const list = (
        await call('POST', '/ajax/favourites/directory', { name: `Bench ${size} – łódź ő` })
      ).json<{
        directoryId: number;
      }>();
      for (let i = 0; i < size; i += 500) {
        await call('POST', '/ajax/favourites/item', {
          directoryId: list.directoryId,
          items: picked
            .slice(i, Math.min(i + 500, size))
            .map((symbol, n) => ({ symbol, quantity: 1 + (n % 50) })),
        });
      }
      for (const format of ['pdf', 'csv', 'xlsx']) {
        const readings: Reading[] = [];
        let pages = 0;
        for (let run = 0; run < runs; run++) {
          const reading = await download(
            origin,
            `/profile/favourites/${list.directoryId}/export/${format}`,
            cookie,
          );
          if (format === 'pdf')
            pages = reading.body.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
          readings.push(reading);
        }
        const median = (pick: (r: Reading) => number) =>
          percentile(
            readings.map(pick).sort((a, b) => a - b),
            50,
          );
        rows.push(
          `| ${format} | ${size} | ${median((r) => r.firstByteMs).toFixed(0)} | ${median((r) => r.totalMs).toFixed(0)} | ${(median((r) => r.bytes) / 1024).toFixed(0)} KiB | ${format === 'pdf' ? pages : '–'} | ${median((r) => r.stallMs).toFixed(0)} |`,
        );
        console.log(rows.at(-1));
      }
    }
    console.log(
      `\n${runs} runs each, medians; ${productCount} products; every item has a customer symbol\n` +
        '| file | items | first byte ms | last byte ms | size | pages | longest event-loop stall ms |\n' +
        '|---|---|---|---|---|---|---|\n' +
        rows.join('\n'),
    );
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
