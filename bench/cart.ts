/**
 * Figures of the cart (issue 5): add to cart (POST /ajax/order/item) with 50 clients at once, each a
 * customer of its own with its own session and cart, on PostgreSQL; also the mini-cart and the cart
 * page's data. Nothing here asserts a time.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/cart.ts
 *
 * A scratch database is created on that server and dropped afterwards. Options (env):
 * BENCH_PRODUCTS (default 20000), BENCH_CLIENTS (50), BENCH_DURATION seconds (15), BENCH_PORT (3301),
 * BENCH_POOL (DATABASE_POOL_SIZE of the shop, 10), BENCH_RATE (requests a second per client: a paced load), BENCH_ONLY (run only scenarios whose name holds it, or any of its texts separated by |),
 * BENCH_PROFILE_FILE (a CPU profile of the API
 * during the measured scenarios; run one with BENCH_ONLY).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { companyAccountInput } from '../src/server/modules/ordering/checkout.fixtures';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedCatalog } from '../src/server/db/seed';
import {
  benchSelected,
  createScratchDatabase,
  percentile,
  machineCpuMs,
  pacedRate,
  printFigures,
  runPaced,
  startApi,
  type Figures,
} from './lib';

const products = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3301);
const poolSize = Number(process.env.BENCH_POOL ?? 10);
const PASSWORD = 'bench-cart-2026';

interface Session {
  cookie: string;
  orderNumber: string;
}

const rate = pacedRate();

/** A scenario's figures with the CPU time it cost per request: the API's, and the whole machine's. */
type CostedFigures = Figures & { serverCpuMsPerRequest: number; machineCpuMsPerRequest: number };

const skipped = (scenario: string, connections: number): CostedFigures => ({
  scenario: `${scenario} (skipped)`,
  connections,
  requests: 0,
  errors: 0,
  non2xx: 0,
  p50: NaN,
  p95: NaN,
  p99: NaN,
  rps: 0,
  serverCpuMsPerRequest: NaN,
  machineCpuMsPerRequest: NaN,
});

/** The API process's CPU time so far (ms); set once it runs. */
let serverCpu: () => number = () => 0;
let profile = { start: async () => {}, stop: async () => {} };

/** Autocannon, one customer per connection, each sending its next request on the answer. */
async function closedLoop(
  base: string,
  sessions: Session[],
  request: (session: Session) => { method: 'GET' | 'POST'; path: string; body?: string },
  headersOf: (session: Session, body: string | undefined) => Record<string, string>,
): Promise<Figures> {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: sessions.length,
        duration,
        requests: [
          {
            setupRequest: (req, ctx: object) => {
              const context = ctx as Record<string, unknown>;
              if (context.session === undefined) context.session = sessions[next++ % sessions.length];
              const session = context.session as Session;
              const r = request(session);
              return {
                ...req,
                method: r.method,
                path: r.path,
                body: r.body,
                headers: headersOf(session, r.body),
              };
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    scenario: '',
    connections: sessions.length,
    requests: times.length,
    errors: result.errors,
    non2xx: result.non2xx,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: Math.round(result.requests.average),
  };
}

async function scenario(
  base: string,
  name: string,
  sessions: Session[],
  request: (session: Session) => { method: 'GET' | 'POST'; path: string; body?: string },
): Promise<CostedFigures> {
  if (!benchSelected(name)) return skipped(name, sessions.length);
  await profile.start();
  const cpu0 = serverCpu();
  const machine0 = machineCpuMs();
  const headersOf = (session: Session, body: string | undefined) => ({
    cookie: session.cookie,
    accept: 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    ...(body ? { 'content-type': 'application/json' } : {}),
  });
  // BENCH_RATE: a paced load (each client at random moments, that many requests a second, as
  // shoppers are); unset, a closed loop (each client's next request as soon as the answer arrives).
  const figures = rate
    ? await runPaced(base, duration, name, sessions.length, rate, (i) => {
        const r = request(sessions[i]!);
        return { ...r, headers: headersOf(sessions[i]!, r.body) };
      })
    : await closedLoop(base, sessions, request, headersOf);
  const cpuMs = serverCpu() - cpu0;
  const machineMs = machineCpuMs() - machine0;
  await profile.stop();
  return {
    ...figures,
    scenario: name,
    serverCpuMsPerRequest: figures.requests ? cpuMs / figures.requests : NaN,
    machineCpuMsPerRequest: figures.requests ? machineMs / figures.requests : NaN,
  };
}

async function main(): Promise<void> {
  const name = `shop_bench_cart_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize });
  try {
    await migrateDatabase(database);
    console.log(`seeding ${products} products…`);
    await seedCatalog(database, { products });
    // Logins are not what is measured here: a cheap scrypt cost keeps 50 of them quick.
    // This process only prepares the accounts (services, no HTTP) and generates the load; the API
    // answers from a process of its own. Both use the same cheap scrypt cost for the logins.
    const { app, services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 10, r: 8, p: 1 } },
    });
    const api = await startApi(scratch.url, port, poolSize);
    const base = api.base;
    serverCpu = api.cpuMs;
    profile = api.profile;

    const hash = await services.auth.hashPassword(PASSWORD);
    const sessions: Session[] = [];
    const orderable = (
      (await database.db.execute(
        sql.raw(
          // Products anyone may order, with stock, a price and no minimum/multiples to respect.
          `SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions) AND stock > 100
           AND minimum_quantity = 1 AND multiples = 1
           AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
           AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
         ORDER BY random() LIMIT 400`,
        ),
      )) as unknown as { rows: Array<{ symbol: string }> }
    ).rows.map((r) => r.symbol);
    for (let i = 0; i < clients; i++) {
      const email = `bench${i}@cart.bench`;
      await services.customers.createAccount(companyAccountInput(`Bench ${i}`, email, hash) as never);
      const login = await fetch(`${base}/ajax/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ login: email, password: PASSWORD }),
      });
      if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
      const cookie = String(login.headers.get('set-cookie')).split(';')[0]!;
      const first = await fetch(`${base}/ajax/order/item`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
        body: JSON.stringify({
          orderNumber: '0',
          item: { symbol: orderable[i % orderable.length], amount: 1 },
        }),
      });
      if (!first.ok) throw new Error(`first add failed: ${first.status} ${await first.text()}`);
      sessions.push({ cookie, orderNumber: ((await first.json()) as { orderNumber: string }).orderNumber });
    }
    console.log(
      `${clients} customers logged in with a cart each; ${orderable.length} products to add; ${duration} s per scenario; ${rate ? `each client at most ${rate} requests/s (${rate * clients}/s in all)` : 'closed loop (next request on the answer)'}.`,
    );

    const pick = () => orderable[Math.floor(Math.random() * orderable.length)]!;
    const figures: CostedFigures[] = [];
    // The floor: a cached JSON answer with no database work, through the same HTTP stack and load.
    figures.push(
      await scenario(base, 'GET /ajax/exchange-rates (no database: the floor)', sessions, () => ({
        method: 'GET',
        path: '/ajax/exchange-rates',
      })),
    );
    figures.push(
      await scenario(base, 'POST /ajax/order/item (add to cart)', sessions, (s) => ({
        method: 'POST',
        path: '/ajax/order/item',
        body: JSON.stringify({ orderNumber: s.orderNumber, item: { symbol: pick(), amount: 1 } }),
      })),
    );
    figures.push(
      await scenario(base, 'POST /ajax/order/item, one hot product', sessions, (s) => ({
        method: 'POST',
        path: '/ajax/order/item',
        body: JSON.stringify({ orderNumber: s.orderNumber, item: { symbol: orderable[0]!, amount: 1 } }),
      })),
    );
    figures.push(
      await scenario(base, 'GET /ajax/cart/mini-cart', sessions, () => ({
        method: 'GET',
        path: '/ajax/cart/mini-cart',
      })),
    );
    figures.push(
      await scenario(base, 'GET /ajax/cart/step-1/{n}', sessions, (s) => ({
        method: 'GET',
        path: `/ajax/cart/step-1/${s.orderNumber}`,
      })),
    );
    const lines = (await database.db.execute(
      sql.raw(
        `SELECT round(avg(n))::int AS avg, max(n)::int AS max FROM (SELECT count(*) AS n FROM order_items GROUP BY order_id) x`,
      ),
    )) as unknown as { rows: Array<{ avg: number; max: number }> };
    console.log(
      `\nLines per cart at the end: average ${lines.rows[0]?.avg}, largest ${lines.rows[0]?.max}.\n`,
    );
    for (const f of figures)
      console.log(
        `${f.scenario}: ${f.serverCpuMsPerRequest.toFixed(2)} ms of Node CPU and ${f.machineCpuMsPerRequest.toFixed(2)} ms of machine CPU (all processes) per request`,
      );
    printFigures(figures, { 'POST /ajax/order/item (add to cart)': '≤ 20 ms' });
    await api.stop();
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
