import { expect, test, type Page } from '@playwright/test';
import {
  dismissLoginMessage,
  fillOrderForm,
  hydrated,
  logInByApi,
  newestMail,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 22, companies that buy as a team (ADR 078): the demo company's buyer (buyer@demo.shop, a
 * limit of 100 PLN net per order) places an order above it; it waits for approval, with nothing
 * reserved. Their colleague (approver@demo.shop) gets a mail, opens /profile/approvals, approves it
 * with a comment; the buyer gets the order's confirmation in the dev mailbox and sees who approved
 * it on the order's page. The primary contact person sees each colleague's rights.
 */

interface ListItem {
  symbol: string;
  flags: string[];
  permissions: string[];
  minimumQuantity: number;
  multiples: number;
  stock: { count: number };
}

/** A cart of the buyer above their limit, with the order form filled in through the API. */
async function cartAboveLimit(page: Page): Promise<string> {
  const list = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const candidates = (list.items as ListItem[])
    .filter(
      (p) =>
        p.permissions.includes('SHOW_PRICE') &&
        p.permissions.includes('SHOW_ORDER_BUTTON') &&
        p.minimumQuantity === 1 &&
        p.multiples === 1 &&
        p.stock.count >= 50 &&
        !p.flags.some((f) => ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'EXTERNAL_WAREHOUSE'].includes(f)),
    )
    .sort((a, b) => b.stock.count - a.stock.count);
  for (const product of candidates) {
    const amount = Math.min(product.stock.count, 2000);
    const added = await page.request.post('/ajax/order/item', {
      headers: XHR,
      data: { orderNumber: '0', item: { symbol: product.symbol, amount } },
    });
    expect(added.status(), await added.text()).toBe(200);
    const { orderNumber } = (await added.json()) as { orderNumber: string };
    const saved = await fillOrderForm(page, orderNumber, { vatNumber: true });
    const net = Number(saved.totals.net);
    if (net > 100) return orderNumber;
    await page.request.delete(`/ajax/order/${orderNumber}`, { headers: XHR });
  }
  throw new Error('no product makes an order above 100 PLN');
}

test('an order above the buyer’s limit waits for a colleague’s approval', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The buyer places the order from step 2 of the cart as usual.
  await dismissLoginMessage(page);
  await logInByApi(page, 'buyer@demo.shop');
  const orderNumber = await cartAboveLimit(page);
  await page.goto(`/cart/step/2/order/${orderNumber}`);
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);
  await expect(page.getByTestId('order-outcome')).toContainText(
    `Order ${orderNumber} is above your limit: it waits for a colleague’s approval.`,
  );
  await screenshots(page, 'approval-waiting');

  // The approver: a mail in their language with the link to the approvals, which lists the order.
  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  approver.on('pageerror', (error) => errors.push(error.message));
  await dismissLoginMessage(approver);
  const request = await newestMail(approver, 'approver@demo.shop');
  expect(request.subject).toBe(`Order ${orderNumber} waits for your approval`);
  const link = /https?:\/\/\S+\/profile\/approvals/.exec(request.text)?.[0];
  expect(link).toBeTruthy();
  await logInByApi(approver, 'approver@demo.shop');
  await approver.goto(new URL(link!).pathname);
  await hydrated(approver);
  const item = approver.getByTestId('approval').filter({ hasText: orderNumber });
  await expect(item).toContainText('Bartek Kupiec');
  await expect(item).toContainText('Above the buyer’s limit per order');
  await screenshots(approver, 'approvals');
  await item.getByLabel(/Comment/).fill('OK for the prototype run.');
  await item.getByTestId('approval-approve').click();
  await expect(approver.getByTestId('approvals-notice')).toHaveText(
    `Order ${orderNumber} is approved and goes on.`,
  );
  await expect(approver.getByTestId('approval').filter({ hasText: orderNumber })).toHaveCount(0);

  // The buyer gets the order's confirmation, and the order page shows who approved it.
  const confirmation = await newestMail(page, 'buyer@demo.shop');
  expect(confirmation.subject).toContain(orderNumber);
  await page.goto(`/order-status/${orderNumber}`);
  await hydrated(page);
  const audit = page.getByTestId('approval-audit');
  await expect(audit.getByTestId('approval-event')).toHaveCount(2);
  await expect(audit).toContainText('Olga Nowak');
  await expect(audit).toContainText('OK for the prototype run.');
  await screenshots(page, 'approval-audit');

  // The primary contact person sees the team's rights, and may change the buyer's.
  const primaryContext = await browser.newContext();
  const primary = await primaryContext.newPage();
  await dismissLoginMessage(primary);
  await logInByApi(primary, 'company@demo.shop');
  for (const prefix of ['/en/pl', '/pl', '/de/pl', '/hu/pl']) {
    await primary.goto(`${prefix}/profile/account/contact-persons`);
    await hydrated(primary);
    const buyer = primary.getByTestId('contact-person').filter({ hasText: 'buyer@demo.shop' });
    await expect(buyer.getByTestId('buyer-rights')).toContainText('100');
    await expect(buyer.getByTestId('buyer-rights-edit')).toBeVisible();
    await screenshots(primary, `contact-persons-rights${prefix.replaceAll('/', '-')}`);
    await approver.goto(`${prefix}/profile/approvals`);
    await hydrated(approver);
    await expect(approver.getByTestId('profile-approvals')).toBeVisible();
    await screenshots(approver, `approvals-empty${prefix.replaceAll('/', '-')}`);
  }
  await primary.goto('/en/pl/profile/account/contact-persons');
  await hydrated(primary);
  const buyer = primary.getByTestId('contact-person').filter({ hasText: 'buyer@demo.shop' });
  await buyer.getByTestId('buyer-rights-edit').click();
  await screenshots(primary, 'contact-persons-rights-form');
  await buyer.getByLabel(/Limit per month/).fill('3000');
  await buyer.getByTestId('buyer-rights-save').click();
  await expect(
    primary.getByRole('status').filter({ hasText: 'The rights of Bartek Kupiec are saved.' }),
  ).toBeVisible();
  await expect(buyer.getByTestId('buyer-rights')).toContainText(/3\s?000/);

  expect(errors).toEqual([]);
  await approverContext.close();
  await primaryContext.close();
});
