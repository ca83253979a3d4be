import { expect, type Locator, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD } from '../../src/server/db/seed/accounts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/db/seed/staff';
import type { StaffRole } from '../../src/common/staff';

/** Helpers the journeys share: the dev mailbox and a new company registered through the page. */

/** The newest mail to `to`, of one `kind` if given (the dev mailbox's JSON view, polled until it arrives). */
export async function newestMail(
  page: Page,
  to: string,
  kind?: string,
): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | null = null;
  const query = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox/latest.json?${query}`);
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

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** Logs the page's browser context in through the API (as the journeys' set-up, not their subject). */
export async function logInByApi(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const answer = await page.request.post('/ajax/auth/login', { headers: XHR, data: { login, password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

export interface CatalogueItem {
  symbol: string;
  flags: string[];
  permissions: string[];
  minimumQuantity: number;
  stock: { count: number };
}

/** The first catalogue page's products a buyer can save, price and order at their minimum. */
export async function orderableProducts(page: Page): Promise<CatalogueItem[]> {
  const catalogue = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  return (catalogue.items as CatalogueItem[]).filter(
    (p) =>
      p.permissions.includes('SHOW_PRICE') &&
      p.stock.count >= p.minimumQuantity &&
      !p.flags.some((f) => ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'EXTERNAL_WAREHOUSE'].includes(f)),
  );
}

/** With SHOTS=dir, the whole page at the spec's three widths (375, 1024, 1440 px), to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS;
  if (!shots) return;
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The demo company's after-login message opens as a dialog a moment after its first page; a journey
 * about something else closes it whenever it shows, before the action it would cover.
 */
export async function dismissLoginMessage(page: Page): Promise<void> {
  const message = page.getByRole('dialog').filter({ has: page.locator('.after-login-alert') });
  await page.addLocatorHandler(message, async (dialog) => {
    await dialog.getByRole('button').first().click();
  });
}

/** The page answers clicks: the server's HTML shows before the browser has hydrated it. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * Passes the shop's captcha inside `scope` as a person does: ALTCHA in the demo shop (ADR 069), a
 * real proof of work solved in the browser's workers. The box may already be working or done (it
 * starts when the form is first focused); otherwise ticking it starts it.
 */
export async function passCaptcha(scope: Locator): Promise<void> {
  const widget = scope.locator('.altcha');
  await expect(widget).toHaveAttribute('data-state', /.+/, { timeout: 15_000 });
  const state = await widget.getAttribute('data-state');
  if (state === 'unverified' || state === 'error' || state === 'expired')
    await widget.getByRole('checkbox').click();
  await expect(widget).toHaveAttribute('data-state', 'verified', { timeout: 60_000 });
}

/** The time step of each demo staff member's last code: the desk refuses a code used once (ADR 048). */
const lastStaffStep = new Map<string, number>();

/**
 * Logs a demo staff member of `role` into the desk through its pages: password, then a TOTP code
 * computed from the seeded secret. Journeys run one after another in one process and the desk
 * refuses a replayed code, so a second login within the same 30 s step waits for the next one.
 */
export async function logInToDesk(page: Page, role: StaffRole): Promise<(typeof DEMO_STAFF)[number]> {
  const member = DEMO_STAFF.find((s) => s.roles.includes(role))!;
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(member.totpSecret),
    digits: 6,
    period: 30,
  });
  await page.goto('/staff/login');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // After failed logins of the account (a journey tries some on purpose) the desk asks for the captcha.
  const codeStep = page.getByRole('heading', { name: 'Second factor' });
  const captcha = page.getByTestId('staff-login-captcha');
  // The password's hash may wait in the shop's queue on a busy machine (ADR 017).
  await expect(codeStep.or(captcha)).toBeVisible({ timeout: 30_000 });
  if (await captcha.isVisible()) {
    await passCaptcha(captcha);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(codeStep).toBeVisible({ timeout: 30_000 });
  const step = () => Math.floor(Date.now() / 30_000);
  while (step() <= (lastStaffStep.get(member.email) ?? -1)) await page.waitForTimeout(500);
  lastStaffStep.set(member.email, step());
  await page.getByLabel('Code').fill(totp.generate());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('staff-who')).toHaveText(`Signed in as ${member.name}`);
  return member;
}

/**
 * Fills the logged-in company's order form by the API: its first shipping address, its payer's
 * address, courier, bank transfer unless `paymentId` says otherwise, and with `vatNumber` the payer's
 * VAT number. Answers the saved cart (its totals).
 */
export async function fillOrderForm(
  page: Page,
  orderNumber: string,
  options: { paymentId?: string; vatNumber?: boolean } = {},
): Promise<{ totals: { net: string } }> {
  const addresses = await (await page.request.get('/ajax/profile/addresses', { headers: XHR })).json();
  const form = await page.request.patch(`/ajax/order/${orderNumber}/form`, {
    headers: XHR,
    data: {
      shippingAddressId: addresses.shippingAddresses.elements[0].addressNumber,
      invoiceAddressId: addresses.payerAddress.addressNumber,
      ...(options.vatNumber && { vatEuCountry: addresses.payerAddress.details.vatNumber ?? 'PL1234567890' }),
      shippingCondition: 'courier_pl',
      paymentId: options.paymentId ?? 'bank_transfer',
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  return form.json();
}

/**
 * Fills the logged-in company's order form by the API (`fillOrderForm`) and goes from the cart's
 * first step to the second, hydrated.
 */
export async function fillOrderFormAndContinue(
  page: Page,
  orderNumber: string,
  options: { paymentId?: string } = {},
): Promise<void> {
  await fillOrderForm(page, orderNumber, options);
  await page.goto(`/cart/step/1/order/${orderNumber}`);
  await hydrated(page);
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(page);
}

/**
 * The logged-in company orders `product` by bank transfer through the cart's pages (its form filled
 * by the API: addresses, courier, transfer), and lands on the confirmation. Returns the order number.
 */
export async function placeBankTransferOrder(
  page: Page,
  product: { symbol: string; minimumQuantity: number },
  key: string,
): Promise<string> {
  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `${key}-${Date.now()}` },
    data: { item: { symbol: product.symbol, amount: product.minimumQuantity } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await fillOrderFormAndContinue(page, orderNumber);
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);
  return orderNumber;
}

interface BackorderItem {
  symbol: string;
  flags: string[];
  permissions: string[];
  minimumQuantity: number;
  multiples: number;
  stock: { count: number };
}

const BACKORDER_BAD_FLAGS = [
  'PRODUCT_BLOCKED',
  'NOT_IN_OFFER',
  'EXTERNAL_WAREHOUSE',
  'OVERSIZED',
  'DANGEROUS',
  'PRODUCT_BLOCKED_BY_CONTEXT',
];

/**
 * A sold-out, back-orderable part sold in single pieces (the demo catalogue has some: ADR 077).
 * `skip` passes over the first ones found: a journey that counts what an arrival allocates takes
 * another part than the back-order journey, whose order leaves its part sold out with a line waiting.
 */
export async function soldOutBackorderable(page: Page, skip = 0): Promise<string> {
  let passed = 0;
  for (let n = 1; n <= 30; n++) {
    const list = await (await page.request.get(`/ajax/catalog/products?pageSize=100&page=${n}`)).json();
    const items = (list.items as BackorderItem[]).filter(
      (p) =>
        p.stock.count === 0 &&
        p.minimumQuantity === 1 &&
        p.multiples === 1 &&
        ['SHOW_PRICE', 'SHOW_STOCK', 'SHOW_ORDER_BUTTON'].every((x) => p.permissions.includes(x)) &&
        !p.flags.some((f) => BACKORDER_BAD_FLAGS.includes(f)),
    );
    for (const item of items) {
      const deliveries = await page.request.post('/ajax/products/deliveries', {
        headers: XHR,
        data: { symbol: item.symbol, amount: 1 },
      });
      if (deliveries.ok() && (await deliveries.json()).backorderable && passed++ === skip) return item.symbol;
    }
    if ((list.items as BackorderItem[]).length < 100) break;
  }
  throw new Error('no sold-out back-orderable part in the catalogue');
}
