/**
 * Discount codes end to end through the API (issue 18, ADR 050): GET and POST discount on the cart,
 * the discount following the cart's changes, placing with a code (stored, shown on the order status),
 * every refusal with its own message, bad input, ownership, the limits under parallel placements,
 * and the staff's service functions. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1, DiscountState } from '../../../common/contracts/cart';
import type { CheckoutSummary } from '../../../common/contracts/checkout';
import { fillOrderForm } from '../../test-support/order-form';
import type { DiscountCodeInput } from '../../../common/contracts/discounts';
import type { OrderDetails } from '../../../common/contracts/orders';
import type { ErrorBody } from '../../../common/errors';
import { contactPersons, customers, discountCodes, discountRedemptions, orders } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

let t: TestApp;
let company: Client;
let other: Client;
let companyIds: { customerId: number; contactPersonId: number };
let product: { id: number; symbol: string };
let serial = 0;

/** A code with a name of its own per test (codes are unique). */
async function makeCode(input: Omit<DiscountCodeInput, 'code'> & { code?: string }) {
  serial += 1;
  return t.services.discounts.create({ code: `T${serial}-${input.kind}`, ...input });
}

async function idsOf(email: string) {
  const [row] = await t.database.db
    .select({ customerId: contactPersons.customerId, contactPersonId: contactPersons.id })
    .from(contactPersons)
    .where(eq(contactPersons.email, email));
  return row!;
}

/** A fresh cart of the company (the active order) with `amount` of the test product. */
const cartOf = (amount = 10) =>
  createCartFixture(t.database.db, { ...companyIds, country: 'pl' }, [{ productId: product.id, amount }]);

const apply = (client: Client, body: unknown, language = 'en') =>
  client.post('/ajax/customer/discount', body as object, { 'accept-language': language });

const step1 = async (orderNumber: string) =>
  (await company.get(`/ajax/cart/step-1/${orderNumber}`, { 'accept-language': 'en' })).json<CartStep1>();

const readyToFinish = (orderNumber: string) => fillOrderForm(company, orderNumber);

const finish = (orderNumber: string) =>
  company.post(`/ajax/order/${orderNumber}/finish`, { termsAccepted: true });

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300, demoAccounts: true });
  company = new Client(t.app);
  other = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  await other.login('private@demo.shop', DEMO_PASSWORD);
  companyIds = await idsOf('company@demo.shop');
  [product] = await orderableProducts(t.database.db, 1);
  await setStock(t.database.db, product!.id, 100_000);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET and POST discount', () => {
  it('applies a code typed in any case with spaces to the active order, and GET reads it back', async () => {
    const code = await makeCode({ kind: 'percent', value: '10' });
    const cart = await cartOf();
    const before = await step1(cart.orderNumber);
    const res = await apply(company, { code: `  ${code.code.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json<DiscountState>();
    expect(state.orderNumber).toBe(cart.orderNumber);
    expect(state.discount).toMatchObject({ code: code.code, valid: true, refusal: null, message: null });
    const expected = (Number(before.totals.net) * 0.1).toFixed(2);
    expect(state.discount!.amountNet).toBe(expected);
    expect(state.totals.discount).toBe(expected);
    expect(Number(state.totals.net)).toBeCloseTo(Number(before.totals.net) - Number(expected), 2);
    expect(Number(state.totals.gross)).toBeLessThan(Number(before.totals.gross));

    const read = (await company.get('/ajax/customer/discount')).json<DiscountState>();
    expect(read).toEqual(state);
    const page = await step1(cart.orderNumber);
    expect(page).toMatchObject({ discountCode: code.code, discountCodeValid: true });
    expect(page.discount!.amountNet).toBe(expected);
  });

  it('follows the cart: a change of amount changes the discount, and a removed code is gone', async () => {
    const code = await makeCode({ kind: 'percent', value: '20' });
    const cart = await cartOf(10);
    await apply(company, { code: code.code });
    const first = await step1(cart.orderNumber);
    const item = first.lines[0]!;
    const res = await company.request({
      method: 'PATCH',
      url: `/ajax/order/${cart.orderNumber}/item/${item.itemId}`,
      payload: { amount: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<CartStep1>();
    expect(Number(after.discount!.amountNet)).toBeCloseTo(Number(after.lines[0]!.lineNet) * 0.2, 2);
    expect(Number(after.discount!.amountNet)).toBeGreaterThan(Number(first.discount!.amountNet));

    const removed = await apply(company, { code: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<DiscountState>()).toMatchObject({ discount: null, totals: { discount: '0.00' } });
    expect((await step1(cart.orderNumber)).discountCode).toBeNull();
  });

  it('shows why a stored code stopped applying when the cart falls below its minimum', async () => {
    const code = await makeCode({ kind: 'fixed', value: '5', currency: 'PLN', minimumNet: '0.01' });
    const cart = await cartOf(10);
    expect((await apply(company, { code: code.code })).statusCode).toBe(200);
    // Raise the minimum above the cart: the stored code now shows the reason and the amount missing.
    await t.services.discounts.update(code.id, { minimumNet: '1000000' });
    const page = await step1(cart.orderNumber);
    expect(page.discountCodeValid).toBe(false);
    expect(page.discount).toMatchObject({ valid: false, refusal: 'belowMinimum', amountNet: '0.00' });
    expect(page.discount!.message).toMatch(/at least 1000000\.00 PLN net: add [\d.]+ PLN more/);
    expect(page.totals.discount).toBe('0.00');
    // Step 2 lists it as what keeps the order from being placed, and placing refuses it.
    await readyToFinish(cart.orderNumber);
    const summary = (
      await company.get(`/ajax/cart/step-2/${cart.orderNumber}`, { 'accept-language': 'en' })
    ).json<CheckoutSummary>();
    expect(summary.canFinish).toBe(false);
    expect(summary.missing.map((m) => m.field)).toContain('discountCode');
    const refused = await finish(cart.orderNumber);
    expect(refused.statusCode).toBe(422);
    expect((await orderRowOf(cart.orderNumber)).status).toBe('cart');
  });

  it('refuses each reason with its own message, in the request language, storing nothing', async () => {
    await cartOf(1);
    const past = new Date(Date.now() - 10 * 86_400_000);
    const future = new Date(Date.now() + 10 * 86_400_000);
    const cases: Array<[Omit<DiscountCodeInput, 'code'>, RegExp]> = [
      [{ kind: 'percent', value: '5', validTo: past }, /expired on \d{4}-\d\d-\d\d/],
      [{ kind: 'percent', value: '5', validFrom: future }, /is valid from \d{4}-\d\d-\d\d/],
      [{ kind: 'percent', value: '5', country: 'de' }, /not valid in this shop’s country/],
      [{ kind: 'percent', value: '5', currency: 'EUR' }, /is for orders in EUR/],
      [{ kind: 'fixed', value: '5', currency: 'PLN', minimumNet: '99999999' }, /add [\d.]+ PLN more/],
      [{ kind: 'percent', value: '5', active: false }, /no longer offered/],
    ];
    for (const [input, message] of cases) {
      const code = await makeCode(input);
      const res = await apply(company, { code: code.code });
      expect(res.statusCode, code.code).toBe(422);
      expect(res.json<ErrorBody>().message, code.code).toMatch(message);
      expect(res.json<ErrorBody>().message).toContain(code.code);
    }
    const unknown = await apply(company, { code: 'NO-SUCH-CODE' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().message).toBe(
      'There is no discount code NO-SUCH-CODE. Check how it is spelt.',
    );
    const polish = await apply(company, { code: 'no-such-code' }, 'pl');
    expect(polish.json<ErrorBody>().message).toBe('Nie ma kodu rabatowego NO-SUCH-CODE. Sprawdź pisownię.');
    expect((await company.get('/ajax/customer/discount')).json<DiscountState>().discount).toBeNull();
  });

  it('refuses bad input with a 422 and never a 500', async () => {
    await cartOf(1);
    const bodies: unknown[] = [
      { code: 'AB\u0000CD' },
      { code: 'X'.repeat(1000) },
      { code: 123 },
      { code: ['A'] },
      { code: {} },
      { code: '   ' },
      {},
      { code: 'A', extra: 1 },
      { code: 'A', orderNumber: 5 },
      { code: 'A', orderNumber: 'a/b' },
    ];
    for (const body of bodies) {
      const res = await apply(company, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const long = (await apply(company, { code: 'X'.repeat(1000) })).json<ErrorBody>();
    expect([long.message, ...(long.data ?? []).map((d) => d.message)].join(' ')).toMatch(/at most 40/);
    const raw = await company.request({
      method: 'POST',
      url: '/ajax/customer/discount',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    // The input guard refuses NUL anywhere in a request before any route (400).
    expect((await company.get('/ajax/customer/discount?orderNumber=%00')).statusCode).toBe(400);
    expect((await company.get('/ajax/customer/discount?zzz=1')).statusCode).toBe(422);
  });

  it('answers 404 for another customer’s cart and 401 for a visitor; state changes need CSRF', async () => {
    const code = await makeCode({ kind: 'percent', value: '5' });
    const cart = await cartOf(1);
    expect((await other.get(`/ajax/customer/discount?orderNumber=${cart.orderNumber}`)).statusCode).toBe(404);
    const res = await apply(other, { code: code.code, orderNumber: cart.orderNumber });
    expect(res.statusCode).toBe(404);
    expect((await step1(cart.orderNumber)).discountCode).toBeNull();
    const visitor = new Client(t.app);
    expect((await visitor.get('/ajax/customer/discount')).statusCode).toBe(401);
    // Without the XHR marker the CSRF guard refuses the POST.
    const bare = await company.request({
      method: 'POST',
      url: '/ajax/customer/discount',
      payload: { code: code.code },
      headers: { 'x-requested-with': '' },
    });
    expect(bare.statusCode).toBe(403);
    expect((await step1(cart.orderNumber)).discountCode).toBeNull();
  });

  it('takes a double submit as one application', async () => {
    const code = await makeCode({ kind: 'percent', value: '7' });
    const cart = await cartOf(3);
    const [a, b] = await Promise.all([
      apply(company, { code: code.code }),
      apply(company, { code: code.code }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<DiscountState>().discount).toEqual(b.json<DiscountState>().discount);
    expect((await step1(cart.orderNumber)).discountCode).toBe(code.code);
  });
});

async function orderRowOf(orderNumber: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!;
}

describe('placing an order with a code', () => {
  it('stores the code and the amount, records the use, and the order status shows it', async () => {
    const code = await makeCode({ kind: 'fixed', value: '3.50', currency: 'PLN', oncePerCustomer: true });
    const cart = await cartOf(20);
    expect((await apply(company, { code: code.code })).statusCode).toBe(200);
    await readyToFinish(cart.orderNumber);
    const summary = (
      await company.get(`/ajax/cart/step-2/${cart.orderNumber}`, { 'accept-language': 'en' })
    ).json<CheckoutSummary>();
    expect(summary.discount).toMatchObject({ code: code.code, valid: true, amountNet: '3.50' });
    expect(summary.totals.discount).toBe('3.50');
    const net = Number(summary.totals.linesNet) - 3.5 + Number(summary.totals.deliveryCost);
    expect(Number(summary.totals.net)).toBeCloseTo(net, 2);

    const res = await finish(cart.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRowOf(cart.orderNumber);
    expect(row).toMatchObject({ status: 'placed', discountCode: code.code });
    expect(Number(row.discountNet)).toBe(3.5);
    expect(Number(row.netTotal)).toBeCloseTo(net, 2);
    const uses = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, row.id));
    expect(uses).toHaveLength(1);
    expect(Number(uses[0]!.amountNet)).toBe(3.5);

    const details = (await company.get(`/ajax/order-status/${cart.orderNumber}`)).json<OrderDetails>();
    expect(details.discountCode).toBe(code.code);
    expect(details.totals.discount).toBe('3.50');

    // Once per customer: the next cart is told it was used.
    await cartOf(1);
    const again = await apply(company, { code: code.code });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().message).toBe(`You have already used the discount code ${code.code}.`);

    const redemptions = await t.services.discounts.redemptions(code.id);
    expect(redemptions).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(redemptions.elements[0]).toMatchObject({ orderNumber: cart.orderNumber, amountNet: '3.5000' });
    // The desk names the buyer: the company's name and its customer number, never an internal id.
    const [buyer] = await t.database.db
      .select({ number: customers.customerNumber, name: customers.companyName })
      .from(customers)
      .where(eq(customers.id, companyIds.customerId));
    expect(buyer!.name).toBeTruthy();
    expect(redemptions.elements[0]).toMatchObject({
      customerNumber: buyer!.number,
      customerName: buyer!.name,
    });
    expect(redemptions.elements[0]).not.toHaveProperty('customerId');
  });

  it('gives the last use of a code to exactly one of two orders placed at once', async () => {
    const code = await makeCode({ kind: 'percent', value: '15', maxUses: 1 });
    const first = await cartOf(2);
    await apply(company, { code: code.code, orderNumber: first.orderNumber });
    const second = await cartOf(2);
    await apply(company, { code: code.code, orderNumber: second.orderNumber });
    await readyToFinish(first.orderNumber);
    await readyToFinish(second.orderNumber);

    const results = await Promise.all([finish(first.orderNumber), finish(second.orderNumber)]);
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners, results.map((r) => r.body).join('\n')).toHaveLength(1);
    // The loser is refused either by the check before the transaction (422, when the winner had
    // committed) or by the redemption under the code's lock (409, when both passed that check).
    const loser = results.find((r) => r.statusCode !== 200)!;
    expect([409, 422]).toContain(loser.statusCode);
    expect(loser.json<ErrorBody>().messageKey).toBe('discounts.reason.usedUp');
    const rows = await Promise.all([orderRowOf(first.orderNumber), orderRowOf(second.orderNumber)]);
    expect(rows.map((r) => r.status).sort()).toEqual(['cart', 'placed']);
    const uses = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.codeId, code.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]!.orderId).toBe(rows.find((r) => r.status === 'placed')!.id);
  });
});

// Two transactions racing on one code need two connections: PGlite has one (its transactions would
// share it), so this race runs on PostgreSQL, as checkout's races do.
describe.skipIf(!process.env.TEST_DATABASE_URL)('redemption under the code lock (PostgreSQL)', () => {
  it('lets exactly one of two transactions redeem the last use, whatever the timing', async () => {
    const code = await makeCode({ kind: 'fixed', value: '1', currency: 'PLN', maxUses: 1 });
    const [a, b] = [await cartOf(1), await cartOf(1)];
    const order = { country: 'pl', currency: 'PLN' as const, lines: [{ lineNet: '10.00', promoted: false }] };
    const attempt = (orderId: number) =>
      t.database.db.transaction((tx) =>
        t.services.discounts.redeem(tx as never, {
          code: code.code,
          customerId: companyIds.customerId,
          orderId,
          order,
        }),
      );
    const results = await Promise.allSettled([attempt(a.id), attempt(b.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, key: 'discounts.reason.usedUp' });
    const rows = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.codeId, code.id));
    expect(rows).toHaveLength(1);
    expect((await t.services.discounts.get(code.id)).uses).toBe(1);
  });
});

describe('the database agrees with the form on percentages (ADR 058)', () => {
  it('refuses a 100 % code written past the service, and keeps 99.99 %', async () => {
    const insert = (code: string, value: string) =>
      t.database.db.insert(discountCodes).values({ code, kind: 'percent', value });
    /** The database's refusal, found in the driver's error or the one Drizzle wraps it in. */
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(insert('DB-FREE', '100'))).toContain('discount_codes_value_ck');
    expect(await refusal(insert('DB-OVER', '100.0001'))).toContain('discount_codes_value_ck');
    await insert('DB-ALMOST', '99.99');
    const rows = await t.database.db
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.kind, 'percent'));
    const codes = rows.map((row) => row.code);
    expect(codes).toContain('DB-ALMOST');
    expect(codes).not.toContain('DB-FREE');
  });
});

describe('staff service functions', () => {
  it('creates, refuses a duplicate and incoherent codes, updates, deactivates and pages', async () => {
    const created = await t.services.discounts.create(
      { code: ' staff-one ', kind: 'percent', value: '12.5' },
      null,
    );
    expect(created).toMatchObject({
      code: 'STAFF-ONE',
      kind: 'percent',
      value: '12.5000',
      active: true,
      uses: 0,
    });
    await expect(
      t.services.discounts.create({ code: 'Staff-One', kind: 'fixed', value: '1', currency: 'PLN' }),
    ).rejects.toMatchObject({
      status: 409,
      key: 'discounts.field.codeTaken',
    });
    const refusals: Array<[DiscountCodeInput, string]> = [
      [{ code: 'BAD1', kind: 'fixed', value: '5' }, 'discounts.field.currencyRequired'],
      [{ code: 'BAD2', kind: 'percent', value: '150' }, 'discounts.field.percent'],
      [
        { code: 'BAD3', kind: 'percent', value: '5', country: 'pl', currency: 'EUR' },
        'discounts.field.marketCurrency',
      ],
      [
        {
          code: 'BAD4',
          kind: 'percent',
          value: '5',
          validFrom: new Date('2027-01-02'),
          validTo: new Date('2027-01-01'),
        },
        'discounts.field.dates',
      ],
      [{ code: 'BAD5', kind: 'percent', value: 'ten' }, 'discounts.field.amount'],
      [{ code: 'B\u0000D', kind: 'percent', value: '5' }, 'discounts.field.code'],
    ];
    for (const [input, key] of refusals) {
      const error = await t.services.discounts.create(input).catch((e: unknown) => e);
      expect(error, input.code).toMatchObject({ status: 422 });
      expect(JSON.stringify((error as { options: unknown }).options), input.code).toContain(key);
    }

    const updated = await t.services.discounts.update(created.id, { value: '20', maxUses: 5 });
    expect(updated).toMatchObject({ value: '20.0000', maxUses: 5, code: 'STAFF-ONE' });
    await expect(t.services.discounts.update(created.id, { value: '101' })).rejects.toMatchObject({
      status: 422,
    });
    const off = await t.services.discounts.deactivate(created.id);
    expect(off.active).toBe(false);
    await expect(t.services.discounts.deactivate(999_999)).rejects.toMatchObject({ status: 404 });
    await expect(t.services.discounts.redemptions(999_999)).rejects.toMatchObject({ status: 404 });

    for (let i = 0; i < 30; i += 1)
      await t.services.discounts.create({ code: `PAGE-${i}`, kind: 'percent', value: '1' });
    const first = await t.services.discounts.list(1);
    const second = await t.services.discounts.list(2);
    expect(first.elements).toHaveLength(25);
    expect(first.total).toBe(second.total);
    expect(first.pages).toBe(Math.ceil(first.total / 25));
    const ids = new Set([...first.elements, ...second.elements].map((c) => c.id));
    expect(ids.size).toBe(first.elements.length + second.elements.length);
    expect((await t.services.discounts.list(-3)).page).toBe(1);
  });

  it('shows a deactivated code in a cart as no longer offered', async () => {
    const code = await makeCode({ kind: 'percent', value: '5' });
    const cart = await cartOf(1);
    await apply(company, { code: code.code });
    await t.services.discounts.deactivate(code.id);
    const page = await step1(cart.orderNumber);
    expect(page.discount).toMatchObject({ valid: false, refusal: 'inactive' });
    expect(page.discount!.message).toBe(`The discount code ${code.code} is no longer offered.`);
  });
});
