import { expect, test, type Page } from '@playwright/test';

/** Symbols of products to view, from the catalogue API (in stock, so they have categories with neighbours). */
async function someSymbols(page: Page, count: number): Promise<string[]> {
  const response = await page.request.get('/ajax/catalog/products?pageSize=50&sort=stock_desc');
  const list = (await response.json()) as { items: Array<{ symbol: string }> };
  return list.items.slice(0, count).map((p) => p.symbol);
}

test('accept marketing cookies, view 4 products: the home page recommends for you', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('recommended-for-you').getByRole('heading', { level: 2 })).toHaveText(
    'Recommended products',
  );

  // Through the settings: only marketing on, saved from the keyboard-reachable dialog.
  await banner.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('switch', { name: /Marketing/ }).check();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(banner).toBeHidden();
  const consent = (await context.cookies()).find((c) => c.name === 'consent');
  expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({
    preferences: false,
    marketing: true,
  });
  expect(consent!.secure).toBe(true);
  expect(consent!.sameSite).toBe('None');

  const viewed = async () => {
    const rfy = (await context.cookies()).find((c) => c.name === 'rfy');
    return rfy ? (JSON.parse(decodeURIComponent(rfy.value)) as { symbols: string[] }).symbols : [];
  };
  const symbols = await someSymbols(page, 4);
  for (const symbol of symbols) {
    await page.goto(`/${encodeURIComponent(symbol)}/details`);
    await expect(page.getByTestId('product-details')).toBeVisible();
    // The view is recorded by the page's script once it runs: wait for it before the next page.
    await expect.poll(viewed).toContain(symbol);
  }
  await expect.poll(async () => (await viewed()).length).toBe(4);

  await page.goto('/');
  const forYou = page.getByTestId('recommended-for-you');
  await expect(forYou.getByRole('heading', { level: 2 })).toHaveText('Recommended for you');
  await expect(banner).toHaveCount(0);

  // A click on a recommended product is reported with its tracking fields.
  const click = page.waitForRequest(
    (r) => r.url().endsWith('/ajax/recommendation/click') && r.method() === 'POST',
  );
  await forYou.locator('.product-slide').first().click();
  const payload = (await click).postDataJSON() as Record<string, unknown>;
  expect(payload).toMatchObject({
    recommendation_type: 'for_you',
    recommendation_place: 'home',
    algorithm_version: 'rfy-category-stock-1',
  });
  await expect(page.getByTestId('product-details')).toBeVisible();

  expect(errors).toEqual([]);
});

test('only necessary cookies: viewing products sets no recommended-for-you cookie', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  for (const symbol of await someSymbols(page, 4)) {
    await page.goto(`/${encodeURIComponent(symbol)}/details`);
    await expect(page.getByTestId('product-details')).toBeVisible();
  }
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toContain('consent');
  expect(names).not.toContain('rfy');
  await page.goto('/');
  await expect(page.getByTestId('recommended-for-you').getByRole('heading', { level: 2 })).toHaveText(
    'Recommended products',
  );

  // The footer link reopens the settings.
  await page.getByTestId('cookie-settings').click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a zone page, a manufacturer in it, and the promotions page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page
    .getByTestId('zones')
    .getByRole('link', { name: /Power supplies/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power supplies');
  await expect(page.getByTestId('product-list')).toBeVisible();
  const maker = page.getByRole('navigation', { name: 'Manufacturers' }).getByRole('link').nth(1);
  const makerName = (await maker.textContent())!.replace(/\s*\(\d+\)\s*$/, '').trim();
  await maker.click();
  await expect(page).toHaveURL(/\/katalog\/p\/power-supplies\/sub\/\d+_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Power supplies – ${makerName}`);
  for (const text of await page.locator('.product-identity__manufacturer').allTextContents())
    expect(text).toContain(makerName);

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  await expect(page.getByTestId('promotion-info').first()).toContainText(/Valid .+ – .+/);
  await page.locator('.list-toolbar__select select').first().selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(page.getByTestId('promoted-manufacturers')).toBeVisible();

  // Status labels explain themselves in a tooltip.
  const label = page.locator('.status-label__tooltip .ui-tooltip__trigger').first();
  await label.hover();
  await expect(page.getByRole('tooltip')).not.toHaveText(/Loading/);
  await expect(page.getByRole('tooltip')).toHaveText(/\w{6,}/);
});

test('mobile: the category drawer opens from the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await page.getByTestId('category-drawer-button').click();
  const drawer = page.getByRole('dialog', { name: 'Product categories' });
  await expect(drawer).toBeVisible();
  await drawer.locator('summary').first().click();
  await drawer.locator('details[open] a').first().click();
  await expect(page.getByTestId('product-list')).toBeVisible();
});
