import { expect, test } from '@playwright/test';
import {
  dismissLoginMessage,
  fillOrderForm,
  hydrated,
  logInByApi,
  logInToDesk,
  orderableProducts,
  screenshots,
  XHR,
} from './support';

/**
 * Issue 20, polls and the marketing popup (ADR 071): sales writes a poll for the order
 * confirmation and switches it on, and writes a marketing popup; the demo company places an order
 * and answers the poll on the thank-you page (a second answer is refused, the answer can be
 * changed); a visitor sees the popup only after allowing marketing cookies, closes it with Escape
 * and it stays closed, and no popup shows on order pages; sales reads the result.
 */
test('staff make a poll and a popup; a customer answers after an order; the popup needs marketing consent and stays closed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const run = Date.now().toString(36);
  const question = `How did you find your parts today? ${run}`;

  // ---- Sales writes the poll (the demo company shops in the PL market, in English) ----
  const desk = await (await browser.newContext()).newPage();
  desk.on('pageerror', (error) => errors.push(error.message));
  await logInToDesk(desk, 'sales');
  await desk.goto('/staff/polls');
  await hydrated(desk);
  await desk.getByTestId('poll-create').click();
  await expect(desk.getByText('This field is required.').first()).toBeVisible();
  await desk.getByTestId('poll-question').fill(question);
  await desk.getByTestId('poll-option-0').fill('Search box');
  await desk.getByTestId('poll-option-1').fill('Catalogue tree');
  await desk.getByTestId('poll-add-option').click();
  await desk.getByTestId('poll-option-2').fill('A colleague told me');
  await desk.getByTestId('poll-placement').selectOption('order_confirmation');
  await desk.getByTestId('poll-market').selectOption('pl');
  await desk.getByTestId('poll-language').selectOption('en');
  await desk.getByTestId('poll-create').click();
  await expect(desk.getByTestId('polls-desk-notice')).toContainText('saved as a draft');
  const row = desk.getByTestId('poll-row').filter({ hasText: question });
  await expect(row.getByTestId('poll-status')).toHaveText('Draft');
  await screenshots(desk, 'polls-desk');
  await row.getByRole('link', { name: question }).click();
  await hydrated(desk);
  await desk.getByTestId('poll-activate').click();
  await expect(desk.getByTestId('poll-result-status')).toHaveText('Shown');
  const pollUrl = desk.url();

  // ---- Sales writes a popup for the international market in English ----
  await desk.goto('/staff/popups');
  await hydrated(desk);
  const title = `Winter sale ${run}`;
  await desk.getByTestId('popup-title').fill(title);
  await desk.getByTestId('popup-body').fill('Up to 20 % off passives.\n\nUntil the end of the month.');
  await desk.getByTestId('popup-linkUrl').fill('javascript:alert(1)');
  await desk.getByTestId('popup-linkLabel').fill('See the offers');
  await desk.getByTestId('popup-market').selectOption('en');
  await desk.getByTestId('popup-language').selectOption('en');
  await desk.getByTestId('popup-save').click();
  await expect(desk.getByText('Give the shop’s own path')).toBeVisible();
  await desk.getByTestId('popup-linkUrl').fill('/promotions/');
  await desk.getByTestId('popup-save').click();
  await expect(desk.getByTestId('popups-desk-notice')).toContainText('saved');
  await expect(desk.getByTestId('popup-row').filter({ hasText: title })).toContainText('On');
  await screenshots(desk, 'popups-desk');

  // ---- The demo company places an order and lands on the thank-you page with the poll ----
  await dismissLoginMessage(page);
  await logInByApi(page, 'company@demo.shop');
  const product = (await orderableProducts(page)).at(-3)!;
  expect(product, 'a product the journey can order').toBeTruthy();
  const created = await page.request.post('/ajax/order/create', {
    headers: { ...XHR, 'idempotency-key': `polls-${run}` },
    data: { item: { symbol: product.symbol, amount: product.minimumQuantity } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = (await created.json()) as { orderNumber: string };
  await fillOrderForm(page, orderNumber);
  await page.goto(`/cart/step/1/order/${orderNumber}`);
  await hydrated(page);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Only necessary' }).click();
  await page.getByTestId('cart-continue').click();
  await expect(page.getByTestId('checkout-step-2')).toBeVisible();
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'I accept the terms of sale.' }).check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/link\/order-confirmation/);
  await hydrated(page);

  const poll = page.getByTestId('poll-card');
  await expect(poll).toBeVisible();
  await expect(poll.getByRole('group', { name: question })).toBeVisible();
  await poll.getByTestId('poll-send').click();
  await expect(poll.getByRole('alert')).toHaveText('Choose an answer.');
  // Keyboard: the radio group is reached with Tab and chosen with the arrows.
  await poll.getByRole('radio', { name: 'Search box' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(poll.getByRole('radio', { name: 'Catalogue tree' })).toBeChecked();
  await poll.getByTestId('poll-comment').fill('The parametric filters saved me an hour.');
  await screenshots(page, 'poll-order-confirmation');
  await poll.getByTestId('poll-send').click();
  await expect(poll.getByTestId('poll-thanks')).toHaveText('Thank you for your answer.');
  await expect(poll.getByTestId('poll-my-answer')).toHaveText('Your answer: Catalogue tree');
  await screenshots(page, 'poll-answered');

  // One answer per customer: a second POST is refused clearly; the page offers a change instead.
  // The page asks in its language (English); the demo company's own language is Polish.
  const shown = await page.request.get('/ajax/poll?placement=order_confirmation&country=pl', {
    headers: { 'accept-language': 'en' },
  });
  const { poll: pollId } = (await shown.json()) as {
    poll: { id: number; options: { id: number; label: string }[] };
  };
  const second = await page.request.post('/ajax/poll', {
    headers: { ...XHR, 'accept-language': 'en' },
    data: { pollId: pollId.id, optionIds: [pollId.options[0]!.id] },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toContain('already answered');
  await page.reload();
  await hydrated(page);
  await expect(poll.getByTestId('poll-thanks')).toBeVisible();
  await poll.getByTestId('poll-change').click();
  await poll.getByRole('radio', { name: 'Search box' }).check();
  await poll.getByTestId('poll-send').click();
  await expect(poll.getByTestId('poll-my-answer')).toHaveText('Your answer: Search box');

  // ---- A visitor without marketing consent sees no popup ----
  const shy = await (await browser.newContext()).newPage();
  shy.on('pageerror', (error) => errors.push(error.message));
  await shy.goto('/');
  await hydrated(shy);
  await shy.getByTestId('consent-banner').getByRole('button', { name: 'Only necessary' }).click();
  await shy.waitForTimeout(2500);
  await expect(shy.getByRole('dialog')).toHaveCount(0);

  // ---- With marketing consent it shows; Escape closes it, focus comes back, it stays closed ----
  const visitor = await (await browser.newContext()).newPage();
  visitor.on('pageerror', (error) => errors.push(error.message));
  await visitor.goto('/');
  await hydrated(visitor);
  await visitor.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click();
  const popup = visitor.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'See the offers' })).toHaveAttribute('href', '/promotions/');
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(popup.getByRole('link', { name: 'See the offers' })).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  await screenshots(visitor, 'marketing-popup');
  await visitor.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await visitor.reload();
  await hydrated(visitor);
  await visitor.waitForTimeout(2500);
  await expect(visitor.getByRole('dialog')).toHaveCount(0);

  // ---- Never on order pages, even with consent and a popup not yet closed ----
  const orders = await (await browser.newContext()).newPage();
  await orders.goto('/order-status');
  await hydrated(orders);
  await orders.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click();
  await orders.waitForTimeout(2500);
  await expect(orders.getByRole('dialog')).toHaveCount(0);
  // …while the same browser gets it on the home page.
  await orders.goto('/');
  await expect(orders.getByRole('dialog', { name: title })).toBeVisible({ timeout: 15_000 });

  // ---- Sales reads the result ----
  await desk.goto(pollUrl);
  await hydrated(desk);
  await expect(desk.getByTestId('poll-answer-count')).toHaveText('Answers: 1');
  await expect(desk.getByTestId('poll-result-option').filter({ hasText: 'Search box' })).toContainText(
    '1 answer (100.0 %)',
  );
  await expect(desk.getByTestId('poll-result-option').filter({ hasText: 'Catalogue tree' })).toContainText(
    '0 answers (0.0 %)',
  );
  await expect(desk.getByTestId('poll-comments')).toContainText('The parametric filters saved me an hour.');
  const csv = await desk.request.get(
    `${new URL(pollUrl).pathname.replace('/staff/polls/', '/ajax/staff/polls/')}/export`,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('The parametric filters saved me an hour.');
  await screenshots(desk, 'poll-results');
  expect(errors).toEqual([]);
});
