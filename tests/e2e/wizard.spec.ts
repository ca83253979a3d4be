import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, screenshots } from './support';

/**
 * Issue 21, the link wizards (ADR 073): the demo company's main contact person invites a colleague;
 * the colleague opens the mailed link from the dev mailbox in their own browser, goes through the
 * contact-person wizard (details, password, terms; the server refuses a weak password on the way),
 * finishes on /link/confirmation and logs in as the company's new contact person. The spent link
 * then lands on /link/failure.
 */
const stamp = Date.now();
const colleague = `kolega-${stamp}@elektro-systems.pl`;
const password = 'inductor-coil-2026';

test('a colleague joins the company through the mailed contact-person wizard', async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');

  // The main contact person invites a colleague from the profile.
  await page.goto('/profile/account/contact-persons');
  await hydrated(page);
  await page.getByTestId('contact-person-add').click();
  await page.locator('#contact-first-name').fill('Marek');
  await page.locator('#contact-last-name').fill('Wójcik');
  await page.locator('#contact-email').fill(colleague);
  await page.locator('#contact-language').selectOption('en');
  await page.getByTestId('contact-person-invite').click();
  await expect(page.getByTestId('contact-person').filter({ hasText: colleague })).toHaveCount(1);

  // The colleague, in a browser of their own, opens the mail in the dev mailbox and follows its link.
  const theirs = await browser.newContext();
  const other = await theirs.newPage();
  other.on('pageerror', (error) => errors.push(error.message));
  await expect
    .poll(async () => {
      await other.goto('/dev/mailbox');
      return other.locator('[data-testid="mailbox-row"]', { hasText: colleague }).count();
    })
    .toBeGreaterThan(0);
  await other
    .locator('[data-testid="mailbox-row"]', { hasText: colleague })
    .first()
    .getByRole('link')
    .click();
  const link = other.getByTestId('mail-link').filter({ hasText: /wizard\/display\?token=/ });
  const href = (await link.first().getAttribute('href'))!;
  expect(new URL(href).pathname).toBe('/en/pl/wizard/display');
  await other.goto(href);
  await hydrated(other);
  await expect(other.getByTestId('wizard-link')).toContainText('Elektro-Systems');
  await expect(other.getByTestId('wizard-link')).toContainText(colleague);
  await screenshots(other, 'wizard-link');
  await other.getByTestId('wizard-start').click();

  // Step 1: details; the address no longer carries the spent link.
  const wizard = other.getByTestId('wizard');
  await expect(wizard).toHaveAttribute('data-step', 'details');
  await expect(other).toHaveURL(/\/en\/pl\/wizard\/display\?wizard=[A-Za-z0-9_-]{22}$/);
  await other.getByLabel('First name').fill('Marek');
  await other.getByLabel('Last name').fill('Wójcik');
  await other.getByLabel('Phone (optional)').fill('12');
  await other.getByTestId('wizard-next').click();
  await expect(other.getByTestId('wizard-details')).toContainText('phone');
  await other.getByLabel('Phone (optional)').fill('601 200 300');
  await screenshots(other, 'wizard-details');
  // Keyboard: Enter in a field submits the step.
  await other.getByLabel('Phone (optional)').press('Enter');

  // Step 2: password; a password that is the e-mail address is refused by the server.
  await expect(wizard).toHaveAttribute('data-step', 'password');
  await expect(other.locator('#wizard-step-heading')).toBeFocused();
  await other.locator('input[name="password"]').fill(colleague);
  await other.locator('input[name="passwordRepeat"]').fill(colleague);
  await other.getByTestId('wizard-next').click();
  await expect(other.getByTestId('wizard-password').getByRole('alert').first()).toBeVisible();
  await other.locator('input[name="password"]').fill(password);
  await other.locator('input[name="passwordRepeat"]').fill(password);
  await other.getByTestId('wizard-next').click();

  // Step 3: terms, refused until ticked.
  await expect(wizard).toHaveAttribute('data-step', 'terms');
  await other.getByTestId('wizard-next').click();
  await expect(other.getByTestId('wizard-terms').getByRole('alert')).toBeVisible();
  await other.getByTestId('wizard-terms').getByRole('checkbox').check();
  await other.getByTestId('wizard-next').click();

  // The summary, kept by the server: a reload shows the same wizard at the same step.
  await expect(wizard).toHaveAttribute('data-step', 'summary');
  await other.reload();
  await hydrated(other);
  await expect(other.getByTestId('wizard')).toHaveAttribute('data-step', 'summary');
  await expect(other.getByTestId('wizard-summary')).toContainText('Marek Wójcik');
  await expect(other.getByTestId('wizard-summary')).toContainText('+48601200300');
  await screenshots(other, 'wizard-summary');
  await other.getByTestId('wizard-finish').click();

  await expect(other.getByTestId('link-confirmation')).toHaveAttribute('data-kind', 'contact_person');
  await screenshots(other, 'link-confirmation');
  await other.getByTestId('link-confirmation-next').click();
  await other.locator('#login-login').fill(colleague);
  await other.locator('#login-password').fill(password);
  await other.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(other.getByTestId('account-menu')).toContainText('Elektro-Systems');

  // The link worked once.
  await other.goto(href);
  await expect(other.getByTestId('link-failure')).toHaveAttribute('data-reason', 'used');
  await screenshots(other, 'link-failure');

  // The main contact person sees the colleague with the details they gave.
  await page.reload();
  await expect(page.getByTestId('contact-person').filter({ hasText: colleague })).toContainText('Marek');
  await theirs.close();
  expect(errors).toEqual([]);
});
