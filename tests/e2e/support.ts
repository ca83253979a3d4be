import { expect, type Page } from '@playwright/test';

/** Helpers the journeys share: the dev mailbox and a new company registered through the page. */

/** The newest mail to `to` (the dev mailbox's JSON view, polled until it arrives). */
export async function newestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox/latest.json?to=${encodeURIComponent(to)}`);
      mail = response.ok() ? await response.json() : null;
      return mail !== null;
    })
    .toBe(true);
  return mail!;
}

export interface NewCompany {
  email: string;
  password: string;
  company: string;
  street: string;
}

/** Registers a Polish company through the registration page (the e-mail code from the mailbox). */
export async function registerCompany(page: Page, c: NewCompany): Promise<void> {
  await page.goto('/registration');
  await page.locator('#reg-country').selectOption('pl');
  await expect(page.locator('#reg-region')).toBeVisible();
  await page.locator('#reg-type').selectOption('company');
  await page.locator('#reg-company').fill(c.company);
  await page.locator('#reg-vat').fill('PL5250001009');
  await page.locator('#reg-street').fill(c.street);
  await page.locator('#reg-zip').fill('00850');
  await page.locator('#reg-city').fill('Warszawa');
  await page.locator('#reg-region').selectOption('MZ');
  await page.getByTestId('registration-next').click();
  await expect(page.getByTestId('registration-step-2')).toBeVisible();
  await page.locator('#reg-first-name').fill('Jan');
  await page.locator('#reg-last-name').fill('Wolski');
  await page.locator('#reg-email').fill(c.email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('registration-step-2')).toContainText(c.email);
  const code = /(\d{6})/.exec((await newestMail(page, c.email)).subject)?.[1];
  await page.locator('#reg-code').fill(code!);
  await page.locator('#reg-password').fill(c.password);
  await page.locator('#reg-terms').check();
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-done')).toBeVisible();
}

export async function logOutFromHeader(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}
