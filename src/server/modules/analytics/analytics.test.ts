/**
 * The shop's own analytics endpoint (issue 21, ADR 082): a batch is stored only with the analytics
 * consent of the consent cookie (403 and nothing stored without it, or with an older choice that
 * predates the analytics switch), at most 20 events of the known kinds, the CSRF defence of every
 * state change. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsent, serializeConsent } from '../../../common/consent';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const at = '2026-11-26T12:00:00.000Z';
const ADD = { name: 'add_to_cart', at, path: '/pl/BC547B/details', symbol: 'BC547B', amount: 10 };
const ORDER = { name: 'order_success', at, path: '/order-status', orderNumber: '0001234' };
const cookie = (choice: { preferences: boolean; marketing: boolean; analytics?: boolean }) =>
  `consent=${serializeConsent(makeConsent(choice))}`;
const WITH = cookie({ preferences: false, marketing: false, analytics: true });

const post = (body: unknown, consent?: string) =>
  new Client(t.app).post('/ajax/analytics/events', body, consent ? { cookie: consent } : {});

describe('POST /ajax/analytics/events', () => {
  it('refuses every event without analytics consent and stores none', async () => {
    const before = await t.services.analytics.counts();
    for (const consent of [
      undefined,
      cookie({ preferences: true, marketing: true }), // a choice made before analytics was asked
      cookie({ preferences: true, marketing: true, analytics: false }),
    ]) {
      const res = await post({ events: [ADD] }, consent);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<ErrorBody>().message).toMatch(/consent/i);
    }
    expect(await t.services.analytics.counts()).toEqual(before);
  });

  it('stores a consenting visitor’s batch', async () => {
    const before = await t.services.analytics.counts();
    const res = await post({ events: [ADD, ORDER, ADD] }, WITH);
    expect(res.statusCode, res.body).toBe(204);
    const after = await t.services.analytics.counts();
    expect((after.add_to_cart ?? 0) - (before.add_to_cart ?? 0)).toBe(2);
    expect((after.order_success ?? 0) - (before.order_success ?? 0)).toBe(1);
  });

  it('takes batches of 20 at most, of the known kinds and fields only (4xx with the field, never 500)', async () => {
    const cases: unknown[] = [
      { events: Array.from({ length: 21 }, () => ADD) },
      { events: [] },
      { events: [{ ...ADD, name: 'page_view' }] },
      { events: [{ ...ADD, email: 'someone@example.com' }] },
      { events: [{ ...ADD, amount: 0 }] },
      { events: [{ ...ADD, path: 'https://elsewhere.example/' }] },
      { events: [{ ...ORDER, at: 'yesterday' }] },
      'not json at all',
    ];
    for (const body of cases) {
      const res = await post(body, WITH);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('refuses a cross-site post (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ajax/analytics/events',
      headers: { 'content-type': 'application/json', cookie: WITH, 'sec-fetch-site': 'cross-site' },
      payload: { events: [ADD] },
    });
    expect(res.statusCode).toBe(403);
  });
});
