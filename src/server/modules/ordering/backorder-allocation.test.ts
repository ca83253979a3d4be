/**
 * Back-orders under concurrency (issue 22, ADR 077): orders of a back-orderable product placed while
 * arrivals of it are allocated, all at once. On PostgreSQL (TEST_DATABASE_URL) they really run side
 * by side on the pool; on PGlite they interleave on its one connection. Either way no unit is handed
 * out twice or lost (stock + every line's reserved units = the first stock + what arrived), every line
 * is whole (reserved + waiting = amount), and a line got arrived units only when every line placed
 * before it had all of its own.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressList } from '../../../common/contracts/customers';
import { contactPersons, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from './checkout.fixtures';

const ORDERS = 16;
const AMOUNT = 30;
const FIRST_STOCK = 50;
const ARRIVALS = [60, 45, 70, 25, 40];

let t: TestApp;
let company: Client;
let product: { id: number; symbol: string };
let form: Record<string, string>;
let owner: { customerId: number; contactPersonId: number };

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200, demoAccounts: true });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  [owner] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  const list = (await company.get('/ajax/profile/addresses')).json<AddressList>();
  form = {
    vatEuCountry: 'PL1234567890',
    shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
    invoiceAddressId: list.payerAddress!.addressNumber,
    shippingCondition: 'courier_pl',
    paymentId: 'bank_transfer',
  };
  [product] = await orderableProducts(t.database.db, 1, { backorderable: true });
  await setStock(t.database.db, product!.id, FIRST_STOCK);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('allocation under concurrent orders and arrivals', () => {
  it('never hands out a unit twice and keeps the order of placement', async () => {
    const carts = [];
    for (let i = 0; i < ORDERS; i++) {
      const cart = await createCartFixture(t.database.db, { ...owner!, country: 'pl' }, [
        { productId: product.id, amount: AMOUNT },
      ]);
      const saved = await company.request({
        method: 'PATCH',
        url: `/ajax/order/${cart.orderNumber}/form`,
        payload: form,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      carts.push(cart);
    }
    // Orders and arrivals at once, interleaved.
    const work: Array<Promise<unknown>> = [];
    carts.forEach((cart, i) => {
      work.push(
        company.post(`/ajax/order/${cart.orderNumber}/finish`, { termsAccepted: true }).then((res) => {
          expect(res.statusCode, res.body).toBe(200);
        }),
      );
      const arrival = ARRIVALS[i];
      if (arrival !== undefined)
        work.push(
          t.services.stockArrivals.record(
            { symbol: product.symbol, quantity: arrival, received: true },
            'test',
          ),
        );
    });
    await Promise.all(work);
    // A second run finds every arrival claimed: nothing moves.
    expect(await t.services.stockArrivals.allocatePending()).toMatchObject({ allocated: 0, toStock: 0 });

    const lines = (
      (await t.database.db.execute(sql`
        SELECT i.amount, i.reserved, i.backordered, i.backorder_waiting AS waiting
        FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.product_id = ${product.id} AND o.status <> 'cart'
        ORDER BY o.placed_at, i.id`)) as unknown as {
        rows: Array<{ amount: number; reserved: number; backordered: number; waiting: number }>;
      }
    ).rows.map((r) => ({
      amount: Number(r.amount),
      reserved: Number(r.reserved),
      backordered: Number(r.backordered),
      waiting: Number(r.waiting),
    }));
    expect(lines).toHaveLength(ORDERS);
    const [{ stock }] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    const arrived = ARRIVALS.reduce((a, b) => a + b, 0);
    // Conservation: every unit is in the stock or held by exactly one line.
    expect(stock + lines.reduce((sum, l) => sum + l.reserved, 0)).toBe(FIRST_STOCK + arrived);
    expect(stock).toBeGreaterThanOrEqual(0);
    for (const line of lines) {
      expect(line.reserved + line.waiting).toBe(line.amount);
      expect(line.waiting).toBeGreaterThanOrEqual(0);
      expect(line.waiting).toBeLessThanOrEqual(line.backordered);
    }
    // Order of placement: a line that got arrived units comes after lines that all have theirs.
    lines.forEach((line, i) => {
      if (line.backordered - line.waiting > 0)
        expect(lines.slice(0, i).every((l) => l.waiting === 0)).toBe(true);
    });
    // Demand (480) exceeds supply (330): units left in stock only once nobody waits.
    if (stock > 0) expect(lines.every((l) => l.waiting === 0)).toBe(true);
    expect(lines.some((l) => l.waiting > 0)).toBe(true);
  });
});
