/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement quick buy's matcher sends for a pasted list, written
 * to bench/plans/quickbuy-*.txt (ADR 047), on a copy of the 1 000 000-product `shop_bench`:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_copy npx tsx bench/explain-quickbuy.ts
 *
 * The lines are sampled as `bench/quickbuy-paste.ts` samples them (shop symbols, normalised,
 * manufacturer part numbers, packaging suffixes, typos in symbols and in part numbers, unknown
 * strings); the customer's own symbols (run beside the exact steps) too when the database has a
 * contact person (`shop_bench` has none). The repository's own functions run against a database handle that explains each
 * statement instead of answering it, so the plans are of the statements exactly as sent. Each runs
 * twice and the second (warm) plan is kept.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { normaliseSymbol } from '../src/common/contracts/catalog';
import { QUICKBUY_CANDIDATES_MAX, withoutPackagingSuffix } from '../src/common/quickbuy-rules';
import { openDatabase, type Db } from '../src/server/db/client';
import { selectProductSymbolsByKeys } from '../src/server/modules/customer-symbols/customer-symbols.repository';
import { createServices } from '../src/server/services';
import { FUZZY_THRESHOLD } from '../src/server/modules/quickbuy/quickbuy.matcher';
import {
  selectExactHits,
  selectFuzzyHits,
  selectLineProducts,
} from '../src/server/modules/quickbuy/quickbuy.repository';

const plansDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'plans');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const services = createServices(database);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const dialect = new PgDialect();

/** A handle whose `execute` explains the statement (and answers no rows); transactions too. */
function explaining(db: Db, plans: string[]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'execute')
        return async (statement: SQL) => {
          const text = dialect.sqlToQuery(statement).sql;
          // set_config and other one-row helpers are not worth a plan.
          if (!/FROM/i.test(text)) return target.execute(statement);
          const result = await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
          plans.push(
            rowsOf<Record<string, string>>(result)
              .map((r) => Object.values(r)[0])
              .join('\n'),
          );
          return { rows: [] };
        };
      if (prop === 'transaction')
        return (run: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => run(explaining(tx as unknown as Db, plans)));
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}

async function explain(file: string, title: string, run: (db: Db) => Promise<unknown>): Promise<void> {
  let plans: string[] = [];
  for (let pass = 0; pass < 2; pass++) {
    plans = [];
    await run(explaining(database.db, plans));
  }
  writeFileSync(path.join(plansDir, `quickbuy-${file}.txt`), `-- ${title}\n\n${plans.join('\n\n')}\n`);
  const times = plans.map((plan) => /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?');
  console.log(`quickbuy-${file}.txt: ${times.join(' + ')} ms`);
}

const sample = rowsOf<{ symbol: string; mpn: string }>(
  await database.db.execute(
    sql`SELECT symbol, manufacturer_symbol AS mpn FROM products TABLESAMPLE SYSTEM (0.05) LIMIT 90`,
  ),
);
const typo = (text: string) => text.replace(/.$/, (last) => (last === 'Q' ? 'Z' : 'Q'));
const SUFFIXES = ['-TR', '/REEL', '#PBF'];
const queries = sample.map((p, i) => {
  if (i < 25) return p.symbol;
  if (i < 50) return p.symbol.toLowerCase().replace(/-/g, '.');
  if (i < 70) return p.mpn;
  if (i < 80) return `${p.mpn}${SUFFIXES[i % SUFFIXES.length]}`;
  return typo(p.symbol);
});
for (let i = 0; i < 10; i++) queries.push(`NOPART-${Math.random().toString(36).slice(2, 10)}`);
const asked = queries.map((query) => {
  const key = normaliseSymbol(query);
  return { query, key, stripped: withoutPackagingSuffix(key) };
});

await explain('exact', `the exact steps of ${asked.length} pasted lines in one statement`, (db) =>
  selectExactHits(db, asked),
);
const [person] = rowsOf<{ customerId: number }>(
  await database.db.execute(sql`SELECT customer_id AS "customerId" FROM contact_persons LIMIT 1`),
);
if (person)
  await explain(
    'customer-symbols',
    `the customer's own symbols of the ${asked.length} lines (beside the exact steps)`,
    (db) =>
      selectProductSymbolsByKeys(
        db,
        person.customerId,
        asked.map((a) => a.key),
      ),
  );
const typoKeys = asked.slice(80, 90).map((a) => a.key);
await explain('fuzzy-typos', '10 shop symbols with a typo in the last character', (db) =>
  selectFuzzyHits(db, typoKeys, QUICKBUY_CANDIDATES_MAX, FUZZY_THRESHOLD),
);
const mpnTypoKeys = sample.slice(0, 10).map((p) => normaliseSymbol(typo(p.mpn)));
await explain('fuzzy-part-numbers', '10 manufacturer part numbers with a typo in the last character', (db) =>
  selectFuzzyHits(db, mpnTypoKeys, QUICKBUY_CANDIDATES_MAX, FUZZY_THRESHOLD),
);
const unknownKeys = asked.slice(90).map((a) => a.key);
await explain('fuzzy-unknown', '10 unknown part numbers (nothing similar)', (db) =>
  selectFuzzyHits(db, unknownKeys, QUICKBUY_CANDIDATES_MAX, FUZZY_THRESHOLD),
);
await explain('line-products', `the ${sample.length} lines' products with their price data`, (db) =>
  selectLineProducts(
    db,
    sample.map((p) => p.symbol),
    services.pricing.priceDays(),
  ),
);
await services.close();
await database.close();
