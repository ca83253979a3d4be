/**
 * Order requests (issue 21, ADR 084): an order a colleague or the staff desk prepared is sent to
 * the company's main contact person (activate-order-request), who confirms it from the mailed link
 * (placed once, through the normal placement) or cancels it with a reason. Expired, reused,
 * tampered and changed links, another customer's and another colleague's looks (404), staff acting
 * as the customer (audited; they confirm nothing). Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequestSent, OrderRequestView } from '../../../common/order-requests';
import type { ErrorBody } from '../../../common/errors';
import { staffAudit, orderRequests, orders, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { companyAccountInput, createCartFixture } from '../ordering/checkout.fixtures';
import {
  activateOrderRequest as activate,
  COLLEAGUE_EMAIL,
  MAIN_CONTACT_EMAIL,
  mailedToken,
  officeClient,
  orderRequestCompany,
  sendOrderRequest,
  type OrderRequestCompany,
} from './order-requests.fixtures';

let t: TestApp;
let clock = new Date();
let company: OrderRequestCompany;
let primary: Client;
let colleague: Client;
let stranger: Client;
let customerId: number;
let ids: OrderRequestCompany['ids'];
let form: OrderRequestCompany['form'];
let product: OrderRequestCompany['product'];

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 60, demoAccounts: true, accounts: { now: () => clock } });
  company = await orderRequestCompany(t);
  ({ primary, colleague, customerId, ids, form, product } = company);
  const hash = await t.services.auth.hashPassword(DEMO_PASSWORD);
  await t.services.customers.createAccount(companyAccountInput('Obca', 'obca@other.test', hash) as never);
  stranger = new Client(t.app);
  expect((await stranger.login('obca@other.test', DEMO_PASSWORD)).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const preparedCart = (...args: Parameters<OrderRequestCompany['preparedCart']>) =>
  company.preparedCart(...args);
const sent = (orderNumber: string, client = colleague, body: object = {}) =>
  sendOrderRequest(t, client, orderNumber, body);

const view = (client: Client, token: string) =>
  client.get(`/ajax/order-request?token=${encodeURIComponent(token)}`);
const confirm = (client: Client, token: string) =>
  client.post('/ajax/order-request/confirm', { token, termsAccepted: true });
const cancel = (client: Client, token: string, reason: string) =>
  client.post('/ajax/order-request/cancel', { token, reason });

async function statusOf(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!.status;
}

describe('activate-order-request', () => {
  it('sends the order to the main contact person, who reviews it; nobody else sees it', async () => {
    const orderNumber = await preparedCart(3);
    const res = await activate(colleague, orderNumber, { note: 'For the Q1 prototype run' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<OrderRequestSent>()).toMatchObject({ orderNumber, sentTo: 'company@demo.shop' });
    const token = await mailedToken(t, MAIN_CONTACT_EMAIL, orderNumber);

    const seen = await view(primary, token);
    expect(seen.statusCode, seen.body).toBe(200);
    const order = seen.json<OrderRequestView>();
    expect(order).toMatchObject({
      orderNumber,
      requestedBy: 'Celina Nowak',
      byStaff: false,
      note: 'For the Q1 prototype run',
    });
    expect(order.summary.lines.map((l) => [l.symbol, l.amount])).toEqual([[product.symbol, 3]]);
    expect(order.summary.deliveryMethod?.id).toBe('courier_pl');
    expect(Number(order.summary.totals.gross)).toBeGreaterThan(0);

    // Another customer, and the colleague who asked: not found; nobody logged in: 401.
    expect((await view(stranger, token)).statusCode).toBe(404);
    expect((await view(colleague, token)).statusCode).toBe(404);
    expect((await view(new Client(t.app), token)).statusCode).toBe(401);
    // Another customer cannot send this company's order either.
    expect((await activate(stranger, orderNumber)).statusCode).toBe(404);
    // Looking spent nothing: the order is still a cart.
    expect(await statusOf(orderNumber)).toBe('cart');
  });

  it('refuses an incomplete or empty order, the main contact person asking themselves, and bad input', async () => {
    const bare = await createCartFixture(
      t.database.db,
      { customerId, contactPersonId: ids.colleague, country: 'pl' },
      [{ productId: product.id, amount: 1 }],
    );
    const incomplete = await activate(colleague, bare.orderNumber);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json<ErrorBody>().messageKey).toBe('orderRequests.errors.incomplete');

    const own = await preparedCart(1, ids.primary, primary);
    const self = await activate(primary, own);
    expect(self.statusCode).toBe(409);
    expect(self.json<ErrorBody>().messageKey).toBe('orderRequests.errors.selfRequest');

    expect((await activate(colleague, own, { note: 'x'.repeat(501) })).statusCode).toBe(422);
    expect((await activate(colleague, own, { extra: true })).statusCode).toBe(422);
    expect((await activate(new Client(t.app), own)).statusCode).toBe(401);
    expect((await activate(colleague, 'NO-SUCH-ORDER')).statusCode).toBe(404);
  });
});

describe('confirming', () => {
  it('places the order once through the normal placement; a second confirmation is refused', async () => {
    const orderNumber = await preparedCart(4);
    const token = await sent(orderNumber);
    const [before] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));

    const first = await confirm(primary, token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ orderNumber });
    expect(first.json<{ redirectUrl: string }>().redirectUrl).toContain(
      `/link/order-confirmation?order=${orderNumber}`,
    );
    expect(await statusOf(orderNumber)).not.toBe('cart');
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(placed!.contactPersonId).toBe(ids.primary);

    const again = await confirm(primary, token);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().messageKey).toBe('orderRequests.failure.used');
    const [after] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(before!.stock - after!.stock).toBe(4);
    // The order is in the company's order status list.
    const list = await primary.get('/ajax/order-status');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain(orderNumber);
    // The link is spent: viewing it says so.
    expect((await view(primary, token)).statusCode).toBe(409);
  });

  it('two confirmations at once place one order', async () => {
    const orderNumber = await preparedCart(2);
    const token = await sent(orderNumber);
    const answers = await Promise.all([confirm(primary, token), confirm(primary, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.customerId, customerId));
    expect(rows.filter((r) => r.outcome === 'confirmed' && r.usedAt).length).toBeGreaterThan(0);
  });

  it('needs the terms, the person of the link, and a link for the order as it is now', async () => {
    const orderNumber = await preparedCart(5);
    const token = await sent(orderNumber);
    expect((await primary.post('/ajax/order-request/confirm', { token })).statusCode).toBe(422);
    expect((await confirm(stranger, token)).statusCode).toBe(404);
    expect((await confirm(colleague, token)).statusCode).toBe(404);
    // The colleague changes the cart after sending it: the old link places nothing.
    const changed = await colleague.request({
      method: 'PATCH',
      url: `/ajax/order/${orderNumber}/form`,
      payload: { ...form, shippingCondition: 'courier_pl', vatEuCountry: 'PL5260250274' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const refused = await confirm(primary, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().messageKey).toBe('orderRequests.failure.changed');
    expect(await statusOf(orderNumber)).toBe('cart');
    // A newer request voids the older link.
    const second = await sent(orderNumber);
    const third = await sent(orderNumber);
    expect((await view(primary, second)).statusCode).toBe(409);
    expect((await view(primary, third)).statusCode).toBe(200);
  });

  it('a tampered link is 422, an expired one 410', async () => {
    const orderNumber = await preparedCart(1);
    const token = await sent(orderNumber);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await view(primary, tampered)).statusCode).toBe(422);
    expect((await confirm(primary, 'not-a-token')).statusCode).toBe(422);
    const start = clock;
    clock = new Date(start.getTime() + 49 * 3600_000);
    try {
      // A session of its own: the 49 hours would end the shared one.
      const later = new Client(t.app);
      expect((await later.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
      const expired = await confirm(later, token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json<ErrorBody>().messageKey).toBe('orderRequests.failure.expired');
      expect(await statusOf(orderNumber)).toBe('cart');
    } finally {
      clock = start;
    }
  });
});

describe('cancelling', () => {
  it('needs a reason, places nothing, tells the colleague why, and spends the link', async () => {
    const orderNumber = await preparedCart(2);
    const token = await sent(orderNumber);
    expect((await cancel(primary, token, '')).statusCode).toBe(422);
    expect((await cancel(stranger, token, 'Not ours')).statusCode).toBe(404);
    const done = await cancel(primary, token, 'We ordered these last week');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ orderNumber, status: 'cancelled' });
    expect(await statusOf(orderNumber)).toBe('cart');
    const told = (await t.services.mail.list(100)).find(
      (m) => m.toAddress === COLLEAGUE_EMAIL && m.kind === 'order_request_cancelled',
    );
    expect(told?.textBody).toContain('We ordered these last week');
    const late = await confirm(primary, token);
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().messageKey).toBe('orderRequests.failure.cancelled');
  });
});

describe('staff acting as the customer', () => {
  it('may send the request (audited) but confirms nothing', async () => {
    const staffEmail = 'desk-orders@staff.test';
    await t.services.staff.ensureAccount({
      email: staffEmail,
      name: 'Desk Orders',
      password: 'a-long-staff-password-1',
      roles: ['support'],
      totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
    });
    const staffId = (await t.services.staff.accounts(1)).items.find((a) => a.email === staffEmail)!.id;
    const office = await officeClient(t, staffId);

    const orderNumber = await preparedCart(1, ids.primary, office);
    const res = await activate(office, orderNumber);
    expect(res.statusCode, res.body).toBe(202);
    const entries = await t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.staffId, staffId), eq(staffAudit.action, 'order.request.send')));
    expect(entries.map((e) => e.subject)).toEqual([`order:${orderNumber}`]);
    const token = await mailedToken(t, MAIN_CONTACT_EMAIL, orderNumber);
    expect((await view(primary, token)).json<OrderRequestView>()).toMatchObject({
      byStaff: true,
      requestedBy: null,
    });
    // The office session is the main contact person's, but staff confirm nothing for them.
    expect((await confirm(office, token)).statusCode).toBe(403);
    expect((await confirm(primary, token)).statusCode).toBe(200);
  });
});
