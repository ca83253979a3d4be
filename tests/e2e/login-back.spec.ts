import { expect, test } from '@playwright/test';
import { logOutFromHeader, registerCompany } from './support';

/**
 * Issue 15: the login page's `back` leads only to pages of the shop. Chromium drops the tab of
 * `/\t/evil.example` and would follow `//evil.example`, another site.
 */
const email = `e2e-back-${Date.now()}@ampere-systems.pl`;
const password = 'solder-and-flux-2026';

test('after login the way back stays on the shop', async ({ page, baseURL }) => {
  const leaving: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      leaving.push(route.request().url());
      return route.abort();
    },
  );
  await registerCompany(page, { email, password, company: 'Backpath Elektronik', street: 'Ul. Prosta 1' });
  await page.goto('/');
  await logOutFromHeader(page);

  const logIn = async (back: string, landing: string) => {
    await page.goto(`/login?back=${back}`);
    await page.locator('#login-login').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === landing);
    await expect(page.getByTestId('account-menu')).toContainText('Backpath Elektronik');
  };

  await logIn('%2F%09%2Fevil.example', '/');
  await logOutFromHeader(page);
  await logIn('%2F%5Cevil.example', '/');
  await logOutFromHeader(page);
  // A page of the shop is where the visitor comes back to.
  await logIn('%2Fkatalog%2F', '/katalog/');
  expect(leaving).toEqual([]);
});
