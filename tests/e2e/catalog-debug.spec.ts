/**
 * The catalogue debug page (spec §2 `/katalog/debug`): support opens it from the desk's navigation,
 * types a product's symbol as a buyer would (lower case, dots), and sees how it was found and the
 * product's stored row; the shop's visitors do not have the page.
 */
import { expect, test } from '@playwright/test';
import { hydrated, logInToDesk, orderableProducts, screenshots } from './support';

test('support looks up a product as stored, by a messily typed symbol', async ({ page }) => {
  const [product] = await orderableProducts(page);
  expect(product).toBeDefined();
  const visitor = await page.request.get(`/katalog/debug?symbol=${encodeURIComponent(product!.symbol)}`);
  expect(visitor.status()).toBe(404);

  await logInToDesk(page, 'support');
  await page
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Catalogue debug' })
    .click();
  await hydrated(page);
  const typed = product!.symbol.toLowerCase().replace(/-/g, '.');
  await page.getByLabel('Symbol or manufacturer’s symbol as typed').fill(typed);
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  const lookup = page.getByTestId('catalog-debug-lookup');
  await expect(lookup).toContainText(typed === product!.symbol ? 'the symbol exactly' : 'the normalised key');
  await expect(page.getByTestId('catalog-debug-product')).toContainText('symbol_key');
  await expect(page.getByTestId('catalog-debug-price-breaks').getByRole('table')).toBeVisible();
  await screenshots(page, 'catalog-debug');
  await lookup.getByRole('link', { name: /Open the product page/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${encodeURIComponent(product!.symbol)}/details`));
});
