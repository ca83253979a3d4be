import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  dismissLoginMessage,
  fillOrderFormAndContinue,
  hydrated,
  logInByApi,
  logInToDesk,
  orderableProducts,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 19 "file a complaint with a photo, staff accepts it, the customer sees the corrective
 * invoice": the demo company pays an order online (so the shop issues its VAT invoice), opens the
 * complaint form from that invoice, claims one piece as damaged with a real PNG photo, and sends
 * it. Support finds it in the desk's inbox with its deadline and accepts it with a refund; the
 * customer then sees the accepted complaint, downloads the corrective invoice and reads it back.
 */
test('a complaint with a photo, accepted with a refund, gives a corrective invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');

  // ---- A paid, invoiced order: online payment through the test operator ----
  const product = (await orderableProducts(page)).find((p) => p.minimumQuantity <= 2)!;
  expect(product, 'a product the journey can order').toBeTruthy();
  const amount = Math.max(2, product.minimumQuantity);
  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `complaint-${Date.now()}` },
    data: { item: { symbol: product.symbol, amount } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await fillOrderFormAndContinue(page, orderNumber, { paymentId: 'online_testpay' });
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/payment-operator\/[0-9a-f]{32}/);
  await page.getByTestId('operator-pay').click();
  await page.waitForURL(/\/link\/order-confirmation/);

  // ---- The VAT invoice in the customer's invoices leads to the form with it chosen ----
  await page.goto('/profile/invoices');
  await hydrated(page);
  const invoiceRow = page
    .getByTestId('invoice-row')
    .filter({ hasText: orderNumber })
    .filter({ hasText: 'VAT invoice' });
  // The invoice is issued by the shop's job queue a moment after the payment.
  await expect(async () => {
    await page.reload();
    await expect(invoiceRow).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await hydrated(page);
  const invoiceNumber = (await invoiceRow.locator('th').first().textContent())!.trim();
  await invoiceRow.getByTestId('invoice-complain').click();
  await expect(page).toHaveURL(/\/complaint\/form\?invoice=/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'File a complaint', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Invoice' })).toHaveValue(invoiceNumber);

  // Sending at once: the form says what is missing, nothing is sent.
  const lines = page.getByTestId('complaint-form-lines');
  await expect(lines).toBeVisible();
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByText('Tick at least one line.')).toBeVisible();
  await expect(page.getByText('Choose a reason.')).toBeVisible();

  // One piece of the line, damaged; a company's case takes the warranty path with its deadline.
  await lines.getByRole('checkbox', { name: `Include ${product.symbol}` }).check();
  await lines.getByRole('spinbutton', { name: `Pieces of ${product.symbol}` }).fill('1');
  await page.getByRole('radio', { name: /^Damaged/ }).check();
  await expect(page.getByTestId('complaint-law')).toContainText('Warranty complaint');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Two pins of the part are bent; it does not fit the board.');

  // A real PNG photo, sent to the draft storage with its progress, then listed.
  const photo = join(mkdtempSync(join(tmpdir(), 'complaint-photo-')), 'bent-pins.png');
  writeFileSync(
    photo,
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b04020' } })
      .png()
      .toBuffer(),
  );
  await page.getByTestId('complaint-uploads').locator('input[type=file]').setInputFiles(photo);
  await expect(page.getByTestId('complaint-upload')).toHaveCount(1);
  await expect(page.getByTestId('complaint-upload')).toContainText('bent-pins.png');
  await screenshots(page, 'complaint-form');

  await page.getByTestId('complaint-submit').click();
  await page.waitForURL(/\/complaint\/RMA-\d{4}-\d{6,9}\?sent=1$/);
  const rma = /(RMA-\d{4}-\d{6,9})/.exec(page.url())![1]!;
  await hydrated(page);
  await expect(page.getByTestId('complaint-sent')).toContainText(rma);
  await expect(page.getByTestId('complaint-state').first()).toHaveText('New');
  await expect(page.getByTestId('complaint-files')).toContainText('bent-pins.png');
  await screenshots(page, 'complaint-details-new');

  // The list of the customer's complaints shows it with its deadline.
  await page.goto('/complaint');
  await hydrated(page);
  const row = page.getByTestId('complaint-row').filter({ hasText: rma });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('complaint-deadline')).toBeVisible();
  await screenshots(page, 'complaint-list');

  // ---- Support accepts it with a refund in the desk ----
  const desk = await browser.newContext();
  const staffPage = await desk.newPage();
  staffPage.on('pageerror', (error) => errors.push(error.message));
  await logInToDesk(staffPage, 'support');
  await staffPage.goto('/staff/complaints');
  await hydrated(staffPage);
  const inboxRow = staffPage.getByTestId(`complaint-inbox-${rma}`);
  await expect(inboxRow).toBeVisible();
  await screenshots(staffPage, 'complaint-desk-inbox');
  await inboxRow.getByRole('link', { name: rma }).click();
  await hydrated(staffPage);
  await expect(staffPage.getByRole('heading', { name: `Complaint ${rma}` })).toBeVisible();
  await staffPage.getByRole('textbox', { name: 'New note' }).fill('Photo shows bent pins: transport damage.');
  await staffPage.getByRole('button', { name: 'Add the note' }).click();
  await expect(staffPage.getByTestId('complaint-desk-notice')).toHaveText('Note added.');
  await expect(staffPage.getByTestId('complaint-history')).toContainText('transport damage');
  staffPage.once('dialog', (dialog) => void dialog.accept());
  await staffPage.getByTestId('complaint-accept-refund').click();
  await expect(staffPage.getByTestId('complaint-desk-notice')).toContainText('Saved: Accepted: Refund');
  await expect(staffPage.getByTestId('complaint-outcome')).toBeVisible();
  await screenshots(staffPage, 'complaint-desk-decided');
  await desk.close();

  // ---- The customer sees the refund and its corrective invoice, and reads the PDF ----
  await page.goto(`/complaint/${rma}`);
  await hydrated(page);
  const outcome = page.getByTestId('complaint-outcome');
  await expect(outcome).toContainText('Accepted: Refund');
  const correction = outcome.getByTestId('complaint-correction-pdf');
  await expect(correction).toBeVisible();
  const correctionNumber = /\(([^)]+)\)\s*$/.exec((await correction.textContent())!)![1]!;
  const pdf = await page.request.get((await correction.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'complaint-correction-')), 'correction.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(correctionNumber);
  expect(text).toContain(invoiceNumber);
  await screenshots(page, 'complaint-details-refunded');

  // The order's details in the history list the complaint too.
  await page.goto(`/profile/new-order-history/orders/details/${orderNumber}`);
  await hydrated(page);
  await expect(page.getByTestId('order-complaint').filter({ hasText: rma })).toBeVisible();
  expect(errors).toEqual([]);
});
