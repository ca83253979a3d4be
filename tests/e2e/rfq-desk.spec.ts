import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/staff';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  orderableProducts,
  screenshots,
  XHR,
  logInToDesk,
} from './support';

/**
 * Issue 18, a request for quote end to end (ADR 051, 048): a customer sends three typed lines; a
 * sales member logs into the desk (TOTP), claims the request, prices each line (the third with an
 * alternative) and sends the quote; the customer accepts two of the three lines and orders them at
 * the quoted prices, and the order's lines name the quote and its line. The API tier proves the
 * refusals (rfq-desk.test.ts).
 */
const sales = DEMO_STAFF.find((s) => s.roles.includes('sales' as never))!;

test('a request of three lines is priced in the desk, and two of its lines are ordered at the quoted prices', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  const products = (await orderableProducts(page)).slice(0, 4);
  expect(products).toHaveLength(4);

  // The customer types and sends three lines.
  await page.goto('/rfq/home');
  await hydrated(page);
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await page.getByRole('link', { name: '+ New request for quote' }).click();
  const editor = page.getByTestId('rfq-editor');
  await expect(editor).toBeVisible();
  await editor.getByLabel('Title').fill('Desk journey board');
  const amounts = ['10, 100', '50', '25'];
  for (const [i, product] of products.slice(0, 3).entries()) {
    await editor.getByLabel(`Line ${i + 1}: Part number`).fill(product.symbol);
    await editor.getByLabel(`Line ${i + 1}: Quantities`).fill(amounts[i]!);
  }
  await editor.getByLabel('Line 2: Target unit price').fill('0.30');
  await editor.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/rfq\/details\/[a-z0-9]{40}$/);
  await expect(page.getByTestId('rfq-state')).toHaveText('Sent');
  const token = /\/rfq\/details\/([a-z0-9]{40})$/.exec(page.url())![1]!;
  const { number } = (await (await page.request.get(`/ajax/rfq/details/${token}`)).json()) as {
    number: string;
  };

  // Sales: the inbox, unclaimed requests; this one opened, claimed and priced.
  const deskContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await deskContext.newPage();
  await logInToDesk(desk, 'sales');
  await desk
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Requests for quote' })
    .click();
  await hydrated(desk);
  await desk.getByLabel('Claimed').selectOption('unclaimed');
  await desk.getByLabel('Search').fill(number);
  await desk.getByRole('button', { name: 'Apply' }).click();
  await expect(desk).toHaveURL(/claim=unclaimed/);
  const row = desk.getByTestId(`rfq-inbox-${number}`);
  await expect(row).toContainText('Desk journey board');
  await expect(row).toContainText('Nobody');
  await screenshots(desk, 'rfq-desk-inbox');
  await row.getByRole('link', { name: number }).click();
  await hydrated(desk);
  await desk.getByRole('button', { name: 'Claim to price it' }).click();
  await expect(desk.getByTestId('rfq-desk-claimed-by')).toHaveText(sales.name);

  const line = (n: number) => desk.getByTestId(`rfq-desk-line-${n}`);
  // Line 1: the asked product at both asked quantities; a missing price is named before sending.
  await line(1).getByRole('button', { name: 'Save line 1' }).click();
  await expect(line(1).getByRole('alert')).toHaveText(
    'The price for 10 pcs must be a number greater than 0.',
  );
  const prices1 = line(1).getByLabel(/Unit price/);
  await prices1.nth(0).fill('1.25');
  await prices1.nth(1).fill('0.95');
  await line(1).getByLabel('Lead time, days').fill('3');
  await line(1).getByRole('button', { name: 'Save line 1' }).click();
  await expect(line(1).getByText('Line 1 saved.')).toBeVisible();
  await line(2)
    .getByLabel(/Unit price/)
    .fill('0.28');
  await line(2).getByRole('button', { name: 'Save line 2' }).click();
  await expect(line(2).getByText('Line 2 saved.')).toBeVisible();
  // Line 3: ours and an alternative.
  await line(3)
    .getByLabel(/Unit price/)
    .fill('2.10');
  await line(3).getByRole('button', { name: 'Add an alternative' }).click();
  const alternative = line(3).getByTestId('rfq-offer-3-2');
  await alternative.getByLabel('Our product (symbol)').fill(products[3]!.symbol);
  await alternative.getByLabel('Quantity').fill('25');
  await alternative.getByLabel(/Unit price/).fill('1.60');
  await alternative.getByLabel('Note for the customer').fill('Pin-compatible, in stock');
  await line(3).getByRole('button', { name: 'Save line 3' }).click();
  await expect(line(3).getByText('Line 3 saved.')).toBeVisible();
  await screenshots(desk, 'rfq-desk-request');

  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await desk.getByLabel('Valid until').fill(validUntil);
  await desk.getByRole('button', { name: 'Send the quote' }).click();
  await expect(desk.getByText('The quote was sent.')).toBeVisible();
  await expect(desk.getByTestId('rfq-desk-state')).toHaveText('Quoted');
  await deskContext.close();

  // The customer sees the quote as priced, alternative included, and takes lines 1 (at 100) and 3's alternative.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('rfq-state')).toHaveText('Quoted');
  await expect(page.getByTestId('rfq-offer')).toHaveCount(4);
  await expect(page.getByText('Pin-compatible, in stock')).toBeVisible();
  await page.locator('#rfq-1-100').check();
  await page.locator('#rfq-4-25').check();
  await page.getByTestId('rfq-accept').click();
  await expect(page.getByTestId('rfq-notice')).toContainText('2 lines added to cart');
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page.getByTestId('cart-quote-reference')).toHaveCount(2);
  const orderNumber = /\/order\/(\d+)/.exec(page.url())![1]!;

  // Delivery and payment through the API (the checkout journey is order.spec's subject), then placed.
  const addresses = await (await page.request.get('/ajax/profile/addresses')).json();
  const form = await page.request.patch(`/ajax/order/${orderNumber}/form`, {
    headers: XHR,
    data: {
      shippingAddressId: addresses.shippingAddresses.elements[0].addressNumber,
      invoiceAddressId: addresses.payerAddress.addressNumber,
      shippingCondition: 'courier_pl',
      paymentId: 'bank_transfer',
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);

  // The order's lines name the quote and its line, at the quoted prices.
  await page.goto(`/order-status/${orderNumber}`);
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(`Quote ${number}, line 1`);
  await expect(details).toContainText(`Quote ${number}, line 4`);
  await expect(details).toContainText('0.95');
  await expect(details).toContainText('1.60');
  await expect(details).toContainText(products[3]!.symbol);

  // The request: two of three lines bought, the rest open until the quote expires.
  await page.goto(`/rfq/details/${token}`);
  await expect(page.getByTestId('rfq-state')).toHaveText('Partly accepted');
});
