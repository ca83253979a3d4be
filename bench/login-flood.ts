/**
 * Logins under flood (issue 15): the catalogue's latency while 16 clients send failed logins as fast
 * as they get answers, beside the same catalogue load in quiet. Every failed login costs the shop one
 * scrypt hash at the production cost (N=2^17, 128 MiB), so the figure shows whether password hashing
 * is kept off the path of pages and the API (ADR 017).
 *
 *   npm run build && SEED_PRODUCTS=3000 DATA_DIR=./bench-data-flood npx tsx bench/login-flood.ts
 *
 * The flood comes "from" a new address each time (X-Forwarded-For behind TRUST_PROXY=1) and for
 * unknown logins, as a distributed guesser would: the per-address limits do not stop it before it
 * reaches the hash. Options (env): BENCH_DURATION seconds per phase (20), BENCH_PORT (3215),
 * BENCH_SETTLE (15), BENCH_FLOOD (16 attackers), BENCH_CLIENTS (4 catalogue clients) and
 * BENCH_RATE (2 catalogue requests a second per client), PASSWORD_HASH_CONCURRENCY and
 * PASSWORD_HASH_QUEUE (passed to the shop: e.g. 16 and 1000 to see the pool unbounded).
 */
import http from 'node:http';
import {
  printFigures,
  runPaced,
  settle,
  startShop,
  waitForHealth,
  type BenchRequest,
  type Figures,
} from './lib';

const port = Number(process.env.BENCH_PORT ?? 3215);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_DURATION ?? 20);
const attackers = Number(process.env.BENCH_FLOOD ?? 16);
const clients = Number(process.env.BENCH_CLIENTS ?? 4);
const rate = Number(process.env.BENCH_RATE ?? 2);

interface Node {
  id: number;
  slug: string;
  productCount: number;
  children: Node[];
}

/** Category pages (SSR) and their product lists (API): what a visitor of the catalogue asks for. */
async function catalogue(): Promise<() => BenchRequest> {
  const tree = (await (await fetch(`${base}/ajax/catalog/category-tree`)).json()) as { categories: Node[] };
  const leaves: Node[] = [];
  const walk = (nodes: Node[]) =>
    nodes.forEach((n) => (n.children.length ? walk(n.children) : n.productCount > 0 && leaves.push(n)));
  walk(tree.categories);
  const pick = () => leaves[Math.floor(Math.random() * leaves.length)]!;
  let turn = 0;
  return () => {
    const leaf = pick();
    return ++turn % 2 === 0
      ? { method: 'GET', path: `/pl/${leaf.id}_${leaf.slug}/katalog` }
      : { method: 'GET', path: `/ajax/catalog/products?pageSize=25&categoryId=${leaf.id}&sort=stock_desc` };
  };
}

/** 16 closed loops of failed logins; counts the answers by status until stopped. */
function flood(stop: { stopped: boolean }): { done: Promise<void>; statuses: Map<number, number> } {
  const statuses = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: attackers });
  let sequence = 0;
  const attempt = () =>
    new Promise<number>((resolve) => {
      const n = ++sequence;
      const body = JSON.stringify({
        login: `flood-${n}@example.com`,
        password: `guess-${n}-${Math.random()}`,
      });
      const req = http.request(
        `${base}/ajax/auth/login`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-requested-with': 'XMLHttpRequest',
            'x-forwarded-for': `100.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const loop = async () => {
    while (!stop.stopped) {
      const status = await attempt();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const done = Promise.all(Array.from({ length: attackers }, loop)).then(() => agent.destroy());
  return { done, statuses };
}

async function main() {
  // One hop of proxy: the flood's X-Forwarded-For is believed, as behind a load balancer.
  process.env.TRUST_PROXY ??= '1';
  const child = startShop(port);
  try {
    const health = await waitForHealth(base);
    console.log(`shop up: ${health.database}, ${health.products} products`);
    const request = await catalogue();
    await settle();
    // Unreported warm-up: the first requests compile code and fill caches, which is not the quiet figure.
    await runPaced(base, 10, 'warm-up', clients, rate, () => request());
    const figures: Figures[] = [];
    figures.push(await runPaced(base, duration, 'catalogue, quiet', clients, rate, () => request()));

    const stop = { stopped: false };
    const attack = flood(stop);
    // The flood first fills the hash queue; the catalogue is measured once it is in full swing.
    await new Promise((r) => setTimeout(r, 3000));
    const started = performance.now();
    figures.push(
      await runPaced(base, duration, `catalogue, ${attackers} failed logins at once`, clients, rate, () =>
        request(),
      ),
    );
    stop.stopped = true;
    const seconds = (performance.now() - started) / 1000 + 3;
    // Answers during the flood only: the line still waiting when it stops is drained, not counted.
    const answered = [...attack.statuses].sort(([a], [b]) => a - b);
    await attack.done;
    figures.push(await runPaced(base, duration, 'catalogue, quiet again', clients, rate, () => request()));

    console.log(
      `\n${health.database}, ${health.products} products, ${duration} s per phase, catalogue: ${clients} clients × ${rate}/s (paced), ` +
        `PASSWORD_HASH_CONCURRENCY=${process.env.PASSWORD_HASH_CONCURRENCY ?? 'default'} PASSWORD_HASH_QUEUE=${process.env.PASSWORD_HASH_QUEUE ?? 'default'}\n`,
    );
    printFigures(figures);
    const total = answered.reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `\nfailed logins: ${total} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s), by status: ` +
        answered.map(([status, n]) => `${status || 'error'} × ${n}`).join(', '),
    );
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
