import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../common/errors';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Answers the router and Node's HTTP parser give before any route runs: still the one error shape
 * (spec §3), never Fastify's own `{statusCode, code: "FST_…"}` nor an empty 431.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function expectShape(status: number, text: string, contentType: string | undefined): ErrorBody {
  expect(contentType).toMatch(/^application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'erpCode', 'error', 'issues', 'message', 'messageKey']);
  expect(body).toMatchObject({ code: status, erpCode: null, issues: [] });
  expect(typeof body.error).toBe('string');
  expect(body.message).not.toMatch(/FST_|at .*\.js|node_modules/);
  return body;
}

describe('router errors', () => {
  it('answers a malformed percent-encoding with 400 in the error shape', async () => {
    for (const url of [
      '/ajax/x%zz',
      '/ajax/order-status/%E0%A4%A',
      '/ajax/catalog/products%zz',
      '/x%zz/details',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expectShape(400, res.body, String(res.headers['content-type']));
    }
  });

  it('answers an over-long path parameter with 414 in the error shape', async () => {
    const res = await t.app.inject({ url: `/ajax/order-status/${'A'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expectShape(414, res.body, String(res.headers['content-type']));
  });
});

describe('HTTP parser errors', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  function get(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; type?: string; text: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], text }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers oversize headers with 431 in the error shape', async () => {
    for (const path of ['/ajax/catalog/products', '/katalog/']) {
      const res = await get(path, { 'x-filler': 'a'.repeat(64 * 1024) });
      expect(res.status, path).toBe(431);
      expectShape(431, res.text, res.type);
    }
  });
});
