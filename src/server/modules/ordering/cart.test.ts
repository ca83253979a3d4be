import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddToCartResponse, CartStep1, MiniCart, OpenOrderList } from '../../../common/contracts/cart';
import type { ErrorBody } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { matchPage } from '../../../common/routes.server';
import { resolveLocale } from '../../../web/lib/locale.server';
import { productNameOf } from '../../../common/cart-rules';
import { productText } from '../catalog';
import cartPage from '../../../web/pages/cart/cart/loader.server';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let company: Client;
let other: Client;
let person: Client;
let zbl: Client;
let visitor: Client;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface P {
  symbol: string;
  minimum: number;
  multiples: number;
  stock: number;
}

/** A seeded product matching a condition (the generated catalogue has every kind). */
async function product(where: string): Promise<P> {
  const [row] = await rows<P>(
    sql.raw(`SELECT symbol, minimum_quantity AS minimum, multiples, stock FROM products p
      WHERE ${where} ORDER BY id LIMIT 1`),
  );
  if (!row) throw new Error(`no seeded product where ${where}`);
  return row;
}

/** Orderable by anyone: has a price, in the offer, not marketplace. */
const ORDERABLE = `'SHOW_PRICE' = ANY(permissions)
  AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
  AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)`;

let plain: P;
let second: P;
let stepped: P;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 1500, demoAccounts: true });
  company = new Client(t.app);
  other = new Client(t.app);
  person = new Client(t.app);
  zbl = new Client(t.app);
  visitor = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [other, 'soletrader@demo.shop'],
    [person, 'person@demo.shop'],
    [zbl, 'zbl@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  plain = await product(`${ORDERABLE} AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1`);
  second = await product(
    `${ORDERABLE} AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1 AND symbol <> '${plain.symbol}'`,
  );
  stepped = await product(`${ORDERABLE} AND multiples > 1 AND minimum_quantity >= multiples`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const add = (client: Client, orderNumber: string, symbol: string, amount: number) =>
  client.post('/ajax/order/item', { orderNumber, item: { symbol, amount } });

async function newCart(client: Client, p: P = plain, amount = p.minimum): Promise<string> {
  const res = await add(client, '0', p.symbol, amount);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddToCartResponse>().orderNumber;
}

const patch = (client: Client, url: string, payload: unknown) =>
  client.request({ method: 'PATCH', url, payload: payload as never });
const del = (client: Client, url: string) => client.request({ method: 'DELETE', url });

function expectError(
  res: { statusCode: number; body: string; json: <T>() => T },
  status: number,
  erpCode?: number,
): ErrorBody {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<ErrorBody>();
  expect(body.code).toBe(status);
  if (erpCode !== undefined) expect(body.erpCode).toBe(erpCode);
  return body;
}

describe('cart: login and ownership', () => {
  it('every call needs a login', async () => {
    for (const res of [
      await visitor.get('/ajax/cart/mini-cart'),
      await visitor.get('/ajax/order/open'),
      await add(visitor, '0', plain.symbol, 1),
      await visitor.post('/ajax/order/create', { item: { symbol: plain.symbol, amount: 1 } }),
    ]) {
      expectError(res, 401);
    }
  });

  it('another customer’s order number is not found (ERP 20) on every call', async () => {
    const mine = await newCart(company);
    const step = (await company.get(`/ajax/cart/step-1/${mine}`)).json<CartStep1>();
    const itemId = step.lines[0]!.itemId;
    const attempts = [
      await add(other, mine, plain.symbol, 1),
      await other.get(`/ajax/cart/step-1/${mine}`),
      await other.get(`/ajax/cart/mini-cart-order/${mine}`),
      await other.post(`/ajax/order/touch/${mine}`),
      await patch(other, `/ajax/order/${mine}/item/${itemId}`, { amount: 2 }),
      await patch(other, `/ajax/order/${mine}/item/${itemId}/end-user`, { endUse: 'x' }),
      await del(other, `/ajax/order/${mine}/item/${itemId}`),
      await patch(other, `/ajax/order/${mine}`, { completeness: 'complete' }),
      await del(other, `/ajax/order/${mine}`),
    ];
    for (const res of attempts) expectError(res, 404, 20);
    // Nothing changed for the owner.
    const after = (await company.get(`/ajax/cart/step-1/${mine}`)).json<CartStep1>();
    expect(after.lines).toHaveLength(1);
    expect(after.lines[0]!.amount).toBe(plain.minimum);
    expect(after.completeness).toBe('partial');
    expect(
      (await other.get('/ajax/order/open')).json<OpenOrderList>().orders.map((o) => o.orderNumber),
    ).not.toContain(mine);
  });

  it('an unknown order number is not found either', async () => {
    expectError(await add(company, '99999999', plain.symbol, 1), 404, 20);
    expectError(await del(company, '/ajax/order/no-such-order'), 404, 20);
  });
});

describe('cart: adding to cart', () => {
  it('order number 0 creates an order, makes it active and answers the mini-cart', async () => {
    const res = await add(company, '0', plain.symbol, plain.minimum);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AddToCartResponse>();
    expect(body.orderNumber).toMatch(/^\d{8,}$/);
    expect(body.created).toBe(true);
    expect(body.item).toMatchObject({ symbol: plain.symbol, amount: plain.minimum, added: plain.minimum });
    expect(body.cart).toMatchObject({ orderNumber: body.orderNumber, lineCount: 1 });
    expect(body.cart.totals).toMatchObject({ currency: 'PLN', vatRate: '23', unpricedLines: 0 });
    expect(Number(body.cart.totals!.net)).toBeGreaterThan(0);

    const mini = (await company.get('/ajax/cart/mini-cart')).json<MiniCart>();
    expect(mini.orderNumber).toBe(body.orderNumber);

    const [order] = await rows<{
      status: string;
      country: string;
      currency: string;
      vat_rate: string;
      language: string;
    }>(
      sql`SELECT status, country, currency, vat_rate::text, language FROM orders WHERE order_number = ${body.orderNumber}`,
    );
    expect(order).toMatchObject({
      status: 'cart',
      country: 'pl',
      currency: 'PLN',
      vat_rate: '23.00',
      language: 'pl',
    });
  });

  it('adding the same product again raises its amount instead of a second line', async () => {
    const orderNumber = await newCart(company);
    const res = await add(company, orderNumber, plain.symbol, 3);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AddToCartResponse>();
    expect(body.created).toBe(false);
    expect(body.item.amount).toBe(plain.minimum + 3);
    expect(body.cart.lineCount).toBe(1);
    await add(company, orderNumber, second.symbol, 1);
    const step = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step.lines.map((l) => [l.symbol, l.amount])).toEqual([
      [plain.symbol, plain.minimum + 3],
      [second.symbol, 1],
    ]);
  });

  it('concurrent adds of the same product never lose units', async () => {
    const orderNumber = await newCart(company);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(company, orderNumber, plain.symbol, 5)),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const step = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step.lines).toHaveLength(1);
    expect(step.lines[0]!.amount).toBe(plain.minimum + 40);
  });

  it('refuses an unknown symbol with a field error on item.symbol', async () => {
    const body = expectError(await add(company, '0', 'NO-SUCH-PART-123', 1), 422);
    expect(body.data?.[0]?.field).toBe('item.symbol');
    expect(body.message).toContain('NO-SUCH-PART-123');
  });

  it('refuses amounts that break the minimum or multiples, and 10 000 000', async () => {
    const notMultiple = expectError(await add(company, '0', stepped.symbol, stepped.minimum + 1), 422);
    expect(notMultiple.data?.[0]).toMatchObject({ field: 'item.amount' });
    // The company buys in Polish: the refusal says so, in its words and with the product's step.
    expect(notMultiple.message).toBe(
      translate('pl', 'errors.cart.amountMultiplicity', { value: stepped.multiples }),
    );
    expect(notMultiple.messageKey).toBe('errors.cart.amountMultiplicity');
    if (stepped.minimum > 1) {
      const below = expectError(
        await add(company, '0', stepped.symbol, stepped.minimum - stepped.multiples || 1),
        422,
      );
      expect(below.data?.[0]?.field).toBe('item.amount');
    }
    const tooMany = expectError(await add(company, '0', plain.symbol, 10_000_000), 422);
    expect(tooMany.data?.[0]?.field).toBe('item.amount');
    expectError(await add(company, '0', plain.symbol, 1.5), 422);
    expectError(await add(company, '0', plain.symbol, 0), 422);
    expectError(
      await company.post('/ajax/order/item', {
        orderNumber: '0',
        item: { symbol: plain.symbol, amount: '2' },
      }),
      422,
    );
  });

  it('a line never holds more than 9 999 999 units', async () => {
    const orderNumber = await newCart(company, plain, 9_999_990);
    const body = expectError(await add(company, orderNumber, plain.symbol, 10), 422);
    expect(body.data?.[0]?.field).toBe('item.amount');
  });

  it('words a refusal in the language the request names, before the customer’s (ADR 030)', async () => {
    const minimum = stepped.minimum + 1;
    const over = { orderNumber: '0', item: { symbol: stepped.symbol, amount: minimum } };
    // The page's language comes as Accept-Language from the browser's API client, or as ?language=.
    const polish = expectError(await other.post('/ajax/order/item', over, { 'accept-language': 'pl' }), 422);
    expect(polish.message).toBe(`Krotność: ${stepped.multiples}`);
    const german = expectError(await company.post('/ajax/order/item?language=de', over), 422);
    expect(german.message).toBe(`Vielfaches: ${stepped.multiples}`);
    expect(german.data?.[0]).toEqual({
      field: 'item.amount',
      message: german.message,
      messageKey: 'errors.cart.amountMultiplicity',
    });
    // Unknown symbol: in Hungarian by the customer's own language when the request names none.
    const unknown = expectError(await add(other, '0', 'NO-SUCH-PART-123', 1), 422);
    expect(unknown.message).toBe('Nincs NO-SUCH-PART-123 cikkszámú termék.');
    // The contract's checks too: a fractional amount in German (the contract's own key) and an
    // unknown field in Zod's German words.
    const inGerman = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
    const item = { symbol: plain.symbol, amount: 1.5 };
    const fraction = expectError(
      await company.post('/ajax/order/item', { orderNumber: '0', item }, inGerman),
      422,
    );
    expect(fraction.data?.[0]).toEqual({
      field: 'item.amount',
      message: 'Die Menge muss eine ganze Zahl von 1 bis 9 999 999 sein.',
      messageKey: 'errors.cart.amountRange',
    });
    const extra = { orderNumber: '0', item: { ...item, amount: 1 }, price: 1 };
    expect(expectError(await company.post('/ajax/order/item', extra, inGerman), 422).message).toMatch(
      /^Unbekannter Schlüssel/,
    );
  });

  it('prices are never taken from the client', async () => {
    const res = await company.post('/ajax/order/item', {
      orderNumber: '0',
      item: { symbol: plain.symbol, amount: 1, price: '0.01' },
    });
    expectError(res, 422);
  });

  it('refuses products without a price and products not in the offer', async () => {
    const unpriced = await product(
      `NOT 'SHOW_PRICE' = ANY(permissions) AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]`,
    );
    const noPrice = expectError(await add(company, '0', unpriced.symbol, unpriced.minimum), 422);
    expect(noPrice.data?.[0]?.field).toBe('item.symbol');
    // In the customer's language, saying why and what to do, with the symbol.
    for (const [client, language] of [
      [company, 'pl'],
      [other, 'hu'],
      [person, 'de'],
    ] as const) {
      const refused = expectError(await add(client, '0', unpriced.symbol, unpriced.minimum), 422);
      expect(refused.message).toBe(translate(language, 'cart.noPriceRefused', { symbol: unpriced.symbol }));
      expect(refused.data?.[0]).toEqual({
        field: 'item.symbol',
        message: refused.message,
        messageKey: 'cart.noPriceRefused',
      });
    }
    expect(translate('hu', 'cart.noPriceRefused', { symbol: 'X' })).not.toBe(
      translate('en', 'cart.noPriceRefused', { symbol: 'X' }),
    );
    const blocked = await product(`flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED']::text[]`);
    expect(expectError(await add(company, '0', blocked.symbol, blocked.minimum), 422).data?.[0]?.field).toBe(
      'item.symbol',
    );
  });

  it('marketplace items are for companies: persons and ZBL get 10321', async () => {
    const market = await product(
      `'EXTERNAL_WAREHOUSE' = ANY(flags) AND ${ORDERABLE.replace(",'EXTERNAL_WAREHOUSE'", '')} AND stock >= minimum_quantity`,
    );
    const refused = expectError(await add(person, '0', market.symbol, market.minimum), 403, 10321);
    expect(refused.message).toBe(translate('de', 'cart.marketplace.text'));
    expectError(await add(zbl, '0', market.symbol, market.minimum), 403, 10321);
    expect((await add(company, '0', market.symbol, market.minimum)).statusCode).toBe(200);
  });

  it('ZBL accounts order only what is in stock (10320)', async () => {
    const empty = await product(`${ORDERABLE} AND stock = 0`);
    expectError(await add(zbl, '0', empty.symbol, empty.minimum), 409, 10320);
    const orderNumber = await newCart(zbl, plain, plain.minimum);
    expectError(await add(zbl, orderNumber, plain.symbol, plain.stock), 409, 10320);
    // A company may order it with the lead time.
    expect((await add(company, '0', empty.symbol, empty.minimum)).statusCode).toBe(200);
  });

  it('warns with creditControlStatus 10331 above the credit limit, and still adds', async () => {
    const small = await add(person, '0', plain.symbol, 1);
    expect(small.json<AddToCartResponse>().creditControlStatus).toBeUndefined();
    const res = await add(person, small.json<AddToCartResponse>().orderNumber, plain.symbol, 9_000_000);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AddToCartResponse>();
    expect(body.creditControlStatus).toBe(10331);
    expect(body.item.amount).toBe(9_000_001);
    expect(body.cart.totals?.currency).toBe('EUR');
  });

  it('an expired cart answers 410 (ERP 35) and a placed one 409 (ERP 59)', async () => {
    const expired = await newCart(company);
    await t.services.database.db.execute(
      sql`UPDATE orders SET touched_at = now() - interval '31 days' WHERE order_number = ${expired}`,
    );
    expectError(await add(company, expired, plain.symbol, 1), 410, 35);
    expectError(await company.get(`/ajax/cart/step-1/${expired}`), 410, 35);
    expect(
      (await company.get('/ajax/order/open')).json<OpenOrderList>().orders.map((o) => o.orderNumber),
    ).not.toContain(expired);

    const placed = await newCart(company);
    await t.services.database.db.execute(
      sql`UPDATE orders SET status = 'placed' WHERE order_number = ${placed}`,
    );
    expectError(await add(company, placed, plain.symbol, 1), 409, 59);
    expectError(await del(company, `/ajax/order/${placed}`), 409, 59);
  });
});

describe('cart: create order', () => {
  const payload = (symbol: string, amount: number) => ({
    customerOrderNumber: 'PO-2026-17',
    shippingAddressId: '1000001',
    paymentId: 'bank_transfer',
    discountCode: 'SPRING',
    item: { symbol, amount, completeness: 'complete' },
  });

  it('creates an order with the form fields and answers its number', async () => {
    const res = await company.post('/ajax/order/create', payload(plain.symbol, 2));
    expect(res.statusCode, res.body).toBe(201);
    const { orderNumber } = res.json<{ orderNumber: string }>();
    const step = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    expect(step).toMatchObject({
      customerOrderNumber: 'PO-2026-17',
      completeness: 'complete',
      discountCode: 'SPRING',
      active: true,
    });
    const [row] = await rows<{ payment_id: string; shipping_address_number: string }>(
      sql`SELECT payment_id, shipping_address_number FROM orders WHERE order_number = ${orderNumber}`,
    );
    expect(row).toEqual({ payment_id: 'bank_transfer', shipping_address_number: '1000001' });
  });

  it('refuses bad items like add to cart does, and creates nothing', async () => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    expect(
      expectError(await company.post('/ajax/order/create', payload('NOPE-0000', 1)), 422).data?.[0]?.field,
    ).toBe('item.symbol');
    expect(
      expectError(await company.post('/ajax/order/create', payload(stepped.symbol, stepped.minimum + 1)), 422)
        .data?.[0]?.field,
    ).toBe('item.amount');
    const after = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('the same Idempotency-Key makes one order, even for a double click at once', async () => {
    const key = { 'idempotency-key': 'create-7f3a9c21' };
    const body = payload(plain.symbol, 3);
    const [a, b] = await Promise.all([
      company.post('/ajax/order/create', body, key),
      company.post('/ajax/order/create', body, key),
    ]);
    expect(a.statusCode, a.body).toBe(201);
    expect(b.statusCode, b.body).toBe(201);
    expect(b.json()).toEqual(a.json());
    const again = await company.post('/ajax/order/create', { ...body }, key);
    expect(again.json()).toEqual(a.json());
    const orderNumber = a.json<{ orderNumber: string }>().orderNumber;
    const count = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE customer_order_number = 'PO-2026-17' AND order_number = ${orderNumber}`,
    );
    expect(count[0]!.n).toBe(1);
    const lines = await rows<{ amount: number }>(
      sql`SELECT i.amount FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${orderNumber}`,
    );
    expect(lines).toEqual([{ amount: 3 }]);
  });

  it('a replay answers the first answer even when the product could not be ordered any more', async () => {
    // ZBL accounts order only what is in stock: the replay must not check the stock again, or the
    // order its first request made would be answered with 409 10320.
    const key = { 'idempotency-key': 'create-zbl-replay-01' };
    const body = payload(second.symbol, 5);
    const first = await zbl.post('/ajax/order/create', body, key);
    expect(first.statusCode, first.body).toBe(201);
    await rows(sql`UPDATE products SET stock = 0 WHERE symbol = ${second.symbol}`);
    try {
      const replay = await zbl.post('/ajax/order/create', body, key);
      expect(replay.statusCode, replay.body).toBe(201);
      expect(replay.body).toBe(first.body);
      // Without a key the same request is a new order, and the stock refuses it.
      expectError(await zbl.post('/ajax/order/create', body), 409, 10320);
      // The same key with another body: refused, and the answer says why.
      const reused = expectError(
        await zbl.post('/ajax/order/create', payload(second.symbol, 6), key),
        409,
        10390,
      );
      expect(reused.messageKey).toBe('errors.order.keyReused');
      expect(reused.message).not.toBe('');
    } finally {
      await rows(sql`UPDATE products SET stock = ${second.stock} WHERE symbol = ${second.symbol}`);
    }
    const made = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders o
          WHERE o.customer_id = (SELECT customer_id FROM contact_persons WHERE email = 'zbl@demo.shop')
            AND o.customer_order_number = 'PO-2026-17'`,
    );
    expect(made[0]!.n).toBe(1);
  });

  it('the same key with another body is refused (10390); another customer may use the same key', async () => {
    const key = { 'idempotency-key': 'create-reuse-0001' };
    expect((await company.post('/ajax/order/create', payload(plain.symbol, 1), key)).statusCode).toBe(201);
    expectError(await company.post('/ajax/order/create', payload(plain.symbol, 2), key), 409, 10390);
    expect((await other.post('/ajax/order/create', payload(plain.symbol, 2), key)).statusCode).toBe(201);
    expectError(
      await company.post('/ajax/order/create', payload(plain.symbol, 2), { 'idempotency-key': 'bad key!' }),
      422,
    );
  });
});

describe('cart: open orders, active order, mini-cart', () => {
  it('lists open carts newest first and switches the active one with touch', async () => {
    const client = new Client(t.app);
    await client.login('private@demo.shop', DEMO_PASSWORD);
    expect((await client.get('/ajax/cart/mini-cart')).json<MiniCart>()).toMatchObject({
      orderNumber: '0',
      lineCount: 0,
      openOrders: 0,
    });
    const first = await newCart(client);
    const secondOrder = await newCart(client, second, 2);
    const list = (await client.get('/ajax/order/open')).json<OpenOrderList>();
    expect(list.orders.map((o) => [o.orderNumber, o.active, o.lineCount])).toEqual([
      [secondOrder, true, 1],
      [first, false, 1],
    ]);
    expect(Number(list.orders[0]!.totals.gross)).toBeGreaterThan(0);

    const touched = await client.post(`/ajax/order/touch/${first}`);
    expect(touched.statusCode, touched.body).toBe(200);
    expect(touched.json<MiniCart>()).toMatchObject({ orderNumber: first, openOrders: 2 });
    expect((await client.get('/ajax/cart/mini-cart')).json<MiniCart>().orderNumber).toBe(first);
    expect(
      (await client.get(`/ajax/cart/mini-cart-order/${secondOrder}`)).json<MiniCart>().lines[0]!.symbol,
    ).toBe(second.symbol);

    expect((await del(client, '/ajax/order/touch')).statusCode).toBe(204);
    expect((await client.get('/ajax/cart/mini-cart')).json<MiniCart>().orderNumber).toBe('0');
  });

  it('touch changes state, so it is a POST: a GET changes nothing, and the POST needs the XHR marker', async () => {
    const client = new Client(t.app);
    await client.login('private@demo.shop', DEMO_PASSWORD);
    const first = await newCart(client);
    const latest = await newCart(client, second, 2);
    const touchedAt = async () =>
      (
        await rows<{ touched_at: string }>(
          sql`SELECT touched_at::text FROM orders WHERE order_number = ${first}`,
        )
      )[0]!.touched_at;
    const before = await touchedAt();

    // A link, a prefetch or a crawler may GET any URL: that must not switch the active order.
    const got = await client.get(`/ajax/order/touch/${first}`);
    expect([404, 405]).toContain(got.statusCode);
    expect(got.json<ErrorBody>()).toMatchObject({ code: got.statusCode, message: expect.any(String) });
    expect((await client.get('/ajax/cart/mini-cart')).json<MiniCart>().orderNumber).toBe(latest);
    expect(await touchedAt()).toBe(before);

    // Like every state change, the POST is refused without the marker a cross-site form cannot send.
    const forged = await client.post(`/ajax/order/touch/${first}`, undefined, { 'x-requested-with': '' });
    expectError(forged, 403);
    expect((await client.get('/ajax/cart/mini-cart')).json<MiniCart>().orderNumber).toBe(latest);

    const touched = await client.post(`/ajax/order/touch/${first}`);
    expect(touched.statusCode, touched.body).toBe(200);
    expect(touched.json<MiniCart>().orderNumber).toBe(first);
    expect((await client.get('/ajax/cart/mini-cart')).json<MiniCart>().orderNumber).toBe(first);
  });
});

describe('cart: the page’s language', () => {
  it('describes the lines in the language of the page, not the one stored with the order', async () => {
    // A generated description reads differently in each language; the demo company's orders are stored in Polish.
    const [kit] = await rows<P & { description: string }>(
      sql.raw(`SELECT symbol, minimum_quantity AS minimum, multiples, stock, description FROM products p
        WHERE ${ORDERABLE} AND generated_text AND stock > 1000 ORDER BY id LIMIT 1`),
    );
    if (!kit) throw new Error('no seeded product with a generated description');
    const english = productText(kit.description, true, 'en');
    const polish = productText(kit.description, true, 'pl');
    expect(english).not.toBe(polish);
    const orderNumber = await newCart(company, kit);

    for (const [language, description] of [
      ['en', english],
      ['pl', polish],
    ] as const) {
      const asked = { 'accept-language': language };
      const step1 = (await company.get(`/ajax/cart/step-1/${orderNumber}`, asked)).json<CartStep1>();
      expect(step1.lines[0]).toMatchObject({ symbol: kit.symbol, description });
      const mini = (await company.get(`/ajax/cart/mini-cart-order/${orderNumber}`, asked)).json<MiniCart>();
      expect(mini.lines[0]!.name).toBe(productNameOf(description));
    }
  });
});

describe('cart: lines and order fields', () => {
  it('changes amounts, end use and order fields, removes lines and deletes the cart', async () => {
    const orderNumber = await newCart(company);
    await add(company, orderNumber, stepped.symbol, stepped.minimum);
    let step = (await company.get(`/ajax/cart/step-1/${orderNumber}`)).json<CartStep1>();
    const [a, b] = step.lines;
    expect(a!.deliveryTime.kind).toMatch(/today|nextWorkingDay/);
    expect(b).toMatchObject({ symbol: stepped.symbol, multiples: stepped.multiples, amountError: null });

    const updated = await patch(company, `/ajax/order/${orderNumber}/item/${b!.itemId}`, {
      amount: stepped.minimum + stepped.multiples,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    step = updated.json<CartStep1>();
    expect(step.lines[1]!.amount).toBe(stepped.minimum + stepped.multiples);
    const net = step.lines.reduce((sum, l) => sum + Number(l.lineNet), 0);
    expect(Number(step.totals.net)).toBeCloseTo(net, 2);
    expect(Number(step.totals.gross)).toBeCloseTo(Number(step.totals.net) + Number(step.totals.vat), 2);

    const bad = expectError(
      await patch(company, `/ajax/order/${orderNumber}/item/${b!.itemId}`, { amount: stepped.minimum + 1 }),
      422,
    );
    expect(bad.data?.[0]?.field).toBe('amount');
    expectError(await patch(company, `/ajax/order/${orderNumber}/item/999999999`, { amount: 1 }), 404);

    const endUse = await patch(company, `/ajax/order/${orderNumber}/item/${a!.itemId}/end-user`, {
      endUse: 'Industrial controllers',
    });
    expect(endUse.json<CartStep1>().lines[0]!.endUse).toBe('Industrial controllers');

    const fields = await patch(company, `/ajax/order/${orderNumber}`, {
      customerOrderNumber: 'ZAM/17',
      completeness: 'complete',
      discountCode: 'NOSUCHCODE',
      mode: 'non_end_user',
    });
    expect(fields.statusCode, fields.body).toBe(200);
    expect(fields.json<CartStep1>()).toMatchObject({
      customerOrderNumber: 'ZAM/17',
      completeness: 'complete',
      discountCode: 'NOSUCHCODE',
      discountCodeValid: false,
      mode: 'non_end_user',
    });
    expectError(await patch(company, `/ajax/order/${orderNumber}`, { completeness: 'whenever' }), 422);
    expectError(await patch(company, `/ajax/order/${orderNumber}`, { shippingCondition: 'x' }), 422);

    const removed = await del(company, `/ajax/order/${orderNumber}/item/${a!.itemId}`);
    expect(removed.json<CartStep1>().lines.map((l) => l.symbol)).toEqual([stepped.symbol]);

    expect((await del(company, `/ajax/order/${orderNumber}`)).statusCode).toBe(204);
    expectError(await company.get(`/ajax/cart/step-1/${orderNumber}`), 404, 20);
    expect((await company.get('/ajax/cart/mini-cart')).json<MiniCart>().orderNumber).not.toBe(orderNumber);
  });
});

describe('cart page loader (/cart/step/{orderStep}/order/{orderNumber})', () => {
  async function load(orderStep: string, orderNumber: string, email: string | null) {
    const url = new URL(`http://shop.test/cart/step/${orderStep}/order/${orderNumber}`);
    const [person] = email
      ? await rows<{ id: number }>(sql`SELECT id FROM contact_persons WHERE email = ${email}`)
      : [];
    return cartPage.load({
      match: matchPage(url.pathname)!,
      locale: resolveLocale(url)!,
      url,
      services: t.services,
      cookies: {},
      publicUrl: url.origin,
      customer: person ? await t.services.customers.customerOfPerson(person.id) : null,
    });
  }

  it('shows the customer’s own cart, a login prompt to visitors, and nothing of another customer’s', async () => {
    const orderNumber = await newCart(company);
    const own = await load('1', orderNumber, 'company@demo.shop');
    expect(own).toMatchObject({
      page: 'order_cart',
      data: { orderNumber, error: null, cart: { orderNumber, active: true } },
    });
    expect((own as { meta: { noindex?: boolean } }).meta.noindex).toBe(true);

    expect(await load('1', orderNumber, null)).toMatchObject({ data: { cart: null, error: null } });
    expect(await load('1', orderNumber, 'soletrader@demo.shop')).toMatchObject({
      data: { cart: null, error: { status: 404, erpCode: 20 } },
    });

    const other = await load('3', orderNumber, 'company@demo.shop');
    expect(other).toBeInstanceOf(Response);
    expect((other as Response).headers.get('location')).toBe(`/cart/step/1/order/${orderNumber}`);
  });
});
