/**
 * The staff desk's list of order requests (ADR 084): support and admin see the requests sent —
 * company, sender (a colleague, or staff acting as the customer), addressee, state, sent and expiry
 * — newest first, by state, paged by "more"; sales is refused (403), customers and visitors get the
 * desk's 404. Bad filters are a 422 with their message. Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderRequestList } from '../../../common/contracts/order-request-desk';
import type { ErrorBody } from '../../../common/errors';
import { STAFF_ORDER_REQUEST_PAGE_SIZE } from '../../../common/order-request-states';
import { orderRequests } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { deskClient } from '../staff/staff.fixtures';
import {
  COLLEAGUE_EMAIL,
  MAIN_CONTACT_EMAIL,
  officeClient,
  orderRequestCompany,
  sendOrderRequest,
  type OrderRequestCompany,
} from './order-requests.fixtures';

const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const PASSWORD = 'order-request-desk-password';

let t: TestApp;
let clock = Date.now();
let company: OrderRequestCompany;
const desk = {} as Record<'sales' | 'support' | 'admin', Client>;
/** The order number of each request, by the state it is left in. */
const orderOf: Record<string, string> = {};

/** Sends the order for confirmation and answers the mailed link's token. */
const send = (orderNumber: string, client = company.colleague) =>
  sendOrderRequest(t, client, orderNumber, { note: 'Please' });

const list = (client: Client, query = '') => client.get(`/ajax/staff/order-requests${query}`);

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 60,
    demoAccounts: true,
    accounts: { now: () => new Date(clock) },
  });
  company = await orderRequestCompany(t);
  const { primary, preparedCart } = company;

  for (const role of ['sales', 'support', 'admin'] as const) {
    clock += 31_000;
    desk[role] = await deskClient(
      t,
      {
        email: `${role}@requests.test`,
        name: `Desk ${role}`,
        password: PASSWORD,
        roles: [role],
        totpSecret: SECRET,
      },
      new Date(clock),
    );
  }

  // One request in each state, oldest first: expired, replaced (then waiting again), cancelled, used.
  orderOf.expired = await preparedCart(2);
  await send(orderOf.expired);
  await t.database.db
    .update(orderRequests)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orderRequests.email, MAIN_CONTACT_EMAIL));
  orderOf.replaced = await preparedCart(2);
  await send(orderOf.replaced);
  await send(orderOf.replaced);
  orderOf.cancelled = await preparedCart(2);
  const cancelled = await primary.post('/ajax/order-request/cancel', {
    token: await send(orderOf.cancelled),
    reason: 'Ordered last week',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  orderOf.used = await preparedCart(2);
  const confirmed = await primary.post('/ajax/order-request/confirm', {
    token: await send(orderOf.used),
    termsAccepted: true,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  // The newest: the desk's support acting as the main contact person sent it (ADR 049).
  const staffId = (await t.services.staff.accounts(1)).items.find(
    (a) => a.email === 'support@requests.test',
  )!.id;
  const office = await officeClient(t, staffId);
  orderOf.waiting = await preparedCart(2, company.ids.primary, office);
  await send(orderOf.waiting, office);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the desk’s list of order requests', () => {
  it('shows support every request, newest first, with company, sender, addressee, state and dates', async () => {
    const res = await list(desk.support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json<StaffOrderRequestList>();
    expect(body.page).toBe(1);
    expect(body.hasMore).toBe(false);
    expect(body.items.map((r) => [r.orderNumber, r.state])).toEqual([
      [orderOf.waiting, 'waiting'],
      [orderOf.used, 'used'],
      [orderOf.cancelled, 'cancelled'],
      [orderOf.replaced, 'waiting'],
      [orderOf.replaced, 'replaced'],
      [orderOf.expired, 'expired'],
    ]);
    const [byStaff, used, cancelled] = body.items;
    expect(byStaff).toMatchObject({
      customerId: company.customerId,
      staffName: 'Desk support',
      addressee: { email: MAIN_CONTACT_EMAIL },
      usedAt: null,
      cancelReason: null,
    });
    expect(byStaff!.companyName).not.toBe('');
    // The link works 48 hours from sending (the test's clock runs ahead of the database's a little).
    const hours = (Date.parse(byStaff!.expiresAt) - Date.parse(byStaff!.sentAt)) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    expect(used).toMatchObject({
      sender: { name: 'Celina Nowak', email: COLLEAGUE_EMAIL },
      staffName: null,
    });
    expect(used!.usedAt).not.toBeNull();
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: 'Ordered last week' });
  });

  it('filters by each state', async () => {
    const expected = {
      waiting: [orderOf.waiting, orderOf.replaced],
      used: [orderOf.used],
      cancelled: [orderOf.cancelled],
      expired: [orderOf.expired],
      replaced: [orderOf.replaced],
    };
    for (const [state, numbers] of Object.entries(expected)) {
      const res = await list(desk.admin, `?state=${state}`);
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json<StaffOrderRequestList>().items;
      expect(
        items.map((r) => r.orderNumber),
        state,
      ).toEqual(numbers);
      expect(new Set(items.map((r) => r.state)), state).toEqual(new Set([state]));
    }
  });

  it('refuses a state it does not know, a page out of range and an unknown filter with a 422', async () => {
    const bad = await list(desk.support, '?state=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().data?.map((e) => e.messageKey)).toContain('orderRequests.desk.errors.state');
    expect((await list(desk.support, '?page=0')).statusCode).toBe(422);
    expect((await list(desk.support, '?sort=name')).statusCode).toBe(422);
  });

  it('pages by "more": a full page and whether another follows', async () => {
    // Copies of the expired request fill more than a page.
    const [row] = await t.database.db.select().from(orderRequests).limit(1);
    const { id: _id, ...copy } = row!;
    await t.database.db
      .insert(orderRequests)
      .values(Array.from({ length: STAFF_ORDER_REQUEST_PAGE_SIZE }, () => copy));
    const first = (await list(desk.support)).json<StaffOrderRequestList>();
    expect(first.items).toHaveLength(STAFF_ORDER_REQUEST_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = (await list(desk.support, '?page=2')).json<StaffOrderRequestList>();
    expect(second.page).toBe(2);
    expect(second.hasMore).toBe(false);
    expect(second.items).toHaveLength(6);
    // No request on both pages.
    const seen = new Set(first.items.map((r) => r.id));
    expect(second.items.some((r) => seen.has(r.id))).toBe(false);
  });

  it('refuses sales (403), and is the desk’s 404 to customers and visitors', async () => {
    const sales = await list(desk.sales);
    expect(sales.statusCode).toBe(403);
    expect(sales.json<ErrorBody>().messageKey).toBe('staff.errors.forbidden');
    for (const client of [company.primary, company.colleague, new Client(t.app)]) {
      const res = await list(client);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().messageKey).toBe('staff.errors.notFound');
    }
  });
});
