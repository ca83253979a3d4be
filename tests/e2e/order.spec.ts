import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { hydrated, logOutFromHeader, newestMail, registerCompany } from './support';

/**
 * Issue 5: an anonymous visitor presses the order button, logs in in the dialog, and the part lands
 * in a new order; the customer opens the cart, goes to delivery and payment, picks a parcel locker
 * on the map, places the order and pays it with the test operator, sees the confirmation and the
 * order in order status, and exports it as CSV.
 */
const stamp = Date.now();
const company = {
  email: `e2e-order-${stamp}@ohm-parts.pl`,
  password: 'inductor-coil-2026',
  company: 'Ohm Parts sp. z o.o.',
  street: 'ul. Miedziana 7',
};

interface ListItem {
  symbol: string;
  flags: string[];
  permissions: string[];
  minimumQuantity: number;
  multiples: number;
  stock: { count: number };
}

test('order as a visitor: log in, cart, parcel locker, pay, confirmation, order status, CSV', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.setTimeout(120_000);
  await registerCompany(page, company);
  await page.goto('/');
  await logOutFromHeader(page);

  // A part in stock, priced, sold by us (not marketplace), small enough for a locker.
  const list = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const product = (list.items as ListItem[]).find(
    (p) =>
      p.permissions.includes('SHOW_ORDER_BUTTON') &&
      p.permissions.includes('SHOW_PRICE') &&
      p.stock.count >= p.minimumQuantity * 2 &&
      !p.flags.some((f) =>
        ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'EXTERNAL_WAREHOUSE', 'OVERSIZED', 'DANGEROUS'].includes(f),
      ),
  );
  expect(product, 'a product the journey can order').toBeTruthy();

  // The visitor presses the order button: the login dialog; after logging in the part is in a new order.
  await page.goto(`/${encodeURIComponent(product!.symbol)}/details`);
  await page.locator('.product-page__buy .order-box__button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Log in to continue');
  await dialog.locator('#login-modal-login').fill(company.email);
  await dialog.locator('#login-modal-password').fill(company.password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Ohm Parts');
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');

  // On a 375 px phone the header keeps the cart button on the screen and the page does not scroll
  // sideways, also on the international site, where the buyer kind joins the header's controls.
  const details = page.url();
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/en']) {
    await page.goto(path);
    await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    const cartButton = (await page.getByTestId('mini-cart-toggle').boundingBox())!;
    expect(cartButton.x, `cart button on ${path}`).toBeGreaterThanOrEqual(0);
    expect(cartButton.x + cartButton.width, `cart button on ${path}`).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(desktop);
  await page.goto(details);

  // The cart: the line at the server's price, then on to delivery and payment.
  await page.getByTestId('mini-cart-toggle').click();
  await page.getByTestId('mini-cart-panel').getByRole('link').last().click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(product!.symbol);
  // The unit in the page's language, not the stock code (ST, ROL…).
  await expect(page.locator('.cart-line__unit')).toHaveText(/^(pc\.|pcs|m|reels?|sets?|packs?)$/);
  const orderNumber = /\/order\/(\d+)/.exec(page.url())?.[1];
  expect(orderNumber).toMatch(/^\d+$/);
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  // "Continue" is a link: step 2 is a new document, whose button works once hydrated.
  await hydrated(page);

  // The order form: parcel locker chosen on the map, receiver phone, online payment.
  await page.getByTestId('open-order-form').click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Shipping method').selectOption('parcel_locker');
  await expect(form).toContainText('Locker data will be updated automatically in the next step.');
  await form.getByRole('button', { name: 'Choose a parcel locker' }).click();
  await page.locator('#locker-search').fill('Kraków');
  await page.locator('#locker-search').press('Enter');
  await expect(page.getByTestId('locker-map')).toBeVisible();
  const krakow = page.getByTestId('locker-list').getByRole('button', { name: /Kraków/ });
  await expect(page.getByTestId('locker-list').getByRole('button').first()).toHaveAccessibleName(/Kraków/);
  await krakow.first().click();
  await expect(page.getByTestId('chosen-locker')).toContainText('Kraków');
  await form.getByLabel('Receiver phone').fill('60010020');
  await form.getByLabel('Payment method').selectOption({ label: 'Online payment' });
  await form.getByRole('button', { name: 'Save' }).click();
  // Eight digits: the server's message under the field, the form stays open.
  await expect(form.getByRole('alert').first()).toBeVisible();
  await form.getByLabel('Receiver phone').fill('600100200');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Place the order: the test operator's page, pay, back to the confirmation.
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/payment-operator\/[0-9a-f]{32}\?lang=en$/);
  await page.getByTestId('operator-pay').click();
  await page.waitForURL(/\/link\/order-confirmation/);
  await expect(page.getByTestId('order-outcome')).toContainText(orderNumber!);
  expect((await newestMail(page, company.email, 'order_confirmation')).subject).toContain(orderNumber!);

  // The order in order status, paid, with the locker as the shipping address.
  await page.goto('/order-status');
  await expect(page.getByTestId('order-row').first()).toContainText(orderNumber!);
  await page.getByTestId('order-row').first().getByRole('link').first().click();
  await expect(page.getByTestId('order-details')).toContainText(product!.symbol);
  await expect(page.getByTestId('order-details').getByTestId('order-status').first()).toHaveClass(
    /order-status--paid/,
  );

  // CSV export of the order: the line and the totals.
  const csv = await page.request.get(`/order/export-to-csv/${orderNumber}`);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const rows: string[][] = parse((await csv.text()).replace(/^\uFEFF/, ''));
  expect(rows.some((row) => row.includes(product!.symbol))).toBe(true);

  expect(errors).toEqual([]);
});
