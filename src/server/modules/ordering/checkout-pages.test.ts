import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPersons } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from './checkout.fixtures';

/** Checkout pages rendered from build/ (npm test builds it first): step 2 and the outcome pages. */
let t: TestApp;
let company: Client;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, web: 'production', demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const [owner] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  const [p] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, p!.id, 50);
  orderNumber = (
    await createCartFixture(t.database.db, { ...owner!, country: 'pl' }, [{ productId: p!.id, amount: 2 }])
  ).orderNumber;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('checkout pages', () => {
  it('renders step 2 with the lines, the totals and what is missing, not indexed', async () => {
    const res = await company.get(`/cart/step/2/order/${orderNumber}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="checkout-step-2"');
    expect(res.body).toContain(`Order ${orderNumber}: delivery and payment`);
    expect(res.body).toContain('data-testid="checkout-missing"');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
  });

  it('another customer gets the 404 page; a visitor is asked to log in', async () => {
    const person = new Client(t.app);
    await person.login('person@demo.shop', DEMO_PASSWORD);
    const foreign = await person.get(`/cart/step/2/order/${orderNumber}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('checkout-step-2');
    const visitor = await new Client(t.app).get(`/cart/step/2/order/${orderNumber}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('data-testid="login-required"');
  });

  it('shows the confirmation after placing, and the failure page offers paying again for a waiting order', async () => {
    await fillOrderForm(company, orderNumber, { paymentId: 'online_testpay' });
    expect(
      (await company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true })).statusCode,
    ).toBe(200);
    const failure = await company.get(`/link/order-failure?order=${orderNumber}`);
    expect(failure.statusCode).toBe(200);
    expect(failure.body).toContain('The payment did not go through');
    expect(failure.body).toContain('data-testid="pay-again"');
    const confirmation = await company.get(`/link/order-confirmation?order=${orderNumber}`);
    expect(confirmation.body).toContain(`Order ${orderNumber} waits for the payment.`);
    const step2 = await company.get(`/cart/step/2/order/${orderNumber}`);
    expect(step2.body).toContain('This order has already been placed.');
    const unknown = await company.get('/link/order-confirmation?order=99999999');
    expect(unknown.body).toContain('No such order in your account.');
  });
});
