/**
 * The enquiry form's states (issue 20; spec §4 captcha, §5 validation, §8 errors): submit disabled
 * until the captcha is ready, the spec's messages before the round trip, a 204's thanks, a 422's
 * per-field messages with the 4 s error toast and a fresh captcha, a 600xxx error's empty token,
 * the communication e-mail prefilled for customers, and the customer number for visitors only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesStub } from 'react-router';
import type { Customer } from '../../../common/contracts/auth';
import { CAPTCHA_TOKEN_FIELD } from '../../../common/captcha';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { calls, replies } from '../../lib/fetch-replies';
import { testCustomer, testLocale } from '../../page-test-support';
import type { CaptchaCallbacks, CaptchaProvider } from '../../ui/captcha';
import { UiProviders } from '../../ui/ui-providers';
import { EnquiryForm } from './enquiry-form';

const m = en.enquiries;

/** A captcha provider the test drives: the form knows only the widget's interface. */
function fakeCaptcha() {
  const widget = { reset: vi.fn(), remove: vi.fn() };
  let callbacks!: CaptchaCallbacks;
  const provider: CaptchaProvider = {
    render: (_container, _options, given) => {
      callbacks = given;
      return Promise.resolve(widget);
    },
  };
  return {
    provider,
    widget,
    pass: (token: string) => act(() => callbacks.onSuccess(token)),
    fail: (code: string) => act(() => callbacks.onError(code)),
  };
}

function renderForm(ui: React.ReactNode, customer: Customer | null = null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: testLocale, customer, captchaSiteKey: 'test-site-key' }),
      Component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <I18nProvider messages={en}>
            <UiProviders>{ui}</UiProviders>
          </I18nProvider>
        </QueryClientProvider>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const product = { symbol: 'RC0603-10K', minimumQuantity: 10, multiples: 10 };
const body = (fetch: ReturnType<typeof replies>, index: number) =>
  JSON.parse(String(fetch.mock.calls[index]![1]!.body)) as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the product enquiry form', () => {
  it('keeps submit disabled until the captcha is ready, then sends the spec’s payload and thanks', async () => {
    const user = userEvent.setup();
    const captcha = fakeCaptcha();
    const fetch = replies([204, undefined]);
    renderForm(<EnquiryForm kind="product" product={product} captchaProvider={captcha.provider} />);
    const send = await screen.findByRole('button', { name: m.form.send });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText(m.form.captchaPending)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Reels?');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: /Customer number/ }), '1234');
    await captcha.pass('token-1');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(await screen.findByTestId('enquiry-sent')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /ajax/contact-email/send/product?country=pl']);
    expect(body(fetch, 0)).toEqual({
      clientEmail: 'ann@example.com',
      message: 'Reels?',
      customerNumber: '1234',
      productSymbol: 'RC0603-10K',
      inputAmount: 10,
      [CAPTCHA_TOKEN_FIELD]: 'token-1',
    });
  });

  it('says what is wrong before sending: required, invalid e-mail, customer number rules', async () => {
    const user = userEvent.setup();
    const captcha = fakeCaptcha();
    const fetch = replies();
    renderForm(<EnquiryForm kind="product" product={product} captchaProvider={captcha.provider} />);
    await screen.findByRole('button', { name: m.form.send });
    await captcha.pass('token-1');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'nope');
    await user.type(screen.getByRole('textbox', { name: /Customer number/ }), '12a');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    expect(await screen.findByText(en.common.required, { exact: false })).toBeTruthy();
    expect(screen.getByText(en.common.invalidEmail, { exact: false })).toBeTruthy();
    expect(screen.getByText(m.field.customerNumberCharacters, { exact: false })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    // The message counter counts to 450, and the field takes no more (spec §9).
    const message = screen.getByRole('textbox', { name: /Your message/ });
    expect(message.getAttribute('maxlength')).toBe('450');
    expect(screen.getByRole('textbox', { name: /Customer number/ }).getAttribute('maxlength')).toBe('10');
  });

  it('on a refusal shows the server’s field messages, the error toast, and resets the captcha', async () => {
    const user = userEvent.setup();
    const captcha = fakeCaptcha();
    const fetch = replies([
      422,
      {
        error: 'Unprocessable Entity',
        code: 422,
        erpCode: null,
        message: 'The security check failed',
        issues: [],
        data: [{ field: CAPTCHA_TOKEN_FIELD, message: m.field.captchaFailed }],
      },
    ]);
    renderForm(<EnquiryForm kind="product" product={product} captchaProvider={captcha.provider} />);
    await user.type(await screen.findByRole('textbox', { name: /Your message/ }), 'Reels?');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await captcha.pass('used-token');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    expect(await screen.findByText(m.field.captchaFailed)).toBeTruthy();
    expect(screen.getByTestId('enquiry-toast').textContent).toBe(m.errors.toast);
    expect(captcha.widget.reset).toHaveBeenCalledTimes(1);
    // A fresh check is needed before the next try (spec §4).
    expect(screen.getByRole('button', { name: m.form.send })).toHaveProperty('disabled', true);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Spec §9: the toast goes after 4 s; the field's message stays.
    await waitFor(() => expect(screen.queryByTestId('enquiry-toast')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText(m.field.captchaFailed)).toBeTruthy();
  }, 15_000);

  it('a 600xxx challenge failure sets an empty token and shows the internal error (spec §4)', async () => {
    const captcha = fakeCaptcha();
    renderForm(<EnquiryForm kind="product" product={product} captchaProvider={captcha.provider} />);
    await screen.findByRole('button', { name: m.form.send });
    await captcha.fail('600010');
    expect(screen.getByText(en.forms.captcha.internalError)).toBeTruthy();
    expect(screen.getByRole('button', { name: m.form.send })).toHaveProperty('disabled', true);
    const hidden = document.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_TOKEN_FIELD}"]`);
    expect(hidden?.value).toBe('');
  });
});

describe('for a logged-in customer', () => {
  it('prefills the communication e-mail and asks no customer number', async () => {
    const captcha = fakeCaptcha();
    const fetch = replies([200, { communicationEmail: 'anna@firma.pl' }]);
    renderForm(<EnquiryForm kind="standard" captchaProvider={captcha.provider} />, testCustomer);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Your e-mail/ }).value).toBe(
        'anna@firma.pl',
      ),
    );
    expect(calls(fetch)).toEqual(['POST /ajax/customer/communication-email']);
    expect(screen.queryByRole('textbox', { name: /Customer number/ })).toBeNull();
  });

  it('asks nothing of the server for a ZBL customer (spec §6)', async () => {
    const fetch = replies();
    renderForm(<EnquiryForm kind="standard" captchaProvider={fakeCaptcha().provider} />, {
      ...testCustomer,
      kind: 'zbl',
    });
    await screen.findByRole('button', { name: m.form.send });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the error form’s screenshots (ADR 072)', () => {
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

  it('checks the chosen files before sending and sends them with the form as one multipart request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const captcha = fakeCaptcha();
    let sent: FormData | null = null;
    let url = '';
    vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
      this: XMLHttpRequest,
      _method: string,
      target: string | URL,
    ) {
      url = String(target);
    });
    vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader').mockImplementation(() => undefined);
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
      sent = body as FormData;
      Object.defineProperty(this, 'status', { value: 204 });
      Object.defineProperty(this, 'responseText', { value: '' });
      this.onload?.(new ProgressEvent('load'));
    });
    renderForm(<EnquiryForm kind="error" captchaProvider={captcha.provider} />);
    const input = await screen.findByTestId('enquiry-screenshots-input');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(m.errors.fileType.replace('{{name}}', 'notes.txt'));
    await user.click(
      screen.getByRole('button', { name: m.contact.screenshotRemove.replace('{{name}}', 'notes.txt') }),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: m.contact.screenshotsChoose }));
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(screen.getByRole('alert').textContent).toBe(m.errors.tooManyFiles.replace('{{max}}', '3'));
    await user.click(
      screen.getByRole('button', { name: m.contact.screenshotRemove.replace('{{name}}', 'd.png') }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Address of the page/ }), 'https://shop.test/cart');
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Blank box');
    await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'ann@example.com');
    await captcha.pass('token-9');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    expect(await screen.findByTestId('enquiry-sent')).toBeTruthy();
    expect(url).toBe('/ajax/contact-email/send/error?country=pl');
    const form = sent as unknown as FormData;
    expect(JSON.parse(String(form.get('payload')))).toMatchObject({
      pageUrl: 'https://shop.test/cart',
      message: 'Blank box',
      [CAPTCHA_TOKEN_FIELD]: 'token-9',
    });
    expect(form.getAll('screenshots').map((f) => (f as File).name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect([...form.keys()][0]).toBe('payload');
  });
});
