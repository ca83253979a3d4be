/**
 * The invoices through the API (issue 19, ADR 060) on a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): issued from ordering's status changes, listed, downloaded (and logged), zipped,
 * proformas cancelled and deleted while unpaid, corrections, and another customer's 404s.
 */
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList, InvoiceSummary } from '../../../common/contracts/invoices';
import type { ErrorBody } from '../../../common/errors';
import { contactPersons, invoices, orders } from '../../db/schema';
import { Client } from '../../test-support/http';
import type { TestApp } from '../../test-support/test-app';
import {
  openInvoiceTestShop,
  pdfReader,
  type InvoiceTestShop,
  type PaymentChoice,
} from './invoices.fixtures';

const SECRET = 'test-operator-secret-0123456789';
const pdfText = pdfReader('invoices-api-');
let shop: InvoiceTestShop;
let t: TestApp;
let company: Client;
let stranger: Client;
let ids: InvoiceTestShop['ids'];
let product: InvoiceTestShop['product'];
const placeOrder = (paymentId: PaymentChoice) => shop.placeOrder(paymentId);
const pay = (redirectUrl: string) => shop.pay(redirectUrl);
const orderInvoices = (client: Client, orderNumber: string) => shop.orderInvoices(client, orderNumber);

beforeAll(async () => {
  shop = await openInvoiceTestShop({ accounts: { paymentOperatorSecret: SECRET } });
  ({ t, company, stranger, ids, product } = shop);
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

describe('issued from the order', () => {
  it('an order by bank transfer gets a proforma, unpaid, due in 14 days; its PDF reads back in Polish', async () => {
    const order = await placeOrder('bank_transfer');
    const [proforma, ...rest] = await orderInvoices(company, order.orderNumber);
    expect(rest).toEqual([]);
    expect(proforma).toMatchObject({
      kind: 'proforma',
      number: expect.stringMatching(/^PF\/PL\/\d{4}\/\d{6}$/),
      orderNumber: order.orderNumber,
      paid: false,
      canCancel: true,
      canDelete: true,
      pdfPath: `/invoices/proforma/${proforma!.id}.pdf`,
    });
    expect(proforma!.dueDate).toBe(
      new Date(Date.parse(proforma!.issuedAt.slice(0, 10)) + 14 * 86_400_000).toISOString().slice(0, 10),
    );
    const [orderRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    expect(proforma!.grossTotal).toBe(Number(orderRow!.grossTotal).toFixed(2));

    const pdf = await company.get(`/pl${proforma!.pdfPath}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(pdf.rawPayload, 'proforma.pdf');
    expect(text).toContain('Faktura pro forma');
    expect(text).toContain(proforma!.number);
    expect(text).toContain(product.symbol);
    expect(text).toContain('Słownie:');
    // Every download is logged: who and which.
    const log = await t.services.invoices.downloads(proforma!.id);
    expect(log).toEqual([
      expect.objectContaining({
        customerId: ids.customerId,
        contactPersonId: ids.contactPersonId,
        via: 'pdf',
      }),
    ]);
    // The proforma is not under "unpaid" (that is for VAT invoices) nor under another id.
    expect((await company.get(`/invoices/unpaid/${proforma!.id}.pdf`)).statusCode).toBe(404);
    expect((await company.get(`/invoices/history/${proforma!.id}.pdf`)).statusCode).toBe(200);
    // The order's page in the order history lists the same proforma with its PDF (services.ts wiring).
    const history = await company.get(`/ajax/order-history/details/${order.orderNumber}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ invoices: unknown[] }>().invoices).toEqual([
      expect.objectContaining({ number: proforma!.number, kind: 'proforma', url: proforma!.pdfPath }),
    ]);
  });

  it('paid online: the VAT invoice, paid, no proforma; reacting again issues nothing twice', async () => {
    const order = await placeOrder('online_testpay');
    expect(await orderInvoices(company, order.orderNumber)).toEqual([]);
    await pay(order.finish.redirectUrl!);
    const list = await orderInvoices(company, order.orderNumber);
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        paid: true,
        dueDate: null,
        number: expect.stringMatching(/^FV\/PL\//),
      }),
    ]);
    const [orderRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    await Promise.all([
      t.services.invoices.reactToOrder(orderRow!.id),
      t.services.invoices.reactToOrder(orderRow!.id),
    ]);
    expect(await orderInvoices(company, order.orderNumber)).toHaveLength(1);
    const pdf = await company.get(list[0]!.pdfPath);
    expect(pdfText(pdf.rawPayload, 'paid.pdf')).toContain('Zapłacono');
  });

  it('cancelling a paid order corrects its invoice to zero; a cancelled bank order cancels its proforma', async () => {
    const paid = await placeOrder('online_testpay');
    await pay(paid.finish.redirectUrl!);
    expect((await company.post(`/ajax/order-status/${paid.orderNumber}/cancel`)).statusCode).toBe(200);
    await t.services.invoices.idle();
    const [invoice, correction] = await orderInvoices(company, paid.orderNumber);
    expect(correction).toMatchObject({ kind: 'correction', corrects: invoice!.number, paid: true });
    expect(correction!.grossTotal).toBe(`-${invoice!.grossTotal}`);
    const text = pdfText((await company.get(correction!.pdfPath)).rawPayload, 'correction.pdf');
    expect(text).toContain('Faktura korygująca');
    expect(text).toContain(`Korekta faktury ${invoice!.number}`);

    const bank = await placeOrder('bank_transfer');
    expect((await company.post(`/ajax/order-status/${bank.orderNumber}/cancel`)).statusCode).toBe(200);
    await t.services.invoices.idle();
    expect(await orderInvoices(company, bank.orderNumber)).toEqual([
      expect.objectContaining({ kind: 'proforma', cancelled: true, canCancel: false }),
    ]);
  });
});

describe('the list, the unpaid list and the ZIP', () => {
  it('lists newest first, the unpaid VAT invoices by due date with their total', async () => {
    const order = await placeOrder('bank_transfer');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    // Shipped before it is paid (a bank transfer): the VAT invoice is issued unpaid, due in 14 days.
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, row!.id));
    await t.services.invoices.reactToOrder(row!.id);
    const all = (await company.get('/ajax/invoices')).json<InvoiceList>();
    expect(all.items[0]).toMatchObject({ kind: 'invoice', orderNumber: order.orderNumber, paid: false });
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);
    const unpaid = (await company.get('/ajax/invoices?view=unpaid')).json<InvoiceList>();
    expect(unpaid.items.map((i) => i.kind)).toEqual(unpaid.items.map(() => 'invoice'));
    expect(unpaid.items.every((i) => !i.paid && i.dueDate !== null)).toBe(true);
    expect(unpaid.unpaidTotals).toEqual([
      { currency: 'PLN', count: unpaid.total, grossTotal: expect.any(String) },
    ]);
    const unpaidPdf = await company.get(unpaid.items[0]!.pdfPath);
    expect(unpaid.items[0]!.pdfPath).toMatch(/^\/invoices\/unpaid\/\d+\.pdf$/);
    expect(pdfText(unpaidPdf.rawPayload, 'unpaid.pdf')).toContain('Rachunek bankowy');
    const paged = (await company.get('/ajax/invoices?perPage=1&page=2')).json<InvoiceList>();
    expect(paged.items).toEqual([all.items[1]]);
  });

  it('the ZIP holds the PDFs of the period, each logged; the stranger’s ZIP is empty', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await company.get(`/ajax/invoices/zip?from=${monthAgo}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const list = (await company.get('/ajax/invoices?perPage=100')).json<InvoiceList>();
    // The PDFs, and beside each VAT invoice and correction its FA(3) XML (ADR 064).
    expect(Object.keys(files).sort()).toEqual(
      list.items
        .flatMap((i) => [
          `${i.number.replaceAll('/', '-')}.pdf`,
          ...(i.xmlPath ? [`${i.number.replaceAll('/', '-')}.xml`] : []),
        ])
        .sort(),
    );
    const first = list.items.at(-1)!;
    const text = pdfText(Buffer.from(files[`${first.number.replaceAll('/', '-')}.pdf`]!), 'zipped.pdf');
    expect(text).toContain(first.number);
    expect((await t.services.invoices.downloads(first.id)).some((d) => d.via === 'zip')).toBe(true);
    // A period before any invoice: a valid, empty ZIP.
    const none = await company.get('/ajax/invoices/zip?from=2020-01-01&to=2020-12-31');
    expect(Object.keys(unzipSync(new Uint8Array(none.rawPayload)))).toEqual([]);
    const theirs = await stranger.get(`/ajax/invoices/zip?from=${monthAgo}&to=${today}`);
    expect(Object.keys(unzipSync(new Uint8Array(theirs.rawPayload)))).toEqual([]);
  });

  it('refuses bad periods and queries with 422 in the asked language, and visitors with 401', async () => {
    for (const [query, key] of [
      ['from=2026-02-01&to=2026-01-01', 'invoices.errors.period'],
      ['from=2024-01-01&to=2026-01-01', 'invoices.errors.periodTooLong'],
      ['from=yesterday&to=2026-01-01', 'invoices.errors.date'],
    ] as const) {
      const res = await company.get(`/ajax/invoices/zip?${query}`, { 'accept-language': 'pl' });
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json<ErrorBody>().data)).toContain(key);
    }
    expect((await company.get('/ajax/invoices?view=paid')).statusCode).toBe(422);
    expect((await company.get('/ajax/invoices?perPage=1000')).statusCode).toBe(422);
    expect((await company.get('/ajax/invoices?sort=x')).statusCode).toBe(422);
    const visitor = new Client(t.app);
    expect((await visitor.get('/ajax/invoices')).statusCode).toBe(401);
    expect((await visitor.get('/ajax/invoices/zip?from=2026-01-01&to=2026-01-02')).statusCode).toBe(401);
    // The PDF address is a page: a visitor is sent to log in and back.
    const pdf = await visitor.get('/pl/invoices/history/1.pdf');
    expect(pdf.statusCode).toBe(302);
    expect(pdf.headers.location).toContain('/pl/login');
  });
});

describe('proformas: cancel and delete only while unpaid (spec §7)', () => {
  it('cancels, then refuses a second cancel; deletes, then the proforma is gone from list and PDF', async () => {
    const order = await placeOrder('bank_transfer');
    const [proforma] = await orderInvoices(company, order.orderNumber);
    const number = String(proforma!.id);
    const cancel = await company.post('/ajax/invoice/cancel-proforma', { number });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<InvoiceSummary>()).toMatchObject({
      cancelled: true,
      canCancel: false,
      canDelete: true,
    });
    const again = await company.post('/ajax/invoice/cancel-proforma', { number });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().messageKey).toBe('invoices.errors.proformaClosed');
    const del = await company.post('/ajax/invoice/delete-proforma', { number });
    expect(del.statusCode, del.body).toBe(204);
    expect(await orderInvoices(company, order.orderNumber)).toEqual([]);
    expect((await company.get(`/invoices/proforma/${number}.pdf`)).statusCode).toBe(404);
    expect((await company.post('/ajax/invoice/delete-proforma', { number })).statusCode).toBe(404);
    // Its number stays taken: the next proforma does not reuse it.
    const next = await placeOrder('bank_transfer');
    const [nextProforma] = await orderInvoices(company, next.orderNumber);
    expect(nextProforma!.number).not.toBe(proforma!.number);
  });

  it('a paid proforma, or a VAT invoice, is refused with 409; bad bodies with 422', async () => {
    const order = await placeOrder('bank_transfer');
    const [proforma] = await orderInvoices(company, order.orderNumber);
    await t.database.db.update(invoices).set({ paidAt: new Date() }).where(eq(invoices.id, proforma!.id));
    for (const call of ['cancel-proforma', 'delete-proforma']) {
      const res = await company.post(`/ajax/invoice/${call}`, { number: String(proforma!.id) });
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorBody>().messageKey).toBe('invoices.errors.proformaPaid');
    }
    const invoice = (await company.get('/ajax/invoices'))
      .json<InvoiceList>()
      .items.find((i) => i.kind === 'invoice')!;
    const res = await company.post('/ajax/invoice/cancel-proforma', { number: String(invoice.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().messageKey).toBe('invoices.errors.notProforma');
    for (const body of [{ number: 'abc' }, { number: '1', extra: true }, {}, { number: 12 }]) {
      expect(
        (await company.post('/ajax/invoice/cancel-proforma', body)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    }
  });
});

describe('corrections (the complaints will call this)', () => {
  it('corrects some lines, refuses more than is left, unknown lines and non-invoices', async () => {
    const order = await placeOrder('online_testpay');
    await pay(order.finish.redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    const first = await t.services.invoices.correct({
      invoiceId: invoice!.id,
      customerId: ids.customerId,
      lines: [{ position: 1, quantity: 1 }],
      reason: 'Zwrot towaru',
    });
    expect(first).toMatchObject({ kind: 'correction', corrects: invoice!.number, paid: true });
    expect(Number(first.grossTotal)).toBeLessThan(0);
    await expect(
      t.services.invoices.correct({
        invoiceId: invoice!.id,
        lines: [{ position: 1, quantity: 2 }],
        reason: 'x',
      }),
    ).rejects.toMatchObject({ status: 422, key: 'invoices.errors.correctionTooMany' });
    await expect(
      t.services.invoices.correct({
        invoiceId: invoice!.id,
        lines: [{ position: 7, quantity: 1 }],
        reason: 'x',
      }),
    ).rejects.toMatchObject({ status: 422, key: 'invoices.errors.correctionLine' });
    await expect(
      t.services.invoices.correct({ invoiceId: first.id, lines: 'all', reason: 'x' }),
    ).rejects.toMatchObject({ status: 409 });
    // Another customer's invoice is not found for them.
    const [stranger] = await t.database.db
      .select({ customerId: contactPersons.customerId })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'person@demo.shop'));
    await expect(
      t.services.invoices.correct({
        invoiceId: invoice!.id,
        customerId: stranger!.customerId,
        lines: 'all',
        reason: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 });
    // What is left goes back in full: the invoice and its corrections sum to zero.
    const rest = await t.services.invoices.correct({ invoiceId: invoice!.id, lines: 'all', reason: 'Zwrot' });
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(invoice!.grossTotal) + cents(first.grossTotal) + cents(rest.grossTotal)).toBe(0);
    expect(cents(invoice!.netTotal) + cents(first.netTotal) + cents(rest.netTotal)).toBe(0);
  });
});

describe('ownership: another customer gets 404 for every invoice and download', () => {
  it('PDFs under every type and locale, cancel, delete and the order’s list', async () => {
    const list = (await company.get('/ajax/invoices?perPage=100')).json<InvoiceList>();
    expect(list.items.length).toBeGreaterThan(3);
    for (const invoice of list.items) {
      for (const type of ['proforma', 'history', 'unpaid']) {
        for (const prefix of ['', '/de', '/en/pl']) {
          const res = await stranger.get(`${prefix}/invoices/${type}/${invoice.id}.pdf`);
          expect(res.statusCode, `${prefix}/invoices/${type}/${invoice.id}.pdf`).toBe(404);
        }
      }
      for (const call of ['cancel-proforma', 'delete-proforma']) {
        const res = await stranger.post(`/ajax/invoice/${call}`, { number: String(invoice.id) });
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorBody>().messageKey).toBe('invoices.errors.notFound');
      }
      if (invoice.orderNumber) expect(await orderInvoices(stranger, invoice.orderNumber)).toEqual([]);
    }
    expect((await stranger.get('/ajax/invoices')).json<InvoiceList>().items).toEqual([]);
    // Nothing the stranger tried was logged as a download.
    const [strangerRow] = await t.database.db
      .select({ customerId: contactPersons.customerId })
      .from(contactPersons)
      .where(eq(contactPersons.email, 'person@demo.shop'));
    for (const invoice of list.items) {
      const log = await t.services.invoices.downloads(invoice.id);
      expect(log.some((d) => d.customerId === strangerRow!.customerId)).toBe(false);
    }
    // A number that never existed, and one beyond the id range, are the same 404.
    expect((await company.get('/invoices/history/99999999.pdf')).statusCode).toBe(404);
    expect((await company.get('/invoices/history/99999999999999999999.pdf')).statusCode).toBe(404);
  });
});
