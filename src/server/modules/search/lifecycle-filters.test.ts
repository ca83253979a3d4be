/**
 * Lifecycle and RoHS filters and their counts (ADR 075), on the generated catalogue, whose products
 * carry all four lifecycle states and all RoHS statuses: every count is checked against SQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchResponseSchema,
  type Facet,
  type SearchRequestInput,
  type SearchResponse,
} from '../../../common/contracts/search';
import { LIFECYCLE_STATUSES, ROHS_STATUSES } from '../../../common/product-compliance';
import { parseFilterParams, filtersToSearchParams } from '../../../common/search/filter-url';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 800 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Products per value of a column, under a condition. */
async function countsBy(column: 'lifecycle' | 'rohs', where = 'true'): Promise<Record<string, number>> {
  const found = await rows<{ value: string; n: number | string }>(
    `SELECT ${column} AS value, count(*) AS n FROM products p WHERE ${where} GROUP BY 1`,
  );
  return Object.fromEntries(found.map((r) => [r.value, Number(r.n)]));
}

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function post(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/ajax/catalog/search',
    headers: XHR,
    payload: payload as object,
  });
}

async function search(body: SearchRequestInput): Promise<SearchResponse> {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

function facetCounts(response: SearchResponse, kind: Facet['kind']): Record<string, number> {
  const facet = response.filters.find((f) => f.kind === kind);
  return Object.fromEntries((facet?.values ?? []).map((v) => [v.value, v.count]));
}

const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** The largest top-level category: a category page as shoppers open it. */
async function largestCategory(): Promise<{ id: number; subtree: string }> {
  const [top] = await rows<{ id: number }>(
    `SELECT c.id FROM categories c JOIN categories d ON d.path_ids @> ARRAY[c.id] JOIN products p ON p.category_id = d.id
     WHERE c.depth = 1 GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
  );
  return {
    id: Number(top!.id),
    subtree: `p.category_id IN (SELECT id FROM categories WHERE path_ids @> ARRAY[${Number(top!.id)}])`,
  };
}

describe('lifecycle and RoHS filters', () => {
  it('the generated catalogue has every lifecycle state and RoHS status, most parts active', async () => {
    const lifecycle = await countsBy('lifecycle');
    const rohs = await countsBy('rohs');
    for (const state of LIFECYCLE_STATUSES) expect(lifecycle[state], state).toBeGreaterThan(0);
    for (const status of ROHS_STATUSES) expect(rohs[status], status).toBeGreaterThan(0);
    expect(lifecycle.active! / 800).toBeGreaterThan(0.75);
    // NRND and obsolete parts name an active part of their block (same category) as replacement.
    const [bad] = await rows<{ n: number | string }>(
      `SELECT count(*) AS n FROM products p LEFT JOIN products r ON r.symbol = p.replacement_symbol
       WHERE p.replacement_symbol IS NOT NULL AND (r.id IS NULL OR r.lifecycle <> 'active' OR r.category_id <> p.category_id)`,
    );
    expect(Number(bad!.n)).toBe(0);
    const [ltb] = await rows<{ n: number | string }>(
      `SELECT count(*) AS n FROM products WHERE lifecycle = 'ltb' AND last_time_buy_date IS NULL`,
    );
    expect(Number(ltb!.n)).toBe(0);
  });

  it('a category page counts each lifecycle state and RoHS status of its products', async () => {
    const category = await largestCategory();
    const response = await search({ query: '', filters: { categoryId: category.id }, country: 'pl' });
    expect(facetCounts(response, 'lifecycle')).toEqual(await countsBy('lifecycle', category.subtree));
    expect(facetCounts(response, 'rohs')).toEqual(await countsBy('rohs', category.subtree));
    const facet = response.filters.find((f) => f.kind === 'lifecycle')!;
    expect(facet.name).toBe('Cykl życia');
    expect(facet.values.find((v) => v.value === 'obsolete')!.label).toBe('Wycofany');
  });

  it('ticking states narrows the list to any of them; the ticked facet still counts every state', async () => {
    const category = await largestCategory();
    const response = await search({
      query: '',
      filters: { categoryId: category.id, lifecycle: ['nrnd', 'obsolete'] },
      pageSize: 100,
    });
    const [expected] = await rows<{ n: number | string }>(
      `SELECT count(*) AS n FROM products p WHERE ${category.subtree} AND lifecycle IN ('nrnd', 'obsolete')`,
    );
    expect(response.total).toBe(Number(expected!.n));
    expect(response.products.length).toBeGreaterThan(0);
    for (const p of response.products) expect(['nrnd', 'obsolete']).toContain(p.lifecycle);
    // Counted without its own filter, so another state can be added.
    expect(facetCounts(response, 'lifecycle')).toEqual(await countsBy('lifecycle', category.subtree));
    const values = response.filters.find((f) => f.kind === 'lifecycle')!.values;
    expect(values.filter((v) => v.selected).map((v) => v.value)).toEqual(['nrnd', 'obsolete']);
    // The RoHS counts are those of the narrowed list.
    expect(facetCounts(response, 'rohs')).toEqual(
      await countsBy('rohs', `${category.subtree} AND lifecycle IN ('nrnd', 'obsolete')`),
    );
  });

  it('lifecycle and RoHS together: each facet counts under the other one', async () => {
    const response = await search({
      query: '',
      filters: { lifecycle: ['active'], rohs: ['compliant', 'exemption'] },
    });
    const [expected] = await rows<{ n: number | string }>(
      `SELECT count(*) AS n FROM products WHERE lifecycle = 'active' AND rohs IN ('compliant', 'exemption')`,
    );
    expect(response.total).toBe(Math.min(Number(expected!.n), 10_000));
    expect(nonZero(facetCounts(response, 'lifecycle'))).toEqual(
      await countsBy('lifecycle', `rohs IN ('compliant', 'exemption')`),
    );
    expect(nonZero(facetCounts(response, 'rohs'))).toEqual(await countsBy('rohs', `lifecycle = 'active'`));
  });

  it('filters a text search too, with its counts over the matches', async () => {
    const all = await search({ query: 'resistor', pageSize: 100 });
    const lifecycle = facetCounts(all, 'lifecycle');
    expect(Object.keys(lifecycle).length).toBeGreaterThan(1);
    const obsolete = await search({ query: 'resistor', filters: { lifecycle: ['obsolete'] }, pageSize: 100 });
    expect(obsolete.total).toBe(lifecycle.obsolete ?? 0);
    for (const p of obsolete.products) expect(p.lifecycle).toBe('obsolete');
    const compliant = await search({
      query: 'resistor',
      filters: { rohs: ['not_compliant'] },
      pageSize: 100,
    });
    for (const p of compliant.products) expect(p.rohs).toBe('not_compliant');
  });

  it('refuses an unknown state with a field message, never a 500', async () => {
    const res = await post({ query: '', filters: { lifecycle: ['dead'] } });
    expect(res.statusCode).toBe(422);
    expect((res.json().data as Array<{ field: string }>).map((d) => d.field)).toContain(
      'filters.lifecycle.0',
    );
    const rohs = await post({ query: '', filters: { rohs: ['yes'] } });
    expect(rohs.statusCode).toBe(422);
  });

  it('the filters travel in the URL and back', () => {
    const filters = parseFilterParams('?cat=3&life=NRND,obsolete,bogus&rohs=compliant');
    expect(filters).toEqual({ categoryId: 3, lifecycle: ['nrnd', 'obsolete'], rohs: ['compliant'] });
    expect(filtersToSearchParams(filters).toString()).toBe('cat=3&life=nrnd%2Cobsolete&rohs=compliant');
  });
});

describe('a product page with its lifecycle and classifications', () => {
  it('links an obsolete part to its replacement and lists its classifications', async () => {
    const [row] = await rows<{ symbol: string; replacement: string }>(
      `SELECT symbol, replacement_symbol AS replacement FROM products
       WHERE lifecycle = 'obsolete' AND replacement_symbol IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const ctx = { country: 'en', language: 'en', gross: false } as const;
    const details = await t.services.catalog.getProductDetails(row!.symbol, ctx);
    expect(details!.lifecycle).toBe('obsolete');
    expect(details!.lifecycleReplacement).toEqual({ symbol: row!.replacement, url: expect.any(String) });
    expect(details!.lifecycleReplacement!.url).toMatch(/\/details$/);
    const replacement = await t.services.catalog.getProductDetails(row!.replacement, ctx);
    expect(replacement!.lifecycle).toBe('active');
    expect(details!.compliance).toMatchObject({
      rohs: expect.stringMatching(/^(compliant|exemption|not_compliant|unknown)$/),
      reach: expect.stringMatching(/^(svhc_free|contains_svhc|unknown)$/),
    });
  });

  it('names a replacement not in the catalogue without a link', async () => {
    const [row] = await rows<{ id: number; symbol: string }>(
      `SELECT id, symbol FROM products WHERE lifecycle = 'active' ORDER BY id DESC LIMIT 1`,
    );
    await t.database.db.execute(
      sql`UPDATE products SET lifecycle = 'nrnd', replacement_symbol = 'NOT-YET-IN-CATALOGUE' WHERE id = ${row!.id}`,
    );
    const details = await t.services.catalog.getProductDetails(row!.symbol, {
      country: 'en',
      language: 'en',
      gross: false,
    });
    expect(details!.lifecycleReplacement).toEqual({ symbol: 'NOT-YET-IN-CATALOGUE', url: null });
  });
});
