import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, orderableProducts, screenshots } from './support';

/**
 * Issue 18, requests for quote, the customer's side: a request of three typed lines is sent; the
 * list is searched, filtered, saved as a search and cleared; the demo company's quoted request is
 * declined with a reason and can no longer be ordered. Accepting part of a quote is
 * rfq-journey.spec's story; the refusals are the API tier's (rfq.test.ts, rfq-lifecycle.test.ts).
 */
test('send a request of three lines, search the list, then decline a quote', async ({ page }) => {
  await logInByApi(page, 'company@demo.shop');
  const products = (await orderableProducts(page)).slice(0, 3);
  expect(products).toHaveLength(3);

  // The demo company's after-login message shows once, on the first page: closed before typing.
  await page.goto('/rfq/home');
  await hydrated(page);
  const message = page.getByRole('dialog');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toBeHidden();
  await dismissLoginMessage(page);
  // The cookie banner would cover what the screenshots are for.
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await page.getByRole('link', { name: '+ New request for quote' }).click();
  const editor = page.getByTestId('rfq-editor');
  await expect(editor).toBeVisible();
  await editor.getByLabel('Title').fill('Motor driver board, rev B');
  await editor.getByLabel('Your reference').fill('PO-2026-118');
  const amounts = ['10, 100', '50', '25, 250'];
  for (const [i, product] of products.entries()) {
    await editor.getByLabel(`Line ${i + 1}: Part number`).fill(product.symbol);
    await editor.getByLabel(`Line ${i + 1}: Quantities`).fill(amounts[i]!);
  }
  await editor.getByLabel('Line 3: Target unit price').fill('0.15');
  await expect(editor.getByLabel('Title')).toHaveValue('Motor driver board, rev B');
  await screenshots(page, 'rfq-new');
  await editor.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/rfq\/details\/[a-z0-9]{40}$/);
  await expect(page.getByTestId('rfq-state')).toHaveText('Sent');
  await expect(page.getByTestId('rfq-line')).toHaveCount(3);
  await expect(page.getByTestId('rfq-line').first()).toContainText(`Our product ${products[0]!.symbol}`);
  await screenshots(page, 'rfq-sent');

  // The list: this request and the demo quote (other journeys may have added theirs); filtered to
  // quoted ones, the search saved under a name.
  await page.goto('/rfq/home');
  await hydrated(page);
  const rows = page.getByTestId('rfq-row');
  await expect(rows.filter({ hasText: 'Motor driver board, rev B' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Demo: sensor board' })).toHaveCount(1);
  await page.getByLabel('State').selectOption('quoted');
  await page.getByTestId('rfq-list').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows.filter({ hasText: 'Motor driver board, rev B' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Demo: sensor board' })).toHaveCount(1);
  await page.getByPlaceholder('Name of this search').fill('Quoted');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByTestId('rfq-saved')).toContainText('Quoted');
  await screenshots(page, 'rfq-list');

  // A saved search's link shows its own filters; Clear empties the form and the address.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/rfq\/home$/);
  await expect(page.getByLabel('State')).toHaveValue('');
  await page.getByTestId('rfq-saved').getByRole('link', { name: 'Quoted' }).click();
  await expect(page).toHaveURL(/state=quoted/);
  await expect(page.getByLabel('State')).toHaveValue('quoted');
  await expect(page.getByTestId('rfq-saved').getByRole('link', { name: 'Quoted' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The quote is not wanted: declined as a whole, with a reason; it can no longer be ordered.
  // (Accepting part of a quote and ordering it is rfq-journey.spec's story.)
  await rows.filter({ hasText: 'Demo: sensor board' }).getByRole('link').click();
  await expect(page.getByTestId('rfq-state')).toHaveText('Quoted');
  await hydrated(page);
  await expect(page.getByTestId('rfq-offer')).toHaveCount(4);
  await screenshots(page, 'rfq-quote');
  const decline = page.getByTestId('rfq-decline');
  await decline.getByLabel('Reason (optional)').fill('The project was cancelled.');
  page.once('dialog', (dialog) => void dialog.accept());
  await decline.getByRole('button', { name: 'Decline the quote' }).click();
  await expect(page.getByTestId('rfq-state')).toHaveText('Rejected');
  await expect(page.getByTestId('rfq-rejected')).toHaveText('You declined this quote.');
  await expect(page.getByTestId('rfq-reject-reason')).toHaveText('Your reason: The project was cancelled.');
  await expect(page.getByTestId('rfq-accept')).toHaveCount(0);
  await expect(page.getByTestId('rfq-decline')).toHaveCount(0);
  await screenshots(page, 'rfq-declined');
});

/**
 * Issue 18, a request for quote from a file: the buyer downloads the example BOM (XLSX) from the
 * new request's page, sends that file back, checks how it was read and finds its lines in the
 * editor: both quantity columns as the line's quantities, the target price, the designators as
 * the note.
 */
test('download an example BOM, upload it to a new request, see its lines in the editor', async ({ page }) => {
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await page.goto('/rfq/new');
  await hydrated(page);
  const banner = page.getByRole('button', { name: 'Only necessary' });
  if (await banner.isVisible()) await banner.click();

  const drop = page.getByTestId('rfq-file');
  await expect(drop).toContainText('Example files:');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drop.getByTestId('rfq-example-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toBe('rfq-example.xlsx');
  const example = await readFile((await download.path())!);

  await drop.locator('input[type=file]').setInputFiles({
    name: 'rfq-example.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: example,
  });
  await expect(page.getByTestId('bom-mapping')).toContainText('3 lines read from 4 rows.');
  await expect(page.getByTestId('rfq-imported')).toContainText('3 lines from the file');
  const editor = page.getByTestId('rfq-editor');
  await expect(editor.getByTestId('rfq-editor-line')).toHaveCount(3);
  await expect(editor.getByLabel('Line 1: Part number')).toHaveValue('BC547B');
  await expect(editor.getByLabel('Line 1: Quantities')).toHaveValue('100, 1000');
  await expect(editor.getByLabel('Line 1: Target unit price')).toHaveValue('0.05');
  await expect(editor.getByLabel('Line 1: Note')).toHaveValue('Q1, Q2');
  await expect(editor.getByLabel('Line 3: Part number')).toHaveValue('GRM188R71H104KA93D');
  await screenshots(page, 'rfq-from-file');

  await editor.getByLabel('Title').fill('From the example file');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('rfq-details')).toContainText('From the example file');
  await expect(page.getByTestId('rfq-export')).toBeVisible();
});
