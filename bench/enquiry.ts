/**
 * Figure of product enquiries (issue 20, ADR 066): "an enquiry accepted p95 ≤ 50 ms (captcha check
 * included)", on PostgreSQL with 1 000 000 products. Nothing here asserts a time.
 *
 *   BENCH_DATABASE_URL unset: a copy of shop_bench (CREATE DATABASE … TEMPLATE shop_bench) is made on
 *   BENCH_ADMIN_URL's server, migrated (the enquiry tables) and dropped afterwards.
 *   npx tsx bench/enquiry.ts
 *
 * Each request is the whole accepted path through Fastify (app.inject: routing, gzip-less JSON,
 * the Zod contract, CSRF check): the per-address limit, the captcha's verification (the local
 * provider: HMAC and its single-use nonce in the shared counter store, one statement), the product
 * and amount look-up among 1 000 000 products, the per-e-mail limit, the insert, and the
 * confirmation mail recorded in the outbox. Every request comes from its own address and e-mail,
 * so every one is accepted (204; anything else stops the bench). Options (env): BENCH_ENQUIRIES
 * (1000 one at a time), BENCH_CONCURRENCY (4 at once for the second series).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { copyDatabase, percentile } from './lib';

const count = Number(process.env.BENCH_ENQUIRIES ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return `| ${name} | ${samples.length} | ${percentile(sorted, 50).toFixed(2)} | ${percentile(sorted, 95).toFixed(2)} | ${percentile(sorted, 99).toFixed(2)} | ${mean.toFixed(2)} |`;
}

async function main(): Promise<void> {
  const copy = process.env.BENCH_DATABASE_URL
    ? null
    : await copyDatabase(`enquiries_bench_${randomBytes(4).toString('hex')}`, 'shop_bench');
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? copy!.url,
    poolSize: 10,
  });
  try {
    await migrateDatabase(database);
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { localCaptcha: true },
    });
    await app.ready();
    const products = (
      (await database.db.execute(
        sql`select symbol, minimum_quantity as "min" from products tablesample system (0.1) limit 500`,
      )) as unknown as { rows: Array<{ symbol: string; min: number }> }
    ).rows;
    const total = (
      (await database.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n;
    const run = Date.now().toString(36);
    let n = 0;
    const one = async (): Promise<number> => {
      const i = n++;
      const product = products[i % products.length]!;
      const payload = {
        productSymbol: product.symbol,
        inputAmount: product.min,
        clientEmail: `bench-${run}-${i}@bench.test`,
        customerNumber: String(1_000_000 + i),
        message: `Bench enquiry ${i}: lead time for a reel of ${product.symbol}?`,
        'cf-turnstile-response': services.captcha.issueLocalToken!(),
      };
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/ajax/contact-email/send/product?country=pl',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'pl' },
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        payload,
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 204) throw new Error(`enquiry ${i} refused: ${res.statusCode} ${res.body}`);
      return ms;
    };

    // Warm-up: connections, prepared plans, JIT.
    for (let i = 0; i < 50; i++) await one();
    const sequential: number[] = [];
    for (let i = 0; i < count; i++) sequential.push(await one());
    const parallel: number[] = [];
    for (let i = 0; i < count / concurrency; i++)
      parallel.push(...(await Promise.all(Array.from({ length: concurrency }, one))));

    console.log(`\nProducts: ${total.toLocaleString('en')}; PostgreSQL; in-process (app.inject).\n`);
    console.log('| POST /ajax/contact-email/send/product (204) | n | p50 ms | p95 ms | p99 ms | mean ms |');
    console.log('|---|---|---|---|---|---|');
    console.log(summary('one at a time', sequential));
    console.log(summary(`${concurrency} at once`, parallel));
    await app.close();
  } finally {
    await database.close();
    await copy?.drop();
  }
}

await main();
