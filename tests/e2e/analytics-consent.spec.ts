import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, orderableProducts, screenshots } from './support';

/**
 * The shop's own analytics behind consent (issue 21, ADR 082): a customer adds to the cart before
 * answering the cookie banner and no event leaves the browser, not even later; after "Accept all"
 * the next add-to-cart reaches the shop's endpoint (in PLN: the default market), once, in a batch.
 */
test('no analytics event before consent; after it, add-to-cart reaches the shop’s own endpoint', async ({
  page,
}) => {
  const sent: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/ajax/analytics/events')
      sent.push({ url: request.url(), body: request.postDataJSON() });
  });
  // Every script of the page is the shop's: analytics adds no third party.
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await page.clock.install();

  const [product] = await orderableProducts(page);
  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  const path = `/${encodeURIComponent(product!.symbol)}/details`;
  await page.goto(path);
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();

  const added = page.getByRole('status').filter({ hasText: /Added to cart|A new order was created/ });
  await page.locator('.product-page__buy .order-box__button').click();
  await expect(added).toBeVisible();
  // Well past the batch's delay: nothing was queued, so nothing goes.
  await page.clock.fastForward(10_000);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await page.clock.fastForward(10_000);
  expect(sent).toEqual([]);

  const second = page.waitForRequest((r) => r.url().endsWith('/ajax/analytics/events'));
  await page.locator('.product-page__buy .order-box__button').click();
  await expect(added).toBeVisible();
  await page.clock.fastForward(10_000);
  const response = await (await second).response();
  expect(response?.status()).toBe(204);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({
    events: [{ name: 'add_to_cart', symbol: product!.symbol, path }],
  });
  expect((sent[0]!.body as { events: unknown[] }).events).toHaveLength(1);
  expect(foreign).toEqual([]);

  // The settings say what analytics is, beside the other kinds.
  await page.getByTestId('cookie-settings').click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings.getByRole('switch', { name: /Analytics/ })).toBeChecked();
  await screenshots(page, 'cookie-settings-analytics');
});
