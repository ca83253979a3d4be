/**
 * The customer API (issue 22, ADR 079) through HTTP: clients made in the profile (secret once,
 * persons refused), the OAuth token call's refusals (grant type, secret, scope), bearer-only access
 * (no token or a cookie: 401; a missing scope: 403; CSRF and CORS not in play), bad input as 400
 * problem details (51 symbols, NUL), search and details, a cart and an order placed through the
 * shop's placement with an Idempotency-Key, ownership (another company's cart and order: 404), a
 * revoked client refused at once, the client's rate limit under parallel requests (exactly the
 * requests past the limit get 429), and the OpenAPI document holding every route.
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClientWithSecret, ApiSettings, TokenResponse } from '../../../common/contracts/customer-api';
import { ROUTES } from '../../../common/routes.server';
import { Client } from '../../test-support/http';
import { orderFormOf } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { API_OPERATIONS } from './api-operations';

let t: TestApp;
let company: Client;
let trader: Client;
let person: Client;
let symbols: string[];
let companyClient: ApiClientWithSecret;
let readOnlyClient: ApiClientWithSecret;
let traderClient: ApiClientWithSecret;
let companyToken: string;
let readToken: string;
let traderToken: string;

const api = (
  method: 'GET' | 'POST' | 'OPTIONS' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as never } : {}),
  });

async function tokenOf(made: ApiClientWithSecret, scope?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: made.client.clientId,
      client_secret: made.clientSecret,
      ...(scope ? { scope } : {}),
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>().access_token;
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 800, demoAccounts: true });
  company = new Client(t.app);
  trader = new Client(t.app);
  person = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [trader, 'soletrader@demo.shop'],
    [person, 'person@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  const result = (await t.services.database.db.execute(
    sql.raw(`SELECT symbol FROM products p WHERE 'SHOW_PRICE' = ANY(permissions) AND 'SHOW_STOCK' = ANY(permissions)
      AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
      AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)
      AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1 ORDER BY id LIMIT 3`),
  )) as unknown as { rows: { symbol: string }[] };
  symbols = result.rows.map((r) => r.symbol);
  expect(symbols).toHaveLength(3);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('clients in the profile', () => {
  it('makes clients with their secret shown once and lists them without it', async () => {
    const res = await company.post('/ajax/profile/api/clients', { name: 'ERP', scopes: ['order', 'read'] });
    expect(res.statusCode, res.body).toBe(201);
    companyClient = res.json<ApiClientWithSecret>();
    expect(companyClient.client).toMatchObject({
      name: 'ERP',
      scopes: ['read', 'order'],
      requestsPerMinute: 120,
    });
    expect(companyClient.client.clientId).toMatch(/^ck_/);
    expect(companyClient.clientSecret).toMatch(/^cs_[A-Za-z0-9_-]{43}$/);
    const settings = (await company.get('/ajax/profile/api')).json<ApiSettings>();
    expect(settings.clients.map((c) => c.clientId)).toEqual([companyClient.client.clientId]);
    expect(JSON.stringify(settings)).not.toContain(companyClient.clientSecret.slice(3));
    expect(settings.tokenUrl).toBe('http://localhost/api/v1/oauth/token');

    readOnlyClient = (
      await company.post('/ajax/profile/api/clients', { name: 'Reports', scopes: ['read'] })
    ).json();
    traderClient = (
      await trader.post('/ajax/profile/api/clients', { name: 'ERP', scopes: ['read', 'order'] })
    ).json();
    expect(traderClient.client.clientId).toMatch(/^ck_/);
  });

  it('refuses bad input field by field, persons, and another company’s client', async () => {
    const bad = await company.post('/ajax/profile/api/clients', { name: '', scopes: ['write'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['name', 'scopes.0']),
    );
    expect((await person.post('/ajax/profile/api/clients', { name: 'x', scopes: ['read'] })).statusCode).toBe(
      403,
    );
    const foreign = await trader.request({
      method: 'DELETE',
      url: `/ajax/profile/api/clients/${companyClient.client.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the token call (RFC 6749 §4.4)', () => {
  const post = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(payload).toString(),
    });

  it('gives a short-lived bearer token for the client’s credentials, in the body or by HTTP Basic', async () => {
    companyToken = await tokenOf(companyClient);
    readToken = await tokenOf(readOnlyClient);
    traderToken = await tokenOf(traderClient);
    const basic = Buffer.from(`${companyClient.client.clientId}:${companyClient.clientSecret}`).toString(
      'base64',
    );
    const res = await post(
      { grant_type: 'client_credentials', scope: 'read' },
      { authorization: `Basic ${basic}` },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read' });
    expect(res.headers['cache-control']).toBe('no-store');
    // JSON bodies are taken too.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: companyClient.client.clientId,
        client_secret: companyClient.clientSecret,
      },
    });
    expect(json.statusCode, json.body).toBe(200);
  });

  it('refuses a wrong grant type, a missing one, a bad secret, an unknown client and a scope not granted', async () => {
    const id = companyClient.client.clientId;
    const wrongGrant = await post({
      grant_type: 'password',
      client_id: id,
      client_secret: companyClient.clientSecret,
    });
    expect(wrongGrant.statusCode).toBe(400);
    expect(wrongGrant.json().error).toBe('unsupported_grant_type');
    const noGrant = await post({ client_id: id, client_secret: companyClient.clientSecret });
    expect(noGrant.json()).toMatchObject({ error: 'invalid_request' });
    const badSecret = await post({
      grant_type: 'client_credentials',
      client_id: id,
      client_secret: 'cs_wrong',
    });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json().error).toBe('invalid_client');
    const unknown = await post({
      grant_type: 'client_credentials',
      client_id: 'ck_nobody',
      client_secret: 'x',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(badSecret.json());
    const scope = await post({
      grant_type: 'client_credentials',
      client_id: readOnlyClient.client.clientId,
      client_secret: readOnlyClient.clientSecret,
      scope: 'read order',
    });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toBe('invalid_scope');
  });
});

describe('bearer only', () => {
  it('answers 401 problem details without a token, with a bad one, and to a session cookie alone', async () => {
    const none = await api('GET', '/api/v1/products/search?q=resistor');
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toMatchObject({ type: 'about:blank', title: 'Unauthorized', status: 401 });
    const bad = await api('GET', '/api/v1/products/search?q=resistor', 'x'.repeat(43));
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toContain('invalid_token');
    const cookie = await company.get('/api/v1/orders');
    expect(cookie.statusCode).toBe(401);
  });

  it('answers 403 for a scope the token lacks', async () => {
    const res = await api('POST', '/api/v1/carts', readToken, {
      lines: [{ symbol: symbols[0], quantity: 1 }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, title: 'Forbidden' });
    expect(res.headers['www-authenticate']).toContain('insufficient_scope');
  });

  it('needs no CSRF marker and grants no CORS', async () => {
    const post = await api(
      'POST',
      '/api/v1/products/details',
      companyToken,
      { symbols: [symbols[0]] },
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(post.statusCode, post.body).toBe(200);
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(post.headers['set-cookie']).toBeUndefined();
    const preflight = await api('OPTIONS', '/api/v1/products/details', undefined, undefined, {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.statusCode).toBe(404);
  });
});

describe('products', () => {
  it('searches by text a page at a time, with prices and stock', async () => {
    const res = await api(
      'GET',
      `/api/v1/products/search?q=${encodeURIComponent(symbols[0]!)}&pageSize=10`,
      readToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.products[0].symbol).toBe(symbols[0]);
    expect(body.products[0].priceBreaks.length).toBeGreaterThan(0);
    expect(res.headers['ratelimit-limit']).toBe('120');
  });

  it('refuses a NUL in the text, a page size it does not offer and unknown fields with 400', async () => {
    for (const url of [
      '/api/v1/products/search?q=a%00b',
      '/api/v1/products/search?q=a&pageSize=7',
      '/api/v1/products/search?q=a&sort=price',
    ]) {
      const res = await api('GET', url, readToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('prices up to 50 symbols at the quantities asked; 51 is a 400 naming the field', async () => {
    const res = await api('POST', '/api/v1/products/details', readToken, {
      symbols: [...symbols, 'NO-SUCH-PART-1'],
      quantities: [1, 100],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.notFound).toEqual(['NO-SUCH-PART-1']);
    expect(body.products).toHaveLength(3);
    const first = body.products[0];
    expect(first.prices).toHaveLength(2);
    expect(first.prices[1]).toMatchObject({ quantity: 100, inStock: true });
    expect(Number(first.prices[1].lineTotal)).toBeCloseTo(Number(first.prices[1].unitPrice) * 100, 2);
    const many = await api('POST', '/api/v1/products/details', readToken, {
      symbols: Array.from({ length: 51 }, (_, i) => `S${i}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors[0].field).toBe('symbols');
    const nul = await api('POST', '/api/v1/products/details', readToken, { symbols: ['a\u0000b'] });
    expect(nul.statusCode).toBe(400);
  });
});

describe('carts and orders', () => {
  let cartId: string;
  let orderNumber: string;

  it('makes a cart, adds lines (a refused one listed), reads it', async () => {
    const made = await api('POST', '/api/v1/carts', companyToken, {
      lines: [{ symbol: symbols[0], quantity: 5 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    cartId = made.json().cartId;
    const added = await api('POST', `/api/v1/carts/${cartId}/lines`, companyToken, {
      lines: [
        { symbol: symbols[1], quantity: 2 },
        { symbol: 'NO-SUCH-PART-1', quantity: 1 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().refused).toEqual([expect.objectContaining({ symbol: 'NO-SUCH-PART-1' })]);
    const read = await api('GET', `/api/v1/carts/${cartId}`, companyToken);
    expect(
      read.json().lines.map((l: { symbol: string; quantity: number }) => [l.symbol, l.quantity]),
    ).toEqual([
      [symbols[0], 5],
      [symbols[1], 2],
    ]);
    // Another company's cart is not there for the trader.
    expect((await api('GET', `/api/v1/carts/${cartId}`, traderToken)).statusCode).toBe(404);
    expect(
      (
        await api('POST', `/api/v1/carts/${cartId}/lines`, traderToken, {
          lines: [{ symbol: symbols[2], quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('places the order through the shop’s placement once per Idempotency-Key', async () => {
    const form = await orderFormOf(company);
    const body = {
      cartId,
      termsAccepted: true,
      shippingAddressId: form.shippingAddressId,
      invoiceAddressId: form.invoiceAddressId,
      deliveryMethod: form.shippingCondition,
      paymentMethod: form.paymentId,
      vatNumber: form.vatEuCountry,
    };
    const noKey = await api('POST', '/api/v1/orders', companyToken, body);
    expect(noKey.statusCode).toBe(400);
    const key = { 'idempotency-key': 'erp-order-0001' };
    const placed = await api('POST', '/api/v1/orders', companyToken, body, key);
    expect(placed.statusCode, placed.body).toBe(201);
    orderNumber = placed.json().orderNumber;
    expect(placed.json()).toMatchObject({ orderNumber: cartId, status: 'placed', lineCount: 2 });
    const replay = await api('POST', '/api/v1/orders', companyToken, body, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json().orderNumber).toBe(orderNumber);
    const other = await api('POST', '/api/v1/orders', companyToken, body, {
      'idempotency-key': 'erp-order-0002',
    });
    expect(other.statusCode).toBe(409);
  });

  it('tells the order’s status and lists the company’s orders; another company gets 404', async () => {
    const status = await api('GET', `/api/v1/orders/${orderNumber}`, readToken);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ orderNumber, status: 'placed' });
    const list = await api('GET', '/api/v1/orders?pageSize=5', readToken);
    expect(list.json().orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(orderNumber);
    expect((await api('GET', `/api/v1/orders/${orderNumber}`, traderToken)).statusCode).toBe(404);
    expect((await api('GET', '/api/v1/orders', traderToken)).json().orders).toEqual([]);
  });
});

describe('revoking and rate limits', () => {
  it('refuses a revoked client’s token at once, and its credentials', async () => {
    const made = (
      await company.post('/ajax/profile/api/clients', { name: 'Soon gone', scopes: ['read'] })
    ).json<ApiClientWithSecret>();
    const token = await tokenOf(made);
    // Two calls: the second starts its counter beside the token's check (the caller hint of a token
    // seen a moment ago); the call after the revocation must be refused all the same.
    expect((await api('GET', '/api/v1/orders', token)).statusCode).toBe(200);
    expect((await api('GET', '/api/v1/orders', token)).statusCode).toBe(200);
    expect(t.services.customerApi.knownCaller(token)).toMatchObject({ clientId: made.client.id });
    const revoked = await company.request({
      method: 'DELETE',
      url: `/ajax/profile/api/clients/${made.client.id}`,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await api('GET', '/api/v1/orders', token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: made.client.clientId,
        client_secret: made.clientSecret,
      },
    });
    expect(again.statusCode).toBe(401);
  });

  it('lets exactly the client’s limit through under parallel requests; the rest get 429 with Retry-After', async () => {
    const made = (
      await trader.post('/ajax/profile/api/clients', { name: 'Busy', scopes: ['read'] })
    ).json<ApiClientWithSecret>();
    await t.services.database.db.execute(
      sql`UPDATE api_clients SET requests_per_minute = 7 WHERE id = ${made.client.id}`,
    );
    const token = await tokenOf(made);
    const answers = await Promise.all(Array.from({ length: 20 }, () => api('GET', '/api/v1/orders', token)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(7);
    expect(codes.filter((c) => c === 429)).toHaveLength(13);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-limit']).toBe('7');
    expect(refused.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    const remaining = answers
      .filter((a) => a.statusCode === 200)
      .map((a) => Number(a.headers['ratelimit-remaining']))
      .sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('the OpenAPI document', () => {
  it('documents every route of the API, and the route table lists the same calls', async () => {
    const res = await api('GET', '/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe(
      '/api/v1/oauth/token',
    );
    const documented = Object.entries(
      doc.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap(([p, ops]) => Object.entries(ops).map(([m, o]) => `${m.toUpperCase()} ${p} ${o.operationId}`));
    const table = ROUTES.filter((r) => r.path.startsWith('/api/')).map(
      (r) => `${r.methods.join(',')} ${r.path} ${r.name}`,
    );
    expect(documented.sort()).toEqual(table.sort());
    for (const op of API_OPERATIONS) {
      const url = op.path.replace(/\{(\w+)\}/g, ':$1');
      expect(t.app.hasRoute({ method: op.method, url }), op.operationId).toBe(true);
    }
    // Not in the site's /ajax document.
    const ajax = (await t.app.inject({ method: 'GET', url: '/ajax/openapi.json' })).json();
    expect(Object.keys(ajax.paths).some((p) => p.startsWith('/api/'))).toBe(false);
    const details = doc.paths['/api/v1/products/details'].post;
    expect(details.requestBody.content['application/json'].schema.properties.symbols.maxItems).toBe(50);
    expect(details.requestBody.content['application/json'].example).toBeDefined();
  });

  it('answers unknown /api/v1 paths with a 404 problem', async () => {
    const res = await api('GET', '/api/v1/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
