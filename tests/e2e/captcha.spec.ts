import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/accounts';
import { hydrated, passCaptcha, screenshots, XHR } from './support';

/**
 * The shop's own captcha (ALTCHA, ADR 069) in Chromium: a real proof of work at the journeys' low
 * difficulty (playwright.config.ts), on the ZBL login, the form of spec §7 that always has one.
 */

test('a ZBL login passes ALTCHA by keyboard alone, with nothing fetched from a third party; the solution works once', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  // A page without a captcha does not load the component.
  await page.goto('/en');
  await hydrated(page);
  expect(requested.filter((url) => /altcha|pbkdf2/.test(url))).toEqual([]);

  await page.goto('/en/login-zbl');
  await hydrated(page);
  const form = page.getByTestId('login-form');
  const captcha = form.getByRole('group', { name: 'Security check' });
  const logIn = form.getByRole('button', { name: 'Log in' });
  await expect(captcha.getByRole('checkbox', { name: 'I am human' })).toBeVisible();
  await expect(logIn).toBeDisabled();
  await screenshots(page, 'captcha-zbl-login');

  // Keyboard only: the fields, then Tab to the box and Space to tick it.
  await form.getByRole('textbox', { name: 'E-mail or username' }).focus();
  await page.keyboard.type('zbl@demo.shop');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  // Focusing the form already started the work (auto "onfocus"); the box is the next stop.
  const box = captcha.getByRole('checkbox');
  while (!(await box.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  if ((await captcha.locator('.altcha').getAttribute('data-state')) === 'unverified')
    await page.keyboard.press('Space');
  await expect(captcha.locator('.altcha')).toHaveAttribute('data-state', 'verified', { timeout: 60_000 });
  await expect(captcha.getByText('Verified')).toBeVisible();
  await expect(logIn).toBeEnabled();
  await screenshots(page, 'captcha-zbl-verified');

  const token = await form.locator('input[name="zbl_login[cf-turnstile-response]"]').inputValue();
  expect(token.length).toBeGreaterThan(100);
  const answer = page.waitForResponse((r) => r.url().endsWith('/ajax/auth/login-zbl'));
  await logIn.click();
  expect((await answer).status()).toBe(200);

  // Everything came from the shop: the component's chunk, its worker and the challenge.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  expect(requested.some((url) => url.endsWith('/ajax/captcha/challenge'))).toBe(true);
  expect(requested.some((url) => /\/assets\/pbkdf2-[^/]+\.js$/.test(url))).toBe(true);

  // The same solution a second time is refused.
  const replay = await page.request.post('/ajax/auth/login-zbl', {
    headers: XHR,
    data: { zbl_login: { login: 'zbl@demo.shop', password: DEMO_PASSWORD, 'cf-turnstile-response': token } },
  });
  expect(replay.status()).toBe(422);
});

test('after an error response the box starts over, and submit waits for a new solution (spec §4)', async ({
  page,
}) => {
  await page.goto('/en/login-zbl');
  await hydrated(page);
  const form = page.getByTestId('login-form');
  const captcha = form.getByRole('group', { name: 'Security check' });
  await form.getByRole('textbox', { name: 'E-mail or username' }).fill('zbl@demo.shop');
  await form.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await passCaptcha(captcha);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(captcha.locator('.altcha')).not.toHaveAttribute('data-state', 'verified');
  await expect(form.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await passCaptcha(captcha);
  await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

for (const [language, label] of [
  ['pl', 'Nie jestem robotem'],
  ['de', 'Ich bin ein Mensch'],
  ['hu', 'Nem vagyok robot'],
] as const) {
  test(`the box is labelled in ${language}`, async ({ page }) => {
    await page.goto(`/${language}/login-zbl`);
    await hydrated(page);
    const box = page.getByRole('checkbox', { name: label });
    await expect(box).toBeVisible();
    await screenshots(page, `captcha-${language}`);
  });
}
