import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { CustomerSymbolList } from '../../../common/contracts/customer-symbols';
import type { ErrorBody } from '../../../common/errors';
import type { Db } from '../../db/client';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { replaceCustomerSymbols } from './customer-symbols.repository';

/**
 * Two imports of one customer at once (issue 17, ADR 043): they take turns under the customer's
 * lock, so each is checked against what the other wrote; neither half-writes, neither fails with a
 * 500, and the symbols are one whole file's, never a mix.
 */
let t: TestApp;
let company: Client;
let companyAgain: Client;
let products: string[];

const LINES = 1_500;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: LINES, demoAccounts: true });
  company = new Client(t.app);
  companyAgain = new Client(t.app);
  // Two sessions of the same customer, as two browser tabs (or two colleagues) would send.
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await companyAgain.login('company@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql.raw('SELECT symbol FROM products ORDER BY id'),
  )) as unknown as { rows: Array<{ symbol: string }> };
  products = result.rows.map((r) => r.symbol);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const importCsv = (client: Client, csv: string) =>
  client.request({
    method: 'POST',
    url: '/ajax/customer/symbols/import?format=csv',
    payload: csv,
    headers: { 'content-type': 'text/csv' },
  });

async function symbolsByProduct(): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for (let page = 1; ; page++) {
    const list = (
      await company.get(`/ajax/customer/symbols?perPage=100&page=${page}`)
    ).json<CustomerSymbolList>();
    for (const e of list.elements) all.set(e.product.symbol, e.symbol);
    if (page * 100 >= list.total) return all;
  }
}

describe('two imports of the same customer at once', () => {
  it('both succeed one after the other, and the symbols are one whole file’s', async () => {
    // The files name the same products; B moves every symbol of A to the next product. Written
    // side by side, B's lines would meet A's fresh rows of the same products and keys.
    const fileA = products.map((p, i) => `${p};S-${i};a`).join('\n');
    const fileB = products.map((p, i) => `${p};S-${(i + 1) % LINES};b`).join('\n');
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([importCsv(company, fileA), importCsv(companyAgain, fileB)]);
      expect(a.statusCode, a.body.slice(0, 300)).toBe(200);
      expect(b.statusCode, b.body.slice(0, 300)).toBe(200);
      const symbols = await symbolsByProduct();
      expect(symbols.size).toBe(LINES);
      const shift = symbols.get(products[0]!) === 'S-0' ? 0 : 1;
      for (const [i, p] of products.entries()) expect(symbols.get(p)).toBe(`S-${(i + shift) % LINES}`);
    }
  }, 300_000);

  it('the later one is checked against the earlier one’s symbols: a clear 422, nothing mixed', async () => {
    // A gives the symbol to product 0, B to product 1: whichever comes second finds it taken.
    const fileA = `${products[0]};CLASH-1;a\n${products[2]};ONLY-A;a`;
    const fileB = `${products[1]};CLASH-1;b\n${products[3]};ONLY-B;b`;
    const before = await symbolsByProduct();
    const answers = await Promise.all([importCsv(company, fileA), importCsv(companyAgain, fileB)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json<ErrorBody>().messageKey).toBe('customerSymbols.errors.importHasErrors');
    const symbols = await symbolsByProduct();
    const aWon = answers[0]!.statusCode === 200;
    expect(symbols.get(products[aWon ? 0 : 1]!)).toBe('CLASH-1');
    expect(symbols.get(products[aWon ? 1 : 0]!)).not.toBe('CLASH-1');
    expect(symbols.get(products[aWon ? 2 : 3]!)).toBe(aWon ? 'ONLY-A' : 'ONLY-B');
    // Nothing of the refused file was written: its other product keeps the symbol it had.
    const untouched = products[aWon ? 3 : 2]!;
    expect(symbols.get(untouched)).toBe(before.get(untouched));
  }, 120_000);

  it('a write that meets a symbol taken meanwhile reports fewer lines and fails nothing', async () => {
    const db = t.services.database.db as Db;
    const customerId = (
      (await db.execute(
        sql`SELECT customer_id FROM contact_persons WHERE email = 'company@demo.shop'`,
      )) as unknown as { rows: Array<{ customer_id: number }> }
    ).rows[0]!.customer_id;
    const ids = (
      (await db.execute(sql`SELECT id FROM products ORDER BY id DESC LIMIT 2`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((r) => Number(r.id));
    const held = (await symbolsByProduct()).get(products[5]!)!;
    // The second line's key is held by another product the write does not name (a single edit's race).
    const lines = [
      { productId: ids[0]!, symbol: 'RACE-FREE', symbolKey: normaliseSymbol('RACE-FREE'), description: '' },
      { productId: ids[1]!, symbol: held, symbolKey: normaliseSymbol(held), description: '' },
    ];
    expect(await replaceCustomerSymbols(db, customerId, lines)).toBe(1);
  });
});
