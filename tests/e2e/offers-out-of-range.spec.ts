import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, logInToDesk, screenshots } from './support';

/**
 * ADR 056: sales offer the demo company a product the shop does not carry; the customer orders it
 * from the offers page (spec §7 "order-product-out-of-range") and finds it labelled in the cart.
 */
test('sales offer a product outside the range, which the customer orders into a cart', async ({
  browser,
}) => {
  const mpn = `XC7Z020-E2E-${Date.now()}`;
  const desk = await browser.newPage();
  await logInToDesk(desk, 'sales');
  await desk.goto('/staff/offers');
  await hydrated(desk);
  const until = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const form = desk.getByTestId('staff-offer-form');
  await form.getByLabel('Customer (e-mail or customer number)').fill('company@demo.shop');
  await form.getByLabel('Valid until').fill(until);
  await form.getByLabel('Outside the normal range').check();
  await form.getByLabel('From quantity').fill('5');
  await form.getByLabel('Unit price').fill('310');
  // The contract's rules are checked before the call, under their fields.
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText(/Describe the product/).first()).toBeVisible();
  await form.getByLabel('Description').fill('FPGA SoC, bought for you');
  await form.getByLabel('Manufacturer part number').fill(mpn);
  await form.getByLabel('Manufacturer', { exact: true }).fill('AMD Xilinx');
  await form.getByLabel('Lead time (working days)').fill('42');
  await form.getByLabel('Minimum quantity').fill('5');
  await form.getByLabel('Multiples').fill('5');
  await screenshots(desk, 'staff-offers-out-of-range-form');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(desk.getByTestId('staff-offers-notice')).toContainText(/Offer OFR-\d{6} sent\./);
  const number = (await desk.getByTestId('staff-offers-notice').textContent())!.match(/OFR-\d{6}/)![0];
  await desk.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await page.goto('/en/Profile/Offers/Show.html');
  await hydrated(page);
  const card = page.getByTestId('offer-card').filter({ hasText: number });
  await expect(card.getByTestId('out-of-range-badge')).toHaveText('Outside our normal range');
  await expect(card).toContainText('Lead time: 42 working days');
  await screenshots(page, 'offers-show-out-of-range');
  // Not a multiple of 5: the server refuses, in the page's language.
  await card.getByLabel(`Quantity ${mpn}`).fill('7');
  await card.getByRole('button', { name: 'Order this product' }).click();
  await expect(card.getByRole('alert')).toBeVisible();
  await card.getByLabel(`Quantity ${mpn}`).fill('10');
  await card.getByRole('button', { name: 'Order this product' }).click();
  const notice = page.getByTestId('offers-notice');
  await expect(notice).toContainText('Added to your cart.');
  await notice.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/step\/1\/order\/\d+$/);
  await hydrated(page);
  const note = page.getByTestId('out-of-range-note');
  await expect(note).toContainText('Outside our normal range');
  await expect(note).toContainText(`Part number ${mpn}`);
  await expect(note).toContainText('Lead time: 42 working days');
  await screenshots(page, 'cart-out-of-range');
  await context.close();
});
