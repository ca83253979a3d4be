import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type { OfferLinesResult, OfferList, StaffOffer } from '../../../common/contracts/offers';
import type { OrderDetails } from '../../../common/contracts/orders';
import type { ErrorBody } from '../../../common/errors';
import { offerLines, offers, orderItems, orders, outbox } from '../../db/schema';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { deskClient, type DeskAccount } from '../staff/staff.fixtures';
import { fillOrderForm } from '../../test-support/order-form';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

/** Products outside the normal range in special offers (issue 18, ADR 056). */

const PASSWORD = 'offers-oor-test-password-1';
const SALES: DeskAccount = {
  email: 'sales@oor.test',
  name: 'Sam Sales',
  roles: ['sales'],
  password: PASSWORD,
  totpSecret: 'ZTNXV5C7PNRHQU46AIPVH5LEVFOKAPCK',
};

let t: TestApp;
let company: Client;
let person: Client;
let sales: Client;
let products: Array<{ id: number; symbol: string }>;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, demoAccounts: true, accounts: { now: () => new Date(clock) } });
  company = new Client(t.app);
  person = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  clock += 31_000;
  sales = await deskClient(t, SALES, new Date(clock));
  products = await orderableProducts(t.database.db, 2);
  for (const p of products) await setStock(t.database.db, p.id, 100_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const special = (overrides: Record<string, unknown> = {}) => ({
  description: 'Ceramic resonator 3.579545 MHz, radial, made to order',
  mpn: 'CSTLS3M57G53-B0',
  manufacturer: 'Murata',
  leadTimeDays: 25,
  minimumQuantity: 50,
  multiples: 25,
  ...overrides,
});

const offerFor = (
  overrides: Record<string, unknown> = {},
  specialOverrides: Record<string, unknown> = {},
) => ({
  customer: 'company@demo.shop',
  validUntil: inDays(30),
  currency: 'PLN',
  lines: [
    { symbol: products[0]!.symbol, breaks: [{ amount: 1, unitPrice: '0.75' }] },
    {
      outOfRange: special(specialOverrides),
      breaks: [
        { amount: 50, unitPrice: '1.20' },
        { amount: 500, unitPrice: '0.95' },
      ],
    },
  ],
  ...overrides,
});

async function make(body: unknown = offerFor()): Promise<StaffOffer> {
  const res = await sales.post('/ajax/staff/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffOffer>();
}

const orderIt = (client: Client, body: Record<string, unknown>) =>
  client.post('/ajax/offer/order-product-out-of-range', body);

async function finishWithForm(orderNumber: string) {
  await fillOrderForm(company, orderNumber);
  return company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });
}

describe('offers of products outside the range (staff)', () => {
  it('makes an offer with a line outside the range: part number, maker, lead time, no list price', async () => {
    const offer = await make();
    expect(offer.currency).toBe('PLN');
    expect(offer.lines[1]).toMatchObject({
      position: 2,
      symbol: 'CSTLS3M57G53-B0',
      manufacturer: 'Murata',
      description: 'Ceramic resonator 3.579545 MHz, radial, made to order',
      listPrice: null,
      outOfRange: { mpn: 'CSTLS3M57G53-B0', leadTimeDays: 25, minimumQuantity: 50, multiples: 25 },
    });
    expect(offer.lines[0]!.outOfRange).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(offerLines)
      .where(and(eq(offerLines.offerId, offer.id), eq(offerLines.position, 2)));
    expect(row!.productId).toBeNull();
  });

  it('refuses bad input with a clear 4xx, in the request’s language, and writes nothing', async () => {
    const before = (await t.database.db.select().from(offers)).length;
    const both = offerFor();
    (both.lines[1] as Record<string, unknown>).symbol = products[1]!.symbol;
    const neither = offerFor();
    delete (neither.lines[1] as Record<string, unknown>).outOfRange;
    const cases: Array<[unknown, number, string?]> = [
      [both, 422, 'offers.field.lineKind'],
      [neither, 422, 'offers.field.lineKind'],
      [offerFor({}, { description: '' }), 422, 'offers.field.outOfRange'],
      [offerFor({}, { mpn: '   ' }), 422, 'offers.field.outOfRange'],
      [offerFor({}, { leadTimeDays: -1 }), 422, 'offers.field.leadTime'],
      [offerFor({}, { leadTimeDays: 366 }), 422, 'offers.field.leadTime'],
      [offerFor({}, { leadTimeDays: 2.5 }), 422, 'offers.field.leadTime'],
      [offerFor({}, { minimumQuantity: 0 }), 422, 'offers.field.minimumMultiple'],
      [offerFor({}, { multiples: -5 }), 422, 'offers.field.minimumMultiple'],
      [offerFor({}, { mpn: 'a\u0000b' }), 422],
      [offerFor({}, { colour: 'red' }), 422],
      [offerFor({ currency: 'EUR' }), 422, 'offers.errors.currency'],
      [offerFor({ currency: 'CHF' }), 422, 'offers.field.currency'],
      [
        offerFor({
          lines: [
            { outOfRange: special(), breaks: [{ amount: 50, unitPrice: '1' }] },
            { outOfRange: special({ mpn: 'cstls3m57g53 b0' }), breaks: [{ amount: 50, unitPrice: '1' }] },
          ],
        }),
        422,
        'offers.errors.productTwice',
      ],
      [
        offerFor({ lines: [{ outOfRange: special(), breaks: [{ amount: 50, unitPrice: '0' }] }] }),
        422,
        'offers.field.price',
      ],
    ];
    for (const [body, status, key] of cases) {
      const res = await sales.post('/ajax/staff/offers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (key) {
        const error = res.json<ErrorBody>();
        const keys = [error.messageKey, ...(error.data ?? []).map((d) => d.messageKey)];
        expect(keys, res.body).toContain(key);
      }
    }
    const german = await sales.request({
      method: 'POST',
      url: '/ajax/staff/offers',
      payload: offerFor({}, { leadTimeDays: -1 }),
      headers: { 'accept-language': 'de' },
    });
    expect(german.body).toContain('Lieferzeit');
    expect((await t.database.db.select().from(offers)).length).toBe(before);
  });
});

describe('ordering a product outside the range (customer)', () => {
  it('shows it in the customer’s offers; another customer gets 404 and bad input 4xx', async () => {
    const offer = await make();
    const list = (await company.get('/ajax/offer')).json<OfferList>();
    const mine = list.items.find((o) => o.number === offer.number)!;
    expect(mine.lines[1]!.outOfRange).toMatchObject({ mpn: 'CSTLS3M57G53-B0', leadTimeDays: 25 });

    const body = { offerNumber: offer.number, position: 2, amount: 50 };
    expect((await orderIt(person, body)).statusCode).toBe(404);
    expect((await orderIt(company, { ...body, offerNumber: 'OFR-999999' })).statusCode).toBe(404);
    expect((await orderIt(company, { ...body, position: 9 })).statusCode).toBe(404);
    const catalogue = await orderIt(company, { ...body, position: 1 });
    expect(catalogue.statusCode).toBe(422);
    expect(catalogue.json<ErrorBody>().messageKey).toBe('offers.errors.notOutOfRange');
    const below = await orderIt(company, { ...body, amount: 25 });
    expect(below.statusCode).toBe(422);
    expect(below.json<ErrorBody>().messageKey).toBe('errors.cart.amountMinimum');
    const notMultiple = await orderIt(company, { ...body, amount: 60 });
    expect(notMultiple.statusCode).toBe(422);
    expect(notMultiple.json<ErrorBody>().messageKey).toBe('errors.cart.amountMultiplicity');
    for (const bad of [
      { ...body, amount: 0 },
      { ...body, amount: 'many' },
      { ...body, offerNumber: 'RFQ-000001' },
      { ...body, orderNumber: 'x' },
      { ...body, extra: 1 },
      { offerNumber: offer.number },
    ])
      expect((await orderIt(company, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    // Nothing of the refusals made a cart line.
    expect(
      await t.database.db.select().from(orderItems).where(eq(orderItems.quotationId, offer.number)),
    ).toEqual([]);
  });

  it('puts it into the cart as a special line at the locked price; placing it keeps that price, takes no stock, and the order shows it everywhere', async () => {
    const offer = await make();
    const res = await orderIt(company, { offerNumber: offer.number, position: 2, amount: 500 });
    expect(res.statusCode, res.body).toBe(200);
    const { orderNumber } = res.json<{ orderNumber: string }>();
    // A catalogue product in the same cart, to see stock still taken for it.
    const add = await company.post('/ajax/order/item', {
      orderNumber,
      item: { symbol: products[1]!.symbol, amount: 1 },
    });
    expect(add.statusCode, add.body).toBe(200);
    // The same offer line twice in one cart: refused, the first stays.
    const twice = await orderIt(company, { offerNumber: offer.number, position: 2, amount: 50, orderNumber });
    expect(twice.statusCode).toBe(409);

    const step1 = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    const line = step1.lines.find((l) => l.quotationId === offer.number)!;
    expect(line).toMatchObject({
      symbol: 'CSTLS3M57G53-B0',
      manufacturer: 'Murata',
      amount: 500,
      unitPrice: '0.95',
      lineNet: '475.00',
      stock: 0,
      leadTimeDays: 25,
      amountError: null,
      quoteProblem: null,
      outOfRange: { mpn: 'CSTLS3M57G53-B0', manufacturer: 'Murata', leadTimeDays: 25 },
    });
    // The amount follows the offer's minimum and multiples; a lower amount is priced at its break.
    const item = `/ajax/order/${orderNumber}/item/${line.itemId}`;
    expect((await company.request({ method: 'PATCH', url: item, payload: { amount: 30 } })).statusCode).toBe(
      422,
    );
    const changed = await company.request({ method: 'PATCH', url: item, payload: { amount: 100 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CartStep1>().lines.find((l) => l.itemId === line.itemId)!.unitPrice).toBe('1.20');
    expect((await company.request({ method: 'PATCH', url: item, payload: { amount: 500 } })).statusCode).toBe(
      200,
    );
    // Another customer can neither see nor change the line.
    expect((await person.request({ method: 'PATCH', url: item, payload: { amount: 50 } })).statusCode).toBe(
      404,
    );

    // A later change of the offer's stored price does not reach a placed order; before placing it does
    // not either: the cart reads the offer, and the order copies the price it was placed at.
    const placed = await finishWithForm(orderNumber);
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.quotationId, offer.number), eq(orderItems.quotationPosition, 2)));
    expect(row).toMatchObject({ productId: null, unitPrice: '0.950000', lineNet: '475.0000', reserved: 0 });
    expect(row!.specialLine).toMatchObject({ mpn: 'CSTLS3M57G53-B0', leadTimeDays: 25 });
    await t.database.db
      .update(offerLines)
      .set({ breaks: [{ amount: 1, unitPrice: '9.99' }] })
      .where(and(eq(offerLines.offerId, offer.id), eq(offerLines.position, 2)));

    const details = (await company.get(`/ajax/order-status/${orderNumber}`)).json<OrderDetails>();
    const shown = details.lines.find((l) => l.quotationId === offer.number)!;
    expect(shown).toMatchObject({
      symbol: 'CSTLS3M57G53-B0',
      manufacturerName: 'Murata',
      description: 'Ceramic resonator 3.579545 MHz, radial, made to order',
      outOfRange: { leadTimeDays: 25 },
    });
    expect(shown.lineNet).toContain('475');
    // The total and its VAT include the special line (net = lines + delivery, VAT 23 %).
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const linesNet = step1.lines.reduce((sum, l) => sum + Number(l.lineNet), 0);
    expect(Number(order!.netTotal)).toBeCloseTo(linesNet + Number(order!.deliveryCost), 2);
    expect(Number(order!.vatTotal)).toBeCloseTo(Number(order!.netTotal) * 0.23, 1);
    // Another customer does not see the order.
    expect((await person.get(`/ajax/order-status/${orderNumber}`)).statusCode).toBe(404);

    const csv = await company.get(`/order/export-to-csv/${orderNumber}`);
    expect(csv.statusCode).toBe(200);
    const csvLine = csv.body.split('\r\n').find((l) => l.includes('CSTLS3M57G53-B0'))!;
    expect(csvLine).toContain('Ceramic resonator');
    expect(csvLine).toContain('0.95');
    expect(csvLine).toContain('Lead time: 25 working days');

    // The mail goes out after the commit, off the answer's path: wait for it.
    let mail: typeof outbox.$inferSelect | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      const mails = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'order_confirmation'));
      mail = mails.find((m) => m.subject.includes(orderNumber));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mail).toBeDefined();
    expect(mail!.textBody).toContain('CSTLS3M57G53-B0');
    expect(mail!.textBody).toContain('Ceramic resonator');
  });

  it('refuses an expired or withdrawn offer at the cart and at placement', async () => {
    const offer = await make();
    const res = await orderIt(company, { offerNumber: offer.number, position: 2, amount: 50 });
    expect(res.statusCode, res.body).toBe(200);
    const { orderNumber } = res.json<{ orderNumber: string }>();
    await t.database.db
      .update(offers)
      // The app's clock (`clock`) is what the offer's state is read at.
      .set({ validFrom: new Date(clock - 7200_000), validUntil: new Date(clock - 1000) })
      .where(eq(offers.id, offer.id));
    const step1 = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step1.lines[0]).toMatchObject({ unitPrice: null, quoteProblem: 'offers.errors.expired' });
    const late = await finishWithForm(orderNumber);
    expect(late.statusCode).toBe(422);
    expect(late.json<ErrorBody>().data![0]!.messageKey).toBe('offers.errors.expired');
    const [still] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(still!.status).toBe('cart');
    const again = await orderIt(company, { offerNumber: offer.number, position: 2, amount: 50 });
    expect(again.statusCode).toBe(410);
    expect(again.json<ErrorBody>().messageKey).toBe('offers.errors.expired');

    const other = await make();
    const cart = (await orderIt(company, { offerNumber: other.number, position: 2, amount: 50 })).json<{
      orderNumber: string;
    }>();
    expect((await sales.post(`/ajax/staff/offers/${other.id}/withdraw`, {})).statusCode).toBe(204);
    const withdrawn = await finishWithForm(cart.orderNumber);
    expect(withdrawn.json<ErrorBody>().data![0]!.messageKey).toBe('offers.errors.state.withdrawn');
    expect((await orderIt(company, { offerNumber: other.number, position: 2, amount: 50 })).statusCode).toBe(
      409,
    );
  });

  it('goes into a cart through "lines" too, beside a catalogue line of the same offer', async () => {
    const offer = await make();
    const res = await company.post('/ajax/offer/lines', {
      offerNumber: offer.number,
      lines: [
        { position: 1, amount: 10 },
        { position: 2, amount: 75 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<OfferLinesResult>();
    expect(result.lines.map((l) => l.outcome)).toEqual(['added', 'added']);
    const step1 = (await company.get(`/ajax/cart/step-1/${result.orderNumber}`)).json<CartStep1>();
    expect(step1.lines.map((l) => [l.symbol, l.unitPrice])).toEqual([
      [products[0]!.symbol, '0.75'],
      ['CSTLS3M57G53-B0', '1.20'],
    ]);
  });
});
