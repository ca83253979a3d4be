import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_TOKEN_FIELD,
  LOCAL_CAPTCHA_SITE_KEY,
  LOCAL_CAPTCHA_TOKEN_PATH,
  TURNSTILE_SCRIPT_URL,
} from '../../../common/captcha';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { Captcha } from './captcha';
import type { CaptchaCallbacks, CaptchaProvider, CaptchaRenderOptions, CaptchaWidget } from './provider';
import { resetTurnstileLoader, type TurnstileApi, type TurnstileParams } from './turnstile-provider';
import { type CaptchaController, type CaptchaOptions, useCaptcha } from './use-captcha';

const INTERNAL_ERROR = en.forms.captcha.internalError;

/** A provider the test drives by hand. */
function fakeProvider() {
  const widget = { reset: vi.fn(), remove: vi.fn() };
  let callbacks!: CaptchaCallbacks;
  let options!: CaptchaRenderOptions;
  let start!: () => void;
  let fail!: () => void;
  const provider: CaptchaProvider = {
    render: vi.fn(
      (_container: HTMLElement, renderOptions: CaptchaRenderOptions, renderCallbacks: CaptchaCallbacks) =>
        new Promise<CaptchaWidget>((resolve, reject) => {
          options = renderOptions;
          callbacks = renderCallbacks;
          start = () => resolve(widget);
          fail = () => reject(new Error('script blocked'));
        }),
    ),
  };
  return {
    provider,
    widget,
    get callbacks() {
      return callbacks;
    },
    get options() {
      return options;
    },
    start: () => act(async () => start()),
    fail: () => act(async () => fail()),
  };
}

/** The form's controller as last rendered, for the test to read and call. */
let captcha: CaptchaController;
const expose = (controller: CaptchaController) => {
  captcha = controller;
};

/** A form as a page would build it: submit disabled until the captcha is ready. */
function EnquiryForm({ siteKey, options }: { siteKey: string | null; options?: CaptchaOptions }) {
  const controller = useCaptcha(siteKey, options);
  useEffect(() => expose(controller));
  return (
    <form data-testid="form">
      <Captcha {...controller.props} />
      <button type="submit" disabled={!controller.canSubmit}>
        Send
      </button>
    </form>
  );
}

const renderForm = (siteKey: string | null, options?: CaptchaOptions) =>
  render(
    <I18nProvider messages={en}>
      <EnquiryForm siteKey={siteKey} options={options} />
    </I18nProvider>,
  );

const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const hiddenToken = () =>
  document.querySelector<HTMLInputElement>(`input[type=hidden][name="${CAPTCHA_TOKEN_FIELD}"]`);

describe('Captcha states (spec §4)', () => {
  it('is not ready while loading, then ready with the token on success', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    expect(captcha.status).toBe('not-ready');
    expect(screen.getByText(en.forms.captcha.loading)).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Security check' })).toBeTruthy();

    await fake.start();
    expect(screen.queryByText(en.forms.captcha.loading)).toBeNull();
    expect(captcha.status).toBe('not-ready');
    expect(sendButton().disabled).toBe(true);
    expect(fake.options.siteKey).toBe('site-key');
    expect(fake.options.texts).toEqual({
      label: 'I am human',
      checking: 'Checking…',
      verified: 'Verified',
      expired: en.forms.captcha.expired,
      retry: en.forms.captcha.retry,
      required: en.forms.captcha.required,
      wait: en.forms.captcha.wait,
    });

    act(() => fake.callbacks.onSuccess('token-1'));
    expect(captcha.status).toBe('ready');
    expect(captcha.token).toBe('token-1');
    expect(sendButton().disabled).toBe(false);
    expect(hiddenToken()!.value).toBe('token-1');
    expect(captcha.payload()).toEqual({ 'cf-turnstile-response': 'token-1' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the internal-error message on error and keeps submit disabled', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    await fake.start();
    act(() => fake.callbacks.onError('110200'));
    expect(captcha.status).toBe('error');
    expect(captcha.errorCode).toBe('110200');
    expect(captcha.token).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(INTERNAL_ERROR);
    expect(sendButton().disabled).toBe(true);
  });

  it('sets an empty token for an error code starting with 600', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    await fake.start();
    act(() => fake.callbacks.onSuccess('old-token'));
    act(() => fake.callbacks.onError('600010'));
    expect(captcha.status).toBe('error');
    expect(captcha.token).toBe('');
    expect(hiddenToken()!.value).toBe('');
    expect(captcha.payload()).toEqual({ 'cf-turnstile-response': '' });
    expect(screen.getByRole('alert').textContent).toBe(INTERNAL_ERROR);
  });

  it('recovers when the provider retries successfully after an error', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    await fake.start();
    act(() => fake.callbacks.onError('600010'));
    act(() => fake.callbacks.onSuccess('token-2'));
    expect(captcha.status).toBe('ready');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reset() after an error response starts a fresh check', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    await fake.start();
    act(() => fake.callbacks.onSuccess('used-token'));
    act(() => captcha.reset());
    expect(fake.widget.reset).toHaveBeenCalledTimes(1);
    expect(captcha.status).toBe('not-ready');
    expect(captcha.token).toBeNull();
    expect(sendButton().disabled).toBe(true);
  });

  it('goes back to not ready when the token expires', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    await fake.start();
    act(() => fake.callbacks.onSuccess('token'));
    act(() => fake.callbacks.onExpired());
    expect(captcha.status).toBe('not-ready');
    expect(sendButton().disabled).toBe(true);
  });

  it('shows the internal error when the provider cannot start', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider });
    await fake.fail();
    expect(captcha.status).toBe('error');
    expect(captcha.errorCode).toBe('load');
    expect(screen.getByRole('alert').textContent).toBe(INTERNAL_ERROR);
  });

  it('removes the widget when the form goes away', async () => {
    const fake = fakeProvider();
    const view = renderForm('site-key', { provider: fake.provider });
    await fake.start();
    view.unmount();
    expect(fake.widget.remove).toHaveBeenCalled();
  });

  it('without a site key there is no captcha and submit is allowed', () => {
    const { container } = renderForm(null);
    expect(container.querySelector('.captcha')).toBeNull();
    expect(captcha.enabled).toBe(false);
    expect(sendButton().disabled).toBe(false);
    expect(captcha.payload()).toEqual({});
  });

  it('uses another token field name when asked (zone login)', async () => {
    const fake = fakeProvider();
    renderForm('site-key', { provider: fake.provider, fieldName: 'zbl_login[cf-turnstile-response]' });
    await fake.start();
    act(() => fake.callbacks.onSuccess('t'));
    expect(captcha.payload()).toEqual({ 'zbl_login[cf-turnstile-response]': 't' });
    expect(
      document.querySelector<HTMLInputElement>('input[name="zbl_login[cf-turnstile-response]"]')!.value,
    ).toBe('t');
  });
});

describe('local provider (development and tests)', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('gets a token from the server when "I am human" is ticked', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(reply(200, { token: 'local.1700000000000.abc.sig' }));
    renderForm(LOCAL_CAPTCHA_SITE_KEY);
    const box = await screen.findByRole('checkbox', { name: 'I am human' });
    expect(captcha.status).toBe('not-ready');
    expect(sendButton().disabled).toBe(true);
    await user.click(box);
    await waitFor(() => expect(captcha.status).toBe('ready'));
    expect(captcha.token).toBe('local.1700000000000.abc.sig');
    expect(sendButton().disabled).toBe(false);
    expect(screen.getByText('Verified')).toBeTruthy();
    // Stays ticked: unticking a passed check does nothing (reset() starts a new one).
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(captcha.status).toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(LOCAL_CAPTCHA_TOKEN_PATH);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(init.body).toBe('{}');
  });

  it('says it is checking while the token is on its way', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm(LOCAL_CAPTCHA_SITE_KEY);
    const box = (await screen.findByRole('checkbox', { name: 'I am human' })) as HTMLInputElement;
    await user.click(box);
    expect(screen.getByText('Checking…')).toBeTruthy();
    expect(box.disabled).toBe(true);
    expect(captcha.status).toBe('not-ready');
    await act(async () => answer(reply(200, { token: 'local.4.n.s' })));
    expect(captcha.status).toBe('ready');
    expect(box.disabled).toBe(false);
  });

  it('shows the internal error when the server refuses, and can be ticked again', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      reply(404, { error: 'Not Found', code: 404, erpCode: null, message: 'x', issues: [] }),
    );
    renderForm(LOCAL_CAPTCHA_SITE_KEY);
    const box = (await screen.findByRole('checkbox', { name: 'I am human' })) as HTMLInputElement;
    await user.click(box);
    await waitFor(() => expect(captcha.status).toBe('error'));
    expect(captcha.errorCode).toBe('local-404');
    expect(screen.getByRole('alert').textContent).toBe(INTERNAL_ERROR);
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);

    fetchMock.mockResolvedValueOnce(reply(200, { token: 'local.2.n.s' }));
    await user.click(box);
    await waitFor(() => expect(captcha.status).toBe('ready'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reset() unticks the box for a fresh token', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(reply(200, { token: 'local.3.n.s' }));
    renderForm(LOCAL_CAPTCHA_SITE_KEY);
    const box = (await screen.findByRole('checkbox', { name: 'I am human' })) as HTMLInputElement;
    await user.click(box);
    await waitFor(() => expect(captcha.status).toBe('ready'));
    act(() => captcha.reset());
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    expect(captcha.status).toBe('not-ready');
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('reports a network failure as an error', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm(LOCAL_CAPTCHA_SITE_KEY);
    await user.click(await screen.findByRole('checkbox', { name: 'I am human' }));
    await waitFor(() => expect(captcha.errorCode).toBe('local-network'));
  });
});

describe('Turnstile provider', () => {
  let params: TurnstileParams | undefined;
  const api: TurnstileApi = {
    render: vi.fn((_container: HTMLElement, p: TurnstileParams) => {
      params = p;
      return 'widget-7';
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };

  beforeEach(() => {
    params = undefined;
    vi.mocked(api.render).mockClear();
    vi.mocked(api.reset).mockClear();
    vi.mocked(api.remove).mockClear();
    resetTurnstileLoader();
    delete window.turnstile;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    document.documentElement.lang = 'pl';
  });

  it('loads the script only for a real site key, then renders the widget explicitly', async () => {
    renderForm('0x4AAAAAAA-real');
    const script = document.head.querySelector<HTMLScriptElement>('script')!;
    expect(script.src).toBe(`${TURNSTILE_SCRIPT_URL}?render=explicit`);
    expect(script.async).toBe(true);
    window.turnstile = api;
    await act(async () => script.dispatchEvent(new Event('load')));
    expect(params).toMatchObject({
      sitekey: '0x4AAAAAAA-real',
      language: 'pl',
      'response-field': false,
      retry: 'auto',
    });

    act(() => params!.callback!('cf-token'));
    expect(captcha.status).toBe('ready');
    expect(captcha.token).toBe('cf-token');

    let handled: boolean | void = false;
    act(() => {
      handled = params!['error-callback']!(600010);
    });
    expect(handled).toBe(true);
    expect(captcha.status).toBe('error');
    expect(captcha.token).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(INTERNAL_ERROR);

    act(() => captcha.reset());
    expect(api.reset).toHaveBeenCalledWith('widget-7');
    act(() => params!['expired-callback']!());
    expect(captcha.status).toBe('not-ready');
  });

  it('does not load the script for the local site key or without a key', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderForm(LOCAL_CAPTCHA_SITE_KEY);
    await screen.findByRole('checkbox', { name: 'I am human' });
    expect(document.head.querySelector(`script[src^="${TURNSTILE_SCRIPT_URL}"]`)).toBeNull();
    vi.unstubAllGlobals();
  });

  it('reuses a loaded Turnstile and removes its widget on unmount', async () => {
    window.turnstile = api;
    const view = renderForm('0x4AAAAAAA-real', { language: 'hu' });
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    expect(params!.language).toBe('hu');
    expect(document.head.querySelector('script')).toBeNull();
    view.unmount();
    expect(api.remove).toHaveBeenCalledWith('widget-7');
  });

  it('shows the internal error when the script cannot load (offline)', async () => {
    renderForm('0x4AAAAAAA-real');
    const script = document.head.querySelector<HTMLScriptElement>('script')!;
    await act(async () => script.dispatchEvent(new Event('error')));
    expect(captcha.status).toBe('error');
    expect(captcha.errorCode).toBe('load');
    expect(screen.getByRole('alert').textContent).toBe(INTERNAL_ERROR);
    // A later form tries again.
    expect(document.head.querySelector('script')).toBeNull();
  });
});
