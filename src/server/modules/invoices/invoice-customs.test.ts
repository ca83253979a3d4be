/**
 * Customs data on order lines (ADR 075): the product's HTS code and country of origin are copied
 * into its order line when the order is placed, printed under the product on the invoice PDF (read
 * back with pdftotext), shown in the order's details and its export, and stay as placed when the
 * catalogue changes them afterwards.
 */
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../common/contracts/orders';
import { orderItems, orders, products } from '../../db/schema';
import { openInvoiceTestShop, pdfReader, type InvoiceTestShop } from './invoices.fixtures';

const pdfText = pdfReader('invoice-customs-');
let shop: InvoiceTestShop;

beforeAll(async () => {
  shop = await openInvoiceTestShop();
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

async function setCustoms(htsCode: string | null, countryOfOrigin: string | null) {
  await shop.t.database.db
    .update(products)
    .set({ htsCode, countryOfOrigin })
    .where(eq(products.id, shop.product.id));
}

async function lineOf(orderNumber: string) {
  const [line] = await shop.t.database.db
    .select({ htsCode: orderItems.htsCode, countryOfOrigin: orderItems.countryOfOrigin })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return line;
}

describe('customs data on order lines and invoices', () => {
  it('copies the HTS code and origin at placing, and prints them under the product', async () => {
    await setCustoms('8541.21.0075', 'MY');
    const order = await shop.placeOrder('bank_transfer');
    expect(await lineOf(order.orderNumber)).toEqual({ htsCode: '8541.21.0075', countryOfOrigin: 'MY' });

    // The catalogue changes afterwards: the order keeps what it was placed with.
    await setCustoms('8542.39.0090', 'CN');
    expect(await lineOf(order.orderNumber)).toEqual({ htsCode: '8541.21.0075', countryOfOrigin: 'MY' });

    const [proforma] = await shop.orderInvoices(shop.company, order.orderNumber);
    const pdf = await shop.company.get(`/pl${proforma!.pdfPath}`);
    expect(pdf.statusCode).toBe(200);
    // The customs line wraps in the narrow product column: read as flowing text.
    const text = pdfText(pdf.rawPayload, 'customs.pdf').replace(/\s+/g, ' ');
    expect(text).toContain(shop.product.symbol);
    expect(text).toContain('HTS 8541.21.0075 · Kraj pochodzenia: MY');
    expect(text).not.toContain('8542.39.0090');

    const details = await shop.company.get(`/ajax/order-status/${order.orderNumber}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json<OrderDetails>().lines[0]).toMatchObject({
      htsCode: '8541.21.0075',
      countryOfOrigin: 'MY',
    });

    const csv = await shop.company.request({
      method: 'POST',
      url: '/ajax/order-history/export/order?language=en',
      payload: new URLSearchParams({ format: 'csv', orderNumber: order.orderNumber }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-requested-with': '',
      },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    const header = rows[0]!;
    const first = rows[1]!;
    expect(first[header.indexOf('HTSUS')]).toBe('8541.21.0075');
    expect(first[header.indexOf('Country of origin')]).toBe('MY');
  });

  it('a product without customs data prints no customs line', async () => {
    await setCustoms(null, null);
    const order = await shop.placeOrder('bank_transfer');
    expect(await lineOf(order.orderNumber)).toEqual({ htsCode: null, countryOfOrigin: null });
    const [proforma] = await shop.orderInvoices(shop.company, order.orderNumber);
    const text = pdfText((await shop.company.get(`/pl${proforma!.pdfPath}`)).rawPayload, 'plain.pdf');
    expect(text).toContain(shop.product.symbol);
    expect(text).not.toContain('HTS ');
    expect(text).not.toContain('Kraj pochodzenia');
  });
});
