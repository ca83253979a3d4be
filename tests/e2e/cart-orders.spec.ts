import { expect, test } from '@playwright/test';
import { registerCompany } from './support';

/**
 * A customer with two open orders switches the active one in the mini-cart: choosing an order is a
 * POST (it changes state), sent by the page with the shop's XHR marker.
 */
const stamp = Date.now();
const company = {
  email: `e2e-orders-${stamp}@ohm-parts.pl`,
  password: 'inductor-coil-2026',
  company: 'Ohm Parts sp. z o.o.',
  street: 'ul. Miedziana 7',
};

interface ListItem {
  symbol: string;
  flags: string[];
  permissions: string[];
  minimumQuantity: number;
  stock: { count: number };
}

test('two open orders: the mini-cart switches the active one', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  test.setTimeout(120_000);
  await registerCompany(page, company);

  const list = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const [first, second] = (list.items as ListItem[]).filter(
    (p) =>
      p.permissions.includes('SHOW_PRICE') &&
      p.stock.count >= p.minimumQuantity &&
      !p.flags.some((f) => ['PRODUCT_BLOCKED', 'NOT_IN_OFFER', 'EXTERNAL_WAREHOUSE'].includes(f)),
  );
  expect(second, 'two products the journey can order').toBeTruthy();
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };
  const created: string[] = [];
  for (const p of [first!, second!]) {
    const res = await page.request.post('/ajax/order/create', {
      headers: xhr,
      data: { item: { symbol: p.symbol, amount: p.minimumQuantity } },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push((await res.json()).orderNumber);
  }
  // Following a link to the touch address changes nothing.
  expect([404, 405]).toContain((await page.request.get(`/ajax/order/touch/${created[0]}`)).status());

  await page.goto('/');
  await page.getByTestId('mini-cart-toggle').click();
  const panel = page.getByTestId('mini-cart-panel');
  await expect(panel).toContainText(created[1]!);
  await panel.getByRole('button', { name: 'Open orders (2)' }).click();
  const touched = page.waitForRequest((r) => r.url().endsWith(`/ajax/order/touch/${created[0]}`));
  await panel.getByRole('button', { name: new RegExp(created[0]!) }).click();
  expect((await touched).method()).toBe('POST');
  await expect(panel).toContainText(first!.symbol);
  await expect(panel.getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
    'href',
    new RegExp(created[0]!),
  );

  // The choice is the server's: it holds after a reload.
  await page.reload();
  await page.getByTestId('mini-cart-toggle').click();
  await expect(page.getByTestId('mini-cart-panel')).toContainText(created[0]!);
  expect(errors).toEqual([]);
});
