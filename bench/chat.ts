/**
 * Live chat under load (issue 20, ADR 068): two shop instances (separate processes, bench/chat-instance.ts)
 * on one PostgreSQL database and one Redis. 1 000 visitors hold an event stream open on instance A;
 * messages are posted through instance B, each by one of those visitors, paced; the figure is the
 * time from sending the POST on B until the message arrives on the visitor's stream on A (stored in
 * PostgreSQL, announced over Redis pub/sub, read back by A for that stream).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     npx tsx bench/chat.ts [connections=1000] [messages=600] [perSecond=30]
 *
 * Makes its own database (chat_bench_<pid>) and drops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../src/server/db/client';

const [connections = 1000, messages = 600, perSecond = 30] = process.argv.slice(2).map(Number);
const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOT = path.resolve(import.meta.dirname, '..');
const name = `chat_bench_${process.pid}`;
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
const secret = randomBytes(32).toString('hex');
const prefix = `bench-${randomBytes(3).toString('hex')}:`;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(port: number): Promise<ChildProcess> {
  // node itself with tsx's loader: one process, so its RSS is the instance's and SIGTERM reaches it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/chat-instance.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      PORT: String(port),
      CHAT_TOKEN_SECRET: secret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`instance on ${port} exited with ${code}`)));
  });
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

/** The simulated browser's address (X-Forwarded-For): spreads per-address limits like real visitors. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function request(
  port: number,
  method: string,
  url: string,
  i: number,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: keepAlive,
        headers: {
          'x-forwarded-for': addressOf(i),
          ...(body !== undefined && {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
          }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 50 });

const arrivals = new Map<number, (at: number) => void>();
/** Messages a stream received before the bench read the POST's answer (id → time). */
const earlyArrivals = new Map<number, number>();

function openStream(port: number, token: string, i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/ajax/chat/stream?token=${token}`,
        agent: false,
        headers: { accept: 'text/event-stream', 'x-forwarded-for': addressOf(i) },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${i}: ${res.statusCode}`));
        resolve();
        let buffer = '';
        res.on('data', (chunk: Buffer) => {
          const at = performance.now();
          buffer += chunk.toString();
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (!id) continue;
            const waiting = arrivals.get(Number(id));
            if (waiting) waiting(at);
            else earlyArrivals.set(Number(id), at);
          }
        });
      },
    );
    req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

await adminQuery(`CREATE DATABASE ${name}`);
const instances: ChildProcess[] = [];
try {
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
  await database.close();
  const [portA, portB] = [3207, 3208];
  instances.push(await start(portA), await start(portB));
  const rssBefore = rssMb(instances[0]!.pid!);

  console.log(`instances ready; getting ${connections} tokens and opening ${connections} streams on A…`);
  const tokens: string[] = [];
  for (let i = 0; i < connections; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, connections - i) }, (_, k) =>
        request(portA, 'GET', '/ajax/jwt?country=pl&language=pl', i + k),
      ),
    );
    for (const res of batch) tokens.push((JSON.parse(res.text) as { token: string }).token);
  }
  const opened = performance.now();
  for (let i = 0; i < connections; i += 100)
    await Promise.all(tokens.slice(i, i + 100).map((token, k) => openStream(portA, token, i + k)));
  console.log(
    `  ${connections} streams open in ${Math.round(performance.now() - opened)} ms; A's RSS ${rssBefore} → ${rssMb(instances[0]!.pid!)} MB`,
  );

  // Warm-up: each visitor's first message opens its conversation (an extra insert); not measured.
  const warm = Math.min(messages, connections);
  for (let i = 0; i < warm; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, warm - i) }, (_, k) =>
        request(
          portB,
          'POST',
          '/ajax/chat/messages',
          i + k,
          { authorization: `Bearer ${tokens[i + k]}` },
          { body: 'hello' },
        ),
      ),
    );
  await new Promise((resolve) => setTimeout(resolve, 1000));

  console.log(`${messages} messages posted on B at ${perSecond}/s, each timed until it arrives on A…`);
  const latencies: number[] = [];
  const answered: number[] = [];
  const failures: string[] = [];
  const gap = 1000 / perSecond;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < messages; n++) {
    const due = started + n * gap;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const i = n % connections;
    pending.push(
      (async () => {
        const sent = performance.now();
        let resolveArrival!: (at: number) => void;
        const arrived = new Promise<number>((resolve) => (resolveArrival = resolve));
        const res = await request(
          portB,
          'POST',
          '/ajax/chat/messages',
          i,
          { authorization: `Bearer ${tokens[i]}` },
          { body: `message ${n}` },
        );
        answered.push(performance.now() - sent);
        if (res.status !== 200) {
          failures.push(`${res.status} ${res.text.slice(0, 100)}`);
          return;
        }
        const id = (JSON.parse(res.text) as { message: { id: number } }).message.id;
        // The stream may have the message before the POST's answer is read: the arrival is kept by id.
        const early = earlyArrivals.get(id);
        if (early !== undefined) resolveArrival(early);
        else arrivals.set(id, resolveArrival);
        const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000));
        const at = await Promise.race([arrived, timeout]);
        arrivals.delete(id);
        if (at < 0) failures.push(`message ${id} never arrived`);
        else latencies.push(at - sent);
      })(),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `  delivered ${latencies.length}/${messages} in ${elapsed.toFixed(1)} s; B→A latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${latencies[latencies.length - 1]!.toFixed(1)}`,
  );
  answered.sort((a, b) => a - b);
  console.log(
    `  of which the POST on B (stored, announced, answered): p50 ${percentile(answered, 50).toFixed(1)}, p95 ${percentile(answered, 95).toFixed(1)} ms`,
  );
  if (failures.length) console.log(`  failures: ${failures.length}, e.g. ${failures.slice(0, 3).join('; ')}`);
  console.log(`  A's RSS with ${connections} streams after the run: ${rssMb(instances[0]!.pid!)} MB`);
} finally {
  for (const child of instances) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  keepAlive.destroy();
  process.exit(0);
}
