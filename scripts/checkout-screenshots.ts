/**
 * Screenshots of checkout as a logged-in customer (step 2, the order form, the locker picker, the
 * payment operator, the outcome pages) at 1440 and 375 px. Needs three carts of the demo company
 * customer (order numbers as arguments; e.g. made with SQL on a scratch database):
 *   npx tsx scripts/checkout-screenshots.ts http://127.0.0.1:3202 /tmp/shots 40000001 40000002 40000003
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { debianChromium } from './chromium';

const [
  base = 'http://127.0.0.1:3000',
  outDir = 'screenshots',
  lockerOrder = '',
  paidOrder = '',
  failedOrder = '',
] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(debianChromium);
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

async function shot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  console.log(`${outDir}/${name}-${width}.png`);
}

for (const width of [1440, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error ${width}px:`, error.message));
  page.on('console', (msg) => msg.type() === 'error' && console.error(`console ${width}px:`, msg.text()));
  const login = await page.request.post(`${base}/ajax/auth/login`, {
    data: { login: 'company@demo.shop', password: 'demo-parts-2026' },
    headers: xhr,
  });
  if (!login.ok()) throw new Error(`login ${login.status()}`);

  await page.goto(`${base}/cart/step/2/order/${lockerOrder}`, { waitUntil: 'networkidle' });
  // The after-login alert and the cookie banner come first (the alert opens after hydration).
  await page
    .getByRole('dialog')
    .waitFor({ timeout: 3000 })
    .catch(() => undefined);
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  const accept = page.getByRole('button', { name: /Accept all|Akceptuj/ });
  if (await accept.count()) await accept.first().click();
  await page.waitForTimeout(300);
  await shot(page, 'step2', width);
  await page.getByTestId('open-order-form').click();
  await page.getByRole('dialog').waitFor();
  await shot(page, 'modal', width);
  if (width === 1440) {
    await page.getByLabel(/Sposób dostawy|Shipping method/).selectOption('parcel_locker');
    await page.getByRole('button', { name: /Wybierz paczkomat|Choose a parcel locker/ }).click();
    await page.getByTestId('locker-map').waitFor();
    await shot(page, 'locker-picker', width);
    await page.getByTestId('locker-list').getByRole('button').first().click();
    await page.getByLabel(/Receiver phone|Telefon odbiorcy/).fill('600100200');
    await shot(page, 'modal-locker', width);
    await page.getByRole('button', { name: /Zapisz|Save/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await shot(page, 'step2-locker', width);

    // Online payment that succeeds, and one that fails.
    for (const [order, button, name] of [
      [paidOrder, 'operator-pay', 'confirmation'],
      [failedOrder, 'operator-fail', 'failure'],
    ] as const) {
      const addresses = await (await page.request.get(`${base}/ajax/profile/addresses`)).json();
      await page.request.patch(`${base}/ajax/order/${order}/form`, {
        headers: xhr,
        data: {
          vatEuCountry: 'PL1234567890',
          shippingAddressId: addresses.shippingAddresses.elements[0].addressNumber,
          invoiceAddressId: addresses.payerAddress.addressNumber,
          shippingCondition: 'courier_pl',
          paymentId: 'online_testpay',
        },
      });
      await page.goto(`${base}/cart/step/2/order/${order}`, { waitUntil: 'networkidle' });
      await page.getByRole('checkbox').check();
      await page.getByTestId('place-order').click();
      await page.waitForURL(/payment-operator/);
      if (name === 'confirmation') await shot(page, 'operator', width);
      await page.getByTestId(button).click();
      await page.waitForURL(/\/link\//);
      await page.waitForLoadState('networkidle');
      await shot(page, name, width);
    }
  } else {
    await page.keyboard.press('Escape');
    await page.goto(`${base}/link/order-failure?order=${failedOrder}`, { waitUntil: 'networkidle' });
    await shot(page, 'failure', width);
    await page.goto(`${base}/link/order-confirmation?order=${paidOrder}`, { waitUntil: 'networkidle' });
    await shot(page, 'confirmation', width);
    await page.getByTestId('pay-again').count();
    const again = await page.request.post(`${base}/ajax/order/${failedOrder}/payment`, {
      headers: xhr,
      data: {},
    });
    const { redirectUrl } = await again.json();
    await page.goto(`${base}${redirectUrl}`, { waitUntil: 'networkidle' });
    await shot(page, 'operator', width);
    // The picker on a phone.
    await page.goto(`${base}/cart/step/2/order/${lockerOrder}`, { waitUntil: 'networkidle' });
    await page.getByTestId('open-order-form').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Zmień|Change|Wybierz paczkomat|Choose a parcel locker)$/ })
      .click();
    await page.getByTestId('locker-map').waitFor();
    await shot(page, 'locker-picker', width);
  }
  await context.close();
}
await browser.close();
