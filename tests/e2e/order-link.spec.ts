import { expect, test, type Page } from '@playwright/test';
import {
  dismissLoginMessage,
  fillOrderForm,
  hydrated,
  logInByApi,
  newestMail,
  orderableProducts,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 21, the order link wizard (ADR 084): a colleague of the demo company (buyer@demo.shop)
 * prepares an order and, from step 2 of the cart, sends it to the main contact person
 * (company@demo.shop) for confirmation. The main contact person follows the dev mailbox's link,
 * reviews the order's lines and totals on /link/order-confirmation (in English and in Polish),
 * confirms it, and finds it in /order-status. The spent link then lands on /link/order-failure.
 */

/** A small cart of the colleague, with the order form filled in through the API. */
async function preparedCart(page: Page): Promise<string> {
  const [product] = (await orderableProducts(page)).filter((p) => p.stock.count >= p.minimumQuantity * 2);
  expect(product, 'an orderable product').toBeTruthy();
  const added = await page.request.post('/ajax/order/item', {
    headers: XHR,
    data: { orderNumber: '0', item: { symbol: product!.symbol, amount: product!.minimumQuantity } },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { orderNumber } = (await added.json()) as { orderNumber: string };
  await fillOrderForm(page, orderNumber, { vatNumber: true });
  return orderNumber;
}

test('a colleague’s order is confirmed by the main contact person from the mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The colleague sends the prepared order from step 2 of the cart.
  await dismissLoginMessage(page);
  await logInByApi(page, 'buyer@demo.shop');
  const orderNumber = await preparedCart(page);
  await page.goto(`/en/pl/cart/step/2/order/${orderNumber}`);
  await hydrated(page);
  await page.getByLabel(/A word for them/).fill('For the prototype run, please.');
  await page.getByTestId('order-request-send').click();
  await expect(page.getByTestId('order-request-sent')).toContainText('company@demo.shop');

  // The main contact person: the mail in Polish, with the link of the wizard.
  const context = await browser.newContext();
  const boss = await context.newPage();
  boss.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(boss);
  const mail = await newestMail(boss, 'company@demo.shop', 'order_request');
  expect(mail.subject).toContain(orderNumber);
  const link = new URL(/https?:\/\/\S+\/link\/order-confirmation\?token=\S+/.exec(mail.text)![0]);
  const token = link.searchParams.get('token')!;

  // Not logged in: the page asks to log in first, and shows nothing of the order.
  await boss.goto(`${link.pathname}${link.search}`);
  await expect(boss.getByTestId('order-request-login')).toBeVisible();
  await logInByApi(boss, 'company@demo.shop');

  // Looking spends nothing: the English page, then the Polish one, show the same order.
  await boss.goto(`/en/pl/link/order-confirmation?token=${encodeURIComponent(token)}`);
  await hydrated(boss);
  await boss.getByRole('button', { name: 'Only necessary' }).click();
  const wizard = boss.getByTestId('order-request');
  await expect(wizard).toContainText(`Order ${orderNumber} for`);
  await expect(wizard).toContainText('was prepared by Bartek Kupiec');
  await expect(wizard).toContainText('For the prototype run, please.');
  await expect(boss.getByTestId('order-request-lines').locator('tbody tr')).toHaveCount(1);
  await screenshots(boss, 'order-link-en');
  await boss.goto(`/pl/link/order-confirmation?token=${encodeURIComponent(token)}`);
  await hydrated(boss);
  await expect(boss.getByTestId('order-request')).toContainText('Zatwierdź zamówienie');
  await screenshots(boss, 'order-link-pl');

  // Leaving asks first; No stays.
  await boss.getByTestId('order-request-leave').click();
  await boss.getByRole('dialog').getByRole('button', { name: 'Nie' }).click();
  await expect(boss.getByTestId('order-request')).toBeVisible();

  // Confirming places the order: the confirmation page, then the order in the order status list.
  await boss.getByLabel('Akceptuję regulamin sprzedaży').check();
  await boss.getByTestId('order-request-confirm').click();
  await boss.waitForURL(/\/link\/order-confirmation\?order=/);
  await expect(boss.getByTestId('order-outcome')).toContainText(orderNumber);
  await boss.goto('/pl/order-status');
  await hydrated(boss);
  await expect(boss.locator('main')).toContainText(orderNumber);

  // The link is spent: it now says the order was placed.
  await boss.goto(`/en/pl/link/order-confirmation?token=${encodeURIComponent(token)}`);
  await expect(boss.getByTestId('order-link-failure')).toHaveAttribute('data-reason', 'used');
  await screenshots(boss, 'order-link-used-en');
  await boss.goto(`/pl/link/order-failure?reason=expired`);
  await expect(boss.getByTestId('order-link-failure')).toContainText('Link wygasł');
  await screenshots(boss, 'order-link-expired-pl');

  expect(errors).toEqual([]);
  await context.close();
});
