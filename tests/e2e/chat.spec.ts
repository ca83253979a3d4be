import { expect, test } from '@playwright/test';
import { hydrated, logInToDesk, orderableProducts, screenshots } from './support';

/**
 * Live chat (issue 20, ADR 068): a visitor opens the chat on a product page and writes; a support
 * member answers from the desk, seeing the page the visitor is on; the visitor reads the answer
 * without reloading. Markup a visitor types is shown as text on the desk.
 */
test('a visitor asks on a product page, the desk answers, the visitor reads it live', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const deskContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const desk = await deskContext.newPage();

  const [product] = await orderableProducts(visitor);
  const path = `/${encodeURIComponent(product!.symbol)}/details`;
  await visitor.goto(path);
  await hydrated(visitor);
  // The widget's code is not part of the page until the button is pressed.
  const chunks: string[] = [];
  visitor.on('request', (request) => {
    if (/chat-widget/.test(request.url())) chunks.push(request.url());
  });
  expect(chunks).toHaveLength(0);
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  const widget = visitor.getByRole('dialog', { name: 'Chat with the shop' });
  await expect(widget).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  const question = `Is ${product!.symbol} available in 5 000 pcs? <b>urgent</b>`;
  await widget.getByLabel('Message').fill(question);
  await widget.getByLabel('Message').press('Enter');
  await expect(widget.getByTestId('chat-messages')).toContainText(question);
  await screenshots(visitor, 'chat-widget');

  const member = await logInToDesk(desk, 'support');
  await desk.getByRole('navigation').getByRole('link', { name: 'Live chat' }).click();
  await hydrated(desk);
  const item = desk.getByTestId('chat-desk-list').getByRole('link').filter({ hasText: question });
  await item.click();
  await expect(desk.getByTestId('chat-desk-page')).toHaveText(`/${product!.symbol}/details`);
  const messages = desk.getByTestId('chat-desk-messages');
  await expect(messages).toContainText(question);
  await expect(messages.locator('b')).toHaveCount(0);
  await desk.getByTestId('chat-desk-reply').fill('Yes, we have 12 000 in stock and can ship today.');
  await desk.getByRole('button', { name: 'Send', exact: true }).click();
  await screenshots(desk, 'chat-desk');

  await expect(widget.getByTestId('chat-messages')).toContainText(
    'Yes, we have 12 000 in stock and can ship today.',
  );
  await expect(widget.getByTestId('chat-messages')).toContainText(member.name);

  // The visitor writes back; the desk sees it without reloading; then closes the conversation.
  await widget.getByLabel('Message').fill('Great, thank you!');
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(messages).toContainText('Great, thank you!');
  await desk.getByRole('button', { name: 'Close the conversation' }).click();
  await expect(widget.getByTestId('chat-messages')).toContainText('The conversation was closed.');

  // Escape closes the panel and gives the focus back to the button.
  await widget.getByLabel('Message').focus();
  await visitor.keyboard.press('Escape');
  await expect(widget).toBeHidden();
  await expect(visitor.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  await visitorContext.close();
  await deskContext.close();
});
