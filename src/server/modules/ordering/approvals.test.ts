/**
 * Companies that buy as a team (issue 22, ADR 078): buyer rights, the approval gate every placement
 * passes, approving and rejecting, the audit and the mails, and every denial: a buyer cannot approve
 * their own order nor change their own rights, a colleague who does not approve cannot decide,
 * another company's approver gets 404, and a buyer above their limit cannot get round the gate by
 * the cart, quick buy or a reorder. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where
 * the month's limit is also raced by concurrent placements.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApprovalEvent, ContactPersonsList, PendingApprovals } from '../../../common/approvals';
import type { CheckoutSummary, FinishResponse } from '../../../common/contracts/checkout';
import type { AddressList } from '../../../common/contracts/customers';
import type { ErrorBody } from '../../../common/errors';
import { WorkingLineSchema, type QuickBuyList } from '../../../common/contracts/quickbuy';
import { toDecimal } from '../../../common/money';
import { contactPersons, orderItems, orders, outbox, payments, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { companyAccountInput, createCartFixture, orderableProducts, setStock } from './checkout.fixtures';

let t: TestApp;
let primary: Client;
let buyer: Client;
let approver: Client;
let viewer: Client;
let stranger: Client;
let customerId: number;
const ids = { primary: 0, buyer: 0, approver: 0, viewer: 0 };
const crcs = { primary: '', buyer: '', approver: '', viewer: '', stranger: '' };
let form: Record<string, string>;
let product: { id: number; symbol: string };
/** The net value of an order of two units, the buyer's limit per order in the gate's tests. */
let twoNet: string;

const crc = () => Array.from(randomBytes(40), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/** A colleague of the demo company who logs in with the demo password. */
async function colleague(
  name: string,
  language: string,
  rights: Partial<typeof contactPersons.$inferInsert>,
) {
  const [me] = await t.database.db.select().from(contactPersons).where(eq(contactPersons.id, ids.primary));
  const email = `${name}@demo.shop`;
  const [row] = await t.database.db
    .insert(contactPersons)
    .values({
      customerId,
      crc: crc(),
      email,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: 'Kowalska',
      language,
      passwordHash: me!.passwordHash,
      emailVerifiedAt: new Date(),
      ...rights,
    })
    .returning({ id: contactPersons.id, crc: contactPersons.crc });
  const client = new Client(t.app);
  const login = await client.login(email, DEMO_PASSWORD);
  expect(login.statusCode, login.body).toBe(200);
  return { client, ...row! };
}

/** A cart of the buyer (`amount` of the product) with the order form filled in. */
async function cartOf(contactPersonId: number, client: Client, amount: number, extra: object = {}) {
  const order = await createCartFixture(t.database.db, { customerId, contactPersonId, country: 'pl' }, [
    { productId: product.id, amount },
  ]);
  const saved = await client.request({
    method: 'PATCH',
    url: `/ajax/order/${order.orderNumber}/form`,
    payload: { ...form, ...extra },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return order.orderNumber;
}

/** The order's net value as step 2 shows it (what the gate measures). */
async function netOf(client: Client, orderNumber: string) {
  return (await client.get(`/ajax/cart/step-2/${orderNumber}`)).json<CheckoutSummary>().totals.net;
}

const finish = (client: Client, orderNumber: string) =>
  client.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });

async function orderRow(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

async function stockOf(id: number) {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}

const rights = (client: Client, who: string, body: object) =>
  client.request({ method: 'PUT', url: `/ajax/customer/contact-person/${who}/rights`, payload: body });

const setRights = async (who: string, body: object) => {
  const res = await rights(primary, who, {
    mayOrder: true,
    orderLimit: null,
    monthLimit: null,
    approvesOrders: false,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(204);
};

/** The mails of a kind to an address (about `about` when given), once those sent after the commit landed. */
async function mailsTo(to: string, kind: string, about?: string) {
  let rows: Array<typeof outbox.$inferSelect> = [];
  await vi.waitFor(
    async () => {
      rows = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, to), eq(outbox.kind, kind)));
      rows = rows.filter((row) => !about || row.subject.includes(about) || row.textBody?.includes(about));
      expect(rows.length).toBeGreaterThanOrEqual(1);
    },
    { timeout: 10_000, interval: 50 },
  );
  return rows;
}

const decide = (client: Client, orderNumber: string, how: 'approve' | 'reject', comment = '') =>
  client.post(`/ajax/profile/approvals/${orderNumber}/${how}`, { comment });

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300, demoAccounts: true });
  primary = new Client(t.app);
  await primary.login('company@demo.shop', DEMO_PASSWORD);
  const [me] = await t.database.db
    .select({ id: contactPersons.id, customerId: contactPersons.customerId, crc: contactPersons.crc })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  ids.primary = me!.id;
  crcs.primary = me!.crc;
  customerId = me!.customerId;
  const b = await colleague('beata', 'pl', {});
  const a = await colleague('anke', 'de', { approvesOrders: true });
  const v = await colleague('viktor', 'hu', { mayOrder: false });
  [buyer, approver, viewer] = [b.client, a.client, v.client];
  [ids.buyer, ids.approver, ids.viewer] = [b.id, a.id, v.id];
  [crcs.buyer, crcs.approver, crcs.viewer] = [b.crc, a.crc, v.crc];

  const hash = await t.services.auth.hashPassword(DEMO_PASSWORD);
  const other = await t.services.customers.createAccount(
    companyAccountInput('Obca', 'obca@other.test', hash) as never,
  );
  stranger = new Client(t.app);
  await stranger.login('obca@other.test', DEMO_PASSWORD);
  const [s] = await t.database.db
    .select({ crc: contactPersons.crc })
    .from(contactPersons)
    .where(eq(contactPersons.id, other.contactPersonId));
  crcs.stranger = s!.crc;

  const list = (await primary.get('/ajax/profile/addresses')).json<AddressList>();
  form = {
    vatEuCountry: 'PL1234567890',
    shippingAddressId: list.shippingAddresses.elements[0]!.addressNumber,
    invoiceAddressId: list.payerAddress!.addressNumber,
    shippingCondition: 'courier_pl',
    paymentId: 'bank_transfer',
  };
  [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 100_000);
  const probe = await cartOf(ids.buyer, buyer, 2);
  twoNet = await netOf(buyer, probe);
  await t.database.db.delete(orders).where(eq(orders.orderNumber, probe));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('buyer rights', () => {
  it('every colleague sees the rights; only the primary contact person may change them', async () => {
    const seen = (await buyer.get('/ajax/customer/contact-persons')).json<ContactPersonsList>();
    expect(seen.currency).toBe('PLN');
    expect(seen.canEditRights).toBe(false);
    expect(seen.contactPersons.find((p) => p.crc === crcs.viewer)!.rights.mayOrder).toBe(false);
    expect(seen.contactPersons.find((p) => p.crc === crcs.primary)!.rights).toMatchObject({
      orderLimit: null,
      approvesOrders: true,
    });
    expect(
      (await primary.get('/ajax/customer/contact-persons')).json<ContactPersonsList>().canEditRights,
    ).toBe(true);

    await setRights(crcs.buyer, { orderLimit: '100.50', monthLimit: '1000' });
    const after = (await primary.get('/ajax/customer/contact-persons')).json<ContactPersonsList>();
    expect(after.contactPersons.find((p) => p.crc === crcs.buyer)!.rights).toEqual({
      mayOrder: true,
      orderLimit: '100.50',
      monthLimit: '1000.00',
      approvesOrders: false,
    });
  });

  it('a buyer cannot raise their own limit, nor change a colleague’s; nobody changes the primary’s', async () => {
    const raise = { mayOrder: true, orderLimit: null, monthLimit: null, approvesOrders: true };
    const own = await rights(buyer, crcs.buyer, raise);
    expect(own.statusCode).toBe(403);
    expect(own.json<ErrorBody>().messageKey).toBe('approvals.errors.ownRights');
    const colleagues = await rights(approver, crcs.buyer, raise);
    expect(colleagues.statusCode).toBe(403);
    expect(colleagues.json<ErrorBody>().messageKey).toBe('approvals.errors.onlyPrimary');
    const ofPrimary = await rights(approver, crcs.primary, { ...raise, mayOrder: false });
    expect(ofPrimary.statusCode).toBe(403);
    expect((await rights(primary, crcs.primary, { ...raise, mayOrder: false })).statusCode).toBe(403);
    // Another company's person is not found; their own primary cannot reach ours either.
    expect((await rights(primary, crcs.stranger, raise)).statusCode).toBe(404);
    expect((await rights(stranger, crcs.buyer, raise)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(contactPersons).where(eq(contactPersons.id, ids.buyer));
    expect(row!.orderLimit).toBe('100.5000');
    expect(row!.approvesOrders).toBe(false);
  });

  it('refuses a malformed limit with a field message, never a 500', async () => {
    for (const orderLimit of ['12,5', '-1', 'abc', '1.234', '1'.repeat(16)]) {
      const res = await rights(primary, crcs.buyer, {
        mayOrder: true,
        orderLimit,
        monthLimit: null,
        approvesOrders: false,
      });
      expect(res.statusCode, orderLimit).toBe(422);
      expect(res.json<ErrorBody>().data?.[0]?.field).toBe('orderLimit');
    }
    expect((await rights(primary, crcs.buyer, { mayOrder: true })).statusCode).toBe(422);
  });
});

describe('the approval gate', () => {
  let waiting: string;

  it('an order within the limits is placed as usual', async () => {
    // A limit is "up to": an order of exactly the limit goes through.
    await setRights(crcs.buyer, { orderLimit: twoNet });
    const orderNumber = await cartOf(ids.buyer, buyer, 2);
    const res = await finish(buyer, orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<FinishResponse>().status).toBe('placed');
  });

  it('an order above the buyer’s limit waits: no stock taken, no payment, the approvers mailed', async () => {
    const before = await stockOf(product.id);
    waiting = await cartOf(ids.buyer, buyer, 5, { paymentId: 'online_testpay' });
    const res = await finish(buyer, waiting);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<FinishResponse>();
    expect(answer.status).toBe('awaiting_approval');
    expect(answer.redirectUrl).toContain('/link/order-confirmation?order=');
    const row = await orderRow(waiting);
    expect(row.status).toBe('awaiting_approval');
    expect(row.netTotal).not.toBeNull();
    expect(await stockOf(product.id)).toBe(before);
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines.every((l) => l.reserved === 0)).toBe(true);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(0);

    // Each approver in their own language, with a link from the configured public origin.
    const [toAnke] = await mailsTo('anke@demo.shop', 'approval_request', waiting);
    expect(toAnke!.language).toBe('de');
    expect(toAnke!.subject).toBe(`Bestellung ${waiting} wartet auf Ihre Freigabe`);
    expect(toAnke!.textBody).toMatch(/http:\/\/localhost\/\S*profile\/approvals/);
    const [toPrimary] = await mailsTo('company@demo.shop', 'approval_request', waiting);
    expect(toPrimary!.language).toBe('pl');
    const own = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'beata@demo.shop'), eq(outbox.kind, 'approval_request')));
    expect(own).toHaveLength(0);
  });

  it('lists the waiting order to approvers only; the buyer sees it as their own', async () => {
    const forApprover = (await approver.get('/ajax/profile/approvals')).json<PendingApprovals>();
    expect(forApprover.approver).toBe(true);
    expect(forApprover.elements.find((e) => e.orderNumber === waiting)).toMatchObject({
      buyerEmail: 'beata@demo.shop',
      reason: 'order_limit',
      own: false,
    });
    expect((await viewer.get('/ajax/profile/approvals')).json<PendingApprovals>()).toEqual({
      elements: [],
      approver: false,
    });
    expect((await buyer.get('/ajax/profile/approvals')).json<PendingApprovals>().approver).toBe(false);
    const foreign = (await stranger.get('/ajax/profile/approvals')).json<PendingApprovals>();
    expect(foreign.elements.map((e) => e.orderNumber)).not.toContain(waiting);
  });

  it('refuses every decision but an approver’s of the same company on another’s order', async () => {
    const mine = await decide(buyer, waiting, 'approve');
    expect(mine.statusCode).toBe(403);
    expect(mine.json<ErrorBody>().messageKey).toBe('approvals.errors.notApprover');
    // Even a buyer who approves others cannot approve their own order.
    await setRights(crcs.buyer, { orderLimit: twoNet, approvesOrders: true });
    const ownOrder = await decide(buyer, waiting, 'approve');
    expect(ownOrder.statusCode).toBe(403);
    expect(ownOrder.json<ErrorBody>().messageKey).toBe('approvals.errors.ownOrder');
    await setRights(crcs.buyer, { orderLimit: twoNet });
    const notApprover = await decide(viewer, waiting, 'approve');
    expect(notApprover.statusCode).toBe(403);
    // Another company's approver (their primary contact person) does not find the order at all.
    expect((await decide(stranger, waiting, 'approve')).statusCode).toBe(404);
    expect((await decide(stranger, waiting, 'reject', 'no')).statusCode).toBe(404);
    expect((await stranger.get(`/ajax/order-status/${waiting}/approvals`)).statusCode).toBe(404);
    // A rejection says why.
    expect((await decide(approver, waiting, 'reject', '  ')).statusCode).toBe(422);
    // Paying an order that is not approved is not possible either.
    expect((await buyer.post(`/ajax/order/${waiting}/payment`, {})).statusCode).toBe(409);
    expect((await orderRow(waiting)).status).toBe('awaiting_approval');
  });

  it('an approval sends the order on: stock reserved, payment started, the buyer mailed the link', async () => {
    const before = await stockOf(product.id);
    const res = await decide(approver, waiting, 'approve', 'OK, projekt X');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderNumber: waiting, status: 'awaiting_payment' });
    const row = await orderRow(waiting);
    expect(row.status).toBe('awaiting_payment');
    expect(await stockOf(product.id)).toBe(before - 5);
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
    const [mail] = await mailsTo('beata@demo.shop', 'order_confirmation', waiting);
    expect(mail!.textBody).toContain(waiting);
    expect(mail!.textBody).toMatch(/http:\/\/localhost\/payment-operator\/[0-9a-f]{32}/);
    // Decided once: a second approval (or a rejection) is refused.
    expect((await decide(approver, waiting, 'approve')).statusCode).toBe(409);
    expect((await decide(primary, waiting, 'reject', 'late')).statusCode).toBe(409);

    const events = (await buyer.get(`/ajax/order-status/${waiting}/approvals`)).json<{
      events: ApprovalEvent[];
    }>().events;
    expect(events.map((e) => [e.action, e.actorName, e.reason, e.comment])).toEqual([
      ['requested', 'Beata Kowalska', 'order_limit', null],
      ['approved', 'Anke Kowalska', null, 'OK, projekt X'],
    ]);
  });

  it('a rejection cancels the order and mails the buyer the comment', async () => {
    const orderNumber = await cartOf(ids.buyer, buyer, 4);
    expect((await finish(buyer, orderNumber)).json<FinishResponse>().status).toBe('awaiting_approval');
    const res = await decide(primary, orderNumber, 'reject', 'Za drogo, weź z magazynu.');
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(orderNumber)).status).toBe('cancelled');
    const [mail] = await mailsTo('beata@demo.shop', 'approval_rejected', orderNumber);
    expect(mail!.language).toBe('pl');
    expect(mail!.textBody).toContain('Za drogo, weź z magazynu.');
    expect(mail!.textBody).toContain(`http://localhost/`);
  });

  it('a colleague who may not order is refused at placement, whatever the value', async () => {
    const orderNumber = await cartOf(ids.viewer, viewer, 1);
    const res = await finish(viewer, orderNumber);
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().messageKey).toBe('approvals.errors.mayNotOrder');
    expect((await orderRow(orderNumber)).status).toBe('cart');
  });

  it('quick buy and a reorder only fill a cart: its placement meets the same gate', async () => {
    const read = await buyer.post('/ajax/quickbuy/read-products/lines', { text: `${product.symbol} 6` });
    expect(read.statusCode, read.body).toBe(200);
    const lines = read.json<QuickBuyList>().lines.map((line) => WorkingLineSchema.parse(line));
    const quick = await buyer.post('/ajax/customer/quickbuy/order', { lines, target: 'new' });
    expect(quick.statusCode, quick.body).toBe(200);
    const quickOrder = quick.json<{ orderNumber: string }>().orderNumber;
    await buyer.request({ method: 'PATCH', url: `/ajax/order/${quickOrder}/form`, payload: form });
    expect((await finish(buyer, quickOrder)).json<FinishResponse>().status).toBe('awaiting_approval');

    const reorder = await buyer.post(`/ajax/order-history/reorder/${waiting}`, { cartOrderNumber: '0' });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const again = reorder.json<{ cartOrderNumber: string }>().cartOrderNumber;
    await buyer.request({ method: 'PATCH', url: `/ajax/order/${again}/form`, payload: form });
    expect((await finish(buyer, again)).json<FinishResponse>().status).toBe('awaiting_approval');
    // finish-special is the same placement: a standard order is refused there before the gate.
    expect(
      (await buyer.post(`/ajax/order/${again}/finish-special`, { termsAccepted: true })).statusCode,
    ).toBe(409);
  });

  it('the month’s limit counts the buyer’s placed and approved orders of the calendar month', async () => {
    // Reset the month: the orders so far belong to another buyer row for this check.
    await t.database.db
      .update(orders)
      .set({ placedAt: sql`now() - interval '40 days'` })
      .where(and(eq(orders.contactPersonId, ids.buyer), sql`${orders.status} <> 'cart'`));
    const first = await cartOf(ids.buyer, buyer, 2);
    await setRights(crcs.buyer, { monthLimit: toDecimal(twoNet).times(2.5).toFixed(2) });
    expect((await finish(buyer, first)).json<FinishResponse>().status).toBe('placed');
    const second = await cartOf(ids.buyer, buyer, 2);
    expect((await finish(buyer, second)).json<FinishResponse>().status).toBe('placed');
    const third = await cartOf(ids.buyer, buyer, 2);
    expect((await finish(buyer, third)).json<FinishResponse>().status).toBe('awaiting_approval');
    const events = (await buyer.get(`/ajax/order-status/${third}/approvals`)).json<{
      events: ApprovalEvent[];
    }>().events;
    expect(events[0]!.reason).toBe('month_limit');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the month’s limit under concurrent placements (PostgreSQL)',
  () => {
    it('of six orders placed at once, only those that fit the month go through; the rest wait', async () => {
      await t.database.db
        .update(orders)
        .set({ placedAt: sql`now() - interval '40 days'` })
        .where(and(eq(orders.contactPersonId, ids.buyer), sql`${orders.status} <> 'cart'`));
      // Room for two orders of two units; each order alone is within every limit.
      await setRights(crcs.buyer, { monthLimit: toDecimal(twoNet).times(2.5).toFixed(2) });
      const carts = [];
      for (let i = 0; i < 6; i += 1) carts.push(await cartOf(ids.buyer, buyer, 2));
      const results = await Promise.all(carts.map((orderNumber) => finish(buyer, orderNumber)));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const statuses = results.map((r) => r.json<FinishResponse>().status).sort();
      expect(statuses).toEqual([
        'awaiting_approval',
        'awaiting_approval',
        'awaiting_approval',
        'awaiting_approval',
        'placed',
        'placed',
      ]);
    }, 60_000);
  },
);
