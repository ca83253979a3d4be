import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/accounts';
import {
  hydrated,
  orderableProducts,
  passCaptcha,
  registerCompany,
  screenshots,
  type CatalogueItem,
} from './support';

/**
 * The visitor cart (issue 22, ADR 087): a visitor adds two parts, opens the cart (in all four
 * languages, each market's currency and VAT), changes an amount,
 * orders both as a guest and lands on the order's page, the cart emptied; another visitor adds a
 * part, logs in from the cart and finds it in the account's cart.
 */
async function partsToOrder(page: Page, count: number): Promise<CatalogueItem[]> {
  const parts = (await orderableProducts(page)).filter(
    (p) =>
      p.permissions.includes('SHOW_ORDER_BUTTON') &&
      p.stock.count >= p.minimumQuantity * 3 &&
      !p.flags.some((f) => ['OVERSIZED', 'DANGEROUS'].includes(f)),
  );
  expect(parts.length, 'parts the journey can order').toBeGreaterThanOrEqual(count);
  return parts.slice(0, count);
}

/** The order button on a part's page: the part goes into the visitor cart, the dialog says so. */
async function addOnItsPage(page: Page, prefix: string, part: CatalogueItem, shots?: string): Promise<void> {
  await page.goto(`${prefix}/${encodeURIComponent(part.symbol)}/details`);
  await hydrated(page);
  await page.locator('.product-page__buy .order-box__button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('login-modal-added')).toContainText(part.symbol);
  if (shots) await screenshots(page, shots);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('a visitor fills the cart with two parts and orders them as a guest; the cart is empty after', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.setTimeout(150_000);
  const [first, second] = await partsToOrder(page, 2);

  await page.goto('/en/pl/cart');
  await hydrated(page);
  await expect(page.getByTestId('visitor-cart-empty')).toContainText('Your cart is empty.');
  await screenshots(page, 'visitor-cart-empty-en');

  await addOnItsPage(page, '/en/pl', first!, 'visitor-added-dialog-en');
  await expect(page.locator('header a.mini-cart__toggle').getByTestId('mini-cart-count')).toHaveText('1');
  await addOnItsPage(page, '/en/pl', second!);
  await expect(page.locator('header a.mini-cart__toggle').getByTestId('mini-cart-count')).toHaveText('2');

  // The header's cart leads to the cart page: both lines priced in złoty with VAT.
  await page.locator('header a.mini-cart__toggle').click();
  await expect(page.getByTestId('visitor-cart-line')).toHaveCount(2);
  await expect(page.getByTestId('visitor-cart-totals')).toContainText('VAT 23 %');
  await expect(page.getByTestId('visitor-cart-gross')).toContainText(/PLN|zł/);
  // A bigger amount of the first part, typed: the line's total follows once priced again.
  const amount = page.getByRole('textbox', { name: `Amount ${first!.symbol}`, exact: true });
  const lineNet = page.getByTestId('visitor-cart-line').first().getByTestId('visitor-cart-line-net');
  const before = await lineNet.textContent();
  await amount.fill(String(first!.minimumQuantity * 2));
  await expect(lineNet).not.toHaveText(before!);
  await screenshots(page, 'visitor-cart-en');
  // The same cart in Polish and in Hungarian.
  await page.goto('/pl/cart');
  await hydrated(page);
  await expect(page.getByTestId('visitor-cart-guest')).toHaveText('Zamów jako gość');
  await screenshots(page, 'visitor-cart-pl');
  await page.goto('/hu/cart');
  await hydrated(page);
  await expect(page.getByTestId('visitor-cart-guest')).toHaveText('Rendelés vendégként');
  await expect(page.getByTestId('visitor-cart-gross')).toContainText(/HUF|Ft/);
  await screenshots(page, 'visitor-cart-hu');
  await page.goto('/de/cart');
  await hydrated(page);
  await expect(page.getByTestId('visitor-cart-guest')).toHaveText('Als Gast bestellen');
  await expect(page.getByTestId('visitor-cart-login')).toHaveText('Anmelden / registrieren und bestellen');
  await expect(page.getByTestId('visitor-cart-totals')).toContainText('USt. 19 %');
  await screenshots(page, 'visitor-cart-de');
  await page.goto('/en/pl/cart');
  await hydrated(page);

  // Order as a guest: the form holds both lines with their totals.
  await page.getByTestId('visitor-cart-guest').focus();
  await page.keyboard.press('Enter');
  const form = page.getByTestId('guest-checkout-form');
  await expect(form).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('guest-line')).toHaveCount(2);
  await expect(page.getByTestId('guest-totals')).toContainText('VAT 23 %');
  await form.getByLabel('E-mail').fill(`visitor.${Date.now()}@example.com`);
  await form.getByLabel('First name').fill('Ola');
  await form.getByLabel('Last name').fill('Nowak');
  await form.getByLabel('Phone').fill('600 100 200');
  await form.getByLabel('Street and number').fill('ul. Lipowa 3');
  await form.getByLabel('Zip code').fill('31-000');
  await form.getByLabel('City').fill('Kraków');
  // A courier to the billing address, paid by bank transfer (the proforma): the order's page at once.
  const courier = await form.locator('#guest-method option', { hasText: /^Courier/ }).getAttribute('value');
  await form.locator('#guest-method').selectOption(courier!);
  await form.locator('#guest-payment').selectOption({ label: 'Bank transfer (proforma invoice)' });
  await form.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
  await passCaptcha(form);
  await screenshots(page, 'visitor-guest-form-en');
  await form.getByTestId('guest-place').click();

  // The order's page; the ordered lines left the cart.
  await page.waitForURL(/\/guest-order\//);
  await hydrated(page);
  await expect(page.getByTestId('guest-order-page')).toContainText(first!.symbol);
  await expect(page.getByTestId('guest-order-page')).toContainText(second!.symbol);
  await expect(page.locator('header a.mini-cart__toggle').getByTestId('mini-cart-count')).toHaveText('0');
  expect(await page.evaluate(() => localStorage.getItem('visitorCart'))).toBeNull();
  expect(errors).toEqual([]);
});

test('a visitor logs in from the cart and finds the part in the account’s cart', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.setTimeout(120_000);
  const [part] = await partsToOrder(page, 3).then((parts) => parts.slice(2));
  await addOnItsPage(page, '', part!);
  await page.goto('/cart');
  await hydrated(page);
  await expect(page.getByTestId('visitor-cart-line')).toHaveCount(1);
  await page.getByTestId('visitor-cart-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#login-modal-login').fill('private@demo.shop');
  await dialog.locator('#login-modal-password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  // The login form added the lines to the account's cart before the page came back; the visitor
  // cart is emptied and the header's cart is the account's.
  expect(await page.evaluate(() => localStorage.getItem('visitorCart'))).toBeNull();
  await expect(page.getByTestId('mini-cart-toggle')).toBeVisible();
  await expect(page.getByTestId('mini-cart-count')).not.toHaveText('0');
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart\/step\/1\/order\//);
  await expect(page.getByTestId('cart-page')).toContainText(part!.symbol);
  expect(errors).toEqual([]);
});

test('a visitor who registers finds the cart’s part in the new account’s cart', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.setTimeout(120_000);
  const [part] = await partsToOrder(page, 4).then((parts) => parts.slice(3));
  await addOnItsPage(page, '', part!);
  await registerCompany(page, {
    email: `e2e-cart-${Date.now()}@ohm-parts.pl`,
    password: 'inductor-coil-2026',
    company: 'Ohm Parts sp. z o.o.',
    street: 'ul. Miedziana 7',
  });
  // The registration added the lines to the new account's cart and emptied the visitor cart.
  expect(await page.evaluate(() => localStorage.getItem('visitorCart'))).toBeNull();
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/cart\/step\/1\/order\//);
  await expect(page.getByTestId('cart-page')).toContainText(part!.symbol);
  expect(errors).toEqual([]);
});
