import { chromium, type Page } from '@playwright/test';
import { debianChromium } from './scripts/chromium';

const base = process.argv[2] ?? 'http://127.0.0.1:3165';
const out = '/tmp/wz-shots';
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

async function shots(page: Page, name: string) {
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function mailLink(page: Page, to: string, re: RegExp) {
  for (let i = 0; i < 50; i++) {
    const res = await page.request.get(`${base}/dev/mailbox/latest.json?to=${encodeURIComponent(to)}`);
    if (res.ok()) {
      const mail = await res.json();
      const m = re.exec(mail.text);
      if (m) return m[0];
    }
    await page.waitForTimeout(200);
  }
  throw new Error('no mail');
}

const browser = await chromium.launch(debianChromium);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (e) => console.error('pageerror', e.message));
await page.request.post(`${base}/ajax/auth/login`, { headers: XHR, data: { login: 'company@demo.shop', password: 'demo-parts-2026' } });

await page.goto(`${base}/pl/profile/account/order-settings`);
await page.locator('html[data-hydrated="true"]').waitFor();
await page.getByTestId('wizard-request-company_change').getByRole('button').click();
await page.getByTestId('wizard-request-company_change').getByRole('status').waitFor();
await shots(page, 'order-settings-request');
const link = await mailLink(page, 'company@demo.shop', /http\S+wizard\/data-acceptance\?token=\S+/);
console.log(link);
await page.goto(link);
await page.locator('html[data-hydrated="true"]').waitFor();
await shots(page, 'company-link');
await page.getByTestId('wizard-start').click();
await page.getByTestId('wizard-company').waitFor();
await shots(page, 'company-data');
await page.locator('input[name="vatNumber"]').fill('PL123');
await page.locator('input[name="zipCode"]').fill('123');
await page.getByTestId('wizard-next').click();
await page.locator('.ui-field__error').first().waitFor();
await shots(page, 'company-data-errors');
await page.locator('input[name="vatNumber"]').fill('PL5260001246');
await page.locator('input[name="zipCode"]').fill('00-950');
await page.locator('input[name="companyName"]').fill('Elektro-Systems Polska sp. z o.o.');
await page.getByTestId('wizard-next').click();
await page.getByTestId('wizard-review').waitFor();
await shots(page, 'company-review');
await page.getByTestId('wizard-leave').click();
await page.getByRole('dialog').waitFor();
await shots(page, 'company-leave-confirm');
await page.getByRole('button', { name: 'Tak' }).or(page.getByRole('button', { name: 'Yes' })).first().click();
await page.getByTestId('wizard-ended').waitFor();

// Acceptance
await page.request.post(`${base}/ajax/wizard/request`, { headers: XHR, data: { kind: 'acceptance' } });
const accept = await mailLink(page, 'company@demo.shop', /http\S+wizard\/data-acceptance\?token=\S+/);
await page.goto(accept.replace('/pl/', '/de/pl/'));
await page.locator('html[data-hydrated="true"]').waitFor();
await page.getByTestId('wizard-start').click();
await page.getByTestId('wizard-terms').waitFor();
await page.getByTestId('wizard-terms').getByRole('checkbox').check();
await page.getByTestId('wizard-next').click();
await page.getByTestId('wizard-declared-uses').waitFor();
await page.getByTestId('wizard-next').click();
await page.locator('.ui-field__error').first().waitFor();
await shots(page, 'acceptance-uses-errors');
await page.getByLabel('Forschung und Entwicklung').check();
await page.getByTestId('wizard-countries').selectOption(['pl', 'de']);
await page.getByTestId('wizard-declared-uses').getByRole('checkbox').last().check();
await page.getByTestId('wizard-next').click();
await page.getByTestId('wizard-summary').waitFor();
await page.waitForTimeout(500);
await shots(page, 'acceptance-summary');

await page.goto(`${base}/hu/link/failure?reason=expired&kind=company_change`);
await shots(page, 'link-failure-hu');
await page.goto(`${base}/login-by-document?token=1.i.2.zzzzzz.${'A'.repeat(32)}`);
await shots(page, 'login-by-document-invalid');
await page.goto(`${base}/wizard/display`);
await shots(page, 'wizard-bare');
await browser.close();
