/**
 * The visitor cart (issue 22, ADR 087) through the real app: the pricing call a visitor's cart page
 * makes (the cart's pricing, bad input refused, counted per address) and the merge into the
 * account's cart after a login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStep1, OrderCreateResponse } from '../../../common/contracts/cart';
import type { VisitorCartPriced, VisitorMergeResponse } from '../../../common/contracts/visitor-cart';
import type { ErrorBody } from '../../../common/errors';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { orderableProducts, setFlags, setStock } from '../ordering/checkout.fixtures';

let t: TestApp;
let a: { id: number; symbol: string; flags: string[] };
let b: { id: number; symbol: string; flags: string[] };
let withdrawn: { id: number; symbol: string; flags: string[] };
/** A visitor of an address of its own (each client has one): the rate limit counts per address. */
const visitor = () => new Client(t.app);
const price = (client: Client, lines: unknown, query = 'country=pl&language=en') =>
  client.post(`/ajax/visitor-cart/price?${query}`, { lines });

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 200, demoAccounts: true });
  // Parts a private person may order (marketplace items are companies', ADR 072).
  [a, b, withdrawn] = (await orderableProducts(t.database.db, 20)).filter(
    (p) => !p.flags.includes('EXTERNAL_WAREHOUSE'),
  );
  await setStock(t.database.db, a!.id, 1000);
  await setStock(t.database.db, b!.id, 1000);
  await setFlags(t.database.db, withdrawn!.id, [...withdrawn!.flags, 'NOT_IN_OFFER']);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('pricing a visitor cart', () => {
  it('prices the lines as the customer cart prices them: unit price at the amount, breaks, stock, totals with the market’s VAT', async () => {
    const res = await price(visitor(), [
      { symbol: a.symbol, amount: 3 },
      { symbol: b.symbol, amount: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const cart = res.json<VisitorCartPriced>();
    expect(cart.totals.currency).toBe('PLN');
    expect(cart.totals.vatRate).toBe('23');
    const [first, second] = cart.lines;
    expect(first).toMatchObject({ asked: a.symbol, amount: 3, problem: null, amountError: null });
    expect(first!.product!.symbol).toBe(a.symbol);
    expect(first!.product!.stock).toBe(1000);
    expect(first!.product!.breaks.length).toBeGreaterThan(0);
    expect(first!.product!.breaks[0]!.amount).toBe(1);
    expect(Number(first!.lineNet)).toBeCloseTo(Number(first!.unitPrice) * 3, 2);
    const net = Number(first!.lineNet) + Number(second!.lineNet);
    expect(Number(cart.totals.net)).toBeCloseTo(net, 2);
    expect(Number(cart.totals.vat)).toBeCloseTo(net * 0.23, 1);
    expect(Number(cart.totals.gross)).toBeCloseTo(Number(cart.totals.net) + Number(cart.totals.vat), 2);

    // The same lines in a customer's cart of the same market: the same prices and totals.
    const customer = new Client(t.app);
    // A private person of the Polish market, as the visitor on the Polish site.
    await customer.login('private@demo.shop', DEMO_PASSWORD);
    const created = await customer.post('/ajax/order/create', { item: { symbol: a.symbol, amount: 3 } });
    expect(created.statusCode, created.body).toBe(201);
    const orderNumber = created.json<OrderCreateResponse>().orderNumber;
    await customer.post('/ajax/order/item', { orderNumber, item: { symbol: b.symbol, amount: 1 } });
    const step1 = (await customer.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step1.totals.currency).toBe('PLN');
    expect(step1.lines.map((l) => [l.symbol, l.unitPrice, l.lineNet])).toEqual([
      [a.symbol, first!.unitPrice, first!.lineNet],
      [b.symbol, second!.unitPrice, second!.lineNet],
    ]);
    expect(step1.totals.gross).toBe(cart.totals.gross);
    await customer.request({ method: 'DELETE', url: `/ajax/order/${orderNumber}` });
  });

  it('in the market’s currency: euros with German VAT on the German site', async () => {
    const cart = (
      await price(visitor(), [{ symbol: a.symbol, amount: 2 }], 'country=de&language=de')
    ).json<VisitorCartPriced>();
    expect(cart.totals.currency).toBe('EUR');
    expect(cart.totals.vatRate).toBe('19');
    expect(cart.country).toBe('de');
  });

  it('says per line why a part cannot be ordered, and leaves it out of the totals', async () => {
    const res = await price(visitor(), [
      { symbol: a.symbol, amount: 1 },
      { symbol: 'NO-SUCH-PART-XYZ', amount: 1 },
      { symbol: withdrawn.symbol, amount: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<VisitorCartPriced>();
    expect(cart.lines[1]).toMatchObject({
      asked: 'NO-SUCH-PART-XYZ',
      product: null,
      lineNet: null,
      problem: { key: 'errors.cart.unknownSymbol', params: { symbol: 'NO-SUCH-PART-XYZ' } },
    });
    expect(cart.lines[2]!.problem?.key).toBe('errors.cart.notInOffer');
    expect(cart.totals.net).toBe(cart.lines[0]!.lineNet);
  });

  it('refuses bad input with 422 and names the field: NUL, oversize amounts, more than 50 lines, repeats, extra fields', async () => {
    const client = visitor();
    const cases: Array<[unknown, string]> = [
      [[{ symbol: `${a.symbol}\u0000`, amount: 1 }], 'lines.0.symbol'],
      [[{ symbol: a.symbol, amount: 1_000_001 }], 'lines.0.amount'],
      [[{ symbol: a.symbol, amount: 0 }], 'lines.0.amount'],
      [[{ symbol: a.symbol, amount: 1.5 }], 'lines.0.amount'],
      [[{ symbol: a.symbol, amount: '1' }], 'lines.0.amount'],
      [[{ symbol: 'x'.repeat(101), amount: 1 }], 'lines.0.symbol'],
      [Array.from({ length: 51 }, (_, i) => ({ symbol: `P${i}`, amount: 1 })), 'lines'],
      [
        [
          { symbol: a.symbol, amount: 1 },
          { symbol: a.symbol, amount: 2 },
        ],
        'lines',
      ],
      [[{ symbol: a.symbol, amount: 1, price: '0.01' }], 'lines.0'],
      ['not a list', 'lines'],
    ];
    for (const [lines, field] of cases) {
      const res = await price(client, lines);
      expect(res.statusCode, `${JSON.stringify(lines).slice(0, 80)}: ${res.body}`).toBe(422);
      const fields = (res.json<ErrorBody>().data ?? []).map((p) => p.field);
      expect(
        fields.some((f) => f === field || f?.startsWith(`${field}.`)),
        fields.join(),
      ).toBe(true);
    }
    expect((await price(client, [{ symbol: a.symbol, amount: 1 }], 'country=zz')).statusCode).toBe(422);
    // Exactly 50 lines are fine.
    const fifty = Array.from({ length: 50 }, (_, i) => ({ symbol: `P${i}`, amount: 1 }));
    expect((await price(client, fifty)).statusCode).toBe(200);
  });

  it('is refused without the shop’s XHR marker or from another origin (CSRF)', async () => {
    const client = visitor();
    const body = { lines: [{ symbol: a.symbol, amount: 1 }] };
    const bare = await client.post('/ajax/visitor-cart/price?country=pl', body, { 'x-requested-with': '' });
    expect(bare.statusCode).toBe(403);
    const foreign = await client.post('/ajax/visitor-cart/price?country=pl', body, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('is counted per address: past 120 a minute, 429', async () => {
    const client = visitor();
    const codes = await Promise.all(
      Array.from({ length: 125 }, () =>
        price(client, [{ symbol: a.symbol, amount: 1 }]).then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(codes.filter((c) => c === 200)).toHaveLength(120);
    // Another address is not slowed down.
    expect((await price(visitor(), [{ symbol: a.symbol, amount: 1 }])).statusCode).toBe(200);
  });
});

describe('the visitor cart after a login', () => {
  it('needs a session: a visitor gets 401', async () => {
    const res = await visitor().post('/ajax/cart/visitor-lines', {
      lines: [{ symbol: a.symbol, amount: 1 }],
    });
    expect(res.statusCode).toBe(401);
  });

  it('adds the lines to the account’s active cart, summing a part it holds; a refused line says why', async () => {
    const customer = new Client(t.app);
    await customer.login('company@demo.shop', DEMO_PASSWORD);
    const created = await customer.post('/ajax/order/create', { item: { symbol: a.symbol, amount: 2 } });
    const active = created.json<OrderCreateResponse>().orderNumber;
    const res = await customer.post('/ajax/cart/visitor-lines', {
      lines: [
        { symbol: a.symbol, amount: 3 },
        { symbol: b.symbol, amount: 1 },
        { symbol: 'NO-SUCH-PART-XYZ', amount: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<VisitorMergeResponse>();
    expect(merged.orderNumber).toBe(active);
    expect(merged.lines).toEqual([
      { symbol: a.symbol, outcome: 'added', lineAmount: 5, messageKey: null, params: {} },
      { symbol: b.symbol, outcome: 'added', lineAmount: 1, messageKey: null, params: {} },
      {
        symbol: 'NO-SUCH-PART-XYZ',
        outcome: 'refused',
        lineAmount: null,
        messageKey: 'errors.cart.unknownSymbol',
        params: { symbol: 'NO-SUCH-PART-XYZ' },
      },
    ]);
    const step1 = (await customer.get(`/ajax/cart/step-1/${active}`)).json<CartStep1>();
    expect(step1.lines.map((l) => [l.symbol, l.amount])).toEqual([
      [a.symbol, 5],
      [b.symbol, 1],
    ]);
    // Bad input is the pricing call's 422.
    const bad = await customer.post('/ajax/cart/visitor-lines', {
      lines: [{ symbol: 'A\u0000', amount: 1 }],
    });
    expect(bad.statusCode).toBe(422);
    await customer.request({ method: 'DELETE', url: `/ajax/order/${active}` });
  });

  it('makes a new cart when the account has none open', async () => {
    const customer = new Client(t.app);
    await customer.login('person@demo.shop', DEMO_PASSWORD);
    await customer.request({ method: 'DELETE', url: '/ajax/order/touch' }).catch(() => undefined);
    const res = await customer.post('/ajax/cart/visitor-lines', { lines: [{ symbol: b.symbol, amount: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<VisitorMergeResponse>();
    expect(merged.orderNumber, res.body).not.toBe('0');
    expect(merged.lines[0]).toMatchObject({ outcome: 'added', lineAmount: 4 });
  });
});
