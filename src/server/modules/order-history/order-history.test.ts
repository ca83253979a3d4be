import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HistoryDetails,
  HistoryList,
  HistorySymbolOrders,
  ReorderPreview,
  ReorderResult,
} from '../../../common/contracts/order-history';
import type { ErrorBody } from '../../../common/errors';
import { addColleague } from '../../test-support/colleague';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { orderableProducts, setStock } from '../ordering/checkout.fixtures';
import { createOrderFixture, type FixtureLine } from '../ordering/orders.fixtures';

/**
 * The order history (issue 19, ADR 059) through the API: who sees which orders (the primary contact
 * the company's, a colleague only their own, another customer none: 404 for every order, export and
 * reorder), the filters, sorting and paging, bad input (422 naming the field), details with
 * deliveries and documents, the orders of a product, reorder with today's prices, and the exports
 * read back (CSV parsed, XLSX unzipped, PDF through pdftotext with Polish and Hungarian letters).
 */
let t: TestApp;
let company: Client;
let colleague: Client;
let person: Client;
let visitor: Client;
let dir: string;
let products: Array<{ id: number; symbol: string; stock: number }>;
const own: string[] = [];
let colleagueOrders: string[] = [];
let personOrder = '';
let cartNumber = '';

const COMPANY = 'company@demo.shop';
const PERSON = 'person@demo.shop';
const COLLEAGUE = 'zofia.history@demo.shop';
const FORMULA_REFERENCE = '=HYPERLINK("http://evil")';

const place = (email: string, lines: FixtureLine[], extra: Record<string, unknown> = {}) =>
  createOrderFixture(t.database.db, t.services.orderPricing, { email, lines, ...extra });
const day = (n: number) => new Date(Date.UTC(2026, 8, n, 10));
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorBody>();

/** A plain form post of the shop's own page, as the export buttons send it. */
const formPost = (client: Client, url: string, form: Record<string, string>) =>
  client.request({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      'x-requested-with': '',
    },
  });

function pdfText(bytes: Buffer): string {
  const file = path.join(dir, `history-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-raw', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'order-history-'));
  t = await createTestApp({ seedProducts: 80, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  visitor = new Client(t.app);
  expect((await company.login(COMPANY, DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await person.login(PERSON, DEMO_PASSWORD)).statusCode).toBe(200);
  colleague = (await addColleague(t, { email: COLLEAGUE, firstName: 'Zażółć', lastName: 'Gęślą Árvíztűrő' }))
    .client;
  products = await orderableProducts(t.database.db, 6, { minStock: 1000 });
  expect(products.length).toBe(6);
  const p = (i: number) => products[i]!.id;
  own.push(
    (
      await place(COMPANY, [{ productId: p(0), amount: 10 }], {
        createdAt: day(1),
        customerOrderNumber: 'PO-ALPHA',
      })
    ).orderNumber,
    (
      await place(
        COMPANY,
        [
          { productId: p(1), amount: 5 },
          { productId: p(2), amount: 3 },
        ],
        { createdAt: day(5), status: 'shipped' },
      )
    ).orderNumber,
    (
      await place(COMPANY, [{ productId: p(0), amount: 200 }], {
        createdAt: day(10),
        customerOrderNumber: FORMULA_REFERENCE,
      })
    ).orderNumber,
    (await place(COMPANY, [{ productId: p(3), amount: 1 }], { createdAt: day(15), status: 'cancelled' }))
      .orderNumber,
    (
      await place(
        COMPANY,
        [
          { productId: p(0), amount: 4 },
          { productId: p(4), amount: 7 },
          { productId: p(5), amount: 2 },
        ],
        {
          createdAt: day(20),
          customerOrderNumber: 'PO-REORDER',
        },
      )
    ).orderNumber,
  );
  colleagueOrders = [
    (await place(COLLEAGUE, [{ productId: p(1), amount: 2 }], { createdAt: day(3) })).orderNumber,
    (await place(COLLEAGUE, [{ productId: p(0), amount: 1 }], { createdAt: day(25) })).orderNumber,
  ];
  personOrder = (await place(PERSON, [{ productId: p(0), amount: 1 }], { createdAt: day(12) })).orderNumber;
  cartNumber = (await place(COMPANY, [{ productId: p(2), amount: 1 }], { status: 'cart' })).orderNumber;
});

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const listOf = async (client: Client, query = '') => {
  const res = await client.get(`/ajax/order-history/orders${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoryList>();
};
const numbers = (list: HistoryList) => list.elements.map((e) => e.orderNumber);

describe('who sees which orders', () => {
  it('needs a login for every call', async () => {
    for (const [method, url] of [
      ['GET', '/ajax/order-history/orders'],
      ['GET', `/ajax/order-history/details/${own[0]}`],
      ['GET', `/ajax/order-history/orders/${products[0]!.symbol}`],
      ['GET', `/ajax/order-history/reorder/${own[0]}`],
      ['POST', `/ajax/order-history/reorder/${own[0]}`],
    ] as const) {
      const res = await visitor.request({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await formPost(visitor, '/ajax/order-history/export/orders', { format: 'csv' })).statusCode).toBe(
      401,
    );
  });

  it('the primary contact sees the whole company, newest first, never a cart', async () => {
    const list = await listOf(company);
    expect(list).toMatchObject({ total: 7, seesColleagues: true, page: 1, perPage: 20, pageCount: 1 });
    expect(numbers(list)).toEqual([
      colleagueOrders[1],
      own[4],
      own[3],
      own[2],
      own[1],
      colleagueOrders[0],
      own[0],
    ]);
    expect(numbers(list)).not.toContain(cartNumber);
    const mine = list.elements.find((e) => e.orderNumber === own[0])!;
    expect(mine).toMatchObject({ own: true, lineCount: 1, customerOrderNumber: 'PO-ALPHA', currency: 'PLN' });
    expect(list.elements.find((e) => e.orderNumber === colleagueOrders[0])).toMatchObject({
      own: false,
      placedBy: 'Zażółć Gęślą Árvíztűrő',
    });
    expect(numbers(await listOf(company, 'placedBy=me'))).toEqual([own[4], own[3], own[2], own[1], own[0]]);
  });

  it('a colleague sees only their own orders, and another customer none of the company’s', async () => {
    const list = await listOf(colleague);
    expect(list).toMatchObject({ total: 2, seesColleagues: false });
    expect(numbers(list)).toEqual([colleagueOrders[1], colleagueOrders[0]]);
    // Asking for everyone's does not widen a colleague's view.
    expect((await listOf(colleague, 'placedBy=all')).total).toBe(2);
    expect(numbers(await listOf(person))).toEqual([personOrder]);
  });

  it('answers 404 for every order another may not see: details, reorder, export', async () => {
    const cases: Array<[Client, string]> = [
      [person, own[0]!],
      [person, colleagueOrders[0]!],
      [colleague, own[0]!],
      [company, personOrder],
      [company, cartNumber],
      [company, 'NO-SUCH-ORDER'],
    ];
    for (const [client, number] of cases) {
      expect((await client.get(`/ajax/order-history/details/${number}`)).statusCode, number).toBe(404);
      expect((await client.get(`/ajax/order-history/reorder/${number}`)).statusCode, number).toBe(404);
      const re = await client.post(`/ajax/order-history/reorder/${number}`, {});
      expect(re.statusCode, number).toBe(404);
      expect(errorOf(re).erpCode).toBe(20);
      for (const format of ['csv', 'xlsx', 'pdf']) {
        const res = await formPost(client, '/ajax/order-history/export/order', {
          format,
          orderNumber: number,
        });
        expect(res.statusCode, `${number} ${format}`).toBe(404);
      }
    }
    // The list export holds only one's own scope: the person's file has the person's order alone.
    const csv = await formPost(person, '/ajax/order-history/export/orders', { format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(personOrder);
    for (const number of [...own, ...colleagueOrders]) expect(csv.body).not.toContain(number);
  });
});

describe('search, sorting and paging', () => {
  it('filters by order number, reference, symbol, dates, status and value', async () => {
    expect(numbers(await listOf(company, `orderNumber=${own[2]}`))).toEqual([own[2]]);
    expect(numbers(await listOf(company, 'customerOrderNumber=po-re'))).toEqual([own[4]]);
    const bySymbol = numbers(
      await listOf(company, `symbol=${encodeURIComponent(products[4]!.symbol.toLowerCase())}`),
    );
    expect(bySymbol).toEqual([own[4]]);
    expect(numbers(await listOf(company, `symbol=${encodeURIComponent(products[0]!.symbol)}`))).toEqual([
      colleagueOrders[1],
      own[4],
      own[2],
      own[0],
    ]);
    expect(numbers(await listOf(company, 'dateFrom=2026-09-05&dateTo=2026-09-15'))).toEqual([
      own[3],
      own[2],
      own[1],
    ]);
    expect(numbers(await listOf(company, 'status=shipped'))).toEqual([own[1]]);
    const all = await listOf(company);
    const big = all.elements.find((e) => e.orderNumber === own[2])!;
    const byValue = await listOf(company, `valueMin=${big.netTotal}`);
    expect(byValue.elements.every((e) => Number(e.netTotal) >= Number(big.netTotal))).toBe(true);
    expect(numbers(byValue)).toContain(own[2]);
    expect(numbers(await listOf(company, 'valueMin=0&valueMax=0.001'))).toEqual([]);
    // A filter's wildcard characters are letters.
    expect((await listOf(company, 'customerOrderNumber=%25')).total).toBe(0);
  });

  it('sorts by value and order number both ways and pages without overlap', async () => {
    const asc = await listOf(company, 'sort=value&dir=asc');
    const values = asc.elements.map((e) => Number(e.netTotal));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const byNumber = numbers(await listOf(company, 'sort=orderNumber&dir=asc'));
    expect(byNumber).toEqual([...byNumber].sort());
    const oldestFirst = numbers(await listOf(company, 'dir=asc'));
    expect(oldestFirst[0]).toBe(own[0]);
    const page1 = await listOf(company, 'perPage=20&page=1');
    const page2 = await listOf(company, 'perPage=20&page=2');
    expect(page2.elements).toEqual([]);
    expect(page1.pageCount).toBe(1);
  });

  it('refuses bad input with 422 naming the field', async () => {
    for (const [query, field] of [
      ['dateFrom=2026-13-45', 'dateFrom'],
      ['dateFrom=yesterday', 'dateFrom'],
      ['dateFrom=2026-09-10&dateTo=2026-09-01', 'dateTo'],
      ['valueMin=abc', 'valueMin'],
      ['valueMin=10&valueMax=5', 'valueMax'],
      ['status=cart', 'status'],
      ['sort=price', 'sort'],
      ['dir=up', 'dir'],
      ['perPage=7', 'perPage'],
      ['page=0', 'page'],
      [`orderNumber=${'9'.repeat(101)}`, 'orderNumber'],
      ['placedBy=boss', 'placedBy'],
    ] as const) {
      const res = await company.get(`/ajax/order-history/orders?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(errorOf(res).data?.[0]?.field, query).toBe(field);
      expect(errorOf(res).message, query).not.toMatch(/orderHistory\.|errors\./);
    }
    const unknown = await company.get('/ajax/order-history/orders?colour=red');
    expect(unknown.statusCode).toBe(422);
    const polish = await company.get('/ajax/order-history/orders?dateFrom=xx&language=pl');
    expect(errorOf(polish).message).toContain('RRRR-MM-DD');
  });
});

describe('one order', () => {
  it('shows a colleague’s order to the primary contact with deliveries, documents and invoices', async () => {
    const res = await company.get(`/ajax/order-history/details/${colleagueOrders[0]}`);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json<HistoryDetails>();
    expect(details).toMatchObject({ own: false, placedBy: 'Zażółć Gęślą Árvíztűrő', invoices: [] });
    expect(details.order.orderNumber).toBe(colleagueOrders[0]);
    expect(details.order.lines).toHaveLength(1);
    expect(details.documents.map((d) => d.format)).toEqual(['csv', 'xlsx', 'pdf']);
    expect(details.deliveries).toEqual([expect.objectContaining({ state: 'waiting', shippedAt: null })]);
    const shipped = (await company.get(`/ajax/order-history/details/${own[1]}`)).json<HistoryDetails>();
    expect(shipped.deliveries[0]).toMatchObject({ state: 'shipped' });
    expect(shipped.deliveries[0]!.shippedAt).not.toBeNull();
    const cancelled = (await company.get(`/ajax/order-history/details/${own[3]}`)).json<HistoryDetails>();
    expect(cancelled.deliveries[0]!.state).toBe('cancelled');
  });

  it('lists the viewer’s orders that held a product (the internal call)', async () => {
    const symbol = products[0]!.symbol;
    const res = await company.get(`/ajax/order-history/orders/${encodeURIComponent(symbol)}`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<HistorySymbolOrders>();
    expect(found.total).toBe(4);
    expect(found.orders.map((o) => o.orderNumber)).toEqual([colleagueOrders[1], own[4], own[2], own[0]]);
    expect(found.orders[2]).toMatchObject({ amount: 200, currency: 'PLN' });
    // The colleague sees their own order only, the other customer their own only.
    const theirs = (
      await colleague.get(`/ajax/order-history/orders/${encodeURIComponent(symbol)}`)
    ).json<HistorySymbolOrders>();
    expect(theirs.orders.map((o) => o.orderNumber)).toEqual([colleagueOrders[1]]);
    const persons = (
      await person.get(`/ajax/order-history/orders/${encodeURIComponent(symbol)}`)
    ).json<HistorySymbolOrders>();
    expect(persons.orders.map((o) => o.orderNumber)).toEqual([personOrder]);
    const none = (
      await person.get(`/ajax/order-history/orders/${encodeURIComponent(products[4]!.symbol)}`)
    ).json<HistorySymbolOrders>();
    expect(none).toMatchObject({ total: 0, orders: [] });
    expect((await company.get('/ajax/order-history/orders/NO-SUCH-PART-XYZ')).statusCode).toBe(404);
    expect((await company.get(`/ajax/order-history/orders/${'X'.repeat(101)}`)).statusCode).toBe(414);
  });
});

describe('reorder', () => {
  it('shows what changed since the order, then puts the available lines in a new cart', async () => {
    const [, , , , raised, withdrawn] = products;
    // Today: one product costs more, another left the offer, the first has fewer in stock than ordered.
    await t.database.db.execute(
      sql`update price_breaks set net_price_pln = net_price_pln * 2 where product_id = ${raised!.id}`,
    );
    await t.database.db.execute(
      sql`update products set flags = array['NOT_IN_OFFER'] where id = ${withdrawn!.id}`,
    );
    await setStock(t.database.db, products[0]!.id, 2);

    const res = await company.get(`/ajax/order-history/reorder/${own[4]}`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<ReorderPreview>();
    expect(preview).toMatchObject({ orderNumber: own[4], currency: 'PLN', currencyChanged: false });
    const line = (symbol: string) => preview.lines.find((l) => l.symbol === symbol)!;
    expect(line(products[0]!.symbol).problems).toEqual(['shortStock']);
    expect(line(raised!.symbol).problems).toEqual(['priceChanged']);
    expect(Number(line(raised!.symbol).priceChangePercent)).toBeGreaterThan(50);
    expect(line(withdrawn!.symbol).problems).toEqual(['unavailable']);
    expect(Number(preview.todayNet)).toBeGreaterThan(0);

    const done = await company.post(`/ajax/order-history/reorder/${own[4]}`, { cartOrderNumber: '0' });
    expect(done.statusCode, done.body).toBe(200);
    const result = done.json<ReorderResult>();
    expect(result.cartOrderNumber).not.toBe('0');
    expect(result.added.map((a) => a.symbol).sort()).toEqual([products[0]!.symbol, raised!.symbol].sort());
    expect(result.refused).toEqual([
      { symbol: withdrawn!.symbol, messageKey: 'orderHistory.reorder.problems.unavailable' },
    ]);
    const cart = await company.get(`/ajax/cart/step-1/${result.cartOrderNumber}`);
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.body).toContain(raised!.symbol);
    expect(cart.body).not.toContain(withdrawn!.symbol);
  });

  it('takes only the chosen lines, refuses nonsense, and needs the XHR marker', async () => {
    const chosen = await company.post(`/ajax/order-history/reorder/${own[1]}`, {
      symbols: [products[1]!.symbol],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<ReorderResult>().added.map((a) => a.symbol)).toEqual([products[1]!.symbol]);
    expect((await company.post(`/ajax/order-history/reorder/${own[1]}`, { symbols: [] })).statusCode).toBe(
      422,
    );
    expect((await company.post(`/ajax/order-history/reorder/${own[1]}`, { colour: 'red' })).statusCode).toBe(
      422,
    );
    expect(
      (await company.post(`/ajax/order-history/reorder/${own[1]}`, { symbols: ['NOT-IN-ORDER'] })).statusCode,
    ).toBe(404);
    const nothing = await company.post(`/ajax/order-history/reorder/${own[3]}`, {});
    // Order 4 holds products[3] only, still orderable: it goes in; withdraw it and nothing can.
    expect(nothing.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update products set flags = array['PRODUCT_BLOCKED'] where id = ${products[3]!.id}`,
    );
    const refused = await company.post(`/ajax/order-history/reorder/${own[3]}`, {});
    expect(refused.statusCode).toBe(422);
    const forged = await company.post(
      `/ajax/order-history/reorder/${own[1]}`,
      {},
      { 'x-requested-with': 'nope' },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('exports', () => {
  it('the filtered list as CSV with formulas defused, XLSX and PDF', async () => {
    const csv = await formPost(company, '/ajax/order-history/export/orders?language=en', {
      format: 'csv',
      status: 'placed',
      symbol: '',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="order-history-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]![0]).toBe('Order');
    expect(rows).toHaveLength(1 + 5);
    const formula = rows.find((r) => r[0] === own[2])!;
    expect(formula[3]).toBe(`'${FORMULA_REFERENCE}`);

    const xlsx = await formPost(company, '/ajax/order-history/export/orders?language=pl', { format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const pdf = await formPost(company, '/ajax/order-history/export/orders?language=hu', {
      format: 'pdf',
      placedBy: 'all',
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Rendelési előzmények');
    expect(text).toContain('Zażółć Gęślą Árvíztűrő');
    for (const number of [...own, ...colleagueOrders]) expect(text).toContain(number);
  });

  it('one order as CSV, XLSX and PDF, in the asked language', async () => {
    const csv = await formPost(company, '/ajax/order-history/export/order', {
      format: 'csv',
      orderNumber: own[4]!,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows.length).toBe(1 + 3 + 3);
    const xlsx = await formPost(company, '/ajax/order-history/export/order', {
      format: 'xlsx',
      orderNumber: own[4]!,
    });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await formPost(company, '/ajax/order-history/export/order?language=pl', {
      format: 'pdf',
      orderNumber: colleagueOrders[0]!,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Zamówienie ${colleagueOrders[0]}`);
    expect(text).toContain('Złożył(a): Zażółć Gęślą Árvíztűrő');
    expect(text).toContain(products[1]!.symbol);
  });

  it('refuses bad exports with a clear 4xx', async () => {
    const noFormat = await formPost(company, '/ajax/order-history/export/orders', {});
    expect(noFormat.statusCode).toBe(422);
    expect(errorOf(noFormat).data?.[0]?.field).toBe('format');
    expect(
      (await formPost(company, '/ajax/order-history/export/orders', { format: 'docx' })).statusCode,
    ).toBe(422);
    expect(
      (await formPost(company, '/ajax/order-history/export/invoices', { format: 'csv' })).statusCode,
    ).toBe(422);
    const noNumber = await formPost(company, '/ajax/order-history/export/order', { format: 'pdf' });
    expect(noNumber.statusCode).toBe(422);
    expect(errorOf(noNumber).data?.[0]?.field).toBe('orderNumber');
    expect(
      (
        await formPost(company, '/ajax/order-history/export/orders', {
          format: 'csv',
          dateFrom: '2026-02-31x',
        })
      ).statusCode,
    ).toBe(422);
    // A post from another site is refused before anything is read.
    const foreign = await company.request({
      method: 'POST',
      url: '/ajax/order-history/export/orders',
      payload: 'format=csv',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        'x-requested-with': '',
      },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

// Last in the file: it places an order, which the counts above do not expect.
describe('GET invalidate (spec §7, ADR 059)', () => {
  it('answers 204 to the customer and 401 to a visitor; the list is never held stale', async () => {
    const before = await listOf(person);
    const invalidate = await person.get('/ajax/order-history/invalidate');
    expect(invalidate.statusCode, invalidate.body).toBe(204);
    expect(invalidate.body).toBe('');
    expect(invalidate.headers['cache-control']).toBe('private, no-store');
    expect((await visitor.get('/ajax/order-history/invalidate')).statusCode).toBe(401);
    // What the call stands for: an order placed since is in the next list read, and no read may be
    // kept by a browser or proxy (no ETag to revalidate, no-store on the list).
    const placed = (await place(PERSON, [{ productId: products[1]!.id, amount: 1 }])).orderNumber;
    const res = await person.get('/ajax/order-history/orders');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const after = res.json<HistoryList>();
    expect(after.total).toBe(before.total + 1);
    expect(numbers(after)).toContain(placed);
  });
});
