/**
 * Figures of the accounts area (issue 4): the cost of a login (scrypt N=2^17 dominates) and the
 * overhead a session adds to every request, on PostgreSQL. Nothing here asserts a time.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/auth.ts
 *
 * A scratch database is created on that server and dropped afterwards. Options (env):
 * BENCH_LOGINS (default 40), BENCH_LOOKUPS (default 5000).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/server/db/seed/accounts';
import { createScratchDatabase } from './lib';

const logins = Number(process.env.BENCH_LOGINS ?? 40);
const lookups = Number(process.env.BENCH_LOOKUPS ?? 5000);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(name: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return `| ${name} | ${samples.length} | ${percentile(sorted, 50).toFixed(3)} | ${percentile(sorted, 95).toFixed(3)} | ${percentile(sorted, 99).toFixed(3)} | ${mean.toFixed(3)} |`;
}

async function main(): Promise<void> {
  const name = `shop_bench_auth_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(name);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    // Production cost (2^17): the figure is what a real login costs.
    const { app, services } = await buildApp({ database, web: 'none', logLevel: 'silent' });
    await app.ready();
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });
    const xhr = { 'x-requested-with': 'XMLHttpRequest' };
    const rows: string[] = [];

    // Logins, one at a time and four at once (the libuv pool runs four scrypt hashes in parallel).
    const sequential: number[] = [];
    let cookie = '';
    for (let i = 0; i < logins; i++) {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/ajax/auth/login',
        headers: xhr,
        remoteAddress: `10.9.${i % 250}.1`,
        payload: { login: 'company@demo.shop', password: DEMO_PASSWORD },
      });
      sequential.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      cookie = String(res.headers['set-cookie']).split(';')[0]!;
    }
    rows.push(summary('POST /ajax/auth/login, 1 at a time', sequential));
    const parallel: number[] = [];
    for (let round = 0; round < logins / 4; round++) {
      await Promise.all(
        [0, 1, 2, 3].map(async (k) => {
          const started = performance.now();
          await app.inject({
            method: 'POST',
            url: '/ajax/auth/login',
            headers: xhr,
            remoteAddress: `10.8.${round % 250}.${k + 1}`,
            payload: { login: 'person@demo.shop', password: DEMO_PASSWORD },
          });
          parallel.push(performance.now() - started);
        }),
      );
    }
    rows.push(summary('POST /ajax/auth/login, 4 at once', parallel));

    // The session's own cost: store lookup (+ the customer row), as every logged-in request pays it.
    const id = decodeURIComponent(cookie.split('=')[1]!);
    const store: number[] = [];
    const withCustomer: number[] = [];
    for (let i = 0; i < lookups; i++) {
      let started = performance.now();
      const session = await services.sessions.load(id);
      store.push(performance.now() - started);
      started = performance.now();
      await services.customers.customerOfPerson(session!.contactPersonId);
      withCustomer.push(performance.now() - started + store[store.length - 1]!);
    }
    rows.push(summary('session lookup (sessions table, by SHA-256)', store));
    rows.push(summary('session lookup + customer row', withCustomer));

    // The same through HTTP handling: a request with a session cookie against one without.
    const anonymous: number[] = [];
    const loggedIn: number[] = [];
    for (let i = 0; i < lookups / 5; i++) {
      let started = performance.now();
      await app.inject({ method: 'GET', url: '/ajax/auth/session' });
      anonymous.push(performance.now() - started);
      started = performance.now();
      await app.inject({ method: 'GET', url: '/ajax/auth/session', headers: { cookie } });
      loggedIn.push(performance.now() - started);
    }
    rows.push(summary('GET /ajax/auth/session, no cookie', anonymous));
    rows.push(summary('GET /ajax/auth/session, logged in', loggedIn));

    console.log(`\nAccounts on PostgreSQL (${database.kind}), figures in ms\n`);
    console.log('| scenario | n | p50 | p95 | p99 | mean |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
