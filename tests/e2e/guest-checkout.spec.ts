import { expect, test } from '@playwright/test';
import { hydrated, newestMail, passCaptcha, screenshots, type CatalogueItem } from './support';

/**
 * Guest checkout (issue 22, ADR 083): a visitor orders a part without an account, to a parcel
 * locker, pays through the test operator, follows the mail's link to the order, and makes an
 * account of it; the order is then in the account's order status.
 */
test('order as a guest: parcel locker, testpay, the mail’s link to the status, an account after it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.setTimeout(180_000);
  const email = `guest.${Date.now()}@example.com`;
  const password = 'solder-and-flux-guest-77';

  const list = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const product = (list.items as CatalogueItem[]).find(
    (p) =>
      p.permissions.includes('SHOW_ORDER_BUTTON') &&
      p.permissions.includes('SHOW_PRICE') &&
      p.stock.count >= p.minimumQuantity * 2 &&
      !p.flags.some((f) =>
        ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'EXTERNAL_WAREHOUSE', 'OVERSIZED', 'DANGEROUS'].includes(f),
      ),
  );
  expect(product, 'a product the journey can order').toBeTruthy();

  // The order button asks a visitor to log in, and offers to order as a guest instead.
  // The Polish market in English: its currency, VAT and parcel lockers, the page's words in English.
  await page.goto(`/en/pl/${encodeURIComponent(product!.symbol)}/details`);
  await hydrated(page);
  await page.locator('.product-page__buy .order-box__button').click();
  const dialog = page.getByRole('dialog');
  // On the Polish market the order button's dialog is the ZBL one; it offers the guest order too.
  await expect(dialog).toContainText('Log in');
  await expect(dialog.getByTestId('login-guest-offer')).toContainText('Private persons only');
  await dialog.getByRole('link', { name: 'Order as a guest' }).click();

  // The guest form: the part, contact, billing address, a parcel locker, online payment.
  await expect(page.getByTestId('guest-checkout-form')).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('guest-line')).toContainText(product!.symbol);
  const form = page.getByTestId('guest-checkout-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name').fill('Ola');
  await form.getByLabel('Last name').fill('Nowak');
  await form.getByLabel('Phone').fill('600 100 200');
  await form.getByLabel('Street and number').fill('ul. Lipowa 3');
  await form.getByLabel('Zip code').fill('31-000');
  await form.getByLabel('City').fill('Kraków');
  await form.locator('#guest-method').selectOption('parcel_locker');
  await form.getByTestId('guest-locker-choose').click();
  await page.locator('#locker-search').fill('Kraków');
  await page.locator('#locker-search').press('Enter');
  await page
    .getByTestId('locker-list')
    .getByRole('button', { name: /Kraków/ })
    .first()
    .click();
  await expect(form.getByTestId('guest-locker')).toContainText('Kraków');
  await form.locator('#guest-payment').selectOption({ label: 'Online payment' });
  await form.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
  await passCaptcha(form);
  await screenshots(page, 'guest-form-en');
  await form.getByTestId('guest-place').click();

  // The test operator's page: pay, back to the shop.
  await page.waitForURL(/\/payment-operator\/[0-9a-f]{32}/);
  await page.getByTestId('operator-pay').click();
  // The operator returns every buyer to the confirmation page; the guest's browser goes on to the order.
  await page.waitForURL(/\/guest-order\//);
  await hydrated(page);
  await expect(page.getByTestId('guest-order-payment')).toHaveText('Paid');

  // The confirmation mail links the order's own page; its number alone opens nothing.
  const mail = await newestMail(page, email, 'order_confirmation');
  const link = /https?:\/\/\S+\/guest-order\/\S+/.exec(mail.text)?.[0];
  expect(link, 'the mail links the guest order').toBeTruthy();
  const orderNumber = /\d{6,}/.exec(mail.subject)?.[0];
  expect(mail.text).toContain('create an account with these details');
  await page.goto(link!);
  await hydrated(page);
  await expect(page.getByTestId('guest-order-page')).toContainText(orderNumber!);
  await expect(page.getByTestId('guest-order-payment')).toHaveText('Paid');
  await expect(page.getByTestId('guest-account-offer')).toContainText('Create an account with these details');
  await screenshots(page, 'guest-order-en');
  // The same order's page in Polish (the link works on any of the shop's sites).
  await page.goto(link!.replace('/en/pl/', '/pl/'));
  await hydrated(page);
  await expect(page.getByTestId('guest-account-offer')).toContainText('Załóż konto z tymi danymi');
  await screenshots(page, 'guest-order-pl');
  await page.goto(link!);
  await hydrated(page);
  expect((await page.request.get(`/ajax/order-status/${orderNumber}`)).status()).toBe(401);

  // "Create an account with these details": the code mailed to the order's e-mail and a password.
  const offer = page.getByTestId('guest-account-offer');
  await offer.getByTestId('guest-send-code').click();
  await expect(offer).toContainText('The code is in your mailbox.');
  const code = /(\d{6})/.exec((await newestMail(page, email, 'verification_code')).subject)![1]!;
  await offer.getByLabel('Code from the e-mail').fill(code);
  await offer.locator('#guest-account-password').fill(password);
  await offer.getByTestId('guest-create-account').click();
  await expect(offer.getByTestId('guest-account-outcome')).toContainText('Your account is ready');

  // The new account logs in and finds the order in its order status.
  await page.goto('/en/pl/login');
  await hydrated(page);
  await page.locator('#login-login').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto('/en/pl/order-status');
  await expect(page.getByTestId('order-row').first()).toContainText(orderNumber!);

  expect(errors).toEqual([]);
});

test('the guest pages in Polish, for the screenshots', async ({ page }) => {
  const list = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const symbol = (list.items as CatalogueItem[])[0]!.symbol;
  await page.goto(`/pl/guest-checkout?symbol=${encodeURIComponent(symbol)}&amount=2`);
  await hydrated(page);
  await expect(page.getByTestId('guest-hint')).toContainText('Tylko dla osób prywatnych');
  await screenshots(page, 'guest-form-pl');
  // A forged link is the shop's 404 page.
  const forged = await page.goto(`/pl/guest-order/1.zzzzzz.${'A'.repeat(32)}`);
  expect(forged?.status()).toBe(404);
});
