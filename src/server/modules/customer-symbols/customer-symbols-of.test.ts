import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SymbolsOfResponse } from '../../../common/contracts/customer-symbols';
import { CUSTOMER_SYMBOLS_OF_MAX } from '../../../common/customer-symbols';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/**
 * POST /ajax/customer/symbols/of (issue 17): a list page's cards ask once, after the (possibly
 * shared) page shows, for the customer's own symbols of its products.
 */
let t: TestApp;
let company: Client;
let person: Client;
let anonymous: Client;
let productSymbols: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 30, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  anonymous = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql.raw('SELECT symbol FROM products ORDER BY id LIMIT 5'),
  )) as unknown as { rows: Array<{ symbol: string }> };
  productSymbols = result.rows.map((r) => r.symbol);
  for (const [i, symbol] of ['MY-1', 'MY-2'].entries()) {
    const res = await company.post('/ajax/customer/symbols', { productSymbol: productSymbols[i], symbol });
    expect(res.statusCode, res.body).toBe(201);
  }
});

afterAll(async () => {
  await t?.close();
});

const of = (client: Client, body: unknown) => client.post('/ajax/customer/symbols/of', body as never);

describe('the customer’s symbols of a list’s products', () => {
  it('names only the products that have one, for their customer, never cached', async () => {
    const res = await of(company, { productSymbols: [...productSymbols, 'NO-SUCH-PRODUCT'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<SymbolsOfResponse>().symbols).toEqual({
      [productSymbols[0]!]: 'MY-1',
      [productSymbols[1]!]: 'MY-2',
    });
  });

  it('gives another customer nothing of them, and a visitor a 401', async () => {
    const res = await of(person, { productSymbols });
    expect(res.statusCode).toBe(200);
    expect(res.json<SymbolsOfResponse>().symbols).toEqual({});
    expect((await of(anonymous, { productSymbols })).statusCode).toBe(401);
  });

  it('refuses an empty or too long list, or a malformed body, with a 422 and its reason', async () => {
    const many = Array.from({ length: CUSTOMER_SYMBOLS_OF_MAX + 1 }, (_, i) => `P${i}`);
    for (const body of [
      { productSymbols: [] },
      { productSymbols: many },
      { productSymbols: ['x'.repeat(101)] },
      { productSymbols: 'ABC' },
      { productSymbols: ['A'], extra: 1 },
    ]) {
      const res = await of(company, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});
