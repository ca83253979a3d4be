/**
 * Quick buy at 10 000 lines (issue 18 "Figures", session 14): on a copy of `shop_bench` (1 000 000
 * products, PostgreSQL; dropped afterwards), the API in its own process (bench/serve-api.ts):
 *
 * 1. a BOM file (XLSX) of BENCH_SIZES lines (default 1 000 and 10 000) posted to
 *    `/ajax/quickbuy/read-products/file` by a logged-in customer: read (worker thread), matched,
 *    priced and answered; median and max of BENCH_RUNS (3) after one untimed run, the answer's size,
 *    and the API process's peak RSS and V8 heap during the call (sampled every 10 ms inside it);
 * 2. a cheap request (`GET /health`, one database round trip) paced at BENCH_CHEAP_RATE a second
 *    (20), and BENCH_SHOPPERS (10) shoppers at BENCH_SHOPPER_RATE (2) a second each (product data
 *    of 10 symbols, exact searches), their p50/p95/max while nothing else runs, while the 10 000-line
 *    files are read (the files are made before the load starts) and during lines-data and
 *    update-lines;
 * 3. the later calls at 10 000 lines, which carry the whole working list: lines-data, update-lines
 *    (one amount), and the order into a new cart (Idempotency-Key);
 * 4. the parsing worker's V8 heap after reading the 10 000-line file (same reader, this process).
 *
 * BENCH_SHOPPERS_APART=1 sends the shoppers and the cheap request to a second API process on the
 * same database: the floor of their rise on shared cores, with no event loop in common with the reads.
 *
 * Each file is a new sample of orderable products as buyers write them: a title row, the header on
 * row 3, half the lines by manufacturer part number, half by shop symbol, amounts 1–500, designators.
 * Nothing here asserts a time.
 *
 *   npx tsx bench/quickbuy-10k.ts        (BENCH_SIZES=1000,10000 BENCH_RUNS=3 BENCH_PORT=3201)
 *
 * BENCH_API_CWD=<another checkout> serves the API from there (the code before a change, back to
 * back with this one on the same machine state).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { xlsxOf } from '../src/server/modules/bom-files/bom-files.fixtures';
import { readTableOffThread, type WorkerReport } from '../src/server/modules/bom-files/bom-files.run';
import { companyAccountInput } from '../src/server/modules/ordering/checkout.fixtures';
import { copyDatabase, percentile, settle, startApi } from './lib';

const template = process.env.BENCH_TEMPLATE ?? 'shop_bench';
const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3201);
const memoryPort = port + 1000;
const cheapRate = Number(process.env.BENCH_CHEAP_RATE ?? 20);
const PASSWORD = 'bench-password-1';

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Peak {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  loopP99Ms: number;
  loopMaxMs: number;
}
const memoryPeak = async (): Promise<Peak> =>
  (await (await fetch(`http://127.0.0.1:${memoryPort}/`)).json()) as Peak;

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 10);
const SHOPPER_RATE = Number(process.env.BENCH_SHOPPER_RATE ?? 2);

/**
 * Paced requests until `stop()`: Poisson arrivals at `rate` a second, plain node:http with
 * keep-alive, answers asked gzipped as browsers ask. `request` gives each request's method, path
 * and body.
 */
function pacedLoad(
  base: string,
  rate: number,
  request: () => { method: 'GET' | 'POST'; path: string; body?: string },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const one = () =>
    new Promise<void>((resolve) => {
      const r = request();
      const started = performance.now();
      const req = http.request(
        base + r.path,
        {
          method: r.method,
          agent,
          headers: {
            'accept-encoding': 'gzip',
            ...(r.body ? { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } : {}),
          },
        },
        (res) => {
          if ((res.statusCode ?? 0) >= 300) failed++;
          res.on('data', () => undefined);
          res.on('end', () => {
            times.push(performance.now() - started);
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(r.body);
    });
  const pending: Promise<void>[] = [];
  const loop = (async () => {
    while (running) {
      await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * (1000 / rate)));
      if (running) pending.push(one());
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
      agent.destroy();
      const sorted = [...times].sort((a, b) => a - b);
      return {
        count: sorted.length,
        failed,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        max: sorted.at(-1) ?? NaN,
      };
    },
  };
}

/** A cheap request (`GET /health`, one database round trip) at BENCH_CHEAP_RATE a second. */
const cheapLoad = (base: string) => pacedLoad(base, cheapRate, () => ({ method: 'GET', path: '/health' }));

/** "RC0603FR-0710KL" as people type it in the search box (bench/search.ts). */
const messy = (symbol: string, i: number) =>
  i % 3 === 0
    ? symbol.toLowerCase()
    : i % 3 === 1
      ? symbol.replace(/-/g, ' ')
      : symbol.replace(/[-./]/g, '').toLowerCase();

/**
 * Other shoppers: BENCH_SHOPPERS (10) clients at BENCH_SHOPPER_RATE (2) a second each, as the
 * search bench paces them, half product data of 10 symbols (a product or category page's prices
 * and stock), half an exact search as people type it.
 */
function shoppersLoad(base: string, symbols: readonly string[]) {
  let n = 0;
  const pick = () => symbols[Math.floor(Math.random() * symbols.length)]!;
  return pacedLoad(base, SHOPPERS * SHOPPER_RATE, () =>
    n++ % 2 === 0
      ? {
          method: 'POST',
          path: '/ajax/product/data',
          body: JSON.stringify({
            items: Array.from({ length: 10 }, () => ({ symbol: pick() })),
            country: 'pl',
          }),
        }
      : {
          method: 'POST',
          path: '/ajax/catalog/search',
          body: JSON.stringify({ query: messy(pick(), n), country: 'pl' }),
        },
  );
}

type LoadFigures = Awaited<ReturnType<ReturnType<typeof pacedLoad>['stop']>>;
const figuresOf = (f: LoadFigures) =>
  `n ${f.count}${f.failed ? ` (${f.failed} failed)` : ''} p50 ${f.p50.toFixed(1)} ms p95 ${f.p95.toFixed(1)} ms max ${f.max.toFixed(1)} ms`;

async function main(): Promise<void> {
  const name = `shop_bench_qb10k_${randomBytes(4).toString('hex')}`;
  console.log(`copying ${template} to ${name}…`);
  const scratch = await copyDatabase(name, template, 600);
  let api: Awaited<ReturnType<typeof startApi>> | undefined;
  let apart: Awaited<ReturnType<typeof startApi>> | undefined;
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  try {
    // The account is made here (services, no HTTP); the API answers from a process of its own.
    const { services } = await buildApp({
      database,
      web: 'none',
      logLevel: 'silent',
      accounts: { passwordCost: { log2N: 10, r: 8, p: 1 } },
    });
    const email = `qb10k@bench.test`;
    await services.customers.createAccount(
      companyAccountInput('Bench 10k', email, await services.auth.hashPassword(PASSWORD)) as never,
    );
    const sample = async (count: number) =>
      (
        (await database.db.execute(
          sql.raw(`SELECT symbol, manufacturer_symbol AS mpn FROM products p TABLESAMPLE SYSTEM (4)
            WHERE 'SHOW_PRICE' = ANY(permissions) AND manufacturer_symbol <> ''
              AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[]
            ORDER BY random() LIMIT ${count}`),
        )) as unknown as { rows: Array<{ symbol: string; mpn: string }> }
      ).rows;
    const fileOf = async (count: number) => {
      const products = await sample(count);
      if (products.length < count) throw new Error(`only ${products.length} products sampled`);
      return xlsxOf([
        ['BOM of board X, rev C'],
        [],
        ['Designator', 'Qty', 'Manufacturer Part Number', 'Symbol', 'Note'],
        ...products.map((p, i) => [
          `R${i + 1}`,
          1 + Math.floor(Math.random() * 500),
          i % 2 ? p.mpn : null,
          i % 2 ? null : p.symbol,
          i % 7 ? null : 'DNP rev A',
        ]),
      ]);
    };

    process.env.BENCH_MEMORY_PORT = String(memoryPort);
    // BENCH_API_CWD: serve the API from another checkout (the code before a change), back to back.
    api = await startApi(scratch.url, port, 10, process.env.BENCH_API_CWD);
    // BENCH_SHOPPERS_APART=1: the shoppers and the cheap request go to a second API process on the
    // same database, so the reads cannot hold their event loop: what is left of their rise is the
    // two cores shared with the reads and PostgreSQL (the floor any in-process design can reach).
    if (process.env.BENCH_SHOPPERS_APART === '1') {
      delete process.env.BENCH_MEMORY_PORT;
      apart = await startApi(scratch.url, port + 1, 10, process.env.BENCH_API_CWD);
      process.env.BENCH_MEMORY_PORT = String(memoryPort);
    }
    const shopsAt = (apart ?? api).base;
    await settle();
    const login = await fetch(`${api.base}/ajax/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ login: email, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = String(login.headers.get('set-cookie')).split(';')[0]!;
    const ajax = { 'x-requested-with': 'XMLHttpRequest', cookie, 'accept-encoding': 'gzip' };

    console.log(`products: copy of ${template}; runs ${runs} after one untimed; load average ${load()}`);
    await memoryPeak();
    const shopperSymbols = (await sample(2000)).map((p) => p.symbol);
    const idle = cheapLoad(shopsAt);
    const idleShoppers = shoppersLoad(shopsAt, shopperSymbols);
    await new Promise((r) => setTimeout(r, 15_000));
    const idleFigures = await idle.stop();
    const idleShopperFigures = await idleShoppers.stop();
    const idleMemory = await memoryPeak();
    console.log(
      `idle (15 s): cheap GET /health (${cheapRate}/s) ${figuresOf(idleFigures)}; shoppers (${SHOPPERS} × ${SHOPPER_RATE}/s, product data and search) ${figuresOf(idleShopperFigures)}; API rss ${mib(idleMemory.rss)} heap ${mib(idleMemory.heapUsed)}; event loop held max ${idleMemory.loopMaxMs.toFixed(0)} ms`,
    );

    let lastList: unknown = null;
    for (const size of sizes) {
      const times: number[] = [];
      let status = 0;
      let matched = 0;
      let bytes = 0;
      const peaks: Peak[] = [];
      // The files are made before the load starts: sampling products and writing XLSX here would
      // compete with the API for the two cores while the other requests are timed.
      const files: Buffer[] = [];
      for (let run = 0; run <= runs; run++) files.push(await fileOf(size));
      const cheap = size >= 10_000 ? cheapLoad(shopsAt) : null;
      const shoppers = size >= 10_000 ? shoppersLoad(shopsAt, shopperSymbols) : null;
      for (let run = 0; run <= runs; run++) {
        const file = files[run]!;
        await memoryPeak();
        const started = performance.now();
        const res = await fetch(`${api.base}/ajax/quickbuy/read-products/file?fileName=bom.xlsx`, {
          method: 'POST',
          headers: {
            ...ajax,
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
          body: new Uint8Array(file),
        });
        const text = await res.text();
        const ms = performance.now() - started;
        status = res.status;
        bytes = Buffer.byteLength(text);
        if (res.ok) {
          const answer = JSON.parse(text) as {
            list: { lines: Array<{ productSymbol: string | null }> };
          };
          if (answer.list.lines.length !== size)
            throw new Error(`expected ${size} lines, got ${answer.list.lines.length}`);
          matched = answer.list.lines.filter((l) => l.productSymbol).length;
          lastList = answer.list;
        } else if (run === 0) console.log(`  ${size} lines: ${res.status} ${text.slice(0, 160)}`);
        if (run > 0) {
          times.push(ms);
          peaks.push(await memoryPeak());
        }
      }
      const during = await cheap?.stop();
      const duringShoppers = await shoppers?.stop();
      times.sort((a, b) => a - b);
      const rss = Math.max(...peaks.map((p) => p.rss));
      const heap = Math.max(...peaks.map((p) => p.heapUsed));
      const loopMax = Math.max(...peaks.map((p) => p.loopMaxMs));
      const loopP99 = Math.max(...peaks.map((p) => p.loopP99Ms));
      console.log(
        `${size} lines XLSX (${status}): median ${median(times).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms, matched ${matched}/${size}, answer ${mib(bytes)} JSON; API peak rss ${mib(rss)}, heap used ${mib(heap)}; event loop held p99 ${loopP99.toFixed(0)} ms, max ${loopMax.toFixed(0)} ms; load ${load()}`,
      );
      if (during && duringShoppers)
        console.log(
          `  during the ${size}-line reads: cheap GET /health ${figuresOf(during)}; shoppers ${figuresOf(duringShoppers)}`,
        );
    }

    // The later calls carry the whole list: measured at the last size read.
    const list = lastList as { lines: Array<Record<string, unknown>> } | null;
    if (list) {
      const working = list.lines.map((l) => ({
        id: l.id,
        row: l.row,
        query: l.query,
        manufacturer: l.manufacturer,
        note: l.note,
        requested: l.requested,
        amount: l.amount,
        amountAssumed: l.amountAssumed,
        amountCapped: l.amountCapped,
        match: l.match,
        productSymbol: l.productSymbol,
        candidateSymbols: l.candidateSymbols,
        replacedFrom: l.replacedFrom,
      }));
      const call = async (label: string, method: string, path: string, body: unknown, extra = {}) => {
        const payload = JSON.stringify(body);
        const times: number[] = [];
        let status = 0;
        let size = 0;
        const peaks: Peak[] = [];
        for (let run = 0; run < (label.startsWith('order') ? 1 : runs); run++) {
          await memoryPeak();
          const started = performance.now();
          const res = await fetch(`${api!.base}${path}`, {
            method,
            headers: { ...ajax, 'content-type': 'application/json', ...extra },
            body: payload,
          });
          const text = await res.text();
          times.push(performance.now() - started);
          peaks.push(await memoryPeak());
          status = res.status;
          size = Buffer.byteLength(text);
          if (!res.ok) console.log(`  ${label}: ${status} ${text.slice(0, 200)}`);
        }
        console.log(
          `${label} (${working.length} lines, ${status}): median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms; body ${mib(Buffer.byteLength(payload))}, answer ${mib(size)}; API peak rss ${mib(Math.max(...peaks.map((p) => p.rss)))}, heap ${mib(Math.max(...peaks.map((p) => p.heapUsed)))}; event loop held max ${Math.max(...peaks.map((p) => p.loopMaxMs)).toFixed(0)} ms`,
        );
      };
      const shoppers = shoppersLoad(shopsAt, shopperSymbols);
      await call('lines-data', 'POST', '/ajax/customer/quickbuy/lines-data', { lines: working });
      await call('update-lines (one amount)', 'POST', '/ajax/customer/quickbuy/update-lines', {
        lines: working,
        changes: [{ id: working[0]!.id, amount: 777 }],
      });
      console.log(`  shoppers during lines-data and update-lines: ${figuresOf(await shoppers.stop())}`);
      await call(
        'order (new cart)',
        'POST',
        '/ajax/customer/quickbuy/order',
        { lines: working, target: 'new' },
        { 'idempotency-key': randomBytes(12).toString('hex') },
      );
    }

    // The parsing worker's heap for the largest file (the same reader the API runs, in this process).
    const largest = Math.max(...sizes);
    const report: WorkerReport = { heapBytes: null };
    await readTableOffThread(await fileOf(largest), 'bom.xlsx', 'pl', { forceWorker: true, report });
    console.log(
      `parsing worker heap after a ${largest}-line XLSX: ${report.heapBytes === null ? '–' : mib(report.heapBytes)}`,
    );
    console.log(`load average at the end ${load()}`);
  } finally {
    await api?.stop();
    await apart?.stop();
    await database.close();
    await scratch.drop();
  }
}

await main();
process.exit(0);
