import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  dismissLoginMessage,
  hydrated,
  logInByApi,
  logInToDesk,
  newestMail,
  orderableProducts,
  screenshots,
} from './support';

/** Serious or critical WCAG 2.2 AA violations axe finds on the page (as accessibility.spec.ts asks). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Tenders (issue 20, ADR 070): sales write and publish a tender on the desk; a visitor finds it in
 * the public list and reads its details; a customer sends an item list of their own tender, sees
 * each line matched, picks an "or equivalent" product for one, and sends it; sales price it on the
 * desk; the customer reads the answer in their profile and in their mailbox.
 */
test('a tender is published and read; an item list is matched, sent, answered and read', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reference = `ZP/${Date.now()}/2027`;
  const title = `Electronic components for the laboratories ${reference}`;

  // An empty search says so.
  await page.goto(`/tenders?text=${encodeURIComponent(reference)}`);
  await hydrated(page);
  await expect(page.getByTestId('tenders-empty')).toHaveText('No tender matches your search.');

  // The desk, in its own browser: sales write the tender and publish it.
  const origin = new URL(page.url()).origin;
  const deskBrowser = await browser.newContext({ baseURL: origin });
  const desk = await deskBrowser.newPage();
  await logInToDesk(desk, 'sales');
  await desk.goto('/staff/tenders');
  await hydrated(desk);
  await desk.getByTestId('new-tender').click();
  await hydrated(desk);
  await desk.getByRole('textbox', { name: 'Reference' }).fill(reference);
  await desk.getByRole('textbox', { name: 'Title' }).fill(title);
  await desk.getByRole('textbox', { name: 'Buyer' }).fill('University of Łódź');
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await desk.getByLabel(/Deadline/).fill(`${deadline}T12:00`);
  await desk
    .getByRole('textbox', { name: 'Description' })
    .fill('Resistors and transistors.\nDelivery in 14 days.');
  await desk.getByRole('button', { name: 'Add a document' }).click();
  await desk.getByRole('textbox', { name: 'Label' }).fill('Terms of reference');
  await desk.getByRole('textbox', { name: /Address/ }).fill('https://example.org/terms.pdf');
  await desk.getByRole('button', { name: 'Add an item' }).click();
  await desk.getByRole('textbox', { name: '1. Item' }).fill('NPN transistor, TO-92');
  await desk.getByRole('textbox', { name: 'Quantity' }).fill('2500');
  await desk.getByRole('textbox', { name: 'Unit' }).fill('pcs');
  await desk.getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('tender-state')).toContainText('Draft', { timeout: 15_000 });
  await hydrated(desk);
  await desk.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByTestId('tender-notice')).toHaveText('The tender is published.');
  await expect(desk.getByTestId('tender-state')).toContainText('Published');
  await screenshots(desk, 'staff-tender');

  // A visitor finds it by its reference in the public list and opens it.
  await page.goto('/tenders');
  await hydrated(page);
  const filters = page.getByRole('search', { name: 'Search tenders' });
  await filters.getByRole('searchbox', { name: 'Title or reference' }).fill(reference);
  await filters.getByRole('combobox', { name: 'Status' }).selectOption('open');
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('tender-row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  await screenshots(page, 'tenders-list');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: title }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('tender-reference')).toHaveText(reference);
  await expect(page.getByTestId('tender-description')).toContainText('Delivery in 14 days.');
  await expect(page.getByRole('link', { name: /Terms of reference/ })).toHaveAttribute(
    'href',
    'https://example.org/terms.pdf',
  );
  await expect(page.getByTestId('tender-lines')).toContainText('NPN transistor, TO-92');
  await screenshots(page, 'tender-details');
  expect(await seriousViolations(page)).toEqual([]);

  // A customer prepares the item list of their own tender from the tender's page.
  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  // Symbols typed as a person types them, "symbol amount note" (quick buy's syntax): plain ones.
  const items = (await orderableProducts(page))
    .filter((p) => /^[A-Z0-9][A-Z0-9-]*$/i.test(p.symbol))
    .slice(0, 3);
  expect(items).toHaveLength(3);
  await page.getByRole('link', { name: 'Prepare an item list for this tender' }).click();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: /Name of the list/ })).toHaveValue(new RegExp(reference));
  await screenshots(page, 'tender-lists');
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole('textbox', { name: /^Items/ })
    .fill(
      [`${items[0]!.symbol} 500 lot 1`, `${items[1]!.symbol} 20`, 'NO-SUCH-PART-42 3', items[2]!.symbol].join(
        '\n',
      ),
    );
  await page.getByRole('button', { name: 'Match the items' }).click();
  await expect(page.getByTestId('tender-list')).toBeVisible({ timeout: 30_000 });
  await hydrated(page);
  await expect(page.getByTestId('tender-list-state')).toHaveText('Draft');
  const first = page.getByTestId('tender-line-1');
  await expect(first).toContainText('Exact match');
  await expect(first.getByRole('radio', { name: new RegExp(items[0]!.symbol) }).first()).toBeChecked();
  await expect(page.getByTestId('tender-line-3')).toContainText(
    'Nothing in our catalogue matches this line.',
  );
  // "Or equivalent": the first line's second offer, picked with the keyboard.
  const offers = first.getByRole('radio');
  expect(await offers.count()).toBeGreaterThan(2);
  await offers.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('tender-list-notice')).toHaveText('Your choice is saved.');
  await expect(offers.nth(1)).toBeChecked();
  const picked = (await offers.nth(1).getAttribute('value'))!;
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('tender-line-1').getByRole('radio').nth(1)).toBeChecked();
  await screenshots(page, 'tender-list-draft');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Send the list to the shop' }).click();
  await expect(page.getByTestId('tender-list-state')).toHaveText('Sent, waiting for our answer');
  const listUrl = page.url();
  const listId = /\/profile\/tenders\/(\d+)/.exec(listUrl)![1]!;
  await expect
    .poll(async () => (await newestMail(page, 'company@demo.shop')).subject)
    .toContain('We have your tender item list');

  // Sales price it on the desk.
  await desk.goto('/staff/tender-lists');
  await hydrated(desk);
  await desk.getByTestId(`staff-tender-list-${listId}`).getByRole('link').click();
  await hydrated(desk);
  const asked = desk.getByTestId('staff-tender-line-1');
  await expect(asked).toContainText(picked);
  await asked.getByRole('textbox', { name: /Unit price/ }).fill('0.1234');
  await desk
    .getByTestId('staff-tender-line-2')
    .getByRole('textbox', { name: /Unit price/ })
    .fill('2.50');
  await desk
    .getByTestId('staff-tender-line-4')
    .getByRole('textbox', { name: /Unit price/ })
    .fill('1');
  await desk
    .getByTestId('staff-tender-line-3')
    .getByRole('textbox', { name: 'Note' })
    .fill('Not in our range');
  await desk.getByRole('textbox', { name: /Note to the customer/ }).fill('Net prices, delivery in 14 days.');
  await desk.getByRole('button', { name: 'Send the answer' }).click();
  await expect(desk.getByTestId('tender-answer-notice')).toHaveText(
    'The answer has been sent to company@demo.shop.',
  );
  await screenshots(desk, 'staff-tender-list');
  expect(await seriousViolations(desk)).toEqual([]);
  await deskBrowser.close();

  // The customer reads the answer in their profile.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('tender-list-state')).toHaveText('Answered');
  const answer = page.getByTestId('tender-answer');
  await expect(answer).toContainText('Net prices, delivery in 14 days.');
  // 0.1234 × 500 + 2.50 × 20 + 1 × 1 = 61.70 + 50.00 + 1.00.
  await expect(answer).toContainText(/112\.70/);
  await expect(page.getByTestId('tender-line-1').getByTestId('tender-line-answer')).toContainText('0.1234');
  await expect(page.getByTestId('tender-line-3').getByTestId('tender-line-answer')).toContainText(
    'Not in our range',
  );
  await screenshots(page, 'tender-list-answered');
  await expect
    .poll(async () => (await newestMail(page, 'company@demo.shop')).subject)
    .toContain('Our prices for your tender item list');
});
