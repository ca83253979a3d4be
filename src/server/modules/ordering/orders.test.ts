import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, OrderStatusList } from '../../../common/contracts/orders';
import type { ErrorBody } from '../../../common/errors';
import { orders as ordersTable, products } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { createMailService } from '../mail';
import { createOrderFixture, productsInStock, stockOf, type FixtureLine } from './orders.fixtures';
import { createOrderStatusService } from './order-status.service';

let t: TestApp;
let company: Client;
let person: Client;
let visitor: Client;
let stocked: Array<{ id: number; stock: number; symbol: string }>;

const COMPANY = 'company@demo.shop';
const PERSON = 'person@demo.shop';

const place = (
  email: string,
  lines: FixtureLine[],
  extra: Parameters<typeof createOrderFixture>[2] extends infer O ? Partial<O> : never = {},
) => createOrderFixture(t.database.db, t.services.orderPricing, { email, lines, ...extra });

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 80, demoAccounts: true });
  company = new Client(t.app);
  person = new Client(t.app);
  visitor = new Client(t.app);
  expect((await company.login(COMPANY, DEMO_PASSWORD)).statusCode).toBe(200);
  expect((await person.login(PERSON, DEMO_PASSWORD)).statusCode).toBe(200);
  stocked = await productsInStock(t.database.db, 6);
  expect(stocked.length).toBe(6);
});

afterAll(async () => {
  await t?.close();
});

const errorOf = (res: { json: <T>() => T }) => res.json<ErrorBody>();

describe('order status list', () => {
  let placed: string[] = [];
  let cartNumber = '';

  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 9, n, 10));
    placed = [];
    for (let i = 1; i <= 5; i++) {
      const o = await place(
        COMPANY,
        [
          { productId: stocked[i % 6]!.id, amount: 10 * i },
          { productId: stocked[(i + 1) % 6]!.id, amount: 5 },
        ],
        {
          createdAt: day(i),
          customerOrderNumber: i === 3 ? 'PO-2026-003' : null,
          status: i === 2 ? 'shipped' : 'placed',
        },
      );
      placed.push(o.orderNumber);
    }
    cartNumber = (await place(COMPANY, [{ productId: stocked[0]!.id, amount: 3 }], { status: 'cart' }))
      .orderNumber;
    await place(PERSON, [{ productId: stocked[0]!.id, amount: 1 }], { createdAt: day(9) });
  });

  it('needs a login', async () => {
    const res = await visitor.get('/ajax/order-status');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe(401);
  });

  it("lists the customer's placed orders newest first, never carts, never another customer's", async () => {
    const res = await company.get('/ajax/order-status');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.json<OrderStatusList>();
    expect(list.total).toBe(5);
    expect(list.elements.map((e) => e.orderNumber)).toEqual([...placed].reverse());
    expect(list.elements.map((e) => e.orderNumber)).not.toContain(cartNumber);
    const third = list.elements.find((e) => e.orderNumber === placed[2])!;
    expect(third).toMatchObject({
      status: 'placed',
      currency: 'PLN',
      lineCount: 2,
      customerOrderNumber: 'PO-2026-003',
      cancellable: true,
      placedAt: '2026-10-03T10:00:00.000Z',
    });
    expect(third.netTotal).toMatch(/^\d+\.\d{2}$/);
    expect(list.elements.find((e) => e.orderNumber === placed[1])).toMatchObject({
      status: 'shipped',
      cancellable: false,
    });
    const other = (await person.get('/ajax/order-status')).json<OrderStatusList>();
    expect(other.total).toBe(1);
    expect(other.elements[0]!.currency).toBe('EUR');
  });

  it('pages and filters by status', async () => {
    const page2 = (await company.get('/ajax/order-status?page=2&perPage=2')).json<OrderStatusList>();
    expect(page2).toMatchObject({ page: 2, perPage: 2, total: 5, pageCount: 3 });
    expect(page2.elements.map((e) => e.orderNumber)).toEqual([placed[2], placed[1]]);
    const beyond = (await company.get('/ajax/order-status?page=9&perPage=2')).json<OrderStatusList>();
    expect(beyond.elements).toEqual([]);
    const shipped = (await company.get('/ajax/order-status?status=shipped')).json<OrderStatusList>();
    expect(shipped).toMatchObject({ total: 1, status: 'shipped' });
    expect(shipped.elements.map((e) => e.orderNumber)).toEqual([placed[1]]);
  });

  it('refuses bad paging and filters with 422 naming the field', async () => {
    for (const [query, field] of [
      ['perPage=0', 'perPage'],
      ['perPage=101', 'perPage'],
      ['perPage=abc', 'perPage'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['status=cart', 'status'],
      ['status=lost', 'status'],
      ['sort=price', 'query'],
    ] as const) {
      const res = await company.get(`/ajax/order-status?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(errorOf(res).data?.[0]?.field, query).toBe(field);
    }
    expect((await company.get('/ajax/order-status?perPage=100')).statusCode).toBe(200);
  });
});

describe('order status details', () => {
  it('shows header, address snapshots, copied lines, totals, history and payment state', async () => {
    const o = await place(
      COMPANY,
      [
        { productId: stocked[0]!.id, amount: 7 },
        { productId: stocked[1]!.id, amount: 2 },
      ],
      { customerOrderNumber: 'REF-1', deliveryCost: '15.00' },
    );
    // The catalogue changes later; the order keeps what was sold.
    await t.database.db
      .update(products)
      .set({ description: 'renamed later' })
      .where(eq(products.id, stocked[0]!.id));
    const res = await company.get(`/ajax/order-status/${o.orderNumber}?language=pl`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<OrderDetails>();
    expect(d).toMatchObject({
      orderNumber: o.orderNumber,
      status: 'placed',
      customerOrderNumber: 'REF-1',
      currency: 'PLN',
      cancellable: true,
      payment: { state: 'none' },
      shippingAddress: {
        customerName: 'Elektro-Systems sp. z o.o.',
        countryCode: 'pl',
        countryName: 'Polska',
      },
      totals: { deliveryCost: '15.00', currency: 'PLN' },
    });
    expect(d.lines.map((l) => [l.position, l.symbol, l.amount])).toEqual([
      [1, stocked[0]!.symbol, 7],
      [2, stocked[1]!.symbol, 2],
    ]);
    expect(d.lines[0]!.description).not.toBe('renamed later');
    expect(d.lines[0]!.unitPrice).toMatch(/^\d+\.\d{2,6}$/);
    expect(d.history.map((h) => h.status)).toEqual(['placed']);
    const lineSum = d.lines.reduce((s, l) => s + Number(l.lineNet), 0) + 15;
    expect(Number(d.totals.net)).toBeCloseTo(lineSum, 2);
  });

  it("answers 404 (ERP 20) for another customer's order, a cart, an unknown number; 422 for a silly one", async () => {
    const foreign = await place(PERSON, [{ productId: stocked[2]!.id, amount: 1 }]);
    const cart = await place(COMPANY, [{ productId: stocked[2]!.id, amount: 1 }], { status: 'cart' });
    for (const number of [foreign.orderNumber, cart.orderNumber, '99999999', 'abc']) {
      const res = await company.get(`/ajax/order-status/${number}`);
      expect(res.statusCode, number).toBe(404);
      expect(errorOf(res).erpCode, number).toBe(20);
    }
    expect((await person.get(`/ajax/order-status/${foreign.orderNumber}`)).statusCode).toBe(200);
    // Fastify refuses a path parameter over 100 characters itself (its router's limit), before our
    // contract does: a client error either way, never a 500.
    const long = await company.get(`/ajax/order-status/${'9'.repeat(101)}`);
    expect([404, 414]).toContain(long.statusCode);
    expect((await company.get(`/ajax/order-status/${foreign.orderNumber}?admin=1`)).statusCode).toBe(422);
    expect((await visitor.get(`/ajax/order-status/${foreign.orderNumber}`)).statusCode).toBe(401);
  });
});

describe('cancelling an order', () => {
  const cancel = (client: Client, number: string) => client.post(`/ajax/order-status/${number}/cancel`);

  it('returns the reserved units to stock once, records the history and mails the customer', async () => {
    const lines = [
      { productId: stocked[3]!.id, amount: 40 },
      { productId: stocked[4]!.id, amount: 6 },
    ];
    const before = await stockOf(
      t.database.db,
      lines.map((l) => l.productId),
    );
    const o = await place(COMPANY, lines);
    const placedStock = await stockOf(
      t.database.db,
      lines.map((l) => l.productId),
    );
    expect(placedStock.get(stocked[3]!.id)).toBe(before.get(stocked[3]!.id)! - 40);

    const res = await cancel(company, o.orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<OrderDetails>();
    expect(d).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(d.cancelledAt).not.toBeNull();
    expect(d.history.map((h) => h.status)).toEqual(['placed', 'cancelled']);
    expect(
      await stockOf(
        t.database.db,
        lines.map((l) => l.productId),
      ),
    ).toEqual(before);

    const again = await cancel(company, o.orderNumber);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).erpCode).toBe(59);
    expect(
      await stockOf(
        t.database.db,
        lines.map((l) => l.productId),
      ),
    ).toEqual(before);

    const mails = (await t.services.mail.list(20)).filter((m) => m.kind === 'order_cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: COMPANY, language: 'pl' });
    expect(mails[0]!.subject).toBe(`Zamówienie ${o.orderNumber} zostało anulowane`);
    expect(mails[0]!.textBody).toContain(`/order-status/${o.orderNumber}`);
  });

  it('cancels an order awaiting payment; refuses a shipped or paid one (409, ERP 10360)', async () => {
    const waiting = await place(COMPANY, [{ productId: stocked[5]!.id, amount: 1 }], {
      status: 'awaiting_payment',
    });
    expect((await cancel(company, waiting.orderNumber)).statusCode).toBe(200);
    for (const status of ['shipped', 'paid'] as const) {
      const o = await place(COMPANY, [{ productId: stocked[5]!.id, amount: 2 }], { status });
      const stock = await stockOf(t.database.db, [stocked[5]!.id]);
      const res = await cancel(company, o.orderNumber);
      expect(res.statusCode, status).toBe(409);
      expect(errorOf(res).erpCode).toBe(10360);
      expect(await stockOf(t.database.db, [stocked[5]!.id])).toEqual(stock);
    }
  });

  it("never touches another customer's order or a cart (404), needs a login and the XHR marker", async () => {
    const foreign = await place(PERSON, [{ productId: stocked[1]!.id, amount: 3 }]);
    const cart = await place(COMPANY, [{ productId: stocked[1]!.id, amount: 3 }], { status: 'cart' });
    const stock = await stockOf(t.database.db, [stocked[1]!.id]);
    for (const number of [foreign.orderNumber, cart.orderNumber, '123']) {
      const res = await cancel(company, number);
      expect(res.statusCode, number).toBe(404);
      expect(errorOf(res).erpCode).toBe(20);
    }
    expect((await cancel(visitor, foreign.orderNumber)).statusCode).toBe(401);
    const noXhr = await person.post(`/ajax/order-status/${foreign.orderNumber}/cancel`, undefined, {
      'x-requested-with': '',
    });
    expect(noXhr.statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ status: ordersTable.status })
      .from(ordersTable)
      .where(eq(ordersTable.id, foreign.id));
    expect(row!.status).toBe('placed');
    expect(await stockOf(t.database.db, [stocked[1]!.id])).toEqual(stock);
    const withBody = await person.post(`/ajax/order-status/${foreign.orderNumber}/cancel`, { reason: 'x' });
    expect(withBody.statusCode).toBe(422);
    expect(errorOf(withBody).data?.[0]?.field).toBe('body');
  });

  it('still cancels when the mail cannot be sent', async () => {
    const warnings: string[] = [];
    const failing = {
      sendMail: () => Promise.reject(new Error('smtp down')),
      close: () => {},
    } as unknown as Transporter;
    const service = createOrderStatusService({
      db: t.database.db,
      orderPricing: t.services.orderPricing,
      mail: createMailService(t.database.db, { from: 'shop@localhost', transport: failing }),
      payments: t.services.payments,
      customerSymbols: t.services.customerSymbols,
      onWarning: (message) => warnings.push(message),
    });
    const o = await place(COMPANY, [{ productId: stocked[2]!.id, amount: 4 }]);
    const stock = await stockOf(t.database.db, [stocked[2]!.id]);
    const d = await service.cancel(o.customerId, o.orderNumber, 'en', { statusUrl: 'http://shop.test/x' });
    expect(d.status).toBe('cancelled');
    expect((await stockOf(t.database.db, [stocked[2]!.id])).get(stocked[2]!.id)).toBe(
      stock.get(stocked[2]!.id)! + 4,
    );
    expect(warnings).toEqual([`the cancellation mail of order ${o.orderNumber} could not be sent`]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'two cancels at the same moment on PostgreSQL: one wins, stock comes back once',
    async () => {
      for (let round = 0; round < 5; round++) {
        const o = await place(COMPANY, [
          { productId: stocked[0]!.id, amount: 11 },
          { productId: stocked[3]!.id, amount: 3 },
        ]);
        const ids = [stocked[0]!.id, stocked[3]!.id];
        const placedStock = await stockOf(t.database.db, ids);
        const second = new Client(t.app);
        await second.login(COMPANY, DEMO_PASSWORD);
        const results = await Promise.all([cancel(company, o.orderNumber), cancel(second, o.orderNumber)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(errorOf(results.find((r) => r.statusCode === 409)!).erpCode).toBe(59);
        const after = await stockOf(t.database.db, ids);
        expect(after.get(stocked[0]!.id)).toBe(placedStock.get(stocked[0]!.id)! + 11);
        expect(after.get(stocked[3]!.id)).toBe(placedStock.get(stocked[3]!.id)! + 3);
      }
    },
  );
});

describe('CSV export', () => {
  const csvRows = (body: string) =>
    parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

  it('exports an own placed order with a BOM, translated headers, lines and totals', async () => {
    // A supplier description that a spreadsheet would run as a formula.
    await t.database.db
      .update(products)
      .set({ description: '=HYPERLINK("http://evil.test","click")' })
      .where(eq(products.id, stocked[4]!.id));
    const o = await place(COMPANY, [
      { productId: stocked[4]!.id, amount: 12 },
      { productId: stocked[5]!.id, amount: 3 },
    ]);
    const res = await company.get(`/pl/order/export-to-csv/${o.orderNumber}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-${o.orderNumber}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual([
      'Pozycja',
      'Symbol',
      'Symbol producenta',
      'Opis',
      'Ilość',
      'Jednostka',
      'Cena jedn. netto',
      'Wartość netto',
      'Waluta',
      'Twój symbol',
    ]);
    expect(rows[1]!.slice(0, 2)).toEqual(['1', stocked[4]!.symbol]);
    expect(rows[1]![3]).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(rows[1]![4]).toBe('12');
    expect(rows[1]![8]).toBe('PLN');
    expect(rows[2]![0]).toBe('2');
    const totals = rows.slice(3);
    expect(totals.map((r) => r[3])).toEqual(['Razem netto', 'VAT', 'Razem brutto']);
    const details = (await company.get(`/ajax/order-status/${o.orderNumber}`)).json<OrderDetails>();
    expect(totals.map((r) => r[7])).toEqual([details.totals.net, details.totals.vat, details.totals.gross]);
    expect(Number(rows[1]![7]) + Number(rows[2]![7])).toBeCloseTo(Number(details.totals.net), 2);
  });

  it('exports the active order (the cart being built), priced now; an own cart by number too', async () => {
    const cart = await place(COMPANY, [{ productId: stocked[2]!.id, amount: 5 }], { status: 'cart' });
    const res = await company.get('/order/export-to-csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="order-${cart.orderNumber}.csv"`);
    const rows = csvRows(res.body);
    expect(rows[0]![0]).toBe('Position');
    expect(rows[1]!.slice(0, 2)).toEqual(['1', stocked[2]!.symbol]);
    expect(rows[1]![5]).toBe('pcs');
    expect(rows.at(-3)![3]).toBe('Net total');
    expect((await company.get(`/de/order/export-to-csv/${cart.orderNumber}`)).body).toContain(
      'Artikelnummer',
    );
  });

  it("sends visitors to log in and back; another customer's order, or no active order, is a 404", async () => {
    const res = await visitor.get('/hu/order/export-to-csv/40000001');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `/hu/login?back=${encodeURIComponent('/hu/order/export-to-csv/40000001')}`,
    );
    const foreign = await place(PERSON, [{ productId: stocked[0]!.id, amount: 1 }]);
    const other = await company.get(`/order/export-to-csv/${foreign.orderNumber}`);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).erpCode).toBe(20);
    expect((await person.get('/order/export-to-csv')).statusCode).toBe(404);
    expect((await company.get('/zz/order/export-to-csv')).statusCode).toBe(404);
  });
});
