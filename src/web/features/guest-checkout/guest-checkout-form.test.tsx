/**
 * The guest's order form (ADR 083): says only private persons order here, checks the fields before
 * the round trip, sends one Idempotency-Key with the captcha's token, shows the server's per-field
 * messages (and a fresh captcha) on a refusal, and goes to the redirect of a placed order.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesStub } from 'react-router';
import type { DeliveryMethod } from '../../../common/contracts/checkout';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { calls, replies } from '../../lib/fetch-replies';
import { storedLines, VISITOR_CART_KEY } from '../../lib/visitor-cart';
import { testLocale } from '../../page-test-support';
import type { CaptchaCallbacks, CaptchaProvider } from '../../ui/captcha';
import { UiProviders } from '../../ui/ui-providers';
import { GuestCheckoutForm } from './guest-checkout-form';

const m = en.guest;

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
    // The widget renders after the form mounts: wait for it, then pass the check.
    pass: async (token: string) => {
      await waitFor(() => expect(callbacks).toBeDefined());
      act(() => callbacks.onSuccess(token));
    },
  };
}

const courier: DeliveryMethod = {
  id: 'courier_pl',
  name: 'Courier',
  masterName: 'DPD Polska',
  cost: '19.00',
  currency: 'PLN',
  transportMethods: ['road'],
  isAccessPoint: false,
  paymentMethods: {
    elements: [
      { id: 'online_testpay', name: 'Online payment', kind: 'online', paymentProviders: ['testpay'] },
      { id: 'bank_transfer', name: 'Bank transfer', kind: 'bank_transfer', paymentProviders: [] },
    ],
  },
};

function renderForm(onPlaced = vi.fn()) {
  const captcha = fakeCaptcha();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: testLocale, customer: null, captchaSiteKey: 'test-site-key' }),
      Component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <I18nProvider messages={en}>
            <UiProviders>
              <GuestCheckoutForm
                lines={[{ symbol: 'BC547B', amount: 10, description: 'NPN transistor' }]}
                methods={[courier]}
                page={{ country: 'pl', language: 'en' }}
                countryName="Poland"
                captchaSiteKey="test-site-key"
                captchaProvider={captcha.provider}
                onPlaced={onPlaced}
                LockerPicker={() => null}
              />
            </UiProviders>
          </I18nProvider>
        </QueryClientProvider>
      ),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { captcha, onPlaced };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ola@example.com');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Ola');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Nowak');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '600 100 200');
  await user.type(screen.getByRole('textbox', { name: /Street/ }), 'ul. Lipowa 3');
  await user.type(screen.getByRole('textbox', { name: /Zip code/ }), '31-000');
  await user.type(screen.getByRole('textbox', { name: /City/ }), 'Kraków');
  await user.click(screen.getByRole('checkbox', { name: new RegExp(m.terms) }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the guest order form', () => {
  it('says only private persons order as guests, and asks for what is missing before sending', async () => {
    const user = userEvent.setup();
    const fetch = replies();
    const { captcha } = renderForm();
    expect(await screen.findByTestId('guest-hint')).toHaveProperty('textContent', m.guestHint);
    expect(screen.queryByRole('textbox', { name: /VAT|Company/i })).toBeNull();
    await captcha.pass('token-1');
    await user.click(await screen.findByRole('button', { name: m.place }));
    expect(calls(fetch)).toEqual([]);
    expect(screen.getAllByText(en.common.required).length).toBeGreaterThan(3);
    expect(screen.getByText(en.errors.input.acceptTermsOfSale)).toBeTruthy();
  });

  it('refuses a phone number that is not one before the round trip', async () => {
    const user = userEvent.setup();
    const fetch = replies();
    const { captcha } = renderForm();
    await captcha.pass('token-1');
    await fillIn(user);
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: m.place }));
    expect(calls(fetch)).toEqual([]);
    expect(screen.getByText(en.errors.account.phoneInvalid)).toBeTruthy();
  });

  it('sends the order with one key and the captcha token, then goes where the server says', async () => {
    const user = userEvent.setup();
    const fetch = replies([
      200,
      { orderNumber: '40000001', status: 'awaiting_payment', redirectUrl: '/payment/start/abc', token: 't' },
    ]);
    const { captcha, onPlaced } = renderForm();
    await captcha.pass('token-1');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: m.place }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('/payment/start/abc'));
    expect(calls(fetch)).toEqual(['POST /ajax/guest-order?country=pl&language=en']);
    const [, init] = fetch.mock.calls[0]!;
    const sent = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: 'ola@example.com',
      buyerType: 'person',
      delivery: null,
      billing: { street: 'ul. Lipowa 3', zipCode: '31-000', city: 'Kraków', countryCode: 'pl' },
      shippingCondition: 'courier_pl',
      paymentId: 'online_testpay',
      termsAccepted: true,
      'cf-turnstile-response': 'token-1',
    });
    expect((init!.headers as Record<string, string>)['idempotency-key']).toMatch(/.{8,}/);
  });

  it('takes the ordered lines out of the visitor cart once placed, and leaves the others (ADR 087)', async () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify({
        lines: [
          { symbol: 'BC547B', amount: 10 },
          { symbol: 'LM358', amount: 2 },
        ],
      }),
    );
    const user = userEvent.setup();
    replies([200, { orderNumber: '40000002', status: 'new', redirectUrl: '/guest-order/x', token: 't' }]);
    const { captcha, onPlaced } = renderForm();
    await captcha.pass('token-1');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: m.place }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('/guest-order/x'));
    expect(storedLines()).toEqual([{ symbol: 'LM358', amount: 2 }]);
    localStorage.clear();
  });

  it('keeps the visitor cart when the order is refused', async () => {
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify({ lines: [{ symbol: 'BC547B', amount: 10 }] }));
    const user = userEvent.setup();
    replies([422, { error: 'Unprocessable Entity', code: 422, message: 'Invalid data', data: [] }]);
    const { captcha, onPlaced } = renderForm();
    await captcha.pass('token-1');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: m.place }));
    await waitFor(() => expect(captcha.widget.reset).toHaveBeenCalled());
    expect(onPlaced).not.toHaveBeenCalled();
    expect(storedLines()).toEqual([{ symbol: 'BC547B', amount: 10 }]);
    localStorage.clear();
  });

  it('shows the server’s per-field messages and resets the captcha after a refusal', async () => {
    const user = userEvent.setup();
    replies([
      422,
      {
        error: 'Unprocessable Entity',
        code: 422,
        message: 'Invalid data',
        data: [{ field: 'billing.zipCode', message: 'The zip code is not valid.' }],
      },
    ]);
    const { captcha, onPlaced } = renderForm();
    await captcha.pass('token-1');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: m.place }));
    expect(await screen.findByText('The zip code is not valid.')).toBeTruthy();
    expect(captcha.widget.reset).toHaveBeenCalled();
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
