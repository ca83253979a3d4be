import { expect, test, type Page } from '@playwright/test';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  logInToDesk,
  orderableProducts,
  screenshots,
  XHR,
  fillOrderFormAndContinue,
} from './support';

/**
 * The desk's analytics funnel (issue 21, ADR 086): a customer who accepted analytics cookies adds a
 * product to the cart and completes the order form, then places the order; the desk's funnel page
 * (sales) shows one more of each step for the Polish market, the day's row and the CSV. The filter
 * form is sent before the page is hydrated (JavaScript off): a plain GET form.
 */
const counts = async (desk: Page) => {
  await desk.goto('/staff/analytics?market=pl');
  await hydrated(desk);
  if (await desk.getByTestId('staff-analytics-empty').isVisible()) return { added: 0, forms: 0 };
  return {
    added: Number(await desk.getByTestId('funnel-addToCart-count').textContent()),
    forms: Number(await desk.getByTestId('funnel-orders-count').textContent()),
  };
};

test('a consenting customer’s add to cart and order form reach the desk’s funnel', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const desk = await (await browser.newContext()).newPage();
  await logInToDesk(desk, 'sales');
  const before = await counts(desk);
  if (before.added === 0) await screenshots(desk, 'staff-analytics-empty');

  const events: string[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/ajax/analytics/events')
      for (const event of (request.postDataJSON() as { events: { name: string }[] }).events)
        events.push(event.name);
  });
  const [product] = await orderableProducts(page);
  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  await page.goto(`/${encodeURIComponent(product!.symbol)}/details`);
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();

  await page.locator('.product-page__buy .order-box__button').click();
  await expect(
    page.getByRole('status').filter({ hasText: /Added to cart|A new order was created/ }),
  ).toBeVisible();
  // The batch leaves 5 s after its first event.
  await expect.poll(() => events, { timeout: 15_000 }).toEqual(['add_to_cart']);

  // The order form filled by the API (addresses, courier, transfer), completed in its dialog.
  const orderNumber = (await (await page.request.get('/ajax/cart/mini-cart', { headers: XHR })).json())
    .orderNumber as string;
  await fillOrderFormAndContinue(page, orderNumber);
  await page.getByTestId('open-order-form').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => events, { timeout: 15_000 }).toEqual(['add_to_cart', 'order_success']);
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);

  const after = await counts(desk);
  expect(after).toEqual({ added: before.added + 1, forms: before.forms + 1 });
  const rows = desk.getByTestId('staff-analytics-table').getByRole('row');
  await expect(rows).toHaveCount(8); // the header and the last 7 days
  await expect(desk.getByTestId('staff-analytics-value')).toHaveText(/PLN$/);
  const csv = await desk.request.get((await desk.getByTestId('staff-analytics-csv').getAttribute('href'))!);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).trim().split('\n')).toHaveLength(8);
  await screenshots(desk, 'staff-analytics');
});

test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: false });
  test('the filter form is a plain GET form; an over-long period says why', async ({ page }) => {
    // The desk's login needs the page's script: the session comes from a logged-in context's cookies.
    const context = page.context();
    const helper = await context.browser()!.newContext({ javaScriptEnabled: true });
    const desk = await helper.newPage();
    await logInToDesk(desk, 'admin');
    await context.addCookies(await helper.cookies());
    await page.goto('/staff/analytics');
    const filters = page.getByRole('search');
    await filters.getByLabel('From', { exact: true }).fill('2024-01-01');
    await filters.getByLabel('To', { exact: true }).fill('2025-06-30');
    await filters.getByRole('combobox', { name: 'Market' }).selectOption('de');
    // Enter in a field sends the form (a date field's picker covers the button in headless Chromium).
    await filters.getByLabel('To', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/staff\/analytics\?from=2024-01-01&to=2025-06-30&market=de$/);
    await expect(page.getByRole('alert')).toHaveText(
      'The period can be at most 366 days long. Choose a shorter one.',
    );
    await filters.getByLabel('To', { exact: true }).fill('2024-01-31');
    await filters.getByLabel('To', { exact: true }).press('Enter');
    await expect(page.getByTestId('staff-analytics-empty')).toBeVisible();
    await screenshots(page, 'staff-analytics-no-js');
  });
});
