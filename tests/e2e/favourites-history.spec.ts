import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { type CatalogueItem, XHR, logInByApi, screenshots } from './support';

/**
 * Issue 17, "a list keeps revisions (who changed what, when) and can be restored to one": a customer
 * changes a list on its page (a quantity, a removed product), opens its history from the keyboard,
 * looks at an earlier version and restores it; the list has its products and quantities back.
 * SHOTS=dir also saves screenshots at 375, 1024 and 1440 px.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's serious and critical findings on the page as it is (the open panel included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('change a list, open its history, view an earlier version and restore it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInByApi(page, 'soletrader@demo.shop');

  const catalogue = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const [first, second] = (catalogue.items as CatalogueItem[]).filter(
    (p) => !p.flags.includes('PRODUCT_BLOCKED'),
  );
  const name = `Line spares ${Date.now()}`;
  const made = await page.request.post('/ajax/favourites/item', {
    headers: XHR,
    data: {
      newDirectoryName: name,
      items: [
        { symbol: first!.symbol, quantity: 12, note: 'feeder' },
        { symbol: second!.symbol, quantity: 4 },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { directoryId } = await made.json();

  // Change the list on its page: a quantity, then remove the other product.
  await page.goto(`/profile/favourites/${directoryId}`);
  await page.getByRole('button', { name: 'Only necessary' }).click();
  // Symbols can be prefixes of each other: the fields are found by their exact accessible names.
  const quantity = (symbol: string) =>
    page.getByRole('spinbutton', { name: `List quantity ${symbol}`, exact: true });
  await quantity(first!.symbol).fill('30');
  await page.getByTestId('favourites-items').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('favourites-items').getByRole('status')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${second!.symbol}`, exact: true }).click();
  await expect(page.getByTestId('favourites-item')).toHaveCount(1);

  // The history, opened from the keyboard: newest first, who and what.
  const history = page.getByTestId('favourites-history');
  await history.locator('summary').focus();
  await page.keyboard.press('Enter');
  const entries = history.getByTestId('favourites-revision');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(`Removed ${second!.symbol}`);
  await expect(entries.nth(0)).toContainText('You');
  await expect(entries.nth(1)).toContainText(`Changed ${first!.symbol} (quantity 30)`);
  await expect(entries.nth(2)).toContainText('Created the list');
  await screenshots(page, 'favourites-history');

  // The first version, then restore it after the confirmation.
  await entries
    .nth(2)
    .getByRole('button', { name: /View the version of/ })
    .click();
  const version = page.getByTestId('favourites-version');
  await expect(version.getByRole('heading', { name: /Version of/ })).toBeFocused();
  await expect(version.locator('tbody tr')).toHaveCount(2);
  await expect(version).toContainText('feeder');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'favourites-history-version');
  await version.getByTestId('favourites-restore').click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(history.getByTestId('favourites-restored')).toContainText('The list was restored');

  // The list has both products back with their quantities and note; the restore is a revision too.
  await expect(page.getByTestId('favourites-item')).toHaveCount(2);
  await expect(quantity(first!.symbol)).toHaveValue('12');
  await expect(quantity(second!.symbol)).toHaveValue('4');
  await expect(entries.nth(0)).toContainText('Restored the version of');
  await expect(entries).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'favourites-history-restored');

  // In Polish: the same history in the page's language.
  await page.goto(`/pl/profile/favourites/${directoryId}`);
  await page.getByTestId('favourites-history').locator('summary').click();
  await expect(page.getByTestId('favourites-revision').nth(0)).toContainText('Przywrócono wersję z');
  await screenshots(page, 'favourites-history-pl');
  expect(errors).toEqual([]);
});
