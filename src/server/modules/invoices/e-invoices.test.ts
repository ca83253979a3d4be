/**
 * Invoices → e-invoices through the API (ADR 064) on a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), with KSeF configured against the local simulator of its API (in this process,
 * over HTTP): the FA(3) XML stored beside the PDF and valid against the schema, sent to KSeF, the
 * KSeF number and QR on the PDF, the XML download (owned, logged), an outage retried by the sweep,
 * and the sweep's re-issue of an order whose invoice was lost.
 */
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinishResponse } from '../../../common/contracts/checkout';
import type { OrderInvoices } from '../../../common/contracts/invoices';
import { eInvoices, invoiceDownloads, invoices, orderItems, orders, staffAudit } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm } from '../../test-support/order-form';
import type { TestApp } from '../../test-support/test-app';
import { isKsefNumber } from '../e-invoicing';
import { fa3Checker, startKsefSimulator, type KsefSimulator } from '../e-invoicing/e-invoicing.fixtures';
import { createCartFixture } from '../ordering/checkout.fixtures';
import {
  openInvoiceTestShop,
  pdfReader,
  type InvoiceTestShop,
  type PaymentChoice,
} from './invoices.fixtures';
import { deskClient } from '../staff/staff.fixtures';

const NIP = '7251234561';
const BUYER_VAT = 'PL5260250274';
const TOKEN = '20261126-EC-0123456789-ABCDEF0123-45|nip-7251234561|0123456789abcdef';
const pdfText = pdfReader('e-invoices-api-');
let shop: InvoiceTestShop;
let t: TestApp;
let sim: KsefSimulator;
let company: Client;
let stranger: Client;
let ids: InvoiceTestShop['ids'];
let product: InvoiceTestShop['product'];
// A NIP whose checksum holds (the demo's PL1234567890 does not: KSeF would refuse it).
const placeOrder = (paymentId: PaymentChoice) =>
  shop.placeOrder(paymentId, { amount: 3, form: { vatEuCountry: BUYER_VAT } });
const pay = (redirectUrl: string) => shop.pay(redirectUrl);
const orderInvoices = (client: Client, orderNumber: string) => shop.orderInvoices(client, orderNumber);

const eInvoiceRow = async (invoiceId: number) =>
  (await t.database.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId)))[0];

beforeAll(async () => {
  sim = await startKsefSimulator({ tokens: { [NIP]: TOKEN }, processingPolls: 1 });
  shop = await openInvoiceTestShop({
    accounts: {
      paymentOperatorSecret: 'test-operator-secret-0123456789',
      ksef: { url: sim.url, nip: NIP, token: TOKEN },
      ksefPollMs: 20,
    },
  });
  ({ t, company, stranger, ids, product } = shop);
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await sim?.close();
});

describe('a Polish VAT invoice becomes an FA(3) e-invoice sent to KSeF', () => {
  it('stores the schema-valid XML, gets a KSeF number and UPO, prints them on the PDF, serves the XML', async () => {
    const order = await placeOrder('online_testpay');
    await pay(order.finish.redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    expect(invoice).toMatchObject({ kind: 'invoice', xmlPath: `/invoices/history/${invoice!.id}.xml` });

    const row = (await eInvoiceRow(invoice!.id))!;
    expect(row).toMatchObject({ format: 'fa3', status: 'accepted', statusCode: 200, attempts: 1 });
    expect(fa3Checker().check(row.xml!)).toEqual([]);
    expect(row.xml).toContain(`<P_2>${invoice!.number}</P_2>`);
    expect(isKsefNumber(row.ksefNumber!)).toBe(true);
    expect(row.ksefNumber!.startsWith(NIP)).toBe(true);
    expect(row.upo).toContain(row.ksefNumber);
    expect(row.acquiredAt).toBeInstanceOf(Date);
    expect(row.verificationUrl).toMatch(
      new RegExp(`^https://qr-test\\.ksef\\.mf\\.gov\\.pl/invoice/${NIP}/`),
    );
    // The simulator received exactly those bytes.
    const received = [...sim.invoices.values()].find((i) => i.invoiceNumber === invoice!.number);
    expect(received?.xml).toBe(row.xml);

    // The invoice knows its KSeF number; the PDF prints it (and the QR link) once known.
    const [known] = await orderInvoices(company, order.orderNumber);
    expect(known!.ksefNumber).toBe(row.ksefNumber);
    const text = pdfText((await company.get(invoice!.pdfPath)).rawPayload, 'ksef.pdf');
    expect(text).toContain(`Numer KSeF: ${row.ksefNumber}`);
    expect(text.replace(/\s+/g, '')).toContain(row.verificationUrl!);

    // The XML: the owner downloads it (logged), another customer and a visitor do not.
    const xml = await company.get(`/pl${invoice!.xmlPath}`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toContain(`${invoice!.number.replaceAll('/', '-')}.xml`);
    expect(xml.body).toBe(row.xml);
    const log = await t.database.db
      .select()
      .from(invoiceDownloads)
      .where(eq(invoiceDownloads.invoiceId, invoice!.id));
    expect(log.map((l) => l.via)).toContain('xml');
    expect((await stranger.get(invoice!.xmlPath!)).statusCode).toBe(404);
    expect((await company.get(`/invoices/unpaid/${invoice!.id}.xml`)).statusCode).toBe(404);
    const visitor = await new Client(t.app).get(`/pl${invoice!.xmlPath}`);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toContain('/pl/login');
  });

  it('an invoice the builder refuses (a buyer NIP whose checksum fails) keeps its problems, not XML', async () => {
    const order = await createCartFixture(t.database.db, { ...ids, country: 'pl' }, [
      { productId: product.id, amount: 1 },
    ]);
    await fillOrderForm(company, order.orderNumber, {
      vatEuCountry: 'PL1234567890',
      paymentId: 'online_testpay',
    });
    const res = await company.post(`/ajax/order/${order.orderNumber}/finish`, { termsAccepted: true });
    expect(res.statusCode, res.body).toBe(200);
    await pay(res.json<FinishResponse>().redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    expect(invoice).toMatchObject({ kind: 'invoice', xmlPath: null });
    const row = (await eInvoiceRow(invoice!.id))!;
    expect(row).toMatchObject({ status: 'invalid', xml: null });
    expect(row.problems).toEqual(['buyer NIP 1234567890 is not a valid NIP']);
    expect((await company.get(`/invoices/history/${invoice!.id}.xml`)).statusCode).toBe(404);
  });

  it('a proforma has no e-invoice (neither KSeF nor NAV takes proformas): no XML, 404', async () => {
    const order = await placeOrder('bank_transfer');
    const [proforma] = await orderInvoices(company, order.orderNumber);
    expect(proforma).toMatchObject({ kind: 'proforma', xmlPath: null });
    expect(await eInvoiceRow(proforma!.id)).toBeUndefined();
    expect((await company.get(`/invoices/history/${proforma!.id}.xml`)).statusCode).toBe(404);
    expect((await company.get(`/invoices/proforma/${proforma!.id}.xml`)).statusCode).toBe(404);
  });

  it('a correction is an FA(3) KOR naming the corrected invoice by its KSeF number', async () => {
    const order = await placeOrder('online_testpay');
    await pay(order.finish.redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    const accepted = (await eInvoiceRow(invoice!.id))!;
    const correction = await t.services.invoices.correct({
      invoiceId: invoice!.id,
      lines: [{ position: 1, quantity: 1 }],
      reason: 'Zwrot jednej sztuki',
    });
    await t.services.invoices.idle();
    expect(correction.xmlPath).toBe(`/invoices/history/${correction.id}.xml`);
    const row = (await eInvoiceRow(correction.id))!;
    expect(row.status).toBe('accepted');
    expect(fa3Checker().check(row.xml!)).toEqual([]);
    expect(row.xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
    expect(row.xml).toContain(`<NrKSeFFaKorygowanej>${accepted.ksefNumber}</NrKSeFFaKorygowanej>`);
  });

  it('the accountant’s ZIP of a period holds the PDFs and, beside them, the XMLs', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await company.get(`/ajax/invoices/zip?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const list = (await company.get('/ajax/invoices?perPage=100')).json<OrderInvoices>().items;
    const withXml = list.filter((i) => i.xmlPath !== null);
    expect(withXml.length).toBeGreaterThan(1);
    for (const invoice of list) {
      const base = invoice.number.replaceAll('/', '-');
      expect(files[`${base}.pdf`], base).toBeDefined();
      expect(files[`${base}.xml`] !== undefined, base).toBe(invoice.xmlPath !== null);
    }
    const xml = Buffer.from(files[`${withXml[0]!.number.replaceAll('/', '-')}.xml`]!).toString('utf8');
    expect(fa3Checker().check(xml)).toEqual([]);
  });
});

describe('a euro invoice of the Polish seller (another market) is an FA(3) in EUR', () => {
  /** A paid order of `country` billed to `address`: ten pieces at 0.50 (the shop's euro rate is 4.3). */
  async function paidOrder(country: string, address: Record<string, string>) {
    const order = await createCartFixture(t.database.db, { ...ids, country }, []);
    await t.database.db.insert(orderItems).values({
      orderId: order.id,
      position: 1,
      productId: product.id,
      symbol: product.symbol,
      description: 'NPN transistor',
      amount: 10,
      unitPrice: '0.50',
      lineNet: '5.00',
    });
    await t.database.db
      .update(orders)
      .set({ status: 'paid', placedAt: new Date(), invoiceAddress: address })
      .where(eq(orders.id, order.id));
    await t.services.invoices.reactToOrder(order.id);
    await t.services.invoices.idle();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    return invoice!;
  }

  it('a German consumer’s: the one-stop shop’s 19% (P_12_XII, P_13_5, P_14_5), the rate kept on the invoice, sent to KSeF', async () => {
    const invoice = await paidOrder('de', {
      customerName: 'Max Müller',
      street: 'Sendlinger Straße 1',
      zipCode: '80331',
      city: 'München',
      countryCode: 'DE',
    });
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'EUR' });
    expect(Number(invoice.exchangeRate)).toBe(4.3);
    const row = (await eInvoiceRow(invoice.id))!;
    expect(row.problems).toBeNull();
    expect(row).toMatchObject({ format: 'fa3', status: 'accepted' });
    expect(fa3Checker().check(row.xml!)).toEqual([]);
    expect(row.xml).toContain('<KodWaluty>EUR</KodWaluty>');
    expect(row.xml).toContain('<P_13_5>5.00</P_13_5>');
    expect(row.xml).toContain('<P_14_5>0.95</P_14_5>');
    expect(row.xml).toContain('<P_12_XII>19</P_12_XII>');
    // German VAT is no Polish tax: no Polish rate, no VAT in złoty, no rate of section VI.
    expect(row.xml).not.toContain('<P_12>');
    expect(row.xml).not.toContain('<P_14_1');
    expect(row.xml).not.toContain('<KursWaluty>');
  });

  it('a 0% sale to an EU business: an intra-Community supply (0 WDT) with the exchange rate on its line; its correction keeps that rate', async () => {
    const invoice = await paidOrder('en', {
      customerName: 'Bauteile Müller GmbH',
      street: 'Sendlinger Straße 1',
      zipCode: '80331',
      city: 'München',
      countryCode: 'DE',
      vatNumber: 'DE811569869',
    });
    const row = (await eInvoiceRow(invoice.id))!;
    expect(row.problems).toBeNull();
    expect(fa3Checker().check(row.xml!)).toEqual([]);
    expect(row.xml).toContain('<P_13_6_2>5.00</P_13_6_2>');
    expect(row.xml).toContain('<P_12>0 WDT</P_12>');
    expect(row.xml).toContain('<KursWaluty>4.3</KursWaluty>');
    expect(row.xml).toContain('<NrVatUE>811569869</NrVatUE>');
    const correction = await t.services.invoices.correct({
      invoiceId: invoice.id,
      lines: [{ position: 1, quantity: 2 }],
      reason: 'Rücksendung',
    });
    await t.services.invoices.idle();
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, correction.id));
    expect(stored!.exchangeRate).toBe(invoice.exchangeRate);
    const corrected = (await eInvoiceRow(correction.id))!;
    expect(fa3Checker().check(corrected.xml!)).toEqual([]);
    expect(corrected.xml).toContain('<P_13_6_2>-1.00</P_13_6_2>');
    expect(corrected.xml).toContain('<KursWaluty>4.3</KursWaluty>');
  });
});

describe('the sweep', () => {
  it('a KSeF outage leaves the submission pending with its error; the sweep sends it later', async () => {
    // Every try of the upload fails (the client's four tries, each a 503).
    sim.fault(/\/sessions\/online\/[^/]+\/invoices$/, { status: 503, times: 4 });
    const order = await placeOrder('online_testpay');
    await pay(order.finish.redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    const pending = (await eInvoiceRow(invoice!.id))!;
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, ksefNumber: null });
    expect(pending.lastError).toMatch(/KSeF/);
    expect(invoice!.ksefNumber).toBeNull();

    // A sweep within the grace period leaves it to its job; after it, the sweep sends it.
    expect((await t.services.invoices.sweep()).resent).not.toContain(invoice!.id);
    await t.database.db
      .update(eInvoices)
      .set({ lastAttemptAt: new Date(Date.now() - 3_600_000) })
      .where(eq(eInvoices.invoiceId, invoice!.id));
    expect((await t.services.invoices.sweep()).resent).toContain(invoice!.id);
    const sent = (await eInvoiceRow(invoice!.id))!;
    expect(sent).toMatchObject({ status: 'accepted', attempts: 2, lastError: null });
    expect(isKsefNumber(sent.ksefNumber!)).toBe(true);
  }, 30_000);

  it('an order whose issue was lost (no job ran) gets its invoice and e-invoice from the sweep', async () => {
    const order = await placeOrder('bank_transfer');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    // Shipped with no listener told (as if the process died before enqueueing the reaction).
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, row!.id));
    expect((await orderInvoices(company, order.orderNumber)).map((i) => i.kind)).toEqual(['proforma']);
    const run = await t.services.invoices.sweep();
    expect(run.orders).toContain(row!.id);
    await t.services.invoices.idle();
    const after = await orderInvoices(company, order.orderNumber);
    expect(after.map((i) => i.kind)).toEqual(['proforma', 'invoice']);
    expect((await eInvoiceRow(after[1]!.id))?.status).toBe('accepted');
    // A second sweep finds nothing more to do for it.
    expect((await t.services.invoices.sweep()).orders).not.toContain(row!.id);
  });

  it('an invoice left without its e-invoice (a run that died after the commit) gets it', async () => {
    const order = await placeOrder('online_testpay');
    await pay(order.finish.redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    await t.database.db.delete(eInvoices).where(eq(eInvoices.invoiceId, invoice!.id));
    // Still within the grace period: left alone.
    expect((await t.services.invoices.sweep()).eInvoices).not.toContain(invoice!.id);
    const [orderRow] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, order.orderNumber));
    // The order's next reaction (a retried job) heals it too.
    await t.services.invoices.reactToOrder(orderRow!.id);
    await t.services.invoices.idle();
    expect((await eInvoiceRow(invoice!.id))?.format).toBe('fa3');
  });
});

describe('the staff desk', () => {
  it('shows an invoice’s download log and e-invoice state; support resends a rejected one (audited)', async () => {
    const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    const desk: Record<string, Client> = {};
    for (const [email, roles] of [
      ['sue@desk.test', ['support']],
      ['sam@desk.test', ['sales']],
    ] as const) {
      const account = {
        email,
        name: email,
        roles: [...roles],
        password: 'invoice-desk-password-1',
        totpSecret: SECRET,
      };
      desk[email] = await deskClient(t, account);
    }
    const support = desk['sue@desk.test']!;
    const order = await placeOrder('online_testpay');
    await pay(order.finish.redirectUrl!);
    const [invoice] = await orderInvoices(company, order.orderNumber);
    await company.get(invoice!.pdfPath);
    await company.get(invoice!.xmlPath!);

    const view = await support.get(`/ajax/staff/invoices/${invoice!.id}`);
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json<{
      invoice: { number: string };
      eInvoice: { status: string; ksefNumber: string };
      downloads: Array<{ via: string; customerId: number }>;
    }>();
    expect(body.invoice.number).toBe(invoice!.number);
    expect(body.eInvoice).toMatchObject({ status: 'accepted', ksefNumber: invoice!.ksefNumber });
    expect(body.downloads.map((d) => d.via)).toEqual(['pdf', 'xml']);
    // The desk's search: by part of the number in any case, the latest first, with the e-invoice's status.
    const part = invoice!.number.slice(-6).toLowerCase();
    const found = await support.get(`/ajax/staff/invoices?number=${encodeURIComponent(part)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      page: 1,
      hasMore: false,
      items: [{ id: invoice!.id, number: invoice!.number, eInvoiceStatus: 'accepted' }],
    });
    const latest = (await support.get('/ajax/staff/invoices')).json<{ items: Array<{ id: number }> }>();
    expect(latest.items[0]!.id).toBeGreaterThanOrEqual(invoice!.id);
    // LIKE's wildcards are taken literally; a stray parameter or page 0 is a clear 422.
    expect((await support.get('/ajax/staff/invoices?number=%25')).json()).toMatchObject({ items: [] });
    expect((await support.get('/ajax/staff/invoices?page=0')).statusCode).toBe(422);
    expect((await support.get('/ajax/staff/invoices?sort=x')).statusCode).toBe(422);
    expect((await desk['sam@desk.test']!.get('/ajax/staff/invoices')).statusCode).toBe(403);
    expect((await company.get('/ajax/staff/invoices')).statusCode).toBe(404);

    // Sales, a customer and a visitor do not see it; an unknown invoice is 404.
    expect((await desk['sam@desk.test']!.get(`/ajax/staff/invoices/${invoice!.id}`)).statusCode).toBe(403);
    // The desk does not show itself to a customer.
    expect((await company.get(`/ajax/staff/invoices/${invoice!.id}`)).statusCode).toBe(404);
    expect((await support.get('/ajax/staff/invoices/999999')).statusCode).toBe(404);

    // Accepted: nothing to resend.
    expect((await support.post(`/ajax/staff/invoices/${invoice!.id}/ksef-resend`)).statusCode).toBe(409);
    // Rejected (say KSeF refused it and the data was fixed since): resent, audited, accepted again
    // (KSeF's duplicate rule gives the first copy's number).
    await t.database.db
      .update(eInvoices)
      .set({ status: 'rejected', statusCode: 450 })
      .where(eq(eInvoices.invoiceId, invoice!.id));
    const resend = await support.post(`/ajax/staff/invoices/${invoice!.id}/ksef-resend`);
    expect(resend.statusCode, resend.body).toBe(200);
    await t.services.invoices.idle();
    expect(await eInvoiceRow(invoice!.id)).toMatchObject({
      status: 'accepted',
      ksefNumber: invoice!.ksefNumber,
    });
    const audited = await t.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `invoice:${invoice!.id}`));
    expect(audited.map((a) => a.action)).toEqual(['invoice.ksef.resend']);
    expect(
      (await desk['sam@desk.test']!.post(`/ajax/staff/invoices/${invoice!.id}/ksef-resend`)).statusCode,
    ).toBe(403);
  });
});
