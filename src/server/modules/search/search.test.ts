import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../common/contracts/catalog';
import {
  AutocompleteResponseSchema,
  DocumentSearchResponseSchema,
  SearchCategoriesResponseSchema,
  SearchCounterResponseSchema,
  SearchResponseSchema,
  type Facet,
  type SearchRequest,
  type SearchRequestInput,
  type SearchResponse,
} from '../../../common/contracts/search';
import { generate } from '../../../common/routes.server';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SEARCH_FIXTURES } from './search-fixtures.test-data';
import { createSearchService, type SearchService } from './search.service';

let t: TestApp;
/** Parameter ids by English name. */
const parameter: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 1500 });
  async function* records() {
    let line = 1;
    for (const record of SEARCH_FIXTURES) yield { line: line++, record };
  }
  await importCatalogRecords(t.database, records());
  for (const row of await rows<{ id: number; name: string }>('SELECT id, name FROM parameters'))
    parameter[row.name] = row.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The first page of a category, as its page asks for it (no text, symbol order). */
function categoryPage(categoryId: number, language: 'pl' | 'hu'): SearchRequest {
  return {
    query: '',
    filters: { categoryId },
    sort: 'symbol',
    page: 1,
    pageSize: 10,
    country: language,
    language,
    gross: false,
  };
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: XHR, payload: payload as object });
}

async function search(body: SearchRequestInput): Promise<SearchResponse> {
  const res = await post('/ajax/catalog/search', body);
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

function facet(response: SearchResponse, kind: Facet['kind'], id = 0): Facet | undefined {
  return response.filters.find((f) => f.kind === kind && f.id === id);
}

function expectError(
  res: { statusCode: number; json: () => Record<string, unknown> },
  status: number,
  field?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({
    code: status,
    error: expect.any(String),
    message: expect.any(String),
    issues: expect.any(Array),
  });
  expect(body).toHaveProperty('erpCode');
  if (field) expect((body.data as Array<{ field: string }>).map((d) => d.field)).toContain(field);
  return body;
}

describe('POST /ajax/catalog/search', () => {
  it('answers products as the catalogue shows them, with facets and the interpretation', async () => {
    const response = await search({ query: '10k 0603 1%', country: 'pl' });
    expect(response.products[0]!.symbol).toBe('RC0603FR-0710KL');
    const [summary] = await t.services.catalog.productSummaries([response.products[0]!.productId], {
      country: 'pl',
      gross: false,
      language: 'pl',
    });
    expect(response.products[0]).toEqual(summary);
    expect(response.interpretation).toEqual({
      words: [],
      quantities: [
        { text: '10k', unit: null, valueSi: 1e4, op: 'eq', parameterId: null, parameterName: null },
        {
          text: '1%',
          unit: '%',
          valueSi: 1,
          op: 'eq',
          parameterId: parameter.Tolerance,
          parameterName: 'Tolerancja',
        },
      ],
      parameterValues: [
        { text: '0603', value: '0603', parameterId: parameter.Case, parameterName: 'Obudowa' },
      ],
    });
    expect(response.filters.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['category', 'manufacturer', 'stock']),
    );
    expect(facet(response, 'manufacturer')!.name).toBe('Producent');
  });

  it('finds the generated catalogue by the words the buyer reads in their language', async () => {
    // The search vector holds the stored English ("Capacitor: ceramic"); the buyer reads and types
    // "Kondensator: ceramiczny", "Kondensator: keramisch", "Kondenzátor: kerámia".
    for (const [language, query, shown] of [
      ['pl', 'ceramiczny', /ceramiczny/],
      ['de', 'kondensator keramisch', /Kondensator: keramisch/],
      ['hu', 'kerámia kondenzátor', /Kondenzátor: kerámia/],
    ] as const) {
      const response = await search({ query, language, country: language });
      expect(response.total, query).toBeGreaterThan(0);
      for (const p of response.products) expect(p.description, query).toMatch(shown);
    }
    // The English still finds the same products.
    const polish = await search({ query: 'kondensator ceramiczny', language: 'pl', country: 'pl' });
    const english = await search({ query: 'capacitor ceramic', language: 'pl', country: 'pl' });
    expect(polish.total).toBe(english.total);
  });

  it('reads a resistance without unit in a resistor context', async () => {
    const response = await search({ query: 'resistor 10k', language: 'en' });
    expect(response.interpretation.quantities[0]).toMatchObject({
      valueSi: 1e4,
      unit: 'Ω',
      parameterId: parameter.Resistance,
      parameterName: 'Resistance',
    });
    expect(response.interpretation.words).toEqual(['resistor']);
    for (const p of response.products) expect(p.description).toMatch(/10kΩ/);
  });

  it('gives the exact match a link, in the market asked for', async () => {
    const response = await search({ query: 'rc0603fr07 10kl', country: 'hu' });
    expect(response.exactMatch).toEqual({
      symbol: 'RC0603FR-0710KL',
      url: generate('product_details', { symbol: 'RC0603FR-0710KL', _country: 'hu' }),
    });
    expect(response.products[0]!.url).toBe(response.exactMatch!.url);
    expect(response.products[0]!.priceGroup?.currency).toBe('HUF');
  });

  it('says when a part number has no exact match and lists the similar part numbers it shows', async () => {
    // ERJ-3EKF2202V (22 kΩ) is not in the catalogue; ERJ-3EKF2201V (2.2 kΩ) is.
    expect(await rows(`SELECT 1 FROM products WHERE symbol_key = 'ERJ3EKF2202V'`)).toEqual([]);
    const response = await search({ query: 'ERJ-3EKF2202V' });
    expect(response.exactMatch).toBeNull();
    expect(response.products.length).toBeGreaterThan(0);
    expect(response.noExactMatch).toEqual({
      query: 'ERJ-3EKF2202V',
      similar: response.products.slice(0, 5).map((p) => p.symbol),
    });
    expect(response.noExactMatch!.similar).toContain('ERJ-3EKF2201V');
    // Found exactly, by prefix or by words: nothing to warn about.
    for (const query of ['RC0603FR-0710KL', 'RC0603FR-07', 'resistor 0603'])
      expect((await search({ query })).noExactMatch, query).toBeNull();
  });

  it('relaxes one term when all of them together find nothing, and says which', async () => {
    const all = await search({ query: '10k 0805' });
    expect(all.relaxed).toBeNull();
    expect(all.total).toBeGreaterThan(0);
    const none = await search({ query: '10k 0805 5%' });
    expect(none.total).toBeGreaterThan(0);
    expect(none.query).toBe('10k 0805 5%');
    expect(none.relaxed).toEqual({ dropped: '5%', query: '10k 0805' });
    expect(none.products.map((p) => p.symbol)).toEqual(all.products.map((p) => p.symbol));
    // Nothing to relax in one term, and nothing found without any one term either.
    expect((await search({ query: 'zzzzqqq' })).relaxed).toBeNull();
    expect((await search({ query: 'zzzzqqq yyyyxxx' })).relaxed).toBeNull();
  });

  it('narrows to a category subtree, a manufacturer, stock and flags', async () => {
    const tree = await t.services.catalog.categoryTree('en');
    const resistors = findCategory(tree, 'Resistors')!;
    const inResistors = new Set(flatten([resistors]).map((c) => c.id));
    const byCategory = await search({ query: '', filters: { categoryId: resistors.id }, pageSize: 100 });
    // The tree was counted after the fixtures were imported.
    expect(byCategory.total).toBe(resistors.productCount);
    for (const p of byCategory.products) expect(inResistors.has(p.category.id), p.symbol).toBe(true);

    const [yageo] = await rows<{ id: number }>(`SELECT id FROM manufacturers WHERE name = 'Yageo'`);
    const inStockYageo = await search({
      query: 'resistor',
      filters: { manufacturerIds: [yageo!.id], inStock: true },
      pageSize: 100,
    });
    expect(inStockYageo.total).toBeGreaterThan(0);
    for (const p of inStockYageo.products) {
      expect(p.manufacturer.name).toBe('Yageo');
      expect(p.stock.count).toBeGreaterThan(0);
    }

    const promoted = await search({ query: '', filters: { flags: ['PROMOTED'] }, pageSize: 100 });
    expect(promoted.total).toBeGreaterThan(0);
    for (const p of promoted.products) expect(p.flags).toContain('PROMOTED');
  });

  it('counts a facet with a selection under the other filters only, so values can be added (OR within, AND across)', async () => {
    const base = await search({ query: 'resistor' });
    const caseFacet = facet(base, 'parameter', parameter.Case)!;
    expect(caseFacet.values.length).toBeGreaterThan(1);
    const [first, second] = caseFacet.values;
    const one = await search({
      query: 'resistor',
      filters: { parameters: [{ id: parameter.Case, values: [first!.value] }] },
    });
    expect(one.total).toBe(first!.count);
    // The Case facet still offers the other packages with the counts they would add.
    const stillOffered = facet(one, 'parameter', parameter.Case)!;
    expect(stillOffered.values.find((v) => v.value === first!.value)).toMatchObject({
      selected: true,
      count: first!.count,
    });
    expect(stillOffered.values.find((v) => v.value === second!.value)).toMatchObject({
      selected: false,
      count: second!.count,
    });
    const both = await search({
      query: 'resistor',
      filters: { parameters: [{ id: parameter.Case, values: [first!.value, second!.value] }] },
    });
    expect(both.total).toBe(first!.count + second!.count);

    // Another facet under the selection counts only what is left.
    const tolerance = facet(one, 'parameter', parameter.Tolerance)!;
    const sum = tolerance.values.reduce((s, v) => s + v.count, 0);
    expect(sum).toBe(one.total);
    const narrowed = await search({
      query: 'resistor',
      filters: {
        parameters: [
          { id: parameter.Case, values: [first!.value] },
          { id: parameter.Tolerance, values: [tolerance.values[0]!.value] },
        ],
      },
    });
    expect(narrowed.total).toBe(tolerance.values[0]!.count);
  });

  it('keeps other manufacturers in the manufacturer facet when one is chosen', async () => {
    const base = await search({ query: 'capacitor' });
    const manufacturers = facet(base, 'manufacturer')!.values;
    expect(manufacturers.length).toBeGreaterThan(2);
    const chosen = await search({
      query: 'capacitor',
      filters: { manufacturerIds: [Number(manufacturers[0]!.value)] },
    });
    expect(chosen.total).toBe(manufacturers[0]!.count);
    const offered = facet(chosen, 'manufacturer')!.values;
    expect(offered.map((v) => [v.value, v.count]).sort()).toEqual(
      manufacturers.map((v) => [v.value, v.count]).sort(),
    );
    expect(offered.filter((v) => v.selected).map((v) => v.value)).toEqual([manufacturers[0]!.value]);
  });

  it('filters a numeric parameter by an SI range and reports the span', async () => {
    const response = await search({
      query: 'resistor',
      filters: { parameters: [{ id: parameter.Resistance, min: 1000, max: 10_000 }] },
      pageSize: 100,
    });
    expect(response.total).toBeGreaterThan(0);
    const resistance = facet(response, 'parameter', parameter.Resistance)!;
    expect(resistance.range).toMatchObject({ selectedMin: 1000, selectedMax: 10_000 });
    // Counted under the other filters: the span is that of all resistors, wider than the selection.
    expect(resistance.range!.min).toBeLessThan(1000);
    const valuesSi = resistance.values.map((v) => v.valueSi!);
    expect(valuesSi).toEqual([...valuesSi].sort((a, b) => a - b));
    const ids = response.products.map((p) => p.productId);
    const values = await rows<{ value_si: number }>(
      `SELECT value_si FROM product_parameters WHERE parameter_id = ${parameter.Resistance} AND product_id IN (${ids.join(',')})`,
    );
    expect(values.length).toBe(ids.length);
    for (const v of values) expect(v.value_si).toBeGreaterThanOrEqual(1000);
    for (const v of values) expect(v.value_si).toBeLessThanOrEqual(10_000);
  });

  it('offers the category children with counts that add up', async () => {
    const response = await search({ query: 'capacitor' });
    const categories = facet(response, 'category')!;
    expect(categories.values.reduce((s, v) => s + v.count, 0)).toBe(response.total);
  });

  it('sorts by symbol, price and stock, and pages', async () => {
    const bySymbol = await search({ query: 'capacitor', sort: 'symbol', pageSize: 10 });
    const symbols = bySymbol.products.map((p) => p.symbol);
    expect(symbols).toEqual([...symbols].sort());
    const page2 = await search({ query: 'capacitor', sort: 'symbol', pageSize: 10, page: 2 });
    expect(page2.products[0]!.symbol > symbols.at(-1)!).toBe(true);
    expect(page2.pageCount).toBe(Math.ceil(page2.total / 10));

    const byStock = await search({ query: 'capacitor', sort: 'stock_desc', pageSize: 50 });
    const stocks = byStock.products.map((p) => p.stock.count);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));

    // By the price each hit shows (its first break, promotion included), priceless hits last.
    for (const [country, currency] of [
      ['pl', 'PLN'],
      ['de', 'EUR'],
    ] as const) {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const hits: SearchResponse['products'] = [];
        for (let page = 1; ; page++) {
          const got = await search({ query: 'capacitor', sort, pageSize: 100, page, country });
          hits.push(...got.products);
          if (page >= got.pageCount) break;
        }
        const shown = hits.map((p) => p.priceGroup?.elements[0]!.price ?? null);
        const firstPriceless = shown.indexOf(null);
        expect(firstPriceless, `${country} ${sort}`).toBeGreaterThan(5);
        expect(
          shown.slice(firstPriceless).every((p) => p === null),
          `${country} ${sort}: priceless last`,
        ).toBe(true);
        // Sorted by the exact price: a shown price may differ from it by half its last place (a
        // 2-place part converted to EUR shows 0.01 for 0.0116), never more.
        const prices = shown.slice(0, firstPriceless) as string[];
        const halfPlace = (p: string) => 0.5 * 10 ** -(p.split('.')[1]?.length ?? 0);
        for (let i = 1; i < prices.length; i++) {
          const [a, b] = sort === 'price_asc' ? [prices[i - 1]!, prices[i]!] : [prices[i]!, prices[i - 1]!];
          expect(
            Number(a) - Number(b),
            `${country} ${sort} at ${i}: ${prices[i - 1]} then ${prices[i]}`,
          ).toBeLessThanOrEqual(halfPlace(a) + halfPlace(b) + 1e-12);
        }
        expect(hits.find((p) => p.priceGroup)!.priceGroup!.currency).toBe(currency);
      }
    }
  });

  it('lists a category page (no text, at most one maker) the same through the shared listing', async () => {
    const [{ id }] = (await rows<{ id: number }>(
      'SELECT category_id AS id FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )) as [{ id: number }];
    const [{ m }] = (await rows<{ m: number }>(
      `SELECT manufacturer_id AS m FROM products WHERE category_id = ${id} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )) as [{ m: number }];
    const shared = createSearchService(t.database.db, t.services.catalog, { listingFacetTtlMs: 60_000 });
    const direct = createSearchService(t.database.db, t.services.catalog, { listingFacetTtlMs: 0 });
    const ctx = { country: 'pl', gross: false, language: 'pl' } as const;
    for (const filters of [{ categoryId: id }, { categoryId: id, manufacturerIds: [m] }]) {
      for (const sort of ['symbol', 'price_asc', 'price_desc', 'stock_desc'] as const) {
        for (const page of [1, 2]) {
          const request: SearchRequest = {
            query: '',
            filters,
            sort,
            page,
            pageSize: 10,
            country: 'pl',
            language: 'pl',
            gross: false,
          };
          // Twice through the shared listing: the second answer reuses the first one's counts.
          for (let i = 0; i < 2; i++) {
            const [a, b] = await Promise.all([shared.search(request, ctx), direct.search(request, ctx)]);
            expect(
              a.products.map((p) => p.symbol),
              `${sort} page ${page}`,
            ).toEqual(b.products.map((p) => p.symbol));
            expect(a.filters).toEqual(b.filters);
            expect({ ...a, products: null }).toEqual({ ...b, products: null });
          }
        }
      }
    }
  });

  it('sees a catalogue edit in the shared listing at once, without being told', async () => {
    const [{ id, product, other }] = (await rows<{ id: number; product: number; other: number }>(
      `SELECT p.category_id AS id, p.id AS product,
              (SELECT m.id FROM manufacturers m WHERE m.id <> p.manufacturer_id ORDER BY m.id LIMIT 1) AS other
       FROM products p ORDER BY p.id LIMIT 1`,
    )) as [{ id: number; product: number; other: number }];
    const shared = createSearchService(t.database.db, t.services.catalog, { listingFacetTtlMs: 60 * 60_000 });
    const direct = createSearchService(t.database.db, t.services.catalog, { listingFacetTtlMs: 0 });
    const ctx = { country: 'pl', gross: false, language: 'pl' } as const;
    const request = categoryPage(id, 'pl');
    const makers = async (service: typeof shared) =>
      facet(await service.search(request, ctx), 'manufacturer')!.values;
    expect(await makers(shared)).toEqual(await makers(direct));
    const [{ was }] = (await rows<{ was: number }>(
      `SELECT manufacturer_id AS was FROM products WHERE id = ${product}`,
    )) as [{ was: number }];
    await t.database.db.execute(
      sql.raw(`UPDATE products SET manufacturer_id = ${other} WHERE id = ${product}`),
    );
    try {
      const after = await makers(shared);
      expect(after).toEqual(await makers(direct));
      expect(after.find((v) => v.value === String(other))?.count ?? 0).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(
        sql.raw(`UPDATE products SET manufacturer_id = ${was} WHERE id = ${product}`),
      );
    }
  });

  it('warms every category and maker page ahead of its visitors, and again after an edit', async () => {
    const shared = createSearchService(t.database.db, t.services.catalog, { listingFacetTtlMs: 60 * 60_000 });
    const direct = createSearchService(t.database.db, t.services.catalog, { listingFacetTtlMs: 0 });
    const [{ lists }] = (await rows<{ lists: number }>(
      `WITH RECURSIVE up(id, ancestor) AS (
         SELECT id, id FROM categories
         UNION ALL SELECT up.id, c.parent_id FROM up JOIN categories c ON c.id = up.ancestor WHERE c.parent_id IS NOT NULL)
       SELECT (SELECT count(DISTINCT up.ancestor) FROM up JOIN products p ON p.category_id = up.id)
            + (SELECT count(*) FROM manufacturers) AS lists`,
    )) as [{ lists: number }];
    expect(await shared.warmListings()).toBe(Number(lists));
    expect(await shared.warmListings()).toBe(0);

    const [{ id, product, was, other }] = (await rows<{
      id: number;
      product: number;
      was: number;
      other: number;
    }>(
      `SELECT p.category_id AS id, p.id AS product, p.manufacturer_id AS was,
              (SELECT m.id FROM manufacturers m WHERE m.id <> p.manufacturer_id ORDER BY m.id DESC LIMIT 1) AS other
       FROM products p ORDER BY p.id DESC LIMIT 1`,
    )) as [{ id: number; product: number; was: number; other: number }];
    const request = categoryPage(id, 'hu');
    const ctx = { country: 'hu', gross: false, language: 'hu' } as const;
    await t.database.db.execute(
      sql.raw(`UPDATE products SET manufacturer_id = ${other} WHERE id = ${product}`),
    );
    try {
      expect(await shared.warmListings()).toBe(Number(lists));
      const [warmed, computed] = await Promise.all([
        shared.search(request, ctx),
        direct.search(request, ctx),
      ]);
      // Warmed in no language, answered in Hungarian: the same counts and facets, named in Hungarian.
      expect(warmed.filters).toEqual(computed.filters);
      expect(
        facet(warmed, 'manufacturer')!.values.find((v) => v.value === String(other))?.count,
      ).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(
        sql.raw(`UPDATE products SET manufacturer_id = ${was} WHERE id = ${product}`),
      );
    }
    // Every list is stale again after the restore, but a stopped warmer computes none.
    expect(await shared.warmListings(() => true)).toBe(0);
  });

  it('counts filter clicks and other orders the same when they reuse the counts of the search before', async () => {
    const cached = createSearchService(t.database.db, t.services.catalog, { resultCacheTtlMs: 60_000 });
    const direct = createSearchService(t.database.db, t.services.catalog, {});
    const ctx = { country: 'pl', gross: false, language: 'pl' } as const;
    const request = (query: string, filters: SearchRequest['filters'] = {}): SearchRequest => ({
      query,
      filters,
      sort: 'relevance',
      page: 1,
      pageSize: 10,
      country: 'pl',
      language: 'pl',
      gross: false,
    });
    let clicks = 0;
    for (const query of ['100nF 50V', 'resistor 0805', 'capacitor', '']) {
      // A search, a click on a value of its first parameter facet, then a second one on another.
      let filters: NonNullable<SearchRequest['filters']> = {};
      for (let step = 0; step < 2; step++) {
        const [shown, counted]: SearchResponse[] = await Promise.all([
          cached.search(request(query, filters), ctx),
          direct.search(request(query, filters), ctx),
        ]);
        expect(shown!.filters, `${query} ${JSON.stringify(filters)}`).toEqual(counted!.filters);
        expect(shown!.total).toBe(counted!.total);
        // The same search in another order: its parameter counts come from the first.
        const [reordered, direct2]: SearchResponse[] = await Promise.all([
          cached.search({ ...request(query, filters), sort: 'price_asc', page: 2 }, ctx),
          direct.search({ ...request(query, filters), sort: 'price_asc', page: 2 }, ctx),
        ]);
        expect(reordered!.filters).toEqual(direct2!.filters);
        expect(reordered!.products.map((p) => p.symbol)).toEqual(direct2!.products.map((p) => p.symbol));
        const next: Facet | undefined = shown!.filters.find(
          (f) =>
            f.kind === 'parameter' && f.values.length > 1 && !filters.parameters?.some((p) => p.id === f.id),
        );
        if (!next) break;
        filters = {
          ...filters,
          parameters: [...(filters.parameters ?? []), { id: next.id, values: [next.values[1]!.value] }],
        };
        clicks += 1;
      }
      const [shown, counted]: SearchResponse[] = await Promise.all([
        cached.search(request(query, filters), ctx),
        direct.search(request(query, filters), ctx),
      ]);
      expect(shown!.filters, `${query} ${JSON.stringify(filters)}`).toEqual(counted!.filters);
    }
    expect(clicks).toBeGreaterThanOrEqual(4);
  });

  it('finds everything for an empty query and counts it', async () => {
    const [{ n }] = (await rows<{ n: number }>('SELECT count(*)::int AS n FROM products')) as [{ n: number }];
    const response = await search({});
    expect(response).toMatchObject({ total: n, totalExact: true, query: '' });
    expect(response.interpretation).toEqual({ words: [], quantities: [], parameterValues: [] });
  });

  it('answers a one-letter query with symbols starting with it', async () => {
    const response = await search({ query: 'r', pageSize: 100 });
    expect(response.total).toBeGreaterThan(0);
    for (const p of response.products) expect(`${p.symbol} ${p.manufacturerSymbol}`).toMatch(/(^|\s)R/);
  });

  it('translates facet names and flags', async () => {
    const response = await search({ query: '', language: 'de' });
    expect(facet(response, 'stock')!.name).toBe('Verfügbarkeit');
    expect(facet(response, 'stock')!.values[0]!.label).toBe('Auf Lager');
    expect(facet(response, 'flag')!.values.find((v) => v.value === 'NEW')?.label).toBe('Neu');
  });

  describe('refuses client mistakes with a 4xx in the error shape', () => {
    it('an unknown parameter, category or manufacturer, naming the field', async () => {
      expectError(
        await post('/ajax/catalog/search', {
          query: 'x',
          filters: { parameters: [{ id: 99_999, values: ['a'] }] },
        }),
        422,
        'filters.parameters.0.id',
      );
      expectError(
        await post('/ajax/catalog/search', { filters: { categoryId: 99_999 } }),
        422,
        'filters.categoryId',
      );
      expectError(
        await post('/ajax/catalog/search', { filters: { manufacturerIds: [1, 99_999] } }),
        422,
        'filters.manufacturerIds.1',
      );
    });

    it('a reversed range, a range on a text parameter, a parameter filtered twice, an empty filter', async () => {
      expectError(
        await post('/ajax/catalog/search', {
          filters: { parameters: [{ id: parameter.Resistance, min: 10, max: 1 }] },
        }),
        422,
        'filters.parameters.0.min',
      );
      expectError(
        await post('/ajax/catalog/search', { filters: { parameters: [{ id: parameter.Case, min: 1 }] } }),
        422,
        'filters.parameters.0.min',
      );
      expectError(
        await post('/ajax/catalog/search', {
          filters: {
            parameters: [
              { id: parameter.Case, values: ['0603'] },
              { id: parameter.Case, values: ['0805'] },
            ],
          },
        }),
        422,
        'filters.parameters.1.id',
      );
      expectError(
        await post('/ajax/catalog/search', { filters: { parameters: [{ id: parameter.Case }] } }),
        422,
        'filters.parameters.0.values',
      );
    });

    it('a 10 000-character query', async () => {
      const body = expectError(
        await post('/ajax/catalog/search', { query: 'x'.repeat(10_000) }),
        422,
        'query',
      );
      expect(body.message).toMatch(/at most 200/);
    });

    it('wrong types, unknown fields, bad pages and sorts', async () => {
      expectError(await post('/ajax/catalog/search', { query: 5 }), 422, 'query');
      expectError(await post('/ajax/catalog/search', { query: 'x', page: 'two' }), 422, 'page');
      expectError(await post('/ajax/catalog/search', { query: 'x', page: 0 }), 422, 'page');
      expectError(await post('/ajax/catalog/search', { query: 'x', pageSize: 7 }), 422, 'pageSize');
      expectError(await post('/ajax/catalog/search', { query: 'x', sort: 'cheapest' }), 422, 'sort');
      expectError(await post('/ajax/catalog/search', { query: 'x', limit: 5 }), 422);
      expectError(await post('/ajax/catalog/search', { filters: { colour: 'red' } }), 422);
      expectError(
        await post('/ajax/catalog/search', { filters: { parameters: [{ id: 1, values: ['a'], extra: 1 }] } }),
        422,
      );
      expectError(
        await post('/ajax/catalog/search', { filters: { flags: ['DANGEROUS'] } }),
        422,
        'filters.flags.0',
      );
      expectError(await post('/ajax/catalog/search', { query: 'x', country: 'POLAND' }), 422, 'country');
    });

    it('a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ajax/catalog/search',
        headers: { ...XHR, 'content-type': 'application/json' },
        payload: '{"query":',
      });
      expectError(res, 400);
    });

    it('odd but valid text is searched, not refused', async () => {
      for (const query of [
        "'; DROP TABLE products; --",
        '\\',
        ':*&|!()<>',
        '%_',
        '≥',
        '..',
        '10k..',
        'µ',
        '\uFFFF\uD800',
      ]) {
        const res = await post('/ajax/catalog/search', { query });
        expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(200);
      }
      // A NUL is no text at all: every request that carries one is refused (plugins/input-guard.ts).
      expectError(await post('/ajax/catalog/search', { query: '\u0000x' }), 422, 'query');
    });
  });
});

describe('search past the count cap (a service with small caps)', () => {
  const ctx = { country: 'pl' as const, gross: false, language: 'pl' as const };
  const request = (body: Partial<SearchRequest>): SearchRequest => ({
    query: '',
    page: 1,
    pageSize: 10,
    sort: 'relevance',
    ...body,
  });
  let capped: SearchService;
  beforeAll(() => {
    capped = createSearchService(t.database.db, t.services.catalog, { countCap: 30, facetScan: 20 });
  });

  it('says "30+" and marks the facet counts as partial', async () => {
    const response = await capped.search(request({ query: 'resistor' }), ctx);
    expect(response).toMatchObject({ total: 30, totalExact: false, facetsExact: false, pageCount: 3 });
    const full = await t.services.search.search(request({ query: 'resistor' }), ctx);
    expect(full.total).toBeGreaterThan(30);
    expect(full.facetsExact).toBe(true);
  });

  it('orders by price or stock over every match, not over the counted part', async () => {
    for (const sort of ['price_asc', 'price_desc', 'stock_desc', 'symbol'] as const) {
      for (const body of [
        { query: 'resistor' },
        { query: 'capacitor', filters: { inStock: true } },
        { query: '', filters: { categoryId: 3 } },
      ]) {
        const [a, b] = await Promise.all([
          capped.search(request({ ...body, sort, page: 2 }), ctx),
          t.services.search.search(request({ ...body, sort, page: 2 }), ctx),
        ]);
        expect(
          a.products.map((p) => p.symbol),
          `${sort} ${JSON.stringify(body)}`,
        ).toEqual(b.products.map((p) => p.symbol));
      }
    }
  });
});

describe('POST /ajax/catalog/autocomplete', () => {
  it('completes symbols and manufacturer symbols by prefix, exact first', async () => {
    const res = await post('/ajax/catalog/autocomplete', { query: 'rc0603fr-07', country: 'pl' });
    expect(res.statusCode).toBe(200);
    const body = AutocompleteResponseSchema.parse(res.json());
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(p.symbol.replace(/[-./\s]/g, '')).toMatch(/^RC0603FR07/);
    expect(body.products[0]).toMatchObject({
      matched: 'symbol',
      url: generate('product_details', { symbol: body.products[0]!.symbol, _country: 'pl' }),
    });

    const exact = AutocompleteResponseSchema.parse(
      (await post('/ajax/catalog/autocomplete', { query: 'RC0603FR-0710KL', limit: 3 })).json(),
    );
    expect(exact.products[0]!.symbol).toBe('RC0603FR-0710KL');
    expect(exact.products.length).toBeLessThanOrEqual(3);
  });

  it('names the field that matched: a maker part number differing from the shop symbol', async () => {
    const body = AutocompleteResponseSchema.parse(
      (await post('/ajax/catalog/autocomplete', { query: 'SS14-13-F' })).json(),
    );
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products[0]).toMatchObject({
      manufacturerSymbol: 'SS14-13-F',
      matched: 'manufacturerSymbol',
    });
  });

  it('suggests manufacturers and categories by name, in the language asked for', async () => {
    const manufacturers = AutocompleteResponseSchema.parse(
      (await post('/ajax/catalog/autocomplete', { query: 'yag' })).json(),
    );
    expect(manufacturers.manufacturers.map((m) => m.name)).toEqual(['Yageo']);
    // No country: the international market, as for every other link.
    expect(manufacturers.manufacturers[0]!.url).toMatch(/^\/en\/yageo_\d+\/katalog\/p$/);
    const categories = AutocompleteResponseSchema.parse(
      (await post('/ajax/catalog/autocomplete', { query: 'rezyst', language: 'pl', country: 'pl' })).json(),
    );
    expect(categories.categories.length).toBeGreaterThan(0);
    expect(categories.categories[0]!.name).toMatch(/^Rezystory/);
    expect(categories.categories[0]!.path).toMatch(/^Elementy pasywne › Rezystory/);
    expect(categories.categories[0]!.url).toMatch(/^\/pl\/\d+_[a-z-]+\/katalog$/);
  });

  it('refuses an empty, too long or malformed request', async () => {
    expectError(await post('/ajax/catalog/autocomplete', { query: '' }), 422, 'query');
    expectError(await post('/ajax/catalog/autocomplete', { query: 'x'.repeat(10_000) }), 422, 'query');
    expectError(await post('/ajax/catalog/autocomplete', { query: 'bc', limit: 500 }), 422, 'limit');
    expectError(await post('/ajax/catalog/autocomplete', { query: 'bc', page: 1 }), 422);
    expectError(await post('/ajax/catalog/autocomplete', { q: 'bc' }), 422);
    expectError(await post('/ajax/catalog/autocomplete', { query: '\u0000' }), 422, 'query');
    expectError(await post('/ajax/catalog/documents', { query: '\u0000\u0000x' }), 422, 'query');
  });
});

describe('POST /ajax/catalog/documents', () => {
  it('finds datasheets by product symbol and by title words', async () => {
    const bySymbol = DocumentSearchResponseSchema.parse(
      (await post('/ajax/catalog/documents', { query: 'grm188r61e106', country: 'pl' })).json(),
    );
    expect(bySymbol.documents[0]).toMatchObject({
      productSymbol: 'GRM188R61E106KA73D',
      // The shop's link to the supplier's file (ADR 020), in the asked market's form.
      url: expect.stringMatching(/^\/pl\/Document\/[0-9a-f]{32}\/GRM188R61E106KA73D\.pdf$/),
      productUrl: generate('product_details', { symbol: 'GRM188R61E106KA73D', _country: 'pl' }),
      manufacturer: 'Murata',
    });
    const [withDatasheet] = await rows<{ title: string; symbol: string }>(
      'SELECT d.title, p.symbol FROM product_documents d JOIN products p ON p.id = d.product_id ORDER BY d.id LIMIT 1',
    );
    const byTitle = DocumentSearchResponseSchema.parse(
      (await post('/ajax/catalog/documents', { query: withDatasheet!.title })).json(),
    );
    expect(byTitle.documents.map((d) => d.productSymbol)).toContain(withDatasheet!.symbol);
    expect(byTitle.total).toBeGreaterThanOrEqual(byTitle.documents.length);
  });

  it('answers an unknown part with no documents, and refuses a one-letter or malformed query', async () => {
    const none = DocumentSearchResponseSchema.parse(
      (await post('/ajax/catalog/documents', { query: 'zzzzqqq' })).json(),
    );
    expect(none).toMatchObject({ total: 0, documents: [] });
    expectError(await post('/ajax/catalog/documents', { query: 'a' }), 422, 'query');
    expectError(await post('/ajax/catalog/documents', { query: 'bc547', pageSize: 1000 }), 422, 'pageSize');
    expectError(await post('/ajax/catalog/documents', { query: 'bc547', kind: 'pdf' }), 422);
  });
});

describe('POST /ajax/catalog/search-counter', () => {
  it('counts searches of a text per day, ignoring case and spacing', async () => {
    const first = SearchCounterResponseSchema.parse(
      (await post('/ajax/catalog/search-counter', { query: 'Counter  Test', results: 3 })).json(),
    );
    const second = SearchCounterResponseSchema.parse(
      (await post('/ajax/catalog/search-counter', { query: ' counter test ', results: 5 })).json(),
    );
    expect(first).toEqual({ query: 'Counter Test', searchesToday: 1 });
    expect(second).toEqual({ query: 'counter test', searchesToday: 2 });
    const [row] = await rows<{ searches: number; results: number; query: string }>(
      `SELECT searches, results, query FROM search_log WHERE query_key = 'counter test'`,
    );
    expect(row).toEqual({ searches: 2, results: 5, query: 'counter test' });
  });

  it('refuses an empty query or a negative count', async () => {
    expectError(await post('/ajax/catalog/search-counter', { query: '   ', results: 1 }), 422, 'query');
    expectError(await post('/ajax/catalog/search-counter', { query: 'x', results: -1 }), 422, 'results');
    expectError(await post('/ajax/catalog/search-counter', { query: 'x' }), 422, 'results');
    expectError(await post('/ajax/catalog/search-counter', { query: 'x', results: 1, at: 'now' }), 422);
  });
});

describe('POST /ajax/catalog/advanced-search-categories', () => {
  it('lists every category holding matches, parents first, with counts that include descendants', async () => {
    const res = await post('/ajax/catalog/advanced-search-categories', {
      query: 'capacitor',
      language: 'pl',
      country: 'pl',
    });
    expect(res.statusCode).toBe(200);
    const body = SearchCategoriesResponseSchema.parse(res.json());
    const search100 = await search({ query: 'capacitor' });
    expect(body.total).toBe(search100.total);
    const tops = body.categories.filter((c) => c.parentId === null);
    expect(tops.reduce((s, c) => s + c.productCount, 0)).toBe(body.total);
    const seen = new Set<number>();
    for (const c of body.categories) {
      if (c.parentId !== null) expect(seen.has(c.parentId), c.name).toBe(true);
      seen.add(c.id);
      const children = body.categories.filter((x) => x.parentId === c.id);
      if (children.length) expect(children.reduce((s, x) => s + x.productCount, 0)).toBe(c.productCount);
    }
    expect(body.categories.map((c) => c.name)).toContain('Kondensatory');
    expect(body.categories[0]!.url).toMatch(/^\/pl\/\d+_/);
  });

  it('refuses unknown filters', async () => {
    expectError(
      await post('/ajax/catalog/advanced-search-categories', { query: 'x', filters: { categoryId: 99_999 } }),
      422,
      'filters.categoryId',
    );
    expectError(await post('/ajax/catalog/advanced-search-categories', { query: 'x', sort: 'symbol' }), 422);
  });
});

describe('an import is seen at once (issue 16)', () => {
  it('a category and a maker that came with an import are in the tree and in the filters on the next request', async () => {
    const tree = async () =>
      (await t.app.inject({ method: 'GET', url: '/ajax/catalog/category-tree?language=en' })).json<{
        categories: CategoryNode[];
      }>().categories;
    // The tree and the search's reference data are now kept (for minutes, within one version).
    expect(findCategory(await tree(), 'Fresh relays')).toBeUndefined();
    await search({ query: 'resistor' });

    async function* records() {
      yield {
        line: 1,
        record: {
          symbol: 'FRESH-RELAY-1',
          manufacturer: 'Freshly Imported Relays',
          manufacturerSymbol: 'FRESH-RELAY-1',
          category: 'Electromechanics > Relays > Fresh relays',
          description: 'Relay: electromagnetic; freshly imported',
          unit: 'ST',
          minimumQuantity: '1',
          multiples: '1',
          priceBreaks: '1:3.10',
          stock: '40',
          parameters: '',
          datasheetUrl: '',
          flags: '',
        },
      };
    }
    expect(await importCatalogRecords(t.database, records())).toEqual({ imported: 1, rejected: 0 });

    const fresh = findCategory(await tree(), 'Fresh relays');
    expect(fresh?.productCount).toBe(1);
    const [maker] = await rows<{ id: number }>(
      `SELECT id FROM manufacturers WHERE name = 'Freshly Imported Relays'`,
    );
    const found = await search({ filters: { categoryId: fresh!.id, manufacturerIds: [maker!.id] } });
    expect(found.products.map((p) => p.symbol)).toEqual(['FRESH-RELAY-1']);
  });
});

describe('route table', () => {
  it('names the search calls', () => {
    expect(generate('catalog_search')).toBe('/ajax/catalog/search');
    expect(generate('catalog_autocomplete')).toBe('/ajax/catalog/autocomplete');
    expect(generate('catalog_documents')).toBe('/ajax/catalog/documents');
    expect(generate('catalog_search_counter')).toBe('/ajax/catalog/search-counter');
    expect(generate('catalog_advanced_search_categories')).toBe('/ajax/catalog/advanced-search-categories');
  });
});

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function findCategory(nodes: CategoryNode[], name: string): CategoryNode | undefined {
  return flatten(nodes).find((n) => n.name === name);
}
