/**
 * The international offer (ADR 081, spec §2, §6, §9): a buyer from outside the markets (the demo
 * account of the US site) orders on the Polish site and is asked first: completing the order there
 * puts the part into the cart; going to the US shop carries the order over, priced in dollars. A
 * market's customer going to the international site is asked to log out; a zone customer pressing
 * the country button is asked to leave the zone instead of getting the country modal.
 */
import { expect, test, type Page } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, orderableProducts, screenshots } from './support';

async function orderablePart(page: Page): Promise<string> {
  const product = (await orderableProducts(page)).find((p) => p.permissions.includes('SHOW_ORDER_BUTTON'));
  expect(product, 'a product the journey can order').toBeTruthy();
  return encodeURIComponent(product!.symbol);
}

test('a US buyer ordering on the Polish site: the international offer, then the US shop', async ({
  page,
}) => {
  const symbol = await orderablePart(page);
  await logInByApi(page, 'us@demo.shop');

  // The dialog in each language of the Polish site's page (to look at with SHOTS=dir).
  for (const [prefix, title] of [
    ['/en/pl', 'Ordering from outside our markets?'],
    ['/pl', 'Zamawiasz spoza naszych rynków?'],
    ['/de/pl', 'Bestellen Sie von außerhalb unserer Märkte?'],
    ['/hu/pl', 'Piacainkon kívülről rendel?'],
  ] as const) {
    await page.goto(`${prefix}/${symbol}/details`);
    await hydrated(page);
    await page.locator('.product-page__buy .order-box__button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await expect(dialog.getByTestId('international-offer').locator('li')).toHaveCount(5);
    await screenshots(page, `international-offer${prefix.replace(/\//g, '-')}`);
    if (prefix !== '/en/pl') await dialog.getByTestId('international-stay').click();
    else {
      // Complete the order here: the part goes into a new cart.
      await dialog.getByTestId('international-complete').click();
      await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // Go to the US shop: the same page there, and the order carried over (a second unit of the line,
  // or the same line again: the cart still has one line).
  await page.goto(`/en/pl/${symbol}/details`);
  await hydrated(page);
  await page.locator('.product-page__buy .order-box__button').click();
  await page.getByRole('dialog').getByTestId('international-go').click();
  await expect(page).toHaveURL(new RegExp(`/us/${symbol}/details$`));
  await hydrated(page);
  await expect(page.getByTestId('country-switch')).toContainText('USD');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('mini-cart-count')).toHaveText('1');
  await page.getByTestId('mini-cart-toggle').click();
  await expect(page.getByTestId('mini-cart-panel')).toContainText('USD');
});

test("a market's customer going to the international site is asked to log out", async ({ page }) => {
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await page.goto('/pl/');
  await hydrated(page);
  await page.getByTestId('country-switch').click();
  await page.getByTestId('country-international').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Wylogowanie' });
  await expect(confirm).toBeVisible();
  await screenshots(page, 'international-logout');
  await confirm.getByRole('button', { name: 'Tak' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

test('a zone customer is asked to leave the zone, not shown the country modal', async ({ page }) => {
  await logInByApi(page, 'zone.net@demo.shop');
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('country-switch').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Leave the zone');
  await expect(page.getByTestId('country-select')).toHaveCount(0);
  await screenshots(page, 'leave-zone');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toBeVisible();
});
