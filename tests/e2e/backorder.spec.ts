import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  fillOrderForm,
  hydrated,
  logInByApi,
  logInToDesk,
  screenshots,
  soldOutBackorderable,
  XHR,
} from './support';

/**
 * Issue 22 (ADR 077): a part with 100 in stock that the factory delivers. The staff receive 100 units
 * of a sold-out back-orderable part (the job puts them in stock); the demo company orders 500 of it,
 * keeps partial delivery in the cart, sees the split (100 now, 400 from the factory) with both days in
 * the cart, on step 2, on the confirmation and in the order status.
 */
test('back-order: 500 of a part with 100 in stock, partial delivery, the split and both days', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const symbol = await soldOutBackorderable(page);

  // The warehouse receives 100 units: the back-order job puts them in stock (nobody waits for them).
  await logInToDesk(page, 'sales');
  const arrival = await page.request.post('/ajax/staff/stock-arrivals', {
    headers: XHR,
    data: { symbol, quantity: 100, note: 'journey' },
  });
  expect(arrival.status(), await arrival.text()).toBe(201);
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.post('/ajax/products/deliveries', {
              headers: XHR,
              data: { symbol, amount: 1 },
            })
          ).json()
        ).stock,
      { timeout: 30_000 },
    )
    .toBe(100);

  // The product page shows the stock by place: our warehouse and the factory, each with its day.
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await page.goto(`/${encodeURIComponent(symbol)}/details`);
  const places = page.getByTestId('stock-by-place');
  await expect(places.locator('[data-kind="own"]')).toContainText('100');
  await expect(places.locator('[data-kind="factory"]')).toBeVisible();
  await screenshots(page, 'backorder-product');

  // A cart of 500 (the set-up: made through the API), partial delivery chosen in the cart.
  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `backorder-${Date.now()}` },
    data: { item: { symbol, amount: 500 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await page.goto(`/cart/step/1/order/${orderNumber}`);
  await hydrated(page);
  // The radios follow the saved order (a server round trip): press, then wait for the saved state.
  const complete = page.getByRole('radio', { name: 'Ship everything together (complete order)' });
  await complete.click();
  await expect(complete).toBeChecked();
  await expect(page.getByTestId('backorder-split')).toContainText(/together/);
  const partial = page.getByRole('radio', { name: 'Ship what is ready (partial deliveries)' });
  await partial.click();
  await expect(partial).toBeChecked();
  const split = page.getByTestId('cart-line').getByTestId('backorder-split');
  await expect(split.getByTestId('backorder-split-now')).toContainText('100');
  await expect(split.getByTestId('backorder-split-later')).toContainText('400');
  await expect(split).toContainText('Partial delivery');
  await screenshots(page, 'backorder-cart');

  await fillOrderForm(page, orderNumber);

  // Step 2 shows the split; the order is placed.
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('backorder-split-later')).toContainText('400');
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);

  // The confirmation: both parts with their days.
  const outcome = page.getByTestId('outcome-backorders');
  await expect(outcome.getByTestId('backorder-split-now')).toContainText('100');
  await expect(outcome.getByTestId('backorder-split-later')).toContainText('400');
  const nowDay = await outcome.getByTestId('backorder-split-now').textContent();
  const laterDay = await outcome.getByTestId('backorder-split-later').textContent();
  expect(nowDay).not.toEqual(laterDay);
  await screenshots(page, 'backorder-confirmation');
  // The confirmation mail's split is the API test's (backorders.test.ts): the dev mailbox shows only
  // the newest mail per address, and the proforma follows the confirmation.

  // The order status: the split, what still waits, both days.
  await page.goto(`/order-status/${orderNumber}`);
  const details = page.getByTestId('order-details').getByTestId('backorder-split');
  await expect(details.getByTestId('backorder-split-now')).toContainText('100');
  await expect(details.getByTestId('backorder-split-later')).toContainText('400');
  await expect(details.getByTestId('backorder-split-waiting')).toContainText('400');
  await screenshots(page, 'backorder-order-status');

  expect(errors).toEqual([]);
});
