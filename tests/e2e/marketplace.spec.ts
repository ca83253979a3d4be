import { expect, test, type Page } from '@playwright/test';
import { dismissLoginMessage, hydrated, logInByApi, logInToDesk, newestMail, screenshots } from './support';

/**
 * The marketplace (issue 20, ADR 072): a company customer opens a marketplace product's page, reads
 * its sellers' offers, asks one of them a question, and is confirmed by mail; the seller's copy is
 * in the mailbox; support finds the question in the enquiry inbox with its seller and subject. A
 * person's account gets the company-only message instead of the form.
 */

interface Item {
  symbol: string;
  url: string;
  flags: string[];
}

/** A marketplace product (status "external warehouse") from the first catalogue pages. */
async function marketplaceProduct(page: Page): Promise<Item> {
  for (let n = 1; n <= 10; n++) {
    const list = await (await page.request.get(`/ajax/catalog/products?pageSize=100&page=${n}`)).json();
    const found = (list.items as Item[]).find((p) => p.flags.includes('EXTERNAL_WAREHOUSE'));
    if (found) return found;
  }
  throw new Error('No marketplace product in the first 1000');
}

test('a company asks a marketplace seller from the product page; the desk sees the question', async ({
  page,
  browser,
}) => {
  const product = await marketplaceProduct(page);
  await logInByApi(page, 'company@demo.shop');
  await dismissLoginMessage(page);
  await page.goto(product.url);
  await hydrated(page);
  const section = page.getByTestId('marketplace');
  await expect(section.getByRole('heading', { name: 'Marketplace sellers' })).toBeVisible();
  // The offers are a lazy chunk that hydrates after the page.
  await expect(section).toHaveAttribute('data-ready', 'true');
  const offer = section.getByTestId('marketplace-offer').first();
  await expect(offer).toContainText('Stock');
  await expect(offer).toContainText(/working day/);
  const sellerName = (await offer.getByRole('heading', { level: 3 }).textContent())!
    .replace(/\s*\(.*\)$/, '')
    .trim();

  // The button opens the form and focus moves into it (the keyboard's walk: the person's test below).
  await offer.getByRole('button', { name: `Ask ${sellerName}` }).click();
  const form = section.getByTestId('marketplace-question');
  await expect(form.getByRole('heading', { name: `Question to ${sellerName}` })).toBeFocused();
  const email = form.getByRole('textbox', { name: /Answer to/ });
  await expect(email).toHaveValue('company@demo.shop');

  // The form says what is missing before it sends anything.
  await form.getByRole('button', { name: 'Send to the seller' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();

  const address = `mp-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: /Subject/ }).fill('Full reel available?');
  await form.getByRole('textbox', { name: /Your question/ }).fill('Can you ship a full reel this week?');
  await email.fill(address);
  await screenshots(page, 'marketplace-question');
  await form.getByRole('button', { name: 'Send to the seller' }).click();
  await expect(form.getByTestId('marketplace-sent')).toContainText(address);

  // The confirmation leaves by the background job and arrives in the customer's mailbox.
  const confirmation = await newestMail(page, address);
  expect(confirmation.subject).toContain('Your question to a marketplace seller');
  expect(confirmation.text).toContain(sellerName);

  // Support, in its own browser, finds the question in the inbox under the marketplace form.
  const deskContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await deskContext.newPage();
  await logInToDesk(desk, 'support');
  await desk.getByRole('link', { name: 'Enquiries' }).first().click();
  await hydrated(desk);
  await desk.getByRole('searchbox', { name: 'Search' }).fill(address);
  await desk.getByRole('button', { name: 'Apply' }).click();
  const row = desk.getByTestId('enquiry-inbox-table').getByRole('row').filter({ hasText: address });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Marketplace seller');
  await expect(row).toContainText('Full reel available?');
  await row.getByRole('link').click();
  await hydrated(desk);
  await expect(desk.getByTestId('enquiry-details')).toContainText(sellerName);
  await expect(desk.getByTestId('enquiry-message')).toHaveText('Can you ship a full reel this week?');
  // The seller's copy left by the job too (reload until it has).
  await expect(async () => {
    await desk.reload();
    await expect(desk.getByTestId('enquiry-details')).toContainText('Forwarded to the seller');
    await expect(desk.getByTestId('enquiry-details')).not.toContainText('Waiting to be sent');
  }).toPass({ timeout: 30_000 });
  await screenshots(desk, 'marketplace-enquiry');
  await deskContext.close();
});

test('a person’s account gets the company-only message instead of the question form', async ({ page }) => {
  const product = await marketplaceProduct(page);
  await logInByApi(page, 'person@demo.shop');
  await page.goto(product.url);
  await hydrated(page);
  const section = page.getByTestId('marketplace');
  await expect(section).toHaveAttribute('data-ready', 'true');
  // By keyboard: Enter on the focused button opens the form, which says why it cannot be sent.
  await section.getByTestId('marketplace-ask').first().focus();
  await page.keyboard.press('Enter');
  await expect(section.getByTestId('marketplace-refusal')).toContainText('companies only');
  await expect(section.getByRole('heading', { name: /^Question to / })).toBeFocused();
  await expect(section.getByRole('textbox', { name: /Subject/ })).toHaveCount(0);
});
