/**
 * Spec §7 finish-special and §4 order modes (issue 21): an order not for the end user
 * (`non_end_user`) is placed by finish-special once every line declares its end use; the standard
 * finish refuses it, finish-special refuses a standard order, and another customer's cart is not
 * found. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1 } from '../../../common/contracts/cart';
import type { ErrorBody } from '../../../common/errors';
import { contactPersons } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from './checkout.fixtures';

let t: TestApp;
let company: Client;
let stranger: Client;
let ids: { customerId: number; contactPersonId: number };
let products: { id: number; symbol: string }[];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 100, demoAccounts: true });
  company = new Client(t.app);
  stranger = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await stranger.login('soletrader@demo.shop', DEMO_PASSWORD);
  const [row] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  ids = row!;
  products = await orderableProducts(t.database.db, 2);
  for (const p of products) await setStock(t.database.db, p.id, 10_000);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const patch = (client: Client, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as never });

describe('orders not for the end user', () => {
  it('are placed by finish-special once every line declares its end use', async () => {
    const order = await createCartFixture(t.database.db, { ...ids, country: 'pl' }, [
      { productId: products[0]!.id, amount: 2 },
      { productId: products[1]!.id, amount: 1 },
    ]);
    await fillOrderForm(company, order.orderNumber);
    const moded = await patch(company, `/ajax/order/${order.orderNumber}`, { mode: 'non_end_user' });
    expect(moded.statusCode, moded.body).toBe(200);
    const cart = moded.json<CartStep1>();
    expect(cart.mode).toBe('non_end_user');

    const plain = await company.post(`/ajax/order/${order.orderNumber}/finish`, { termsAccepted: true });
    expect(plain.statusCode).toBe(409);
    expect(plain.json<ErrorBody>().messageKey).toBe('checkout.errors.specialOrder');

    const undeclared = await company.post(`/ajax/order/${order.orderNumber}/finish-special`, {
      termsAccepted: true,
    });
    expect(undeclared.statusCode).toBe(422);
    const fields = undeclared.json<ErrorBody>().data!.map((d) => d.field);
    expect(fields).toEqual(cart.lines.map((l) => `lines.${l.itemId}.endUse`));

    for (const line of cart.lines) {
      const declared = await patch(company, `/ajax/order/${order.orderNumber}/item/${line.itemId}/end-user`, {
        endUse: 'Industrial controllers for resale',
      });
      expect(declared.statusCode, declared.body).toBe(200);
    }
    expect(
      (await stranger.post(`/ajax/order/${order.orderNumber}/finish-special`, { termsAccepted: true }))
        .statusCode,
    ).toBe(404);
    const placed = await company.post(`/ajax/order/${order.orderNumber}/finish-special`, {
      termsAccepted: true,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ orderNumber: order.orderNumber });
    const short = (await company.get(`/ajax/order/${order.orderNumber}/short`)).json();
    expect(short.status).not.toBe('cart');
  });

  it('finish-special refuses a standard order', async () => {
    const order = await createCartFixture(t.database.db, { ...ids, country: 'pl' }, [
      { productId: products[0]!.id, amount: 1 },
    ]);
    await fillOrderForm(company, order.orderNumber);
    const res = await company.post(`/ajax/order/${order.orderNumber}/finish-special`, {
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().messageKey).toBe('checkout.errors.notSpecialOrder');
  });
});
