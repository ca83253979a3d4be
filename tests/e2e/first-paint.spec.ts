import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, orderableProducts } from './support';

/**
 * Chunks the first paint leaves for a press or a keystroke (ADR 044 session 16, ADR 082): since
 * session 17 also the favourites form (with its dialogs) and the search box's options; since
 * session 19 (ADR 088) the search box's suggestions, the dialogs' frames, the newsletter sign-up,
 * the desk's page definitions.
 */
const ON_USE =
  /\/(add-to-cart|mini-cart-panel|add-alert|office-banner|newsletter-api|newsletter-signup|save-to-favourites|search-combobox|modal-layers|desk-pages)-[^/]*\.js$/;

/**
 * A product page's JavaScript budget (ADR 044, session 16): a visitor's page fetches none of the
 * add-to-cart flow, the mini-cart's panel, the alert form, the staff banner or the newsletter's call; a customer's "Notify me", order button and mini-cart load theirs on the press
 * and work.
 */
test('a product page loads its click-only parts on the press, and they work', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const [product] = await orderableProducts(page);
  const path = `/${encodeURIComponent(product!.symbol)}/details`;
  await page.goto(path);
  await hydrated(page);
  expect(scripts.filter((s) => ON_USE.test(s))).toEqual([]);

  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  scripts.length = 0;
  await page.goto(path);
  await hydrated(page);
  // The demo company's page shows its after-login message from the first paint (ADR 088): the
  // dialogs' frames load before hydrating then; the press-only flows still do not.
  expect(scripts.filter((s) => ON_USE.test(s) && !/\/modal-layers-/.test(s))).toEqual([]);

  await page.getByRole('button', { name: 'Notify me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add notification' });
  await expect(dialog).toBeVisible();
  expect(scripts.some((s) => /\/add-alert-[^/]*\.js$/.test(s))).toBe(true);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The notification is set.' })).toBeVisible();

  await page.getByTestId('mini-cart-toggle').click();
  await expect(page.getByTestId('mini-cart-panel')).toBeVisible();
  expect(scripts.some((s) => /\/mini-cart-panel-[^/]*\.js$/.test(s))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mini-cart-panel')).toBeHidden();
});

/**
 * The page's own scripts are named by the server in the page's head (ADR 082), so they load with
 * the entry's, and its stylesheets after the root's (ADR 088); the search box's suggestions come
 * with the first focus.
 */
test("the server names the page's scripts as modulepreload links; suggestions load on typing", async ({
  page,
}) => {
  const [product] = await orderableProducts(page);
  await page.goto(`/${encodeURIComponent(product!.symbol)}/details`);
  const preloads = await page
    .locator('head link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(preloads.some((href) => /\/product-details-page-[^/]*\.js$/.test(href))).toBe(true);
  const stylesheets = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(stylesheets.some((href) => /\/product-details-page-[^/]*\.css$/.test(href))).toBe(true);
  await hydrated(page);

  const suggestions = page.waitForRequest((r) => /\/search-combobox-[^/]*\.js$/.test(r.url()));
  await page.getByRole('combobox', { name: 'Search products' }).fill(product!.symbol.slice(0, 4));
  await suggestions;
  await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toBeVisible();
});

/**
 * A part kept on use (ADR 088): a press made before its code came is held, then done once the code
 * has come and React has the part. Dispatched alone, without the pointer coming over the button
 * first (which starts the load), and with the code held back.
 */
test('a press on "Notify me" before its code came is held and done once', async ({ page }) => {
  const [product] = await orderableProducts(page);
  await logInByApi(page, 'soletrader@demo.shop');
  let released = false;
  await page.route(/\/assets\/add-alert-button-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    released = true;
    await route.continue();
  });
  await page.goto(`/${encodeURIComponent(product!.symbol)}/details`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Notify me' }).dispatchEvent('click');
  expect(released).toBe(false);
  const dialog = page.getByRole('dialog', { name: 'Add notification' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  expect(released).toBe(true);
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(1);
});
