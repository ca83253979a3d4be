import { expect, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { dismissLoginMessage, hydrated, logInByApi, orderableProducts, screenshots } from './support';

/**
 * Issue 18: a buyer pastes ten lines of a parts list into quick buy, one with a typo that only a
 * similar symbol matches; they accept the suggestion and put everything into a new cart, which then
 * holds the ten products. SHOTS=dir saves the page at 375, 1024 and 1440 px.
 */
test('paste 10 lines, fix a fuzzy one, add everything to the cart', async ({ page }) => {
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  const products = (await orderableProducts(page)).slice(0, 10);
  expect(products).toHaveLength(10);

  const typo = products[3]!.symbol.replace(/.$/, (last) => (last === 'Q' ? 'Z' : 'Q'));
  const text = products
    .map((p, i) => `${i === 3 ? typo : p.symbol}\t${p.minimumQuantity}\tline ${i + 1}`)
    .join('\r\n');

  await page.goto('/quick-buy');
  await hydrated(page);
  await expect(page.getByTestId('quickbuy-empty')).toBeVisible();
  await page.getByLabel('Parts list').fill(text);
  await page.getByRole('button', { name: 'Find products' }).click();

  const lines = page.getByTestId('quickbuy-line');
  await expect(lines).toHaveCount(10);
  const fuzzy = lines.nth(3);
  await expect(fuzzy).toContainText('Similar symbol');
  await expect(fuzzy).toHaveAttribute('data-complete', 'false');
  await expect(page.getByTestId('quickbuy-totals')).toContainText('9 of 10 lines ready for the cart');
  await screenshots(page, 'quickbuy-suggestion');

  // The suggestion is the buyer's to accept, by keyboard as well as by pointer.
  const accept = fuzzy.getByRole('button', { name: /^Accept / });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(lines.nth(3)).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('quickbuy-totals')).toContainText('10 of 10 lines ready for the cart');
  const chosen = (await lines.nth(3).locator('.quickbuy-line__symbol').textContent())!;

  await page.getByLabel('Into').selectOption('new');
  await page.getByTestId('quickbuy-to-cart').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Put 10 ready lines');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('quickbuy-ordered')).toContainText('Added 10 lines to the cart.');
  await expect(page.getByTestId('quickbuy-empty')).toBeVisible();
  await screenshots(page, 'quickbuy-ordered');

  await page.getByRole('link', { name: 'Open the cart' }).click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
  const cartLines = page.getByTestId('cart-line');
  await expect(cartLines).toHaveCount(10);
  const cart = page.getByTestId('cart-page');
  for (const [i, p] of products.entries()) await expect(cart).toContainText(i === 3 ? chosen : p.symbol);
  // The cart leads back to quick buy.
  await expect(page.getByRole('link', { name: 'Quick buy: paste a parts list' })).toBeVisible();
});

test('a visitor sees the matched lines and is asked to log in to order', async ({ page }) => {
  const [product] = await orderableProducts(page);
  await page.goto('/quick-buy');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Columns from a spreadsheet' }).check();
  await page.getByLabel('Parts list').fill(`Qty;MPN\n${product!.minimumQuantity};${product!.symbol}`);
  await page.getByRole('button', { name: 'Find products' }).click();
  await expect(page.getByTestId('quickbuy-line')).toHaveCount(1);
  await expect(page.getByTestId('quickbuy-line')).toContainText('Our symbol');
  await expect(page.getByTestId('login-required')).toBeVisible();
  await screenshots(page, 'quickbuy-visitor');
});

/**
 * Issue 18, quick buy from a BOM file: a spreadsheet whose header is on row 3 (a title and a blank
 * row above it) is dropped on the page; the buyer sees how it was read, gives the column the reader
 * did not know its meaning (the buyer's notes), reads it again and puts the lines into a new cart.
 */
test('drop an XLSX BOM with its header on row 3, fix a column mapping, add to the cart', async ({ page }) => {
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  const products = (await orderableProducts(page)).slice(0, 3);
  expect(products).toHaveLength(3);
  const file = await writeXlsxFile([
    [{ value: 'Motor board rev. C', type: String }],
    [],
    ['Symbol', 'Qty', 'Zzz'].map((value) => ({ value, type: String })),
    ...products.map((p, i) => [
      { value: p.symbol, type: String },
      { value: p.minimumQuantity * (i + 1), type: Number },
      { value: `spare ${i + 1}`, type: String },
    ]),
  ] as never).toBuffer();

  await page.goto('/quick-buy');
  await hydrated(page);
  // The cookie banner would cover what the screenshots are for.
  const banner = page.getByRole('button', { name: 'Only necessary' });
  if (await banner.isVisible()) await banner.click();
  await expect(page.getByTestId('bom-drop')).toContainText('Or read a BOM file');
  await page.getByTestId('bom-drop').locator('input[type=file]').setInputFiles({
    name: 'motor-board.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });

  const mapping = page.getByTestId('bom-mapping');
  await expect(mapping).toContainText('3 lines read from 6 rows.');
  await expect(mapping.getByLabel('Header row')).toHaveValue('3');
  const lines = page.getByTestId('quickbuy-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).not.toContainText('spare 1');
  await screenshots(page, 'quickbuy-file-mapping');

  // The third column is the buyer's notes: chosen by keyboard, then the file is read again.
  const third = mapping.getByLabel('Meaning of column 3 (Zzz)');
  await third.focus();
  await third.selectOption('note');
  await mapping.getByRole('button', { name: 'Read again with this mapping' }).click();
  await expect(lines.first()).toContainText('spare 1');
  await expect(lines).toHaveCount(3);
  await expect(page.getByTestId('quickbuy-totals')).toContainText('3 of 3 lines ready for the cart');

  await page.getByLabel('Into').selectOption('new');
  await page.getByTestId('quickbuy-to-cart').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('quickbuy-ordered')).toContainText('Added 3 lines to the cart.');
});

/**
 * A long list (issue 18: up to 10 000 lines) is shown 100 rows at a time: the buyer pages with the
 * keyboard and narrows the list to the lines that need them.
 */
test('a 250-line list is paged 100 rows at a time, and can show only the lines to fix', async ({ page }) => {
  const [product] = await orderableProducts(page);
  const text = Array.from({ length: 250 }, (_, i) =>
    i % 50 === 7 ? `NOPART${i}\t1` : `${product!.symbol}\t${product!.minimumQuantity}`,
  ).join('\n');
  await page.goto('/quick-buy');
  await hydrated(page);
  await page.getByLabel('Parts list').fill(text);
  await page.getByRole('button', { name: 'Find products' }).click();
  const lines = page.getByTestId('quickbuy-line');
  await expect(lines).toHaveCount(100);
  await expect(page.getByTestId('quickbuy-range')).toHaveText('Lines 1–100 of 250');
  const pager = page.getByRole('navigation', { name: 'Pages of the list' }).first();
  await pager.getByRole('button', { name: '3', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(50);
  await expect(page.getByTestId('quickbuy-range')).toHaveText('Lines 201–250 of 250');
  await expect(lines.first()).toContainText('201');
  await page.getByLabel(/Only lines to fix/).check();
  await expect(lines).toHaveCount(5);
  await expect(page.getByTestId('quickbuy-range')).toHaveText('Lines 1–5 of 5');
  await screenshots(page, 'quickbuy-paged');
});
