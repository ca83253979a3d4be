import { expect, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { DEMO_PASSWORD } from '../../src/server/db/seed/accounts';

/**
 * Issue 17: a customer imports their own part numbers from an XLSX file, then finds a product by
 * one of them in the search box. SYMBOLS_SCREENSHOTS=dir also saves the page at three widths.
 */
test('import customer symbols from XLSX and find a product by one in the search box', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#login-login').fill('company@demo.shop');
  await page.locator('#login-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const alert = page.getByRole('dialog');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();

  // Three products of the catalogue, by their page links.
  const listing = await (await page.request.get('/katalog/?q=resistor')).text();
  const symbols = [...new Set([...listing.matchAll(/\/([^"/?]+)\/details"/g)].map((m) => m[1]!))]
    .slice(0, 3)
    .map(decodeURIComponent);
  expect(symbols).toHaveLength(3);
  const workbook = await writeXlsxFile([
    [{ value: 'Product symbol' }, { value: 'Your symbol' }, { value: 'Description' }],
    ...symbols.map((symbol, i) => [
      { value: symbol },
      { value: `PCB7-R${i + 1}` },
      { value: `Board 7, R${i + 1}` },
    ]),
  ]).toBuffer();

  await page.goto('/profile/symbols');
  await expect(page.getByTestId('symbols-empty')).toBeVisible();
  // The shop's own file button (in the page's language) opens the browser's file dialog.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File Choose file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'board-7.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await expect(page.getByTestId('symbol-import')).toContainText('board-7.xlsx');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('import-preview')).toContainText(
    '3 lines read: 3 can be imported, 0 have errors.',
  );
  await page.getByTestId('import-commit').click();
  await expect(page.locator('.symbols__notice')).toHaveText('3 symbols imported.');
  await expect(page.getByTestId('symbol-row')).toHaveCount(3);
  await expect(page.getByTestId('symbols-table')).toContainText('PCB7-R2');

  const shots = process.env.SYMBOLS_SCREENSHOTS;
  if (shots) {
    for (const width of [375, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/symbols-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  // The search box knows the customer's symbol.
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('pcb7-r2');
  await box.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/${encodeURIComponent(symbols[1]!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/details$`),
  );
  await expect(page.getByTestId('customer-symbol')).toHaveText('PCB7-R2');
});
