/**
 * The catalogue import and the orders placed meanwhile (ADR 032): the stock level a warehouse feed
 * counted is set through ordering, so units that orders took after the count are not handed out
 * again. Runs on the test engine (PGlite, or PostgreSQL with TEST_DATABASE_URL), with orders placed
 * and cancelled through the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../common/errors';
import { products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm, orderFormOf } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { importCatalogRecords } from './catalog-import.service';

const SYMBOL = 'IMPORT-STOCK-1';

let t: TestApp;
let company: Client;
let form: Record<string, unknown>;

/** The feed's one row: the product at the warehouse's counted level. */
async function* feed(level: number) {
  yield {
    line: 1,
    record: {
      symbol: SYMBOL,
      manufacturer: 'Yageo',
      manufacturerSymbol: 'RC0603-IS',
      category: 'Passive components > Resistors > SMD resistors',
      description: 'Resistor: thick film; SMD; 0603',
      unit: 'ST',
      minimumQuantity: 1,
      multiples: 1,
      priceBreaks: '1:0.50|100:0.40',
      stock: level,
      parameters: 'Case=0603',
      datasheetUrl: '',
      flags: '',
    },
  };
}

const importAt = async (level: number, countedAt: Date) =>
  expect(await importCatalogRecords(t.database, feed(level), { countedAt })).toEqual({
    imported: 1,
    rejected: 0,
  });

async function productOf(): Promise<{ id: number; stock: number }> {
  const [row] = await t.database.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(eq(products.symbol, SYMBOL));
  return row!;
}

/** Places an order of `amount` units through the API (cart, form, finish); the finish's answer. */
async function place(amount: number): Promise<{ status: number; orderNumber: string; body: string }> {
  const created = await company.post('/ajax/order/create', { item: { symbol: SYMBOL, amount } });
  expect(created.statusCode, created.body).toBe(201);
  const { orderNumber } = created.json<{ orderNumber: string }>();
  await fillOrderForm(company, orderNumber, {}, form);
  const res = await company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });
  return { status: res.statusCode, orderNumber, body: res.body };
}

/** The clock moves on: an order placed after `tick()` is placed after anything timed before it. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  form = await orderFormOf(company);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('catalogue import and orders placed since the warehouse counted', () => {
  it('keeps the units of orders placed after the count off the imported level, and hands them out once', async () => {
    await importAt(100, new Date(Date.now() - 86_400_000));
    expect((await productOf()).stock).toBe(100);

    // Placed before the warehouse counted: the count (98) already left its 2 units out.
    expect((await place(2)).status).toBe(200);
    await tick();
    const countedAt = new Date();
    await tick();
    // Placed after the count, before the import: 4 units held, 3 taken and given back by a cancel.
    const held = await place(4);
    expect(held.status, held.body).toBe(200);
    const cancelled = await place(3);
    expect(cancelled.status, cancelled.body).toBe(200);
    const cancel = await company.post(`/ajax/order-status/${cancelled.orderNumber}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await productOf()).stock).toBe(94);

    // The feed counted 98 free units; 4 of them have been ordered since: 94 are left to sell.
    await importAt(98, countedAt);
    expect((await productOf()).stock).toBe(94);

    // The held units are not sold twice: 95 is refused, 94 is placed and nothing is left.
    const tooMany = await place(95);
    expect(tooMany.status, tooMany.body).toBe(409);
    expect(JSON.parse(tooMany.body) as ErrorBody).toMatchObject({ messageKey: 'checkout.errors.outOfStock' });
    const rest = await place(94);
    expect(rest.status, rest.body).toBe(200);
    expect((await productOf()).stock).toBe(0);

    // A count below what orders placed since hold is no stock, not a negative one.
    await importAt(3, countedAt);
    expect((await productOf()).stock).toBe(0);
    // A feed counted after those orders is the level as it is.
    await tick();
    await importAt(7, new Date());
    expect((await productOf()).stock).toBe(7);
  });
});
