import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 4: a company registers (e-mail verified by the code from the dev mailbox), logs out, logs
 * in, forgets the password, resets it through the mailed link and logs in with the new one.
 */
const email = `e2e-${Date.now()}@ampere-systems.pl`;
const password = 'solder-and-flux-2026';
const newPassword = 'resistor-ladder-4711';

/** The newest mail to `to` in the dev mailbox (opened in its own tab, as a developer would). */
async function openNewestMail(
  page: Page,
  to: string,
  subject: RegExp,
): Promise<{ subject: string; text: string; links: string[] }> {
  const mailbox = await page.context().newPage();
  try {
    await expect
      .poll(async () => {
        await mailbox.goto('/dev/mailbox');
        return mailbox
          .locator('[data-testid="mailbox-row"]', { hasText: to })
          .filter({ hasText: subject })
          .count();
      })
      .toBeGreaterThan(0);
    await mailbox
      .locator('[data-testid="mailbox-row"]', { hasText: to })
      .filter({ hasText: subject })
      .first()
      .getByRole('link')
      .click();
    await expect(mailbox.getByTestId('mail-to')).toHaveText(to);
    return {
      subject: (await mailbox.getByTestId('mail-subject').textContent()) ?? '',
      text: (await mailbox.getByTestId('mail-text').textContent()) ?? '',
      links: await mailbox
        .getByTestId('mail-link')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href)),
    };
  } finally {
    await mailbox.close();
  }
}

async function logOutFromHeader(page: Page) {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

test('register a company, verify the e-mail, log out and in, reset the password', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Step 1: company and address, validated by the server before step 2 opens.
  await page.goto('/registration');
  await page.locator('#reg-country').selectOption('pl');
  await expect(page.locator('#reg-region')).toBeVisible();
  await page.locator('#reg-type').selectOption('company');
  await page.locator('#reg-company').fill('Ampere Systems sp. z o.o.');
  await page.locator('#reg-vat').fill('PL5250001009');
  await page.locator('#reg-street').fill('ul. Długa 5');
  await page.locator('#reg-zip').fill('12');
  await page.locator('#reg-city').fill('Warszawa');
  await page.getByTestId('registration-next').click();
  // A wrong postal code keeps the visitor on step 1 with the server's message under the field.
  await expect(page.getByTestId('registration-step-1')).toContainText('postal code');
  await page.locator('#reg-zip').fill('00950');
  await page.locator('#reg-region').selectOption('MZ');
  await page.getByTestId('registration-next').click();

  // Step 2: the person, the e-mail code, the password and the terms.
  await expect(page.getByTestId('registration-step-2')).toBeVisible();
  await page.locator('#reg-first-name').fill('Ewa');
  await page.locator('#reg-last-name').fill('Kowalska');
  await page.locator('#reg-email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('registration-step-2')).toContainText(email);
  const codeMail = await openNewestMail(page, email, /code/i);
  const code = /(\d{6})/.exec(codeMail.subject)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.locator('#reg-code').fill(code!);
  await page.locator('#reg-password').fill(password);
  // The terms can be read before accepting them, in a new tab so the wizard keeps its data.
  const termsLink = page.getByTestId('registration-step-2').getByRole('link', { name: /read the terms/ });
  await expect(termsLink).toHaveAttribute('href', '/profile/account/terms');
  await expect(termsLink).toHaveAttribute('target', '_blank');
  await page.locator('#reg-terms').check();
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-done')).toContainText(/customer number is \d{7}/);
  // The header knows the new customer at once, without another page load.
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toContainText('Ampere Systems');

  // The new customer is logged in: the header shows the company.
  await page.goto('/');
  await expect(page.getByTestId('account-menu')).toContainText('Ampere Systems');
  await logOutFromHeader(page);

  // Log in again with the chosen password.
  await page.getByTestId('header-login').click();
  await page.locator('#login-login').fill(email);
  await page.locator('#login-password').fill('not-my-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Ampere Systems');
  await logOutFromHeader(page);

  // Forgot the password: a link by mail, a new password, the old one stops working.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.locator('#reset-email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-request-sent')).toBeVisible();
  const resetMail = await openNewestMail(page, email, /reset/i);
  const link = resetMail.links.find((href) => /\/password-reset\/[a-z0-9]{32,50}$/.test(href));
  expect(link).toBeTruthy();
  // The link leads to the customer's market (Poland) in the mail's language: the person registered
  // on the English site, so English (before, an English mail led to a Polish page).
  expect(new URL(link!).pathname).toMatch(/^\/en\/pl\/password-reset\//);
  await page.goto(new URL(link!).pathname);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('#reset-password').fill(newPassword);
  await page.locator('#reset-repeat').fill(newPassword);
  await page.getByTestId('password-reset-submit').click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  // The link works once.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId('password-reset-page')).toContainText('has expired or has already been used');

  await page.goto('/login');
  await page.locator('#login-login').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('incorrect');
  await page.locator('#login-password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Ampere Systems');
  await logOutFromHeader(page);

  // Ordering needs an account: a visitor gets the login dialog over the product page, and after
  // logging in the page is back with the customer, the order handed over as the after-login action.
  const list = await (await page.request.get('/ajax/catalog/products?pageSize=50')).json();
  const product = list.items.find(
    (p: { permissions: string[]; flags: string[] }) =>
      p.permissions.includes('SHOW_ORDER_BUTTON') &&
      !p.flags.includes('PRODUCT_BLOCKED') &&
      !p.flags.includes('NOT_IN_OFFER'),
  );
  await page.goto(`/${encodeURIComponent(product.symbol)}/details`);
  await page.locator('.product-page__buy .order-box__button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Log in to continue');
  await dialog.locator('#login-modal-login').fill(email);
  await dialog.locator('#login-modal-password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Ampere Systems');
  await expect(page.getByTestId('product-details')).toBeVisible();
  // The page hands the action over (and drops its cookie) once hydrated, after the server's HTML shows.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'after_login_action'))
    .toBe(false);

  expect(errors).toEqual([]);
});
