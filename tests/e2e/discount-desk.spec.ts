import { expect, test } from '@playwright/test';
import { DEMO_STAFF } from '../../src/server/db/seed/staff';
import {
  dismissLoginMessage,
  fillOrderForm,
  hydrated,
  logInByApi,
  logInToDesk,
  orderableProducts,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 18, discount codes in the staff desk (ADR 050): a sales member logs in with TOTP and makes a
 * 15 % code valid from today (the form first refuses 100 %); a customer applies it in the cart, sees
 * the discount and places the order; the sales member sees the code in the list and the order among
 * the code's uses.
 */
const sales = DEMO_STAFF.find((s) => s.roles.includes('sales'))!;

test('sales makes a 15 % code; a customer uses it; sales sees the use', async ({ browser }) => {
  test.setTimeout(180_000);
  const codeText = `DESK${Date.now().toString(36).toUpperCase()}`;
  const today = new Date().toISOString().slice(0, 10);

  // ---- The sales member makes the code in the desk ----
  const desk = await (await browser.newContext()).newPage();
  const deskErrors: string[] = [];
  desk.on('pageerror', (error) => deskErrors.push(error.message));
  await logInToDesk(desk, 'sales');
  await desk
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Discount codes' })
    .click();
  await hydrated(desk);
  await expect(desk.getByTestId('discount-codes')).toContainText('DEMO10');
  await screenshots(desk, 'discount-desk-list');

  await desk.getByRole('link', { name: 'New code' }).click();
  await hydrated(desk);
  await desk.getByRole('textbox', { name: 'Code', exact: true }).fill(codeText.toLowerCase());
  await desk.getByLabel('Kind').selectOption('percent');
  await desk.getByRole('textbox', { name: 'Discount', exact: true }).fill('100');
  await desk.getByLabel('Valid from').fill(today);
  // The form refuses what the server would, before sending, under the field.
  await desk.getByRole('button', { name: 'Make code' }).click();
  await expect(desk.getByText('A percentage is more than 0 and less than 100.')).toBeVisible();
  // Keyboard: the value field is reached and corrected without the mouse.
  await desk.getByRole('textbox', { name: 'Discount', exact: true }).focus();
  await desk.keyboard.press('Control+A');
  await desk.keyboard.type('15');
  await desk.getByRole('button', { name: 'Make code' }).press('Enter');
  await expect(desk.getByTestId('discount-notice')).toHaveText(`Code ${codeText} made.`);
  await expect(desk).toHaveURL(/\/staff\/discounts\/code\?id=\d+/);
  await expect(desk.getByText(`Made by ${sales.name}`)).toBeVisible();
  await expect(desk.getByText('Nobody has used this code yet.')).toBeVisible();

  // ---- A customer applies it in the cart and places the order ----
  const shop = await (await browser.newContext()).newPage();
  const shopErrors: string[] = [];
  shop.on('pageerror', (error) => shopErrors.push(error.message));
  await dismissLoginMessage(shop);
  await logInByApi(shop, 'company@demo.shop');
  const product = (await orderableProducts(shop)).find((p) => p.minimumQuantity <= 10 && p.stock.count >= 10);
  expect(product, 'a product the journey can order').toBeTruthy();
  const created = await shop.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `discount-desk-${Date.now()}` },
    data: { item: { symbol: product!.symbol, amount: Math.max(10, product!.minimumQuantity) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await shop.goto(`/cart/step/1/order/${orderNumber}`);
  await hydrated(shop);
  const grossBefore = await shop.getByTestId('cart-gross').textContent();
  await shop.getByLabel('Discount code').fill(codeText.toLowerCase());
  await shop.getByTestId('discount-apply').click();
  await expect(shop.getByTestId('discount-applied')).toContainText(codeText);
  await expect(shop.getByTestId('cart-discount')).toContainText('−');
  await expect(shop.getByTestId('cart-gross')).not.toHaveText(grossBefore!);

  await fillOrderForm(shop, orderNumber);
  await shop.getByTestId('cart-continue').click();
  await expect(shop.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(shop);
  await expect(shop.getByTestId('order-discount')).toContainText(codeText);
  await shop.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await shop.getByTestId('place-order').click();
  await shop.waitForURL(/\/link\/order-confirmation/);
  await expect(shop.getByTestId('order-outcome')).toContainText(orderNumber);

  // ---- The sales member sees the code in the list and the order among its uses ----
  await desk.reload();
  await hydrated(desk);
  const uses = desk.getByTestId('discount-redemptions');
  await expect(uses).toContainText(orderNumber);
  // The buyer by name and customer number (ADR 058), not an internal id.
  await expect(uses).toContainText(/Elektro-Systems sp\. z o\.o\. \(\d{7}\)/);
  await screenshots(desk, 'discount-desk-code');

  await desk.getByRole('link', { name: 'All discount codes' }).click();
  await hydrated(desk);
  await desk.getByLabel('Code contains').fill(codeText.toLowerCase());
  await desk.getByLabel('Status').selectOption('active');
  await desk.getByRole('button', { name: 'Show' }).click();
  await expect(desk).toHaveURL(/status=active/);
  const row = desk.getByTestId(`discount-${codeText}`);
  await expect(row).toContainText('15 % off');
  await expect(row).toContainText(`from ${today}`);
  await expect(row).toContainText('1');
  await expect(desk.getByTestId('discount-codes').locator('tbody tr')).toHaveCount(1);

  // The new-code form with its refusals, for the screenshots.
  await desk.goto('/staff/discounts/code');
  await hydrated(desk);
  await desk.getByLabel('Kind').selectOption('fixed');
  await desk.getByRole('button', { name: 'Make code' }).click();
  await expect(desk.getByText('A fixed amount or a minimum order value needs a currency.')).toBeVisible();
  await screenshots(desk, 'discount-desk-new');

  expect(deskErrors).toEqual([]);
  expect(shopErrors).toEqual([]);
});
