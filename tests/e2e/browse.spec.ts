import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hydrated } from './support';

/** A newcomer's first visit (issue "walking shop" §8): browse, open a product, switch market, linecard. */
test('browse the catalogue, open a product, switch to Hungary, reach a manufacturer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByTestId('recommended-week')).toBeVisible();

  // Walk the category tree: catalogue → a category → its first subcategory with products.
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
  await page.getByTestId('category-tree').locator('.category-tree__mid').first().click();
  const subcategory = page.locator('.subcategories a').first();
  if (await subcategory.count()) await subcategory.click();
  await expect(page.getByTestId('list-count')).toContainText('Showing 1–');
  // After the page shows, the stock of every listed product is refreshed in one batched request.
  const stockRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/ajax/product/data')) return;
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    // The client gzips larger bodies (spec §7).
    stockRequests.push(
      (request.headers()['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString(),
    );
  });
  await page.reload();
  await expect.poll(() => stockRequests.length, { timeout: 5000 }).toBe(1);
  expect(JSON.parse(stockRequests[0]).items.length).toBe(await page.locator('.product-row').count());

  // Open a product sold in multiples.
  const row = page.locator('.product-row:not([data-multiples="1"])').first();
  const multiples = Number(await row.getAttribute('data-multiples'));
  expect(multiples).toBeGreaterThan(1);
  const link = row.locator('.product-identity__symbol');
  const symbol = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByTestId('product-details')).toBeVisible();
  await expect(page.locator('.product-page__symbol')).toHaveText(symbol);
  await expect(page.getByTestId('price-breaks')).toContainText('EUR');

  // Switch the market to Hungary: the same product in HUF, in Hungarian.
  await page.getByTestId('country-switch').click();
  await page.getByTestId('country-select').selectOption('hu');
  await expect(page.getByTestId('country-currency')).toHaveText('HUF');
  await page.getByTestId('country-save').click();
  await expect(page).toHaveURL(/\/hu\//);
  await expect(page.getByTestId('price-breaks')).toContainText('HUF');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  // The market's page is a new document: the amount's checks run once it is hydrated.
  await hydrated(page);

  // An amount off the multiples grid shows the multiplicity error and disables ordering.
  const buy = page.locator('.product-page__buy');
  await buy.locator('.ui-amount__input').fill(String(multiples * 2 + 1));
  await expect(buy.getByRole('alert')).toContainText(String(multiples));
  await expect(buy.locator('.order-box__button')).toBeDisabled();
  await buy.locator('.ui-amount__input').fill(String(multiples * 2));
  await expect(buy.getByRole('alert')).toHaveCount(0);

  // The modal's country list leaves out the international site (spec §2); its link leads there.
  await page.getByTestId('country-switch').click();
  await page.getByTestId('country-international').click();
  await expect(page).not.toHaveURL(/\/hu\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('price-breaks')).toContainText('EUR');

  // Reach a manufacturer through the linecard.
  await page.locator('.site-nav a').nth(1).click();
  await expect(page.getByTestId('manufacturers')).toBeVisible();
  await page.locator('.letters a').nth(1).click();
  await page.getByTestId('manufacturers').getByRole('link').first().click();
  await expect(page.getByTestId('manufacturer')).toBeVisible();

  expect(errors).toEqual([]);
});

test('an unknown page answers 404 with helpful links', async ({ page }) => {
  const response = await page.goto('/no/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('This page does not exist');
  await expect(page.getByTestId('not-found').getByRole('link', { name: 'Product catalogue' })).toBeVisible();
});
