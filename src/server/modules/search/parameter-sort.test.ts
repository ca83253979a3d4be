/**
 * Sorting a list by one parameter column (the parametric view): numeric parameters by their SI value,
 * text ones by their display text, products without the parameter last in both directions, over the
 * category listing and over search results, with filters and pages.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SearchResponseSchema,
  type SearchRequestInput,
  type SearchResponse,
} from '../../../common/contracts/search';
import { importCatalogRecords } from '../catalog-import';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { SEARCH_FIXTURES } from './search-fixtures.test-data';

let t: TestApp;
const parameter: Record<string, number> = {};
let resistors: number;

/** Two resistors whose feed gives no resistance: they go last whichever way the list is sorted. */
const WITHOUT_RESISTANCE = ['ZZ-NORES-1', 'AA-NORES-2'].map((symbol) => ({
  ...SEARCH_FIXTURES[0]!,
  symbol,
  manufacturerSymbol: symbol,
  parameters: 'Mounting=SMD|Case=0603|Tolerance=1 %',
}));

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 400 });
  async function* records() {
    let line = 1;
    for (const record of [...SEARCH_FIXTURES, ...WITHOUT_RESISTANCE]) yield { line: line++, record };
  }
  await importCatalogRecords(t.database, records());
  for (const row of await rows<{ id: number; name: string }>('SELECT id, name FROM parameters'))
    parameter[row.name] = row.id;
  [{ category_id: resistors }] = await rows<{ category_id: number }>(
    `SELECT category_id FROM products WHERE symbol = 'RC0603FR-0710KL'`,
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

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

/** Every page of a list, in order: the product ids, and the total the first page told. */
async function allPages(body: SearchRequestInput): Promise<{ ids: number[]; total: number }> {
  const first = await search({ ...body, page: 1, pageSize: 10 });
  const ids = first.products.map((p) => p.productId);
  for (let page = 2; page <= first.pageCount; page++)
    ids.push(...(await search({ ...body, page, pageSize: 10 })).products.map((p) => p.productId));
  return { ids, total: first.total };
}

/** (value_si, display) of one parameter by product id. */
async function valuesOf(parameterId: number) {
  const found = await rows<{ product_id: number; value_si: number | null; display: string }>(
    `SELECT product_id, value_si, display FROM product_parameters WHERE parameter_id = ${parameterId}`,
  );
  return new Map(found.map((r) => [r.product_id, r]));
}

/** Keys in list order, undefined for a product without one: sorted in `direction`, undefined ones last. */
function expectSorted(keys: Array<number | undefined>, direction: 'asc' | 'desc') {
  const firstMissing = keys.indexOf(undefined);
  const present = firstMissing < 0 ? keys : keys.slice(0, firstMissing);
  if (firstMissing >= 0)
    expect(
      keys.slice(firstMissing).every((k) => k === undefined),
      'missing last',
    ).toBe(true);
  for (let i = 1; i < present.length; i++) {
    const [a, b] = [present[i - 1]!, present[i]!];
    expect(direction === 'asc' ? a <= b : a >= b, `${a} then ${b} at ${i}`).toBe(true);
  }
}

describe('sorting by a parameter column', () => {
  it('sorts a category by a numeric parameter by its SI value, both ways, products without it last, over every page', async () => {
    const values = await valuesOf(parameter['Resistance']!);
    const plain = await allPages({ query: '', filters: { categoryId: resistors } });
    for (const direction of ['asc', 'desc'] as const) {
      const { ids, total } = await allPages({
        query: '',
        filters: { categoryId: resistors },
        parameterSort: { id: parameter['Resistance']!, direction },
      });
      expect(total).toBe(plain.total);
      expect(new Set(ids).size, 'no product twice across pages').toBe(ids.length);
      expect([...ids].sort()).toEqual([...plain.ids].sort());
      const keys = ids.map((id) => values.get(id)?.value_si ?? undefined);
      expectSorted(keys, direction);
      expect(keys.filter((k) => k === undefined).length).toBeGreaterThanOrEqual(2);
      expect(keys[0]).not.toBeUndefined();
    }
  });

  it('sorts by a text parameter alphabetically by its display text', async () => {
    const values = await valuesOf(parameter['Case']!);
    const order = (
      await rows<{ display: string }>(
        `SELECT DISTINCT display FROM product_parameters WHERE parameter_id = ${parameter['Case']} ORDER BY display`,
      )
    ).map((r) => r.display);
    for (const direction of ['asc', 'desc'] as const) {
      const { ids } = await allPages({
        query: '',
        filters: { categoryId: resistors },
        parameterSort: { id: parameter['Case']!, direction },
      });
      const keys = ids.map((id) => {
        const display = values.get(id)?.display;
        return display === undefined ? undefined : order.indexOf(display);
      });
      expectSorted(keys, direction);
      expect(new Set(keys).size, 'more than one case to sort').toBeGreaterThan(1);
    }
  });

  it('keeps the filters and pages of the list', async () => {
    const values = await valuesOf(parameter['Resistance']!);
    const filters = { categoryId: resistors, parameters: [{ id: parameter['Case']!, values: ['0603'] }] };
    const filtered = await search({ query: '', filters, pageSize: 100 });
    const { ids, total } = await allPages({
      query: '',
      filters,
      parameterSort: { id: parameter['Resistance']!, direction: 'desc' },
    });
    expect(total).toBe(filtered.total);
    expect([...ids].sort()).toEqual(filtered.products.map((p) => p.productId).sort());
    expectSorted(
      ids.map((id) => values.get(id)?.value_si ?? undefined),
      'desc',
    );
    // Page 2 of 10 goes on where page 1 stopped: the same as the first 20 in one page.
    const one = await search({
      query: '',
      filters,
      pageSize: 25,
      parameterSort: { id: parameter['Resistance']!, direction: 'desc' },
    });
    expect(ids.slice(0, 20)).toEqual(one.products.slice(0, 20).map((p) => p.productId));
  });

  it('sorts search results for a text', async () => {
    const values = await valuesOf(parameter['Resistance']!);
    const plain = await search({ query: '0603', pageSize: 100 });
    const { ids, total } = await allPages({
      query: '0603',
      parameterSort: { id: parameter['Resistance']!, direction: 'asc' },
    });
    expect(total).toBe(plain.total);
    expect(ids.map((id) => values.get(id)?.value_si).filter((v) => v != null).length).toBeGreaterThan(3);
    expectSorted(
      ids.map((id) => values.get(id)?.value_si ?? undefined),
      'asc',
    );
  });

  it('refuses an unknown parameter or a malformed sort with a 422 in the error shape', async () => {
    for (const [parameterSort, field] of [
      [{ id: 2_000_000_000, direction: 'asc' }, 'parameterSort.id'],
      [{ id: 'Resistance', direction: 'asc' }, 'parameterSort.id'],
      [{ id: 1, direction: 'up' }, 'parameterSort.direction'],
    ] as const) {
      const res = await post({ query: '', filters: { categoryId: resistors }, parameterSort });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ code: 422, error: expect.any(String), message: expect.any(String) });
      expect((body.data as Array<{ field: string }>).map((d) => d.field)).toContain(field);
    }
  });
});
