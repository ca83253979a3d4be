import { expect, test, type Page } from '@playwright/test';
import { hydrated, screenshots } from './support';

/**
 * Product data a buyer decides on (issue 22, ADR 075): narrow a category to obsolete RoHS parts,
 * open one, follow its replacement, read the classifications.
 */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('filter a category by lifecycle and RoHS, open an obsolete part, follow its replacement', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const tree = await (await request.get('/ajax/catalog/category-tree?language=en')).json();
  type Node = { id: number; slug: string; name: string; children: Node[] };
  const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  const category = all(tree.categories).find((c) => c.name === 'SMD resistors')!;
  await page.goto(`/${category.id}_${category.slug}/katalog`);
  await hydrated(page);
  const panel = page.getByTestId('filter-panel');
  const facetNamed = (name: string) =>
    panel.locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${name}$`) }) });
  const chips = page.getByRole('region', { name: 'Selected filters' });
  const count = () => page.getByTestId('list-count').textContent();
  const before = await count();

  // Lifecycle: obsolete parts only. The block still offers the other states (any of them may be added).
  const lifecycle = facetNamed('Lifecycle');
  await expect(lifecycle.getByRole('checkbox', { name: /^Active/ })).toBeVisible();
  await lifecycle.getByRole('checkbox', { name: /^Obsolete/ }).click();
  await expect(chips.getByRole('link', { name: 'Remove filter Lifecycle: Obsolete' })).toBeVisible();
  await expect(lifecycle.getByRole('checkbox', { name: /^Obsolete/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(lifecycle.getByRole('checkbox', { name: /^Active/ })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('life')).toBe('obsolete');
  expect(await count()).not.toBe(before);

  // RoHS: the most common status among them.
  const rohs = facetNamed('RoHS');
  const values = rohs.locator('.facet__values a[role="checkbox"]');
  const counts = await rohs.locator('.facet__values .facet-value__count').allTextContents();
  const best = counts
    .map((c) => Number(c.replace(/\D/g, '')))
    .reduce((b, c, i, list) => (c > list[b]! ? i : b), 0);
  const label = (await values.nth(best).locator('.facet-value__label').textContent())!.trim();
  await values.nth(best).click();
  await expect(chips.getByRole('link', { name: `Remove filter RoHS: ${label}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('rohs')).toBeTruthy();
  await expect(page.locator('.status-label[data-lifecycle="obsolete"]').first()).toBeVisible();
  await screenshots(page, 'product-data-filters');

  // An obsolete part of the list that names a replacement (the first of a block names none).
  const links = await page
    .locator('a.product-identity__symbol')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  expect(links.length).toBeGreaterThan(0);
  let found = false;
  for (const href of links) {
    await page.goto(href);
    const notice = page.getByTestId('lifecycle-notice');
    await expect(notice).toContainText('This part is no longer made.');
    if ((await notice.getByTestId('lifecycle-replacement').count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);
  const section = page.getByRole('region', { name: 'Environmental & export classifications' });
  await expect(section.getByRole('row', { name: /^Lifecycle status Obsolete/ })).toBeVisible();
  await expect(section.getByRole('rowheader', { name: 'RoHS status' })).toBeVisible();
  await expect(section.getByRole('rowheader', { name: 'HTSUS' })).toBeVisible();
  await screenshots(page, 'product-data-obsolete');

  // Its replacement: an active part of the same kind, with its own classifications.
  await hydrated(page);
  const replacement = page.getByTestId('lifecycle-replacement');
  const symbol = (await replacement.textContent())!.trim();
  await replacement.click();
  await expect(page.locator('.product-page__symbol')).toHaveText(symbol);
  await expect(page.getByTestId('lifecycle-notice')).toHaveCount(0);
  const own = page.getByRole('region', { name: 'Environmental & export classifications' });
  await expect(own.getByRole('row', { name: /^Lifecycle status Active$/ })).toBeVisible();
  await expect(own.getByRole('rowheader', { name: 'Country of origin' })).toBeVisible();
  expect(errors).toEqual([]);
});
