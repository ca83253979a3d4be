import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { XHR, logInByApi, screenshots } from './support';

/**
 * Issue 17: a customer with their own part numbers prints a list (the print page opens in a new tab
 * without the shop's header, the dialog only on a click) and downloads it as a PDF; a visitor prints
 * the shared link and sees no customer symbols. SHOTS=dir also saves screenshots at 375, 1024, 1440 px.
 */

/** Counts the print dialogs a page asks for, instead of opening them. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
}
const printsOf = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);

test('print a list with the customer’s symbols, download its PDF, print the shared link as a visitor', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await logInByApi(page, 'company@demo.shop');
  const catalogue = await (await page.request.get('/ajax/catalog/products?pageSize=100')).json();
  const symbols = (catalogue.items as Array<{ symbol: string }>).slice(0, 3).map((p) => p.symbol);
  const created = await page.request.post('/ajax/favourites/directory', {
    headers: XHR,
    data: { name: `Płytka ŐŰ ${Date.now()}` },
  });
  const list = (await created.json()) as { directoryId: number; publicToken: string; name: string };
  const added = await page.request.post('/ajax/favourites/item', {
    headers: XHR,
    data: { directoryId: list.directoryId, items: symbols.map((symbol) => ({ symbol, quantity: 3 })) },
  });
  expect(added.status(), await added.text()).toBe(201);
  const ownSymbol = `ŻÓŁW-${Date.now() % 100000}`;
  const own = await page.request.post('/ajax/customer/symbols', {
    headers: XHR,
    data: { productSymbol: symbols[0], symbol: ownSymbol },
  });
  expect(own.status(), await own.text()).toBe(201);

  await page.goto(`/pl/profile/favourites/${list.directoryId}`);
  // The demo company's login alert comes first (spec: login alert).
  const alert = page.getByRole('dialog');
  await expect(alert).toBeVisible();
  await alert.getByRole('button').first().click();
  await expect(alert).toBeHidden();
  await expect(page.getByTestId('favourites-customer-symbol')).toContainText(ownSymbol);

  // Print: the print page in a new tab, in the list page's language, without the shop's chrome.
  await page.context().addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
  const [sheet] = await Promise.all([
    page.waitForEvent('popup', { timeout: 20_000 }),
    page.getByTestId('favourites-print').click({ timeout: 20_000 }),
  ]);
  await sheet.waitForLoadState();
  await expect(sheet).toHaveURL(new RegExp(`/pl/profile/favourites/${list.directoryId}/print$`));
  await expect(sheet.getByTestId('favourites-print-item')).toHaveCount(3);
  await expect(sheet.getByTestId('favourites-print-items')).toContainText(ownSymbol);
  await expect(sheet.locator('.site-header')).toBeHidden();
  await expect(sheet.locator('.site-footer')).toBeHidden();
  await expect(sheet.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await printsOf(sheet)).toBe(0);
  await screenshots(sheet, 'favourites-print-own');
  await sheet.getByTestId('favourites-print-button').click();
  expect(await printsOf(sheet)).toBe(1);
  await sheet.close();

  // PDF: a download of the list.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // A visitor in another browser prints the shared link: no customer symbols.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await countPrints(stranger);
  await stranger.goto(`/de/${list.publicToken}/favourites/print`);
  await expect(stranger.getByTestId('favourites-print-item')).toHaveCount(3);
  await expect(stranger.getByTestId('favourites-print-sheet')).toContainText('EUR');
  await expect(stranger.getByTestId('favourites-print-sheet')).not.toContainText(ownSymbol);
  await screenshots(stranger, 'favourites-print-shared');
  await visitor.close();
  expect(errors).toEqual([]);
});
