/**
 * The staff desk's list of order requests (ADR 084): support and admin see the requests sent —
 * company, sender (a colleague, or staff acting as the customer), addressee, state, sent and expiry
 * — newest first, by state, paged by "more"; sales is refused (403), customers and visitors get the
 * desk's 404. Bad filters are a 422 with their message. Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderRequestList } from '../../../common/contracts/order-request-desk';
import type { AddressList } from '../../../common/contracts/customers';
import type { ErrorBody } from '../../../common/errors';
import { STAFF_ORDER_REQUEST_PAGE_SIZE } from '../../../common/order-request-states';
import { contactPersons, orderRequests } from '../../db/schema';
import { PLAIN_COOKIE } from '../../plugins/session';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { deskClient } from '../staff/staff.fixtures';

const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
const PASSWORD = 'order-request-desk-password';

let t: TestApp;
let clock = Date.now();
let primary: Client;
let colleague: Client;
let customerId: number;
const ids = { primary: 0, colleague: 0 };
const desk = {} as Record<'sales' | 'support' | 'admin', Client>;
let form: Record<string, string>;
let product: { id: number; symbol: string };
/** The order number of each request, by the state it is left in. */
const orderOf: Record<string, string> = {};

const crc = () => Array.from(randomBytes(40), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

async function preparedCart(contactPersonId: number, client: Client) {
  const order = await createCartFixture(t.database.db, { customerId, contactPersonId, country: 'pl' }, [
    { productId: product.id, amount: 2 },
  ]);
  const saved = await client.request({
    method: 'PATCH',
    url: `/ajax/order/${order.orderNumber}/form`,
    payload: form,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return order.orderNumber;
}

/** Sends the order for confirmation and answers the mailed link's token. */
async function send(orderNumber: string, client = colleague): Promise<string> {
  const res = await client.post(`/ajax/order/${orderNumber}/activate-order-request`, { note: 'Please' });
  expect(res.statusCode, res.body).toBe(202);
  const mail = (await t.services.mail.list(200)).find(
    (m) => m.kind === 'order_request' && m.subject.includes(orderNumber),
  );
  return decodeURIComponent(/[?&]token=([^\s&"<]+)/.exec(mail!.textBody!)![1]!);
}

const list = (client: Client, query = '') => client.get(`/ajax/staff/order-requests${query}`);

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 60,
    demoAccounts: true,
    accounts: { now: () => new Date(clock) },
  });
  primary = new Client(t.app);
  expect((await primary.login('company@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  const [me] = await t.database.db
    .select()
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  ids.primary = me!.id;
  customerId = me!.customerId;
  const [row] = await t.database.db
    .insert(contactPersons)
    .values({
      customerId,
      crc: crc(),
      email: 'celina.desk@demo.shop',
      firstName: 'Celina',
      lastName: 'Nowak',
      language: 'pl',
      passwordHash: me!.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: contactPersons.id });
  ids.colleague = row!.id;
  colleague = new Client(t.app);
  expect((await colleague.login('celina.desk@demo.shop', DEMO_PASSWORD)).statusCode).toBe(200);
  const addresses = (await primary.get('/ajax/profile/addresses')).json<AddressList>();
  form = {
    vatEuCountry: 'PL1234567890',
    shippingAddressId: addresses.shippingAddresses.elements[0]!.addressNumber,
    invoiceAddressId: addresses.payerAddress!.addressNumber,
    shippingCondition: 'courier_pl',
    paymentId: 'bank_transfer',
  };
  [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 1_000);

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
  orderOf.expired = await preparedCart(ids.colleague, colleague);
  await send(orderOf.expired);
  await t.database.db
    .update(orderRequests)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orderRequests.email, 'company@demo.shop'));
  orderOf.replaced = await preparedCart(ids.colleague, colleague);
  await send(orderOf.replaced);
  await send(orderOf.replaced);
  orderOf.cancelled = await preparedCart(ids.colleague, colleague);
  const cancelled = await primary.post('/ajax/order-request/cancel', {
    token: await send(orderOf.cancelled),
    reason: 'Ordered last week',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  orderOf.used = await preparedCart(ids.colleague, colleague);
  const confirmed = await primary.post('/ajax/order-request/confirm', {
    token: await send(orderOf.used),
    termsAccepted: true,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);

  // The newest: the desk's support acting as the main contact person sent it (ADR 049).
  const staffId = (await t.services.staff.accounts(1)).items.find(
    (a) => a.email === 'support@requests.test',
  )!.id;
  const access = await t.services.staff.openOfficeAccess({ id: staffId } as never, {
    login: 'company@demo.shop',
    reason: 'Customer asked by phone for an order',
  });
  const office = new Client(t.app);
  const { id } = await t.app.sessionSupport.sessions.create({
    customerId: access.customerId,
    contactPersonId: access.contactPersonId,
    office: { accessId: access.accessId, endsAt: access.endsAt },
  });
  office.cookies.set(PLAIN_COOKIE, id);
  orderOf.waiting = await preparedCart(ids.primary, office);
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
      customerId,
      staffName: 'Desk support',
      addressee: { email: 'company@demo.shop' },
      usedAt: null,
      cancelReason: null,
    });
    expect(byStaff!.companyName).not.toBe('');
    // The link works 48 hours from sending (the test's clock runs ahead of the database's a little).
    const hours = (Date.parse(byStaff!.expiresAt) - Date.parse(byStaff!.sentAt)) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    expect(used).toMatchObject({
      sender: { name: 'Celina Nowak', email: 'celina.desk@demo.shop' },
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
    for (const client of [primary, colleague, new Client(t.app)]) {
      const res = await list(client);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().messageKey).toBe('staff.errors.notFound');
    }
  });
});
