import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerCompany } from './support';

/**
 * Issue 15: every page a buyer visits has no serious or critical WCAG 2.2 AA violation that axe can
 * find, and a keyboard user reaches the first product in a few steps, seeing where focus is.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const CATEGORY = '/3_smd-resistors/katalog';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

async function expectAccessible(page: Page, path?: string): Promise<void> {
  if (path) await page.goto(path, { waitUntil: 'networkidle' });
  expect(await seriousViolations(page), `axe on ${path ?? page.url()}`).toEqual([]);
}

test('axe finds no serious violation on the pages a buyer visits, anonymous and logged in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const list = await (await page.request.get('/ajax/catalog/products?pageSize=10')).json();
  const details = `/${encodeURIComponent(list.items[0].symbol)}/details`;
  for (const path of [
    '/',
    '/katalog/',
    CATEGORY,
    `${CATEGORY}?view=tiled`,
    `${CATEGORY}?view=parametric`,
    '/pl/3_smd-resistors/katalog',
    '/hu/search?q=10k',
    '/search?q=100nF',
    details,
    '/compare/',
    '/cart',
    '/login',
    '/registration',
    '/linecard/',
    '/promotions/',
    '/contact/',
    '/pl/contact/?form=error',
  ]) {
    await expectAccessible(page, path);
  }

  await registerCompany(page, {
    email: `e2e-a11y-${Date.now()}@ohm-parts.pl`,
    password: 'inductor-coil-2026',
    company: 'Ohm Parts sp. z o.o.',
    street: 'ul. Miedziana 7',
  });
  await page.goto(details);
  await page.locator('.product-page__buy .order-box__button').click();
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await page.getByTestId('mini-cart-toggle').click();
  await expectAccessible(page);
  await page.getByTestId('mini-cart-panel').getByRole('link').last().click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await expectAccessible(page);
  for (const path of [
    '/order-status',
    '/profile/account/addresses',
    '/profile/account/order-settings',
    '/profile/account/contact-persons',
  ]) {
    await expectAccessible(page, path);
  }
});

test('keyboard: skip links lead to the first product in a few steps, and focus is always visible', async ({
  page,
}) => {
  await page.goto(CATEGORY);
  await page.getByRole('button', { name: 'Only necessary' }).click();

  // The first Tab shows the skip link, dark on white (it was white on white).
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link').first();
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(
    await skip.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]),
  ).toEqual(['rgb(11, 92, 173)', 'rgb(255, 255, 255)']);

  // Skip to content, then past the filters: the first product within 14 presses (it took 62).
  await page.keyboard.press('Enter');
  let presses = 1;
  const firstProduct = page.locator('.product-identity__symbol').first();
  while (!(await firstProduct.evaluate((el) => el === document.activeElement)) && presses < 30) {
    const onSkipToResults = await page
      .getByTestId('skip-to-results')
      .evaluate((el) => el === document.activeElement);
    await page.keyboard.press(onSkipToResults ? 'Enter' : 'Tab');
    presses += 1;
  }
  await expect(firstProduct).toBeFocused();
  expect(presses).toBeLessThanOrEqual(14);

  // The list is one tab stop (a layout grid): the arrows walk it. Right goes along the row to its
  // amount field, whose ring shows in full and whose Up/Down still step the amount.
  const rows = page.locator('.product-row');
  const amount = rows.first().locator('.ui-amount__input');
  for (let i = 0; i < 8 && !(await amount.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(amount).toBeFocused();
  const ring = await amount.evaluate((el) => {
    const box = getComputedStyle(el.closest('.ui-amount__controls')!);
    return [box.outlineStyle, box.outlineWidth];
  });
  expect(ring).toEqual(['solid', '3px']);
  // While the keyboard is in the list its keys show at the foot of the window.
  await expect(page.locator('.grid-keys')).toBeInViewport();
  const before = await amount.inputValue();
  await page.keyboard.press('ArrowUp');
  expect(Number(await amount.inputValue())).toBeGreaterThan(Number(before));
  await page.keyboard.press('ArrowDown');
  await expect(amount).toHaveValue(before);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(rows.first().locator('.order-box__button')).toBeFocused();

  // Escape in the field goes back to the product; Down goes to the next one, with its ring.
  await page.keyboard.press('ArrowLeft');
  await expect(amount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(firstProduct).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = rows.nth(1).locator('.product-identity__symbol');
  await expect(second).toBeFocused();
  expect(
    await second.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth]),
  ).toEqual(['solid', '3px']);

  // Tab leaves the list at once; Shift+Tab comes back to the product it left; End is the last one.
  await page.keyboard.press('Tab');
  expect(
    await page.getByTestId('product-list').evaluate((list) => list.contains(document.activeElement)),
  ).toBe(false);
  await expect(page.locator('.grid-keys')).not.toBeInViewport();
  await page.keyboard.press('Shift+Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('End');
  const last = rows.last().locator('.product-identity__symbol');
  await expect(last).toBeFocused();
  // The shown keys never cover the focused control (WCAG 2.2 2.4.11): focus scrolls clear of them.
  for (const key of ['ArrowUp', 'ArrowUp', 'Home', 'ArrowDown', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
    const focused = (await page.locator(':focus').boundingBox())!;
    const keys = (await page.locator('.grid-keys').boundingBox())!;
    expect(focused.y + focused.height, `focus after ${key} above the keys`).toBeLessThanOrEqual(keys.y);
  }
});

test('layout: the header keeps one row at 1024 px; on a phone the first product is near the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(CATEGORY);
  const logo = (await page.locator('.site-logo').boundingBox())!;
  const account = (await page.locator('.site-header__account').boundingBox())!;
  expect(Math.abs(account.y + account.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(8);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(CATEGORY);
  const first = (await page.locator('.product-row').first().boundingBox())!;
  expect(first.y).toBeLessThan(450);
});
