import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { hydrated, screenshots } from './support';

/**
 * Product data a buyer decides on (issue 22): a part sold as cut tape and as a full reel, the
 * price for the amount typed in a category list, the part's CAD files. The generated catalogue
 * (3000 products) sells IRA-1605111 as cut tape (/CT, with CAD models) and on reels (/TR).
 */
const CUT_TAPE = 'IRA-1605111/CT';
const REEL = 'IRA-1605111/TR';

test('switch from cut tape to the reel, price an amount in the list, open a CAD file', async ({ page }) => {
  await page.goto(`/${encodeURIComponent(CUT_TAPE)}/details`);
  await expect(page.getByTestId('product-details')).toBeVisible();
  await expect(page.getByTestId('packaging')).toHaveText('Cut tape');
  const others = page.getByTestId('other-packaging');
  await expect(others).toBeVisible();
  await expect(others.getByRole('row', { name: new RegExp(REEL) })).toContainText('Reel');
  await screenshots(page, 'product-packaging-cut-tape');

  // The part's footprint, made by the shop from the package: a KiCad file.
  const cad = page.getByTestId('cad-models');
  await expect(cad).toBeVisible();
  await hydrated(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    cad.getByTestId('cad-footprint').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/footprint-kicad\.kicad_mod$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toMatch(/^\(footprint "IRA-1605111_CT"/);

  // The 3D view loads on press (its own chunk) and draws the body.
  await cad.getByTestId('show-3d').click();
  await expect(page.getByTestId('three-d-view')).toBeVisible();
  await screenshots(page, 'product-packaging-3d');

  // To the reel: its page says how many parts a full reel holds, and lists the cut tape back.
  await others.getByRole('link', { name: REEL }).click();
  await expect(page).toHaveURL(new RegExp(`${encodeURIComponent(REEL)}/details$`));
  await expect(page.getByTestId('packaging')).toHaveText('Reel');
  await expect(page.getByTestId('reel-quantity')).toContainText('4');
  await expect(page.getByTestId('other-packaging').getByRole('link', { name: CUT_TAPE })).toBeVisible();
  await screenshots(page, 'product-packaging-reel');

  // Its category's list: key parameters as chips, and the price of the amount typed.
  await page.locator('.facts a').nth(1).click();
  const list = page.getByTestId('product-list');
  await expect(list).toBeVisible();
  await hydrated(page);
  const row = list
    .getByRole('row')
    .filter({ has: page.getByRole('textbox') })
    .first();
  await expect(row.getByTestId('key-parameters').first()).toBeVisible();
  const amount = row.getByRole('textbox');
  const total = row.getByTestId('extended-price');
  const multiple = Number((await row.getAttribute('data-multiples')) ?? '1');
  const typed = multiple * 7;
  await amount.fill(String(typed));
  // "Total for 7 000: …" (thousands grouped as the market writes them).
  const grouped = String(typed).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  await expect(total).toHaveText(new RegExp(`Total for ${grouped}:\\s*[\\d\\s]+\\.\\d{2}`));
  await screenshots(page, 'product-packaging-list');
});
