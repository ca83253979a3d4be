/**
 * The desk's analytics funnel (issue 21, ADR 086): seeded events summed per shop day in one grouped
 * query (add to cart with its PLN value, orders counted once a day by number), the market filter,
 * days without events present, the default and bounded period (a reversed or over-long one is a
 * 422 that says why), the stored market and list value of a posted add-to-cart, the CSV, and who
 * may read it: sales and admin; support 403; customers and visitors get the desk's 404 (ADR 048);
 * and the retention sweep. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsFunnel } from '../../../common/analytics';
import { makeConsent, serializeConsent } from '../../../common/consent';
import type { ErrorBody } from '../../../common/errors';
import { analyticsEvents, priceBreaks, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';

const PASSWORD = 'analytics-desk-password';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
// A fixed "now" (13:00 in Warsaw): the default period is 2026-11-20 … 2026-11-26.
const NOW = new Date('2026-11-26T12:00:00Z');

let t: TestApp;
// The services' clock: the desk's login codes and the funnel's "today" both read it.
let clock = NOW.getTime();
let sales: Client;

async function staffClient(role: 'sales' | 'support' | 'admin') {
  clock += 31_000;
  const account = {
    email: `${role}@analytics-desk.test`,
    name: `Analytics ${role}`,
    password: PASSWORD,
    roles: [role],
    totpSecret: SECRET,
  };
  return deskClient(t, account, new Date(clock));
}

type Seed = { name: string; at: string; market: string; value?: string; order?: string };
const event = ({ name, at, market, value, order }: Seed) => ({
  name,
  occurredAt: new Date(at),
  path: `/${market}/x`,
  market,
  symbol: name === 'add_to_cart' ? 'SEED' : null,
  amount: name === 'add_to_cart' ? 1 : null,
  valuePln: value ?? null,
  orderNumber: order ?? null,
});

beforeAll(async () => {
  t = await createTestApp({
    demoAccounts: true,
    seedProducts: 5,
    accounts: { now: () => new Date(clock) },
  });
  sales = await staffClient('sales');
  // Seeded in the past year (2025) so events posted by other tests cannot reach these days.
  await t.database.db.insert(analyticsEvents).values(
    [
      // 2025-03-01 in Warsaw, though 23:30 UTC of 28 February.
      { name: 'add_to_cart', at: '2025-02-28T23:30:00Z', market: 'pl', value: '10.50' },
      { name: 'add_to_cart', at: '2025-03-01T10:00:00Z', market: 'pl', value: '4.25' },
      { name: 'add_to_cart', at: '2025-03-01T11:00:00Z', market: 'pl' },
      { name: 'order_success', at: '2025-03-01T12:00:00Z', market: 'pl', order: 'A1' },
      // The same order's success twice: one order.
      { name: 'order_success', at: '2025-03-01T12:01:00Z', market: 'pl', order: 'A1' },
      { name: 'order_success', at: '2025-03-01T13:00:00Z', market: 'de', order: 'B1' },
      { name: 'add_to_cart', at: '2025-03-03T09:00:00Z', market: 'pl', value: '100.00' },
      { name: 'order_success', at: '2025-03-03T09:30:00Z', market: 'pl', order: 'A2' },
      // 22:59 UTC on 3 March is 4 March in Warsaw: outside the period below.
      { name: 'add_to_cart', at: '2025-03-03T23:30:00Z', market: 'pl', value: '7.00' },
    ].map(event),
  );
});

afterAll(async () => {
  await t?.close();
});

const funnel = async (client: Client, search: string) => {
  const res = await client.get(`/ajax/staff/analytics/funnel${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnalyticsFunnel>();
};

describe('GET /ajax/staff/analytics/funnel', () => {
  it('sums the period by shop day: counts, conversion, PLN value, every day listed', async () => {
    const result = await funnel(sales, '?from=2025-03-01&to=2025-03-03');
    expect(result.days).toEqual([
      { day: '2025-03-01', addToCart: 3, addToCartValuePln: '14.75', orders: 2 },
      { day: '2025-03-02', addToCart: 0, addToCartValuePln: '0.00', orders: 0 },
      { day: '2025-03-03', addToCart: 1, addToCartValuePln: '100.00', orders: 1 },
    ]);
    expect(result.steps).toEqual([
      { step: 'addToCart', count: 4, conversion: null },
      { step: 'orders', count: 3, conversion: 0.75 },
    ]);
    expect(result.addToCartValuePln).toBe('114.75');
    expect(result.market).toBeNull();
  });

  it('filters by market', async () => {
    const de = await funnel(sales, '?from=2025-03-01&to=2025-03-03&market=de');
    expect(de.steps.map((s) => s.count)).toEqual([0, 1]);
    expect(de.steps[1]!.conversion).toBeNull();
    const pl = await funnel(sales, '?from=2025-03-01&to=2025-03-03&market=pl');
    expect(pl.steps.map((s) => s.count)).toEqual([4, 2]);
  });

  it('shows the last 7 days by default, and 7 days from a lone start', async () => {
    const result = await funnel(sales, '');
    expect([result.from, result.to, result.days.length]).toEqual(['2026-11-20', '2026-11-26', 7]);
    const fromOnly = await funnel(sales, '?from=2025-03-01');
    expect([fromOnly.from, fromOnly.to]).toEqual(['2025-03-01', '2025-03-07']);
    expect(fromOnly.steps[0]!.count).toBe(5);
  });

  it('takes 366 days at most, a start before the end, known markets and real dates (422, never 500)', async () => {
    expect((await sales.get('/ajax/staff/analytics/funnel?from=2025-01-01&to=2026-01-01')).statusCode).toBe(
      200,
    );
    const long = await sales.get('/ajax/staff/analytics/funnel?from=2025-01-01&to=2026-01-02');
    expect(long.statusCode).toBe(422);
    expect(long.json<ErrorBody>().message).toMatch(/366 days/);
    const polish = await sales.get('/ajax/staff/analytics/funnel?from=2025-01-01&to=2026-01-02', {
      'accept-language': 'pl',
    });
    expect(polish.json<ErrorBody>().message).toMatch(/366 dni/);
    const reversed = await sales.get('/ajax/staff/analytics/funnel?from=2025-03-02&to=2025-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json<ErrorBody>().message).toMatch(/start is after its end/);
    for (const bad of ['?from=2025-02-30', '?to=yesterday', '?market=xx', '?unknown=1']) {
      const res = await sales.get(`/ajax/staff/analytics/funnel${bad}`);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
  });

  it('is for sales and admin: support 403, customers and visitors the desk’s 404', async () => {
    const admin = await staffClient('admin');
    expect((await admin.get('/ajax/staff/analytics/funnel')).statusCode).toBe(200);
    const support = await staffClient('support');
    expect((await support.get('/ajax/staff/analytics/funnel')).statusCode).toBe(403);
    expect((await support.get('/ajax/staff/analytics/export')).statusCode).toBe(403);
    const customer = new Client(t.app);
    expect((await customer.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    for (const client of [customer, new Client(t.app)]) {
      expect((await client.get('/ajax/staff/analytics/funnel')).statusCode).toBe(404);
      expect((await client.get('/ajax/staff/analytics/export')).statusCode).toBe(404);
    }
  });
});

describe('GET /ajax/staff/analytics/export', () => {
  it('is the daily table as CSV, headed in the language', async () => {
    const res = await sales.get('/ajax/staff/analytics/export?from=2025-03-01&to=2025-03-02&market=pl', {
      'accept-language': 'pl',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('analytics-pl-2025-03-01-2025-03-02.csv');
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Dzień;Dodania do koszyka;Wartość (PLN);Wypełnione formularze zamówienia',
      '2025-03-01;3;14.75;1',
      '2025-03-02;0;0.00;0',
    ]);
  });
});

describe('a posted add-to-cart', () => {
  it('is stored with the market of its page and the list value of its amount', async () => {
    const [priced] = await t.database.db
      .select({ symbol: products.symbol, amount: priceBreaks.amount, price: priceBreaks.netPricePln })
      .from(products)
      .innerJoin(priceBreaks, eq(priceBreaks.productId, products.id))
      .orderBy(desc(priceBreaks.amount))
      .limit(1);
    const amount = priced!.amount + 1;
    const consent = `consent=${serializeConsent(makeConsent({ preferences: false, marketing: false, analytics: true }))}`;
    const at = '2026-11-26T10:00:00.000Z';
    const res = await new Client(t.app).post(
      '/ajax/analytics/events',
      {
        events: [
          {
            name: 'add_to_cart',
            at,
            path: `/de/pl/${priced!.symbol}/details`,
            symbol: priced!.symbol,
            amount,
          },
          { name: 'add_to_cart', at, path: '/NO-SUCH/details', symbol: 'NO-SUCH-PART', amount: 3 },
          { name: 'order_success', at, path: '/hu/order-status', orderNumber: 'X1' },
        ],
      },
      { cookie: consent },
    );
    expect(res.statusCode, res.body).toBe(204);
    const stored = await t.database.db
      .select({
        symbol: analyticsEvents.symbol,
        market: analyticsEvents.market,
        value: analyticsEvents.valuePln,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.occurredAt, new Date(at)))
      .orderBy(analyticsEvents.id);
    expect(stored).toEqual([
      {
        symbol: priced!.symbol,
        market: 'pl',
        value: (Math.round(Number(priced!.price) * amount * 100) / 100).toFixed(2),
      },
      { symbol: 'NO-SUCH-PART', market: 'en', value: null },
      { symbol: null, market: 'hu', value: null },
    ]);
  });

  it('is stored with a logged-in customer’s own market, whatever the page’s prefix', async () => {
    const customer = new Client(t.app);
    expect((await customer.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    customer.cookies.set(
      'consent',
      serializeConsent(makeConsent({ preferences: false, marketing: false, analytics: true })),
    );
    const at = '2026-11-26T10:30:00.000Z';
    const res = await customer.post('/ajax/analytics/events', {
      events: [{ name: 'order_success', at, path: '/de/order-status', orderNumber: 'C1' }],
    });
    expect(res.statusCode, res.body).toBe(204);
    const [stored] = await t.database.db
      .select({ market: analyticsEvents.market })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.occurredAt, new Date(at)));
    // The demo company is Polish.
    expect(stored).toEqual({ market: 'pl' });
  });
});

describe('the retention sweep (the scheduled job’s work)', () => {
  it('deletes the events older than 400 days and keeps the rest', async () => {
    const old = new Date('2025-10-20T12:00:00Z'); // 402 days before NOW
    const kept = new Date('2025-10-30T12:00:00Z'); // 392 days before
    await t.database.db
      .insert(analyticsEvents)
      .values(
        [old, kept].map((at) =>
          event({ name: 'order_success', at: at.toISOString(), market: 'pl', order: 'R' }),
        ),
      );
    expect(await t.services.analytics.sweep()).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ at: analyticsEvents.occurredAt })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.orderNumber, 'R'));
    expect(left.map((row) => row.at.toISOString())).toEqual([kept.toISOString()]);
    expect(await t.services.analytics.sweep()).toBe(0);
  });
});
