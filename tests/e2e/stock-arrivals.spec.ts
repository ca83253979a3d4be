import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  logInToDesk,
  placeBankTransferOrder,
  screenshots,
  soldOutBackorderable,
  XHR,
} from './support';

/**
 * Issue 22 (ADR 077), the desk's stock arrivals page: the demo company orders 5 of a sold-out,
 * back-orderable part (all 5 wait for the factory); sales opens Stock arrivals from the desk's
 * navigation, is told a wrong symbol is unknown, records 8 units with a double click (recorded
 * once), filters the list by the symbol and sees the arrival allocated: 5 to one waiting line of
 * one order, 3 to stock.
 */
test('stock arrivals: sales records an arrival for a back-ordered line and sees it allocated', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Not the back-order journey's part: nothing else may wait for this one.
  const symbol = await soldOutBackorderable(page, 1);

  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  await placeBankTransferOrder(page, { symbol, minimumQuantity: 5 }, 'arrivals');

  await logInToDesk(page, 'sales');
  // The desk's navigation names the page; it is opened as a document so no navigation is pending
  // while the form is filled.
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Stock arrivals' }).first(),
  ).toHaveAttribute('href', '/staff/stock-arrivals');
  await page.goto('/staff/stock-arrivals');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Stock arrivals', level: 1 })).toBeVisible();

  const form = page.getByTestId('arrival-form');
  await form.getByRole('textbox', { name: 'Product symbol' }).fill('NO-SUCH-PART-1');
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await form.getByRole('button', { name: 'Record arrival' }).click();
  await expect(form.getByRole('alert')).toHaveText('There is no product NO-SUCH-PART-1.');

  await form.getByRole('textbox', { name: /^Product symbol/ }).fill(symbol);
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('8');
  await form.getByRole('textbox', { name: 'Delivery note (optional)' }).fill('WZ journey');
  await form.getByRole('button', { name: 'Record arrival' }).dblclick();
  await expect(page.getByTestId('arrival-notice')).toContainText(`8 × ${symbol} recorded`);

  // The list by the symbol (its filter is a plain GET form): one row, allocated by the job.
  await page.getByTestId('arrival-filter-symbol').fill(symbol);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('symbol')).toBe(symbol);
  // The job allocates a moment later: wait for it through the list call, then read the page again.
  await expect
    .poll(
      async () => {
        const listed = await page.request.get(
          `/ajax/staff/stock-arrivals?${new URLSearchParams({ symbol })}`,
          { headers: XHR },
        );
        return (await listed.json()).elements[0]?.allocation?.units ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe(5);
  await page.reload();
  await hydrated(page);
  const rows = page.getByTestId('arrivals-table').locator('tbody tr');
  await expect(rows.first().getByTestId('arrival-allocated')).toHaveText('5 to 1 waiting line · 1 order');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('arrival-to-stock')).toHaveText('3');
  await expect(rows.first()).toContainText('WZ journey');
  await screenshots(page, 'stock-arrivals');

  await page.goto('/staff/stock-arrivals?symbol=NO-SUCH-PART-1');
  await expect(page.getByTestId('arrivals-none')).toHaveText('No arrivals of NO-SUCH-PART-1.');

  expect(errors).toEqual([]);
});
