import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../common/errors';
import { Client } from '../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test-support/test-app';

/**
 * PostgreSQL refuses U+0000 in text, so a NUL that reaches a query fails it: a fuzzer's 500s. Every
 * request (JSON and form bodies, query strings, path parameters, pages too) is refused before that.
 */
let t: TestApp;
let customer: Client;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, web: 'production', demoAccounts: true });
  customer = new Client(t.app);
  expect((await customer.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';

function expectRefused(res: { statusCode: number; json: () => unknown; body: string }, what: string) {
  expect([400, 422], `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  const body = res.json() as ErrorBody;
  expect(body).toMatchObject({ code: res.statusCode, erpCode: null, issues: [] });
  expect(body.message).toMatch(/NUL/);
}

describe('a NUL character in a request', () => {
  it('is refused in JSON bodies, with the field it is in', async () => {
    for (const [url, payload, field] of [
      ['/ajax/catalog/search', { query: `BC${NUL}547` }, 'query'],
      ['/ajax/catalog/autocomplete', { query: `BC${NUL}` }, 'query'],
      ['/ajax/order/item', { orderNumber: '0', item: { symbol: `BC${NUL}547`, amount: 1 } }, 'item.symbol'],
      ['/ajax/auth/login', { login: `company@demo.shop${NUL}`, password: 'x' }, 'login'],
      ['/ajax/product/data', { symbols: ['BC547', `BC${NUL}`] }, 'symbols.1'],
      ['/ajax/registration/step/1', { country: 'pl', companyName: `Ampere${NUL}` }, 'companyName'],
      ['/ajax/registration/send-verification-code', { email: `a${NUL}@b.pl`, language: 'pl' }, 'email'],
      ['/ajax/auth/login', { [`login${NUL}`]: 'x', password: 'x' }, `login${NUL}`],
    ] as const) {
      const res = await customer.post(url, payload);
      expectRefused(res, url);
      expect(res.statusCode, url).toBe(422);
      expect((res.json() as ErrorBody).data, url).toEqual([
        { field, message: expect.stringMatching(/NUL/), messageKey: 'errors.request.nulCharacter' },
      ]);
    }
  });

  it('is refused however deep it is nested', async () => {
    const depth = 100_000;
    const res = await customer.request({
      method: 'POST',
      url: '/ajax/catalog/search',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)}}`,
    });
    expectRefused(res, 'deep');
  });

  it('is refused in form bodies, query strings and path parameters of the API', async () => {
    expectRefused(
      await customer.request({
        method: 'POST',
        url: '/ajax/registration/step/1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'country=pl&companyName=a%00b',
      }),
      'form body',
    );
    for (const url of [
      '/ajax/order-status/A%00B',
      '/ajax/order/A%00/form',
      '/ajax/cart/step-2/1%00',
      '/ajax/registration/customer-types/p%00',
      '/ajax/catalog/products?q=a%00b',
      '/ajax/order-status?status=%00',
    ]) {
      expectRefused(await customer.get(url), url);
    }
  });

  it('is refused in page addresses, for visitors and customers', async () => {
    for (const client of [new Client(t.app), customer]) {
      for (const url of [
        '/BC%00547/details',
        '/order-status/A%00',
        '/katalog/?q=%00',
        '/pl/BC547%00/details',
      ]) {
        const res = await client.get(url);
        expectRefused(res, url);
      }
    }
  });

  it('leaves requests without one alone', async () => {
    expect((await customer.post('/ajax/catalog/search', { query: 'BC547' })).statusCode).toBe(200);
    expect((await customer.get('/ajax/catalog/products?q=BC547')).statusCode).toBe(200);
    expect((await new Client(t.app).get('/katalog/')).statusCode).toBe(200);
  });
});
