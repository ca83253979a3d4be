/**
 * An order's documents by token (spec §2 /Document/{token}/{file_name}, ADR 064) through the API on
 * a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL): listed in the order history's
 * details, the proforma, and once shipped the delivery note and certificate of conformity, rendered
 * with the embedded fonts (read back with pdftotext); another customer gets 404, a visitor logs in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryDetails } from '../../../common/contracts/order-history';
import { orders } from '../../db/schema';
import { Client } from '../../test-support/http';
import { fillOrderForm } from '../../test-support/order-form';
import type { TestApp } from '../../test-support/test-app';
import { openInvoiceTestShop, pdfReader, type InvoiceTestShop } from '../invoices/invoices.fixtures';
import { createCartFixture, orderableProducts, setStock } from '../ordering/checkout.fixtures';

const pdfText = pdfReader('order-documents-');
let shop: InvoiceTestShop;
let t: TestApp;
let company: Client;
let stranger: Client;
let product: InvoiceTestShop['product'];
let ids: InvoiceTestShop['ids'];

const documentsOf = async (orderNumber: string) => {
  const res = await company.get(`/ajax/order-history/details/${orderNumber}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HistoryDetails>().orderDocuments;
};

beforeAll(async () => {
  shop = await openInvoiceTestShop({ seedProducts: 100, stock: 10_000 });
  ({ t, company, stranger, product, ids } = shop);
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

describe('order documents by token', () => {
  it('the proforma, then the delivery note and certificate once shipped; owned, logged in, 404 for others', async () => {
    const order = await shop.placeOrder('bank_transfer', { amount: 4 });

    const [proforma, ...none] = await documentsOf(order.orderNumber);
    expect(none).toEqual([]);
    expect(proforma).toMatchObject({
      kind: 'proforma',
      url: expect.stringMatching(/^\/Document\/[0-9a-f]{32}\/proforma-[\w-]+\.pdf$/),
    });
    // The token is kept: listing again gives the same address.
    expect((await documentsOf(order.orderNumber))[0]!.url).toBe(proforma!.url);
    const pdf = await company.get(`/pl${proforma!.url}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdfText(pdf.rawPayload, 'proforma.pdf')).toContain('Faktura pro forma');
    expect((await stranger.get(proforma!.url)).statusCode).toBe(404);
    const visitor = await new Client(t.app).get(`/pl${proforma!.url}`);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toContain('/pl/login');
    expect((await company.get(`/Document/${'0'.repeat(32)}/x.pdf`)).statusCode).toBe(404);

    // Shipped: the delivery note and the certificate of conformity join the proforma.
    await t.database.db
      .update(orders)
      .set({ status: 'shipped' })
      .where(eq(orders.orderNumber, order.orderNumber));
    const documents = await documentsOf(order.orderNumber);
    expect(documents.map((d) => d.kind)).toEqual(['proforma', 'delivery_note', 'conformity']);
    const note = documents.find((d) => d.kind === 'delivery_note')!;
    const noteText = pdfText((await company.get(`/pl${note.url}`)).rawPayload, 'note.pdf');
    expect(noteText).toContain('Dowód dostawy (WZ)');
    expect(noteText).toContain(order.orderNumber);
    expect(noteText).toContain(product.symbol);
    expect(noteText).toContain('Odbiorca');
    const conformity = documents.find((d) => d.kind === 'conformity')!;
    const english = await company.get(`/en/pl${conformity.url}`);
    expect(english.statusCode).toBe(200);
    const certificate = pdfText(english.rawPayload, 'conformity.pdf');
    expect(certificate).toContain('Certificate of conformity');
    expect(certificate).toContain('RoHS');
    expect(certificate).toContain('Łódź');
    for (const document of documents) expect((await stranger.get(document.url)).statusCode).toBe(404);
    // The stranger's own order history does not know the order either.
    expect((await stranger.get(`/ajax/order-history/details/${order.orderNumber}`)).statusCode).toBe(404);
  });
});

describe('spec §7 order certificate and short (issue 21)', () => {
  it('the certificate of a shipped order’s lines by call; not before shipping, not for others', async () => {
    const [second] = (await orderableProducts(t.database.db, 2)).filter((p) => p.id !== product.id);
    await setStock(t.database.db, second!.id, 10_000);
    const order = await createCartFixture(t.database.db, { ...ids, country: 'pl' }, [
      { productId: product.id, amount: 2 },
      { productId: second!.id, amount: 3 },
    ]);
    // A cart has a short summary too, priced as the cart shows it.
    const cartShort = await company.get(`/ajax/order/${order.orderNumber}/short`);
    expect(cartShort.statusCode, cartShort.body).toBe(200);
    expect(cartShort.json()).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'cart',
      placedAt: null,
      lineCount: 2,
      itemCount: 5,
      currency: 'PLN',
    });
    await fillOrderForm(company, order.orderNumber);
    const placed = await company.post(`/ajax/order/${order.orderNumber}/finish`, { termsAccepted: true });
    expect(placed.statusCode, placed.body).toBe(200);
    await t.services.invoices.idle();
    const short = (await company.get(`/ajax/order/${order.orderNumber}/short`)).json();
    expect(short).toMatchObject({ lineCount: 2, itemCount: 5 });
    expect(short.status).not.toBe('cart');
    expect(short.placedAt).toMatch(/^\d{4}-/);
    expect((await stranger.get(`/ajax/order/${order.orderNumber}/short`)).statusCode).toBe(404);

    const early = await company.get(`/ajax/order/${order.orderNumber}/certificate`);
    expect(early.statusCode).toBe(409);
    await t.database.db
      .update(orders)
      .set({ status: 'shipped' })
      .where(eq(orders.orderNumber, order.orderNumber));
    const all = await company.get(`/ajax/order/${order.orderNumber}/certificate?language=en`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toBe('application/pdf');
    const allText = pdfText(all.rawPayload, 'certificate-all.pdf');
    expect(allText).toContain('Certificate of conformity');
    expect(allText).toContain(product.symbol);
    expect(allText).toContain(second!.symbol);
    const one = await company.get(`/ajax/order/${order.orderNumber}/certificate?positions=2&language=en`);
    expect(one.statusCode).toBe(200);
    const oneText = pdfText(one.rawPayload, 'certificate-one.pdf');
    expect(oneText).toContain(second!.symbol);
    expect(oneText).not.toContain(product.symbol);
    const unknown = await company.get(`/ajax/order/${order.orderNumber}/certificate?positions=9`);
    expect(unknown.statusCode).toBe(422);
    expect((await company.get(`/ajax/order/${order.orderNumber}/certificate?positions=x`)).statusCode).toBe(
      422,
    );
    expect((await stranger.get(`/ajax/order/${order.orderNumber}/certificate`)).statusCode).toBe(404);
    expect((await new Client(t.app).get(`/ajax/order/${order.orderNumber}/certificate`)).statusCode).toBe(
      401,
    );
  });
});
