/**
 * Where the time of one customer-API call goes (issue 22, ADR 079), service level, no HTTP: each
 * step the `/api/v1` scope takes per request (token, the client's counter, the company's market)
 * and the two handlers' work (search, details of 50 symbols, the answer's JSON), timed apart with
 * 10 callers at once, so a step that queues behind the others (one counter row for one client)
 * shows. Runs on a copy of shop_bench it may write to (a client, its token, counters):
 *
 *   psql … -c 'create database me_bench template shop_bench'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/me_bench npx tsx bench/profile-customer-api.ts
 */
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedDemoAccounts } from '../src/server/db/seed/accounts';
import { priceContextOf } from '../src/server/http/price-context';
import { createServices } from '../src/server/services';
import { selectProductsByIds } from '../src/server/modules/catalog/catalog.repository';
import { keyParametersOf } from '../src/server/modules/catalog/key-parameters';
import { selectIdsBySymbol } from '../src/server/modules/relations/relations.repository';
import { percentile } from './lib';
import { SEARCH_QUERIES } from './search-queries';

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const callers = Number(process.env.BENCH_CLIENTS ?? 10);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 10 });
await migrateDatabase(database);
const services = createServices(database, {
  passwordCost: { log2N: 10, r: 8, p: 1 },
  searchCacheTtlMs: 5_000,
});
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
let [person] = rows<{ id: number; customer_id: number }>(
  await database.db.execute(
    sql`SELECT id, customer_id FROM contact_persons WHERE email = 'company@demo.shop'`,
  ),
);
if (!person) {
  await seedDemoAccounts(database, {
    createAccount: (account) => services.customers.createAccount(account as never),
    hashPassword: (password) => services.auth.hashPassword(password),
  });
  [person] = rows<{ id: number; customer_id: number }>(
    await database.db.execute(
      sql`SELECT id, customer_id FROM contact_persons WHERE email = 'company@demo.shop'`,
    ),
  );
}
const made = await services.customerApi.createClient(
  { customerId: person!.customer_id, contactPersonId: person!.id },
  { name: `profile ${Date.now()}`, scopes: ['read', 'order'] },
);
const token = (
  await services.customerApi.issueToken({
    grantType: 'client_credentials',
    clientId: made.client.clientId,
    clientSecret: made.clientSecret,
    scope: undefined,
  })
).access_token;
await services.customerApi.revokeClient(person!.customer_id, made.client.id).catch(() => undefined);
const live = await services.customerApi.createClient(
  { customerId: person!.customer_id, contactPersonId: person!.id },
  { name: `profile live ${Date.now()}`, scopes: ['read', 'order'] },
);
const liveToken = (
  await services.customerApi.issueToken({
    grantType: 'client_credentials',
    clientId: live.client.clientId,
    clientSecret: live.clientSecret,
    scope: undefined,
  })
).access_token;
void token;
const symbols = rows<{ symbol: string }>(
  await database.db.execute(
    sql`SELECT symbol FROM products WHERE 'SHOW_PRICE' = ANY(permissions) AND stock > 100 ORDER BY random() LIMIT 3000`,
  ),
).map((r) => r.symbol);
const customer = (await services.customers.customerOfPerson(person!.id))!;
const price = priceContextOf({ country: customer.country, gross: customer.grossPrices, language: 'en' });
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** `callers` loops at once, `rounds` calls each; p50/p95 of the step. */
async function step(name: string, call: (i: number) => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: callers }, async (_, c) => {
      for (let r = 0; r < rounds; r++) {
        const started = performance.now();
        await call(c * rounds + r);
        times.push(performance.now() - started);
        // Paced a little, as the bench's clients are: not a closed loop.
        await new Promise((resolve) => setTimeout(resolve, 20 * Math.random()));
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(48)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(7)} ms`,
  );
}

const caller = (await services.customerApi.authenticate(liveToken))!;
await step('warm-up search', () => services.search.search(searchRequest(0), price));
await step('token look-up (authenticate)', () => services.customerApi.authenticate(liveToken));
await step('client counter (rateLimits.take)', () =>
  services.rateLimits.take('apiClient', String(caller.clientId), 1e9),
);
await step('company and market (customerOfPerson)', () => services.customers.customerOfPerson(person!.id));
function searchRequest(i: number) {
  return {
    query: i % 2 === 0 ? pick(SEARCH_QUERIES) : pick(symbols),
    page: 1 + Math.floor(Math.random() * 3),
    pageSize: 25 as const,
    sort: 'relevance' as const,
  };
}
await step('search (the web search, facets and all)', (i) => services.search.search(searchRequest(i), price));
await step('search as the API asks (productsOnly)', (i) =>
  services.search.search(searchRequest(i), price, { productsOnly: true }),
);
await step('details: productsBySymbol(50)', () => {
  const start = Math.floor(Math.random() * (symbols.length - 50));
  return services.relations.productsBySymbol(symbols.slice(start, start + 50), price);
});
await step('details as the API asks (no key parameters)', () => {
  const start = Math.floor(Math.random() * (symbols.length - 50));
  return services.relations.productsBySymbol(symbols.slice(start, start + 50), price, {
    keyParameters: false,
  });
});
const ids = async () => {
  const start = Math.floor(Math.random() * (symbols.length - 50));
  return (await selectIdsBySymbol(database.db, symbols.slice(start, start + 50))).map((r) => r.id);
};
await step('  symbols to ids (selectIdsBySymbol)', ids);
const idSets = await Promise.all(
  Array.from({ length: 40 }, async (_, i) =>
    (await selectIdsBySymbol(database.db, symbols.slice(i * 50, i * 50 + 50))).map((r) => r.id),
  ),
);
await step('  product rows (selectProductsByIds)', (i) => selectProductsByIds(database.db, idSets[i % 40]!));
await step('  price data (priceGroupsLoader)', (i) =>
  services.pricing.priceGroupsLoader(idSets[i % 40]!, price),
);
await step('  key parameters (keyParametersOf)', (i) => keyParametersOf(database.db, idSets[i % 40]!, 'en'));
const symbolSets = Array.from({ length: 40 }, (_, i) => symbols.slice(i * 50, i * 50 + 50));
await step('details again, the 40 sets read above', (i) =>
  services.relations.productsBySymbol(symbolSets[i % 40]!, price),
);
await step('  productSummaries of the 40 sets', (i) =>
  services.catalog.productSummaries(idSets[i % 40]!, price),
);
const fifty = await services.relations.productsBySymbol(symbols.slice(0, 50), price);
await step('details: JSON of 50 summaries', async () => JSON.stringify(fifty));
await database.close();
