import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../common/routes.server';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** The alerts on the pages, rendered from build/: the product page's button and the profile's list. */
let t: TestApp;
let company: Client;
let person: Client;
let symbol: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 10, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql`SELECT p.symbol FROM products p WHERE EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
  )) as unknown as { rows: { symbol: string }[] };
  symbol = result.rows[0]!.symbol;
});
afterAll(async () => {
  await t?.close();
});

describe('alerts on the pages', () => {
  it('offers "Notify me" on a product page to a customer, not to a visitor', async () => {
    const url = generate('product_details', { symbol });
    const visitor = await new Client(t.app).get(url);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('Notify me');
    const customer = await company.get(
      generate('product_details', { symbol, _country: 'pl', _language: 'en' }),
    );
    expect(customer.statusCode).toBe(200);
    expect(customer.body).toContain('Notify me');
  });

  it('lists the customer’s own alerts in the profile, in the served page', async () => {
    const res = await company.post('/ajax/customer/notification', {
      symbol,
      kind: 'price',
      quantity: 100,
      threshold: '0.25',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await company.get('/en/pl/profile/account/order-settings');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="alerts-list"');
    expect(mine.body).toContain(`Delete the notification for ${symbol}`);
    const theirs = await person.get('/en/de/profile/account/order-settings');
    expect(theirs.body).toContain('data-testid="alerts-list"');
    expect(theirs.body).not.toContain(`Delete the notification for ${symbol}`);
  });
});
