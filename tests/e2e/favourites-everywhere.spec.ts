import { expect, test, type Page } from '@playwright/test';
import { XHR, hydrated, logInByApi, screenshots } from './support';
import { DEMO_PASSWORD } from '../../src/server/db/seed/accounts';

/**
 * Issue 17, "add to favourites everywhere" and "the customer's own symbol everywhere": a visitor's
 * press on a category list card asks for the login and then opens the dialog; a customer sees their
 * own symbol on the card and saves from the card and from the compare page into one list.
 * SHOTS=dir also saves screenshots at 375, 1024 and 1440 px.
 */

interface CategoryNode {
  id: number;
  slug: string;
  productCount: number;
  children: CategoryNode[];
}

async function biggestLeaf(page: Page): Promise<CategoryNode> {
  const response = await page.request.get('/ajax/catalog/category-tree');
  const { categories } = (await response.json()) as { categories: CategoryNode[] };
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
  return leaves(categories).reduce((a, b) => (b.productCount > a.productCount ? b : a));
}

/** Picks "a new list" in the open favourites dialog, names it, saves and says Yes. */
async function saveToNewList(page: Page, name: string) {
  const dialog = page.getByTestId('favourites-dialog');
  await dialog.getByTestId('favourites-target').selectOption('new');
  await dialog.getByTestId('favourites-new-name').fill(name);
  await dialog.getByTestId('favourites-save').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByTestId('favourites-saved')).toContainText(name);
}

test('a visitor is asked to log in from a card, then the dialog opens and saves', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const leaf = await biggestLeaf(page);
  await page.goto(`/${leaf.id}_${leaf.slug}/katalog`);
  const row = page.locator('.product-row').first();
  const symbol = (await row.locator('.product-identity__symbol').textContent())!.trim();
  // A press before hydration does nothing (CI saw it once): wait until the page answers clicks.
  await hydrated(page);
  await row.getByTestId('favourite-button').click();

  const login = page.getByRole('dialog');
  await expect(login.locator('#login-modal-login')).toBeVisible();
  await login.locator('#login-modal-login').fill('soletrader@demo.shop');
  await login.locator('#login-modal-password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();

  // The page reloads logged in and the kept action opens the favourites dialog for that product.
  const dialog = page.getByTestId('favourites-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Add ${symbol} to favourites` })).toBeVisible();
  await saveToNewList(page, `Visitor ${Date.now()}`);
  expect(errors).toEqual([]);
});

test('own symbols on cards; add to favourites from a category card (by keyboard) and from compare', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const leaf = await biggestLeaf(page);
  const listPath = `/${leaf.id}_${leaf.slug}/katalog`;

  await logInByApi(page, 'company@demo.shop');

  // The customer's own symbol of the list's second product.
  await page.goto(listPath);
  // The company's after-login message and the cookie banner first, out of the way.
  const message = page.getByRole('dialog', { name: 'Message for you' });
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Only necessary' }).click();
  const rows = page.locator('.product-row');
  const symbolOf = async (i: number) =>
    (await rows.nth(i).locator('.product-identity__symbol').textContent())!.trim();
  const [first, second, third] = [await symbolOf(0), await symbolOf(1), await symbolOf(2)];
  const own = `E2E-${Date.now() % 1_000_000}`;
  const created = await page.request.post('/ajax/customer/symbols', {
    headers: XHR,
    data: { productSymbol: second, symbol: own },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  await expect(rows.nth(1).getByTestId('card-customer-symbol')).toHaveText(`Your symbol: ${own}`);
  await expect(rows.nth(0).getByTestId('card-customer-symbol')).toHaveCount(0);
  // Tiled and parametric views show it too.
  await page.goto(`${listPath}?view=tiled`);
  await expect(page.getByTestId('card-customer-symbol')).toHaveText(`Your symbol: ${own}`);
  await page.goto(`${listPath}?view=parametric`);
  await expect(page.getByTestId('card-customer-symbol')).toHaveText(`Your symbol: ${own}`);

  // From the card, with the keyboard: the row's symbol link, then Right to compare and favourites.
  await page.goto(listPath);
  await rows.nth(0).locator('.product-identity__symbol').focus();
  const favourite = rows.nth(0).getByTestId('favourite-button');
  for (let i = 0; i < 6; i++) {
    if (await favourite.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(favourite).toBeFocused();
  await screenshots(page, 'favourites-list-cards');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('favourites-dialog')).toBeVisible();
  await screenshots(page, 'favourites-card-dialog');
  const name = `Cards ${Date.now()}`;
  await saveToNewList(page, name);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('favourites-dialog')).toHaveCount(0);

  // From the compare page, into the same list.
  for (const i of [1, 2]) await rows.nth(i).getByTestId('compare-toggle').click();
  await page.goto('/compare/');
  const column = page.getByTestId('compare-product').filter({ hasText: third! });
  await expect(column).toBeVisible();
  await screenshots(page, 'favourites-compare');
  await column.getByTestId('favourite-button').click();
  const dialog = page.getByTestId('favourites-dialog');
  await dialog.getByTestId('favourites-target').selectOption({ label: name });
  await dialog.getByTestId('favourites-save').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByTestId('favourites-saved')).toContainText(name);

  const lists = await (await page.request.get('/ajax/favourites')).json();
  const directory = lists.directories.find((d: { name: string }) => d.name === name);
  expect(directory.itemCount).toBe(2);
  const items = await (
    await page.request.get(`/ajax/favourites/directory/${directory.directoryId}?page=1&sort=symbol_asc`)
  ).json();
  expect(items.items.map((i: { symbol: string }) => i.symbol).sort()).toEqual([first, third].sort());
  expect(errors).toEqual([]);
});
