import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../common/contracts/orders';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createOrderFixture, productsInStock } from './orders.fixtures';

/**
 * Issue 17 "recognised everywhere": the customer's own symbol on an order's lines (the order status
 * call and page) and in the order CSV exports, for that customer only.
 */
let t: TestApp;
let company: Client;
let person: Client;
let stocked: Array<{ id: number; stock: number; symbol: string }>;
let companyOrder = '';
let personOrder = '';
let companyCart = '';

const COMPANY = 'company@demo.shop';
const PERSON = 'person@demo.shop';
const OWN = 'ACME-R-10K';

const csvRows = (body: string) =>
  parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true, web: 'production' });
  company = new Client(t.app);
  person = new Client(t.app);
  expect((await company.login(COMPANY, DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await person.login(PERSON, DEMO_PASSWORD)).statusCode).toBe(200);
  stocked = await productsInStock(t.database.db, 3);
  const created = await company.post('/ajax/customer/symbols', {
    productSymbol: stocked[0]!.symbol,
    symbol: OWN,
  });
  expect(created.statusCode, created.body).toBe(201);
  const lines = [
    { productId: stocked[0]!.id, amount: 5 },
    { productId: stocked[1]!.id, amount: 2 },
  ];
  const place = (email: string, status?: 'cart') =>
    createOrderFixture(t.database.db, t.services.orderPricing, { email, lines, status });
  companyOrder = (await place(COMPANY)).orderNumber;
  personOrder = (await place(PERSON)).orderNumber;
  companyCart = (await place(COMPANY, 'cart')).orderNumber;
});

afterAll(async () => {
  await t?.close();
});

describe("the customer's own symbol on orders", () => {
  it('is on the lines of the order status call, only on the product that has one', async () => {
    const res = await company.get(`/ajax/order-status/${companyOrder}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<OrderDetails>();
    expect(order.lines.map((l) => [l.symbol, l.customerSymbol])).toEqual([
      [stocked[0]!.symbol, OWN],
      [stocked[1]!.symbol, null],
    ]);
  });

  it("is never on another customer's order of the same products, nor does that customer see the order", async () => {
    const own = (await person.get(`/ajax/order-status/${personOrder}`)).json<OrderDetails>();
    expect(own.lines.map((l) => l.customerSymbol)).toEqual([null, null]);
    expect((await person.get(`/ajax/order-status/${companyOrder}`)).statusCode).toBe(404);
    expect((await person.get(`/order/export-to-csv/${companyOrder}`)).statusCode).toBe(404);
    const csv = await person.get(`/order/export-to-csv/${personOrder}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(OWN);
  });

  it('is the last column of the placed order CSV, read back under its translated heading', async () => {
    const res = await company.get(`/de/order/export-to-csv/${companyOrder}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRows(res.body);
    expect(rows[0]!.at(-1)).toBe('Ihre Artikelnummer');
    expect(rows[0]!.length).toBe(10);
    expect([rows[1]![1], rows[1]![9]]).toEqual([stocked[0]!.symbol, OWN]);
    expect([rows[2]![1], rows[2]![9]]).toEqual([stocked[1]!.symbol, '']);
    // The totals rows keep the same width, the symbol column empty.
    expect(rows.slice(3).every((r) => r.length === 10 && r[9] === '')).toBe(true);
  });

  it('is in the CSV of the cart being built (the export without a number) too', async () => {
    const res = await company.get('/order/export-to-csv');
    expect(res.statusCode, res.body).toBe(200);
    const rows = csvRows(res.body);
    expect(res.headers['content-disposition']).toContain(companyCart);
    expect(rows[0]!.at(-1)).toBe('Your symbol');
    expect(rows[1]![9]).toBe(OWN);
  });

  it('shows on the order status page for its customer', async () => {
    const res = await company.get(`/order-status/${companyOrder}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(OWN);
    const other = await person.get(`/order-status/${personOrder}`);
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(OWN);
  });
});
