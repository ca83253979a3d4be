import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, catalogueVersion } from '../../../common/i18n';
import { ROUTES } from '../../../common/routes.server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every payment operator on (PayU is never called here): the route table lists their endpoints too.
  t = await createTestApp({
    seedProducts: 200,
    accounts: {
      payu: {
        url: 'http://127.0.0.1:9',
        posId: '1',
        clientId: '1',
        clientSecret: 'secret',
        secondKey: 'key',
      },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /health', () => {
  it('reports the database engine and the catalogue size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite');
    expect(body.products).toBe(200);
  });

  it('keeps the count until the catalogue changes, then counts again', async () => {
    const products = async () => (await t.app.inject({ method: 'GET', url: '/health' })).json().products;
    expect(await products()).toBe(200);
    // A stock move (an order) keeps the count; deleting a part moves the catalogue version.
    await t.database.db.execute(
      sql`UPDATE products SET stock = stock + 1 WHERE id = (SELECT min(id) FROM products)`,
    );
    expect(await products()).toBe(200);
    await t.database.db.execute(sql`DELETE FROM products WHERE id = (SELECT max(id) FROM products)`);
    expect(await products()).toBe(199);
  });
});

describe('GET /ajax/messages/{language}', () => {
  it('sends the catalogue, kept for a year at its current version and revalidated otherwise', async () => {
    const current = await t.app.inject({
      method: 'GET',
      url: `/ajax/messages/hu?v=${catalogueVersion('hu')}`,
    });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toContain('application/json');
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.json()).toEqual(catalogues.hu);
    const stale = await t.app.inject({ method: 'GET', url: '/ajax/messages/hu?v=00000000000000' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    const unknown = await t.app.inject({ method: 'GET', url: '/ajax/messages/xx' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 422, message: expect.any(String) });
  });

  it('gives each language its own version, which changes with the catalogue', () => {
    const versions = new Set(['en', 'pl', 'hu', 'de'].map((l) => catalogueVersion(l as 'en')));
    expect(versions.size).toBe(4);
    for (const v of versions) expect(v).toMatch(/^[0-9a-f]{14}$/);
  });
});

describe('GET /ajax/routes', () => {
  it('serves the route table with patterns', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/routes' });
    expect(res.statusCode).toBe(200);
    const reset = res.json().routes.find((r: { name: string }) => r.name === 'password_reset');
    expect(reset).toMatchObject({
      path: '/password-reset/{token}',
      requirements: { token: '[a-z0-9]{32,50}' },
      page: true,
    });
  });
});

describe('GET /ajax/openapi.json', () => {
  it('documents every registered endpoint with the spec route names as operation ids', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(operations).toEqual(
      expect.arrayContaining([
        'health',
        'ajax_routes',
        'ajax_exchange_rates',
        'ajax_product_data',
        'ajax_omnibus_price',
      ]),
    );
    expect(operations.length).toBe(t.app.endpoints.length);
    const productData = doc.paths['/ajax/product/data'].post;
    expect(productData.requestBody.content['application/json'].schema.properties.items.maxItems).toBe(100);
  });
});

describe('GET /ajax/browse-options/{countryCode}', () => {
  it("gives a market's currency, VAT and languages, its own language first with the home page of each", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/browse-options/hu?language=en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'hu',
      currency: 'HUF',
      vatRate: 27,
      site: 'market',
      languages: [
        { language: 'hu', home: '/hu/', isDefault: true },
        { language: 'en', home: '/en/hu/', isDefault: false },
        { language: 'pl', home: '/pl/hu/', isDefault: false },
        { language: 'de', home: '/de/hu/', isDefault: false },
      ],
    });
    const international = (await t.app.inject({ method: 'GET', url: '/ajax/browse-options/en' })).json();
    expect(international.site).toBe('international');
    expect(international.languages[0]).toMatchObject({ language: 'en', home: '/', isDefault: true });
  });

  it('gives the US site beside the international one: dollars, no VAT, English first (spec §9 site code us)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/browse-options/us?language=pl' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      country: 'us',
      name: 'Stany Zjednoczone',
      currency: 'USD',
      vatRate: 0,
      site: 'us',
    });
    expect(res.json().languages.slice(0, 2)).toMatchObject([
      { language: 'en', home: '/us/', isDefault: true },
      { language: 'pl', home: '/pl/us/', isDefault: false },
    ]);
  });

  it('answers 404 for a country the shop does not serve and 422 for what is no country code', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/ajax/browse-options/zz' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Unknown country.');
    for (const url of [
      '/ajax/browse-options/PL',
      '/ajax/browse-options/pol',
      '/ajax/browse-options/pl?language=xx',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(422);
  });
});

describe('the route table and the endpoints', () => {
  const asTemplate = (url: string) => url.replace(/:(\w+)/g, '{$1}');

  it("holds the table's API entries equal to the registered /ajax endpoints: method, path and name", () => {
    const table = ROUTES.filter((r) => !r.page && r.path.startsWith('/ajax/')).map(
      (r) => `${r.methods.join(',')} ${r.path} ${r.name}`,
    );
    const endpoints = t.app.endpoints
      .filter((e) => e.url.startsWith('/ajax/'))
      .map((e) => `${e.method} ${asTemplate(e.url)} ${e.operationId}`);
    expect(table.sort()).toEqual(endpoints.sort());
  });

  it('answers the API entries outside /ajax too', () => {
    for (const route of ROUTES.filter((r) => !r.page && !r.path.startsWith('/ajax/'))) {
      const url = route.path.replace(/\{(\w+)\}/g, ':$1');
      for (const method of route.methods) expect(t.app.hasRoute({ method, url }), route.name).toBe(true);
    }
  });

  it('names every operation once, in snake_case unless the spec spells the name otherwise', () => {
    // Spec §2's names with a hyphen, kept as the spec writes them when their calls land.
    const specSpelling = new Set([
      'contact-email_send_standard',
      'contact-email_send_product',
      'contact-email_send_delivery',
      'contact-email_send_error',
      'customer_communication-email',
    ]);
    const ids = t.app.endpoints.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) if (!specSpelling.has(id)) expect(id).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });
});

describe('error shape', () => {
  it('answers unknown /ajax paths with a 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ajax/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', code: 404, erpCode: null, issues: [] });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/product/data',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers validation errors with 422 and one entry per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/product/data',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { items: 'nope', extra: 1 },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe(422);
    expect(body.message).toBe(body.data[0].message);
    expect(body.data.map((d: { field: string }) => d.field)).toEqual(expect.arrayContaining(['items']));
  });

  it('accepts gzip-compressed request bodies and compresses large responses', async () => {
    const symbols = (await t.app.inject({ method: 'GET', url: '/ajax/catalog/products?pageSize=10' }))
      .json()
      .items.map((p: { symbol: string }) => ({ symbol: p.symbol }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/product/data',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'accept-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ items: symbols })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('security headers', () => {
  it('sends HSTS, nosniff and a CSP that forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  });
});
