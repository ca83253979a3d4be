/**
 * Service-level timing of what a category page's loader asks for (no HTTP, no rendering): the
 * search answer with its facets (what the page shows), beside the catalogue's plain list.
 *   DATABASE_URL=postgres://… npx tsx bench/profile-category.ts [CATEGORY_ID ...]
 */
import { openDatabase } from '../src/server/db/client';
import { createServices } from '../src/server/services';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './bench-data'),
});
const services = createServices(database);
const ctx = { country: 'pl', gross: false, language: 'pl' as const };
const ids = process.argv.slice(2).map(Number);
const categoryIds = ids.length > 0 ? ids : [1, 3, 20];
const time = async (label: string, run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: p50 ${times[10]!.toFixed(1)} ms, p95 ${times[18]!.toFixed(1)} ms`);
};
for (const categoryId of categoryIds) {
  const request = {
    query: '',
    filters: { categoryId },
    page: 1,
    pageSize: 25,
    sort: 'symbol',
    country: 'pl',
    language: 'pl',
    gross: false,
  } as const;
  await time(`search.search(category ${categoryId}), with facets`, () =>
    services.search.search(request, ctx),
  );
  await time(`catalog.listProducts(category ${categoryId})`, () =>
    services.catalog.listProducts({ categoryId, page: 1, pageSize: 25, sort: 'symbol', view: 'linear' }, ctx),
  );
}
await services.close();
await database.close();
