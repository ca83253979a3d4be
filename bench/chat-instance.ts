/**
 * One shop instance for bench/chat.ts: the API only (no pages), on the PostgreSQL database and
 * Redis it is given, as a separate process so the load generator does not share its event loop.
 * Trusts one proxy hop: the bench names each simulated browser's address in X-Forwarded-For, as a
 * load balancer would, so per-address limits apply per browser and not to the bench's one address.
 *
 *   DATABASE_URL=… REDIS_URL=… PORT=… CHAT_TOKEN_SECRET=… npx tsx bench/chat-instance.ts
 */
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 10 });
const { app } = await buildApp({
  database,
  web: 'none',
  logLevel: 'warn',
  trustProxy: 1,
  accounts: {
    redisUrl: process.env.REDIS_URL,
    redisKeyPrefix: process.env.REDIS_KEY_PREFIX ?? '',
    chat: { tokenSecret: process.env.CHAT_TOKEN_SECRET, alwaysOpen: true, maxStreamsPerIp: 50 },
  },
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
