import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type {
  OfferLinesResult,
  OfferList,
  OfferProductAnswer,
  StaffOffer,
  StaffOfferList,
} from '../../../common/contracts/offers';
import type { AuditList } from '../../../common/contracts/staff';
import type { ErrorBody } from '../../../common/errors';
import { customers, offerLines, offers, offerPurchases } from '../../db/schema';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { deskClient, type DeskAccount } from '../staff/staff.fixtures';
import { fillOrderForm } from '../../test-support/order-form';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

const PASSWORD = 'offers-test-password-1';
const SALES: DeskAccount = {
  email: 'sales@offers.test',
  name: 'Sam Sales',
  roles: ['sales'],
  password: PASSWORD,
  totpSecret: 'ZTNXV5C7PNRHQU46AIPVH5LEVFOKAPCK',
};
const ADMIN: DeskAccount = {
  email: 'admin@offers.test',
  name: 'Ada Admin',
  roles: ['admin'],
  password: PASSWORD,
  totpSecret: 'UAL3ZCQKFJV3AV42QFTUEW2PMWILP5I6',
};
const SUPPORT: DeskAccount = {
  email: 'support@offers.test',
  name: 'Sue Support',
  roles: ['support'],
  password: PASSWORD,
  totpSecret: 'BLGFLNU5PRO5WL3JW7IUDJDARJN6OYA2',
};

let t: TestApp;
let company: Client;
let person: Client;
let sales: Client;
let admin: Client;
let products: Array<{ id: number; symbol: string }>;
let companyNumber: string;
/** The app's clock: each staff login moves it a 30-second step on (a code is accepted once). */
let clock = Date.now();

async function staffLogin(account: DeskAccount): Promise<Client> {
  clock += 31_000;
  return deskClient(t, account, new Date(clock));
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true, accounts: { now: () => new Date(clock) } });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  sales = await staffLogin(SALES);
  admin = await staffLogin(ADMIN);
  products = await orderableProducts(t.database.db, 4);
  for (const p of products) await setStock(t.database.db, p.id, 100_000);
  const company_ = await t.services.customers.loginByName('company@demo.shop');
  const [row] = await t.database.db
    .select({ number: customers.customerNumber })
    .from(customers)
    .where(eq(customers.id, company_!.customerId));
  companyNumber = row!.number;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const offerFor = (overrides: Record<string, unknown> = {}) => ({
  customer: 'company@demo.shop',
  note: 'For the spring run',
  validUntil: inDays(30),
  lines: [
    {
      symbol: products[0]!.symbol,
      breaks: [
        { amount: 1, unitPrice: '0.75' },
        { amount: 100, unitPrice: '0.50' },
      ],
    },
    { symbol: products[1]!.symbol, breaks: [{ amount: 10, unitPrice: '2.00' }], maxQuantity: 30 },
  ],
  ...overrides,
});

async function make(body: unknown = offerFor()): Promise<StaffOffer> {
  const res = await sales.post('/ajax/staff/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffOffer>();
}

const toCart = (client: Client, body: unknown) => client.post('/ajax/offer/lines', body);

describe('making offers (staff)', () => {
  it('makes an offer for a customer found by e-mail or number, audited in the same step', async () => {
    const offer = await make();
    expect(offer).toMatchObject({
      state: 'active',
      orderable: true,
      staffName: 'Sam Sales',
      currency: 'PLN',
    });
    expect(offer.number).toMatch(/^OFR-\d{6}$/);
    expect(offer.lines.map((l) => [l.position, l.symbol, l.breaks.length, l.maxQuantity])).toEqual([
      [1, products[0]!.symbol, 2, null],
      [2, products[1]!.symbol, 1, 30],
    ]);
    const byNumber = await make(offerFor({ customer: companyNumber }));
    expect(byNumber.customerNumber).toBe(offer.customerNumber);
    const log = (await admin.get('/ajax/staff/audit?action=offers.offer.create')).json<AuditList>();
    expect(log.items.map((i) => i.subject)).toEqual(
      expect.arrayContaining([`offer:${offer.id}`, `offer:${byNumber.id}`]),
    );
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const before = (await t.database.db.select().from(offers)).length;
    const cases: Array<[unknown, number]> = [
      [offerFor({ note: 'a\u0000b' }), 422],
      [offerFor({ note: 'x'.repeat(1001) }), 422],
      [offerFor({ customer: 'x'.repeat(201) }), 422],
      [
        offerFor({ lines: [{ symbol: products[0]!.symbol, breaks: [{ amount: 1, unitPrice: '-1.00' }] }] }),
        422,
      ],
      [offerFor({ lines: [{ symbol: products[0]!.symbol, breaks: [{ amount: 1, unitPrice: '0' }] }] }), 422],
      [offerFor({ lines: [{ symbol: products[0]!.symbol, breaks: [{ amount: 0, unitPrice: '1' }] }] }), 422],
      [offerFor({ lines: [{ symbol: products[0]!.symbol, breaks: [] }] }), 422],
      [offerFor({ lines: [] }), 422],
      [offerFor({ validUntil: 'tomorrow' }), 422],
      [offerFor({ validUntil: inDays(-1) }), 422],
      [offerFor({ validFrom: inDays(5), validUntil: inDays(2) }), 422],
      [offerFor({ validUntil: inDays(400) }), 422],
      [offerFor({ customer: 'nobody@nowhere.test' }), 422],
      [offerFor({ lines: [{ symbol: 'NO-SUCH-PART-1', breaks: [{ amount: 1, unitPrice: '1' }] }] }), 422],
      [
        offerFor({
          lines: [
            { symbol: products[0]!.symbol, breaks: [{ amount: 1, unitPrice: '1' }] },
            { symbol: products[0]!.symbol, breaks: [{ amount: 5, unitPrice: '1' }] },
          ],
        }),
        422,
      ],
      [
        offerFor({
          lines: [{ symbol: products[0]!.symbol, breaks: [{ amount: 10, unitPrice: '1' }], maxQuantity: 5 }],
        }),
        422,
      ],
      [{ ...offerFor(), extra: 1 }, 422],
    ];
    for (const [body, status] of cases) {
      const res = await sales.post('/ajax/staff/offers', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(status);
      expect(res.json<ErrorBody>().message).toBeTruthy();
    }
    expect((await t.database.db.select().from(offers)).length).toBe(before);
  });

  it('makes one offer of a double submit with the same Idempotency-Key; the key with another body is refused', async () => {
    const before = (await t.database.db.select().from(offers)).length;
    const send = (body: unknown) =>
      sales.request({
        method: 'POST',
        url: '/ajax/staff/offers',
        payload: body as never,
        headers: { 'idempotency-key': 'offer-form-0001' },
      });
    const body = offerFor();
    const [first, second] = [await send(body), await send(body)];
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<StaffOffer>().number).toBe(first.json<StaffOffer>().number);
    expect((await t.database.db.select().from(offers)).length).toBe(before + 1);
    const log = (await admin.get('/ajax/staff/audit?action=offers.offer.create')).json<AuditList>();
    expect(log.items.filter((i) => i.subject === `offer:${first.json<StaffOffer>().id}`)).toHaveLength(1);
    expect((await send(offerFor({ note: 'another' }))).statusCode).toBe(409);
    const bad = await sales.request({
      method: 'POST',
      url: '/ajax/staff/offers',
      payload: offerFor() as never,
      headers: { 'idempotency-key': 'bad key!' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers the refusal in the request’s language', async () => {
    const res = await sales.request({
      method: 'POST',
      url: '/ajax/staff/offers',
      payload: offerFor({ customer: 'nobody@nowhere.test' }) as never,
      headers: { 'accept-language': 'pl' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().message).toContain('Żaden klient');
  });

  it('lets admin read but not make or withdraw; support gets 403', async () => {
    const offer = await make();
    expect((await admin.get('/ajax/staff/offers')).statusCode).toBe(200);
    expect((await admin.get(`/ajax/staff/offers/${offer.id}`)).statusCode).toBe(200);
    expect((await admin.post('/ajax/staff/offers', offerFor())).statusCode).toBe(403);
    expect((await admin.post(`/ajax/staff/offers/${offer.id}/withdraw`, {})).statusCode).toBe(403);
    const support = await staffLogin(SUPPORT);
    expect((await support.get('/ajax/staff/offers')).statusCode).toBe(403);
    // A customer does not learn the desk exists.
    expect((await company.get('/ajax/staff/offers')).statusCode).toBe(404);
  });

  it('lists offers, filtered by customer, and withdraws once (a double submit is refused)', async () => {
    const offer = await make();
    const list = (await sales.get('/ajax/staff/offers?customer=company%40demo.shop')).json<StaffOfferList>();
    expect(list.items.map((i) => i.id)).toContain(offer.id);
    const none = (
      await sales.get('/ajax/staff/offers?customer=nobody%40nowhere.test')
    ).json<StaffOfferList>();
    expect(none).toMatchObject({ items: [], total: 0 });
    expect((await sales.get('/ajax/staff/offers?page=0')).statusCode).toBe(422);
    const first = await sales.post(`/ajax/staff/offers/${offer.id}/withdraw`, {});
    expect(first.statusCode, first.body).toBe(204);
    const second = await sales.post(`/ajax/staff/offers/${offer.id}/withdraw`, {});
    expect(second.statusCode).toBe(409);
    expect((await sales.post('/ajax/staff/offers/999999/withdraw', {})).statusCode).toBe(404);
    const log = (await admin.get('/ajax/staff/audit?action=offers.offer.withdraw')).json<AuditList>();
    expect(log.items.filter((i) => i.subject === `offer:${offer.id}`)).toHaveLength(1);
    const seen = (await company.get('/ajax/offer')).json<OfferList>();
    expect(seen.items.find((i) => i.number === offer.number)).toMatchObject({
      state: 'withdrawn',
      orderable: false,
    });
    const refused = await toCart(company, { offerNumber: offer.number, lines: [{ position: 1, amount: 5 }] });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the customer’s offers', () => {
  it('lists the customer’s offers with the list price beside; another customer sees none of them', async () => {
    const offer = await make();
    const mine = (await company.get('/ajax/offer')).json<OfferList>();
    const shown = mine.items.find((i) => i.number === offer.number)!;
    expect(shown.lines[0]).toMatchObject({ symbol: products[0]!.symbol, remaining: null });
    expect(shown.lines[0]!.listPrice).not.toBeNull();
    expect(mine.items[0]!.orderable).toBe(true);
    const theirs = (await person.get('/ajax/offer')).json<OfferList>();
    expect(theirs.items.map((i) => i.number)).not.toContain(offer.number);
    expect((await new Client(t.app).get('/ajax/offer')).statusCode).toBe(401);
  });

  it('answers "offer product" with the special price for the customer only', async () => {
    const offer = await make();
    const res = (
      await company.post('/ajax/offer/product', { symbol: products[1]!.symbol })
    ).json<OfferProductAnswer>();
    expect(res.offers.map((o) => o.number)).toContain(offer.number);
    const other = (
      await person.post('/ajax/offer/product', { symbol: products[1]!.symbol })
    ).json<OfferProductAnswer>();
    expect(other.offers).toEqual([]);
    expect((await company.post('/ajax/offer/product', { symbol: 'a\u0000' })).statusCode).toBe(422);
    expect((await company.post('/ajax/offer/product', { symbol: 'x'.repeat(101) })).statusCode).toBe(422);
    expect(
      (await company.post('/ajax/offer/product', { symbol: 'NO-SUCH' })).json<OfferProductAnswer>().offers,
    ).toEqual([]);
  });

  it('puts lines into a cart at the offered price, and another customer gets 404', async () => {
    const offer = await make();
    const foreign = await toCart(person, { offerNumber: offer.number, lines: [{ position: 1, amount: 5 }] });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await toCart(company, { offerNumber: 'OFR-999999', lines: [{ position: 1, amount: 5 }] })).statusCode,
    ).toBe(404);
    expect(
      (await toCart(company, { offerNumber: 'RFQ-000001', lines: [{ position: 1, amount: 5 }] })).statusCode,
    ).toBe(422);
    expect(
      (await toCart(company, { offerNumber: offer.number, lines: [{ position: 1, amount: -5 }] })).statusCode,
    ).toBe(422);
    expect((await toCart(company, { offerNumber: offer.number, lines: [] })).statusCode).toBe(422);

    const res = await toCart(company, {
      offerNumber: offer.number,
      lines: [
        { position: 1, amount: 150 },
        { position: 2, amount: 5 },
        { position: 9, amount: 5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<OfferLinesResult>();
    expect(result.lines).toMatchObject([
      { position: 1, outcome: 'added' },
      { position: 2, outcome: 'refused', messageKey: 'offers.errors.belowFirstBreak' },
      { position: 9, outcome: 'refused', messageKey: 'offers.errors.noSuchLine' },
    ]);
    const step1 = (await company.get(`/ajax/cart/step-1/${result.orderNumber}`)).json<CartStep1>();
    expect(step1.lines[0]).toMatchObject({
      unitPrice: '0.50',
      quotationId: offer.number,
      quotationPosition: 1,
    });
    // The other customer cannot see or use the cart either.
    expect((await person.get(`/ajax/cart/step-1/${result.orderNumber}`)).statusCode).toBe(404);
  });

  it('holds the most a line allows at placement: a second order over it is refused, nothing written', async () => {
    const offer = await make();
    const into = async (amount: number) =>
      (
        await toCart(company, { offerNumber: offer.number, lines: [{ position: 2, amount }] })
      ).json<OfferLinesResult>();
    const over = await into(40);
    expect(over.lines[0]).toMatchObject({ outcome: 'refused', messageKey: 'offers.errors.overMax' });
    const first = await into(20);
    const second = await into(20);
    expect([first.lines[0]!.outcome, second.lines[0]!.outcome]).toEqual(['added', 'added']);
    await placeOrder(first.orderNumber);
    const [line] = await t.database.db
      .select()
      .from(offerLines)
      .where(eq(offerLines.offerId, offer.id))
      .orderBy(offerLines.position)
      .offset(1);
    expect(line!.bought).toBe(20);
    const again = await finishWithForm(second.orderNumber);
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().data![0]!.messageKey).toBe('offers.errors.overMax');
    expect(
      await t.database.db
        .select()
        .from(offerPurchases)
        .where(eq(offerPurchases.orderNumber, second.orderNumber)),
    ).toEqual([]);
  });

  it('refuses at placement a line whose offer expired or was withdrawn since it went into the cart', async () => {
    const offer = await make();
    const added = (
      await toCart(company, { offerNumber: offer.number, lines: [{ position: 1, amount: 3 }] })
    ).json<OfferLinesResult>();
    expect(added.lines[0]!.outcome).toBe('added');
    await t.database.db
      .update(offers)
      .set({ validFrom: new Date(Date.now() - 7200_000), validUntil: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id));
    const late = await finishWithForm(added.orderNumber);
    expect(late.json<ErrorBody>().data![0]!.messageKey).toBe('offers.errors.expired');
    const refused = await toCart(company, { offerNumber: offer.number, lines: [{ position: 1, amount: 3 }] });
    expect(refused.statusCode).toBe(410);

    const other = await make();
    const cart = (
      await toCart(company, { offerNumber: other.number, lines: [{ position: 1, amount: 3 }] })
    ).json<OfferLinesResult>();
    expect((await sales.post(`/ajax/staff/offers/${other.id}/withdraw`, {})).statusCode).toBe(204);
    const withdrawn = await finishWithForm(cart.orderNumber);
    expect(withdrawn.json<ErrorBody>().data![0]!.messageKey).toBe('offers.errors.state.withdrawn');
  });

  it('takes an offer through the create-order payload too, at its price', async () => {
    const offer = await make();
    const created = await company.post('/ajax/order/create', {
      item: { symbol: products[0]!.symbol, amount: 100, quotationId: offer.number, quotationPosition: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { orderNumber } = created.json<{ orderNumber: string }>();
    const step1 = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step1.lines[0]).toMatchObject({ unitPrice: '0.50', quotationId: offer.number });
    const foreign = await person.post('/ajax/order/create', {
      item: { symbol: products[0]!.symbol, amount: 100, quotationId: offer.number, quotationPosition: 1 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

async function placeOrder(orderNumber: string): Promise<void> {
  const res = await finishWithForm(orderNumber);
  expect(res.statusCode, res.body).toBe(200);
}

/** Fills the order form (delivery, payment, addresses) and tries to place the order. */
async function finishWithForm(orderNumber: string) {
  await fillOrderForm(company, orderNumber);
  return company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });
}
