import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectorySummary } from '../../../common/contracts/favourites';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** The print pages of saved lists and their buttons, rendered from build/ (npm test builds it first). */
let t: TestApp;
let company: Client;
let other: Client;
let list: DirectorySummary;
let symbols: string[];

const NAME = 'Płytka <główna> – tűrő';
const OWN_SYMBOL = 'NASZ-ŐŰ-1';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  other = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await other.login('soletrader@demo.shop', DEMO_PASSWORD);
  const found = (await t.database.db.execute(
    sql`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions) AND 'SHOW_STOCK' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[]
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id) ORDER BY id LIMIT 2`,
  )) as unknown as { rows: Array<{ symbol: string }> };
  symbols = found.rows.map((r) => r.symbol);
  list = (
    await company.post('/ajax/favourites/directory', { name: NAME, note: 'rev 3' })
  ).json<DirectorySummary>();
  await company.post('/ajax/favourites/item', {
    directoryId: list.directoryId,
    items: symbols.map((symbol) => ({ symbol, quantity: 5, note: 'private note' })),
  });
  const own = await company.post('/ajax/customer/symbols', { productSymbol: symbols[0], symbol: OWN_SYMBOL });
  expect(own.statusCode, own.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (body: string) => body.match(/data-testid="favourites-print-item"/g)?.length ?? 0;

describe('favourites print pages', () => {
  it('prints the owner’s list with every item, the customer’s symbols, notes and the total, in each language', async () => {
    const words = {
      '': ['Your symbol', 'Print the list', 'Total net value'],
      '/pl': ['Twój symbol', 'Drukuj listę', 'Łączna wartość netto'],
      '/de/pl': ['Ihre Artikelnummer', 'Liste drucken', 'Nettogesamtwert'],
      '/hu/pl': ['Saját cikkszám', 'A lista nyomtatása', 'Nettó összérték'],
    };
    for (const [prefix, expected] of Object.entries(words)) {
      const res = await company.get(`${prefix}/profile/favourites/${list.directoryId}/print`);
      expect(res.statusCode, prefix).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('data-testid="favourites-print-sheet"');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
      expect(res.body).toContain('Płytka &lt;główna&gt; – tűrő');
      expect(rowsOf(res.body)).toBe(2);
      expect(res.body).toContain(OWN_SYMBOL);
      expect(res.body).toContain('private note');
      expect(res.body).toContain('PLN');
      for (const word of expected) expect(res.body, prefix).toContain(word);
      // The dialog opens on the reader's click only: no print call runs by itself.
      expect(res.body).not.toMatch(/window\.print\(\)/);
      expect(res.body).toContain(`href="${prefix}/profile/favourites/${list.directoryId}"`);
    }
  });

  it('prints a shared list by token in the visitor’s market, without notes or customer symbols', async () => {
    const visitor = new Client(t.app);
    const res = await visitor.get(`/de/${list.publicToken}/favourites/print`);
    expect(res.statusCode).toBe(200);
    expect(rowsOf(res.body)).toBe(2);
    expect(res.body).toContain('EUR');
    expect(res.body).toContain('Liste drucken');
    expect(res.body).not.toContain(OWN_SYMBOL);
    expect(res.body).not.toContain('Ihre Artikelnummer');
    expect(res.body).not.toContain('private note');
    // Not even the owner sees their symbols through the public link.
    const owner = await company.get(`/${list.publicToken}/favourites/print`);
    expect(owner.body).not.toContain(OWN_SYMBOL);
  });

  it('asks a visitor to log in, shows another customer a 404, and an unknown token a 404', async () => {
    const visitor = await new Client(t.app).get(`/profile/favourites/${list.directoryId}/print`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('data-testid="login-required"');
    expect(visitor.body).not.toContain('Płytka');
    const foreign = await other.get(`/profile/favourites/${list.directoryId}/print`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Płytka');
    const unknown = await new Client(t.app).get(`/${'Q'.repeat(40)}/favourites/print`);
    expect(unknown.statusCode).toBe(404);
  });

  it('has Print and PDF buttons next to the exports on the list and the shared page; the list shows the customer’s symbol', async () => {
    const own = await company.get(`/pl/profile/favourites/${list.directoryId}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(
      `formAction="/profile/favourites/${list.directoryId}/print?country=pl&amp;language=pl"`,
    );
    expect(own.body).toContain(
      `formAction="/profile/favourites/${list.directoryId}/export/pdf?country=pl&amp;language=pl"`,
    );
    expect(own.body).toContain('data-testid="favourites-customer-symbol"');
    expect(own.body).toContain(OWN_SYMBOL);
    const shared = await new Client(t.app).get(`/de/${list.publicToken}/favourites`);
    expect(shared.body).toContain(
      `formAction="/${list.publicToken}/favourites/print?country=de&amp;language=de"`,
    );
    expect(shared.body).toContain(
      `formAction="/${list.publicToken}/favourites/export/pdf?country=de&amp;language=de"`,
    );
    expect(shared.body).not.toContain(OWN_SYMBOL);
  });
});
