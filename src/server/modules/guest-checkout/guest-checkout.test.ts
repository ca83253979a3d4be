/**
 * Guest checkout (issue 22, ADR 083) through the real app: a private person orders without an
 * account, follows the order by the mailed link only, and makes an account of it or attaches it
 * to the account of the same e-mail after logging in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import type { AccessPointsResponse } from '../../../common/contracts/checkout';
import type { GuestOrderResponse, GuestOrderView } from '../../../common/contracts/guest-checkout';
import type { InvoiceList } from '../../../common/contracts/invoices';
import type { ErrorBody } from '../../../common/errors';
import { contactPersons, invoices, orders } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';

let t: TestApp;
let product: { id: number; symbol: string };
let locker: string;
let sequence = 0;

const captchaOf = async (client: Client) =>
  (await client.post(LOCAL_CAPTCHA_TOKEN_PATH, {})).json<{ token: string }>().token;

async function guestBody(client: Client, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    lines: [{ symbol: product.symbol, amount: 2 }],
    email: `guest${sequence}.${Date.now()}@example.com`,
    firstName: 'Ola',
    lastName: 'Nowak',
    phone: '600 100 200',
    delivery: null,
    billing: { street: 'ul. Lipowa 3', zipCode: '31-000', city: 'Kraków', countryCode: 'pl' },
    shippingCondition: 'parcel_locker',
    accessPointId: locker,
    paymentId: 'online_testpay',
    buyerType: 'person',
    termsAccepted: true,
    'cf-turnstile-response': await captchaOf(client),
    ...overrides,
  };
}

const place = (client: Client, body: unknown, key?: string) =>
  client.post('/ajax/guest-order?country=pl&language=pl', body, key ? { 'idempotency-key': key } : {});

async function orderOf(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

/** The mails to an address; the confirmation goes out after the placement commits, so it is waited for. */
async function mailsTo(email: string, kind: string, atLeast = 1) {
  for (let i = 0; ; i++) {
    const mails = (await t.services.mail.list(500)).filter((m) => m.toAddress === email && m.kind === kind);
    if (mails.length >= atLeast || i >= 50) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200, demoAccounts: true });
  [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 1000);
  const points = await new Client(t.app).get('/ajax/access-points?country=pl&q=Kraków');
  locker = points.json<AccessPointsResponse>().elements.find((a) => a.isActive)!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('placing a guest order', () => {
  it('places a private person’s order to a parcel locker, paid through testpay, mailed with a signed link', async () => {
    const visitor = new Client(t.app);
    const body = await guestBody(visitor);
    const res = await place(visitor, body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<GuestOrderResponse>();
    expect(placed.status).toBe('awaiting_payment');
    expect(placed.redirectUrl).toMatch(/testpay|payment/);
    const order = await orderOf(placed.orderNumber);
    expect(order.status).toBe('awaiting_payment');
    expect(order.accessPointId).toBe(locker);
    expect(order.currency).toBe('PLN');
    expect(order.receiverEmail).toBe(body.email);
    expect(order.receiverPhone).toBe('+48600100200');
    // The guest record cannot log in: its e-mail is a placeholder, its password no hash.
    const [person] = await t.database.db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.customerId, order.customerId));
    expect(person!.email).toMatch(/@guest\.invalid$/);
    const [mail] = await mailsTo(body.email, 'order_confirmation');
    expect(mail, 'the confirmation goes to the guest’s e-mail').toBeTruthy();
    expect(mail!.language).toBe('pl');
    expect(mail!.textBody).toContain(`/guest-order/${placed.token}`);
    // The order number alone opens nothing.
    expect((await visitor.get(`/ajax/order-status/${placed.orderNumber}`)).statusCode).toBe(401);
    const view = await visitor.get(`/ajax/guest-order/${placed.token}?language=pl`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<GuestOrderView>()).toMatchObject({ email: body.email, account: 'offer' });
    expect(view.json<GuestOrderView>().order.orderNumber).toBe(placed.orderNumber);
  });

  it('refuses a company or a VAT number: businesses need an account', async () => {
    const visitor = new Client(t.app);
    const company = await place(visitor, await guestBody(visitor, { buyerType: 'company' }));
    expect(company.statusCode).toBe(422);
    const problems = company.json<ErrorBody>().data ?? [];
    expect(problems.map((p) => p.field)).toContain('buyerType');
    expect(problems.find((p) => p.field === 'buyerType')).toMatchObject({
      messageKey: 'guest.errors.businessNeedsAccount',
    });
    expect(JSON.stringify(problems)).toContain('zarejestruj');
    const vat = await place(visitor, { ...(await guestBody(visitor)), vatNumber: 'PL5250001009' });
    expect(vat.statusCode).toBe(422);
  });

  it('answers bad input with a message per field, and writes nothing', async () => {
    const visitor = new Client(t.app);
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const res = await place(
      visitor,
      await guestBody(visitor, { email: 'not-an-email', phone: 'call me', firstName: '' }),
    );
    expect(res.statusCode).toBe(422);
    const fields = (res.json<ErrorBody>().data ?? []).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phone', 'firstName']));
    const zip = await place(
      visitor,
      await guestBody(visitor, {
        billing: { street: 'x 1', zipCode: 'ABC', city: 'Kraków', countryCode: 'pl' },
      }),
    );
    expect(zip.statusCode).toBe(422);
    expect((zip.json<ErrorBody>().data ?? []).map((p) => p.field)).toContain('billing.zipCode');
    const captcha = await place(visitor, await guestBody(visitor, { 'cf-turnstile-response': 'forged' }));
    expect(captcha.statusCode).toBe(422);
    const noLocker = await place(visitor, await guestBody(visitor, { accessPointId: null }));
    expect(noLocker.statusCode).toBe(422);
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('limits guest orders per address under parallel requests: exactly the ones past the limit get 429', async () => {
    const visitor = new Client(t.app);
    const bodies = await Promise.all(
      Array.from({ length: 14 }, () => guestBody(visitor, { 'cf-turnstile-response': 'forged' })),
    );
    const codes = (await Promise.all(bodies.map((b) => place(visitor, b)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
  });

  it('limits guest orders per e-mail from any address', async () => {
    const email = `limited.${Date.now()}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const visitor = new Client(t.app);
      codes.push(
        (await place(visitor, await guestBody(visitor, { email, 'cf-turnstile-response': 'forged' })))
          .statusCode,
      );
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('places one order for a double submit with the same Idempotency-Key', async () => {
    const visitor = new Client(t.app);
    const body = await guestBody(visitor);
    const key = `guest-${Date.now()}`;
    const [a, b] = await Promise.all([place(visitor, body, key), place(visitor, body, key)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json<GuestOrderResponse>().orderNumber).toBe(a.json<GuestOrderResponse>().orderNumber);
    // Waits for a second mail that must never come: one order, one confirmation.
    expect(await mailsTo(body.email, 'order_confirmation', 2)).toHaveLength(1);
    const other = await place(visitor, { ...body, lastName: 'Inna' }, key);
    expect(other.statusCode).toBe(409);
  });
});

describe('the guest order’s link', () => {
  it('opens only with its own valid token: a changed, another or a made-up token is 404', async () => {
    const visitor = new Client(t.app);
    const first = (await place(visitor, await guestBody(visitor))).json<GuestOrderResponse>();
    const second = (await place(visitor, await guestBody(visitor))).json<GuestOrderResponse>();
    const [, , signature] = first.token.split('.');
    const [id2, expiry2] = second.token.split('.');
    // Another guest's order with this guest's signature: not found.
    expect((await visitor.get(`/ajax/guest-order/${id2}.${expiry2}.${signature}`)).statusCode).toBe(404);
    // The signature's last character changed (to another one: 'A' when it was not, else 'B').
    const changed = first.token.slice(0, -1) + (first.token.endsWith('A') ? 'B' : 'A');
    expect((await visitor.get(`/ajax/guest-order/${changed}`)).statusCode).toBe(404);
    expect((await visitor.get('/ajax/guest-order/1.zzzzzz.' + 'A'.repeat(32))).statusCode).toBe(404);
    expect((await visitor.get('/ajax/guest-order/12345')).statusCode).toBe(404);
    expect((await visitor.get(`/ajax/guest-order/${second.token}`)).statusCode).toBe(200);
  });
});

describe('an account after the order', () => {
  it('makes a private person’s account of the details once the mailed code is given; the order is its order', async () => {
    const visitor = new Client(t.app);
    const body = await guestBody(visitor);
    const placed = (await place(visitor, body)).json<GuestOrderResponse>();
    const send = await visitor.post('/ajax/registration/send-verification-code', {
      email: body.email,
      language: 'pl',
    });
    expect(send.statusCode, send.body).toBe(200);
    const [codeMail] = await mailsTo(body.email, 'verification_code');
    const code = /(\d{6})/.exec(codeMail!.subject)![1]!;
    const wrong = await visitor.post(`/ajax/guest-order/${placed.token}/account`, {
      password: 'resistor-and-diode-42',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    const res = await visitor.post(`/ajax/guest-order/${placed.token}/account`, {
      password: 'resistor-and-diode-42',
      verificationCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderNumber: placed.orderNumber, outcome: 'created' });
    const login = await visitor.login(body.email, 'resistor-and-diode-42');
    expect(login.statusCode, login.body).toBe(200);
    const history = await visitor.get(`/ajax/order-status/${placed.orderNumber}`);
    expect(history.statusCode, history.body).toBe(200);
    const view = (await visitor.get(`/ajax/guest-order/${placed.token}`)).json<GuestOrderView>();
    expect(view.account).toBe('done');
    const again = await visitor.post(`/ajax/guest-order/${placed.token}/account`, {
      password: 'resistor-and-diode-42',
      verificationCode: code,
    });
    expect(again.statusCode).toBe(409);
  });

  it('for an e-mail with an account: says log in, and attaches only after logging in with that e-mail', async () => {
    const visitor = new Client(t.app);
    const body = await guestBody(visitor, { email: 'person@demo.shop' });
    const placed = (await place(visitor, body)).json<GuestOrderResponse>();
    const view = (await visitor.get(`/ajax/guest-order/${placed.token}`)).json<GuestOrderView>();
    expect(view.account).toBe('login');
    const create = await visitor.post(`/ajax/guest-order/${placed.token}/account`, {
      password: 'resistor-and-diode-42',
      verificationCode: '123456',
    });
    expect(create.statusCode).toBe(409);
    // Knowing the e-mail is not enough: not logged in, or logged in as somebody else.
    expect((await visitor.post(`/ajax/guest-order/${placed.token}/attach`)).statusCode).toBe(401);
    const stranger = new Client(t.app);
    await stranger.login('company@demo.shop', DEMO_PASSWORD);
    expect((await stranger.post(`/ajax/guest-order/${placed.token}/attach`)).statusCode).toBe(403);
    expect((await stranger.get(`/ajax/order-status/${placed.orderNumber}`)).statusCode).toBe(404);
    const owner = new Client(t.app);
    await owner.login('person@demo.shop', DEMO_PASSWORD);
    expect((await owner.get(`/ajax/order-status/${placed.orderNumber}`)).statusCode).toBe(404);
    const attach = await owner.post(`/ajax/guest-order/${placed.token}/attach`);
    expect(attach.statusCode, attach.body).toBe(200);
    expect(attach.json()).toEqual({ orderNumber: placed.orderNumber, outcome: 'attached' });
    expect((await owner.get(`/ajax/order-status/${placed.orderNumber}`)).statusCode).toBe(200);
    expect((await owner.post(`/ajax/guest-order/${placed.token}/attach`)).statusCode).toBe(409);
  });

  it('moves the order’s proforma with it: the account’s invoice list shows it, the guest record keeps none (ADR 087)', async () => {
    const visitor = new Client(t.app);
    const body = await guestBody(visitor, { email: 'private@demo.shop', paymentId: 'bank_transfer' });
    const res = await place(visitor, body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<GuestOrderResponse>();
    await t.services.invoices.idle();
    const order = await orderOf(placed.orderNumber);
    const guestId = order.customerId;
    const before = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(before.map((i) => [i.kind, i.customerId])).toEqual([['proforma', guestId]]);
    const owner = new Client(t.app);
    await owner.login('private@demo.shop', DEMO_PASSWORD);
    const listed = async (client: Client) =>
      (await client.get('/ajax/invoices?perPage=100'))
        .json<InvoiceList>()
        .items.filter((i) => i.orderNumber === placed.orderNumber);
    expect(await listed(owner)).toEqual([]);
    const attach = await owner.post(`/ajax/guest-order/${placed.token}/attach`);
    expect(attach.statusCode, attach.body).toBe(200);
    const mine = await listed(owner);
    expect(mine.map((i) => i.kind)).toEqual(['proforma']);
    // Its PDF opens for the account now; another customer still gets nothing.
    const pdf = await owner.get(`/invoices/proforma/${mine[0]!.id}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const stranger = new Client(t.app);
    await stranger.login('company@demo.shop', DEMO_PASSWORD);
    expect(await listed(stranger)).toEqual([]);
    expect((await stranger.get(`/invoices/proforma/${mine[0]!.id}.pdf`)).statusCode).toBe(404);
    const after = await t.database.db.select().from(invoices).where(eq(invoices.customerId, guestId));
    expect(after).toEqual([]);
  });
});
