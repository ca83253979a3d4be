/**
 * The staff desk's orders (issue 19, ADR 080): a customer orders by bank transfer, the desk finds
 * the order, marks it paid (the VAT invoice is issued, the proforma stays), ships it (the customer is
 * mailed the tracking; the delivery note appears beside the invoice, for them and for the desk).
 * Refusals: bad input (422 with fields), wrong states (409), customers (404) and staff without the
 * role (403) on every desk call.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderDetails, StaffOrderSearch } from '../../../common/contracts/order-desk';
import type { HistoryDetails } from '../../../common/contracts/order-history';
import type { OrderDetails } from '../../../common/contracts/orders';
import { formatDate } from '../../../common/format';
import { orderShipments, orderStatusHistory, staffAudit } from '../../db/schema';
import type { Client } from '../../test-support/http';
import { openInvoiceTestShop, pdfReader, type InvoiceTestShop } from '../invoices/invoices.fixtures';
import { deskClient } from '../staff/staff.fixtures';

const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
let shop: InvoiceTestShop;
let support: Client;
let sales: Client;
const read = pdfReader('order-desk-');

beforeAll(async () => {
  shop = await openInvoiceTestShop();
  const at = Date.now();
  support = await deskClient(
    shop.t,
    {
      email: 'support@desk.test',
      name: 'Support',
      password: 'desk-orders-pw',
      roles: ['support'],
      totpSecret: SECRET,
    },
    new Date(at),
  );
  // Another member with a secret of its own logs in at the same moment: a code of the next step
  // (at + 31 s) could fall outside the window the app's real clock accepts.
  sales = await deskClient(
    shop.t,
    {
      email: 'sales@desk.test',
      name: 'Sales',
      password: 'desk-orders-pw',
      roles: ['sales'],
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    },
    new Date(at),
  );
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

async function orderIdOf(number: string): Promise<number> {
  const res = await support.get(`/ajax/staff/orders?number=${number}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json<StaffOrderSearch>().items.find((o) => o.orderNumber === number);
  expect(found, number).toBeDefined();
  return found!.id;
}

describe('finding orders on the desk', () => {
  it('finds by number, customer, status and days; refuses bad filters with field messages', async () => {
    const order = await shop.placeOrder('bank_transfer');
    const byNumber = (
      await support.get(`/ajax/staff/orders?number=${order.orderNumber}`)
    ).json<StaffOrderSearch>();
    expect(byNumber.items.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(byNumber.items[0]).toMatchObject({ status: 'placed', paymentKind: 'bank_transfer' });
    const byMail = (await support.get('/ajax/staff/orders?customer=company@demo')).json<StaffOrderSearch>();
    expect(byMail.items.some((o) => o.orderNumber === order.orderNumber)).toBe(true);
    const byId = (
      await support.get(`/ajax/staff/orders?customer=${shop.ids.customerId}&status=placed`)
    ).json<StaffOrderSearch>();
    expect(byId.items.every((o) => o.customerId === shop.ids.customerId && o.status === 'placed')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = (
      await support.get(`/ajax/staff/orders?from=${today}&to=${today}`)
    ).json<StaffOrderSearch>();
    expect(byDay.items.some((o) => o.orderNumber === order.orderNumber)).toBe(true);
    const none = (
      await support.get('/ajax/staff/orders?from=2001-01-01&to=2001-01-02')
    ).json<StaffOrderSearch>();
    expect(none.items).toEqual([]);
    // A LIKE wildcard is searched for as itself.
    expect((await support.get('/ajax/staff/orders?number=%25')).json<StaffOrderSearch>().items).toEqual([]);

    for (const bad of [
      'status=bogus',
      'from=yesterday',
      'from=2026-02-02&to=2026-02-01',
      `number=${'9'.repeat(41)}`,
      'x=1',
    ]) {
      const res = await support.get(`/ajax/staff/orders?${bad}`);
      expect([400, 422], `${bad}: ${res.body}`).toContain(res.statusCode);
    }
    const range = await support.get('/ajax/staff/orders?from=2026-02-02&to=2026-02-01');
    expect(range.json<{ data: Array<{ field: string }> }>().data.map((d) => d.field)).toContain('to');
  });

  it('is not there for customers (404) nor for staff without the role (403)', async () => {
    const order = await shop.placeOrder('bank_transfer');
    const id = await orderIdOf(order.orderNumber);
    const calls = [
      { method: 'GET' as const, url: '/ajax/staff/orders' },
      { method: 'GET' as const, url: `/ajax/staff/orders/${id}` },
      {
        method: 'POST' as const,
        url: `/ajax/staff/orders/${id}/paid`,
        payload: { amount: '1', paidOn: '2026-01-01', reference: 'x' },
      },
      {
        method: 'POST' as const,
        url: `/ajax/staff/orders/${id}/ship`,
        payload: { carrier: 'dpd', trackingNumber: 'ABC123456' },
      },
      { method: 'GET' as const, url: `/ajax/staff/orders/${id}/delivery-note` },
    ];
    for (const call of calls) {
      expect((await shop.company.request(call)).statusCode, `customer ${call.url}`).toBe(404);
      expect((await sales.request(call)).statusCode, `sales ${call.url}`).toBe(403);
    }
    // Nothing changed.
    const details = (await support.get(`/ajax/staff/orders/${id}`)).json<StaffOrderDetails>();
    expect(details.order.status).toBe('placed');
    expect((await support.get('/ajax/staff/orders/999999')).statusCode).toBe(404);
  });
});

describe('a bank-transfer order marked paid and shipped by the desk', () => {
  it('records the transfer, issues the VAT invoice, ships with tracking, mails it, and serves the delivery note', async () => {
    const order = await shop.placeOrder('bank_transfer', { amount: 3 });
    const id = await orderIdOf(order.orderNumber);
    const before = (await support.get(`/ajax/staff/orders/${id}`)).json<StaffOrderDetails>();
    expect(before).toMatchObject({ mayMarkPaid: true, mayShip: false, bankPayment: null });
    expect(before.invoices.map((i) => i.kind)).toEqual(['proforma']);
    const gross = before.order.totals.gross;
    const today = new Date().toISOString().slice(0, 10);
    const paidUrl = `/ajax/staff/orders/${id}/paid`;

    // Shipping an unpaid bank-transfer order is refused.
    const early = await support.post(`/ajax/staff/orders/${id}/ship`, {
      carrier: 'dpd',
      trackingNumber: 'EARLY12345',
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json<{ messageKey: string }>().messageKey).toBe('orderDesk.errors.notPaid');

    // Bad input: each field named.
    const bad = await support.post(paidUrl, { amount: '12,50', paidOn: '26-01-01', reference: '' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(
      bad
        .json<{ data: Array<{ field: string }> }>()
        .data.map((d) => d.field)
        .sort(),
    ).toEqual(['amount', 'paidOn', 'reference']);
    expect(
      (await support.post(paidUrl, { amount: gross, paidOn: today, reference: 'x', extra: 1 })).statusCode,
    ).toBe(422);
    const short = await support.post(paidUrl, { amount: '0.01', paidOn: today, reference: 'x' });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json<{ messageKey: string }>().messageKey).toBe('orderDesk.errors.amountMismatch');
    const future = await support.post(paidUrl, { amount: gross, paidOn: '2999-01-01', reference: 'x' });
    expect(future.json<{ messageKey: string }>().messageKey).toBe('orderDesk.errors.paidOn');

    const paid = await support.post(paidUrl, {
      amount: gross,
      paidOn: today,
      reference: `Zamówienie ${order.orderNumber}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await shop.t.services.invoices.idle();
    const again = await support.post(paidUrl, { amount: gross, paidOn: today, reference: 'twice' });
    expect(again.statusCode, again.body).toBe(409);

    const invoices = await shop.orderInvoices(shop.company, order.orderNumber);
    expect(invoices.map((i) => i.kind).sort()).toEqual(['invoice', 'proforma']);
    const invoice = invoices.find((i) => i.kind === 'invoice')!;
    expect(invoice.grossTotal).toBe(gross);
    const afterPaid = (await support.get(`/ajax/staff/orders/${id}`)).json<StaffOrderDetails>();
    expect(afterPaid).toMatchObject({
      mayMarkPaid: false,
      mayShip: true,
      bankPayment: { amount: gross, paidOn: today, reference: `Zamówienie ${order.orderNumber}` },
    });

    // Shipping: bad carrier and tracking are refused by field.
    const shipUrl = `/ajax/staff/orders/${id}/ship`;
    const badShip = await support.post(shipUrl, { carrier: 'pigeon', trackingNumber: 'x y' });
    expect(badShip.statusCode).toBe(422);
    expect(
      badShip
        .json<{ data: Array<{ field: string }> }>()
        .data.map((d) => d.field)
        .sort(),
    ).toEqual(['carrier', 'trackingNumber']);
    const shipped = await support.post(shipUrl, {
      carrier: 'inpost',
      trackingNumber: '620123456789012345678901',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await shop.t.services.invoices.idle();
    expect((await support.post(shipUrl, { carrier: 'dpd', trackingNumber: 'AGAIN12345' })).statusCode).toBe(
      409,
    );

    // One shipment row with the whole order's lines.
    const rows = await shop.t.database.db.select().from(orderShipments).where(eq(orderShipments.orderId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ carrier: 'inpost', lines: [{ position: 1, amount: 3 }] });

    // Both changes are in the audit log.
    const audit = await shop.t.database.db
      .select({ action: staffAudit.action, details: staffAudit.details })
      .from(staffAudit)
      .where(and(eq(staffAudit.subject, `order:${id}`)));
    expect(audit.map((a) => a.action).sort()).toEqual(['order.paid', 'order.ship']);

    // The customer: the status shows the tracking; the mail links it.
    const status = (await shop.company.get(`/ajax/order-status/${order.orderNumber}`)).json<OrderDetails>();
    expect(status.status).toBe('shipped');
    expect(status.shipments).toEqual([
      expect.objectContaining({
        carrierName: 'InPost',
        trackingNumber: '620123456789012345678901',
        trackingUrl: 'https://inpost.pl/sledzenie-przesylek?number=620123456789012345678901',
      }),
    ]);
    // The history keeps codes: each reader gets its notes in their language, the desk's and the customer's.
    const deskDe = (await support.get(`/ajax/staff/orders/${id}?language=de`)).json<StaffOrderDetails>();
    expect(deskDe.order.history.map((h) => [h.status, h.note])).toEqual([
      ['placed', 'Vom Kunden aufgegeben.'],
      ['paid', `Überweisung vom ${formatDate(today, 'de')}, vom Kundenservice erfasst.`],
      ['shipped', 'Versandt mit InPost, Sendungsnummer 620123456789012345678901.'],
    ]);
    const inPolish = await shop.company.get(`/ajax/order-status/${order.orderNumber}?language=pl`);
    expect(inPolish.json<OrderDetails>().history.map((h) => h.note)).toEqual([
      'Złożone przez klienta.',
      `Przelew z dnia ${formatDate(today, 'pl')} zarejestrowany przez obsługę sklepu.`,
      'Wysłane przez InPost, numer przesyłki 620123456789012345678901.',
    ]);
    // A line written before the codes keeps its English text.
    await shop.t.database.db
      .insert(orderStatusHistory)
      .values({ orderId: id, status: 'shipped', note: 'shipped with dpd OLD1234567' });
    const old = (await support.get(`/ajax/staff/orders/${id}?language=hu`)).json<StaffOrderDetails>();
    expect(old.order.history.at(-1)?.note).toBe('shipped with dpd OLD1234567');
    expect(old.order.history[0]?.note).toBe('A vásárló leadta.');

    const mails = (await shop.t.services.mail.list(50)).filter((m) => m.kind === 'order_shipped');
    const mail = mails.find((m) => m.subject.includes(order.orderNumber));
    expect(mail?.toAddress).toBe('company@demo.shop');
    expect(mail?.textBody).toContain('https://inpost.pl/sledzenie-przesylek?number=620123456789012345678901');

    // The delivery note beside the invoice, for the customer, in the order's language, no prices.
    const history = (
      await shop.company.get(`/ajax/order-history/details/${order.orderNumber}?language=pl`)
    ).json<HistoryDetails>();
    expect(history.invoices.map((i) => i.kind)).toContain('invoice');
    const note = history.orderDocuments.find((d) => d.kind === 'delivery_note');
    expect(note).toBeDefined();
    const own = await shop.company.get(note!.url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    const text = read(own.rawPayload, 'customer-note.pdf');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(shop.product.symbol);
    // Another customer's session never opens it.
    expect((await shop.stranger.get(note!.url)).statusCode).toBe(404);

    // And for the desk, in the order's language (Polish): a packing list without prices.
    const desk = await support.get(`/ajax/staff/orders/${id}/delivery-note`);
    expect(desk.statusCode, desk.body.slice(0, 200)).toBe(200);
    const deskText = read(desk.rawPayload, 'desk-note.pdf');
    expect(deskText).toContain('Dowód dostawy (WZ)');
    expect(deskText).toContain(order.orderNumber);
    expect(deskText).toContain(shop.product.symbol);
    expect(deskText).not.toContain(invoice.grossTotal.replace('.', ','));
    expect(deskText).not.toContain(invoice.grossTotal);
  });

  it('refuses to mark paid an order paid online, and a delivery note of an order not shipped', async () => {
    const online = await shop.placeOrder('bank_transfer');
    const id = await orderIdOf(online.orderNumber);
    const note = await support.get(`/ajax/staff/orders/${id}/delivery-note`);
    expect(note.statusCode).toBe(409);
    expect(note.json<{ messageKey: string }>().messageKey).toBe('orderDesk.errors.notShipped');
  });
});
