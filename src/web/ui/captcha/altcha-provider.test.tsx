import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALTCHA_CHALLENGE_FAILED,
  ALTCHA_CHALLENGE_PATH,
  ALTCHA_SITE_KEY,
  ALTCHA_SOLVE_FAILED,
  TURNSTILE_SCRIPT_URL,
} from '../../../common/captcha';
import { en } from '../../../common/i18n/en';
import { pl } from '../../../common/i18n/pl';
import { I18nProvider } from '../../lib/i18n';
import { altchaProvider, createAltchaProvider, type AltchaModule } from './altcha-provider';
import { Captcha } from './captcha';
import { providerFor } from './provider';
import { type CaptchaController, useCaptcha } from './use-captcha';

/**
 * The ALTCHA provider (ADR 069) through the form's captcha, with a stand-in `<altcha-widget>`: the
 * real component needs Web Workers and WebCrypto, which jsdom lacks (a journey solves a real
 * challenge in Chromium). The stand-in draws a labelled checkbox and, when ticked, asks for a
 * challenge with the fetch the provider configured, then reports as the component does.
 */

type Strings = Record<string, string>;
const catalogue = new Map<string, Strings>();

class FakeAltcha extends HTMLElement {
  static last: FakeAltcha | null = null;
  config: Record<string, unknown> = {};
  reset = vi.fn();
  configure = vi.fn(async (config: Record<string, unknown>) => {
    Object.assign(this.config, config);
  });
  connectedCallback() {
    FakeAltcha.last = this;
    const strings = catalogue.get(this.getAttribute('language') ?? '') ?? {};
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'fake-altcha-box';
    const label = document.createElement('label');
    label.htmlFor = box.id;
    label.textContent = strings.label ?? '';
    box.addEventListener('change', () => void this.solve());
    this.append(box, label);
  }
  /** What the component does when ticked: fetch a challenge, solve it (here: at once), report. */
  async solve(outcome: 'verified' | 'error' = 'verified') {
    this.state('verifying');
    try {
      const doFetch = this.config.fetch as typeof fetch;
      const response = await doFetch(this.getAttribute('challenge')!, {});
      if (!response.ok) throw new Error(`Server responded with ${response.status}.`);
      if (outcome === 'error') throw new Error('Failed to find solution.');
      this.state('verified');
      this.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'cGF5bG9hZA==' } }));
    } catch {
      this.state('error');
    }
  }
  state(state: string) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state } }));
  }
}
if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltcha);

const fakeModule: AltchaModule = {
  registerAltcha: vi.fn(),
  setAltchaStrings: (language, strings) => catalogue.set(language, strings),
};

let captcha: CaptchaController;
function Form({ provider = createAltchaProvider(async () => fakeModule) }) {
  const controller = useCaptcha(ALTCHA_SITE_KEY, { provider });
  useEffect(() => {
    captcha = controller;
  });
  return (
    <form>
      <input aria-label="Message" />
      <Captcha {...controller.props} />
      <button type="submit" disabled={!controller.canSubmit}>
        Send
      </button>
    </form>
  );
}

const renderForm = (
  messages: Parameters<typeof I18nProvider>[0]['messages'] = en,
  provider?: ReturnType<typeof createAltchaProvider>,
) =>
  render(
    <I18nProvider messages={messages}>
      <Form provider={provider} />
    </I18nProvider>,
  );
const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const challengeFetch = vi.fn<typeof fetch>();

beforeEach(() => {
  catalogue.clear();
  FakeAltcha.last = null;
  challengeFetch.mockReset();
  challengeFetch.mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', challengeFetch);
  document.documentElement.lang = 'en';
});
afterEach(() => vi.unstubAllGlobals());

describe('ALTCHA captcha (spec §4 states)', () => {
  it('draws a labelled checkbox in the page language, pointed at the shop’s own challenge', async () => {
    document.documentElement.lang = 'pl';
    renderForm(pl);
    const box = await screen.findByRole('checkbox', { name: pl.forms.captcha.label });
    expect(box).toBeTruthy();
    const widget = FakeAltcha.last!;
    expect(widget.getAttribute('challenge')).toBe(ALTCHA_CHALLENGE_PATH);
    expect(widget.getAttribute('type')).toBe('native');
    expect(widget.getAttribute('auto')).toBe('onfocus');
    expect(widget.getAttribute('language')).toBe('pl');
    expect(JSON.parse(widget.getAttribute('configuration')!)).toMatchObject({ hideFooter: true });
    expect(catalogue.get('pl')).toMatchObject({
      label: pl.forms.captcha.label,
      verifying: pl.forms.captcha.checking,
      verified: pl.forms.captcha.verified,
      expired: pl.forms.captcha.expired,
      error: pl.forms.captcha.retry,
      footer: '',
    });
    expect(fakeModule.registerAltcha).toHaveBeenCalled();
    expect(screen.getByRole('group', { name: pl.forms.captcha.title })).toBeTruthy();
  });

  it('is not ready until the box is ticked and solved, then ready with the payload as the token', async () => {
    renderForm();
    expect(captcha.status).toBe('not-ready');
    expect(screen.getByText(en.forms.captcha.loading)).toBeTruthy();
    const box = await screen.findByRole('checkbox', { name: 'I am human' });
    expect(screen.queryByText(en.forms.captcha.loading)).toBeNull();
    expect(send().disabled).toBe(true);
    // Keyboard: Tab reaches the box, Space ticks it.
    const user = userEvent.setup();
    box.focus();
    await act(() => user.keyboard(' '));
    await vi.waitFor(() => expect(captcha.status).toBe('ready'));
    expect(challengeFetch).toHaveBeenCalledWith(
      ALTCHA_CHALLENGE_PATH,
      expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }),
    );
    expect(captcha.token).toBe('cGF5bG9hZA==');
    expect(captcha.payload()).toEqual({ 'cf-turnstile-response': 'cGF5bG9hZA==' });
    expect(send().disabled).toBe(false);
  });

  it('a challenge not solved is a 600 error: empty token, the internal-error message, submit disabled', async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'I am human' });
    await act(() => FakeAltcha.last!.solve('error'));
    expect(captcha.status).toBe('error');
    expect(captcha.errorCode).toBe(ALTCHA_SOLVE_FAILED);
    expect(captcha.token).toBe('');
    expect(captcha.payload()).toEqual({ 'cf-turnstile-response': '' });
    expect(screen.getByRole('alert').textContent).toBe(en.forms.captcha.internalError);
    expect(send().disabled).toBe(true);
    // Ticked again, it passes.
    await act(() => FakeAltcha.last!.solve());
    expect(captcha.status).toBe('ready');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a challenge the shop did not give (429, offline) is an error without a token', async () => {
    challengeFetch.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    renderForm();
    await screen.findByRole('checkbox', { name: 'I am human' });
    await act(() => FakeAltcha.last!.solve());
    expect(captcha.errorCode).toBe(ALTCHA_CHALLENGE_FAILED);
    expect(captcha.token).toBeNull();
    challengeFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => FakeAltcha.last!.solve());
    expect(captcha.errorCode).toBe(ALTCHA_CHALLENGE_FAILED);
    expect(screen.getByRole('alert').textContent).toBe(en.forms.captcha.internalError);
  });

  it('goes back to not ready when the challenge expires, and resets the box after an error response', async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'I am human' });
    await act(() => FakeAltcha.last!.solve());
    expect(captcha.status).toBe('ready');
    act(() => {
      FakeAltcha.last!.dispatchEvent(new CustomEvent('expired'));
    });
    expect(captcha.status).toBe('not-ready');
    expect(send().disabled).toBe(true);
    // Unticked by the visitor: the component starts over, and so does the form.
    await act(() => FakeAltcha.last!.solve());
    act(() => FakeAltcha.last!.state('unverified'));
    expect(captcha.status).toBe('not-ready');
    expect(captcha.token).toBeNull();
    await act(() => FakeAltcha.last!.solve());
    act(() => captcha.reset());
    expect(FakeAltcha.last!.reset).toHaveBeenCalledTimes(1);
    expect(captcha.status).toBe('not-ready');
    expect(captcha.token).toBeNull();
  });

  it('shows the internal error when the component cannot load', async () => {
    renderForm(
      en,
      createAltchaProvider(() => Promise.reject(new Error('chunk failed'))),
    );
    await vi.waitFor(() => expect(captcha.status).toBe('error'));
    expect(captcha.errorCode).toBe('load');
    expect(screen.getByRole('alert').textContent).toBe(en.forms.captcha.internalError);
  });

  it('is the provider of the ALTCHA site key, and loads nothing from a third party', () => {
    expect(providerFor(ALTCHA_SITE_KEY)).toBe(altchaProvider);
    expect(providerFor('0x4AAAA-turnstile')).not.toBe(altchaProvider);
    renderForm();
    expect(document.head.querySelector(`script[src^="${TURNSTILE_SCRIPT_URL}"]`)).toBeNull();
  });

  it('says the check needs JavaScript where scripts do not run (the server’s HTML)', () => {
    const html = renderToString(
      <I18nProvider messages={pl}>
        <Form />
      </I18nProvider>,
    );
    expect(html).toMatch(/<noscript><p class="captcha__noscript">[^<]*JavaScript/);
    expect(html).toContain(pl.forms.captcha.noScript.slice(0, 30));
  });
});
