import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  logInToDesk,
  orderableProducts,
  screenshots,
  placeBankTransferOrder,
} from './support';

/**
 * Issue 19, staff desk and product page: the demo company orders a part by bank transfer (the shop
 * issues a proforma) and downloads the proforma; the part's page then says "In your orders" with
 * that order. Support finds the proforma on the desk by part of its number and sees the download in
 * its log.
 */
test('the desk finds an invoice and its download log; the product page names the order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  const product = (await orderableProducts(page)).at(-2)!;
  expect(product, 'a product the journey can order').toBeTruthy();

  const orderNumber = await placeBankTransferOrder(page, product, 'invoice-desk');

  // The proforma, downloaded once (the desk's log shows it).
  let proforma: { id: number; number: string; pdfPath: string } | undefined;
  await expect(async () => {
    const invoices = await (await page.request.get(`/ajax/invoices/order/${orderNumber}`)).json();
    proforma = (invoices.items as Array<{ id: number; number: string; kind: string; pdfPath: string }>).find(
      (i) => i.kind === 'proforma',
    );
    expect(proforma).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  expect((await page.request.get(proforma!.pdfPath)).status()).toBe(200);

  // ---- The product page: "In your orders", after hydration ----
  await page.goto(`/${encodeURIComponent(product.symbol)}/details`);
  await hydrated(page);
  const block = page.getByTestId('ordered-before');
  await expect(block).toContainText(orderNumber);
  await block.getByRole('link', { name: orderNumber }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // ---- The desk ----
  const desk = await (await browser.newContext({ baseURL: page.url() })).newPage();
  desk.on('pageerror', (error) => errors.push(error.message));
  await logInToDesk(desk, 'support');
  await desk.goto('/staff/invoices');
  await hydrated(desk);
  await expect(desk.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await screenshots(desk, 'staff-invoices');
  const part = proforma!.number.slice(-6);
  await desk.getByRole('searchbox', { name: 'Invoice number' }).fill(part);
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk).toHaveURL(new RegExp(`number=${part}`));
  const row = desk.getByTestId(`invoice-row-${proforma!.id}`);
  await expect(row).toContainText(proforma!.number);
  await row.getByRole('link', { name: proforma!.number }).click();
  await hydrated(desk);
  await expect(desk.getByRole('heading', { name: `Invoice ${proforma!.number}` })).toBeVisible();
  await expect(desk.getByTestId('invoice-downloads')).toContainText('PDF');
  await screenshots(desk, 'staff-invoice');
  expect(errors).toEqual([]);
});
