/**
 * What the benchmark scripts share: starting the built shop as a child process, driving it with
 * autocannon and reducing the latencies to percentiles.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

export interface Figures {
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

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * BENCH_ONLY: whether a scenario is to run. Unset runs every one; otherwise the scenarios whose name
 * holds the text, or any of its texts separated by | ("floor|exact").
 */
export function benchSelected(scenario: string): boolean {
  const only = process.env.BENCH_ONLY;
  return !only || only.split('|').some((text) => scenario.includes(text));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * BENCH_RATE: requests a second per client for a paced load (`runPaced`); unset, scenarios run as a
 * closed loop (each client's next request as soon as its answer arrives: the load at saturation).
 */
export const pacedRate = (): number | undefined =>
  process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;

/**
 * Runs one scenario for `duration` seconds; `request` is called for every request sent. A closed
 * loop with autocannon, or a paced load when BENCH_RATE is set.
 */
export async function run(
  base: string,
  duration: number,
  scenario: string,
  connections: number,
  request: () => BenchRequest,
): Promise<Figures> {
  const rate = pacedRate();
  if (rate) return runPaced(base, duration, scenario, connections, rate, () => request());
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

export async function waitForHealth(base: string): Promise<{ database: string; products: number }> {
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
 * Waits BENCH_SETTLE seconds (default 15) after the shop's start: it warms its catalogue lists in
 * the background then (about 10 s on 1 000 000 products on PostgreSQL), and the figures are of a
 * shop that has settled, not of its first seconds.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE ?? 15) * 1000));
}

/**
 * The built shop on `port`, on the configured database (DATABASE_URL, or PGlite in DATA_DIR / ./bench-data).
 * On PostgreSQL that is production, which needs a public origin and an e-invoice link key (ADR 015):
 * this machine's address and a key of this run, unless the environment gives its own.
 */
export function startShop(port: number): ChildProcess {
  // Node with tsx's loader directly (not through npx), so stopping the child stops the server.
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      EINVOICE_LINK_KEY: randomBytes(32).toString('hex'),
      STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
      WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: process.env.DATA_DIR ?? './bench-data',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export function printFigures(figures: Figures[], targets: Record<string, string> = {}): void {
  const withTargets = Object.keys(targets).length > 0;
  console.log(
    `| scenario | clients | requests | errors | p50 ms | p95 ms | p99 ms | req/s |${withTargets ? ' target p95 |' : ''}`,
  );
  console.log(`|---|---|---|---|---|---|---|---|${withTargets ? '---|' : ''}`);
  for (const f of figures) {
    const target = withTargets ? ` ${targets[f.scenario] ?? '–'} |` : '';
    console.log(
      `| ${f.scenario} | ${f.connections} | ${f.requests} | ${f.errors + f.non2xx} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.rps} |${target}`,
    );
  }
}

/**
 * What a figure on PostgreSQL depends on besides the shop: the server's buffer cache against the
 * database's size (a lookup of a product not in shared_buffers reads its pages from the kernel's
 * cache, a system call each, ~1 ms of the exact lookup's p95 here: bench/RESULTS.md, session 7).
 * With `prewarm`, the catalogue's tables and indexes are loaded into shared_buffers first
 * (pg_prewarm), as a server that has been answering for a while holds them (autoprewarm keeps them
 * over a restart); only what fits is loaded. Null on PGlite.
 */
export async function postgresCache(
  databaseUrl: string | undefined,
  prewarm: boolean,
): Promise<string | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let warmed = '';
    if (prewarm) {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
      const { rows } = await client.query<{ mb: string }>(
        `SELECT coalesce(sum(pg_prewarm(c.oid)), 0) * current_setting('block_size')::int / 1048576 AS mb
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')`,
      );
      warmed = `, ${Math.round(Number(rows[0]!.mb))} MB prewarmed`;
    }
    const { rows } = await client.query<{ buffers: string; size: string }>(
      `SELECT current_setting('shared_buffers') AS buffers, pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    return `shared_buffers ${rows[0]!.buffers} for a database of ${rows[0]!.size}${warmed}`;
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server the database benches make their scratch databases on. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database for one bench run; `drop` removes it (also with clients still connected). */
export async function createScratchDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A copy of a seeded database (`CREATE DATABASE … TEMPLATE`) for a bench that writes: the template
 * (shop_bench, 1 000 000 products) is never written. PostgreSQL refuses the copy while anyone is
 * connected to the template, so it is tried again for up to `waitSeconds`.
 */
export async function copyDatabase(
  name: string,
  template: string,
  waitSeconds = 120,
): Promise<{ url: string; drop(): Promise<void> }> {
  for (let waited = 0; ; waited += 2) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      if (waited >= waitSeconds || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The API alone in a child process on `databaseUrl` (bench/serve-api.ts), so that the load generator
 * in this process does not share the server's event loop. `cpuMs()` is the server's CPU time so far.
 */
export async function startApi(
  databaseUrl: string,
  port: number,
  poolSize: number,
  /** Another checkout to serve the API from (a before/after comparison); this one by default. */
  cwd?: string,
): Promise<{
  base: string;
  cpuMs(): number;
  profile: { start(): Promise<void>; stop(): Promise<void> };
  stop(): Promise<void>;
}> {
  // BENCH_CPU_PROF=DIR writes a V8 CPU profile of the API there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/serve-api.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATABASE_POOL_SIZE: String(poolSize),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(cwd ? { cwd } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API stopped at start (exit ${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  child.removeAllListeners('exit');
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      const listen = (chunk: Buffer) => {
        if (!chunk.toString().includes(text)) return;
        child.stdout!.off('data', listen);
        resolve();
      };
      child.stdout!.on('data', listen);
    });
  return {
    base: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid!),
    /** With BENCH_PROFILE_FILE set: profile the API between `profile.start()` and `profile.stop()`. */
    profile: {
      start: async () => {
        if (!process.env.BENCH_PROFILE_FILE) return;
        const started = said('profiling');
        child.kill('SIGUSR2');
        await started;
      },
      stop: async () => {
        if (!process.env.BENCH_PROFILE_FILE) return;
        const written = said('profile written');
        child.kill('SIGUSR2');
        await written;
      },
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** User plus system CPU time of a process in milliseconds, from /proc (Linux). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/**
 * Busy CPU time (ms) of the whole machine so far, all cores (from /proc/stat): the API, PostgreSQL
 * and the load generator together. (Summing PostgreSQL's processes would miss the connections the
 * pool closes during a run.)
 */
export function machineCpuMs(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return ((user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * 1000) / 100; // USER_HZ 100
}

/**
 * The paced load's connections: kept alive between a client's requests, as a browser keeps them,
 * one per client at most.
 */
const newPacedAgent = () => new http.Agent({ keepAlive: true, maxSockets: 64 });
let pacedAgent = newPacedAgent();

/**
 * One request of the paced load; resolves with its status once the last byte of the answer has
 * arrived. Plain `node:http`, not `fetch`: like autocannon it times the answer to its last byte
 * and leaves decoding to the client (a browser unzips on its own time), where `fetch` would add
 * its own stream machinery and a gunzip on the thread pool to every figure (about 1 ms of p95 on
 * this machine, the floor's included: bench/RESULTS.md, session 7). The body is still asked for
 * gzipped, as browsers ask, so the server compresses as it would for them.
 */
function send(base: string, r: BenchRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + r.path,
      {
        method: r.method,
        agent: pacedAgent,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...r.headers },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

/**
 * A paced load: `clients` clients, each sending requests at random moments (Poisson arrivals at
 * `ratePerClient` a second, as independent shoppers do), one at a time, for `duration` seconds.
 * Unlike a closed loop this measures the latency at a given traffic rather than at saturation; and
 * unlike autocannon's rate option the clients do not fire in step (which would measure bursts).
 */
export async function runPaced(
  base: string,
  duration: number,
  scenario: string,
  clients: number,
  ratePerClient: number,
  request: (client: number) => BenchRequest,
): Promise<Figures> {
  const times: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + duration * 1000;
  const client = async (index: number) => {
    let next = performance.now() - Math.log(1 - Math.random()) * (1000 / ratePerClient);
    while (next < end) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const r = request(index);
      const started = performance.now();
      try {
        if ((await send(base, r)) >= 300) non2xx += 1;
      } catch {
        errors += 1;
      }
      times.push(performance.now() - started);
      next += -Math.log(1 - Math.random()) * (1000 / ratePerClient);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  pacedAgent.destroy();
  pacedAgent = newPacedAgent();
  times.sort((a, b) => a - b);
  return {
    scenario,
    connections: clients,
    requests: times.length,
    errors,
    non2xx,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: Math.round(times.length / duration),
  };
}
