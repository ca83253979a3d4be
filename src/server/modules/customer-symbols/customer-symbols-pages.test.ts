import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** /profile/symbols rendered by the app from build/ (run `npx react-router build` first). */
let t: TestApp;
let company: Client;
let person: Client;
let products: string[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql.raw('SELECT symbol FROM products ORDER BY id LIMIT 30'),
  )) as unknown as { rows: Array<{ symbol: string }> };
  products = result.rows.map((r) => r.symbol);
  for (let i = 0; i < 25; i++) {
    const res = await company.post('/ajax/customer/symbols', {
      productSymbol: products[i],
      symbol: `BOARD-${String(i).padStart(2, '0')}`,
      description: i === 3 ? 'Quartz <b>16 MHz</b>' : `Line ${i}`,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the customer symbols page', () => {
  it('asks a visitor to log in, on both of its addresses', async () => {
    for (const url of ['/profile/symbols', '/Profile/CustomerItems/List', '/de/profile/symbols']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-testid="login-required"');
      expect(res.body, url).not.toContain('BOARD-');
    }
  });

  it('shows the customer their symbols, a page at a time, in the address language', async () => {
    const res = await company.get('/profile/symbols');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="profile-symbols"');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(res.body).toContain('BOARD-00');
    expect(res.body).toContain('BOARD-19');
    expect(res.body).not.toContain('BOARD-20');
    // Text is escaped, never markup.
    expect(res.body).toContain('Quartz &lt;b&gt;16 MHz&lt;/b&gt;');
    expect(res.body).toContain('aria-sort="ascending"');
    const second = await company.get('/Profile/CustomerItems/List?page=2');
    expect(second.body).toContain('BOARD-24');
    expect(second.body).not.toContain('BOARD-00<');
    const hu = await company.get('/hu/profile/symbols?sort=symbol&direction=desc');
    expect(hu.body).toContain('Saját cikkszámaim');
    expect(hu.body).toContain('aria-sort="descending"');
    expect(hu.body.indexOf('BOARD-24')).toBeLessThan(hu.body.indexOf('BOARD-10'));
  });

  it('searches by the address and shows an empty state', async () => {
    const found = await company.get('/profile/symbols?q=board-1');
    expect(found.body).toContain('BOARD-10');
    expect(found.body).not.toContain('BOARD-20');
    const none = await company.get('/pl/profile/symbols?q=nothing-like-it');
    expect(none.body).toContain('data-testid="symbols-empty"');
    expect(none.body).toContain('Żaden symbol nie pasuje do');
    const empty = await person.get('/profile/symbols');
    expect(empty.body).toContain('You have no symbols yet');
    // Nonsense in the address shows the first page rather than an error.
    const odd = await company.get('/profile/symbols?perPage=7&sort=price');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('BOARD-00');
  });
});
