/**
 * Service-level timing of a category page's product list (no HTTP, no rendering):
 *   DATABASE_URL=postgres://… npx tsx bench/profile-list.ts CATEGORY_ID
 */
import { openDatabase } from '../src/server/db/client';
import { createServices } from '../src/server/services';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './bench-data'),
});
const services = createServices(database);
const categoryId = Number(process.argv[2] ?? 3);
const ctx = { country: 'pl', gross: false, language: 'pl' as const };
for (const sort of ['symbol', 'price_asc', 'price_desc', 'stock_desc'] as const) {
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await services.catalog.listProducts(
      { categoryId, page: 1 + (i % 3), pageSize: 25, sort, view: 'linear' },
      ctx,
    );
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `listProducts(category ${categoryId}, ${sort}): p50 ${times[30].toFixed(1)} ms, p95 ${times[57].toFixed(1)} ms`,
  );
}
await database.close();
