import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOGIN_ACTION_COOKIE, AFTER_LOGIN_ACTION_EVENT } from '../../../common/accounts';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { handOverAfterLoginAction } from './after-login';
import { readCookie, writeCookie } from './cookies';
import { LoginForm } from './login-form';

const locale: Locale = {
  country: 'en',
  language: 'en',
  currency: 'EUR',
  vatRate: 0,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${AFTER_LOGIN_ACTION_COOKIE}=; Max-Age=0; Path=/`;
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('after-login action (spec §4)', () => {
  it('hands the action over when logged in and visible, and removes the cookie', () => {
    setVisibility('visible');
    writeCookie(
      AFTER_LOGIN_ACTION_COOKIE,
      JSON.stringify({ type: 'addToCart', symbol: 'BC547B', amount: 10 }),
    );
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, listener);
    const stop = handOverAfterLoginAction(true);
    stop();
    window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, listener);
    expect(seen).toEqual([{ type: 'addToCart', symbol: 'BC547B', amount: 10 }]);
    expect(readCookie(AFTER_LOGIN_ACTION_COOKIE)).toBeUndefined();
  });

  it('drops the action when not logged in', () => {
    setVisibility('visible');
    writeCookie(AFTER_LOGIN_ACTION_COOKIE, JSON.stringify({ type: 'addToCart' }));
    const listener = vi.fn();
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, listener);
    handOverAfterLoginAction(false)();
    window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
    expect(readCookie(AFTER_LOGIN_ACTION_COOKIE)).toBeUndefined();
  });

  it('waits for the page to become visible', () => {
    setVisibility('hidden');
    writeCookie(AFTER_LOGIN_ACTION_COOKIE, JSON.stringify({ type: 'favourite' }));
    const listener = vi.fn();
    window.addEventListener(AFTER_LOGIN_ACTION_EVENT, listener);
    const stop = handOverAfterLoginAction(true);
    expect(listener).not.toHaveBeenCalled();
    expect(readCookie(AFTER_LOGIN_ACTION_COOKIE)).toBeDefined();
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    window.removeEventListener(AFTER_LOGIN_ACTION_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('LoginForm', () => {
  function renderForm(onLoggedIn = vi.fn()) {
    render(
      <I18nProvider messages={en}>
        <LoginForm locale={locale} onLoggedIn={onLoggedIn} />
      </I18nProvider>,
    );
    return onLoggedIn;
  }

  function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
    return vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(body), { status, headers }));
  }

  it('posts the login with the XHR marker and reports the customer', async () => {
    const fetch = reply(200, { customer: { customerNumber: '1000001' } });
    const onLoggedIn = renderForm();
    await userEvent.type(screen.getByLabelText(/E-mail or username/), 'anna@firma.pl');
    await userEvent.type(screen.getByLabelText(/^Password/), 'solder-and-flux');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLoggedIn).toHaveBeenCalledWith({ customerNumber: '1000001' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ajax/auth/login');
    expect((init!.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.parse(String(init!.body))).toEqual({ login: 'anna@firma.pl', password: 'solder-and-flux' });
  });

  it('shows the server’s message, which is in the page’s language, and asks in that language (ADR 030)', async () => {
    document.documentElement.lang = 'hu';
    const message = 'A felhasználónév vagy a jelszó hibás.';
    const fetch = reply(401, {
      error: 'Unauthorized',
      code: 401,
      erpCode: null,
      message,
      messageKey: 'auth.login.invalidCredentials',
      issues: [],
    });
    const onLoggedIn = renderForm();
    await userEvent.type(screen.getByLabelText(/E-mail or username/), 'anna');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['accept-language']).toBe('hu');
    // Whatever the status: a rate limit's or a full password queue's words are the server's too.
    reply(429, {
      error: 'Too Many Requests',
      code: 429,
      erpCode: null,
      message: 'Próbálja újra 42 mp múlva.',
      issues: [],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Próbálja újra 42 mp múlva.'));
    expect(onLoggedIn).not.toHaveBeenCalled();
    document.documentElement.lang = '';
  });

  it('says logging in failed, in the page’s words, when the server never answered', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const onLoggedIn = renderForm();
    await userEvent.type(screen.getByLabelText(/E-mail or username/), 'anna');
    await userEvent.type(screen.getByLabelText(/^Password/), 'solder-and-flux');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.auth.login.failed);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});
