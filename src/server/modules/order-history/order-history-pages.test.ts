import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addColleague } from '../../test-support/colleague';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createOrderFixture, productsInStock } from '../ordering/orders.fixtures';

/** The order history's pages rendered from build/ (npm test builds it first). */
let t: TestApp;
let company: Client;
let colleague: Client;
let own = '';
let foreign = '';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  colleague = (await addColleague(t, { email: 'pages.colleague@demo.shop' })).client;
  const [a] = await productsInStock(t.database.db, 1);
  const place = (email: string, customerOrderNumber: string) =>
    createOrderFixture(t.database.db, t.services.orderPricing, {
      email,
      lines: [{ productId: a!.id, amount: 3 }],
      customerOrderNumber,
    });
  own = (await place('company@demo.shop', 'PO-PAGE-1')).orderNumber;
  await place('company@demo.shop', 'PO-PAGE-2');
  foreign = (await place('person@demo.shop', 'PO-FOREIGN')).orderNumber;
});
afterAll(async () => {
  await t?.close();
});

describe('order history pages', () => {
  it('asks visitors to log in', async () => {
    for (const url of ['/profile/new-order-history', `/profile/new-order-history/orders/details/${own}`]) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-testid="login-required"');
    }
  });

  it('lists the orders with the search form, filtered by the address', async () => {
    const res = await company.get('/profile/new-order-history');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="history-list"');
    expect(res.body).toContain('PO-PAGE-1');
    expect(res.body).toContain('PO-PAGE-2');
    expect(res.body).not.toContain('PO-FOREIGN');
    const filtered = await company.get('/pl/profile/new-order-history/orders?customerOrderNumber=PAGE-2');
    expect(filtered.body).toContain('Historia zamówień');
    expect(filtered.body).toContain('PO-PAGE-2');
    expect(filtered.body).not.toContain('PO-PAGE-1');
    // Nonsense in the address shows the first page unfiltered rather than an error.
    expect((await company.get('/profile/new-order-history?perPage=7&dateFrom=x')).statusCode).toBe(200);
  });

  it('shows one order, and 404 for one the viewer may not see', async () => {
    const res = await company.get(`/profile/new-order-history/orders/details/${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="history-details"');
    expect(res.body).toContain('data-testid="reorder-open"');
    expect((await company.get(`/profile/new-order-history/orders/details/${foreign}`)).statusCode).toBe(404);
    // A colleague who is not the primary contact does not see the company's other orders.
    expect((await colleague.get(`/profile/new-order-history/orders/details/${own}`)).statusCode).toBe(404);
    expect((await company.get('/profile/new-order-history/invoices')).statusCode).toBe(404);
    expect((await company.get(`/profile/new-order-history/orders/other/${own}`)).statusCode).toBe(404);
  });

  it('sends the old addresses to the history', async () => {
    const mw = await company.get('/hu/profile/order-history-mw');
    expect(mw.statusCode).toBe(301);
    expect(mw.headers.location).toBe('/hu/profile/new-order-history');
  });
});
