/**
 * Search benchmarks (issue 3): starts the built shop on the configured database and drives the search
 * calls with autocannon, 10 clients by default, printing p50/p95/p99:
 *
 *   npm run build
 *   DATABASE_URL=postgres://…/shop_bench BENCH_PORT=3211 npx tsx bench/search.ts
 *
 * Scenarios: exact symbol lookup (a symbol sampled from the catalogue, typed as people do: lower case,
 * spaces or dashes moved), autocomplete (the first 3-6 characters of a symbol), full-text + parametric
 * search with facet counts (realistic queries mixing words and values with units), and filter counts
 * recomputed (one of those searches with one more parameter value ticked, as a click on the filter
 * panel does). Options (env): BENCH_DURATION seconds per scenario (15), BENCH_PORT (3211),
 * BENCH_CLIENTS (10), BENCH_ONE_CLIENT=1 to add single-client runs, BENCH_RATE (requests a second
 * per client: a paced load instead of the closed loop), BENCH_ONLY (run only the scenarios whose name
 * holds it, or any of its texts separated by |: "floor|exact"), BENCH_SETTLE (seconds to wait after
 * start, default 15), BENCH_PREWARM=1 (PostgreSQL: load the catalogue into shared_buffers first,
 * `postgresCache` in lib.ts). The shop's search micro-cache
 * (SEARCH_CACHE_TTL_MS, default 5 000) serves repeated searches: run once with SEARCH_CACHE_TTL_MS=0
 * for the cold figures (every search counted afresh) and once with it for the warm ones.
 */
import {
  benchSelected,
  postgresCache,
  printFigures,
  run,
  settle,
  startShop,
  waitForHealth,
  type BenchRequest,
  type Figures,
} from './lib';
import { SEARCH_QUERIES } from './search-queries';

const port = Number(process.env.BENCH_PORT ?? 3211);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 15);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);

const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

interface Node {
  id: number;
  productCount: number;
  children: Node[];
}

interface Facet {
  kind: string;
  id: number;
  values: Array<{ value: string; count: number; selected: boolean }>;
}

async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(base + path, { method: 'POST', headers: XHR, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Symbols from the first page of up to 150 random leaf categories, so every part family takes part. */
async function sampleSymbols(): Promise<string[]> {
  const tree = (await (await fetch(`${base}/ajax/catalog/category-tree`)).json()) as { categories: Node[] };
  const leaves: Node[] = [];
  const walk = (nodes: Node[]) =>
    nodes.forEach((n) => (n.children.length ? walk(n.children) : n.productCount > 0 && leaves.push(n)));
  walk(tree.categories);
  const symbols: string[] = [];
  for (const leaf of leaves.sort(() => Math.random() - 0.5).slice(0, 150)) {
    const list = (await (
      await fetch(`${base}/ajax/catalog/products?pageSize=10&categoryId=${leaf.id}&sort=stock_desc`)
    ).json()) as { items: { symbol: string }[] };
    symbols.push(...list.items.map((p) => p.symbol));
  }
  return symbols;
}

/** "RC0603FR-0710KL" as people type it: "rc0603fr-0710kl", "RC0603FR 0710KL", "rc0603fr0710kl". */
function messy(symbol: string, i: number): string {
  switch (i % 3) {
    case 0:
      return symbol.toLowerCase();
    case 1:
      return symbol.replace(/-/g, ' ');
    default:
      return symbol.replace(/[-./]/g, '').toLowerCase();
  }
}

/** For each query, the same search with one more parameter value ticked: the second value of its first parameter facet. */
async function filterClicks(): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const query of SEARCH_QUERIES) {
    const response = await postJson<{ filters: Facet[] }>('/ajax/catalog/search', { query, country: 'pl' });
    const facets = response.filters.filter((f) => f.kind === 'parameter' && f.values.length > 1);
    for (const facet of facets.slice(0, 2)) {
      bodies.push({
        query,
        country: 'pl',
        filters: { parameters: [{ id: facet.id, values: [facet.values[1]!.value] }] },
      });
    }
  }
  return bodies;
}

async function main() {
  const child = startShop(port);
  try {
    const health = await waitForHealth(base);
    console.log(`shop up: ${health.database}, ${health.products} products`);
    const symbols = await sampleSymbols();
    const clicks = await filterClicks();
    const cache = await postgresCache(process.env.DATABASE_URL, process.env.BENCH_PREWARM === '1');
    await settle();
    console.log(`sampled ${symbols.length} symbols, ${clicks.length} filter clicks`);
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    let n = 0;
    const post = (path: string, body: unknown): BenchRequest => ({
      method: 'POST',
      path,
      headers: XHR,
      body: JSON.stringify(body),
    });
    const scenarios: Array<[string, () => BenchRequest]> = [
      // The floor: a cached JSON answer with no database work, through the same HTTP stack and load.
      [
        'GET /ajax/exchange-rates (no database: the floor)',
        () => ({ method: 'GET', path: '/ajax/exchange-rates' }),
      ],
      [
        'exact symbol lookup',
        () => post('/ajax/catalog/search', { query: messy(pick(symbols), n++), country: 'pl' }),
      ],
      [
        'autocomplete',
        () => {
          const symbol = pick(symbols);
          return post('/ajax/catalog/autocomplete', {
            query: symbol.slice(0, 3 + (n++ % 4)),
            country: 'pl',
            language: 'pl',
          });
        },
      ],
      [
        'search with counts (words + values)',
        () => post('/ajax/catalog/search', { query: pick(SEARCH_QUERIES), country: 'pl' }),
      ],
      ['filter counts recomputed (one more value ticked)', () => post('/ajax/catalog/search', pick(clicks))],
    ];
    // Warm-up: the shop's caches (category tree, search reference data) and PostgreSQL's buffers.
    for (const [, request] of scenarios)
      for (let i = 0; i < 20; i++) {
        const r = request();
        await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
      }
    const figures: Figures[] = [];
    for (const [scenario, request] of scenarios) {
      if (!benchSelected(scenario)) continue;
      if (process.env.BENCH_ONE_CLIENT) figures.push(await run(base, duration, scenario, 1, request));
      figures.push(await run(base, duration, scenario, clients, request));
    }
    console.log(
      `\n${health.database}${cache ? ` (${cache})` : ''}, ${health.products} products, ${duration} s per scenario, search cache ${process.env.SEARCH_CACHE_TTL_MS ?? '5000 (default)'} ms\n`,
    );
    printFigures(figures, {
      'exact symbol lookup': '≤ 5',
      autocomplete: '≤ 20',
      'search with counts (words + values)': '≤ 50',
      'filter counts recomputed (one more value ticked)': '≤ 50',
    });
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
