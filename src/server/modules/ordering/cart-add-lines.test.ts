/**
 * The batch add of the cart (issue 17: a whole saved list to the cart): many lines in one unit of
 * work under the order's lock, the same answers as adding them one by one, and nothing written when
 * the order itself refuses.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MAX_VALUE, roundUpToOrderable } from '../../../common/amount-rules';
import { CART_ADD_LINES_MAX } from '../../../common/cart-rules';
import { AppError } from '../../../common/errors';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { CartActor, LineOutcome } from './cart.service';
import { personOf } from './orders.fixtures';

let t: TestApp;
let company: CartActor;
let other: CartActor;
let person: CartActor;
let zbl: CartActor;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface P {
  id: number;
  symbol: string;
  minimum: number;
  multiples: number;
  stock: number;
}

async function products(where: string, limit = 1): Promise<P[]> {
  const found = await rows<P>(
    sql.raw(`SELECT id, symbol, minimum_quantity AS minimum, multiples, stock FROM products p
      WHERE ${where} ORDER BY id LIMIT ${limit}`),
  );
  if (found.length < limit) throw new Error(`not enough seeded products where ${where}`);
  return found;
}

const ORDERABLE = `'SHOW_PRICE' = ANY(permissions)
  AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
  AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)`;

let plain: P[];
let stepped: P;
let unpriced: P;
let notInOffer: P;
let blocked: P;
let market: P;

/** The cart's lines as stored: one per product, in position order. */
const linesOf = (orderNumber: string) =>
  rows<{ productId: number; amount: number; position: number }>(sql`
    SELECT i.product_id AS "productId", i.amount, i.position FROM order_items i
    JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${orderNumber} ORDER BY i.position`);

const orderCount = async (customerId: number) =>
  Number(
    (
      await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${customerId}`)
    )[0]!.n,
  );

async function refusedWith(promise: Promise<unknown>, status: number, key: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).key).toBe(key);
}

const added = (outcome: LineOutcome | undefined) => {
  expect(outcome?.outcome).toBe('added');
  return outcome as Extract<LineOutcome, { outcome: 'added' }>;
};

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 1500, demoAccounts: true });
  const db = t.services.database.db;
  [company, other, person, zbl] = await Promise.all(
    ['company@demo.shop', 'soletrader@demo.shop', 'person@demo.shop', 'zbl@demo.shop'].map(async (email) => {
      const { customerId, contactPersonId } = await personOf(db, email);
      return { customerId, contactPersonId };
    }),
  );
  plain = await products(`${ORDERABLE} AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1`, 40);
  [stepped] = await products(`${ORDERABLE} AND multiples > 1 AND minimum_quantity >= multiples`);
  [unpriced] = await products(
    `NOT 'SHOW_PRICE' = ANY(permissions) AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]`,
  );
  // Two orderable products beyond those used, withdrawn here: one from the offer, one blocked.
  [notInOffer, blocked] = await products(`${ORDERABLE} AND id > ${plain.at(-1)!.id}`, 2);
  [market] = await products(
    `'EXTERNAL_WAREHOUSE' = ANY(flags) AND ${ORDERABLE.replace(",'EXTERNAL_WAREHOUSE'", '')} AND stock >= minimum_quantity`,
  );
  // One of each refusal reason the catalogue names: withdrawn from the offer, and blocked.
  await db.execute(sql`UPDATE products SET flags = ARRAY['NOT_IN_OFFER'] WHERE id = ${notInOffer!.id}`);
  await db.execute(sql`UPDATE products SET flags = ARRAY['PRODUCT_BLOCKED'] WHERE id = ${blocked!.id}`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('cart.addLines', () => {
  it('adds many lines to a new cart: repeats summed, each product checked, the cart priced once', async () => {
    const cart = t.services.cart;
    const [a, b, c] = [plain[0]!, plain[1]!, plain[2]!];
    const typed = c.symbol.toLowerCase().replace(/(.)(.)/, '$1 $2');
    const answer = await cart.addLines(company, {
      orderNumber: '0',
      lines: [
        { symbol: a.symbol, amount: 2 },
        { symbol: 'NO-SUCH-PRODUCT-XYZ', amount: 1 },
        { symbol: b.symbol, amount: 5 },
        { symbol: a.symbol, amount: 3 },
        { symbol: notInOffer.symbol, amount: notInOffer.minimum },
        { symbol: blocked.symbol, amount: blocked.minimum },
        { symbol: unpriced.symbol, amount: unpriced.minimum },
        { symbol: stepped.symbol, amount: stepped.minimum + 1 },
        { symbol: typed, amount: 1 },
      ],
    });
    expect(answer.created).toBe(true);
    expect(answer.orderNumber).toMatch(/^\d+$/);
    const [first, unknown, second, repeat, withdrawn, isBlocked, noPrice, offGrid, variant] = answer.lines;
    expect(added(first)).toMatchObject({ symbol: a.symbol, amount: 2, requested: 2, lineAmount: 5 });
    expect(added(repeat)).toMatchObject({
      symbol: a.symbol,
      amount: 3,
      lineAmount: 5,
      itemId: added(first).itemId,
    });
    expect(added(second)).toMatchObject({ symbol: b.symbol, amount: 5, lineAmount: 5 });
    // A symbol typed another way finds the product, as adding it alone does.
    expect(added(variant)).toMatchObject({ asked: typed, symbol: c.symbol, amount: 1 });
    expect(unknown).toMatchObject({
      outcome: 'refused',
      status: 422,
      messageKey: 'errors.cart.unknownSymbol',
      params: { symbol: 'NO-SUCH-PRODUCT-XYZ' },
    });
    expect(withdrawn).toMatchObject({ outcome: 'refused', messageKey: 'errors.cart.notInOffer' });
    expect(isBlocked).toMatchObject({ outcome: 'refused', messageKey: 'errors.cart.notInOffer' });
    expect(noPrice).toMatchObject({ outcome: 'refused', messageKey: 'cart.noPriceRefused' });
    // Without roundUp an amount off the grid is refused with the rule's key and value.
    expect(offGrid).toMatchObject({
      outcome: 'refused',
      messageKey: 'errors.cart.amountMultiplicity',
      params: { value: stepped.multiples },
    });

    // One line per product, in the order first asked; the cart is active and priced.
    expect(await linesOf(answer.orderNumber)).toEqual([
      { productId: a.id, amount: 5, position: 1 },
      { productId: b.id, amount: 5, position: 2 },
      { productId: c.id, amount: 1, position: 3 },
    ]);
    expect(answer.cart).toMatchObject({ orderNumber: answer.orderNumber, lineCount: 3 });
    expect(answer.cart!.totals!.unpricedLines).toBe(0);
    expect((await cart.miniCart(company)).orderNumber).toBe(answer.orderNumber);
  });

  it('rounds up to the minimum and multiples when asked, each rounding in the answer', async () => {
    const answer = await t.services.cart.addLines(company, {
      orderNumber: '0',
      roundUp: true,
      lines: [
        { symbol: stepped.symbol, amount: 1 },
        { symbol: plain[3]!.symbol, amount: 7 },
      ],
    });
    const rounded = roundUpToOrderable(1, { minimum: stepped.minimum, multiples: stepped.multiples });
    expect(rounded).toBeGreaterThan(1);
    expect(added(answer.lines[0])).toMatchObject({ requested: 1, amount: rounded, lineAmount: rounded });
    expect(added(answer.lines[1])).toMatchObject({ requested: 7, amount: 7 });
  });

  it('answers as adding the lines one by one does', async () => {
    const cart = t.services.cart;
    const batch = [
      { symbol: plain[4]!.symbol, amount: 3 },
      { symbol: unpriced.symbol, amount: unpriced.minimum },
      { symbol: stepped.symbol, amount: 1 },
      { symbol: plain[4]!.symbol, amount: 4 },
      { symbol: market.symbol, amount: market.minimum },
    ];
    for (const actor of [company, person]) {
      const together = await cart.addLines(actor, { orderNumber: '0', lines: batch });
      let orderNumber = '0';
      const oneByOne: Array<string | number> = [];
      for (const line of batch) {
        try {
          const answer = await cart.addToCart(actor, { orderNumber, item: line });
          orderNumber = answer.orderNumber;
          oneByOne.push(answer.item.amount);
        } catch (error) {
          const e = error as AppError;
          const problem = e.options.data?.[0];
          oneByOne.push(problem && 'key' in problem ? problem.key : e.key);
        }
      }
      expect(together.lines.map((l) => (l.outcome === 'added' ? l.lineAmount : l.messageKey))).toEqual(
        // The batch reports a repeated product's line as it ends up; one by one, as it was then.
        oneByOne.map((v, i) => (i === 0 ? 7 : v)),
      );
      const byOne = await linesOf(orderNumber);
      expect(await linesOf(together.orderNumber)).toEqual(byOne);
    }
  });

  it('merges into a cart that already holds some of the products, new lines after the last', async () => {
    const cart = t.services.cart;
    const start = await cart.addToCart(company, {
      orderNumber: '0',
      item: { symbol: plain[5]!.symbol, amount: 4 },
    });
    await cart.addToCart(company, {
      orderNumber: start.orderNumber,
      item: { symbol: plain[6]!.symbol, amount: 1 },
    });
    await cart.clearTouch(company);
    const answer = await cart.addLines(company, {
      orderNumber: start.orderNumber,
      lines: [
        { symbol: plain[7]!.symbol, amount: 2 },
        { symbol: plain[5]!.symbol, amount: 6 },
      ],
    });
    expect(answer).toMatchObject({ orderNumber: start.orderNumber, created: false });
    expect(await linesOf(start.orderNumber)).toEqual([
      { productId: plain[5]!.id, amount: 10, position: 1 },
      { productId: plain[6]!.id, amount: 1, position: 2 },
      { productId: plain[7]!.id, amount: 2, position: 3 },
    ]);
    // Adding makes the cart the active one again, as a single add does.
    expect((await cart.miniCart(company)).orderNumber).toBe(start.orderNumber);
  });

  it('keeps a line within what it may hold: the most units, and a ZBL account’s stock', async () => {
    const cart = t.services.cart;
    const start = await cart.addToCart(company, {
      orderNumber: '0',
      item: { symbol: plain[8]!.symbol, amount: AMOUNT_MAX_VALUE - 1 },
    });
    const answer = await cart.addLines(company, {
      orderNumber: start.orderNumber,
      lines: [
        { symbol: plain[8]!.symbol, amount: 1 },
        { symbol: plain[8]!.symbol, amount: 1 },
        { symbol: plain[9]!.symbol, amount: 1 },
      ],
    });
    expect(added(answer.lines[0]).lineAmount).toBe(AMOUNT_MAX_VALUE);
    expect(answer.lines[1]).toMatchObject({ outcome: 'refused', messageKey: 'errors.cart.tooMany' });
    added(answer.lines[2]);

    const [few] = await products(
      `${ORDERABLE} AND stock BETWEEN 2 AND 50 AND multiples = 1 AND minimum_quantity = 1`,
    );
    const half = Math.ceil(few!.stock / 2);
    const zblAnswer = await cart.addLines(zbl, {
      orderNumber: '0',
      lines: [
        { symbol: few!.symbol, amount: half },
        { symbol: few!.symbol, amount: half },
        { symbol: market.symbol, amount: market.minimum },
      ],
    });
    expect(added(zblAnswer.lines[0]).lineAmount).toBe(half);
    expect(zblAnswer.lines[1]).toMatchObject({
      outcome: 'refused',
      status: 409,
      messageKey: 'errors.cart.zblOutOfStock',
      params: { symbol: few!.symbol, stock: few!.stock },
    });
    expect(zblAnswer.lines[2]).toMatchObject({
      outcome: 'refused',
      status: 403,
      messageKey: 'cart.marketplace.text',
    });
  });

  it('makes no cart when no line can go in', async () => {
    const before = await orderCount(company.customerId);
    const answer = await t.services.cart.addLines(company, {
      orderNumber: '0',
      lines: [
        { symbol: unpriced.symbol, amount: unpriced.minimum },
        { symbol: 'NO-SUCH-PRODUCT-XYZ', amount: 1 },
      ],
    });
    expect(answer).toMatchObject({ orderNumber: '0', created: false, cart: null });
    expect(answer.lines.map((l) => l.outcome)).toEqual(['refused', 'refused']);
    expect(await orderCount(company.customerId)).toBe(before);
  });

  it('refuses the whole call and writes nothing when the order refuses', async () => {
    const cart = t.services.cart;
    const db = t.services.database.db;
    const lines = [
      { symbol: plain[10]!.symbol, amount: 1 },
      { symbol: plain[11]!.symbol, amount: 1 },
    ];
    const { orderNumber } = await cart.addToCart(company, { orderNumber: '0', item: lines[0]! });
    const before = await linesOf(orderNumber);

    // Another customer's cart is not found, and stays as it was.
    await refusedWith(cart.addLines(other, { orderNumber, lines }), 404, 'errors.order.notFound');
    await refusedWith(
      cart.addLines(company, { orderNumber: '99999999', lines }),
      404,
      'errors.order.notFound',
    );
    // Expired, then placed: refused, no line written.
    await db.execute(
      sql`UPDATE orders SET touched_at = now() - interval '400 days' WHERE order_number = ${orderNumber}`,
    );
    await refusedWith(cart.addLines(company, { orderNumber, lines }), 410, 'errors.order.expired');
    await db.execute(
      sql`UPDATE orders SET touched_at = now(), status = 'new' WHERE order_number = ${orderNumber}`,
    );
    await refusedWith(cart.addLines(company, { orderNumber, lines }), 409, 'errors.order.closed');
    expect(await linesOf(orderNumber)).toEqual(before);

    // More lines than one call takes: refused before anything is made.
    const ordersBefore = await orderCount(company.customerId);
    const tooMany = Array.from({ length: CART_ADD_LINES_MAX + 1 }, () => lines[0]!);
    await refusedWith(
      cart.addLines(company, { orderNumber: '0', lines: tooMany }),
      422,
      'errors.cart.tooManyLines',
    );
    expect(await orderCount(company.customerId)).toBe(ordersBefore);
  });

  it('two batch adds to the same cart at once both count, one line per product', async () => {
    const cart = t.services.cart;
    const { orderNumber } = await cart.addToCart(company, {
      orderNumber: '0',
      item: { symbol: plain[20]!.symbol, amount: 1 },
    });
    const batchA = plain.slice(20, 35).map((p) => ({ symbol: p.symbol, amount: 2 }));
    const batchB = plain.slice(25, 40).map((p) => ({ symbol: p.symbol, amount: 3 }));
    const [a, b] = await Promise.all([
      cart.addLines(company, { orderNumber, lines: batchA }),
      cart.addLines(company, { orderNumber, lines: batchB }),
    ]);
    expect([...a.lines, ...b.lines].every((l) => l.outcome === 'added')).toBe(true);
    const stored = await linesOf(orderNumber);
    const expected = new Map<number, number>([[plain[20]!.id, 1]]);
    for (const [batch, amount] of [
      [plain.slice(20, 35), 2],
      [plain.slice(25, 40), 3],
    ] as const)
      for (const p of batch) expected.set(p.id, (expected.get(p.id) ?? 0) + amount);
    expect(new Map(stored.map((l) => [l.productId, l.amount]))).toEqual(expected);
    expect(stored.map((l) => l.position)).toEqual(stored.map((_l, i) => i + 1));
  });
});
