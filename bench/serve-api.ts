/**
 * The shop's API alone (no pages), as a process of its own for the database benches: the load
 * generator must not share the server's event loop, or every figure counts its work too.
 *
 *   DATABASE_URL=… PORT=… DATABASE_POOL_SIZE=10 node --import tsx bench/serve-api.ts
 *
 * Logins use a cheap scrypt cost (BENCH_SCRYPT_LOG2N, default 10): logins are not what these benches
 * measure. Prints "listening" once it accepts requests.
 */
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
  accounts: { passwordCost: { log2N: Number(process.env.BENCH_SCRYPT_LOG2N ?? 10), r: 8, p: 1 } },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
