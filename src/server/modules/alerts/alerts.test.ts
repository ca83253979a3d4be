import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertList } from '../../../common/contracts/alerts';
import type { ErrorBody } from '../../../common/errors';
import { translateGeneratedText } from '../catalog';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let person: Client;
let visitor: Client;
let symbols: string[];

const URL = '/ajax/customer/notification';

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  visitor = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const result = (await t.services.database.db.execute(
    sql`SELECT symbol FROM products ORDER BY id LIMIT 5`,
  )) as unknown as { rows: { symbol: string }[] };
  symbols = result.rows.map((r) => r.symbol);
});

afterAll(async () => {
  await t?.close();
});

const put = (client: Client, id: number | string, payload: unknown) =>
  client.request({ method: 'PUT', url: `${URL}/${id}`, payload: payload as never });
const del = (client: Client, id: number | string) =>
  client.request({ method: 'DELETE', url: `${URL}/${id}` });

async function list(client: Client, query = ''): Promise<AlertList> {
  const res = await client.get(`${URL}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AlertList>();
}

async function create(client: Client, payload: Record<string, unknown>): Promise<Alert> {
  const res = await client.post(URL, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Alert>();
}

describe('stock and price alerts', () => {
  it('sets the three kinds on a product; a price threshold is in the customer’s currency', async () => {
    const [symbol] = symbols;
    const stock = await create(company, { symbol, kind: 'stock' });
    expect(stock).toMatchObject({
      symbol,
      kind: 'stock',
      quantity: null,
      threshold: null,
      currency: null,
      repeat: false,
      active: true,
      firedAt: null,
      lastSentAt: null,
    });
    const price = await create(company, {
      symbol,
      kind: 'price',
      quantity: 100,
      threshold: '0.2500',
      repeat: true,
    });
    expect(price).toMatchObject({
      kind: 'price',
      quantity: 100,
      threshold: '0.25',
      currency: 'PLN',
      repeat: true,
    });
    // The German customer buys in euros.
    const theirs = await create(person, { symbol, kind: 'price', quantity: 10, threshold: '3' });
    expect(theirs.currency).toBe('EUR');
    await create(company, { symbol, kind: 'withdrawn' });

    const mine = await list(company);
    expect(mine.total).toBe(3);
    expect(mine.items.map((a) => a.kind)).toEqual(['stock', 'price', 'withdrawn']);
    expect((await list(person)).items.map((a) => a.id)).toEqual([theirs.id]);
  });

  it('answers a second alert of the same kind on a product with a 409 and keeps the first', async () => {
    const symbol = symbols[1]!;
    const first = await create(company, { symbol, kind: 'stock', quantity: 50 });
    const again = await company.post(URL, { symbol, kind: 'stock', quantity: 70 });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().messageKey).toBe('alerts.errors.duplicate');
    expect(again.json<ErrorBody>().message).toContain(symbol);
    const mine = await list(company, `?symbol=${encodeURIComponent(symbol)}`);
    expect(mine.items).toEqual([expect.objectContaining({ id: first.id, quantity: 50 })]);
  });

  it('changes an alert with PUT, which makes it wait again; the kind stays', async () => {
    const symbol = symbols[2]!;
    const alert = await create(company, { symbol, kind: 'price', quantity: 10, threshold: '1.5' });
    // As the alert job will: a one-time alert that was sent is no longer active.
    await t.services.database.db.execute(
      sql`UPDATE customer_alerts SET active = false, fired_at = now(), last_sent_at = now() WHERE id = ${alert.id}`,
    );
    const res = await put(company, alert.id, { kind: 'price', quantity: 25, threshold: '1.2', repeat: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Alert>()).toMatchObject({
      id: alert.id,
      quantity: 25,
      threshold: '1.2',
      repeat: true,
      active: true,
      firedAt: null,
    });
    expect(res.json<Alert>().lastSentAt).not.toBeNull();

    const other = await put(company, alert.id, { kind: 'stock', quantity: null, repeat: false });
    expect(other.statusCode).toBe(422);
    expect(other.json<ErrorBody>().data!.map((d) => d.field)).toEqual(['kind']);
  });

  it('deletes an alert; deleting it again is a 404', async () => {
    const alert = await create(company, { symbol: symbols[3]!, kind: 'withdrawn' });
    const res = await del(company, alert.id);
    expect(res.statusCode, res.body).toBe(204);
    expect((await list(company)).items.map((a) => a.id)).not.toContain(alert.id);
    expect((await del(company, alert.id)).statusCode).toBe(404);
  });

  it('keeps alerts to their owner: another customer gets 404 on PUT and DELETE and never sees them', async () => {
    const alert = await create(company, { symbol: symbols[4]!, kind: 'stock' });
    const changed = await put(person, alert.id, { kind: 'stock', quantity: 1, repeat: true });
    expect(changed.statusCode).toBe(404);
    expect(changed.json<ErrorBody>().messageKey).toBe('alerts.errors.notFound');
    expect((await del(person, alert.id)).statusCode).toBe(404);
    expect((await list(person)).items.map((a) => a.id)).not.toContain(alert.id);
    const mine = await list(company, `?symbol=${encodeURIComponent(symbols[4]!)}`);
    expect(mine.items).toEqual([expect.objectContaining({ id: alert.id, quantity: null, repeat: false })]);
  });

  it('is for logged-in customers only', async () => {
    expect((await visitor.get(URL)).statusCode).toBe(401);
    expect((await visitor.post(URL, { symbol: symbols[0], kind: 'stock' })).statusCode).toBe(401);
  });

  it('pages the list', async () => {
    const page = await list(company, '?perPage=2&page=2');
    expect(page).toMatchObject({ page: 2, perPage: 2 });
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThan(2);
    expect((await company.get(`${URL}?perPage=101`)).statusCode).toBe(422);
  });

  it.each([
    ['an unknown product', { symbol: 'NO-SUCH-PART', kind: 'stock' }, 422, 'symbol'],
    ['no symbol', { kind: 'stock' }, 422, 'symbol'],
    ['an oversize symbol', { symbol: 'X'.repeat(201), kind: 'stock' }, 422, 'symbol'],
    ['an unknown kind', { symbol: 'A', kind: 'cheaper' }, 422, 'kind'],
    ['a price alert without a threshold', { symbol: 'A', kind: 'price', quantity: 1 }, 422, 'threshold'],
    ['a zero threshold', { symbol: 'A', kind: 'price', quantity: 1, threshold: '0.00' }, 422, 'threshold'],
    ['a float threshold', { symbol: 'A', kind: 'price', quantity: 1, threshold: 0.5 }, 422, 'threshold'],
    ['an oversize quantity', { symbol: 'A', kind: 'stock', quantity: 10_000_000 }, 422, 'quantity'],
    ['a threshold on a stock alert', { symbol: 'A', kind: 'stock', threshold: '1' }, 422, 'body'],
  ])('refuses %s with a clear 4xx', async (_what, payload, status, field) => {
    const before = (await list(company)).total;
    const res = await company.post(URL, payload);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<ErrorBody>();
    if (field !== 'body') expect(body.data!.map((d) => d.field)).toContain(field);
    expect((await list(company)).total).toBe(before);
  });

  it('refuses a NUL in a symbol and ids that are not ids with a 4xx, never a 500', async () => {
    expect((await company.post(URL, { symbol: 'A\u0000B', kind: 'stock' })).statusCode).toBe(422);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      const res = await del(company, id);
      expect(res.statusCode, `${id}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(500);
    }
    expect((await put(company, 2_147_483_647, { kind: 'withdrawn', repeat: false })).statusCode).toBe(404);
  });

  it('says the refusals in the customer’s language', async () => {
    const res = await person.post(
      URL,
      { symbol: 'NO-SUCH-PART', kind: 'stock' },
      { 'accept-language': 'de' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toBe('Es gibt kein Produkt NO-SUCH-PART.');
  });
});

describe('the list in the page’s language', () => {
  it('reads a product’s generated description in the language the request names (ADR 023)', async () => {
    const trader = new Client(t.app);
    await trader.login('soletrader@demo.shop', DEMO_PASSWORD);
    await create(trader, { symbol: symbols[0], kind: 'stock' });
    const english = (await trader.get(URL, { 'accept-language': 'en' })).json<AlertList>().items[0]!
      .description;
    const res = await trader.get(URL, { 'accept-language': 'pl' });
    expect(res.statusCode).toBe(200);
    const polish = res.json<AlertList>().items[0]!.description;
    expect(polish).toBe(translateGeneratedText(english!, 'pl'));
    expect(polish).not.toBe(english);
  });
});
