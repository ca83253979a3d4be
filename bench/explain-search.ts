/**
 * EXPLAIN (ANALYZE, BUFFERS) of every query shape of search, written to bench/plans/search-*.txt
 * (the exact-hit lookup of the fast path, then the search statement's shapes):
 *
 *   DATABASE_URL=postgres://…/shop_bench npx tsx bench/explain-search.ts
 *
 * Each shape runs twice and the second (warm) plan is kept, as a shop that has served a few
 * searches would run it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SearchRequestSchema, type SearchRequestInput } from '../src/common/contracts/search';
import type { PriceContext } from '../src/common/contracts/pricing';
import { openDatabase } from '../src/server/db/client';
import { wordTsquery } from '../src/server/modules/search/search-plan';
import { normaliseSymbol } from '../src/common/contracts/catalog';
import {
  documentsSql,
  exactHitsSql,
  explainStatement,
  symbolPrefixesSql,
  textParameterValuesSql,
} from '../src/server/modules/search/search.repository';
import { createServices } from '../src/server/services';

const plansDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'plans');
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './bench-data'),
});
const services = createServices(database);
const ctx: PriceContext = { country: 'pl', gross: false, language: 'pl' };

const searches: Array<[file: string, what: string, request: SearchRequestInput, which?: 'sortedPage']> = [
  ['prefix', 'symbol prefix', { query: 'RC0603FR-07' }],
  [
    'typo',
    'symbol with a typo: the trigram branch (second round, after too few matches)',
    { query: 'RC0603FR0710KX' },
  ],
  ['values', 'values with units and a package code', { query: '100nF 50V X7R' }],
  ['values-range', 'a lower bound and a value: 3 479 matches', { query: '≥ 10 µF 25 V' }],
  [
    'word-and-value',
    'a word and a value: hash of the 1 A parts, scan of the word bitmap',
    { query: 'schottky 1A' },
  ],
  ['words-broad', 'one broad word: more than 10 000 matches, capped', { query: 'resistor' }],
  [
    'filter-counts',
    'a search with one more parameter value ticked: the Case facet is counted without it',
    {
      query: '100nF 50V',
      filters: { parameters: [{ id: 10, values: ['0603'] }] },
    },
  ],
  [
    'category-filters',
    'a category page with a parameter filter, no query',
    { query: '', filters: { categoryId: 3, parameters: [{ id: 10, values: ['0603'] }] } },
  ],
  [
    'sorted-page',
    'more than 10 000 matches in price order: the page over every match',
    { query: 'resistor', sort: 'price_asc' },
    'sortedPage',
  ],
];

function write(file: string, title: string, plan: string): void {
  writeFileSync(path.join(plansDir, `search-${file}.txt`), `-- ${title}\n\n${plan}\n`);
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  console.log(`search-${file}.txt: ${execution ?? '?'} ms`);
}

// An exact hit is answered by its own prepared lookup (the search statement never runs for it).
const exact = exactHitsSql(database.db, normaliseSymbol('rc0603fr-0710kl'), services.catalog.priceDays());
await explainStatement(database.db, exact);
write(
  'exact',
  'exact symbol, typed in lower case with a dash ("rc0603fr-0710kl"): the exact-hit lookup: the hits\' rows, parameters, ranks and prices in one statement',
  await explainStatement(database.db, exact),
);

for (const [file, what, input, which] of searches) {
  const request = SearchRequestSchema.parse(input);
  await services.search.explain(request, ctx, which);
  write(file, `${what}: ${JSON.stringify(input)}`, await services.search.explain(request, ctx, which));
}

const autocomplete = symbolPrefixesSql(database.db, 'RC0603FR07', 8);
await explainStatement(database.db, autocomplete);
write(
  'autocomplete',
  'autocomplete: symbols, manufacturer symbols and original symbols starting with RC0603FR07',
  await explainStatement(database.db, autocomplete),
);

const documents = documentsSql(
  { key: 'BC547', tsquery: `(${wordTsquery('datasheet')}) & (${wordTsquery('bc547')})` },
  20,
  0,
)!;
await explainStatement(database.db, documents);
write(
  'documents',
  'documents by symbol prefix BC547 or title words "datasheet bc547"',
  await explainStatement(database.db, documents),
);

const vocabulary = textParameterValuesSql([9, 10, 11, 12, 13, 14, 15, 17, 20, 22, 24, 25, 27, 28]);
write(
  'vocabulary',
  'distinct text parameter values (search vocabulary, loaded every 10 minutes)',
  await explainStatement(database.db, vocabulary),
);

await database.close();
