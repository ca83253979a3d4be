import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressList } from '../../../common/contracts/customers';
import { loadConfig } from '../../config';
import { contactPersons, orders } from '../../db/schema';
import { Client, XHR } from '../../test-support/http';
import { orderFormOf } from '../../test-support/order-form';
import { productionEnv } from '../../test-support/production-env';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { insertPayment } from './payments.repository';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

/**
 * Production (NODE_ENV=production on PostgreSQL) has no test payment operator unless a staging site
 * asks for it with PAYMENT_TESTPAY=true (ADR 015). The app is built from the configuration exactly
 * as the start builds it; only the database is the test one.
 */
const PRODUCTION = productionEnv();

async function companyCart(t: TestApp) {
  const [person] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  const [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 100);
  return createCartFixture(t.database.db, { ...person!, country: 'pl' }, [
    { productId: product!.id, amount: 1 },
  ]);
}

describe('production without PAYMENT_TESTPAY', () => {
  let t: TestApp;
  let company: Client;

  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 50, demoAccounts: true, config: loadConfig(PRODUCTION) });
    company = new Client(t.app);
    expect((await company.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('does not offer testpay: no online payment in the delivery methods, no operator logo', async () => {
    const list = (await company.get('/ajax/profile/addresses')).json<AddressList>();
    const methods = list.shippingAddresses.elements[0]!.deliveryMethods.elements;
    expect(methods.length).toBeGreaterThan(0);
    const payments = methods.flatMap((m) => m.paymentMethods.elements);
    expect(payments.map((p) => p.id)).toContain('bank_transfer');
    expect(
      payments.filter((p) => p.id === 'online_testpay' || p.paymentProviders.includes('testpay')),
    ).toEqual([]);
    const logos = await company.get('/ajax/cart/payment-operator-logos');
    expect(logos.json()).toEqual({ elements: [] });
  });

  it('refuses testpay as the payment of an order', async () => {
    const order = await companyCart(t);
    const res = await company.request({
      method: 'PATCH',
      url: `/ajax/order/${order.orderNumber}/form`,
      payload: await orderFormOf(company, { paymentId: 'online_testpay' }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json())).toContain('paymentId');
  });

  it('its pages, logo and callback answer 404, and a payment started before cannot be paid', async () => {
    // An order left waiting for testpay (say, from before the switch) with its payment token.
    const order = await companyCart(t);
    await t.database.db
      .update(orders)
      .set({ status: 'awaiting_payment', grossTotal: '12.30' })
      .where(eq(orders.id, order.id));
    const token = 'f'.repeat(32);
    await insertPayment(t.database.db, {
      orderId: order.id,
      provider: 'testpay',
      token,
      amount: '12.30',
      currency: 'PLN',
    });

    const page = await t.app.inject({ method: 'GET', url: `/payment-operator/${token}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('testpay');
    const pay = await t.app.inject({
      method: 'POST',
      url: `/payment-operator/${token}`,
      payload: 'result=success',
      // With the XHR marker, so the CSRF check lets it through to routing.
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...XHR },
    });
    expect(pay.statusCode).toBe(404);
    const logo = await t.app.inject({ method: 'GET', url: '/payment-operator/logo/testpay.svg' });
    expect(logo.statusCode).toBe(404);
    const callback = await t.app.inject({
      method: 'POST',
      url: '/ajax/payment/callback',
      payload: JSON.stringify({ token, result: 'success' }),
      headers: { 'content-type': 'application/json', 'x-testpay-signature': '0'.repeat(64), ...XHR },
    });
    expect(callback.statusCode).toBe(404);
    const retry = await company.post(`/ajax/order/${order.orderNumber}/payment`, {});
    expect(retry.statusCode).toBe(409);

    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row!.status).toBe('awaiting_payment');
  });
});

describe('a staging site with PAYMENT_TESTPAY=true', () => {
  let t: TestApp;

  beforeAll(async () => {
    const config = loadConfig({
      ...PRODUCTION,
      PAYMENT_TESTPAY: 'true',
      PAYMENT_OPERATOR_SECRET: 'staging-operator-secret-0123456789',
    });
    t = await createTestApp({ seedProducts: 0, config });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('offers testpay and serves its pages', async () => {
    const logos = await t.app.inject({ method: 'GET', url: '/ajax/cart/payment-operator-logos' });
    expect(logos.json()).toEqual({
      elements: [{ provider: 'testpay', name: 'testpay', logoUrl: '/payment-operator/logo/testpay.svg' }],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/payment-operator/logo/testpay.svg' })).statusCode,
    ).toBe(200);
    const methods = await t.services.deliveryCatalog.forCountries(['pl'], 'PLN', 'en');
    expect(methods.get('pl')!.flatMap((m) => m.paymentMethods.elements.map((p) => p.id))).toContain(
      'online_testpay',
    );
  });
});
