import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishResponse } from '../../../common/contracts/checkout';
import type { AddressList } from '../../../common/contracts/customers';
import type { OrderDetails } from '../../../common/contracts/orders';
import { ConfigError, loadConfig } from '../../config';
import {
  contactPersons,
  orderStatusHistory,
  orders,
  paymentRefunds,
  payments,
  products,
} from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm, orderFormOf } from '../../test-support/order-form';
import { productionEnv } from '../../test-support/production-env';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { startPayuSimulator, type PayuSimulator } from './payu-simulator';
import { payuSignature } from './payu.provider';

/**
 * PayU end to end on the real HTTP app (ADR 028): the shop listens on a port, the simulator of PayU's
 * REST API listens on another, and PayU's notifications travel between them over HTTP.
 */
let sim: PayuSimulator;
let t: TestApp;
let shopUrl: string;
let company: Client;
let ids: { customerId: number; contactPersonId: number };
let form: Record<string, unknown>;
let product: { id: number; symbol: string };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  sim = await startPayuSimulator();
  const port = await freePort();
  shopUrl = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    seedProducts: 50,
    demoAccounts: true,
    publicUrl: shopUrl,
    accounts: {
      payu: {
        url: sim.url,
        posId: sim.posId,
        clientId: sim.clientId,
        clientSecret: sim.clientSecret,
        secondKey: sim.secondKey,
      },
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  company = new Client(t.app);
  expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  const [person] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  ids = person!;
  form = await orderFormOf(company, { paymentId: 'online_payu' });
  [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 1000);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const orderRow = async (orderNumber: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
const paymentOf = async (orderId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const historyOf = async (orderId: number) =>
  t.database.db
    .select({
      status: orderStatusHistory.status,
      noteCode: orderStatusHistory.noteCode,
      noteValues: orderStatusHistory.noteValues,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);

/** Places an order paid with PayU and follows the finish answer to PayU's page. */
async function placeWithPayu(amount = 3) {
  const cart = await createCartFixture(t.database.db, { ...ids, country: 'pl' }, [
    { productId: product.id, amount },
  ]);
  await fillOrderForm(company, cart.orderNumber, {}, form);
  const finish = await company.post(`/ajax/order/${cart.orderNumber}/finish?language=pl&country=pl`, {
    termsAccepted: true,
  });
  expect(finish.statusCode, finish.body).toBe(200);
  const answer = finish.json<FinishResponse>();
  expect(answer.status).toBe('awaiting_payment');
  expect(answer.redirectUrl).toMatch(/^\/payment\/[0-9a-f]{32}\/start\?lang=pl&country=pl$/);
  // The browser follows it (a plain navigation: no session needed, the token names the payment).
  const start = await fetch(`${shopUrl}${answer.redirectUrl}`, { redirect: 'manual' });
  expect(start.status).toBe(303);
  const payuPage = start.headers.get('location')!;
  expect(payuPage.startsWith(`${sim.url}/pay/`)).toBe(true);
  const payuOrderId = payuPage.split('/').pop()!;
  const order = await orderRow(cart.orderNumber);
  return { orderNumber: cart.orderNumber, order, payuOrderId, payuPage, redirectUrl: answer.redirectUrl! };
}

const pressOnPayu = (page: string, action: 'pay' | 'cancel') =>
  fetch(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });

describe('PayU', () => {
  it('is offered on the order form beside bank transfer and cash on delivery, with its logo', async () => {
    const list = (await company.get('/ajax/profile/addresses')).json<AddressList>();
    const courier = list.shippingAddresses.elements[0]!.deliveryMethods.elements.find(
      (m) => m.id === 'courier_pl',
    )!;
    expect(courier.paymentMethods.elements.map((p) => p.id)).toEqual([
      'online_payu',
      'online_testpay',
      'bank_transfer',
      'cash_on_delivery',
    ]);
    expect(courier.paymentMethods.elements[0]).toMatchObject({ kind: 'online', paymentProviders: ['payu'] });
    const logos = (await company.get('/ajax/cart/payment-operator-logos')).json<{
      elements: Array<{ provider: string }>;
    }>();
    expect(logos.elements.map((l) => l.provider)).toEqual(['payu', 'testpay']);
    const logo = await t.app.inject({ method: 'GET', url: '/payment-operator/logo/payu.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    // PayU takes no rupees: an Indian order is not offered it.
    const inr = await t.services.deliveryCatalog.forCountries(['in'], 'INR', 'en');
    expect(inr.get('in')!.flatMap((m) => m.paymentMethods.elements.map((p) => p.id))).not.toContain(
      'online_payu',
    );
  });

  it('places an order, sends the buyer to PayU and the signed notification marks it paid', async () => {
    const placed = await placeWithPayu();
    const simulated = sim.orders.get(placed.payuOrderId)!;
    // Amounts in hundredths, our token as extOrderId, notifications and the way back to the shop.
    expect(simulated.totalAmount).toBe(String(Math.round(Number(placed.order.grossTotal) * 100)));
    expect(simulated.currencyCode).toBe('PLN');
    expect(simulated.extOrderId).toBe((await paymentOf(placed.order.id)).token);
    expect(simulated.notifyUrl).toBe(`${shopUrl}/ajax/payment/payu/notify`);
    expect(simulated.continueUrl).toBe(`${shopUrl}/pl/link/order-confirmation?order=${placed.orderNumber}`);
    expect(simulated.buyer).toMatchObject({ email: 'company@demo.shop', language: 'pl' });
    // A second visit goes to the same PayU page: no second PayU order.
    const again = await fetch(`${shopUrl}${placed.redirectUrl}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe(placed.payuPage);
    expect(sim.orders.size).toBeGreaterThanOrEqual(1);
    expect([...sim.orders.values()].filter((o) => o.extOrderId === simulated.extOrderId)).toHaveLength(1);

    const page = await fetch(placed.payuPage);
    expect(await page.text()).toContain(`${(Number(simulated.totalAmount) / 100).toFixed(2)} PLN`);
    const paid = await pressOnPayu(placed.payuPage, 'pay');
    expect(paid.status).toBe(302);
    expect(paid.headers.get('location')).toBe(simulated.continueUrl);
    const sent = sim.notifications.filter((n) => n.orderId === placed.payuOrderId);
    expect(sent.map((n) => n.status)).toEqual([200, 200]);
    expect((await orderRow(placed.orderNumber)).status).toBe('paid');
    const payment = await paymentOf(placed.order.id);
    expect(payment).toMatchObject({ status: 'succeeded', externalId: placed.payuOrderId });
    expect(await historyOf(placed.order.id)).toEqual([
      { status: 'awaiting_payment', noteCode: 'placedForPayment', noteValues: null },
      { status: 'paid', noteCode: 'paidOnline', noteValues: { provider: 'PayU' } },
    ]);
    // Paid: the way to PayU now leads to the order.
    const settled = await fetch(`${shopUrl}${placed.redirectUrl}`, { redirect: 'manual' });
    expect(settled.headers.get('location')).toBe(`/pl/order-status/${placed.orderNumber}`);
  });

  it('refuses a notification with a bad signature (401) and changes nothing', async () => {
    const placed = await placeWithPayu();
    const body = JSON.stringify({
      order: {
        orderId: placed.payuOrderId,
        extOrderId: (await paymentOf(placed.order.id)).token,
        totalAmount: sim.orders.get(placed.payuOrderId)!.totalAmount,
        currencyCode: 'PLN',
        status: 'COMPLETED',
      },
    });
    const send = (signatureHeader: string | undefined, payload = body) =>
      fetch(`${shopUrl}/ajax/payment/payu/notify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signatureHeader !== undefined && { 'openpayu-signature': signatureHeader }),
        },
        body: payload,
      });
    const good = payuSignature(body, sim.secondKey);
    const header = (signature: string, algorithm = 'MD5') =>
      `sender=checkout;signature=${signature};algorithm=${algorithm};content=DOCUMENT`;
    expect((await send(undefined)).status).toBe(401);
    expect((await send(header('0'.repeat(32)))).status).toBe(401);
    expect((await send(header(payuSignature(body, 'another-second-key-0123456789')))).status).toBe(401);
    expect((await send(header(good), body.replace('COMPLETED', 'CANCELED'))).status).toBe(401);
    expect((await send(header(good, 'SHA256'))).status).toBe(401);
    expect((await send(header(good, 'NONE'))).status).toBe(401);
    expect((await orderRow(placed.orderNumber)).status).toBe('awaiting_payment');
    expect((await paymentOf(placed.order.id)).status).toBe('pending');
    // The same body signed right (SHA-256 this time) is taken.
    const sha = await send(header(payuSignature(body, sim.secondKey, 'sha256'), 'SHA256'));
    expect(sha.status).toBe(200);
    expect((await orderRow(placed.orderNumber)).status).toBe('paid');
  });

  it('refuses a notification for another amount and logs it; the order keeps waiting', async () => {
    const placed = await placeWithPayu();
    expect(await sim.notify(placed.payuOrderId, 'COMPLETED', { totalAmount: '1' })).toBe(422);
    expect((await orderRow(placed.orderNumber)).status).toBe('awaiting_payment');
    expect((await paymentOf(placed.order.id)).status).toBe('pending');
  });

  it('a repeated or late notification changes nothing: never twice paid, never back from paid', async () => {
    const placed = await placeWithPayu();
    await pressOnPayu(placed.payuPage, 'pay');
    const history = await historyOf(placed.order.id);
    expect(await sim.notify(placed.payuOrderId, 'COMPLETED')).toBe(200);
    expect(await sim.notify(placed.payuOrderId, 'PENDING')).toBe(200);
    expect(await sim.notify(placed.payuOrderId, 'CANCELED')).toBe(200);
    expect((await orderRow(placed.orderNumber)).status).toBe('paid');
    expect((await paymentOf(placed.order.id)).status).toBe('succeeded');
    expect(await historyOf(placed.order.id)).toEqual(history);
  });

  it('a payment cancelled at PayU leaves the order waiting, to be paid again', async () => {
    const placed = await placeWithPayu();
    const cancelled = await pressOnPayu(placed.payuPage, 'cancel');
    expect(cancelled.headers.get('location')).toContain('error=501');
    expect((await orderRow(placed.orderNumber)).status).toBe('awaiting_payment');
    expect((await paymentOf(placed.order.id)).status).toBe('failed');
    expect((await historyOf(placed.order.id)).at(-1)).toEqual({
      status: 'awaiting_payment',
      noteCode: 'paymentFailed',
      noteValues: { provider: 'PayU' },
    });
    const retry = await company.post(`/ajax/order/${placed.orderNumber}/payment?language=pl&country=pl`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<FinishResponse>().redirectUrl).toMatch(/^\/payment\/[0-9a-f]{32}\/start\?/);
  });

  it('cancelling a paid order returns the stock and refunds the payment at PayU', async () => {
    const placed = await placeWithPayu(5);
    await pressOnPayu(placed.payuPage, 'pay');
    const stockBefore = (await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]!
      .stock;
    const details = (await company.get(`/ajax/order-status/${placed.orderNumber}`)).json<OrderDetails>();
    expect(details).toMatchObject({
      status: 'paid',
      cancellable: true,
      payment: { state: 'succeeded', provider: 'payu' },
    });

    const cancel = await company.post(`/ajax/order-status/${placed.orderNumber}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<OrderDetails>()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await t.database.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(
      stockBefore + 5,
    );
    const simulated = sim.orders.get(placed.payuOrderId)!;
    expect(simulated.refunds).toHaveLength(1);
    expect(simulated.refunds[0]!.amount).toBe(simulated.totalAmount);
    const payment = await paymentOf(placed.order.id);
    const refundOf = async () =>
      (await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)))[0]!;
    expect((await refundOf()).externalId).toBe(simulated.refunds[0]!.refundId);
    // PayU finalises the refund a moment later and says so in a signed notification.
    for (let i = 0; i < 100 && (await refundOf()).status !== 'succeeded'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await refundOf()).toMatchObject({ status: 'succeeded', amount: payment.amount, currency: 'PLN' });
    const after = (await company.get(`/ajax/order-status/${placed.orderNumber}`)).json<OrderDetails>();
    expect(after.payment.state).toBe('refunded');
    // Once: a second cancel is refused and asks for no second refund.
    expect((await company.post(`/ajax/order-status/${placed.orderNumber}/cancel`)).statusCode).toBe(409);
    expect(simulated.refunds).toHaveLength(1);
  });

  it('money that arrives for an order cancelled meanwhile goes back at once', async () => {
    const placed = await placeWithPayu();
    expect((await company.post(`/ajax/order-status/${placed.orderNumber}/cancel`)).statusCode).toBe(200);
    await pressOnPayu(placed.payuPage, 'pay');
    expect((await orderRow(placed.orderNumber)).status).toBe('cancelled');
    expect(sim.orders.get(placed.payuOrderId)!.refunds).toHaveLength(1);
  });
});

describe('PayU configuration', () => {
  const PAYU = {
    PAYU_URL: 'https://secure.payu.com',
    PAYU_POS_ID: '145227',
    PAYU_CLIENT_ID: '145227',
    PAYU_CLIENT_SECRET: '12f071174cb7eb79d4aac5bc2f07563f',
    PAYU_SECOND_KEY: '13a980d4f851f3d9a1cfc792fb1f5e50',
  };
  const PRODUCTION = productionEnv();

  it('is off without its variables and needs all five', () => {
    expect(loadConfig({}).payu).toBeUndefined();
    expect(loadConfig(PAYU).payu).toEqual({
      url: PAYU.PAYU_URL,
      posId: PAYU.PAYU_POS_ID,
      clientId: PAYU.PAYU_CLIENT_ID,
      clientSecret: PAYU.PAYU_CLIENT_SECRET,
      secondKey: PAYU.PAYU_SECOND_KEY,
    });
    expect(() => loadConfig({ ...PAYU, PAYU_SECOND_KEY: undefined })).toThrow(/PAYU_SECOND_KEY/);
    expect(() => loadConfig({ ...PAYU, PAYU_POS_ID: 'abc' })).toThrow(ConfigError);
  });

  it('production talks to PayU over https only', () => {
    expect(loadConfig({ ...PRODUCTION, ...PAYU }).payu?.url).toBe('https://secure.payu.com');
    expect(() => loadConfig({ ...PRODUCTION, ...PAYU, PAYU_URL: 'http://127.0.0.1:8399' })).toThrow(
      /PAYU_URL: must be https/,
    );
    // Outside production the local simulator is fine.
    expect(loadConfig({ ...PAYU, PAYU_URL: 'http://127.0.0.1:8399' }).payu?.url).toBe(
      'http://127.0.0.1:8399',
    );
  });
});
