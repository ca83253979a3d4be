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

describe('the customer symbol, recognised elsewhere', () => {
  it("finds the product by the customer's symbol in the search box, for that customer only", async () => {
    const mine = await company.get('/katalog/?q=board-07');
    expect(mine.statusCode).toBe(302);
    expect(mine.headers.location).toBe(`/${encodeURIComponent(products[7]!)}/details`);
    // Written differently, as the catalogue's own symbols may be.
    const loose = await company.get('/pl/katalog/?q=BOARD%2007');
    expect(loose.statusCode).toBe(302);
    expect(loose.headers.location).toBe(`/pl/${encodeURIComponent(products[7]!)}/details`);
    // Another customer and a visitor search as everyone does: no product is called BOARD-07.
    for (const client of [person, new Client(t.app)]) {
      const res = await client.get('/katalog/?q=board-07');
      expect(res.statusCode).toBe(200);
    }
  });

  it("shows the customer's symbol on the product page and on the cart's lines", async () => {
    const page = await company.get(`/${encodeURIComponent(products[3]!)}/details`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/data-testid="customer-symbol"[^>]*>BOARD-03</);
    const other = await person.get(`/${encodeURIComponent(products[3]!)}/details`);
    expect(other.body).not.toContain('data-testid="customer-symbol"');

    let added = null;
    for (const symbol of products.slice(0, 25)) {
      const res = await company.post('/ajax/order/item', { orderNumber: '0', item: { symbol, amount: 1 } });
      if (res.statusCode === 200 || res.statusCode === 201) {
        added = { symbol, orderNumber: res.json<{ orderNumber: string }>().orderNumber };
        break;
      }
    }
    expect(added, 'one of the seeded products can be ordered one at a time').not.toBeNull();
    const cart = await company.get(`/cart/step/1/order/${added!.orderNumber}`);
    expect(cart.statusCode).toBe(200);
    const index = products.indexOf(added!.symbol);
    expect(cart.body).toMatch(
      new RegExp(
        `data-testid="cart-customer-symbol"[^>]*>Your symbol<!-- -->: <!-- -->BOARD-${String(index).padStart(2, '0')}<`,
      ),
    );
  });
});
