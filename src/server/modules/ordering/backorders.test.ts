/**
 * Back-orders and stock arrivals through the API (issue 22, ADR 077): a line above the stock of a
 * back-orderable product is placed split (the stock now, the rest from the factory) and shown so in
 * the cart, step 2, the confirmation and the order status; arrivals go to waiting lines in order of
 * placement and mail the customer when a line is complete; bad input and other customers' orders
 * get clear refusals. Jobs are off here, so an arrival is allocated right after it is stored.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays } from '../../../common/backorder-rules';
import type { CartStep1 } from '../../../common/contracts/cart';
import type { CheckoutSummary } from '../../../common/contracts/checkout';
import type { OrderDetails } from '../../../common/contracts/orders';
import type { ErrorBody } from '../../../common/errors';
import type { AddressList } from '../../../common/contracts/customers';
import { contactPersons, orderItems, orders, outbox, products, stockArrivals } from '../../db/schema';
import { STOCK_ARRIVALS_PER_PAGE, type StockArrivalList } from '../../../common/contracts/backorders';
import { newIdempotencyKey } from '../../../common/idempotency';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { totpCode } from '../staff';
import { createCartFixture, orderableProducts, setStock } from './checkout.fixtures';

const PASSWORD = 'backorder-desk-password-1';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const LEAD_DAYS = 15;

let t: TestApp;
let company: Client;
let stranger: Client;
let desk: Client;
let companyIds: { customerId: number; contactPersonId: number };
let form: Record<string, string>;
let backorderable: { id: number; symbol: string };
let stockOnly: { id: number; symbol: string };

async function idsOf(email: string) {
  const [row] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, email));
  return row!;
}

async function stockOf(id: number) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

async function lineOf(orderNumber: string, productId: number) {
  const [row] = await t.database.db
    .select({
      reserved: orderItems.reserved,
      backordered: orderItems.backordered,
      waiting: orderItems.backorderWaiting,
      due: orderItems.backorderDue,
      mailedAt: orderItems.backorderMailedAt,
      placedAt: orders.placedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orderItems.productId, productId)));
  return row!;
}

/** A cart of the demo company with the order form filled, ready to finish. */
async function readyCart(lines: Array<{ productId: number; amount: number }>, completeness?: 'complete') {
  const cart = await createCartFixture(t.database.db, { ...companyIds, country: 'pl' }, lines);
  const saved = await company.request({
    method: 'PATCH',
    url: `/ajax/order/${cart.orderNumber}/form`,
    payload: form,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (completeness) {
    const patched = await company.request({
      method: 'PATCH',
      url: `/ajax/order/${cart.orderNumber}`,
      payload: { completeness },
    });
    expect(patched.statusCode, patched.body).toBe(200);
  }
  return cart;
}

const finish = (orderNumber: string) =>
  company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });

const arrive = (client: Client, body: unknown) => client.post('/ajax/staff/stock-arrivals', body as object);

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300, demoAccounts: true });
  company = new Client(t.app);
  stranger = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await stranger.login('private@demo.shop', DEMO_PASSWORD);
  companyIds = await idsOf('company@demo.shop');
  const list = (await company.get('/ajax/profile/addresses')).json<AddressList>();
  form = {
    vatEuCountry: 'PL1234567890',
    shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
    invoiceAddressId: list.payerAddress!.addressNumber,
    shippingCondition: 'courier_pl',
    paymentId: 'bank_transfer',
  };
  [backorderable] = await orderableProducts(t.database.db, 1, { backorderable: true });
  [stockOnly] = await orderableProducts(t.database.db, 1);
  await t.database.db
    .update(products)
    .set({ factoryLeadDays: LEAD_DAYS })
    .where(eq(products.id, backorderable!.id));
  await t.services.staff.ensureAccount({
    email: 'sam@desk.test',
    name: 'Sam Sales',
    roles: ['sales'],
    password: PASSWORD,
    totpSecret: SECRET,
  });
  desk = new Client(t.app);
  await desk.post('/ajax/staff/login', { email: 'sam@desk.test', password: PASSWORD });
  const done = await desk.post('/ajax/staff/login/code', { code: totpCode(SECRET, new Date()) });
  expect(done.statusCode, done.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('placing a line above the stock', () => {
  it('splits a back-orderable line: 100 from stock now, 400 from the factory, shown on every page', async () => {
    await setStock(t.database.db, backorderable.id, 100);
    const cart = await readyCart([{ productId: backorderable.id, amount: 500 }]);

    const step1 = (await company.get(`/ajax/cart/step-1/${cart.orderNumber}`)).json<CartStep1>();
    expect(step1.lines[0]!.split).toMatchObject({ now: 100, later: 400 });
    expect(step1.lines[0]!.warehouses?.map((w) => w.kind)).toContain('factory');
    const step2 = (await company.get(`/ajax/cart/step-2/${cart.orderNumber}`)).json<CheckoutSummary>();
    expect(step2.lines[0]!.split).toMatchObject({ now: 100, later: 400 });
    expect(step2.completeness).toBe('partial');

    const res = await finish(cart.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(backorderable.id)).toBe(0);
    const line = await lineOf(cart.orderNumber, backorderable.id);
    expect(line).toMatchObject({ reserved: 100, backordered: 400, waiting: 400 });
    expect(line.due).toBe(addWorkingDays(line.placedAt!, LEAD_DAYS));

    const details = (await company.get(`/ajax/order-status/${cart.orderNumber}`)).json<OrderDetails>();
    expect(details.lines[0]!.split).toMatchObject({ now: 100, later: 400, waiting: 400, laterDay: line.due });
    // Partial delivery: the stock part leaves first, on its own day.
    expect(details.lines[0]!.split!.shipsOn).toBe(details.lines[0]!.split!.stockDay);

    const buyer = {
      ...companyIds,
      isPerson: false,
      language: 'pl' as const,
      country: 'pl',
      page: { country: 'pl', language: 'pl' as const },
    };
    const outcome = await t.services.checkout.outcome(buyer, cart.orderNumber);
    expect(outcome.backorders).toEqual([
      expect.objectContaining({ amount: 500, split: expect.objectContaining({ now: 100, later: 400 }) }),
    ]);
    // The confirmation mail goes after the commit: wait for it.
    const confirmation = async () =>
      (
        await t.database.db
          .select({ text: outbox.textBody })
          .from(outbox)
          .where(
            and(
              eq(outbox.kind, 'order_confirmation'),
              sql`${outbox.subject} like ${`%${cart.orderNumber}%`}`,
            ),
          )
      )[0]?.text ?? '';
    // In the contact person's language (Polish): the split with both days.
    await expect.poll(confirmation).toContain('400 od producenta');
  });

  it('complete delivery: the stock part waits for the factory’s', async () => {
    await setStock(t.database.db, backorderable.id, 10);
    const cart = await readyCart([{ productId: backorderable.id, amount: 30 }], 'complete');
    expect((await finish(cart.orderNumber)).statusCode).toBe(200);
    const details = (await company.get(`/ajax/order-status/${cart.orderNumber}`)).json<OrderDetails>();
    const split = details.lines[0]!.split!;
    expect(split).toMatchObject({ now: 10, later: 20 });
    expect(split.shipsOn).toBe(split.laterDay);
  });

  it('refuses an amount above the stock of a product sold from stock only (409, 10310, the symbol)', async () => {
    await setStock(t.database.db, stockOnly.id, 100);
    const cart = await readyCart([{ productId: stockOnly.id, amount: 500 }]);
    const res = await finish(cart.orderNumber);
    expect(res.statusCode).toBe(409);
    const body = res.json<ErrorBody>();
    expect(body.erpCode).toBe(10310);
    expect(body.data).toEqual([{ field: 'items', message: stockOnly.symbol }]);
    expect(await stockOf(stockOnly.id)).toBe(100);
  });

  it("answers 404 for another customer's back-ordered order", async () => {
    await setStock(t.database.db, backorderable.id, 1);
    const cart = await readyCart([{ productId: backorderable.id, amount: 3 }]);
    expect((await finish(cart.orderNumber)).statusCode).toBe(200);
    expect((await stranger.get(`/ajax/order-status/${cart.orderNumber}`)).statusCode).toBe(404);
    expect((await stranger.post(`/ajax/order-status/${cart.orderNumber}/cancel`, {})).statusCode).toBe(404);
  });
});

describe('stock arrivals', () => {
  it('refuses bad input with field messages, and callers who are not sales staff', async () => {
    for (const body of [
      { symbol: backorderable.symbol, quantity: -5 },
      { symbol: backorderable.symbol, quantity: 0 },
      { symbol: backorderable.symbol, quantity: 1.5 },
      { symbol: backorderable.symbol },
      { symbol: backorderable.symbol, quantity: 5, received: false },
      { symbol: backorderable.symbol, quantity: 5, expectedOn: 'next week' },
      { symbol: backorderable.symbol, quantity: 5, extra: 1 },
    ]) {
      const res = await arrive(desk, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<ErrorBody>().data?.length, res.body).toBeGreaterThan(0);
    }
    const unknown = await arrive(desk, { symbol: 'NO-SUCH-PART-9', quantity: 5 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().data).toEqual([expect.objectContaining({ field: 'symbol' })]);
    expect((await arrive(company, { symbol: backorderable.symbol, quantity: 5 })).statusCode).toBe(404);
    expect((await arrive(new Client(t.app), { symbol: backorderable.symbol, quantity: 5 })).statusCode).toBe(
      404,
    );
    expect((await desk.post('/ajax/staff/stock-arrivals/999999/received', {})).statusCode).toBe(404);
  });

  it('gives arrivals to waiting lines in order of placement, the rest to stock, and mails complete lines', async () => {
    // Nothing else waits for the product from here on: earlier tests' lines are cancelled.
    await t.database.db.execute(sql`UPDATE order_items SET backorder_waiting = 0, backorder_mailed_at = now()
      WHERE product_id = ${backorderable.id}`);
    await setStock(t.database.db, backorderable.id, 0);
    const first = await readyCart([{ productId: backorderable.id, amount: 40 }]);
    expect((await finish(first.orderNumber)).statusCode).toBe(200);
    const second = await readyCart([{ productId: backorderable.id, amount: 30 }]);
    expect((await finish(second.orderNumber)).statusCode).toBe(200);

    const partly = await arrive(desk, {
      symbol: backorderable.symbol,
      quantity: 50,
      note: 'Reel from the factory',
    });
    expect(partly.statusCode, partly.body).toBe(201);
    expect(partly.json()).toMatchObject({ quantity: 50, source: 'sam@desk.test' });
    expect(await lineOf(first.orderNumber, backorderable.id)).toMatchObject({ reserved: 40, waiting: 0 });
    expect(await lineOf(second.orderNumber, backorderable.id)).toMatchObject({ reserved: 10, waiting: 20 });
    expect(await stockOf(backorderable.id)).toBe(0);
    const mails = await t.database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.kind, 'backorder_arrived'));
    expect(mails.filter((m) => m.subject.includes(first.orderNumber))).toHaveLength(1);
    expect(mails.some((m) => m.subject.includes(second.orderNumber))).toBe(false);

    // An announced delivery is shown as incoming until it is received, then allocated.
    const announced = await arrive(desk, {
      symbol: backorderable.symbol,
      quantity: 25,
      received: false,
      expectedOn: addWorkingDays(new Date(), 3),
    });
    expect(announced.statusCode, announced.body).toBe(201);
    const deliveries = await company.post('/ajax/products/deliveries', {
      symbol: backorderable.symbol,
      amount: 1,
    });
    expect(
      deliveries.json<{ warehouses: Array<{ kind: string; amount?: number }> }>().warehouses,
    ).toContainEqual(expect.objectContaining({ kind: 'incoming', amount: 25 }));
    expect(await lineOf(second.orderNumber, backorderable.id)).toMatchObject({ waiting: 20 });
    const received = await desk.post(
      `/ajax/staff/stock-arrivals/${announced.json<{ id: number }>().id}/received`,
      {},
    );
    expect(received.statusCode, received.body).toBe(200);
    expect(await lineOf(second.orderNumber, backorderable.id)).toMatchObject({ reserved: 30, waiting: 0 });
    expect(await stockOf(backorderable.id)).toBe(5);
    expect(
      (await desk.post(`/ajax/staff/stock-arrivals/${announced.json<{ id: number }>().id}/received`, {}))
        .statusCode,
    ).toBe(404);
    const after = await t.database.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.kind, 'backorder_arrived'));
    expect(after.filter((m) => m.subject.includes(second.orderNumber))).toHaveLength(1);
    const listed = await desk.get(
      `/ajax/staff/stock-arrivals?symbol=${encodeURIComponent(backorderable.symbol)}`,
    );
    expect(listed.json<{ elements: unknown[] }>().elements).toHaveLength(2);
  });

  it('a cancel stops the line waiting and its units go to the next waiting line', async () => {
    await t.database.db.execute(sql`UPDATE order_items SET backorder_waiting = 0, backorder_mailed_at = now()
      WHERE product_id = ${backorderable.id}`);
    await setStock(t.database.db, backorderable.id, 8);
    const early = await readyCart([{ productId: backorderable.id, amount: 10 }]);
    expect((await finish(early.orderNumber)).statusCode).toBe(200);
    const late = await readyCart([{ productId: backorderable.id, amount: 6 }]);
    expect((await finish(late.orderNumber)).statusCode).toBe(200);
    expect(await lineOf(late.orderNumber, backorderable.id)).toMatchObject({ reserved: 0, waiting: 6 });
    const cancelled = await company.post(`/ajax/order-status/${early.orderNumber}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await lineOf(early.orderNumber, backorderable.id)).toMatchObject({ reserved: 0, waiting: 0 });
    // Told after the cancel committed (without jobs, allocated at once): poll for its end.
    await expect.poll(async () => (await lineOf(late.orderNumber, backorderable.id)).waiting).toBe(0);
    expect(await stockOf(backorderable.id)).toBe(2);
  });
});

describe("the desk's arrivals: the form's call and the list", () => {
  const keyed = (client: Client, body: object, key: string) =>
    client.request({
      method: 'POST',
      url: '/ajax/staff/stock-arrivals',
      payload: body,
      headers: { 'idempotency-key': key },
    });

  it('lists arrivals newest first, paged and by symbol, with the lines and orders each one served', async () => {
    await t.database.db.execute(sql`UPDATE order_items SET backorder_waiting = 0, backorder_mailed_at = now()
      WHERE product_id = ${backorderable.id}`);
    await setStock(t.database.db, backorderable.id, 0);
    const one = await readyCart([{ productId: backorderable.id, amount: 12 }]);
    expect((await finish(one.orderNumber)).statusCode).toBe(200);
    const two = await readyCart([{ productId: backorderable.id, amount: 9 }]);
    expect((await finish(two.orderNumber)).statusCode).toBe(200);

    const recorded = await arrive(desk, { symbol: backorderable.symbol, quantity: 30, note: 'WZ 11/42' });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      note: 'WZ 11/42',
      allocation: { units: 21, lines: 2, orders: 2, toStock: 9 },
    });
    // Nothing waits now: the next arrival goes to stock whole.
    const toStock = await arrive(desk, { symbol: backorderable.symbol, quantity: 4 });
    expect(toStock.json()).toMatchObject({ allocation: { units: 0, lines: 0, orders: 0, toStock: 4 } });
    const other = await arrive(desk, { symbol: stockOnly.symbol, quantity: 3 });
    expect(other.statusCode).toBe(201);

    const all = await desk.get('/ajax/staff/stock-arrivals');
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json<StockArrivalList>().elements.map((a) => a.id);
    expect(ids.slice(0, 3)).toEqual([
      other.json<{ id: number }>().id,
      toStock.json<{ id: number }>().id,
      recorded.json<{ id: number }>().id,
    ]);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const mine = await desk.get(
      `/ajax/staff/stock-arrivals?symbol=${encodeURIComponent(backorderable.symbol)}`,
    );
    const list = mine.json<StockArrivalList>();
    expect(list.elements.every((a) => a.symbol === backorderable.symbol)).toBe(true);
    expect(list.elements[1]).toMatchObject({
      source: 'sam@desk.test',
      quantity: 30,
      allocation: { lines: 2 },
    });
    expect(list).toMatchObject({ page: 1, hasMore: false });

    // Paging: one page holds STOCK_ARRIVALS_PER_PAGE; the next starts where it ended.
    for (let i = 0; i < STOCK_ARRIVALS_PER_PAGE; i++)
      await t.database.db
        .insert(stockArrivals)
        .values({ productId: stockOnly.id, quantity: 1, source: 'import' });
    const first = (await desk.get('/ajax/staff/stock-arrivals')).json<StockArrivalList>();
    expect(first.elements).toHaveLength(STOCK_ARRIVALS_PER_PAGE);
    expect(first.hasMore).toBe(true);
    const second = (await desk.get('/ajax/staff/stock-arrivals?page=2')).json<StockArrivalList>();
    expect(second.page).toBe(2);
    expect(second.elements[0]!.id).toBeLessThan(first.elements.at(-1)!.id);

    const none = await desk.get('/ajax/staff/stock-arrivals?symbol=NO-SUCH-PART-9');
    expect(none.json<StockArrivalList>().elements).toEqual([]);
    for (const bad of ['?page=0', '?page=x', '?sort=id', `?symbol=${'x'.repeat(201)}`])
      expect((await desk.get(`/ajax/staff/stock-arrivals${bad}`)).statusCode, bad).toBe(422);
  });

  it('records a double submit once: the same key answers the first arrival, another body with it is refused', async () => {
    const key = newIdempotencyKey();
    const body = { symbol: stockOnly.symbol, quantity: 7, note: 'double click' };
    const before = await stockOf(stockOnly.id);
    const [a, b] = await Promise.all([keyed(desk, body, key), keyed(desk, body, key)]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 201]);
    expect(a.json<{ id: number }>().id).toBe(b.json<{ id: number }>().id);
    const again = await keyed(desk, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: number }>().id).toBe(a.json<{ id: number }>().id);
    const stored = await t.database.db
      .select({ id: stockArrivals.id })
      .from(stockArrivals)
      .where(eq(stockArrivals.requestKey, key));
    expect(stored).toHaveLength(1);
    expect(await stockOf(stockOnly.id)).toBe(before + 7);

    expect((await keyed(desk, { ...body, quantity: 8 }, key)).statusCode).toBe(409);
    expect((await keyed(desk, body, 'bad key!')).statusCode).toBe(422);
    // A new key is a new arrival.
    expect((await keyed(desk, body, newIdempotencyKey())).statusCode).toBe(201);
  });

  it('refuses the list and the form to customers, visitors and staff without sales or admin', async () => {
    const support = new Client(t.app);
    await t.services.staff.ensureAccount({
      email: 'sue@desk.test',
      name: 'Sue Support',
      roles: ['support'],
      password: PASSWORD,
      totpSecret: SECRET,
    });
    await support.post('/ajax/staff/login', { email: 'sue@desk.test', password: PASSWORD });
    expect(
      (await support.post('/ajax/staff/login/code', { code: totpCode(SECRET, new Date()) })).statusCode,
    ).toBe(200);
    const body = { symbol: stockOnly.symbol, quantity: 1 };
    expect((await support.get('/ajax/staff/stock-arrivals')).statusCode).toBe(403);
    expect((await arrive(support, body)).statusCode).toBe(403);
    // Without a staff session the calls do not exist (ADR 048): a customer and a visitor get 404.
    expect((await company.get('/ajax/staff/stock-arrivals')).statusCode).toBe(404);
    expect((await new Client(t.app).get('/ajax/staff/stock-arrivals')).statusCode).toBe(404);
    expect((await arrive(stranger, body)).statusCode).toBe(404);
  });
});
