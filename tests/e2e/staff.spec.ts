import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, screenshots, logInToDesk } from './support';

/**
 * Issue 18, the staff desk (ADR 048, 049): an administrator logs in with a TOTP code and manages a
 * staff account; a support member acts as a customer with a reason; the customer sees it.
 */

test('an administrator logs in with TOTP and manages a staff account', async ({ page }) => {
  await page.goto('/staff/login');
  await hydrated(page);
  // The desk is plainly not the shop: its own header, no cart.
  await expect(page.locator('.staff-header')).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await screenshots(page, 'staff-login');

  await logInToDesk(page, 'admin');
  await expect(page.getByRole('link', { name: 'Staff accounts' }).first()).toBeVisible();
  await screenshots(page, 'staff-home');

  await page
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Staff accounts' })
    .click();
  await hydrated(page);
  await page.getByLabel('E-mail').fill('e2e.helper@staff.test');
  await page.getByLabel('Name').fill('Edda Helper');
  await page.getByLabel('Initial password (at least 12 characters)').fill('helper-password-2026');
  const create = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create' }) });
  await create.getByLabel('Support').check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Account e2e.helper@staff.test created.')).toBeVisible();

  const row = page.getByTestId('staff-account-e2e.helper@staff.test');
  await expect(row).toContainText('second factor not set up');
  await row.getByLabel('Sales').check();
  await row.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Roles of Edda Helper saved.')).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await screenshots(page, 'staff-accounts');

  await page
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await hydrated(page);
  const table = page.getByTestId('staff-audit-table');
  await expect(table).toContainText('staff.account.create');
  await expect(table).toContainText('staff.account.roles');
  await expect(table).toContainText('staff.account.deactivate');
  await page.getByLabel('Action').selectOption('staff.account.create');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=staff\.account\.create/);
  // Other journeys create desk accounts too (staff-self.spec): the filter keeps only creations.
  const rows = table.locator('tbody tr');
  await expect(rows.filter({ hasNotText: 'staff.account.create' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'e2e.helper@staff.test' })).toHaveCount(1);
  await screenshots(page, 'staff-audit');
});

test('support acts as a customer with a reason, and the customer sees it in their account', async ({
  browser,
}) => {
  const desk = await browser.newPage();
  await logInToDesk(desk, 'support');
  await desk
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Act as a customer' })
    .click();
  // The click navigates on the client: wait for the new route to be the one shown, so the form filled
  // below is not the one being replaced (CI once saw a field detached mid-fill).
  await expect(desk).toHaveURL(/\/login-by-office/);
  await hydrated(desk);
  await expect(desk.getByRole('button', { name: 'Open the customer’s account' })).toBeEnabled();
  await desk.getByLabel('Customer’s e-mail or username').fill('company@demo.shop');
  const reason = 'The customer phoned: their delivery address looks wrong';
  await desk.getByLabel('Reason (the customer will read it)').fill(reason);
  await screenshots(desk, 'staff-office');
  await desk.getByRole('button', { name: 'Open the customer’s account' }).click();
  await expect(desk.getByText('You are now logged in to the shop as company@demo.shop')).toBeVisible();
  // The customer session of the desk's browser cannot change the password.
  const change = await desk.request.post('/ajax/profile/password/change', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { currentPassword: 'demo-parts-2026', newPassword: 'another-password-2026' },
  });
  expect(change.status()).toBe(403);
  await desk.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await page.goto('/en/profile/account/contact-persons');
  const accesses = page.getByTestId('office-accesses');
  await expect(accesses).toContainText('Sue Support');
  await expect(accesses).toContainText(reason);
  await accesses.scrollIntoViewIfNeeded();
  await screenshots(page, 'office-accesses');
  await context.close();
});
