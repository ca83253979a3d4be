/**
 * Service-level timing of search (no HTTP, one caller at a time), to see where a search's time goes
 * on a shared machine where the 10-client figures swing with the neighbours' load:
 *
 *   DATABASE_URL=postgres://…/shop_bench npx tsx bench/profile-search.ts
 *
 * For each shape: median and p95 over PROFILE_ROUNDS rounds (default 5) of the searches of
 * bench/search-queries.ts, cold (no result cache) and warm (the micro-cache filled), plus exact
 * symbol lookups of a sample of symbols. PROFILE_EACH=1 adds each search and click on its own.
 */
import { sql } from 'drizzle-orm';
import { SearchRequestSchema } from '../src/common/contracts/search';
import type { PriceContext } from '../src/common/contracts/pricing';
import { openDatabase } from '../src/server/db/client';
import { createSearchService } from '../src/server/modules/search/search.service';
import { createServices } from '../src/server/services';
import { percentile } from './lib';
import { SEARCH_QUERIES } from './search-queries';

const rounds = Number(process.env.PROFILE_ROUNDS ?? 5);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './bench-data'),
});
const services = createServices(database);
const cold = services.search;
const warm = createSearchService(database.db, services.catalog, { resultCacheTtlMs: 600_000 });
const ctx: PriceContext = { country: 'pl', gross: false, language: 'pl' };

async function time(label: string, calls: Array<() => Promise<unknown>>): Promise<void> {
  for (const call of calls) await call(); // warm-up: reference data, vocabularies, buffers, cache
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const call of calls) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${String(times.length).padStart(4)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}

const sampled = (await database.db.execute(
  sql`SELECT symbol FROM products TABLESAMPLE SYSTEM (0.1) LIMIT 100`,
)) as unknown as { rows: Array<{ symbol: string }> };
const symbols = sampled.rows.map((p) => p.symbol.toLowerCase());
const searches = SEARCH_QUERIES.map((query) => SearchRequestSchema.parse({ query }));
// The filter click of bench/search.ts: the second value of the first parameter facet ticked.
const clicks = [];
for (const request of searches) {
  const response = await cold.search(request, ctx);
  const facet = response.filters.find((f) => f.kind === 'parameter' && f.values.length > 1);
  if (facet)
    clicks.push(
      SearchRequestSchema.parse({
        query: request.query,
        filters: { parameters: [{ id: facet.id, values: [facet.values[1]!.value] }] },
      }),
    );
}

await time(
  'exact symbol lookup',
  symbols.map((query) => () => cold.search(SearchRequestSchema.parse({ query }), ctx)),
);
await time(
  'search with counts, cold',
  searches.map((r) => () => cold.search(r, ctx)),
);
// PROFILE_EACH=1: every query and click on its own, to find the slow shapes.
if (process.env.PROFILE_EACH) {
  for (const r of searches) await time(`  ${r.query}`, [() => cold.search(r, ctx)]);
  for (const r of clicks)
    await time(`  ${r.query} + ${JSON.stringify(r.filters!.parameters![0]!.values)}`, [
      () => cold.search(r, ctx),
    ]);
}
await time(
  'search with counts, warm',
  searches.map((r) => () => warm.search(r, ctx)),
);
await time(
  'filter counts recomputed, cold',
  clicks.map((r) => () => cold.search(r, ctx)),
);
await time(
  'filter counts recomputed, warm',
  clicks.map((r) => () => warm.search(r, ctx)),
);
await database.close();
