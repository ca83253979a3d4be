import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './support';

/** Search journeys (issue 3): autocomplete, results, parametric filters in the URL, empty results. */

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('type part of a symbol, pick it from the suggestions with the keyboard, land on the product', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // A real symbol from the catalogue.
  const list = await (await request.get('/ajax/catalog/products?pageSize=10&sort=stock_desc')).json();
  const symbol: string = list.items[0].symbol;
  const partial = symbol.slice(0, Math.max(3, symbol.length - 2));

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially(partial, { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
  const option = listbox.getByRole('option').filter({ hasText: symbol }).first();
  await expect(option).toBeVisible();
  // The typed part is highlighted.
  await expect(option.locator('mark').first()).toHaveText(new RegExp(partial.slice(0, 3), 'i'));

  // Walk down with the arrow key until the product is the highlighted option.
  const optionId = await option.getAttribute('id');
  for (let i = 0; i < 20 && (await box.getAttribute('aria-activedescendant')) !== optionId; i++)
    await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', optionId!);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(page.getByTestId('product-details')).toBeVisible();
  await expect(page.locator('.product-page__symbol')).toHaveText(symbol);
  expect(errors).toEqual([]);
});

test('Escape closes the suggestions; Enter searches the text; results show counts and what was understood', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  // Text typed before the page has hydrated stays in the field but asks for no suggestions (the
  // server-rendered form still searches on Enter): type again until the page answers.
  await expect(async () => {
    await box.fill('');
    await box.fill('resistor 10k');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const counted = page.waitForRequest((r) => r.url().endsWith('/ajax/catalog/search-counter'));
  await box.press('Enter');

  await expect(page).toHaveURL(/\/katalog\/\?q=resistor(%20|\+)10k$/);
  // The page reports the search it showed to the search counter.
  expect((await counted).postDataJSON()).toMatchObject({ query: 'resistor 10k' });
  await expect(page.getByTestId('search-heading')).toHaveText(
    /^[\d\s\u00a0]+\+? results for "resistor 10k"$/,
  );
  await expect(page.getByTestId('search-understood')).toContainText('10\u00a0kΩ');
  await expect(page.getByTestId('list-count')).toContainText('Showing 1–');
  await expect(page.getByTestId('product-list')).toBeVisible();
  await expect(page.locator('.product-row').first()).toBeVisible();
  // Relevance is the default sort of a search.
  await expect(page.locator('.list-toolbar select').first()).toHaveValue('relevance');
  await expect(box).toHaveValue('resistor 10k');
  expect(errors).toEqual([]);
});

test('filter a category by two parameters and a range; the URL keeps the filters through a reload', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const tree = await (await request.get('/ajax/catalog/category-tree?language=en')).json();
  type Node = { id: number; slug: string; name: string; children: Node[] };
  const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  const category = all(tree.categories).find((c) => c.name === 'SMD resistors')!;
  await page.goto(`/${category.id}_${category.slug}/katalog`);
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  const countText = () => page.getByTestId('list-count').textContent();
  const before = await countText();

  // Two parameters with value lists (chip resistors have a case size and a tolerance): tick the
  // most common value of each, so something is left to list.
  const facetNamed = (name: string) =>
    panel.locator('details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${name}`) }) });
  const chosen: string[] = [];
  for (const name of ['Case', 'Tolerance']) {
    const facet = facetNamed(name);
    // The first blocks start open (Manufacturer, Lifecycle, RoHS, then parameters); a later one is
    // opened by its heading, as a person does.
    if ((await facet.getAttribute('open')) === null) await facet.locator('summary').click();
    await expect(facet).toHaveAttribute('open', '');
    const counts = await facet.locator('.facet__values .facet-value__count').allTextContents();
    const best = counts
      .map((c) => Number(c.replace(/\D/g, '')))
      .reduce((b, c, i, all) => (c > all[b] ? i : b), 0);
    const value = facet.locator('.facet__values a[role="checkbox"]').nth(best);
    const label = (await value.locator('.facet-value__label').textContent())!.trim();
    chosen.push(`${name}: ${label}`);
    await value.click();
    await expect(
      page
        .getByRole('region', { name: 'Selected filters' })
        .getByRole('link', { name: `Remove filter ${name}: ${label}` }),
    ).toBeVisible();
    await expect(facetNamed(name).getByRole('checkbox', { name: label })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  }
  expect(await countText()).not.toBe(before);

  // A range typed the way engineers write values: at least 1 kΩ.
  const rangeName = 'Resistance';
  const range = facetNamed(rangeName);
  await range.getByRole('textbox').first().fill('1k');
  await range.getByRole('button', { name: 'Apply' }).click();
  const chips = page.getByRole('region', { name: 'Selected filters' });
  await expect(chips.getByRole('link', { name: `Remove filter ${rangeName}: ≥ 1\u00a0kΩ` })).toBeVisible();

  // The URL holds all three filters in the readable form.
  const url = new URL(page.url());
  expect([...url.searchParams.keys()].filter((k) => /^p\d+$/.test(k))).toHaveLength(2);
  expect([...url.searchParams.keys()].filter((k) => /^r\d+$/.test(k))).toHaveLength(1);
  expect(url.search).toMatch(/r\d+=1000\.\.(&|$)/);
  const filteredCount = await countText();
  const chipLabels = await chips
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));

  await page.reload();
  await expect(page.getByTestId('list-count')).toHaveText(filteredCount!);
  expect(
    await chips.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label'))),
  ).toEqual(chipLabels);
  for (const label of chosen)
    await expect(chips.getByRole('link', { name: `Remove filter ${label}` })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Back undoes the last choice; "clear all" returns to the whole category.
  await page.goBack();
  await expect(chips.getByRole('link', { name: new RegExp(`^Remove filter ${rangeName}`) })).toHaveCount(0);
  await page.goForward();
  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(new RegExp(`/${category.id}_${category.slug}/katalog$`));
  await expect(page.getByTestId('list-count')).toHaveText(before!);
  expect(errors).toEqual([]);
});

test('a search that finds nothing offers help and a way to ask about the part', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/katalog/?q=qqxxzzwwvv');
  await expect(page.getByTestId('search-heading')).toHaveText('No products match "qqxxzzwwvv"');
  const help = page.getByTestId('search-help');
  await expect(help).toBeVisible();
  const ask = help.getByRole('link', { name: 'Ask us about the part' });
  // Without scripts the contact page with the part named; with them the drawer (issue 20).
  await expect(ask).toHaveAttribute('href', '/contact/?part=qqxxzzwwvv');
  await hydrated(page);
  await ask.click();
  const drawer = page.getByRole('dialog', { name: 'Ask about product' });
  await expect(drawer.getByRole('textbox', { name: /Your message/ })).toHaveValue('qqxxzzwwvv\n');
  expect(errors).toEqual([]);
});

test('on a phone the filters open in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/katalog/?q=capacitor');
  const toggle = page.getByTestId('filters-toggle');
  await expect(toggle).toHaveText('Filters');
  await expect(page.getByTestId('filter-panel')).toBeHidden();
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.locator('details[data-facet="manufacturer-0"] a[role="checkbox"]').first().click();
  await expect(page).toHaveURL(/[?&]mf=\d+/);
  await expect(toggle).toHaveText('Filters (1)');
  await drawer.getByRole('button', { name: /Show results/ }).click();
  await expect(drawer).toBeHidden();
});
