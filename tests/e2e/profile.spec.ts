import { expect, test } from '@playwright/test';
import { hydrated, newestMail, registerCompany } from './support';

/**
 * Issue 4, the profile: a new company turns e-invoices on through the mailed link (a tampered link
 * gets a clear page), turns them off again after a confirmation, keeps a VAT number of another EU
 * country, invites a contact person and removes them, and adds an invoice recipient (partner).
 */
const stamp = Date.now();
const email = `e2e-profile-${stamp}@volt-works.pl`;
const invoices = `faktury-${stamp}@volt-works.pl`;
const colleague = `kolega-${stamp}@volt-works.pl`;
const password = 'capacitor-bank-2026';

test('e-invoices, order settings, contact persons and partners of a new company', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await registerCompany(page, { email, password, company: 'Volt Works sp. z o.o.', street: 'ul. Prosta 20' });

  // A second shipping address (a warehouse) beside the one the registration made.
  await page.goto('/profile/account/addresses');
  const shipping = page.getByTestId('shipping-addresses').getByTestId('address-card');
  await expect(shipping).toHaveCount(1);
  await page.getByTestId('address-add').click();
  await page.locator('#address-name').fill('Volt Works – magazyn');
  await page.locator('#address-street').fill('ul. Magazynowa 3');
  await page.locator('#address-zip').fill('12');
  await page.locator('#address-city').fill('Łódź');
  await page.locator('#address-country').selectOption('pl');
  await page.getByTestId('address-save').click();
  // A malformed postal code is refused with the server's message; nothing is saved.
  await expect(page.getByTestId('address-form')).toContainText('postal code');
  await page.locator('#address-zip').fill('90-001');
  await page.getByTestId('address-save').click();
  await expect(shipping).toHaveCount(2);
  await expect(page.getByTestId('shipping-addresses')).toContainText('ul. Magazynowa 3');

  // E-invoices: request, follow the mailed link, activate.
  await page.goto('/profile/account/e-invoice');
  await expect(page.getByTestId('einvoice-status')).toHaveAttribute('data-status', 'inactive');
  await page.locator('#einvoice-email').fill(invoices);
  await page.getByTestId('einvoice-send').click();
  await expect(page.getByTestId('einvoice-pending')).toContainText(invoices);
  const mail = await newestMail(page, invoices);
  const link = /https?:\/\/\S+\/e-invoice\/activate\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname;
  // The customer's market (Poland) in the language of the mail (the company registered in English).
  expect(path).toMatch(/^\/en\/pl\/e-invoice\/activate\//);

  // A link changed on the way is refused with a clear page.
  await page.goto(`${path.slice(0, -4)}AAAA`);
  await expect(page.getByTestId('einvoice-link-problem')).toBeVisible();

  await page.goto(path);
  await expect(page.getByTestId('einvoice-activate-page')).toContainText(invoices);
  await page.getByTestId('einvoice-activate').click();
  await expect(page.getByTestId('einvoice-activated')).toContainText(invoices);
  // The link works once.
  await page.goto(path);
  await expect(page.getByTestId('einvoice-link-problem')).toBeVisible();

  await page.goto('/profile/account/e-invoice');
  await expect(page.getByTestId('einvoice-status')).toHaveAttribute('data-status', 'active');
  await page.getByTestId('einvoice-deactivate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('einvoice-status')).toHaveAttribute('data-status', 'active');
  await page.getByTestId('einvoice-deactivate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('einvoice-status')).toHaveAttribute('data-status', 'inactive');

  // Order settings: a German VAT number, checked as typed, stored normalised.
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Order settings' })
    .click();
  await page.getByTestId('vat-add').click();
  const row = page.getByTestId('vat-row').last();
  await row.locator('select').selectOption('de');
  await row.locator('input').fill('12345');
  await row.locator('input').blur();
  await expect(row).toContainText('DE123456789');
  await row.locator('input').fill('de 123 456 789');
  await page.getByTestId('customer-info-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('vat-row').last().locator('input')).toHaveValue('DE123456789');

  // Contact persons: invite a colleague (a mail with the contact-person wizard's link), then remove them.
  await page.goto('/profile/account/contact-persons');
  await expect(page.getByTestId('contact-person')).toHaveCount(1);
  await expect(page.getByTestId('contact-person-remove')).toHaveCount(0);
  await page.getByTestId('contact-person-add').click();
  await page.locator('#contact-first-name').fill('Ola');
  await page.locator('#contact-last-name').fill('Nowicka');
  await page.locator('#contact-email').fill(colleague);
  await page.getByTestId('contact-person-invite').click();
  await expect(page.getByTestId('contact-person')).toHaveCount(2);
  expect((await newestMail(page, colleague)).text).toMatch(/wizard\/display\?token=/);
  await page.getByTestId('contact-person-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('contact-person')).toHaveCount(1);

  // Partners: an invoice recipient (ZO address).
  await page.goto('/profile/account/addresses/partners');
  await hydrated(page);
  await page.getByTestId('partner-add').click();
  await page.locator('#address-name').fill('Biuro Rachunkowe Bilans');
  await page.locator('#address-street').fill('ul. Księgowa 3');
  await page.locator('#address-zip').fill('00-950');
  await page.locator('#address-city').fill('Warszawa');
  await page.getByTestId('address-save').click();
  await expect(page.getByTestId('partner-card')).toContainText('Biuro Rachunkowe Bilans');
  await page.getByTestId('partner-remove').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('partner-card')).toHaveCount(0);

  expect(errors).toEqual([]);
});
