/**
 * ADR 080: a Hungarian VAT invoice's data is reported to NAV Online Számla after the invoice's
 * transaction commits (the e-invoice send queue), over HTTP to the local NAV simulator; its state
 * (accepted with the transaction id, or rejected with NAV's reason) is kept on the e-invoice row
 * the desk's invoice page shows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eInvoices, invoices, orderItems, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { idsOf } from '../complaints/complaints.fixtures';
import { startNavSimulator, type NavSimulator } from '../e-invoicing/e-invoicing.fixtures';
import { createCartFixture, orderableProducts } from '../ordering/checkout.fixtures';

const USER = {
  login: 'shoptechuser',
  password: 'Nav-Test-Password-1',
  // The shop's Hungarian seller (seller.ts): HU28765432.
  taxNumber: '28765432',
  signingKey: 'ce-8f5e-215119fa7dd621DLMRHRLH2S',
  exchangeKey: 'b4a1ef5c2f0a4e1a',
};

let sim: NavSimulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startNavSimulator({ users: [USER], processingPolls: 1 });
  t = await createTestApp({
    seedProducts: 20,
    demoAccounts: true,
    accounts: {
      nav: {
        url: sim.url,
        ...USER,
        software: {
          id: 'HU28765432SHOP0001',
          name: 'Shop',
          version: '1.0',
          devName: 'Shop',
          devContact: 'it@shop.example',
        },
      },
      ksefPollMs: 10,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

async function paidHungarianOrder() {
  const ids = await idsOf(t.database.db, 'company@demo.shop');
  const [product] = await orderableProducts(t.database.db, 1);
  const order = await createCartFixture(t.database.db, { ...ids, country: 'hu' }, []);
  await t.database.db.insert(orderItems).values({
    orderId: order.id,
    position: 1,
    productId: product!.id,
    symbol: product!.symbol,
    description: 'NPN tranzisztor',
    amount: 10,
    unitPrice: '100',
    lineNet: '1000',
  });
  await t.database.db
    .update(orders)
    .set({
      status: 'paid',
      placedAt: new Date(),
      invoiceAddress: {
        customerName: 'Kovács Kft.',
        street: 'Fő utca 1.',
        zipCode: '1011',
        city: 'Budapest',
        countryCode: 'HU',
      },
    })
    .where(eq(orders.id, order.id));
  return order;
}

describe('a Hungarian invoice reported to NAV', () => {
  it('is sent after its transaction commits and kept as accepted with NAV’s transaction', async () => {
    const order = await paidHungarianOrder();
    await t.services.invoices.reactToOrder(order.id);
    await t.services.invoices.idle();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ kind: 'invoice', market: 'hu' });
    const [row] = await t.database.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoice!.id));
    expect(row, JSON.stringify(row?.problems)).toMatchObject({
      format: 'nav',
      status: 'accepted',
      attempts: 1,
    });
    expect(row!.statusDescription).toMatch(/^NAV DONE · [0-9A-F]{16}$/);
    const transaction = sim.transactions.get(row!.invoiceReference!)!;
    expect(transaction).toMatchObject({ operation: 'CREATE', status: 'DONE' });
    expect(transaction.invoiceXml).toBe(row!.xml);
    // The desk's view of it.
    expect(await t.services.invoices.eInvoice(invoice!.id)).toMatchObject({
      format: 'nav',
      status: 'accepted',
    });
  });

  it('stays pending with the error while NAV cannot be reached: the job and the sweep send it later', async () => {
    await sim.close();
    const closed = sim;
    sim = undefined as unknown as NavSimulator;
    const order = await paidHungarianOrder();
    await t.services.invoices.reactToOrder(order.id);
    await t.services.invoices.idle();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const [row] = await t.database.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoice!.id));
    expect(row).toMatchObject({ format: 'nav', status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/NAV tokenExchange did not answer/);
    expect(closed.transactions.size).toBe(1);
  });
});
