import { expect, test, type Page } from '@playwright/test';
import { hydrated, logInToDesk, screenshots } from './support';

/**
 * Issue 20, the newsletter (ADR 067): a visitor subscribes in the footer, confirms from the dev
 * mailbox (double opt-in); sales writes an issue on the desk and sends it to the visitor's segment
 * through the background jobs; the issue arrives with RFC 8058 headers and its unsubscribe link, and
 * the visitor unsubscribes in one click; the mail client's one-click POST to the header's address
 * works without any session.
 */
test('a visitor subscribes in the footer, confirms from the mailbox, gets an issue and unsubscribes in one click', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `nl-${Date.now().toString(36)}@example.com`;
  const visitor = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));

  // ---- The footer's sign-up: the consent is required, then the same answer for everyone ----
  await visitor.goto('/');
  await hydrated(visitor);
  const footer = visitor.getByRole('contentinfo');
  await footer.getByLabel('E-mail', { exact: true }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toContainText('Tick the consent');
  await footer.getByTestId('newsletter-consent').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByTestId('newsletter-signup-done')).toContainText('confirmation link');
  await screenshots(visitor, 'newsletter-footer');

  // ---- The confirmation from the dev mailbox ----
  const confirmation = await newest(visitor, email, 'newsletter_confirm');
  const confirmUrl = /(http:\/\/[^\s]+\/newsletter\/confirm\/[A-Za-z0-9_-]+)/.exec(confirmation.text)![1]!;
  await visitor.goto(confirmUrl);
  await hydrated(visitor);
  await expect(visitor.getByText(`receive the newsletter at ${email}`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(visitor.getByTestId('newsletter-confirmed')).toBeVisible();
  await screenshots(visitor, 'newsletter-confirmed');

  // ---- Sales sends an issue to the topic the visitor chose (all by default), English only ----
  const desk = await (await browser.newContext()).newPage();
  await logInToDesk(desk, 'sales');
  await desk.goto('/staff/newsletter');
  await hydrated(desk);
  const subject = `Parts of the week ${Date.now().toString(36)}`;
  for (const language of ['en', 'pl', 'de', 'hu']) {
    await desk.getByTestId(`newsletter-subject-${language}`).fill(`${subject} ${language}`);
    await desk
      .getByTestId(`newsletter-body-${language}`)
      .fill(`Hello (${language}).\n\nNew resistors are in.`);
  }
  await desk
    .getByRole('group', { name: /Languages/ })
    .getByLabel('English')
    .check();
  await desk.getByTestId('newsletter-topic').selectOption('offers');
  await desk.getByTestId('newsletter-save').click();
  await expect(desk.getByTestId('newsletter-preview')).toContainText('Recipients:');
  await screenshots(desk, 'newsletter-desk');
  desk.on('dialog', (dialog) => void dialog.accept());
  await desk.getByTestId('newsletter-send').click();
  await expect(desk.getByTestId('newsletter-desk-notice')).toContainText('queued');
  // Progress comes from the background jobs; the page polls it.
  await expect(
    desk.getByTestId('newsletter-issue-row').first().getByTestId('newsletter-issue-status'),
  ).toHaveText('Sent', { timeout: 60_000 });

  // ---- The issue arrives with its List-Unsubscribe headers; one click on its link unsubscribes ----
  const issue = await newest(visitor, email, 'newsletter');
  expect(issue.subject).toBe(`${subject} en`);
  expect(issue.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(issue.headers['List-Unsubscribe']!)![1]!;
  await visitor.goto(oneClick);
  await hydrated(visitor);
  await expect(visitor.getByText(`Stop all newsletters to ${email}?`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByTestId('newsletter-unsubscribed')).toBeVisible();
  await screenshots(visitor, 'newsletter-unsubscribed');

  // A mail client's one-click POST (RFC 8058): no cookie, no CSRF marker; answering twice is harmless.
  const client = await (await browser.newContext()).request;
  const posted = await client.post(oneClick, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(posted.status()).toBe(200);
  expect(errors).toEqual([]);
});

/** The newest mail of a kind to the address (the dev mailbox's JSON view, polled). */
async function newest(
  page: Page,
  to: string,
  kind: string,
): Promise<{ subject: string; text: string; headers: Record<string, string> }> {
  let mail: { subject: string; text: string; kind: string; headers: Record<string, string> } | null = null;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/dev/mailbox/latest.json?to=${encodeURIComponent(to)}`);
        mail = response.ok() ? await response.json() : null;
        return mail?.kind === kind;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return mail!;
}
