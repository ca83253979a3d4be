import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 17, per-list alerts (ADR 039): on a favourites list, "Tell me when the whole list is
 * available"; the profile's alerts list then shows it with the list's name and link, and the list page
 * can remove it. SHOTS=dir also saves screenshots at 375, 1024 and 1440 px.
 */
const shots = process.env.SHOTS;
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  // The cookie banner would cover what the shot is for.
  const necessary = page.getByRole('button', { name: 'Only necessary' });
  if (await necessary.isVisible()) await necessary.click();
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('set a whole-list alert on a list, see it in the profile, remove it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const login = await page.request.post('/ajax/auth/login', {
    headers: xhr,
    data: { login: 'soletrader@demo.shop', password: 'demo-parts-2026' },
  });
  expect(login.status(), await login.text()).toBe(200);
  const products = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const name = `Spares ${Date.now()}`;
  const added = await page.request.post('/ajax/favourites/item', {
    headers: xhr,
    data: {
      newDirectoryName: name,
      items: (products.items as Array<{ symbol: string }>)
        .slice(0, 2)
        .map((p) => ({ symbol: p.symbol, quantity: 1 })),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const lists = await (await page.request.get('/ajax/favourites')).json();
  const directory = lists.directories.find((d: { name: string }) => d.name === name);

  await page.goto(`/profile/favourites/${directory.directoryId}`);
  const box = page.getByTestId('list-alert');
  await box.getByRole('button', { name: 'Tell me when the whole list is available' }).click();
  await expect(box).toContainText('You will be told by e-mail');
  await screenshots(page, 'list-alert-set');

  await page.goto('/profile/account/order-settings');
  const link = page.getByTestId('alerts-list').getByRole('link', { name: `List “${name}”` });
  await expect(link).toHaveAttribute('href', `/profile/favourites/${directory.directoryId}`);
  await screenshots(page, 'list-alert-profile');

  await page.goto(`/profile/favourites/${directory.directoryId}`);
  await box.getByRole('button', { name: 'Remove the notification' }).click();
  await expect(box.getByRole('button', { name: 'Tell me when the whole list is available' })).toBeVisible();
  expect(errors).toEqual([]);
});
