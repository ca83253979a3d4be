import { expect, test } from '@playwright/test';
import { XHR, logInByApi, orderableProducts, screenshots } from './support';

/**
 * Issue 17: a customer saves products to a new list from the product page, shares the list, a
 * visitor opens the public link in another browser (another market, its prices), and the customer
 * puts the whole list in the cart. SHOTS=dir also saves screenshots at 375, 1024 and 1440 px.
 */

test('save products to a new list, share it, open it as a visitor, put it in the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInByApi(page, 'soletrader@demo.shop');

  const products = await orderableProducts(page);
  expect(products.length, 'three products the journey can save and order').toBeGreaterThanOrEqual(3);
  const [first, second, third] = products;
  const name = `Board ${Date.now()}`;

  // From the product page: a new list, after the spec's confirmation.
  await page.goto(`/${encodeURIComponent(first!.symbol)}/details`);
  const save = page.getByTestId('save-to-favourites');
  await save.getByRole('button', { name: /Add to favourites/ }).click();
  await save.getByTestId('favourites-target').selectOption('new');
  await save.getByTestId('favourites-new-name').fill(name);
  await save.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(save.getByRole('status')).toContainText(name);

  // Two more into the same list, as the cart's "save as a list" sends them.
  const lists = await (await page.request.get('/ajax/favourites')).json();
  const directory = lists.directories.find((d: { name: string }) => d.name === name);
  const added = await page.request.post('/ajax/favourites/item', {
    headers: XHR,
    data: {
      directoryId: directory.directoryId,
      items: [second!, third!].map((p) => ({ symbol: p.symbol, quantity: p.minimumQuantity })),
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/profile/favourites/');
  await expect(page.getByTestId('favourites-card').filter({ hasText: name })).toContainText('3 products');
  await screenshots(page, 'favourites-home');

  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('favourites-item')).toHaveCount(3);
  await expect(page.getByTestId('favourites-items')).toContainText('HUF');
  await page.getByTestId('favourites-share').locator('summary').click();
  const link = await page.getByTestId('favourites-public-link').inputValue();
  expect(link).toMatch(/\/[A-Za-z0-9]{40}\/favourites$/);
  await screenshots(page, 'favourites-directory');
  // The export is a plain form post the browser downloads.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Board-\d+\.xlsx$/);

  // A visitor in another browser, in the German market: the list with euro prices, no owner data.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  const path = new URL(link).pathname;
  await stranger.goto(`/de${path}`);
  await expect(stranger.getByTestId('favourites-public')).toContainText(name);
  await expect(stranger.getByTestId('favourites-item')).toHaveCount(3);
  await expect(stranger.getByTestId('favourites-items')).toContainText('EUR');
  await expect(stranger.locator('body')).not.toContainText('soletrader@demo.shop');
  await screenshots(stranger, 'favourites-public');
  await visitor.close();

  // The whole list to the cart.
  await page.getByTestId('favourites-to-cart').click();
  const result = page.getByTestId('favourites-cart-result');
  await expect(result).toContainText('3 products were put in the cart');
  await result.getByRole('link', { name: 'Go to the cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  for (const p of [first!, second!, third!])
    await expect(page.getByTestId('cart-page')).toContainText(p.symbol);
  expect(errors).toEqual([]);
});
