/**
 * The shop's API alone (no pages), as a process of its own for the database benches: the load
 * generator must not share the server's event loop, or every figure counts its work too.
 *
 *   DATABASE_URL=… PORT=… DATABASE_POOL_SIZE=10 node --import tsx bench/serve-api.ts
 *
 * Logins use a cheap scrypt cost (BENCH_SCRYPT_LOG2N, default 10): logins are not what these benches
 * measure. Prints "listening" once it accepts requests.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL!,
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const { app } = await buildApp({
  database,
  web: 'none',
  logLevel: 'silent',
  accounts: {
    passwordCost: { log2N: Number(process.env.BENCH_SCRYPT_LOG2N ?? 10), r: 8, p: 1 },
    // The shop's default search micro-cache (SEARCH_CACHE_TTL_MS).
    searchCacheTtlMs: Number(process.env.SEARCH_CACHE_TTL_MS ?? 5_000),
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// BENCH_PROFILE_FILE: SIGUSR2 starts a V8 CPU profile, the next SIGUSR2 writes it there (so a bench
// profiles the phase it measures, not the set-up around it).
const profileFile = process.env.BENCH_PROFILE_FILE;
if (profileFile) {
  const session = new Session();
  session.connect();
  let running = false;
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await new Promise((r) =>
    session.post(
      'Profiler.setSamplingInterval',
      { interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 1000) },
      r,
    ),
  );
  process.on('SIGUSR2', async () => {
    if (!running) {
      running = true;
      await post('Profiler.start');
      console.log('profiling');
      return;
    }
    running = false;
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log('profile written');
  });
}
// BENCH_MEMORY_PORT: the process's peak memory since the last ask, sampled every 10 ms, answered as
// JSON on that port (not through the shop's app, so asking does not count its own request). The
// workers' heaps are inside the process's RSS (threads share it) but not in its V8 heap figures.
const memoryPort = process.env.BENCH_MEMORY_PORT;
if (memoryPort) {
  const fresh = () => ({ rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 });
  type Peak = ReturnType<typeof fresh> & { loopP99Ms?: number; loopMaxMs?: number };
  let peak: Peak = fresh();
  const sample = () => {
    const now = process.memoryUsage();
    for (const k of Object.keys(fresh()) as Array<keyof ReturnType<typeof fresh>>)
      peak[k] = Math.max(peak[k], now[k]);
  };
  setInterval(sample, 10).unref();
  // How long the event loop was held (other requests wait that long): p99 and max since the last ask.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  createServer((_req, res) => {
    sample();
    Object.assign(peak, { loopP99Ms: delay.percentile(99) / 1e6, loopMaxMs: delay.max / 1e6 });
    delay.reset();
    // No keep-alive: the bench asks seconds apart, after the server would have closed the socket.
    res.setHeader('connection', 'close');
    res.end(JSON.stringify(peak));
    peak = fresh();
  }).listen(Number(memoryPort), '127.0.0.1');
}
console.log('listening');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
