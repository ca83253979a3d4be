import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  fillOrderForm,
  hydrated,
  logInByApi,
  orderableProducts,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 18 (ADR 050): the demo company applies the README's demo code in the cart, sees the discount
 * in the totals, is told clearly why another code does not apply, places the order, and finds the code
 * and the discount on the order status page.
 */
test('discount code: apply in the cart, see the discount, place the order, see it on the order status', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');

  // A cart of ten pieces of an orderable part, made through the API (the set-up, not the subject).
  const product = (await orderableProducts(page)).find((p) => p.minimumQuantity <= 10 && p.stock.count >= 10);
  expect(product, 'a product the journey can order').toBeTruthy();
  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `discount-${Date.now()}` },
    data: { item: { symbol: product!.symbol, amount: Math.max(10, product!.minimumQuantity) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };

  await page.goto(`/cart/step/1/order/${orderNumber}`);
  await hydrated(page);
  await expect(page.getByTestId('cart-page')).toBeVisible();
  const grossBefore = await page.getByTestId('cart-gross').textContent();

  // An unknown code: refused beside the field, in words, and nothing changes.
  await page.getByLabel('Discount code').fill('no-such-code');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-refusal')).toHaveText(
    'There is no discount code NO-SUCH-CODE. Check how it is spelt.',
  );
  await expect(page.getByTestId('cart-gross')).toHaveText(grossBefore!);

  // The README's demo code, typed in small letters: applied, the discount in the totals.
  await page.getByLabel('Discount code').fill(' demo10 ');
  await page.getByLabel('Discount code').press('Enter');
  await expect(page.getByTestId('discount-applied')).toContainText('DEMO10');
  await expect(page.getByTestId('cart-discount')).toContainText('−');
  await expect(page.getByTestId('cart-gross')).not.toHaveText(grossBefore!);
  await screenshots(page, 'discount-cart');

  // Delivery and payment through the API (the checkout journey is order.spec's subject).
  await fillOrderForm(page, orderNumber);

  // Step 2: the discount is in the totals; the buyer places the order.
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('order-discount')).toContainText('DEMO10');
  await expect(page.getByTestId('checkout-missing')).toBeHidden();
  const placeButton = page.getByTestId('place-order');
  await screenshots(page, 'discount-checkout');
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await placeButton.click();
  await page.waitForURL(/\/link\/order-confirmation/);
  await expect(page.getByTestId('order-outcome')).toContainText(orderNumber);

  // The order status shows the code and what it took off.
  await page.goto(`/order-status/${orderNumber}`);
  await expect(page.getByTestId('order-details')).toBeVisible();
  await expect(page.getByTestId('order-discount')).toContainText('Discount (DEMO10)');
  await screenshots(page, 'discount-order-status');

  // Once per customer: the next cart is told so.
  const next = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `discount-next-${Date.now()}` },
    data: { item: { symbol: product!.symbol, amount: Math.max(10, product!.minimumQuantity) } },
  });
  const again = await page.request.post('/ajax/customer/discount', {
    headers: { ...XHR, 'accept-language': 'en' },
    data: { code: 'DEMO10', orderNumber: ((await next.json()) as { orderNumber: string }).orderNumber },
  });
  expect(again.status()).toBe(422);
  expect(((await again.json()) as { message: string }).message).toBe(
    'You have already used the discount code DEMO10.',
  );
  expect(errors).toEqual([]);
});
