import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  orderableProducts,
  screenshots,
  logInToDesk,
} from './support';

/**
 * Issue 18 "Offers" (ADR 054): sales staff make a special offer for the demo company in the desk;
 * the customer sees it in their profile and on the product page, and puts it into a cart at the
 * offered price.
 */

test('sales make an offer for the demo company, which puts it into a cart at the offered price', async ({
  browser,
}) => {
  const desk = await browser.newPage();
  const [product] = await orderableProducts(desk);
  expect(product).toBeDefined();
  await logInToDesk(desk, 'sales');
  await desk
    .getByRole('navigation', { name: 'Staff desk sections' })
    .getByRole('link', { name: 'Offers' })
    .click();
  await hydrated(desk);
  const until = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const form = desk.getByTestId('staff-offer-form');
  await form.getByLabel('Customer (e-mail or customer number)').fill('company@demo.shop');
  await form.getByLabel('Valid until').fill(until);
  await form.getByLabel('Note for the customer').fill('Spring run price, as agreed on the phone');
  await form.getByLabel('Product symbol').fill(product!.symbol);
  await form.getByLabel('From quantity').fill(String(product!.minimumQuantity));
  await form.getByLabel('Unit price').fill('1.25');
  await screenshots(desk, 'staff-offers-form');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(desk.getByTestId('staff-offers-notice')).toContainText(/Offer OFR-\d{6} sent\./);
  const number = (await desk.getByTestId('staff-offers-notice').textContent())!.match(/OFR-\d{6}/)![0];
  await expect(desk.getByTestId('staff-offers-table')).toContainText(number);
  await screenshots(desk, 'staff-offers');
  await desk.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await page.goto('/en/Profile/Offers/Show.html');
  await hydrated(page);
  const card = page.getByTestId('offer-card').filter({ hasText: number });
  await expect(card).toContainText('Active');
  await expect(card).toContainText(product!.symbol);
  await expect(card).toContainText('Spring run price');
  await screenshots(page, 'offers-show');
  await card.getByLabel(`Quantity ${product!.symbol}`).fill(String(product!.minimumQuantity));
  await card.getByRole('button', { name: 'Add to cart at the offered price' }).click();
  const notice = page.getByTestId('offers-notice');
  await expect(notice).toContainText('Added to your cart.');
  await notice.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/step\/1\/order\/\d+$/);
  await hydrated(page);
  // The line names the offer and carries its price, not the list's.
  await expect(page.getByTestId('cart-quote-reference')).toHaveText(`Offer ${number}, line 1`);
  await expect(page.locator('main')).toContainText('1.25 PLN');
  await screenshots(page, 'offers-cart');

  // The product page tells this customer about the special price.
  await page.goto(`/${encodeURIComponent(product!.symbol)}/details`);
  await expect(page.getByTestId('special-price')).toContainText(number);
  await screenshots(page, 'offers-product');
  await context.close();
});
