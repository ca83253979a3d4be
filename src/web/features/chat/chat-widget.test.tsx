import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatToken } from '../../../common/contracts/chat';
import { calls, renderPage, replies, testLocale } from '../../page-test-support';
import { ChatButton } from './chat-button';

/** jsdom has no EventSource: this one is driven by the test (`emit`), like the server's stream. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
    queueMicrotask(() => this.onopen?.());
  }
  emit(message: ChatMessage) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
  close() {
    this.readyState = 2;
  }
}

const token = (open = true): ChatToken => ({
  token: 'header.payload.signature',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  open,
  hours: { timeZone: 'Europe/Warsaw', days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' },
});

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  conversationId: 7,
  author: 'visitor',
  staffName: null,
  body: 'Hello',
  createdAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the chat button and widget', () => {
  it('loads the widget on the press, shows the stream’s messages as text, and sends with the token', async () => {
    const fetch = replies(
      [200, token()],
      [204, undefined],
      [200, { message: message({ id: 5, body: 'Do you have BC547?' }) }],
    );
    await renderPage(<ChatButton locale={testLocale} />, null);
    expect(FakeEventSource.all).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const widget = await screen.findByRole('dialog', { name: 'Chat with the shop' });
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(FakeEventSource.all[0]!.url).toBe('/ajax/chat/stream?token=header.payload.signature');

    act(() =>
      FakeEventSource.all[0]!.emit(
        message({ id: 3, author: 'staff', staffName: 'Sam', body: '<img src=x onerror=alert(1)><b>Hi</b>' }),
      ),
    );
    const list = within(widget).getByTestId('chat-messages');
    expect(list.textContent).toContain('<img src=x onerror=alert(1)><b>Hi</b>');
    expect(list.querySelector('img, b')).toBeNull();

    const input = within(widget).getByLabelText('Message');
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, 'Do you have BC547?{Enter}');
    await waitFor(() => expect(within(list).getByText('Do you have BC547?')).toBeTruthy());
    // A conversation is going: the desk is told the page the visitor is on.
    expect(calls(fetch).slice(1)).toEqual(['POST /ajax/chat/presence', 'POST /ajax/chat/messages']);
    const [, init] = fetch.mock.calls[2]!;
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer header.payload.signature');
    expect(JSON.parse(String(init!.body))).toEqual({ body: 'Do you have BC547?', page: '/' });
    // The same message arriving on the stream too is shown once.
    act(() => FakeEventSource.all[0]!.emit(message({ id: 5, body: 'Do you have BC547?' })));
    expect(within(list).getAllByText('Do you have BC547?')).toHaveLength(1);
    expect((input as HTMLTextAreaElement).value).toBe('');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with us' })),
    );
    expect(FakeEventSource.all[0]!.readyState).toBe(2);
  });

  it('opens from anywhere in the shop with the open-chat event', async () => {
    replies([200, token()]);
    await renderPage(<ChatButton locale={testLocale} />, null);
    await screen.findByRole('button', { name: 'Chat with us' });
    act(() => {
      window.dispatchEvent(new Event('shop:open-chat'));
    });
    expect(await screen.findByRole('dialog', { name: 'Chat with the shop' })).toBeTruthy();
  });

  it('out of hours offers the short enquiry form instead, and names a field the server refused', async () => {
    const fetch = replies(
      [200, token(false)],
      [
        422,
        { message: 'Invalid', code: 422, data: [{ field: 'email', message: 'Invalid email' }], issues: [] },
      ],
      [200, { message: message({ id: 9 }) }],
    );
    await renderPage(<ChatButton locale={testLocale} />, null);
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const form = await screen.findByTestId('chat-offline');
    expect(form.textContent).toContain('Mon–Fri 08:00–18:00 (Warsaw)');
    expect(FakeEventSource.all).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Your name'), 'Ann');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ann@example.com');
    await userEvent.type(within(form).getByLabelText(/^Message/), 'Please call me');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the message' }));
    expect(await within(form).findByText('Invalid email')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Send the message' }));
    expect((await screen.findByTestId('chat-offline-sent')).textContent).toBe(
      'Thank you. We will reply to ann@example.com.',
    );
    expect(calls(fetch).slice(1)).toEqual(['POST /ajax/chat/offline', 'POST /ajax/chat/offline']);
  });
});
