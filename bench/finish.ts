/**
 * Finishing orders (issue 5, checkout) on PostgreSQL, over real HTTP to the shop's API:
 *  1. latency: BENCH_CLIENTS (default 50) clients at once, each placing BENCH_ORDERS_EACH (default 6)
 *     prepared carts of 3 lines one after another (BENCH_RATE: at most that many a second each, a
 *     paced load; unset, the next as soon as the answer arrives); p50/p95/p99 of
 *     POST /ajax/order/{n}/finish, and the CPU time per order of the API (a process of its own) and
 *     of PostgreSQL (BENCH_PROFILE_FILE: a CPU profile of the API during this phase);
 *  2. the race: BENCH_RACERS (default 200) customers finish at the same moment for the last
 *     BENCH_UNITS (default 10) units of one product: how many won (must equal the units), the
 *     final stock (must be 0), how many got 409 and how many 5xx (must be 0).
 * Nothing here asserts a time. A scratch database is created on BENCH_DATABASE_URL and dropped.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/finish.ts
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { products } from '../src/server/db/schema';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedCatalog } from '../src/server/db/seed';
import { createScratchDatabase, pacedRate, percentile, machineCpuMs, startApi } from './lib';
import type { AddressList } from '../src/common/contracts/customers';
import {
  companyAccountInput,
  createCartFixture,
  orderableProducts,
  setStock,
} from '../src/server/modules/ordering/checkout.fixtures';

const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const ordersEach = Number(process.env.BENCH_ORDERS_EACH ?? 6);
const racers = Number(process.env.BENCH_RACERS ?? 200);
const units = Number(process.env.BENCH_UNITS ?? 10);
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const rate = pacedRate();

async function main(): Promise<void> {
  const name = `shop_bench_finish_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize });
  const { app, services } = await buildApp({
    database,
    web: 'none',
    logLevel: 'silent',
    accounts: { passwordCost: { log2N: 10, r: 8, p: 1 } },
  });
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  try {
    await migrateDatabase(database);
    await seedCatalog(database, { products: Number(process.env.SEED_PRODUCTS ?? 5000) });
    // The API answers from a process of its own: the load generator here must not share its event loop.
    api = await startApi(scratch.url, Number(process.env.BENCH_PORT ?? 3302), poolSize);
    const base = api.base;
    const db = database.db;
    const hash = await services.auth.hashPassword(`bench-${randomBytes(4).toString('hex')}`);

    /** A customer with a session cookie (made by the session service, as a login would). */
    async function customer(i: number) {
      const created = await services.customers.createAccount(
        companyAccountInput(`Bench ${i}`, `bench${i}-${name}@bench.test`, hash) as never,
      );
      const { id } = await services.sessions.create(created);
      const headers = {
        cookie: `sid=${id}`,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        accept: 'application/json',
      };
      const list = (await (await fetch(`${base}/ajax/profile/addresses`, { headers })).json()) as AddressList;
      return {
        ...created,
        headers,
        shipping: list.shippingAddresses.elements[0]!.addressNumber,
        payer: list.payerAddress!.addressNumber,
      };
    }
    type Customer = Awaited<ReturnType<typeof customer>>;

    async function preparedCart(c: Customer, lines: Array<{ productId: number; amount: number }>) {
      const order = await createCartFixture(
        db,
        { customerId: c.customerId, contactPersonId: c.contactPersonId, country: 'pl' },
        lines,
      );
      const res = await fetch(`${base}/ajax/order/${order.orderNumber}/form`, {
        method: 'PATCH',
        headers: c.headers,
        body: JSON.stringify({
          vatEuCountry: 'PL1234567890',
          shippingAddressId: c.shipping,
          invoiceAddressId: c.payer,
          shippingCondition: 'courier_pl',
          paymentId: 'bank_transfer',
        }),
      });
      if (res.status !== 200) throw new Error(`form ${res.status} ${await res.text()}`);
      return order.orderNumber;
    }

    const finish = async (c: Customer, orderNumber: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/ajax/order/${orderNumber}/finish`, {
        method: 'POST',
        headers: { ...c.headers, 'idempotency-key': randomBytes(12).toString('hex') },
        body: JSON.stringify({ termsAccepted: true }),
      });
      const body = (await res.json()) as { erpCode?: number };
      return { status: res.status, erpCode: body.erpCode ?? null, ms: performance.now() - started };
    };

    // ---- 1. latency with plenty of stock ----
    const stocked = await orderableProducts(db, 300);
    for (const p of stocked) await setStock(db, p.id, 1_000_000);
    const buyers = await Promise.all(Array.from({ length: clients }, (_, i) => customer(i)));
    const carts = new Map<Customer, string[]>();
    let k = 0;
    for (const b of buyers) {
      const list: string[] = [];
      for (let j = 0; j < ordersEach; j += 1) {
        const lines = [0, 1, 2].map((x) => ({
          productId: stocked[(k * 3 + x) % stocked.length]!.id,
          amount: 1 + ((k + x) % 5),
        }));
        k += 1;
        list.push(await preparedCart(b, lines));
      }
      carts.set(b, list);
    }
    // Warm-up: one finish per connection-pool slot, not counted.
    const warm = await customer(10_000);
    for (let j = 0; j < 5; j += 1)
      await finish(warm, await preparedCart(warm, [{ productId: stocked[j]!.id, amount: 1 }]));

    const times: number[] = [];
    const statuses = new Map<number, number>();
    const t0 = performance.now();
    await api.profile.start();
    const cpu0 = api.cpuMs();
    const machine0 = machineCpuMs();
    await Promise.all(
      buyers.map(async (b) => {
        for (const orderNumber of carts.get(b)!) {
          // BENCH_RATE: each client finishes at most this many orders a second (a paced load).
          if (rate) await new Promise((r) => setTimeout(r, Math.random() * (2000 / rate)));
          const r = await finish(b, orderNumber);
          times.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    const cpuMs = api.cpuMs() - cpu0;
    const machineMs = machineCpuMs() - machine0;
    await api.profile.stop();
    times.sort((a, b) => a - b);
    console.log(
      `\n## Finishing orders: ${clients} concurrent clients × ${ordersEach} orders (3 lines each), pool ${poolSize}`,
    );
    console.log(
      '| finishes | statuses | p50 ms | p95 ms | p99 ms | max ms | orders/s | server CPU ms/order | machine CPU ms/order (all processes) |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${times.length} | ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${(times.length / wall).toFixed(0)} | ${(cpuMs / times.length).toFixed(1)} | ${(machineMs / times.length).toFixed(1)} |`,
    );

    // ---- 2. the race for the last units ----
    const [scarce] = (await orderableProducts(db, 310)).slice(305);
    await setStock(db, scarce!.id, units);
    const field = await Promise.all(Array.from({ length: racers }, (_, i) => customer(20_000 + i)));
    const raceCarts = [];
    for (const c of field)
      raceCarts.push({ c, orderNumber: await preparedCart(c, [{ productId: scarce!.id, amount: 1 }]) });
    const results = await Promise.all(raceCarts.map(({ c, orderNumber }) => finish(c, orderNumber)));
    const won = results.filter((r) => r.status === 200).length;
    const conflicts = results.filter((r) => r.status === 409).length;
    const outOfStock = results.filter((r) => r.status === 409 && r.erpCode === 10310).length;
    const server = results.filter((r) => r.status >= 500).length;
    const other = results.length - won - conflicts - server;
    const [{ stock: finalStock }] = (await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, scarce!.id))) as [{ stock: number }];
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`\n## The race: ${racers} customers finish at once for the last ${units} units`);
    console.log('| succeeded | final stock | 409 (of which 10310) | 5xx | other | p95 ms |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| ${won} | ${finalStock} | ${conflicts} (${outOfStock}) | ${server} | ${other} | ${percentile(sorted, 95).toFixed(1)} |`,
    );
    const ok = won === units && finalStock === 0 && server === 0;
    console.log(ok ? '\nrace: correct (exactly the units sold, stock 0, no 5xx)' : '\nrace: WRONG');
    if (!ok) process.exitCode = 1;
  } finally {
    await api?.stop();
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
