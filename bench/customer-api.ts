/**
 * The customer API (issue 22, ADR 079) on PostgreSQL, over real HTTP with bearer tokens:
 *  1. product search (`GET /api/v1/products/search`: the 20 queries of search-queries.ts and
 *     catalogue symbols, pages 1–3) and product details of 50 symbols at three quantities
 *     (`POST /api/v1/products/details`), 10 paced clients (BENCH_RATE requests a second each, 5 by
 *     default), p50/p95/p99; the API runs in a process of its own (serve-api.ts);
 *  2. webhook latency: orders placed through the API of an app with the background jobs on, each
 *     order's event timed from the placement's answer to its arrival at a local receiver (BENCH_ORDERS,
 *     20), p50/p95/max.
 * A TEMPLATE copy of shop_bench is made (tokens, carts and orders are written) and dropped. Nothing
 * here asserts a time.
 *
 *   npm run build  # not needed: the API serves no pages
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/customer-api.ts
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedDemoAccounts } from '../src/server/db/seed/accounts';
import { Client } from '../src/server/test-support/http';
import { copyDatabase, percentile, printFigures, runPaced, startApi, type Figures } from './lib';
import { SEARCH_QUERIES } from './search-queries';

const template = process.env.BENCH_TEMPLATE ?? 'shop_bench';
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const rate = Number(process.env.BENCH_RATE ?? 5);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const orders = Number(process.env.BENCH_ORDERS ?? 20);
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  console.log(`copying ${template} into ${name}…`);
  const copy = await copyDatabase(name, template);
  const database = await openDatabase({ databaseUrl: copy.url, poolSize });
  // The copy gets this branch's migrations (the customer API's tables); shop_bench is never written.
  await migrateDatabase(database);
  const { app, services } = await buildApp({
    database,
    web: 'none',
    logLevel: 'silent',
    publicUrl: 'http://127.0.0.1',
    accounts: {
      passwordCost: { log2N: 10, r: 8, p: 1 },
      jobs: { work: true, pollSeconds: 2, retryDelaySeconds: 1 },
      internalWebhooks: true,
      paymentTestpay: true,
    },
  });
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  const receiver = createServer();
  try {
    await app.ready();
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });
    const [person] = (
      (await database.db.execute(
        sql`SELECT id, customer_id FROM contact_persons WHERE email = 'company@demo.shop'`,
      )) as unknown as { rows: { id: number; customer_id: number }[] }
    ).rows;
    const made = await services.customerApi.createClient(
      { customerId: person!.customer_id, contactPersonId: person!.id },
      { name: 'bench', scopes: ['read', 'order'] },
    );
    // The bench measures latency, not the client's limit.
    await database.db.execute(
      sql`UPDATE api_clients SET requests_per_minute = 100000000 WHERE id = ${made.client.id}`,
    );
    const token = (
      await services.customerApi.issueToken({
        grantType: 'client_credentials',
        clientId: made.client.clientId,
        clientSecret: made.clientSecret,
        scope: undefined,
      })
    ).access_token;
    const symbols = (
      (await database.db.execute(
        sql`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions)
          AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
          AND stock > 100 AND minimum_quantity = 1 AND multiples = 1
          AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
          ORDER BY random() LIMIT 3000`,
      )) as unknown as { rows: { symbol: string }[] }
    ).rows.map((r) => r.symbol);
    console.log(`${symbols.length} symbols sampled; load ${load()}`);

    // 1. latency of search and details, the API in its own process.
    // BENCH_API_CWD: another checkout serves the API (a before/after comparison on the same load).
    api = await startApi(
      copy.url,
      Number(process.env.BENCH_PORT ?? 3315),
      poolSize,
      process.env.BENCH_API_CWD,
    );
    const auth = { authorization: `Bearer ${token}` };
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const figures: Figures[] = [];
    // Warm-up: the search's reference data and the pools.
    await runPaced(api.base, 5, 'warm-up', clients, rate, () => ({
      method: 'GET',
      path: `/api/v1/products/search?q=${encodeURIComponent(pick(SEARCH_QUERIES))}`,
      headers: auth,
    }));
    console.log(`search… load ${load()}`);
    // The API process's CPU per request beside each latency: less moved by the others on the machine.
    const cpu: string[] = [];
    let cpuAt = api.cpuMs();
    const cpuPerRequest = (label: string) => {
      const now = api!.cpuMs();
      cpu.push(`${label} ${((now - cpuAt) / figures.at(-1)!.requests).toFixed(2)} ms`);
      cpuAt = now;
    };
    figures.push(
      await runPaced(
        api.base,
        duration,
        'api search (queries and symbols, pages 1-3)',
        clients,
        rate,
        (i) => {
          const q = i % 2 === 0 ? pick(SEARCH_QUERIES) : pick(symbols);
          return {
            method: 'GET',
            path: `/api/v1/products/search?q=${encodeURIComponent(q)}&page=${1 + Math.floor(Math.random() * 3)}&pageSize=25`,
            headers: auth,
          };
        },
      ),
    );
    cpuPerRequest('search');
    const loadSearch = load();
    console.log(`details… load ${loadSearch}`);
    // BENCH_PROFILE_FILE: a V8 CPU profile of the API during the details scenario only.
    await api.profile.start();
    figures.push(
      await runPaced(api.base, duration, 'api details (50 symbols, 3 quantities)', clients, rate, () => {
        const start = Math.floor(Math.random() * (symbols.length - 50));
        return {
          method: 'POST',
          path: '/api/v1/products/details',
          body: JSON.stringify({ symbols: symbols.slice(start, start + 50), quantities: [1, 100, 1000] }),
          headers: { ...auth, 'content-type': 'application/json' },
        };
      }),
    );
    cpuPerRequest('details');
    await api.profile.stop();
    const loadDetails = load();
    printFigures(figures, {
      'api search (queries and symbols, pages 1-3)': '≤ 30',
      'api details (50 symbols, 3 quantities)': '≤ 15',
    });
    console.log(`load average after search: ${loadSearch}; after details: ${loadDetails}`);
    console.log(`API process CPU per request: ${cpu.join(', ')}`);
    await api.stop();
    api = undefined;

    // 2. webhook latency: the in-process app (jobs on) places orders; the receiver times arrivals.
    const arrivals = new Map<string, number>();
    receiver.on('request', (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const event = JSON.parse(body) as { data: { orderNumber: string } };
        if (!arrivals.has(event.data.orderNumber)) arrivals.set(event.data.orderNumber, performance.now());
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    await services.customerApi.createWebhook(person!.customer_id, {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`,
    });
    const company = new Client(app);
    await company.login('company@demo.shop', 'demo-parts-2026');
    const addresses = (await company.get('/ajax/profile/addresses')).json();
    const placedAt = new Map<string, number>();
    for (let i = 0; i < orders; i++) {
      const cart = await app.inject({
        method: 'POST',
        url: '/api/v1/carts',
        headers: auth,
        payload: { lines: [{ symbol: pick(symbols), quantity: 1 }] },
      });
      const cartId = cart.json().cartId as string;
      const placed = await app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { ...auth, 'idempotency-key': `bench-${name}-${i}` },
        payload: {
          cartId,
          termsAccepted: true,
          shippingAddressId: addresses.shippingAddresses.elements[0].addressNumber,
          invoiceAddressId: addresses.payerAddress.addressNumber,
          deliveryMethod: 'courier_pl',
          paymentMethod: 'bank_transfer',
          vatNumber: 'PL1234567890',
        },
      });
      if (placed.statusCode !== 201) throw new Error(`order ${i}: ${placed.statusCode} ${placed.body}`);
      placedAt.set(cartId, performance.now());
      // Orders a second apart: each event is timed on an idle queue, as a real change would be.
      await new Promise((r) => setTimeout(r, 1000));
    }
    const deadline = performance.now() + 30_000;
    while (arrivals.size < placedAt.size && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const delays = [...placedAt].map(([n, at]) => (arrivals.get(n) ?? Infinity) - at).sort((a, b) => a - b);
    console.log(
      `webhook after the placement's answer (${delays.length} orders, queue polled every 0.5 s): p50 ${percentile(delays, 50).toFixed(0)} ms, p95 ${percentile(delays, 95).toFixed(0)} ms, max ${delays.at(-1)!.toFixed(0)} ms; load ${load()}`,
    );
  } finally {
    await api?.stop();
    receiver.close();
    await app.close();
    await copy.drop();
  }
}

await main();
