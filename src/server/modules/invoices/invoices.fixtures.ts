/**
 * What the API tests of an order's invoices and documents share (ADR 060, 064): a fresh shop with
 * the demo accounts, the demo company and another customer logged in, one product in stock, orders
 * placed as the company does at checkout (bank transfer, or online on the test operator and paid as
 * its signed callback pays), the order's invoices as the company's account lists them, and PDFs read
 * back with pdftotext (the embedded fonts' Polish letters included).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FinishResponse } from '../../../common/contracts/checkout';
import type { OrderInvoices } from '../../../common/contracts/invoices';
import { contactPersons } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm, type OrderFormOverrides } from '../../test-support/order-form';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestAppOptions } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

export type PaymentChoice = 'bank_transfer' | 'online_testpay';

export interface InvoiceTestShop {
  t: TestApp;
  /** company@demo.shop, logged in: the one who orders. */
  company: Client;
  /** person@demo.shop, logged in: another customer, who must get 404s. */
  stranger: Client;
  /** The company's customer and contact person. */
  ids: { customerId: number; contactPersonId: number };
  /** The product every order buys (plenty in stock). */
  product: { id: number; symbol: string };
  /**
   * An order of `amount` units placed by the company (its order form, with `form` changed), paid by
   * bank transfer or online on the test operator; returns once the invoices it issues are written.
   */
  placeOrder(
    paymentId: PaymentChoice,
    options?: { amount?: number; form?: OrderFormOverrides },
  ): Promise<Awaited<ReturnType<typeof createCartFixture>> & { finish: FinishResponse }>;
  /** Pays an online order on the test operator, as its signed callback does. */
  pay(redirectUrl: string): Promise<void>;
  /** The order's invoices as `client`'s account lists them. */
  orderInvoices(client: Client, orderNumber: string): Promise<OrderInvoices['items']>;
  close(): Promise<void>;
}

export async function openInvoiceTestShop(
  options: Pick<TestAppOptions, 'seedProducts' | 'accounts'> & { stock?: number } = {},
): Promise<InvoiceTestShop> {
  const t = await createTestApp({
    seedProducts: options.seedProducts ?? 200,
    demoAccounts: true,
    accounts: options.accounts,
  });
  const company = new Client(t.app);
  const stranger = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await stranger.login('person@demo.shop', DEMO_PASSWORD);
  const [ids] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  const [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, options.stock ?? 100_000);

  const pay = async (redirectUrl: string) => {
    const token = /\/payment-operator\/([0-9a-f]{32})/.exec(redirectUrl)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/payment-operator/${token}`,
      payload: 'result=success',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost:80',
        origin: 'http://localhost:80',
      },
    });
    expect(res.statusCode, res.body).toBe(303);
    await t.services.invoices.idle();
  };

  return {
    t,
    company,
    stranger,
    ids: ids!,
    product: product!,
    async placeOrder(paymentId, { amount = 2, form = {} } = {}) {
      const order = await createCartFixture(t.database.db, { ...ids!, country: 'pl' }, [
        { productId: product!.id, amount },
      ]);
      await fillOrderForm(company, order.orderNumber, form);
      if (paymentId !== 'bank_transfer') {
        const changed = await company.request({
          method: 'PATCH',
          url: `/ajax/order/${order.orderNumber}/form`,
          payload: { paymentId },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      const res = await company.post(`/ajax/order/${order.orderNumber}/finish`, { termsAccepted: true });
      expect(res.statusCode, res.body).toBe(200);
      await t.services.invoices.idle();
      return { ...order, finish: res.json<FinishResponse>() };
    },
    pay,
    orderInvoices: async (client, orderNumber) =>
      (await client.get(`/ajax/invoices/order/${orderNumber}`)).json<OrderInvoices>().items,
    close: () => t.close(),
  };
}

/** Reads PDFs back as text (pdftotext, UTF-8, in reading order), each kept under `name` in a scratch folder. */
export function pdfReader(prefix: string): (bytes: Buffer, name: string) => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (bytes, name) => {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-raw', file, '-'], { encoding: 'utf8' });
  };
}
