/**
 * Where the time of one product-data call goes (service level, no HTTP):
 *   DATABASE_URL=postgres://… npx tsx bench/profile-product-data.ts
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client';
import { createServices } from '../src/server/services';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './bench-data'),
});
const services = createServices(database);
const request = JSON.parse(readFileSync(process.argv[2] ?? '/tmp/pd.json', 'utf8')) as {
  items: { symbol: string }[];
};
const ctx = { country: 'pl', gross: false, language: 'pl' as const };
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  await services.pricing.productData({ items: request.items }, ctx);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  `productData(${request.items.length}): p50 ${times[100].toFixed(2)} ms, p95 ${times[190].toFixed(2)} ms`,
);
await database.close();
