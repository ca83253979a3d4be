import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * Issue 16: the shop a newcomer starts is the demo shop. The journeys' server runs like `npm start`
 * (the built shop, NODE_ENV=production, embedded database) with no demo switch of its own, so this
 * proves the defaults: a demo account from the README logs in, and the dev mailbox is there.
 */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const demoSection = readme.slice(readme.indexOf('## Demo accounts'));
const password = /password \*\*`([^`]+)`\*\*/.exec(demoSection)?.[1];
const companyEmail = /^\| company [^|]*\| `([^`]+)`/m.exec(demoSection)?.[1];

test('a newcomer logs in with the README’s demo company and finds the dev mailbox', async ({ page }) => {
  expect(password, 'the README names the demo password').toBeTruthy();
  expect(companyEmail, 'the README names the demo company').toBeTruthy();

  await page.goto('/login');
  await page.locator('#login-login').fill(companyEmail!);
  await page.locator('#login-password').fill(password!);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The demo company has an after-login message (README), shown once logged in.
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('credit limit');
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('Elektro-Systems');

  const mailbox = await page.request.get('/dev/mailbox');
  expect(mailbox.status()).toBe(200);
});

test('the demo company’s after-login message speaks the page’s language', async ({ page }) => {
  const login = await page.request.post('/ajax/auth/login', {
    data: { login: companyEmail, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/de/');
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('Kreditlimit');
  await expect(alert).not.toContainText('credit limit');
});
