/**
 * The order link wizard's pages as the server renders them (ADR 084): /link/order-confirmation?token=
 * describes the order without spending the link, asks for the login first, and sends a link that
 * cannot be used to /link/order-failure?reason=, which words the reason with a 410. The `?order=`
 * pages of placed orders are checkout-pages.test.ts's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressList } from '../../../common/contracts/customers';
import { contactPersons, orders } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

let t: TestApp;
let primary: Client;
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, web: 'production', demoAccounts: true });
  primary = new Client(t.app);
  expect((await primary.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  const [me] = await t.database.db
    .select()
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  const [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 100);
  const order = await createCartFixture(
    t.database.db,
    { customerId: me!.customerId, contactPersonId: me!.id, country: 'pl' },
    [{ productId: product!.id, amount: 1 }],
  );
  orderNumber = order.orderNumber;
  const list = (await primary.get('/ajax/profile/addresses')).json<AddressList>();
  const saved = await primary.request({
    method: 'PATCH',
    url: `/ajax/order/${orderNumber}/form`,
    payload: {
      vatEuCountry: 'PL1234567890',
      shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
      invoiceAddressId: list.payerAddress!.addressNumber,
      shippingCondition: 'courier_pl',
      paymentId: 'bank_transfer',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the order link pages', () => {
  it('sends a tampered link to the failure page, which words its reason with a 410', async () => {
    const page = await primary.get(
      `/link/order-confirmation?token=1.abc.${'A'.repeat(32)}.${'B'.repeat(32)}`,
    );
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toContain('/link/order-failure?reason=invalid');
    const failure = await primary.get('/link/order-failure?reason=expired');
    expect(failure.statusCode).toBe(410);
    expect(failure.body).toContain('The link has expired.');
    const unknown = await primary.get('/link/order-failure?reason=nonsense');
    expect(unknown.body).toContain('The link is not valid.');
  });

  it('describes the order to its person only, asks for the login first, and spends nothing', async () => {
    const [me] = await t.database.db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.email, 'company@demo.shop'));
    await t.database.db.insert(contactPersons).values({
      customerId: me!.customerId,
      crc: 'x'.repeat(40),
      email: 'pages-colleague@demo.shop',
      firstName: 'Pola',
      lastName: 'Strona',
      language: 'en',
      passwordHash: me!.passwordHash,
      emailVerifiedAt: new Date(),
    });
    const asker = new Client(t.app);
    expect((await asker.login('pages-colleague@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
    const sent = await asker.post(`/ajax/order/${orderNumber}/activate-order-request`, {});
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = (await t.services.mail.list(20)).find((m) => m.kind === 'order_request');
    const token = decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(mail!.textBody!)![1]!);
    const path = `/link/order-confirmation?token=${encodeURIComponent(token)}`;

    const anonymous = await new Client(t.app).get(path);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('data-testid="order-request-login"');
    expect(anonymous.body).not.toContain('data-testid="order-request-lines"');

    const own = await primary.get(path);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('data-testid="order-request-lines"');
    expect(own.body).toContain('was prepared by Pola Strona');

    const other = await asker.get(path);
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toContain('reason=other_customer');
    // Looking spent nothing: the order is still a cart.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.status).toBe('cart');
  });
});
