/**
 * Benchmarks of the walking shop (issue figures): starts the built shop as a child process on the
 * configured database, drives it with autocannon from this process and prints p50/p95/p99.
 *
 *   npm run build && npm run bench                       # embedded PGlite, ./bench-data (seeded once)
 *   DATABASE_URL=postgres://… npm run bench              # PostgreSQL (seed it first: SEED_PRODUCTS=1000000)
 *
 * Options (env): BENCH_DURATION seconds per scenario (default 15), BENCH_PORT (3200).
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 15);

interface Figures {
  scenario: string;
  connections: number;
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(
  scenario: string,
  connections: number,
  request: () => { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> },
): Promise<Figures> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections, duration, requests: [{ setupRequest: (req) => ({ ...req, ...request() }) }] },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    scenario,
    connections,
    requests: times.length,
    errors: result.errors,
    non2xx: result.non2xx,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: Math.round(result.requests.average),
  };
}

async function waitForHealth(): Promise<{ database: string; products: number }> {
  for (let i = 0; i < 1200; i++) {
    try {
      const res = await fetch(`${base}/health`);
      if (res.ok) return (await res.json()) as { database: string; products: number };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the shop did not start');
}

/**
 * Products and categories to request, spread over the catalogue: the first page of up to 120 random
 * leaf categories (symbol order alone would give one part family's packaging variants).
 */
async function sample(): Promise<{ symbols: string[]; categories: string[] }> {
  const tree = (await (await fetch(`${base}/ajax/catalog/category-tree`)).json()) as { categories: Node[] };
  const leaves: Node[] = [];
  const walk = (nodes: Node[]) => nodes.forEach((n) => (n.children.length ? walk(n.children) : n.productCount > 0 && leaves.push(n)));
  walk(tree.categories);
  const picked = leaves.sort(() => Math.random() - 0.5).slice(0, 120);
  const symbols: string[] = [];
  for (const leaf of picked) {
    const res = await fetch(`${base}/ajax/catalog/products?pageSize=25&categoryId=${leaf.id}&sort=stock_desc`);
    const list = (await res.json()) as { items: { symbol: string }[] };
    symbols.push(...list.items.map((p) => p.symbol));
  }
  return { symbols, categories: picked.map((c) => `/${c.id}_${c.slug}/katalog`) };
}

interface Node {
  id: number;
  slug: string;
  productCount: number;
  children: Node[];
}

/** JavaScript a product page makes the browser download: its module scripts and preloads, gzipped. */
async function productPageJs(path: string): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(base + path)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g)) srcs.add(m[1] ?? m[2] ?? m[3]);
  let gzipBytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, gzipBytes };
}

async function main() {
  // Node with tsx's loader directly (not through npx), so stopping the child stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: process.env.DATA_DIR ?? './bench-data' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const health = await waitForHealth();
    console.log(`shop up: ${health.database}, ${health.products} products`);
    const { symbols, categories } = await sample();
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const fifty = () => Array.from({ length: 50 }, () => ({ symbol: pick(symbols) }));

    const figures: Figures[] = [];
    const productData = () => ({
      method: 'POST' as const,
      path: '/ajax/product/data',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ items: fifty(), country: 'pl' }),
    });
    figures.push(await run('POST /ajax/product/data, 50 symbols', 1, productData));
    figures.push(await run('POST /ajax/product/data, 50 symbols', 10, productData));
    const detailsPage = () => ({ method: 'GET' as const, path: `/pl/${encodeURIComponent(pick(symbols))}/details` });
    const categoryPage = () => ({ method: 'GET' as const, path: `/pl${pick(categories)}` });
    figures.push(await run('product details page (SSR)', 1, detailsPage));
    figures.push(await run('product details page (SSR)', 20, detailsPage));
    figures.push(await run('category page (SSR)', 1, categoryPage));
    figures.push(await run('category page (SSR)', 20, categoryPage));
    const js = await productPageJs(`/pl/${encodeURIComponent(symbols[0])}/details`);

    console.log(`\n${health.database}, ${health.products} products, ${duration} s per scenario, 2 cores\n`);
    console.log('| scenario | clients | requests | errors | p50 ms | p95 ms | p99 ms | req/s |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const f of figures) {
      console.log(`| ${f.scenario} | ${f.connections} | ${f.requests} | ${f.errors + f.non2xx} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.rps} |`);
    }
    console.log(`\nJavaScript for a product page: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped`);
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
