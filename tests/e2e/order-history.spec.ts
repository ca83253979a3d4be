import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  fillOrderFormAndContinue,
  hydrated,
  logInByApi,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 19 "reorder from history": the demo company places an order of nearly all the stock of a
 * part, finds it in the order history by its number, opens it, asks to order it again, sees what
 * changed since (the stock left is short of the amount), adds it to a new cart and finds it there.
 * On the way it downloads the order's proforma from the history and reads the PDF back.
 */
interface ListItem {
  symbol: string;
  flags: string[];
  permissions: string[];
  minimumQuantity: number;
  multiples: number;
  stock: { count: number };
}

test('reorder from history: the differences first, then the cart', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');

  // A part sold one by one with a little stock: the last such of the first page (other journeys take the first).
  const list = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const product = (list.items as ListItem[])
    .filter(
      (p) =>
        p.permissions.includes('SHOW_PRICE') &&
        p.permissions.includes('SHOW_STOCK') &&
        p.minimumQuantity === 1 &&
        p.multiples === 1 &&
        p.stock.count >= 3 &&
        p.stock.count <= 100_000 &&
        !p.flags.some((f) =>
          ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'EXTERNAL_WAREHOUSE', 'OVERSIZED', 'DANGEROUS'].includes(f),
        ),
    )
    .at(-1);
  expect(product, 'a product the journey can order').toBeTruthy();
  const amount = product!.stock.count - 1;

  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `history-${Date.now()}` },
    data: { item: { symbol: product!.symbol, amount }, customerOrderNumber: `HIST-${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await fillOrderFormAndContinue(page, orderNumber);
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);

  // ---- The history: search by the order's number ----
  await page.goto('/profile/new-order-history');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Order number' }).fill(orderNumber);
  await page.getByTestId('order-history-page').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`orderNumber=${orderNumber}`));
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNumber);
  await screenshots(page, 'order-history-list');

  // ---- One order, reorder: what changed, then into a new cart ----
  await rows.first().getByRole('link', { name: orderNumber }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  // Paid by bank transfer: the order's proforma is beside it; its PDF downloads and reads back. A
  // background job issues it (ADR 060), so the page is read again until it is there.
  const proforma = page.getByRole('link', { name: /^PF\// });
  await expect(async () => {
    if (!(await proforma.isVisible())) {
      await page.reload();
      await hydrated(page);
    }
    await expect(proforma).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const pdf = await page.request.get((await proforma.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = join(mkdtempSync(join(tmpdir(), 'history-proforma-')), 'proforma.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain((await proforma.textContent())!.trim());
  await page.getByTestId('reorder-open').click();
  const preview = page.getByTestId('reorder-preview');
  await expect(preview).toBeVisible();
  const line = preview.getByTestId('reorder-line').filter({ hasText: product!.symbol });
  await expect(line.getByTestId('reorder-problem-shortStock')).toContainText('Not enough in stock');
  await screenshots(page, 'order-history-reorder');
  await page.getByTestId('reorder-confirm').click();
  const done = page.getByTestId('reorder-done');
  await expect(done).toContainText('1 product added to the cart.');
  await done.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page).toHaveURL(/\/cart\/step\/1\/order\//);
  await hydrated(page);
  await expect(page.locator('main')).toContainText(product!.symbol);
  expect(errors).toEqual([]);
});
