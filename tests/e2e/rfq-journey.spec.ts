import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/staff';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  logInToDesk,
  orderableProducts,
  screenshots,
} from './support';

/**
 * Issue 18 in its own words: "upload an RFQ file, staff prices it in the staff desk, the customer
 * accepts two of three lines and orders them at the quoted prices" (ADR 051). The customer sends a
 * three-line CSV as a request; a sales member logs into the desk (TOTP), claims it, prices the three
 * lines and sends the quote; the customer puts two lines into a cart, checks out, and the placed
 * order shows those two lines at the quoted prices with the quote's reference. The refusals are the
 * API tier's (rfq.test.ts, rfq-desk.test.ts, rfq-lifecycle.test.ts).
 */
const sales = DEMO_STAFF.find((s) => s.roles.includes('sales' as never))!;

test('an RFQ file priced in the staff desk; two of its three lines ordered at the quoted prices', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  const products = (await orderableProducts(page)).slice(0, 3);
  expect(products).toHaveLength(3);

  // The customer uploads a BOM of three lines as a new request and sends it.
  await page.goto('/rfq/new');
  await hydrated(page);
  const banner = page.getByRole('button', { name: 'Only necessary' });
  if (await banner.isVisible()) await banner.click();
  const csv = [
    'Manufacturer Part Number,Qty,Note',
    `${products[0]!.symbol},100,U1`,
    `${products[1]!.symbol},50,R1-R4`,
    `${products[2]!.symbol},25,C7`,
  ].join('\r\n');
  await page
    .getByTestId('rfq-file')
    .locator('input[type=file]')
    .setInputFiles({ name: 'journey-bom.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('rfq-imported')).toContainText('3 lines from the file');
  const editor = page.getByTestId('rfq-editor');
  await expect(editor.getByTestId('rfq-editor-line')).toHaveCount(3);
  await expect(editor.getByLabel('Line 2: Part number')).toHaveValue(products[1]!.symbol);
  await expect(editor.getByLabel('Line 2: Quantities')).toHaveValue('50');
  await editor.getByLabel('Title').fill('Journey: BOM from a file');
  await editor.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/rfq\/details\/[a-z0-9]{40}$/);
  await expect(page.getByTestId('rfq-state')).toHaveText('Sent');
  const token = /\/rfq\/details\/([a-z0-9]{40})$/.exec(page.url())![1]!;
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.split(':')[0]!.trim();
  expect(number).toMatch(/^RFQ-\d{6}$/);

  // Sales: the inbox, this request claimed, its three lines priced, the quote sent.
  const deskContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await deskContext.newPage();
  await logInToDesk(desk, 'sales');
  await desk
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Requests for quote' })
    .click();
  await hydrated(desk);
  await desk.getByLabel('Search').fill(number);
  await desk.getByRole('button', { name: 'Apply' }).click();
  const row = desk.getByTestId(`rfq-inbox-${number}`);
  await expect(row).toContainText('Journey: BOM from a file');
  await row.getByRole('link', { name: number }).click();
  await hydrated(desk);
  await desk.getByRole('button', { name: 'Claim to price it' }).click();
  await expect(desk.getByTestId('rfq-desk-claimed-by')).toHaveText(sales.name);
  const prices = ['1.25', '0.40', '2.10'];
  for (const [i, price] of prices.entries()) {
    const line = desk.getByTestId(`rfq-desk-line-${i + 1}`);
    await line.getByLabel(/Unit price/).fill(price);
    await line.getByRole('button', { name: `Save line ${i + 1}` }).click();
    await expect(line.getByText(`Line ${i + 1} saved.`)).toBeVisible();
  }
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await desk.getByLabel('Valid until').fill(validUntil);
  await desk.getByRole('button', { name: 'Send the quote' }).click();
  await expect(desk.getByText('The quote was sent.')).toBeVisible();
  await expect(desk.getByTestId('rfq-desk-state')).toHaveText('Quoted');
  await expect(desk.getByTestId('rfq-desk-history')).toContainText(`Quote sent by ${sales.name}`);
  await screenshots(desk, 'rfq-journey-desk');
  await deskContext.close();

  // The customer accepts lines 1 and 2 (of 3) into a new cart.
  await page.goto(`/rfq/details/${token}`);
  await hydrated(page);
  await expect(page.getByTestId('rfq-state')).toHaveText('Quoted');
  await expect(page.getByTestId('rfq-offer')).toHaveCount(3);
  await screenshots(page, 'rfq-journey-quote');
  await page.locator('#rfq-1-100').check();
  await page.locator('#rfq-2-50').check();
  await page.getByTestId('rfq-accept').click();
  await expect(page.getByTestId('rfq-notice')).toContainText('2 lines added to cart');
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page.getByTestId('cart-quote-reference')).toHaveCount(2);
  await expect(page.getByTestId('cart-quote-reference').first()).toContainText(`Quote ${number}, line 1`);
  const orderNumber = /\/order\/(\d+)/.exec(page.url())![1]!;

  // Checkout: delivery and payment in the order form, the terms, placed.
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(page);
  await page.getByTestId('open-order-form').click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Shipping method').selectOption('courier_pl');
  await form.getByLabel('Payment method').selectOption('bank_transfer');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);

  // The placed order: the two lines at the quoted prices, naming the quote; the third is not in it.
  await page.goto(`/order-status/${orderNumber}`);
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(`Quote ${number}, line 1`);
  await expect(details).toContainText(`Quote ${number}, line 2`);
  await expect(details).toContainText(products[0]!.symbol);
  await expect(details).toContainText(products[1]!.symbol);
  await expect(details).not.toContainText(products[2]!.symbol);
  await expect(details).toContainText('1.25');
  await expect(details).toContainText('0.40');
  await screenshots(page, 'rfq-journey-order');

  // The request: two of three lines bought, the third open until the quote expires.
  await page.goto(`/rfq/details/${token}`);
  await expect(page.getByTestId('rfq-state')).toHaveText('Partly accepted');
  await expect(page.getByTestId('rfq-line-accepted')).toHaveCount(2);
});
