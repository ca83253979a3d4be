/**
 * Benchmarks of the walking shop (issue figures): starts the built shop as a child process on the
 * configured database, drives it with autocannon from this process and prints p50/p95/p99.
 *
 *   npm run build && npm run bench                       # embedded PGlite, ./bench-data (seeded once)
 *   DATABASE_URL=postgres://… npm run bench              # PostgreSQL (seed it first: SEED_PRODUCTS=1000000)
 *
 * Options (env): BENCH_DURATION seconds per scenario (default 15), BENCH_PORT (3200), BENCH_RATE (requests a second per client:
 * a paced load instead of the closed loop), BENCH_SETTLE (seconds to wait after start, default 15),
 * BENCH_ONLY (run only the scenarios whose name holds it, or any of its texts separated by |;
 * "JavaScript" for the page weight).
 */
import { pageJs } from './page-js';
import {
  benchSelected,
  printFigures,
  run as runScenario,
  settle,
  startShop,
  waitForHealth as waitForShop,
  type BenchRequest,
  type Figures,
} from './lib';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 15);

const run = async (scenario: string, connections: number, request: () => BenchRequest): Promise<Figures[]> =>
  benchSelected(scenario) ? [await runScenario(base, duration, scenario, connections, request)] : [];
const waitForHealth = () => waitForShop(base);

/**
 * Products and categories to request, spread over the catalogue: the first page of up to 120 random
 * leaf categories (symbol order alone would give one part family's packaging variants).
 */
async function sample(): Promise<{ symbols: string[]; categories: string[] }> {
  const tree = (await (await fetch(`${base}/ajax/catalog/category-tree`)).json()) as { categories: Node[] };
  const leaves: Node[] = [];
  const walk = (nodes: Node[]) =>
    nodes.forEach((n) => (n.children.length ? walk(n.children) : n.productCount > 0 && leaves.push(n)));
  walk(tree.categories);
  const picked = leaves.sort(() => Math.random() - 0.5).slice(0, 120);
  const symbols: string[] = [];
  for (const leaf of picked) {
    const res = await fetch(
      `${base}/ajax/catalog/products?pageSize=25&categoryId=${leaf.id}&sort=stock_desc`,
    );
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

async function main() {
  const child = startShop(port);
  try {
    const health = await waitForHealth();
    console.log(`shop up: ${health.database}, ${health.products} products`);
    const { symbols, categories } = await sample();
    await settle();
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    const fifty = () => Array.from({ length: 50 }, () => ({ symbol: pick(symbols) }));

    const figures: Figures[] = [];
    const productData = () => ({
      method: 'POST' as const,
      path: '/ajax/product/data',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ items: fifty(), country: 'pl' }),
    });
    figures.push(...(await run('POST /ajax/product/data, 50 symbols', 1, productData)));
    figures.push(...(await run('POST /ajax/product/data, 50 symbols', 10, productData)));
    const detailsPage = () => ({
      method: 'GET' as const,
      path: `/pl/${encodeURIComponent(pick(symbols))}/details`,
    });
    const categoryPage = () => ({ method: 'GET' as const, path: `/pl${pick(categories)}` });
    figures.push(...(await run('product details page (SSR)', 1, detailsPage)));
    figures.push(...(await run('product details page (SSR)', 20, detailsPage)));
    figures.push(...(await run('category page (SSR)', 1, categoryPage)));
    figures.push(...(await run('category page (SSR)', 20, categoryPage)));
    const js = benchSelected('JavaScript')
      ? await pageJs(base, `/pl/${encodeURIComponent(symbols[0])}/details`)
      : null;

    console.log(`\n${health.database}, ${health.products} products, ${duration} s per scenario, 2 cores\n`);
    printFigures(figures);
    if (js)
      console.log(
        `\nJavaScript for a product page (loaded in Chromium): ${js.files.length} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped`,
      );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
