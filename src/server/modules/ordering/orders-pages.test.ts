import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createOrderFixture, productsInStock } from './orders.fixtures';

/** The order status pages rendered from build/ (npm test builds it first). */
let t: TestApp;
let company: Client;
let own = '';
let foreign = '';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const [a, b] = await productsInStock(t.database.db, 2);
  const place = (email: string, status?: 'shipped') =>
    createOrderFixture(t.database.db, t.services.orderPricing, {
      email,
      lines: [
        { productId: a!.id, amount: 3 },
        { productId: b!.id, amount: 1 },
      ],
      status,
      customerOrderNumber: 'PO-PAGE-1',
    });
  own = (await place('company@demo.shop')).orderNumber;
  await place('company@demo.shop', 'shipped');
  foreign = (await place('person@demo.shop')).orderNumber;
});
afterAll(async () => {
  await t?.close();
});

describe('order status pages', () => {
  it('asks visitors to log in, not indexed', async () => {
    for (const url of ['/order-status', `/order-status/${own}`]) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-testid="login-required"');
      expect(res.body, url).toContain('<meta name="robots" content="noindex"');
      expect(res.body, url).not.toContain('PO-PAGE-1');
    }
  });

  it("lists the customer's orders with status badges, in the page's language, filtered by the address", async () => {
    const res = await company.get('/pl/order-status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Moje zamówienia');
    expect(res.body).toContain(`href="/pl/order-status/${own}"`);
    expect(res.body).toContain('Złożone');
    expect(res.body).toContain('Wysłane');
    expect(res.body).not.toContain(foreign);
    const shipped = await company.get('/order-status?status=shipped');
    expect(shipped.body.match(/data-testid="order-row"/g)).toHaveLength(1);
    const empty = await company.get('/order-status?status=paid');
    expect(empty.body).toContain('data-testid="orders-empty"');
    // An unreadable address gives the first page, not an error.
    expect((await company.get('/order-status?page=abc&perPage=1000')).statusCode).toBe(200);
  });

  it('shows an own order with lines, history, the CSV link and the cancel button; others are a 404', async () => {
    const res = await company.get(`/order-status/${own}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Order ${own}`);
    expect(res.body).toContain('PO-PAGE-1');
    expect(res.body).toContain(`href="/order/export-to-csv/${own}"`);
    expect(res.body).toContain('data-testid="order-cancel"');
    expect(res.body).toContain('data-testid="order-history"');
    expect((await company.get(`/order-status/${foreign}`)).statusCode).toBe(404);
    expect((await company.get('/order-status/00000000')).statusCode).toBe(404);
  });

  it('sends the old /Profile/Orders/… address to the order history, in the same locale', async () => {
    const res = await company.get('/Profile/Orders/List');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profile/new-order-history');
    const pl = await company.get('/en/pl/Profile/Orders/List');
    expect(pl.statusCode).toBe(302);
    expect(pl.headers.location).toBe('/en/pl/profile/new-order-history');
    // …and /Profile/Invoices/… to the invoices (issue 19).
    const invoices = await company.get('/pl/Profile/Invoices/List');
    expect(invoices.statusCode).toBe(302);
    expect(invoices.headers.location).toBe('/pl/profile/invoices');
    const page = await company.get('/pl/profile/invoices');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="invoice-list"');
  });
});
