/**
 * EXPLAIN (ANALYZE, BUFFERS) of the search statement with lifecycle and RoHS filters (ADR 075),
 * written to bench/plans/search-lifecycle-*.txt, beside the same list without them:
 *
 *   DATABASE_URL=postgres://…/bench_<you> npx tsx bench/explain-lifecycle.ts
 *
 * The database needs migration 0052 and its columns filled (the generated catalogue's shares); the
 * 1M bench catalogue seeded before 0052 has neither: see bench/RESULTS.md "Session 17 — product
 * lifecycle and compliance" for how the copy measured was filled. Each shape runs twice and the
 * second (warm) plan is kept.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SearchRequestSchema, type SearchRequestInput } from '../src/common/contracts/search';
import type { PriceContext } from '../src/common/contracts/pricing';
import { openDatabase } from '../src/server/db/client';
import { createServices } from '../src/server/services';

const plansDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'plans');
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './bench-data'),
});
const services = createServices(database);
const ctx: PriceContext = { country: 'pl', gross: false, language: 'pl' };
const category = Number(process.env.BENCH_CATEGORY ?? 3);

const shapes: Array<[file: string, what: string, request: SearchRequestInput]> = [
  [
    'category',
    'a category page without filters (the listing statement)',
    { query: '', filters: { categoryId: category } },
  ],
  [
    'category-obsolete',
    'the category narrowed to obsolete parts; the lifecycle facet counted without it',
    { query: '', filters: { categoryId: category, lifecycle: ['obsolete'] } },
  ],
  [
    'category-rohs',
    'the category narrowed to parts not RoHS compliant',
    { query: '', filters: { categoryId: category, rohs: ['not_compliant'] } },
  ],
  [
    'category-both',
    'NRND or obsolete, and RoHS compliant: two facets counted under the other',
    { query: '', filters: { categoryId: category, lifecycle: ['nrnd', 'obsolete'], rohs: ['compliant'] } },
  ],
  [
    'word-ltb',
    'a broad word narrowed to last-time buys',
    { query: 'resistor', filters: { lifecycle: ['ltb'] } },
  ],
  [
    'all-obsolete',
    'the whole catalogue narrowed to obsolete parts',
    { query: '', filters: { lifecycle: ['obsolete'] } },
  ],
];

for (const [file, what, input] of shapes) {
  const request = SearchRequestSchema.parse(input);
  await services.search.explain(request, ctx);
  const plan = await services.search.explain(request, ctx);
  writeFileSync(
    path.join(plansDir, `search-lifecycle-${file}.txt`),
    `-- ${what}: ${JSON.stringify(input)}\n\n${plan}\n`,
  );
  console.log(`search-lifecycle-${file}.txt: ${/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?'} ms`);
}
await database.close();
