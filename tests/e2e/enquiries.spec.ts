import { expect, test, type Page } from '@playwright/test';
import { hydrated, logInToDesk, newestMail, passCaptcha, screenshots } from './support';

/**
 * Talking to the shop (issue 20, ADR 066): a visitor asks about an "On request" product from its
 * page through the ask-about-product drawer, the desk's support answers by mail from the enquiry
 * inbox, and the answer arrives in the dev mailbox; the contact page shows the market's details
 * and its three forms.
 */

interface Item {
  symbol: string;
  url: string;
  permissions: string[];
}

/** A product whose price is "On request" (no SHOW_PRICE), from the first catalogue pages. */
async function onRequestProduct(page: Page): Promise<Item> {
  for (let n = 1; n <= 10; n++) {
    const list = await (await page.request.get(`/ajax/catalog/products?pageSize=100&page=${n}`)).json();
    const found = (list.items as Item[]).find((p) => !p.permissions.includes('SHOW_PRICE'));
    if (found) return found;
  }
  throw new Error('No product on request in the first 1000');
}

test('a visitor asks about an On request product, the desk answers by mail, the mail arrives', async ({
  page,
  browser,
}) => {
  const email = `asker-${Date.now()}@example.com`;
  const product = await onRequestProduct(page);
  await page.goto(product.url);
  await hydrated(page);
  await expect(page.getByTestId('product-details').getByText('On request')).toBeVisible();

  await page.getByRole('link', { name: 'Ask about product' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Ask about product' })).toBeVisible();
  await expect(drawer.getByText(`Product ${product.symbol}`)).toBeVisible();
  const send = drawer.getByRole('button', { name: 'Send' });
  // Spec §4: submit waits for the captcha.
  await expect(send).toBeDisabled();
  const message = 'What is the price for 500 pcs? <b>urgent</b><script>alert(1)</script>';
  await drawer.getByRole('textbox', { name: /Your message/ }).fill(message);
  await expect(drawer.getByText(`${message.length}/450`)).toBeVisible();
  await drawer.getByRole('textbox', { name: /Your e-mail/ }).fill('not-an-address');
  await passCaptcha(drawer);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(drawer.getByText('Invalid email')).toBeVisible();
  await drawer.getByRole('textbox', { name: /Your e-mail/ }).fill(email);
  await drawer.getByRole('textbox', { name: /Customer number/ }).fill('1234567');
  await screenshots(page, 'enquiry-drawer');
  await send.click();
  await expect(drawer.getByTestId('enquiry-sent')).toContainText(email);

  const confirmation = await newestMail(page, email);
  expect(confirmation.subject).toContain('We have received your message');
  expect(confirmation.text).toContain(message);

  // The desk, in its own browser: support finds the enquiry, reads it as text, answers and closes it.
  const deskContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await deskContext.newPage();
  await logInToDesk(desk, 'support');
  await desk.getByRole('link', { name: 'Enquiries' }).first().click();
  await hydrated(desk);
  await desk.getByRole('searchbox', { name: 'Search' }).fill(email);
  await desk.getByRole('button', { name: 'Apply' }).click();
  const row = desk.getByTestId('enquiry-inbox-table').getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(product.symbol);
  await screenshots(desk, 'enquiry-inbox');
  await row.getByRole('link').click();
  await hydrated(desk);
  await expect(desk.getByTestId('enquiry-message')).toHaveText(message);
  await desk.getByRole('button', { name: 'Take it' }).click();
  await expect(desk.getByTestId('enquiry-notice')).toHaveText('The assignment was saved.');
  await desk.getByRole('textbox', { name: /Answer by e-mail/ }).fill('It is 0.42 EUR a piece for 500.');
  await desk.getByRole('button', { name: 'Send the answer' }).click();
  await expect(desk.getByTestId('enquiry-notice')).toHaveText(`The answer was sent to ${email}.`);
  await expect(desk.getByTestId('enquiry-replies')).toContainText('It is 0.42 EUR a piece for 500.');
  await screenshots(desk, 'enquiry-details');
  await desk.getByRole('button', { name: 'Close the enquiry' }).click();
  await expect(desk.getByTestId('enquiry-status')).toContainText('Closed');
  await deskContext.close();

  // The answer arrives in the visitor's mailbox.
  await expect.poll(async () => (await newestMail(page, email)).subject).toContain('Answer to your message');
  const answer = await newestMail(page, email);
  expect(answer.text).toContain('It is 0.42 EUR a piece for 500.');
  expect(answer.text).toContain(message);
});

test('the contact page shows the market’s phone, e-mail and hours, and its three forms', async ({ page }) => {
  await page.goto('/pl/contact/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Kontakt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+48/);
  await expect(page.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText(/poniedziałek – piątek: 08:00–16:00/i)).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  // The form's captcha widget loads after hydration (ADR 069); the keys go to the tabs once it is in.
  await expect(page.locator('.altcha')).toHaveAttribute('data-state', /.+/, { timeout: 15_000 });
  // Keyboard: the arrows move between the forms.
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Zgłoś błąd w serwisie' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: /Adres strony/ })).toBeVisible();
  await screenshots(page, 'contact-page');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('textbox', { name: /Numer zamówienia/ })).toBeVisible();
  const form = page.getByTestId('enquiry-form-delivery');
  await form.getByRole('textbox', { name: /Numer zamówienia/ }).fill('ZS-2026-1');
  await form.getByRole('textbox', { name: /Twoja wiadomość/ }).fill('Gdzie jest moja paczka?');
  const email = `delivery-${Date.now()}@example.com`;
  await form.getByRole('textbox', { name: /Twój e-mail/ }).fill(email);
  await passCaptcha(form);
  await form.getByRole('button', { name: 'Wyślij' }).click();
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
  expect((await newestMail(page, email)).subject).toContain('Otrzymaliśmy Twoją wiadomość');
});
