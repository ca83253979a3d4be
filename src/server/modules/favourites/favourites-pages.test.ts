import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectorySummary } from '../../../common/contracts/favourites';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** The saved-list pages rendered from build/ (npm test builds it first). */
let t: TestApp;
let company: Client;
let other: Client;
let list: DirectorySummary;
let symbols: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  other = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await other.login('soletrader@demo.shop', DEMO_PASSWORD);
  // Priced, stocked products in the offer: the list shows their live price.
  const found = (await t.database.db.execute(
    sql`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions) AND 'SHOW_STOCK' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[]
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id) ORDER BY id LIMIT 2`,
  )) as unknown as { rows: Array<{ symbol: string }> };
  symbols = found.rows.map((r) => r.symbol);
  const created = await company.post('/ajax/favourites/directory', { name: 'Board <A>', note: 'rev 2' });
  list = created.json<DirectorySummary>();
  await company.post('/ajax/favourites/item', {
    directoryId: list.directoryId,
    items: symbols.map((symbol) => ({ symbol, quantity: 4, note: 'private note' })),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('favourites pages', () => {
  it('asks visitors to log in on the customer pages, not indexed', async () => {
    for (const url of ['/profile/favourites/', `/profile/favourites/${list.directoryId}`]) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-testid="login-required"');
      expect(res.body, url).toContain('<meta name="robots" content="noindex"');
      expect(res.body, url).not.toContain('Board');
    }
  });

  it('lists the lists and shows a list with live prices, in the page’s language', async () => {
    const home = await company.get('/pl/profile/favourites/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(home.body).toContain('Ulubione');
    expect(home.body).toContain(`href="/pl/profile/favourites/${list.directoryId}"`);
    expect(home.body).toContain('Board &lt;A&gt;');

    const page = await company.get(`/profile/favourites/${list.directoryId}?sort=symbol_desc`);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/data-testid="favourites-item"/g)).toHaveLength(2);
    for (const symbol of symbols) expect(page.body).toContain(symbol);
    expect(page.body).toContain('PLN');
    expect(page.body).toContain('Price unchanged');
    expect(page.body).toContain(list.publicToken);
    // The shared link is whole, on the configured origin, as the server renders it (was a bare path).
    expect(page.body).toContain(`value="http://localhost/${list.publicToken}/favourites"`);
  });

  it('redirects /favourites/ and the .html forms; another customer’s list is a 404 page', async () => {
    const redirect = await company.get('/favourites/');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/profile/favourites/');
    const html = await company.get(`/profile/favourites/${list.directoryId}.html`);
    expect(html.statusCode).toBe(301);
    expect(html.headers.location).toBe(`/profile/favourites/${list.directoryId}`);
    const publicHtml = await company.get(`/${list.publicToken}/favourites.html`);
    expect(publicHtml.headers.location).toBe(`/${list.publicToken}/favourites`);
    const foreign = await other.get(`/profile/favourites/${list.directoryId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Board');
  });

  it('shows a shared list to anyone in their market, without personal data; an unknown token is a 404', async () => {
    const visitor = new Client(t.app);
    const res = await visitor.get(`/de/${list.publicToken}/favourites`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="favourites-public"');
    expect(res.body).toContain('Board &lt;A&gt;');
    expect(res.body).toContain('EUR');
    expect(res.body).not.toContain('private note');
    expect(res.body).not.toContain('company@demo.shop');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    const unknown = await visitor.get(`/${'Z'.repeat(40)}/favourites`);
    expect(unknown.statusCode).toBe(404);
  });
});
