import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  logInToDesk,
  newestMail,
  orderableProducts,
  screenshots,
  placeBankTransferOrder,
} from './support';

/**
 * Issue 19 (ADR 080): the demo company orders a part by bank transfer; support finds the order on
 * the desk, marks the transfer paid (the VAT invoice follows) and ships it with a tracking number.
 * The customer then sees the VAT invoice, the parcel's tracking on the order page, the tracking
 * mail, and the delivery note beside the invoice.
 */
test('the desk marks a bank-transfer order paid and ships it; the customer sees invoice, tracking and delivery note', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  const product = (await orderableProducts(page)).at(-3)!;
  expect(product, 'a product the journey can order').toBeTruthy();

  const orderNumber = await placeBankTransferOrder(page, product, 'order-desk');

  // ---- The desk: find, mark paid, ship ----
  const desk = await (await browser.newContext({ baseURL: page.url() })).newPage();
  desk.on('pageerror', (error) => errors.push(error.message));
  await logInToDesk(desk, 'support');
  await desk.goto('/staff/orders');
  await hydrated(desk);
  await expect(desk.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await screenshots(desk, 'staff-orders');
  await desk.getByTestId('order-search-number').fill(orderNumber);
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk).toHaveURL(new RegExp(`number=${orderNumber}`));
  const row = desk.getByTestId(`order-row-${orderNumber}`);
  await expect(row).toContainText('Bank transfer');
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(desk.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await hydrated(desk);
  // The amount, the day and the reference come filled in: the order's total, today, its number.
  await expect(desk.getByTestId('paid-amount')).not.toHaveValue('');
  await desk.getByTestId('mark-paid').click();
  await expect(desk.getByTestId('order-paid-recorded')).toBeVisible();
  await expect(desk.getByTestId('order-facts')).toContainText('Paid');
  // The VAT invoice is issued by a job once the payment is committed: the page shows it on a reload.
  await expect(async () => {
    await desk.reload();
    await expect(desk.getByTestId('order-invoices')).toContainText('VAT invoice', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await hydrated(desk);

  await desk.getByTestId('ship-carrier').selectOption('dpd');
  await desk.getByTestId('ship-tracking').fill('x');
  await desk.getByTestId('ship-order').click();
  await expect(desk.getByRole('alert').first()).toContainText('6 to 40');
  await desk.getByTestId('ship-tracking').fill('0000123456789A');
  await desk.getByTestId('ship-order').click();
  await expect(desk.getByTestId('order-shipments')).toContainText('0000123456789A');
  await expect(desk.getByTestId('order-facts')).toContainText('Shipped');
  const deskNote = await desk.request.get(
    (await desk.getByTestId('desk-delivery-note').getAttribute('href'))!,
  );
  expect(deskNote.status()).toBe(200);
  expect(deskNote.headers()['content-type']).toBe('application/pdf');
  await screenshots(desk, 'staff-order');

  // ---- The customer: invoice, tracking, mail, delivery note ----
  const invoices = (await (await page.request.get(`/ajax/invoices/order/${orderNumber}`)).json()) as {
    items: Array<{ kind: string; pdfPath: string }>;
  };
  const invoice = invoices.items.find((i) => i.kind === 'invoice');
  expect(invoice, 'the VAT invoice').toBeTruthy();
  expect(invoices.items.some((i) => i.kind === 'proforma')).toBe(true);
  expect((await page.request.get(invoice!.pdfPath)).status()).toBe(200);

  await page.goto(`/order-status/${orderNumber}`);
  await hydrated(page);
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toContainText('DPD');
  await expect(tracking.getByRole('link', { name: '0000123456789A' })).toHaveAttribute(
    'href',
    /tracktrace\.dpd\.com\.pl\/parcelDetails\?p1=0000123456789A/,
  );
  await screenshots(page, 'order-tracking');

  const mail = await newestMail(page, 'company@demo.shop');
  expect(mail.subject).toContain(orderNumber);
  expect(mail.text).toContain('0000123456789A');

  const history = await (await page.request.get(`/ajax/order-history/details/${orderNumber}`)).json();
  const note = (history.orderDocuments as Array<{ kind: string; url: string }>).find(
    (d) => d.kind === 'delivery_note',
  );
  expect(note, 'the delivery note beside the invoice').toBeTruthy();
  const pdf = await page.request.get(note!.url);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(errors).toEqual([]);
});
