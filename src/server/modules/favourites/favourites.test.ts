import { sql, type SQL } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DirectoryList,
  DirectoryPage,
  DirectorySummary,
  ItemResponse,
  ItemsAddResponse,
  PublicDirectory,
  ToCartResponse,
} from '../../../common/contracts/favourites';
import type { ErrorBody } from '../../../common/errors';
import { addColleague } from '../../test-support/colleague';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createOrderFixture } from '../ordering/orders.fixtures';
import { changeSinceSaved, newPublicToken } from './favourites.service';
import { roundUpToOrderable } from '../../../common/amount-rules';

let t: TestApp;
let company: Client;
let colleague: Client;
let other: Client;
let visitor: Client;

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.services.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface P {
  id: number;
  symbol: string;
  minimum: number;
  multiples: number;
}

/** Orderable by anyone: has a price, in the offer, not marketplace. */
const ORDERABLE = `'SHOW_PRICE' = ANY(permissions) AND 'SHOW_STOCK' = ANY(permissions)
  AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
  AND EXISTS (SELECT 1 FROM price_breaks b WHERE b.product_id = p.id)`;

let plain: P[];
let stepped: P;

const request = (client: Client, method: string, url: string, payload?: unknown) =>
  client.request({ method, url, payload: payload as never });

async function ok<T>(promise: ReturnType<typeof request>, status = 200): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return (res.body ? res.json() : undefined) as T;
}

async function refused(promise: ReturnType<typeof request>, status: number): Promise<ErrorBody> {
  const res = await promise;
  expect(res.statusCode, res.body).toBe(status);
  return res.json<ErrorBody>();
}

const createList = (client: Client, body: Record<string, unknown>) =>
  ok<DirectorySummary>(request(client, 'POST', '/ajax/favourites/directory', body), 201);

const addItems = (client: Client, body: Record<string, unknown>) =>
  ok<ItemsAddResponse>(request(client, 'POST', '/ajax/favourites/item', body), 201);

const page = (client: Client, directoryId: number, query = '') =>
  ok<DirectoryPage>(request(client, 'GET', `/ajax/favourites/directory/${directoryId}${query}`));

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 1500, demoAccounts: true });
  company = new Client(t.app);
  colleague = (await addColleague(t, { email: 'colleague@demo.shop' })).client;
  other = new Client(t.app);
  visitor = new Client(t.app);
  for (const [client, login] of [
    [company, 'company@demo.shop'],
    [other, 'soletrader@demo.shop'],
  ] as const) {
    const res = await client.login(login, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  }
  plain = await rows<P>(
    sql.raw(`SELECT id, symbol, minimum_quantity AS minimum, multiples FROM products p
      WHERE ${ORDERABLE} AND stock > 1000 AND multiples = 1 AND minimum_quantity = 1 ORDER BY id LIMIT 130`),
  );
  [stepped] = await rows<P>(
    sql.raw(`SELECT id, symbol, minimum_quantity AS minimum, multiples FROM products p
      WHERE ${ORDERABLE} AND multiples > 1 AND minimum_quantity >= multiples ORDER BY id LIMIT 1`),
  );
  expect(plain.length).toBe(130);
  expect(stepped).toBeDefined();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('rules', () => {
  it('makes 40-character alphanumeric tokens that differ each time', () => {
    const tokens = Array.from({ length: 200 }, newPublicToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(new Set(tokens).size).toBe(200);
    expect(new Set(tokens.join('')).size).toBe(62);
  });

  it('rounds list quantities up to the minimum and multiples', () => {
    expect(roundUpToOrderable(1, { minimum: 10, multiples: 5 })).toBe(10);
    expect(roundUpToOrderable(12, { minimum: 10, multiples: 5 })).toBe(15);
    expect(roundUpToOrderable(7, { minimum: 1, multiples: 1 })).toBe(7);
    expect(roundUpToOrderable(3, { minimum: 0, multiples: 0 })).toBe(3);
  });

  it('tells what changed since saved, comparing prices only in the same currency', () => {
    const item = { savedPrice: '1.50', savedCurrency: 'PLN', savedStock: 100, quantity: 50, flags: [] };
    expect(changeSinceSaved(item, { unitPrice: '1.2', currency: 'PLN', stock: 10 })).toEqual({
      priceDelta: '-0.3',
      priceDirection: 'down',
      stockBelowQuantity: true,
      withdrawn: false,
    });
    expect(
      changeSinceSaved({ ...item, flags: ['NOT_IN_OFFER'] }, { unitPrice: '2', currency: 'EUR', stock: 60 }),
    ).toEqual({ priceDelta: null, priceDirection: 'unknown', stockBelowQuantity: false, withdrawn: true });
    // Stock that was already short when saved is not news.
    expect(
      changeSinceSaved({ ...item, savedStock: 5 }, { unitPrice: '1.5', currency: 'PLN', stock: 5 }),
    ).toMatchObject({ priceDirection: 'same', stockBelowQuantity: false });
  });
});

describe('directories and items', () => {
  it('needs a login', async () => {
    await refused(request(visitor, 'GET', '/ajax/favourites'), 401);
    await refused(request(visitor, 'POST', '/ajax/favourites/directory', { name: 'x' }), 401);
  });

  it('creates lists, saves products with their price and stock, and shows them priced live', async () => {
    const list = await createList(company, { name: 'Board A', note: 'rev 2' });
    expect(list).toMatchObject({
      name: 'Board A',
      note: 'rev 2',
      sharedWithCompany: false,
      own: true,
      itemCount: 0,
    });
    expect(list.publicToken).toMatch(/^[A-Za-z0-9]{40}$/);

    const saved = await addItems(company, {
      directoryId: list.directoryId,
      items: [
        { symbol: plain[0]!.symbol, quantity: 10, note: 'R1' },
        { symbol: plain[1]!.symbol.toLowerCase(), quantity: 3 },
        { symbol: 'NO-SUCH-PART-X', quantity: 1 },
        { symbol: plain[0]!.symbol, quantity: 5 },
      ],
    });
    expect(saved).toEqual({ directoryId: list.directoryId, saved: 2, unknownSymbols: ['NO-SUCH-PART-X'] });

    const shown = await page(company, list.directoryId);
    expect(shown.total).toBe(2);
    const lists = await ok<DirectoryList>(request(company, 'GET', '/ajax/favourites'));
    expect(lists.directories.find((d) => d.directoryId === list.directoryId)!.itemCount).toBe(2);
    expect(shown.currency).toBe('PLN');
    expect(shown.directory.itemCount).toBe(2);
    const first = shown.items.find((i) => i.symbol === plain[0]!.symbol)!;
    expect(first).toMatchObject({ quantity: 15, note: 'R1', savedCurrency: 'PLN' });
    expect(first.unitPrice).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(first.value)).toBeCloseTo(Number(first.unitPrice) * 15, 2);
    expect(first.stock).toBeGreaterThan(1000);
    expect(first.change).toMatchObject({
      priceDirection: 'same',
      stockBelowQuantity: false,
      withdrawn: false,
    });

    // Saving again adds to the quantity and keeps the first note.
    await addItems(company, {
      directoryId: list.directoryId,
      items: [{ symbol: plain[0]!.symbol, quantity: 1, note: 'other' }],
    });
    const again = await page(company, list.directoryId);
    expect(again.items.find((i) => i.symbol === plain[0]!.symbol)).toMatchObject({
      quantity: 16,
      note: 'R1',
    });
  });

  it('saves into a new list in one call, and refuses a call with no known product without writing', async () => {
    const before = await ok<DirectoryList>(request(company, 'GET', '/ajax/favourites'));
    const saved = await addItems(company, {
      newDirectoryName: 'From the cart',
      items: [{ symbol: plain[2]!.symbol, quantity: 2 }],
    });
    const after = await ok<DirectoryList>(request(company, 'GET', '/ajax/favourites'));
    expect(after.directories).toHaveLength(before.directories.length + 1);
    expect(after.directories[0]).toMatchObject({
      directoryId: saved.directoryId,
      name: 'From the cart',
      itemCount: 1,
    });

    const body = await refused(
      request(company, 'POST', '/ajax/favourites/item', {
        newDirectoryName: 'Never made',
        items: [{ symbol: 'NO-SUCH-PART-Y', quantity: 1 }],
      }),
      422,
    );
    expect(body.messageKey).toBe('favourites.errors.noKnownProducts');
    const unchanged = await ok<DirectoryList>(request(company, 'GET', '/ajax/favourites'));
    expect(unchanged.directories.map((d) => d.name)).not.toContain('Never made');
  });

  it('refuses bad input with a clear 4xx', async () => {
    await refused(request(company, 'POST', '/ajax/favourites/directory', { name: '  ' }), 422);
    await refused(request(company, 'POST', '/ajax/favourites/directory', { name: 'x'.repeat(101) }), 422);
    await refused(request(company, 'POST', '/ajax/favourites/directory', { name: 'x', extra: 1 }), 422);
    await refused(request(company, 'GET', '/ajax/favourites/directory/abc'), 422);
    await refused(request(company, 'GET', '/ajax/favourites/directory/99999999'), 404);
    await refused(request(company, 'PATCH', '/ajax/favourites/item/1234567890', { quantity: 1 }), 422);
    await refused(request(company, 'PATCH', '/ajax/favourites/item/5', {}), 422);
    await refused(request(company, 'GET', '/ajax/favourites/orders/12345'), 422);
    await refused(request(company, 'GET', '/ajax/favourites/orders/12345678901'), 422);
    await refused(request(company, 'GET', `/ajax/new-favourites/${'a'.repeat(39)}`), 422);
    await refused(request(company, 'GET', `/ajax/new-favourites/${'a'.repeat(41)}`), 422);
    await refused(request(company, 'GET', `/ajax/new-favourites/${'a'.repeat(39)}-`), 422);
    const list = await createList(company, { name: 'Bad input' });
    await refused(
      request(company, 'POST', '/ajax/favourites/item', {
        directoryId: list.directoryId,
        newDirectoryName: 'both',
        items: [{ symbol: plain[0]!.symbol, quantity: 1 }],
      }),
      422,
    );
    await refused(
      request(company, 'POST', '/ajax/favourites/item', {
        directoryId: list.directoryId,
        items: [{ symbol: plain[0]!.symbol, quantity: 0 }],
      }),
      422,
    );
    await refused(
      request(company, 'POST', '/ajax/favourites/merge', {
        targetDirectoryId: list.directoryId,
        sourceDirectoryIds: [list.directoryId],
      }),
      422,
    );
    expect((await page(company, list.directoryId)).total).toBe(0);
  });

  it('pages and sorts a long list, and filters it', async () => {
    const list = await createList(company, { name: 'Long' });
    await addItems(company, {
      directoryId: list.directoryId,
      items: plain.slice(0, 120).map((p) => ({ symbol: p.symbol, quantity: 1 })),
    });
    const first = await page(company, list.directoryId, '?perPage=50&sort=symbol_asc');
    expect(first.total).toBe(120);
    expect(first.items).toHaveLength(50);
    const symbols = first.items.map((i) => i.symbol);
    expect(symbols).toEqual([...symbols].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const third = await page(company, list.directoryId, '?perPage=50&page=3&sort=symbol_asc');
    expect(third.items).toHaveLength(20);
    expect(third.items[0]!.symbol > symbols[49]!).toBe(true);
    const filtered = await page(company, list.directoryId, `?q=${encodeURIComponent(plain[7]!.symbol)}`);
    expect(filtered.items.map((i) => i.symbol)).toContain(plain[7]!.symbol);
    expect(filtered.total).toBeLessThan(120);
    await refused(request(company, 'GET', `/ajax/favourites/directory/${list.directoryId}?perPage=101`), 422);
    await refused(request(company, 'GET', `/ajax/favourites/directory/${list.directoryId}?sort=price`), 422);
  });

  it('shows what changed since saved: price, stock below the list quantity, withdrawn', async () => {
    const list = await createList(company, { name: 'Changes' });
    const [a, b, c] = [plain[121]!, plain[122]!, plain[123]!];
    await addItems(company, {
      directoryId: list.directoryId,
      items: [a, b, c].map((p) => ({ symbol: p.symbol, quantity: 5 })),
    });
    // The saved price was higher, the stock fell, and a product left the offer.
    await t.services.database.db.execute(
      sql`UPDATE favourite_items SET saved_price = saved_price + 1 WHERE directory_id = ${list.directoryId} AND product_id = ${a.id}`,
    );
    await t.services.database.db.execute(sql`UPDATE products SET stock = 2 WHERE id = ${b.id}`);
    await t.services.database.db.execute(
      sql`UPDATE products SET flags = array_append(flags, 'NOT_IN_OFFER') WHERE id = ${c.id}`,
    );
    const shown = await page(company, list.directoryId);
    const bySymbol = new Map(shown.items.map((i) => [i.symbol, i]));
    expect(bySymbol.get(a.symbol)!.change).toMatchObject({ priceDirection: 'down', priceDelta: '-1' });
    expect(bySymbol.get(b.symbol)!.change).toMatchObject({ stockBelowQuantity: true, withdrawn: false });
    expect(bySymbol.get(c.symbol)!.change).toMatchObject({ withdrawn: true });

    // To the cart: the withdrawn product is skipped and said so.
    const cart = await ok<ToCartResponse>(
      request(company, 'POST', `/ajax/favourites/directory/${list.directoryId}/cart`, {}),
    );
    expect(cart.added.map((l) => l.symbol).sort()).toEqual([a.symbol, b.symbol].sort());
    expect(cart.skipped).toEqual([{ symbol: c.symbol, reason: 'withdrawn' }]);
  });

  it('changes, moves, copies and deletes items; moving onto the same product adds up', async () => {
    const from = await createList(company, { name: 'From' });
    const to = await createList(company, { name: 'To' });
    await addItems(company, {
      directoryId: from.directoryId,
      items: [
        { symbol: plain[10]!.symbol, quantity: 4 },
        { symbol: plain[11]!.symbol, quantity: 6 },
      ],
    });
    await addItems(company, {
      directoryId: to.directoryId,
      items: [{ symbol: plain[10]!.symbol, quantity: 1 }],
    });
    const items = (await page(company, from.directoryId)).items;
    const ten = items.find((i) => i.symbol === plain[10]!.symbol)!;
    const eleven = items.find((i) => i.symbol === plain[11]!.symbol)!;

    const changed = await ok<ItemResponse>(
      request(company, 'PATCH', `/ajax/favourites/item/${eleven.itemId}`, { quantity: 8, note: 'spare' }),
    );
    expect(changed).toMatchObject({ quantity: 8, note: 'spare', directoryId: from.directoryId });

    const copied = await ok<ItemResponse>(
      request(company, 'POST', `/ajax/favourites/item/${eleven.itemId}`, { directoryId: to.directoryId }),
    );
    expect(copied).toMatchObject({ directoryId: to.directoryId, quantity: 8 });
    await refused(
      request(company, 'POST', `/ajax/favourites/item/${eleven.itemId}`, { directoryId: from.directoryId }),
      422,
    );

    const moved = await ok<ItemResponse>(
      request(company, 'PATCH', `/ajax/favourites/item/${ten.itemId}`, { directoryId: to.directoryId }),
    );
    expect(moved).toMatchObject({ directoryId: to.directoryId, quantity: 5 });
    expect((await page(company, from.directoryId)).items.map((i) => i.symbol)).toEqual([plain[11]!.symbol]);

    await ok(request(company, 'DELETE', `/ajax/favourites/item/${eleven.itemId}`), 204);
    expect((await page(company, from.directoryId)).total).toBe(0);
    await refused(request(company, 'DELETE', `/ajax/favourites/item/${eleven.itemId}`), 404);
  });

  it('renames, shares with the company, merges and deletes lists', async () => {
    const a = await createList(company, { name: 'A' });
    const b = await createList(company, { name: 'B' });
    await addItems(company, {
      directoryId: a.directoryId,
      items: [{ symbol: plain[20]!.symbol, quantity: 2 }],
    });
    await addItems(company, {
      directoryId: b.directoryId,
      items: [
        { symbol: plain[20]!.symbol, quantity: 3 },
        { symbol: plain[21]!.symbol, quantity: 1 },
      ],
    });
    // A colleague does not see a private list.
    await refused(request(colleague, 'GET', `/ajax/favourites/directory/${a.directoryId}`), 404);
    const renamed = await ok<DirectorySummary>(
      request(company, 'PATCH', `/ajax/favourites/directory/${a.directoryId}`, {
        name: 'A, shared',
        sharedWithCompany: true,
      }),
    );
    expect(renamed).toMatchObject({ name: 'A, shared', sharedWithCompany: true, itemCount: 1 });
    const seen = await page(colleague, a.directoryId);
    expect(seen.directory).toMatchObject({ own: false, name: 'A, shared' });

    const merged = await ok<{ directoryId: number; itemCount: number }>(
      request(company, 'POST', '/ajax/favourites/merge', {
        targetDirectoryId: a.directoryId,
        sourceDirectoryIds: [b.directoryId],
        deleteSources: true,
      }),
    );
    expect(merged).toEqual({ directoryId: a.directoryId, itemCount: 2 });
    expect(
      (await page(company, a.directoryId)).items.find((i) => i.symbol === plain[20]!.symbol)!.quantity,
    ).toBe(5);
    await refused(request(company, 'GET', `/ajax/favourites/directory/${b.directoryId}`), 404);

    await ok(request(company, 'DELETE', `/ajax/favourites/directory/${a.directoryId}`), 204);
    await refused(request(company, 'GET', `/ajax/favourites/directory/${a.directoryId}`), 404);
  });

  it('puts a list in a cart at its quantities, rounded up to minimum and multiples', async () => {
    const list = await createList(company, { name: 'To cart' });
    await addItems(company, {
      directoryId: list.directoryId,
      items: [
        { symbol: plain[30]!.symbol, quantity: 3 },
        { symbol: stepped.symbol, quantity: 1 },
      ],
    });
    const answer = await ok<ToCartResponse>(
      request(company, 'POST', `/ajax/favourites/directory/${list.directoryId}/cart`, {}),
    );
    expect(answer.orderNumber).toMatch(/^\d+$/);
    expect(answer.added).toContainEqual({ symbol: plain[30]!.symbol, quantity: 3, listQuantity: 3 });
    expect(answer.added).toContainEqual({
      symbol: stepped.symbol,
      quantity: roundUpToOrderable(1, { minimum: stepped.minimum, multiples: stepped.multiples }),
      listQuantity: 1,
    });
    const mini = await ok<{ items?: unknown[]; lines?: unknown[] }>(
      request(company, 'GET', `/ajax/cart/mini-cart-order/${answer.orderNumber}`),
    );
    expect(JSON.stringify(mini)).toContain(stepped.symbol);

    // Only the selected items, into the same cart.
    const selected = (await page(company, list.directoryId)).items.filter(
      (i) => i.symbol === plain[30]!.symbol,
    );
    const again = await ok<ToCartResponse>(
      request(company, 'POST', `/ajax/favourites/directory/${list.directoryId}/cart`, {
        orderNumber: answer.orderNumber,
        itemIds: selected.map((i) => i.itemId),
      }),
    );
    expect(again).toMatchObject({ orderNumber: answer.orderNumber, added: [{ symbol: plain[30]!.symbol }] });
  });

  it('puts a long list in a cart in one go: merges what the cart holds, skips what it refuses, adds nothing to a cart it may not change', async () => {
    const [unpriced] = await rows<P>(
      sql.raw(`SELECT id, symbol, minimum_quantity AS minimum, multiples FROM products p
        WHERE NOT 'SHOW_PRICE' = ANY(permissions)
          AND NOT flags && ARRAY['NOT_IN_OFFER','PRODUCT_BLOCKED','EXTERNAL_WAREHOUSE']::text[]
        ORDER BY id LIMIT 1`),
    );
    const withdrawn = plain[124]!;
    const many = plain.slice(60, 120);
    const list = await createList(company, { name: 'Board spares' });
    await addItems(company, {
      directoryId: list.directoryId,
      items: [
        ...many.map((p) => ({ symbol: p.symbol, quantity: 3 })),
        { symbol: stepped.symbol, quantity: 1 },
        { symbol: unpriced!.symbol, quantity: unpriced!.minimum },
        { symbol: withdrawn.symbol, quantity: 2 },
      ],
    });
    await t.services.database.db.execute(
      sql`UPDATE products SET flags = array_append(flags, 'PRODUCT_BLOCKED') WHERE id = ${withdrawn.id}`,
    );
    // A cart that already holds two of the list's products.
    const first = await ok<{ orderNumber: string }>(
      request(company, 'POST', '/ajax/order/item', {
        orderNumber: '0',
        item: { symbol: many[0]!.symbol, amount: 5 },
      }),
    );
    const { orderNumber } = first;
    await ok(
      request(company, 'POST', '/ajax/order/item', {
        orderNumber,
        item: { symbol: many[1]!.symbol, amount: 1 },
      }),
    );

    const toCart = (body: Record<string, unknown>) =>
      request(company, 'POST', `/ajax/favourites/directory/${list.directoryId}/cart`, body);
    const answer = await ok<ToCartResponse>(toCart({ orderNumber }));
    expect(answer.orderNumber).toBe(orderNumber);
    expect(answer.added).toHaveLength(many.length + 1);
    expect(answer.added).toContainEqual({
      symbol: stepped.symbol,
      quantity: roundUpToOrderable(1, { minimum: stepped.minimum, multiples: stepped.multiples }),
      listQuantity: 1,
    });
    expect(answer.skipped).toEqual(
      expect.arrayContaining([
        { symbol: withdrawn.symbol, reason: 'withdrawn' },
        { symbol: unpriced!.symbol, reason: 'cart.noPriceRefused', params: { symbol: unpriced!.symbol } },
      ]),
    );
    expect(answer.skipped).toHaveLength(2);

    const amounts = async () =>
      new Map(
        (
          await ok<{ lines: Array<{ symbol: string; amount: number }> }>(
            request(company, 'GET', `/ajax/cart/step-1/${orderNumber}`),
          )
        ).lines.map((l) => [l.symbol, l.amount]),
      );
    const after = await amounts();
    expect(after.size).toBe(many.length + 1);
    expect(after.get(many[0]!.symbol)).toBe(8);
    expect(after.get(many[1]!.symbol)).toBe(4);
    expect(after.get(many[2]!.symbol)).toBe(3);

    // Twice at once (a double click): both count, each product still one line.
    const twice = await Promise.all([toCart({ orderNumber }), toCart({ orderNumber })]);
    for (const res of twice) expect(res.statusCode, res.body).toBe(200);
    const doubled = await amounts();
    expect(doubled.size).toBe(after.size);
    for (const [symbol, amount] of after) {
      const step = symbol === stepped.symbol ? after.get(stepped.symbol)! : 3;
      expect(doubled.get(symbol), symbol).toBe(amount + 2 * step);
    }

    // Another customer's cart number is not found and gets nothing; a placed cart neither.
    const theirs = await ok<{ orderNumber: string }>(
      request(other, 'POST', '/ajax/order/item', {
        orderNumber: '0',
        item: { symbol: many[0]!.symbol, amount: 1 },
      }),
    );
    expect((await refused(toCart({ orderNumber: theirs.orderNumber }), 404)).messageKey).toBe(
      'errors.order.notFound',
    );
    await t.services.database.db.execute(
      sql`UPDATE orders SET status = 'new' WHERE order_number = ${orderNumber}`,
    );
    expect((await refused(toCart({ orderNumber }), 409)).messageKey).toBe('errors.order.closed');
    const lineCount = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n, sum(amount)::int AS units FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE o.order_number IN (${orderNumber}, ${theirs.orderNumber})`,
    );
    expect(lineCount[0]).toEqual({
      n: doubled.size + 1,
      units: [...doubled.values()].reduce((a, b) => a + b, 0) + 1,
    });
  });

  it('gives a placed order’s lines to save as a list; another customer’s order is not found', async () => {
    const order = await createOrderFixture(t.services.database.db, t.services.orderPricing, {
      email: 'company@demo.shop',
      lines: [
        { productId: plain[40]!.id, amount: 7 },
        { productId: plain[41]!.id, amount: 2 },
      ],
    });
    const lines = await ok<{ orderNumber: string; items: Array<{ symbol: string; quantity: number }> }>(
      request(company, 'GET', `/ajax/favourites/orders/${order.orderNumber}`),
    );
    expect(lines.items).toEqual(
      expect.arrayContaining([
        { symbol: plain[40]!.symbol, quantity: 7 },
        { symbol: plain[41]!.symbol, quantity: 2 },
      ]),
    );
    await refused(request(other, 'GET', `/ajax/favourites/orders/${order.orderNumber}`), 404);
  });
});

describe('ownership: another customer gets 404 on every call and changes nothing', () => {
  let list: DirectorySummary;
  let target: DirectorySummary;
  let itemId: number;

  beforeAll(async () => {
    list = await createList(company, { name: 'Mine only', sharedWithCompany: true });
    await addItems(company, {
      directoryId: list.directoryId,
      items: [{ symbol: plain[50]!.symbol, quantity: 9 }],
    });
    itemId = (await page(company, list.directoryId)).items[0]!.itemId;
    target = await createList(other, { name: 'Theirs' });
  });

  it('does not list it', async () => {
    const theirs = await ok<DirectoryList>(request(other, 'GET', '/ajax/favourites'));
    expect(theirs.directories.map((d) => d.directoryId)).not.toContain(list.directoryId);
  });

  it.each([
    ['GET', () => `/ajax/favourites/directory/${list.directoryId}`, undefined],
    ['PATCH', () => `/ajax/favourites/directory/${list.directoryId}`, { name: 'stolen' }],
    ['DELETE', () => `/ajax/favourites/directory/${list.directoryId}`, undefined],
    ['PATCH', () => `/ajax/favourites/regenerate-token/${list.directoryId}`, undefined],
    ['POST', () => `/ajax/favourites/directory/${list.directoryId}/cart`, {}],
    ['PATCH', () => `/ajax/favourites/item/${itemId}`, { quantity: 1 }],
    ['DELETE', () => `/ajax/favourites/item/${itemId}`, undefined],
  ] as const)('%s %s', async (method, url, body) => {
    await refused(request(other, method, url(), body), 404);
  });

  it('POST item into a foreign list, copy a foreign item, copy or move into a foreign list, merge', async () => {
    await refused(
      request(other, 'POST', '/ajax/favourites/item', {
        directoryId: list.directoryId,
        items: [{ symbol: plain[51]!.symbol, quantity: 1 }],
      }),
      404,
    );
    await refused(
      request(other, 'POST', `/ajax/favourites/item/${itemId}`, { directoryId: target.directoryId }),
      404,
    );
    // The owner cannot move or copy into the other customer's list either.
    await refused(
      request(company, 'POST', `/ajax/favourites/item/${itemId}`, { directoryId: target.directoryId }),
      404,
    );
    await refused(
      request(company, 'PATCH', `/ajax/favourites/item/${itemId}`, { directoryId: target.directoryId }),
      404,
    );
    await refused(
      request(other, 'POST', '/ajax/favourites/merge', {
        targetDirectoryId: target.directoryId,
        sourceDirectoryIds: [list.directoryId],
      }),
      404,
    );
    await refused(
      request(other, 'POST', '/ajax/favourites/merge', {
        targetDirectoryId: list.directoryId,
        sourceDirectoryIds: [target.directoryId],
      }),
      404,
    );
    await refused(
      request(other, 'POST', `/ajax/favourites/directory/${target.directoryId}/cart`, { itemIds: [itemId] }),
      404,
    );
  });

  it('left the list as it was', async () => {
    const shown = await page(company, list.directoryId);
    expect(shown.directory).toMatchObject({ name: 'Mine only', publicToken: list.publicToken });
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({ itemId, quantity: 9 });
    expect((await page(other, target.directoryId)).total).toBe(0);
  });
});

describe('public sharing', () => {
  it('shows a shared list by token without personal data; a new token ends the old link', async () => {
    const list = await createList(company, { name: 'Shared board', note: 'for the workshop' });
    await addItems(company, {
      directoryId: list.directoryId,
      items: [{ symbol: plain[60]!.symbol, quantity: 12, note: 'call Jan at 600100200' }],
    });
    const shown = await ok<PublicDirectory>(
      request(visitor, 'GET', `/ajax/new-favourites/${list.publicToken}?country=de`),
    );
    expect(shown).toMatchObject({ name: 'Shared board', currency: 'EUR', total: 1 });
    expect(shown.items[0]).toMatchObject({ symbol: plain[60]!.symbol, quantity: 12, note: '' });
    expect(shown.items[0]).not.toHaveProperty('itemId');
    expect(JSON.stringify(shown)).not.toMatch(/Jan|600100200|company@demo|publicToken|customer/);
    // A logged-in customer sees prices in their own market.
    const inOwnMarket = await ok<PublicDirectory>(
      request(other, 'GET', `/ajax/new-favourites/${list.publicToken}?country=de`),
    );
    expect(inOwnMarket.currency).toBe('HUF');

    // Copy into one's own favourites after login.
    const copy = await createList(other, { name: 'My copy', copyFromToken: list.publicToken });
    expect(copy).toMatchObject({ name: 'My copy', itemCount: 1, own: true });
    expect((await page(other, copy.directoryId)).items[0]).toMatchObject({
      symbol: plain[60]!.symbol,
      quantity: 12,
    });

    const renewed = await ok<{ publicToken: string }>(
      request(company, 'PATCH', `/ajax/favourites/regenerate-token/${list.directoryId}`),
    );
    expect(renewed.publicToken).not.toBe(list.publicToken);
    await refused(request(visitor, 'GET', `/ajax/new-favourites/${list.publicToken}`), 404);
    await refused(
      request(other, 'POST', '/ajax/favourites/directory', { name: 'late', copyFromToken: list.publicToken }),
      404,
    );
    await ok(request(visitor, 'GET', `/ajax/new-favourites/${renewed.publicToken}`));
  });

  it('rate-limits token look-ups per address', async () => {
    const guesser = new Client(t.app);
    let status = 0;
    for (let i = 0; i < 61; i++)
      status = (await request(guesser, 'GET', `/ajax/new-favourites/${newPublicToken()}`)).statusCode;
    expect(status).toBe(429);
  });
});

/** A plain HTML form post of the shop's own page, as the export buttons send it. */
const formPost = (client: Client, url: string) =>
  client.request({
    method: 'POST',
    url,
    payload: '',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'x-requested-with': '',
    },
  });

describe('exports', () => {
  let list: DirectorySummary;

  beforeAll(async () => {
    list = await createList(company, { name: 'Export me' });
    await addItems(company, {
      directoryId: list.directoryId,
      items: [
        { symbol: plain[70]!.symbol, quantity: 3, note: '=HYPERLINK("x")' },
        { symbol: plain[71]!.symbol, quantity: 2 },
      ],
    });
  });

  it('exports a list as CSV, notes guarded against formulas', async () => {
    const res = await formPost(company, `/profile/favourites/${list.directoryId}/export/csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Export-me.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    // In the customer's language (the demo company's is Polish).
    expect(lines[0]).toContain('Ilość na liście');
    expect(res.body).toContain(plain[70]!.symbol);
    expect(res.body).toContain(`'=HYPERLINK`);
  });

  it('exports a list as XLSX that reads back', async () => {
    const res = await formPost(company, `/profile/favourites/${list.directoryId}/export/xlsx?language=de`);
    expect(res.statusCode).toBe(200);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toContain('Listenmenge');
    const symbols = rows.slice(1).map((r) => r[0]);
    expect(symbols.sort()).toEqual([plain[70]!.symbol, plain[71]!.symbol].sort());
    const line = rows.find((r) => r[0] === plain[71]!.symbol)!;
    // Symbol, the customer's own symbol (the owner's file), maker, maker's number, description, quantity.
    expect(line[5]).toBe(2);
    expect(typeof line[6]).toBe('number');
  });

  it('exports a shared list by token without notes; refuses bad input and strangers', async () => {
    const res = await formPost(visitor, `/${list.publicToken}/favourites/export/csv?country=de`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('(EUR)');
    expect(res.body).not.toContain('HYPERLINK');
    await refused(formPost(other, `/profile/favourites/${list.directoryId}/export/csv`), 404);
    await refused(formPost(visitor, `/profile/favourites/${list.directoryId}/export/csv`), 401);
    await refused(formPost(company, `/profile/favourites/${list.directoryId}/export/docx`), 422);
    await refused(formPost(visitor, `/${'a'.repeat(39)}/favourites/export/csv`), 422);
    await refused(formPost(visitor, `/${'a'.repeat(40)}/favourites/export/csv`), 404);
  });
});
