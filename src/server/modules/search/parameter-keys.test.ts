/**
 * products.parameter_keys (migration 0013): the seed writes them, triggers on product_parameters keep
 * them, and search finds codes, ticked values and typed values through them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchRequestSchema, type SearchRequestInput } from '../../../common/contracts/search';
import type { PriceContext } from '../../../common/contracts/pricing';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const ctx: PriceContext = { country: 'pl', gross: false, language: 'en' };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
});

afterAll(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Products whose stored keys differ from the keys of their parameter rows now. */
async function staleKeys(): Promise<Array<{ symbol: string }>> {
  return rows(sql`
    SELECT p.symbol FROM products p
    CROSS JOIN LATERAL (SELECT coalesce((
      SELECT parameter_keys_of(array_agg(pp.parameter_id), array_agg(pp.value_si), array_agg(pp.display))
      FROM product_parameters pp WHERE pp.product_id = p.id), '{}') AS keys) now
    -- As sets: the keys come in the order of the rows.
    WHERE NOT (p.parameter_keys @> now.keys AND now.keys @> p.parameter_keys)`);
}

async function keysOf(symbol: string): Promise<string[]> {
  const [row] = await rows<{ keys: string[] }>(
    sql`SELECT parameter_keys AS keys FROM products WHERE symbol = ${symbol}`,
  );
  return row!.keys;
}

async function symbolsFound(input: SearchRequestInput): Promise<string[]> {
  const response = await t.services.search.search(
    SearchRequestSchema.parse({ pageSize: 100, ...input }),
    ctx,
  );
  return response.products.map((p) => p.symbol);
}

describe('parameter keys', () => {
  it('are written by the seed as the database computes them', async () => {
    expect(await staleKeys()).toEqual([]);
    const [withParameters] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE cardinality(parameter_keys) > 0`,
    );
    expect(withParameters!.n).toBeGreaterThan(250);
  });

  it('hold a display key for every row and a value cell for every value', async () => {
    const [row] = await rows<{ keys: string[] }>(sql`
      SELECT parameter_keys_of(ARRAY[10, 3], ARRAY[NULL, 10000]::float8[], ARRAY['0603', '10 kΩ']) AS keys`);
    // ln(10 000) · 10⁵ = 921 034.0…; ln(0.0047) · 10⁵ = -536 019.3…
    expect(row!.keys).toEqual(['p10d0603', 'p3d10 kΩ', 'p3v921034']);
    const [signs] = await rows<{ keys: string[] }>(sql`
      SELECT parameter_keys_of(ARRAY[1, 2, 3], ARRAY[-0.0047, 0, 0.0047]::float8[], ARRAY['a', 'b', 'c']) AS keys`);
    expect(signs!.keys).toEqual(['p1da', 'p1n-536020', 'p2db', 'p2z', 'p3dc', 'p3v-536020']);
  });

  it('follow inserts, updates and deletes of parameter rows, one statement of many rows included', async () => {
    const [product] = await rows<{ id: number; symbol: string }>(
      sql`SELECT id, symbol FROM products ORDER BY id LIMIT 1`,
    );
    const [parameter] = await rows<{ id: number }>(sql`
      SELECT id FROM parameters WHERE NOT EXISTS (
        SELECT 1 FROM product_parameters pp WHERE pp.parameter_id = parameters.id AND pp.product_id = ${product!.id})
      ORDER BY id LIMIT 1`);
    const id = parameter!.id;

    await t.database.db
      .execute(sql`INSERT INTO product_parameters (product_id, parameter_id, value_si, display)
      VALUES (${product!.id}, ${id}, 0.047, '47 mX')`);
    expect(await keysOf(product!.symbol)).toContain(`p${id}d47 mX`);
    expect(await staleKeys()).toEqual([]);

    await t.database.db.execute(sql`UPDATE product_parameters SET display = '48 mX', value_si = 0.048
      WHERE product_id = ${product!.id} AND parameter_id = ${id}`);
    expect(await keysOf(product!.symbol)).toContain(`p${id}d48 mX`);
    expect(await keysOf(product!.symbol)).not.toContain(`p${id}d47 mX`);
    expect(await staleKeys()).toEqual([]);

    await t.database.db.execute(
      sql`DELETE FROM product_parameters WHERE product_id = ${product!.id} AND parameter_id = ${id}`,
    );
    expect((await keysOf(product!.symbol)).some((k) => k.startsWith(`p${id}d`))).toBe(false);

    // A product left without rows has no keys.
    const [other] = await rows<{ id: number; symbol: string }>(
      sql`SELECT id, symbol FROM products WHERE cardinality(parameter_keys) > 0 ORDER BY id DESC LIMIT 1`,
    );
    await t.database.db.execute(sql`DELETE FROM product_parameters WHERE product_id = ${other!.id}`);
    expect(await keysOf(other!.symbol)).toEqual([]);

    // One statement over many products: every one of them is brought up to date.
    await t.database.db.execute(
      sql`UPDATE product_parameters SET display = display || ' ' WHERE product_id % 7 = 0`,
    );
    expect(await staleKeys()).toEqual([]);
    await t.database.db.execute(
      sql`UPDATE product_parameters SET display = rtrim(display) WHERE product_id % 7 = 0`,
    );
    expect(await staleKeys()).toEqual([]);
  });

  it('let search find a code, a ticked text value and a typed value as the rows say now', async () => {
    const [row] = await rows<{
      symbol: string;
      description: string;
      category_id: number;
      product_id: number;
      parameter_id: number;
      display: string;
    }>(sql`
      SELECT p.symbol, p.description, p.category_id, pp.product_id, pp.parameter_id, pp.display FROM product_parameters pp
      JOIN products p ON p.id = pp.product_id JOIN parameters par ON par.id = pp.parameter_id
      WHERE par.name = 'Case' ORDER BY p.id LIMIT 1`);
    const { symbol, product_id: productId, parameter_id: parameterId, display } = row!;
    // Beside a word of its description or its category, codes and ticked values are matched on the
    // keys; alone, on the rows.
    const word = /^\p{L}+/u.exec(row!.description)![0];
    const lists = [{ query: '' }, { query: word }, { query: '', categoryId: row!.category_id }];
    const ticked = ({ query, categoryId }: { query: string; categoryId?: number }, value: string) => ({
      query,
      filters: { categoryId, parameters: [{ id: parameterId, values: [value] }] },
    });
    for (const list of lists) expect(await symbolsFound(ticked(list, display))).toContain(symbol);
    expect(await symbolsFound({ query: display })).toContain(symbol);
    expect(await symbolsFound({ query: `${word} ${display}` })).toContain(symbol);

    // A case no product has: nothing is found under it until this product's row says so.
    for (const list of lists) expect(await symbolsFound(ticked(list, 'QFN-99'))).toEqual([]);
    await t.database.db.execute(sql`UPDATE product_parameters SET display = 'QFN-99'
      WHERE product_id = ${productId} AND parameter_id = ${parameterId}`);
    for (const list of lists) {
      expect(await symbolsFound(ticked(list, 'QFN-99'))).toEqual([symbol]);
      expect(await symbolsFound(ticked(list, display))).not.toContain(symbol);
    }
    await t.database.db.execute(sql`UPDATE product_parameters SET display = ${display}
      WHERE product_id = ${productId} AND parameter_id = ${parameterId}`);

    // A typed value beside a word: matched on the keys of its cells.
    const [resistor] = await rows<{ symbol: string; display: string }>(sql`
      SELECT p.symbol, pp.display FROM product_parameters pp JOIN products p ON p.id = pp.product_id
      JOIN parameters par ON par.id = pp.parameter_id
      WHERE par.name = 'Resistance' AND pp.display LIKE '%kΩ' ORDER BY p.id LIMIT 1`);
    expect(await symbolsFound({ query: `resistor ${resistor!.display}` })).toContain(resistor!.symbol);
  });

  it('find a typed value in a category by its cells as the value alone finds it by its range', async () => {
    const values = await rows<{ display: string; category_id: number }>(sql`
      SELECT DISTINCT ON (pp.display) pp.display, p.category_id FROM product_parameters pp
      JOIN products p ON p.id = pp.product_id JOIN parameters par ON par.id = pp.parameter_id
      WHERE par.name IN ('Resistance', 'Capacitance', 'Voltage') ORDER BY pp.display, p.id LIMIT 12`);
    expect(values.length).toBeGreaterThan(5);
    for (const { display, category_id: categoryId } of values) {
      const request = (filters: { categoryId?: number }) =>
        SearchRequestSchema.parse({ query: display, pageSize: 100, filters });
      const everywhere = await t.services.search.search(request({}), ctx);
      const inCategory = await t.services.search.search(request({ categoryId }), ctx);
      expect(inCategory.total).toBeGreaterThan(0);
      expect(inCategory.products.map((p) => p.symbol).sort()).toEqual(
        everywhere.products
          .filter((p) => p.category.id === categoryId)
          .map((p) => p.symbol)
          .sort(),
      );
    }
  });
});
