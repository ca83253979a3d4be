import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** /quick-buy rendered by the app from build/ (run `npx react-router build` first). */
let t: TestApp;
let company: Client;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const [product] = (
    (await t.services.database.db.execute(
      sql.raw('SELECT symbol FROM products ORDER BY id LIMIT 1'),
    )) as unknown as {
      rows: Array<{ symbol: string }>;
    }
  ).rows;
  const res = await company.post('/ajax/favourites/item', {
    newDirectoryName: 'Board 7 parts',
    items: [{ symbol: product!.symbol, quantity: 3 }],
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('the quick-buy page', () => {
  it('lets a visitor paste, in the address language, with its empty state; the header leads to it', async () => {
    const visitor = new Client(t.app);
    const res = await visitor.get('/quick-buy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="quickbuy-page"');
    expect(res.body).toContain('data-testid="quickbuy-empty"');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    // No saved lists for a visitor.
    expect(res.body).not.toContain('quickbuy-directory');
    const polish = await visitor.get('/pl/pl/quick-buy');
    expect(polish.statusCode).toBe(200);
    expect(polish.body).toContain('Szybki zakup');
    const home = await visitor.get('/');
    expect(home.body).toMatch(/href="[^"]*\/quick-buy"/);
  });

  it('offers a customer their saved lists to load', async () => {
    const res = await company.get('/quick-buy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="quickbuy-directory"');
    expect(res.body.replace(/<!-- -->/g, '')).toContain('>Board 7 parts (1)</option>');
  });
});
