import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support';

/** Spec §2 /compare/ and short catalogue links, as a visitor without an account uses them. */

interface CategoryNode {
  id: number;
  slug: string;
  productCount: number;
  children: CategoryNode[];
}

/** The leaf category with the most products: enough rows to choose from, and they differ. */
async function biggestLeaf(page: Page): Promise<CategoryNode> {
  const response = await page.request.get('/ajax/catalog/category-tree');
  const { categories } = (await response.json()) as { categories: CategoryNode[] };
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
  return leaves(categories).reduce((a, b) => (b.productCount > a.productCount ? b : a));
}

function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('compare three products from a category list and a product page; the list survives a reload', async ({
  page,
}) => {
  const errors = trackErrors(page);
  const leaf = await biggestLeaf(page);
  await page.goto(`/${leaf.id}_${leaf.slug}/katalog`);
  const rows = page.locator('.product-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('compare-bar')).toHaveCount(0);

  const symbolOf = async (i: number) =>
    (await rows.nth(i).locator('.product-identity__symbol').textContent())!.trim();
  const chosen = [await symbolOf(0), await symbolOf(1), await symbolOf(2)];

  // Two from the list…
  for (const i of [0, 1]) {
    const toggle = rows.nth(i).getByTestId('compare-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('compare-count')).toHaveText('2/10');

  // …and the third from its product page.
  await rows.nth(2).locator('.product-identity__symbol').click();
  await expect(page.getByTestId('product-details')).toBeVisible();
  const pageToggle = page.locator('.product-page__actions').getByTestId('compare-toggle');
  await expect(pageToggle).toHaveText(/Compare/);
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(pageToggle).toHaveText(/In comparison/);
  await expect(page.getByTestId('compare-count')).toHaveText('3/10');
  // Similar products of the same category load as the visitor scrolls down.
  const similar = page.getByTestId('similar-products');
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.locator('.product-strip__card').first()).toBeVisible();
  await expect(similar.getByRole('heading', { name: 'Similar products' })).toBeVisible();

  // The comparison: three columns, rows that differ are marked.
  await page.getByTestId('compare-bar').getByRole('link').click();
  await expect(page).toHaveURL(/\/compare\/$/);
  const columns = page.getByTestId('compare-product');
  await expect(columns).toHaveCount(3);
  expect(await columns.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-symbol')))).toEqual(
    chosen,
  );
  const different = page.locator('tr.is-different');
  expect(await different.count()).toBeGreaterThan(0);
  await expect(different.first().locator('td').first()).toHaveCSS('background-color', 'rgb(255, 246, 219)');

  // Only differences: every parameter row left differs.
  const allRows = await page.getByTestId('compare-row').count();
  await page.getByTestId('compare-only-differences').check();
  const left = page.getByTestId('compare-row');
  expect(await left.count()).toBeLessThanOrEqual(allRows);
  for (const differs of await left.evaluateAll((trs) =>
    trs.map(
      (tr) =>
        tr.getAttribute('data-differs') === 'true' ||
        tr.textContent!.includes('Stock') ||
        tr.textContent!.includes('Price'),
    ),
  )) {
    expect(differs).toBe(true);
  }
  await page.getByTestId('compare-only-differences').uncheck();

  // Remove one; the rest stays after a reload (the list lives in the visitor's cookie).
  await columns
    .filter({ has: page.locator(`a:text-is("${chosen[0]}")`) })
    .getByTestId('compare-remove')
    .click();
  await expect(columns).toHaveCount(2);
  await page.reload();
  await expect(columns).toHaveCount(2);
  expect(await columns.evaluateAll((cells) => cells.map((c) => c.getAttribute('data-symbol')))).toEqual(
    chosen.slice(1),
  );

  // Clearing leaves the empty state with a way back to the catalogue.
  await page.getByTestId('compare-clear').click();
  await expect(page.getByTestId('compare-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('compare-empty').getByRole('link')).toHaveAttribute('href', /\/katalog\/$/);

  expect(errors).toEqual([]);
});

test('share a filtered category list as a short link and land on the same list', async ({
  page,
  context,
}) => {
  const errors = trackErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const leaf = await biggestLeaf(page);
  const listPath = `/pl/${leaf.id}_${leaf.slug}/katalog`;
  await page.goto(`${listPath}?view=tiled&sort=price_asc&page=2`);
  await expect(page.locator('.product-tile').first()).toBeVisible();
  const firstOnList = (await page
    .locator('.product-tile .product-identity__symbol')
    .first()
    .textContent())!.trim();

  // A press before hydration would do nothing (the server's HTML shows first).
  await hydrated(page);
  await page.getByTestId('share-link-create').click();
  const field = page.getByTestId('share-link-url');
  await expect(field).toHaveValue(/\/pl\/s\/[a-z0-9]{32}\//);
  const shortUrl = await field.inputValue();
  await page.getByTestId('share-link-copy').click();
  await expect(page.getByTestId('share-link').getByRole('status')).not.toBeEmpty();

  // Sharing the same list again gives the same link.
  await page.reload();
  await page.getByTestId('share-link-create').click();
  await expect(page.getByTestId('share-link-url')).toHaveValue(shortUrl);

  await page.goto('/');
  const response = await page.goto(shortUrl);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(listPath);
  expect(new URL(page.url()).searchParams.get('view')).toBe('tiled');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await expect(page.locator('.product-tile .product-identity__symbol').first()).toHaveText(firstOnList);

  // A token nobody issued is the 404 page.
  const unknown = await page.goto(`/s/${'0'.repeat(32)}`);
  expect(unknown?.status()).toBe(404);
  expect(errors).toEqual([]);
});
