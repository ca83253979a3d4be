import { expect, test } from '@playwright/test';
import { hydrated, orderableProducts } from './support';

/**
 * The client's infrastructure of issue 21 (ADR 082): a lazy chunk that fails after a deploy reloads
 * the page once, then says so instead of leaving a dead page; the gesture hint over the comparison
 * table on a phone.
 */
test('a chunk that cannot be loaded reloads the page once, then shows a message with a reload button', async ({
  page,
}) => {
  // The search box's suggestions (the options, asking as you type) are a chunk of their own, loaded
  // on the box's first focus or keystroke (ADR 088): gone, as after a deploy that removed the
  // previous release's files.
  await page.route(/\/assets\/search-combobox-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
  const [product] = await orderableProducts(page);
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('combobox', { name: 'Search products' });

  const reload = page.waitForEvent('framenavigated');
  await search.fill(product!.symbol.slice(0, 4));
  await reload;
  await hydrated(page);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);

  // Failing again right after the reload: no second reload, a message instead.
  await search.fill(product!.symbol.slice(0, 4));
  const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not be loaded' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-chunk', /^Loading chunk search-combobox failed$/);
  // The page is still there around it.
  await expect(page.getByRole('banner').or(page.locator('header')).first()).toBeVisible();
  for (const width of [375, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/chunk-notice-${width}.png` });
  }

  await page.unroute(/\/assets\/search-combobox-[^/]*\.js$/);
  const again = page.waitForEvent('framenavigated');
  await notice.getByRole('button', { name: 'Reload the page' }).click();
  await again;
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Search products' }).fill(product!.symbol.slice(0, 4));
  await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toBeVisible();
});

test('on a phone the comparison table shows the swipe hint for a moment', async ({ page, context }) => {
  const products = await orderableProducts(page);
  const symbols = products.slice(0, 3).map((p) => p.symbol);
  await context.addCookies([
    {
      name: 'compare',
      value: encodeURIComponent(JSON.stringify(symbols)),
      url: test.info().project.use.baseURL!,
    },
  ]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.clock.install();
  await page.goto('/compare/');
  await hydrated(page);
  const hint = page.getByTestId('gesture-hint');
  await expect(hint).toHaveText('Swipe sideways to see more');
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/gesture-hint-375.png` });
  await page.clock.fastForward(4_000);
  await expect(hint).toHaveCount(0);
});
