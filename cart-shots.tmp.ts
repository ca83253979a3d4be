import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3201';
const out = '/tmp/cart-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1440, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  const login = await page.request.post(`${base}/ajax/auth/login`, { data: { login: 'company@demo.shop', password: 'demo-parts-2026' }, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  console.log('login', login.status());
  await page.goto(`${base}/3296W-1-H-10K/details`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/modal-${width}.png` });
  for (let i = 0; i < 3 && (await page.locator('.ui-modal-backdrop').count()) > 0; i++) { await page.keyboard.press('Escape'); await page.waitForTimeout(300); }
  await page.getByRole('button', { name: /add to cart/i }).first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/added-${width}.png` });
  await page.getByTestId('mini-cart-toggle').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/mini-${width}.png` });
  const href = await page.locator('.mini-cart__panel a.button').getAttribute('href');
  console.log('cart href', href);
  if (width === 1440) {
    for (const s of ['3296W-1-H-100K', '3296W-1-H-1K']) {
      await page.goto(`${base}/${s}/details`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: /add to cart/i }).first().click();
      await page.waitForTimeout(800);
    }
  }
  await page.goto(`${base}${href}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/cart-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
