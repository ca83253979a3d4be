import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type {
  RfqAcceptResult,
  RfqDetails,
  RfqList,
  RfqSavedSearch,
  RfqSavedSearchList,
} from '../../../common/contracts/rfq';
import type { ErrorBody } from '../../../common/errors';
import { orderItems, orders, rfqAcceptances, rfqRequests } from '../../db/schema';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { fillOrderForm } from '../../test-support/order-form';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let person: Client;
let anonymous: Client;
let products: Array<{ id: number; symbol: string }>;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  anonymous = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  products = await orderableProducts(t.database.db, 4);
  for (const p of products) await setStock(t.database.db, p.id, 100_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Board A, first run',
  reference: 'PO-77',
  note: 'Samples welcome',
  lines: [
    { query: products[0]!.symbol, amounts: [100, 10] },
    { query: products[1]!.symbol.toLowerCase(), amounts: [50], targetPrice: '0.25', note: 'R1, R5' },
    { query: 'NOT-A-PART-XYZ', manufacturer: 'Acme', amounts: [1000] },
  ],
  ...overrides,
});

async function create(client: Client, body: unknown = draft()): Promise<RfqDetails> {
  const res = await client.post('/ajax/rfq/details', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RfqDetails>();
}

const detailsUrl = (token: string) => `/ajax/rfq/details/${token}`;

async function quoteIt(rfq: RfqDetails, validDays = 14) {
  const staff = t.services.rfqStaff;
  const id = (await staff.idOf(rfq.number))!;
  await staff.claim(id, 'shop');
  await staff.priceLine(
    id,
    1,
    [
      {
        symbol: products[0]!.symbol,
        breaks: [
          { amount: 10, unitPrice: '1.50' },
          { amount: 100, unitPrice: '1.10' },
        ],
        leadTimeDays: 3,
      },
      {
        symbol: products[3]!.symbol,
        alternative: true,
        breaks: [{ amount: 100, unitPrice: '0.90' }],
        leadTimeDays: 10,
      },
    ],
    'shop',
  );
  await staff.priceLine(
    id,
    2,
    [{ symbol: products[1]!.symbol, breaks: [{ amount: 50, unitPrice: '0.2' }] }],
    'shop',
  );
  await staff.priceLine(
    id,
    3,
    [{ symbol: products[2]!.symbol, alternative: true, breaks: [{ amount: 1000, unitPrice: '0.05' }] }],
    'shop',
  );
  await staff.sendQuote(id, new Date(Date.now() + validDays * 86_400_000), 'shop');
  return id;
}

describe('requests for quote: drafts and sending', () => {
  it('refuses a visitor who is not logged in, for every call', async () => {
    const token = 'a'.repeat(40);
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/ajax/rfq/details', draft()],
      ['GET', detailsUrl(token)],
      ['PUT', detailsUrl(token), draft()],
      ['DELETE', detailsUrl(token)],
      ['POST', `${detailsUrl(token)}/send`],
      ['POST', `${detailsUrl(token)}/cart`, { lines: [{ quotationPosition: 1, amount: 1 }] }],
      ['POST', '/ajax/rfq/search', {}],
      ['GET', '/ajax/rfq/search/front-constraints'],
      ['GET', '/ajax/rfq/search/storage'],
      ['POST', '/ajax/rfq/search/storage', { name: 'x', query: {} }],
      ['DELETE', '/ajax/rfq/search/storage/1'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await anonymous.request({ method: method as never, url, payload: payload as never });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a draft from typed lines: matched by symbol or normalised symbol, quantities sorted', async () => {
    const rfq = await create(company);
    expect(rfq.rfqCrcToken).toMatch(/^[a-z0-9]{40}$/);
    expect(rfq.number).toMatch(/^RFQ-\d{6}$/);
    expect(rfq).toMatchObject({
      state: 'draft',
      editable: true,
      acceptable: false,
      currency: 'PLN',
      reference: 'PO-77',
    });
    expect(rfq.lines.map((l) => [l.position, l.product?.symbol ?? null, l.amounts])).toEqual([
      [1, products[0]!.symbol, [10, 100]],
      [2, products[1]!.symbol, [50]],
      [3, null, [1000]],
    ]);
    expect(rfq.lines[1]).toMatchObject({ targetPrice: '0.250000', note: 'R1, R5' });
    expect(rfq.lines[2]).toMatchObject({ manufacturer: 'Acme', offers: [] });
  });

  it('edits a draft as a whole, sends it, and then it can no longer be edited or deleted', async () => {
    const rfq = await create(company);
    const put = await company.request({
      method: 'PUT',
      url: detailsUrl(rfq.rfqCrcToken),
      payload: draft({ title: 'Board A, changed', lines: [{ query: products[2]!.symbol, amounts: [5] }] }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<RfqDetails>()).toMatchObject({ title: 'Board A, changed', lines: [{ amounts: [5] }] });
    const sent = await company.post(`${detailsUrl(rfq.rfqCrcToken)}/send`, {});
    expect(sent.json<RfqDetails>()).toMatchObject({ state: 'sent', editable: false });
    expect(
      (await company.request({ method: 'PUT', url: detailsUrl(rfq.rfqCrcToken), payload: draft() }))
        .statusCode,
    ).toBe(409);
    expect((await company.request({ method: 'DELETE', url: detailsUrl(rfq.rfqCrcToken) })).statusCode).toBe(
      409,
    );
    expect((await company.post(`${detailsUrl(rfq.rfqCrcToken)}/send`, {})).statusCode).toBe(409);
  });

  it('deletes a draft', async () => {
    const rfq = await create(company);
    expect((await company.request({ method: 'DELETE', url: detailsUrl(rfq.rfqCrcToken) })).statusCode).toBe(
      204,
    );
    expect((await company.get(detailsUrl(rfq.rfqCrcToken))).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx in the request’s language and writes nothing', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rfqRequests);
    const many = Array.from({ length: 1000 }, (_, i) => ({ query: `P${i}`, amounts: [1] }));
    const bad: unknown[] = [
      draft({ title: 'Nul\u0000here' }),
      draft({ lines: [{ query: 'A\u0000B', amounts: [1] }] }),
      draft({ note: 'x'.repeat(5000) }),
      draft({ title: 'x'.repeat(500) }),
      draft({ lines: [{ query: 'x'.repeat(101), amounts: [1] }] }),
      draft({ lines: [{ query: 'ABC', amounts: [0] }] }),
      draft({ lines: [{ query: 'ABC', amounts: [-5] }] }),
      draft({ lines: [{ query: 'ABC', amounts: [1.5] }] }),
      draft({ lines: [{ query: 'ABC', amounts: [] }] }),
      draft({ lines: [{ query: 'ABC', amounts: [5, 5] }] }),
      draft({ lines: [{ query: 'ABC', amounts: [1], targetPrice: '-1' }] }),
      draft({ lines: many }),
      draft({ lines: [] }),
      draft({ title: '' }),
      draft({ extra: 1 }),
      { ...draft(), lines: 'nope' },
    ];
    for (const body of bad) {
      const res = await company.post('/ajax/rfq/details', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(res.json<ErrorBody>().data?.length).toBeGreaterThan(0);
    }
    const polish = await company.post(
      '/ajax/rfq/details?language=pl',
      draft({ lines: [{ query: 'A', amounts: [0] }] }),
    );
    expect(polish.json<ErrorBody>().data![0]!.message).toBe('Ilość musi wynosić co najmniej 1.');
    const tooMany = await company.post('/ajax/rfq/details', draft({ lines: many }));
    expect(tooMany.json<ErrorBody>().data![0]!.message).toContain('500');
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rfqRequests);
    expect(after!.n).toBe(before!.n);
    // Wrong token length or alphabet: a 4xx before any look-up.
    for (const token of ['abc', 'a'.repeat(41), 'A'.repeat(40), `${'a'.repeat(39)}-`]) {
      const status = (await company.get(`/ajax/rfq/details/${token}`)).statusCode;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('requests for quote: ownership', () => {
  it('answers another customer 404 for every call on a request, and their list shows none of it', async () => {
    const rfq = await create(company, draft({ send: true }));
    const url = detailsUrl(rfq.rfqCrcToken);
    expect((await person.get(url)).statusCode).toBe(404);
    expect((await person.request({ method: 'PUT', url, payload: draft() })).statusCode).toBe(404);
    expect((await person.request({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await person.post(`${url}/send`, {})).statusCode).toBe(404);
    await quoteIt(rfq);
    expect(
      (await person.post(`${url}/cart`, { lines: [{ quotationPosition: 1, amount: 10 }] })).statusCode,
    ).toBe(404);
    const list = (await person.post('/ajax/rfq/search', { q: rfq.number })).json<RfqList>();
    expect(list.total).toBe(0);
    // Naming the quote in the create-order payload does not help either.
    const order = await person.post('/ajax/order/create', {
      item: { symbol: products[0]!.symbol, amount: 10, quotationId: rfq.number, quotationPosition: 1 },
    });
    expect(order.statusCode).toBe(404);
    // The owner still sees it, unchanged.
    expect((await company.get(url)).json<RfqDetails>().state).toBe('quoted');
  });

  it('keeps saved searches per contact person: another person cannot list or delete them', async () => {
    const saved = await company.post('/ajax/rfq/search/storage', {
      name: 'Quoted ones',
      query: { state: 'quoted', sort: 'validUntil', direction: 'asc' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json<RfqSavedSearch>();
    expect((await person.get('/ajax/rfq/search/storage')).json<RfqSavedSearchList>().elements).toEqual([]);
    expect(
      (await person.request({ method: 'DELETE', url: `/ajax/rfq/search/storage/${id}` })).statusCode,
    ).toBe(404);
    const mine = (await company.get('/ajax/rfq/search/storage')).json<RfqSavedSearchList>();
    expect(mine.elements).toMatchObject([
      { id, name: 'Quoted ones', query: { state: 'quoted', sort: 'validUntil' } },
    ]);
    expect(
      (await company.post('/ajax/rfq/search/storage', { name: 'Quoted ones', query: {} })).statusCode,
    ).toBe(409);
    expect((await company.post('/ajax/rfq/search/storage', { name: 'N\u0000', query: {} })).statusCode).toBe(
      422,
    );
    expect(
      (await company.request({ method: 'DELETE', url: `/ajax/rfq/search/storage/${id}` })).statusCode,
    ).toBe(204);
    expect((await company.get('/ajax/rfq/search/storage')).json<RfqSavedSearchList>().elements).toEqual([]);
  });
});

describe('requests for quote: the list', () => {
  it('searches, filters by state and dates, sorts and pages', async () => {
    const a = await create(company, draft({ title: 'Zeta sensors', reference: 'REF-ZETA' }));
    const b = await create(company, draft({ title: 'Alpha relays', send: true }));
    const byText = (await company.post('/ajax/rfq/search', { q: 'zeta' })).json<RfqList>();
    expect(byText.elements.map((e) => e.number)).toEqual([a.number]);
    // Each row counts its own request's lines (three in draft()).
    expect(byText.elements[0]!.lineCount).toBe(3);
    const byPart = (await company.post('/ajax/rfq/search', { q: 'NOT-A-PART' })).json<RfqList>();
    expect(byPart.total).toBeGreaterThanOrEqual(2);
    const sent = (await company.post('/ajax/rfq/search', { state: 'sent', perPage: 100 })).json<RfqList>();
    expect(sent.elements.every((e) => e.state === 'sent')).toBe(true);
    expect(sent.elements.map((e) => e.number)).toContain(b.number);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await company.post('/ajax/rfq/search', { from: today, to: today })).json<RfqList>().total,
    ).toBeGreaterThan(1);
    expect((await company.post('/ajax/rfq/search', { to: '2000-01-01' })).json<RfqList>().total).toBe(0);
    const byTitle = (
      await company.post('/ajax/rfq/search', { sort: 'title', direction: 'asc', perPage: 100 })
    ).json<RfqList>();
    const titles = byTitle.elements.map((e) => e.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const page2 = (await company.post('/ajax/rfq/search', { page: 2, perPage: 20 })).json<RfqList>();
    expect(page2).toMatchObject({ page: 2, perPage: 20 });
    for (const body of [
      { perPage: 7 },
      { state: 'lost' },
      { from: '26-11-2026' },
      { sort: 'x' },
      { page: 0 },
    ]) {
      expect((await company.post('/ajax/rfq/search', body)).statusCode).toBe(422);
    }
    const constraints = await company.get('/ajax/rfq/search/front-constraints');
    expect(constraints.json()).toMatchObject({ linesMax: 500, perPage: [20, 50, 100] });
  });
});

describe('requests for quote: priced by staff, accepted in part at locked prices', () => {
  it('hides staff prices until the quote is sent, then shows the offer per line and its validity', async () => {
    const rfq = await create(company, draft({ send: true }));
    const staff = t.services.rfqStaff;
    const id = (await staff.idOf(rfq.number))!;
    const sent = await staff.inbox(
      { state: 'sent', claim: 'any', sort: 'sentAt', direction: 'asc', page: 1 },
      0,
    );
    expect(sent.elements.map((r) => r.id)).toContain(id);
    const both = [
      { amount: 10, unitPrice: '1.5' },
      { amount: 100, unitPrice: '1.2' },
    ];
    await expect(
      staff.priceLine(id, 1, [{ symbol: products[0]!.symbol, breaks: both }], 'shop'),
    ).rejects.toMatchObject({
      status: 409,
    });
    await staff.claim(id, 'shop');
    await staff.priceLine(id, 1, [{ symbol: products[0]!.symbol, breaks: both }], 'shop');
    await expect(
      staff.priceLine(
        id,
        1,
        [{ symbol: products[0]!.symbol, breaks: [{ amount: 0, unitPrice: '1' }] }],
        'shop',
      ),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      staff.priceLine(id, 1, [{ symbol: 'NO-SUCH-PRODUCT', breaks: both }], 'shop'),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      staff.priceLine(id, 9, [{ symbol: products[0]!.symbol, breaks: both }], 'shop'),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(staff.sendQuote(id, new Date(Date.now() - 1000), 'shop')).rejects.toMatchObject({
      status: 422,
    });
    const pricing = (await company.get(detailsUrl(rfq.rfqCrcToken))).json<RfqDetails>();
    expect(pricing.state).toBe('being_priced');
    expect(pricing.lines[0]!.offers).toEqual([]);
    await staff.sendQuote(id, new Date(Date.now() + 86_400_000), 'shop');
    const quoted = (await company.get(detailsUrl(rfq.rfqCrcToken))).json<RfqDetails>();
    expect(quoted).toMatchObject({ state: 'quoted', acceptable: true });
    expect(quoted.validUntil).not.toBeNull();
    expect(quoted.lines[0]!.offers).toMatchObject([
      { position: 1, symbol: products[0]!.symbol, breaks: both },
    ]);
  });

  it('puts two of three lines into a cart at the quoted prices, places the order, and the rest stays open', async () => {
    const rfq = await create(company, draft({ send: true }));
    await quoteIt(rfq);
    const quote = (await company.get(detailsUrl(rfq.rfqCrcToken))).json<RfqDetails>();
    const positions = quote.lines.map((l) => l.offers.map((o) => o.position));
    expect(positions).toEqual([[1, 2], [3], [4]]);

    // Not a quoted break, and a position the quote does not have: refused line by line; nothing else.
    const wrong = await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
      lines: [
        { quotationPosition: 1, amount: 11 },
        { quotationPosition: 99, amount: 10 },
      ],
    });
    expect(wrong.json<RfqAcceptResult>()).toMatchObject({
      orderNumber: '0',
      lines: [
        { outcome: 'refused', messageKey: 'rfq.errors.notABreak' },
        { outcome: 'refused', messageKey: 'rfq.errors.noSuchPosition' },
      ],
    });

    const res = await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
      lines: [
        { quotationPosition: 1, amount: 100 },
        { quotationPosition: 3, amount: 50 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json<RfqAcceptResult>();
    expect(accepted.lines.map((l) => l.outcome)).toEqual(['added', 'added']);
    const step1 = (await company.get(`/ajax/cart/step-1/${accepted.orderNumber}`)).json<CartStep1>();
    const lines = step1.lines.map((l) => [
      l.symbol,
      l.amount,
      l.unitPrice,
      l.lineNet,
      l.quotationId,
      l.quotationPosition,
    ]);
    expect(lines).toEqual([
      [products[0]!.symbol, 100, '1.10', '110.00', rfq.number, 1],
      [products[1]!.symbol, 50, '0.2', '10.00', rfq.number, 3],
    ]);

    // Changing a quoted line's amount off its breaks loses the locked price (never the list's).
    const item = step1.lines[0]!;
    const changed = await company.request({
      method: 'PATCH',
      url: `/ajax/order/${accepted.orderNumber}/item/${item.itemId}`,
      payload: { amount: 99 },
    });
    const after = changed.json<CartStep1>().lines[0]!;
    expect([after.unitPrice, after.quoteProblem]).toEqual([null, 'rfq.errors.notABreak']);
    await company.request({
      method: 'PATCH',
      url: `/ajax/order/${accepted.orderNumber}/item/${item.itemId}`,
      payload: { amount: 100 },
    });

    await placeOrder(accepted.orderNumber);
    const [placed] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, accepted.orderNumber));
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed!.id));
    expect(items.map((i) => [i.unitPrice, i.quotationId]).sort()).toEqual([
      ['0.200000', rfq.number],
      ['1.100000', rfq.number],
    ]);
    // The order shows which quote and line each was bought from.
    const status = (await company.get(`/ajax/order-status/${accepted.orderNumber}`)).json<{
      lines: Array<{ quotationId: string | null; quotationPosition: number | null }>;
    }>();
    expect(status.lines.map((l) => [l.quotationId, l.quotationPosition])).toEqual([
      [rfq.number, 1],
      [rfq.number, 3],
    ]);
    const now = (await company.get(detailsUrl(rfq.rfqCrcToken))).json<RfqDetails>();
    expect(now.state).toBe('partly_accepted');
    expect(now.lines.map((l) => l.accepted?.amount ?? null)).toEqual([100, 50, null]);

    // Accepted lines cannot be bought twice, not even through their alternative.
    const twice = await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
      lines: [{ quotationPosition: 2, amount: 100 }],
    });
    expect(twice.json<RfqAcceptResult>().lines[0]).toMatchObject({
      outcome: 'refused',
      messageKey: 'rfq.errors.alreadyAccepted',
    });

    // The third line is still open; buying it accepts the whole quote.
    const last = (
      await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
        lines: [{ quotationPosition: 4, amount: 1000 }],
      })
    ).json<RfqAcceptResult>();
    await placeOrder(last.orderNumber);
    expect((await company.get(detailsUrl(rfq.rfqCrcToken))).json<RfqDetails>().state).toBe('accepted');
  });

  it('refuses at placement a line whose quote expired since it went into the cart, and a line bought twice', async () => {
    const rfq = await create(company, draft({ send: true }));
    await quoteIt(rfq);
    const into = async () =>
      (
        await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
          lines: [{ quotationPosition: 3, amount: 50 }],
        })
      ).json<RfqAcceptResult>();
    const first = await into();
    const second = await into();
    expect(first.lines[0]!.outcome).toBe('added');
    expect(second.lines[0]!.outcome).toBe('added');
    await placeOrder(first.orderNumber);
    const again = await finishWithForm(second.orderNumber);
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().data![0]!.messageKey).toBe('rfq.errors.alreadyAccepted');
    expect(
      await t.database.db
        .select()
        .from(rfqAcceptances)
        .where(eq(rfqAcceptances.orderNumber, second.orderNumber)),
    ).toEqual([]);

    // Past its validity the quote reads expired, in its page, the list and at placement.
    const third = (
      await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
        lines: [{ quotationPosition: 4, amount: 1000 }],
      })
    ).json<RfqAcceptResult>();
    expect(third.lines[0]!.outcome).toBe('added');
    await t.database.db
      .update(rfqRequests)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(rfqRequests.number, rfq.number));
    const expired = (await company.get(detailsUrl(rfq.rfqCrcToken))).json<RfqDetails>();
    expect(expired).toMatchObject({ state: 'expired', acceptable: false });
    const list = (await company.post('/ajax/rfq/search', { state: 'expired', perPage: 100 })).json<RfqList>();
    expect(list.elements.map((e) => e.number)).toContain(rfq.number);
    const late = await finishWithForm(third.orderNumber);
    expect(late.json<ErrorBody>().data![0]!.messageKey).toBe('rfq.errors.expired');
    const refused = await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
      lines: [{ quotationPosition: 4, amount: 1000 }],
    });
    // Gone, as the cart and placement say it (the same 410 and message).
    expect(refused.statusCode).toBe(410);
    expect(refused.json<ErrorBody>().messageKey).toBe('rfq.errors.expired');
  });

  it('takes a quote through the create-order payload, and refuses a product already in the cart at list price', async () => {
    const rfq = await create(company, draft({ send: true }));
    await quoteIt(rfq);
    const created = await company.post('/ajax/order/create', {
      item: { symbol: products[0]!.symbol, amount: 10, quotationId: rfq.number, quotationPosition: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { orderNumber } = created.json<{ orderNumber: string }>();
    const step1 = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step1.lines[0]).toMatchObject({ unitPrice: '1.50', quotationId: rfq.number });
    const wrongBreak = await company.post('/ajax/order/create', {
      item: { symbol: products[0]!.symbol, amount: 7, quotationId: rfq.number, quotationPosition: 1 },
    });
    expect(wrongBreak.statusCode).toBe(422);
    const wrongProduct = await company.post('/ajax/order/create', {
      item: { symbol: products[2]!.symbol, amount: 10, quotationId: rfq.number, quotationPosition: 1 },
    });
    expect(wrongProduct.statusCode).toBe(409);

    const listCart = await company.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: products[1]!.symbol, amount: 1 },
    });
    const cartNumber = listCart.json<{ orderNumber: string }>().orderNumber;
    const clash = await company.post(`${detailsUrl(rfq.rfqCrcToken)}/cart`, {
      orderNumber: cartNumber,
      lines: [{ quotationPosition: 3, amount: 50 }],
    });
    expect(clash.json<RfqAcceptResult>().lines[0]).toMatchObject({
      outcome: 'refused',
      messageKey: 'rfq.errors.productInCart',
    });
  });
});

function finish(orderNumber: string): ReturnType<Client['post']> {
  return company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });
}

async function placeOrder(orderNumber: string): Promise<void> {
  const res = await finishWithForm(orderNumber);
  expect(res.statusCode, res.body).toBe(200);
}

/** Fills the order form (delivery, payment, addresses) and tries to place the order. */
async function finishWithForm(orderNumber: string) {
  await fillOrderForm(company, orderNumber);
  return finish(orderNumber);
}
