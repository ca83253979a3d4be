import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, renderPage, replies, testLocale } from '../../page-test-support';
import { NewsletterConfirmPage } from '../../pages/newsletter/newsletter-confirm/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '../../pages/newsletter/newsletter-unsubscribe/newsletter-unsubscribe-page';
import { NewsletterSignup } from './newsletter-signup';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the footer’s newsletter sign-up', () => {
  it('asks for the consent before calling, then sends address, topics, market and says to check the mailbox', async () => {
    const fetch = replies([202, { accepted: true }]);
    await renderPage(<NewsletterSignup country="pl" />);
    await userEvent.type(await screen.findByTestId('newsletter-email'), 'a@example.com');
    await userEvent.click(screen.getByTestId('newsletter-submit'));
    expect((await screen.findByRole('alert')).textContent).toContain('Tick the consent');
    expect(calls(fetch)).toEqual([]);
    await userEvent.click(screen.getByTestId('newsletter-consent'));
    await userEvent.click(screen.getByTestId('newsletter-submit'));
    expect((await screen.findByTestId('newsletter-signup-done')).textContent).toContain('confirmation link');
    expect(calls(fetch)).toEqual(['POST /ajax/newsletter/save']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      email: 'a@example.com',
      topics: ['new_products', 'offers', 'events'],
      consent: true,
      source: 'footer',
      market: 'pl',
    });
  });

  it('shows the server’s field message under the address', async () => {
    replies([
      422,
      {
        error: 'Unprocessable Entity',
        code: 422,
        erpCode: null,
        message: 'Enter a valid e-mail address.',
        issues: [],
        data: [{ field: 'email', message: 'Enter a valid e-mail address.' }],
      },
    ]);
    await renderPage(<NewsletterSignup country="en" />);
    await userEvent.type(await screen.findByTestId('newsletter-email'), 'nope');
    await userEvent.click(screen.getByTestId('newsletter-consent'));
    await userEvent.click(screen.getByTestId('newsletter-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid e-mail address.');
    expect(screen.getByTestId('newsletter-email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the confirmation page', () => {
  it('confirms with the button (not on opening the link) and links the preferences', async () => {
    const fetch = replies([
      200,
      {
        subscription: { email: 'a@example.com', status: 'confirmed', topics: ['offers'] },
        link: '7.abcdefghijklmnopqrstuvwx',
      },
    ]);
    await renderPage(
      <NewsletterConfirmPage
        data={{ token: 't'.repeat(43), email: 'a@example.com', valid: true }}
        locale={testLocale}
      />,
    );
    const button = await screen.findByTestId('newsletter-confirm');
    // Opening the link confirms nothing (mail scanners open links): only the button does.
    expect(calls(fetch)).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByTestId('newsletter-confirmed')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /ajax/newsletter/confirm']);
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      '/newsletter/preferences/7.abcdefghijklmnopqrstuvwx',
    );
  });

  it('an expired or used link says so, with no button', async () => {
    await renderPage(
      <NewsletterConfirmPage
        data={{ token: 't'.repeat(43), email: 'a@example.com', valid: false }}
        locale={testLocale}
      />,
    );
    expect((await screen.findByTestId('newsletter-link-problem')).textContent).toContain('expired');
    expect(screen.queryByTestId('newsletter-confirm')).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('asks first, then unsubscribes by the link', async () => {
    const fetch = replies([200, { email: 'a@example.com', status: 'unsubscribed', topics: [] }]);
    await renderPage(
      <NewsletterUnsubscribePage
        data={{
          token: '7.abcdefghijklmnopqrstuvwx',
          subscription: { email: 'a@example.com', status: 'confirmed', topics: [] },
        }}
        locale={testLocale}
      />,
    );
    expect(await screen.findByText('Stop all newsletters to a@example.com?')).toBeTruthy();
    await userEvent.click(screen.getByTestId('newsletter-unsubscribe'));
    expect(await screen.findByTestId('newsletter-unsubscribed')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /ajax/newsletter/unsubscribe']);
  });
});
