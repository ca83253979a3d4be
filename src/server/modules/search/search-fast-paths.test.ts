/**
 * The cheap ways a search is answered: an exact symbol hit from its own rows (one prepared lookup),
 * and the micro-cache of matches and facet counts keyed by the catalogue version.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchResponseSchema,
  type SearchRequest,
  type SearchRequestInput,
  type SearchResponse,
} from '../../../common/contracts/search';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SearchCache } from './search-cache';
import { selectCatalogueVersion } from '../../db/catalogue-version';
import { createSearchService } from './search.service';

let t: TestApp;
const RESISTORS = 'Passive components > Resistors > SMD resistors';

/** One part of the feed: several makers may share a manufacturer symbol. */
function part(
  symbol: string,
  manufacturer: string,
  manufacturerSymbol: string,
  stock: number,
  price: string,
) {
  return {
    symbol,
    manufacturer,
    manufacturerSymbol,
    category: RESISTORS,
    description: `Resistor: thick film; SMD; 0603; 10kΩ; ±1%; 100mW`,
    unit: 'ST',
    minimumQuantity: '1',
    multiples: '1',
    priceBreaks: `1:${price}`,
    stock: String(stock),
    parameters: `Mounting=SMD|Case=0603|Resistance=10 kΩ|Tolerance=${stock > 0 ? 1 : 5} %|Power=100 mW`,
    datasheetUrl: '',
    flags: '',
  };
}

async function load(records: Array<Record<string, string>>): Promise<void> {
  async function* feed() {
    let line = 1;
    for (const record of records) yield { line: line++, record };
  }
  expect(await importCatalogRecords(t.database, feed())).toEqual({ imported: records.length, rejected: 0 });
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  await load([
    part('XQ555-TI', 'Texas Instruments', 'XQ555', 100, '0.30'),
    part('XQ555-ST', 'STMicroelectronics', 'XQ555', 0, '0.20'),
    part('XQ555-ON', 'onsemi', 'XQ555', 50, '0.40'),
    part('XQ555B-TI', 'Texas Instruments', 'XQ555B', 10, '0.50'),
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(body: SearchRequestInput): Promise<SearchResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ajax/catalog/search',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

const symbols = (r: SearchResponse) => r.products.map((p) => p.symbol);

async function smdResistorsId(): Promise<number> {
  const rows = (await t.database.db.execute(
    sql`SELECT id FROM categories WHERE names->>'en' = 'SMD resistors'`,
  )) as unknown as { rows: Array<{ id: number }> };
  return rows.rows[0]!.id;
}

describe('exact symbol hits', () => {
  it('answers a shared manufacturer symbol with its hits alone, ranked as the general search ranks them', async () => {
    const fast = await search({ query: 'xq 555', language: 'en' });
    expect(symbols(fast)).toEqual(['XQ555-ON', 'XQ555-TI', 'XQ555-ST']);
    expect(fast).toMatchObject({
      total: 3,
      totalExact: true,
      facetsExact: true,
      exactMatch: null,
      pageCount: 1,
    });
    // The general statement (a filter turns the fast path off) ranks the same hits first, then prefixes.
    const general = await search({ query: 'xq 555', filters: { categoryId: await smdResistorsId() } });
    expect(symbols(general)).toEqual([...symbols(fast), 'XQ555B-TI']);

    const manufacturers = fast.filters.find((f) => f.kind === 'manufacturer')!;
    expect(manufacturers.values.map((v) => [v.label, v.count]).sort()).toEqual([
      ['STMicroelectronics', 1],
      ['Texas Instruments', 1],
      ['onsemi', 1],
    ]);
    expect(fast.filters.find((f) => f.kind === 'stock')!.values[0]!.count).toBe(2);
    const category = fast.filters.find((f) => f.kind === 'category')!;
    expect(category.values.reduce((s, v) => s + v.count, 0)).toBe(3);
    // Counted over the hits' own parameters: the tolerance differs between them.
    const tolerance = fast.filters.find((f) => f.kind === 'parameter' && f.name === 'Tolerance')!;
    expect(tolerance.values.map((v) => [v.value, v.count])).toEqual([
      ['1 %', 2],
      ['5 %', 1],
    ]);
  });

  it('shows the hits, read with their prices in the same statement, as the catalogue shows them', async () => {
    // A running promotion on one hit, with a lower price in its Omnibus window, and one that has ended.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.execute(sql`INSERT INTO promotions (product_id, discount_percent, date_from, date_to)
      SELECT id, 15, ${day(-2)}::date, ${day(5)}::date FROM products WHERE symbol = 'XQ555-TI'
      UNION ALL SELECT id, 40, ${day(-20)}::date, ${day(-10)}::date FROM products WHERE symbol = 'XQ555-ON'`);
    await t.database.db.execute(sql`INSERT INTO price_history (product_id, day, net_price_pln)
      SELECT id, ${day(-7)}::date, 0.25 FROM products WHERE symbol = 'XQ555-TI'`);
    try {
      for (const ctx of [
        { country: 'pl', gross: false, language: 'pl' },
        { country: 'de', gross: true, language: 'de' },
      ] as const) {
        const fast = await search({ query: 'xq555', ...ctx });
        expect(symbols(fast)).toEqual(['XQ555-ON', 'XQ555-TI', 'XQ555-ST']);
        const ids = fast.products.map((p) => p.productId);
        expect(fast.products).toEqual(await t.services.catalog.productSummaries(ids, ctx));
        const promoted = fast.products.find((p) => p.symbol === 'XQ555-TI')!.priceGroup!;
        expect(promoted.promotion).not.toBeNull();
        expect(promoted.elements[0]!.omnibusPrice).not.toBeNull();
      }
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM promotions WHERE product_id IN (SELECT id FROM products WHERE symbol LIKE 'XQ555%')`,
      );
      await t.database.db.execute(
        sql`DELETE FROM price_history WHERE product_id IN (SELECT id FROM products WHERE symbol LIKE 'XQ555%')`,
      );
    }
  });

  it('sorts and pages the hits in every order', async () => {
    const order = async (sort: SearchRequest['sort']) => symbols(await search({ query: 'XQ555', sort }));
    expect(await order('symbol')).toEqual(['XQ555-ON', 'XQ555-ST', 'XQ555-TI']);
    expect(await order('stock_desc')).toEqual(['XQ555-TI', 'XQ555-ON', 'XQ555-ST']);
    expect(await order('price_asc')).toEqual(['XQ555-ST', 'XQ555-TI', 'XQ555-ON']);
    expect(await order('price_desc')).toEqual(['XQ555-ON', 'XQ555-TI', 'XQ555-ST']);
    const page2 = await search({ query: 'XQ555', pageSize: 10, page: 2 });
    expect(page2).toMatchObject({ total: 3, products: [], pageCount: 1 });
  });

  it('links a single hit and leaves the longer symbols out', async () => {
    const one = await search({ query: 'xq555b ti', country: 'de' });
    expect(one).toMatchObject({ total: 1, exactMatch: { symbol: 'XQ555B-TI' } });
    expect(one.products[0]!.priceGroup?.currency).toBe('EUR');
    expect(symbols(one)).toEqual(['XQ555B-TI']);
  });

  it('gives the advanced-search categories the same total', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/catalog/advanced-search-categories',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { query: 'XQ555' },
    });
    expect(res.json()).toMatchObject({ total: 3, totalExact: true });
  });
});

describe('search result micro-cache', () => {
  const ctx = { country: 'pl' as const, gross: false, language: 'pl' as const };
  const request = (query: string): SearchRequest => ({ query, page: 1, pageSize: 25, sort: 'relevance' });

  it('reuses counts for the same search, and never across a catalogue change', async () => {
    const cached = createSearchService(t.database.db, t.services.catalog, { resultCacheTtlMs: 60_000 });
    const inStock = async () =>
      (await cached.search(request('XQ5'), ctx)).filters.find((f) => f.kind === 'stock')!.values[0]!.count;
    const first = await cached.search(request('XQ5'), ctx);
    expect(first.total).toBe(4);
    expect(await inStock()).toBe(3);

    // A write that does not move the catalogue version (triggers off for the session) is not seen:
    // the counts come from the cache.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE products SET stock = 0 WHERE symbol = 'XQ555-ON'`);
    });
    expect(await inStock()).toBe(3);
    // The uncached service sees it.
    const fresh = await t.services.search.search(request('XQ5'), ctx);
    expect(fresh.filters.find((f) => f.kind === 'stock')!.values[0]!.count).toBe(2);

    // An import moves the version: the next search is counted afresh.
    await load([part('XQ555C-TI', 'Texas Instruments', 'XQ555C', 5, '0.60')]);
    const after = await cached.search(request('XQ5'), ctx);
    expect(after.total).toBe(5);
    expect(await inStock()).toBe(3);
  });

  it('counts a ticked facet, or the same search in another order, from the search before, and only under the same version', async () => {
    const cached = createSearchService(t.database.db, t.services.catalog, { resultCacheTtlMs: 60_000 });
    const tolerance = (response: SearchResponse) => {
      const facet = response.filters.find((f) => f.kind === 'parameter' && f.name.startsWith('Toler'))!;
      return { id: facet.id, counts: Object.fromEntries(facet.values.map((v) => [v.value, v.count])) };
    };
    const base = tolerance(await cached.search(request('XQ5'), ctx));
    const [one, five] = Object.keys(base.counts).sort();
    const click: SearchRequest = {
      ...request('XQ5'),
      filters: { parameters: [{ id: base.id, values: [one!] }] },
    };
    const setTolerance = (display: string) =>
      t.database.db.transaction(async (tx) => {
        // Triggers off: the catalogue version stays, so only a reused count can still show the old value.
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`UPDATE product_parameters SET display = ${display}
          WHERE parameter_id = ${base.id} AND product_id = (SELECT id FROM products WHERE symbol = 'XQ555-ON')`);
      });
    await setTolerance(five!);
    try {
      const fresh = tolerance(await t.services.search.search(click, ctx));
      expect(fresh.counts).not.toEqual(base.counts);
      // The click's Tolerance facet is counted without its own filter: the search it came from.
      expect(tolerance(await cached.search(click, ctx)).counts).toEqual(base.counts);
      // The same search in another order counts nothing again.
      expect(tolerance(await cached.search({ ...request('XQ5'), sort: 'price_asc' }, ctx)).counts).toEqual(
        base.counts,
      );
    } finally {
      await setTolerance(one!);
    }
    // A new version (any catalogue write) counts afresh.
    await load([part('XQ555E-TI', 'Texas Instruments', 'XQ555E', 5, '0.60')]);
    const again = await cached.search(request('XQ5'), ctx);
    expect(tolerance(await cached.search(click, ctx)).counts).toEqual(tolerance(again).counts);
    expect(tolerance(again).counts).not.toEqual(base.counts);
  });

  it('answers the customer API (productsOnly) the same products and totals without facets, and leaves no empty counts for the results page', async () => {
    const cached = createSearchService(t.database.db, t.services.catalog, { resultCacheTtlMs: 60_000 });
    // "XQ5 resistor" is no exact hit: the general statement, whose facets productsOnly leaves out.
    const asked = request('XQ5 resistor');
    const bare = await cached.search(asked, ctx, { productsOnly: true });
    const full = await t.services.search.search(asked, ctx);
    expect(full.total).toBeGreaterThan(1);
    expect(bare.total).toBe(full.total);
    expect(symbols(bare)).toEqual(symbols(full));
    expect(bare.products).toEqual(full.products.map((p) => ({ ...p, keyParameters: [] })));
    expect(bare.filters.filter((f) => f.kind === 'parameter')).toEqual([]);
    // The results page asked next, on the same service, still counts its parameter facets.
    const page = await cached.search(asked, ctx);
    expect(page.filters.filter((f) => f.kind === 'parameter')).toEqual(
      full.filters.filter((f) => f.kind === 'parameter'),
    );
    expect(page.filters.some((f) => f.kind === 'parameter')).toBe(true);
  });
});

describe('catalogue version', () => {
  const version = () => selectCatalogueVersion(t.database.db);

  it('stays when only stock moves (orders), and moves with any other product write', async () => {
    const db = t.database.db;
    const before = await version();
    await db.execute(sql`UPDATE products SET stock = stock + 1 WHERE symbol = 'XQ555-ON'`);
    await db.execute(
      sql`UPDATE products SET external_stock = external_stock + 1, stock = stock - 1 WHERE symbol = 'XQ555-ON'`,
    );
    expect(await version()).toBe(before);
    await db.execute(sql`UPDATE products SET lead_time_days = 9 WHERE symbol = 'XQ555-ON'`);
    const afterUpdate = await version();
    expect(afterUpdate).not.toBe(before);
    await load([part('XQ555D-TI', 'Texas Instruments', 'XQ555D', 0, '0.70')]);
    expect(await version()).not.toBe(afterUpdate);
  });

  it('every product column but stock, the key and derived columns moves it (a new column must be listed)', async () => {
    const result = (await t.database.db.execute(sql`
      SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = 'products'::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND NOT EXISTS (
          SELECT 1 FROM pg_trigger g
          WHERE g.tgrelid = 'products'::regclass AND g.tgname = 'products_catalogue_version_update'
            AND a.attnum = ANY (g.tgattr::int2[])
        )
      ORDER BY a.attname`)) as unknown as { rows: Array<{ name: string }> };
    expect(result.rows.map((r) => r.name)).toEqual([
      'created_at',
      'external_stock',
      'id',
      // Derived from product_parameters, whose writes move the version themselves.
      'parameter_keys',
      'search_vector',
      'stock',
    ]);
  });
});

describe('SearchCache', () => {
  it('computes once for concurrent and repeated gets, until the entry expires', async () => {
    let now = 0;
    const cache = new SearchCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => now });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', compute)).toBe(1);
    now = 1000;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('keeps no failure and no more than its entries', async () => {
    const cache = new SearchCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
    await cache.get('y', async () => 8);
    await cache.get('z', async () => 9);
    expect(cache.size).toBe(2);
    expect(await cache.get('x', async () => 70)).toBe(70);
  });
});
