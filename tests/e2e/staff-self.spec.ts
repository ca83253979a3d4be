import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { dismissLoginMessage, hydrated, logInToDesk, passCaptcha, screenshots, XHR } from './support';

/**
 * Issue 18, the staff desk's open parts (ADR 058): the banner of a customer session opened by staff
 * on every shop page (four languages) with its end button; a staff member's own password; the
 * desk's login asking for the captcha after failed logins.
 */

// Logins and new passwords wait for scrypt (ADR 017), and two of these journeys wait for a new TOTP step.
test.describe.configure({ timeout: 180_000 });

/** The current code of a TOTP secret, waiting for a step later than `after` (codes are taken once). */
async function codeAfter(page: Page, secret: string, after: number): Promise<{ code: string; step: number }> {
  while (Math.floor(Date.now() / 30_000) <= after) await page.waitForTimeout(500);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return { code: totp.generate(), step: Math.floor(Date.now() / 30_000) };
}

test('support acts as a customer: every shop page says so, in Polish too, until the banner ends it', async ({
  browser,
}) => {
  const desk = await browser.newPage();
  await dismissLoginMessage(desk);
  await logInToDesk(desk, 'support');
  await desk.goto('/login-by-office');
  await hydrated(desk);
  await desk.getByLabel('Customer’s e-mail or username').fill('soletrader@demo.shop');
  const reason = 'The customer asked for help with a quote by phone';
  await desk.getByLabel('Reason (the customer will read it)').fill(reason);
  await desk.getByRole('button', { name: 'Open the customer’s account' }).click();
  await desk.getByRole('link', { name: 'Go to the customer’s account' }).click();

  const banner = desk.getByTestId('office-banner');
  await expect(banner).toContainText(
    `Staff member Sue Support is acting as this customer — reason: ${reason}`,
  );
  for (const path of ['/en/', '/en/katalog/', '/en/linecard/']) {
    await desk.goto(path);
    await expect(desk.getByTestId('office-banner'), path).toBeVisible();
  }
  await screenshots(desk, 'office-banner');
  await desk.goto('/pl/');
  await hydrated(desk);
  await expect(banner).toContainText(`Pracownik Sue Support działa jako ten klient — powód: ${reason}`);
  await screenshots(desk, 'office-banner-pl');

  // Keyboard: the end button takes focus and Enter presses it; the desk opens again, the banner is gone.
  await banner.getByRole('button', { name: 'Zakończ i wróć do panelu' }).focus();
  await desk.keyboard.press('Enter');
  await expect(desk).toHaveURL(/login-by-office/);
  await expect(desk.locator('.staff-header')).toBeVisible();
  const session = await desk.request.get('/ajax/auth/session');
  expect(await session.json()).toEqual({ customer: null });
  await desk.goto('/en/');
  await expect(desk.getByTestId('office-banner')).toHaveCount(0);
  await desk.close();
});

test('a staff member changes their own password with a code of their second factor', async ({ browser }) => {
  // A member of its own, so the demo staff keep their published password.
  const admin = await browser.newPage();
  await logInToDesk(admin, 'admin');
  await admin.goto('/staff/accounts');
  await hydrated(admin);
  const email = `e2e.password.${Date.now()}@staff.test`;
  await admin.getByLabel('E-mail').fill(email);
  await admin.getByLabel('Name').fill('Pat Password');
  await admin.getByLabel('Initial password (at least 12 characters)').fill('initial-password-2026');
  const create = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Create' }) });
  await create.getByLabel('Sales').check();
  await admin.getByRole('button', { name: 'Create' }).click();
  await expect(admin.getByText(`Account ${email} created.`)).toBeVisible({ timeout: 20_000 });
  await admin.close();

  const page = await browser.newPage();
  await page.goto('/staff/login');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('initial-password-2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('staff-totp-secret')).toBeVisible({ timeout: 20_000 });
  const secret = (await page.getByTestId('staff-totp-secret').textContent())!.trim();
  const first = await codeAfter(page, secret, -1);
  await page.getByLabel('Code').fill(first.code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('staff-who')).toHaveText('Signed in as Pat Password');

  await page
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'My password' })
    .click();
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Current password' }).fill('initial-password-2026');
  await page.getByRole('textbox', { name: 'New password' }).fill('short');
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('staff-password-form')).toContainText('8');
  await screenshots(page, 'staff-password-refused');

  await page.getByRole('textbox', { name: 'New password' }).fill('a-changed-desk-password-26');
  const second = await codeAfter(page, secret, first.step);
  await page.getByLabel('Code from your authenticator app').fill(second.code);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('staff-password-done')).toBeVisible({ timeout: 20_000 });
  await screenshots(page, 'staff-password-done');
  // The old password is gone, the new one opens the password step.
  const old = await page.request.post('/ajax/staff/login', {
    headers: XHR,
    data: { email, password: 'initial-password-2026' },
  });
  expect(old.status()).toBe(401);
  await page.close();
});

test('the desk login asks for the captcha after failed logins, and the member still gets in', async ({
  page,
}) => {
  await page.goto('/staff/login');
  await hydrated(page);
  const email = 'sales@staff.demo.shop';
  for (let i = 0; i < 3; i++) {
    const wrong = await page.request.post('/ajax/staff/login', {
      headers: XHR,
      data: { email, password: `not-the-password-${i}` },
    });
    expect(wrong.status()).toBe(401);
  }
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo-desk-2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  const captcha = page.getByTestId('staff-login-captcha');
  await expect(captcha).toContainText('Too many failed logins');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await screenshots(page, 'staff-login-captcha');
  await passCaptcha(captcha);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
});
