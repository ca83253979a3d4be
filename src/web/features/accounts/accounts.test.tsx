import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerInfo, EinvoiceState } from '../../../common/contracts/customer-profile';
import { en } from '../../../common/i18n/en';
import { replies } from '../../lib/fetch-replies';
import { I18nProvider } from '../../lib/i18n';
import { UiProviders } from '../../ui/ui-providers';
import { CustomerInfoForm } from './customer-info-form';
import { EinvoiceSettings } from './einvoice-settings';
import { BuyerKindSwitch } from './buyer-kind-switch';
import { BUYER_KIND_COOKIE } from '../../../common/accounts';
import { CONSENT_COOKIE, serializeConsent } from '../../../common/consent';
import { readCookie } from '../../lib/cookies';
import type { Locale } from '../../lib/locale';

afterEach(() => {
  vi.restoreAllMocks();
});

function wrap(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={en}>
        <UiProviders>{children}</UiProviders>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** The URLs that were called, in order. */
const urls = (fetch: ReturnType<typeof replies>) => fetch.mock.calls.map(([url]) => url);

const inactive: EinvoiceState = { status: 'inactive', email: null, activatedAt: null, pending: null };

describe('EinvoiceSettings', () => {
  it('checks the address before sending, then shows the pending activation as refetched', async () => {
    const pending: EinvoiceState = {
      ...inactive,
      pending: {
        email: 'inv@firma.pl',
        requestedAt: '2026-11-22T10:00:00Z',
        expiresAt: '2026-11-24T10:00:00Z',
      },
    };
    const fetch = replies([202, pending], [200, pending]);
    wrap(<EinvoiceSettings initial={inactive} language="en" />);
    expect(screen.getByTestId('einvoice-status').dataset.status).toBe('inactive');
    expect(screen.queryByTestId('einvoice-deactivate')).toBeNull();

    await userEvent.type(screen.getByLabelText(/E-mail address for invoices/), 'not-an-address');
    await userEvent.click(screen.getByTestId('einvoice-send'));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText('Invalid email')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/E-mail address for invoices/));
    await userEvent.type(screen.getByLabelText(/E-mail address for invoices/), 'inv@firma.pl');
    await userEvent.click(screen.getByTestId('einvoice-send'));
    await screen.findByTestId('einvoice-pending');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ajax/e-invoice/activation-email');
    expect(JSON.parse(String(init!.body))).toEqual({ email: 'inv@firma.pl' });
    expect((init!.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    expect(screen.getByTestId('einvoice-pending').textContent).toContain('inv@firma.pl');
    // A pending request can be cancelled.
    expect(screen.getByTestId('einvoice-deactivate').textContent).toBe('Cancel the activation');
    // The request's mutation refetched the state: what shows is what the server keeps.
    expect(urls(fetch)).toEqual(['/ajax/e-invoice/activation-email', '/ajax/e-invoice']);
  });

  it('shows the server’s field message (e.g. a rate limit)', async () => {
    replies([
      429,
      { error: 'Too Many Requests', code: 429, erpCode: null, message: 'Too many e-mails.', issues: [] },
    ]);
    wrap(<EinvoiceSettings initial={inactive} language="en" />);
    await userEvent.type(screen.getByLabelText(/E-mail address for invoices/), 'inv@firma.pl');
    await userEvent.click(screen.getByTestId('einvoice-send'));
    await screen.findByText('Too many e-mails.');
  });

  it('deactivates only after Yes in the confirmation', async () => {
    const active: EinvoiceState = {
      status: 'active',
      email: 'inv@firma.pl',
      activatedAt: '2026-11-01T09:00:00Z',
      pending: null,
    };
    const fetch = replies([204, undefined], [200, inactive]);
    wrap(<EinvoiceSettings initial={active} language="en" />);
    expect(screen.getByTestId('einvoice-status').textContent).toContain('inv@firma.pl');

    await userEvent.click(screen.getByTestId('einvoice-deactivate'));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('einvoice-status').dataset.status).toBe('active');

    await userEvent.click(screen.getByTestId('einvoice-deactivate'));
    expect(await screen.findByText(/Do you want to deactivate e-invoices/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('E-invoices have been deactivated.');
    expect(fetch.mock.calls[0]![1]!.method).toBe('DELETE');
    expect(screen.getByTestId('einvoice-status').dataset.status).toBe('inactive');
    // DELETE, then the mutation's refetch of the state.
    expect(urls(fetch)).toEqual(['/ajax/e-invoice', '/ajax/e-invoice']);
    expect(fetch.mock.calls[1]![1]?.method ?? 'GET').toBe('GET');
  });
});

describe('CustomerInfoForm', () => {
  const initial: CustomerInfo = {
    newCustomerAddresses: true,
    vatNumbers: [{ country: 'pl', vatNumber: 'PL1234567890' }],
    defaultDelivery: 'old_courier',
    defaultPayment: null,
  };
  const methods = {
    deliveryMethods: [{ id: 'dpd', name: 'DPD courier' }],
    paymentMethods: [{ id: 'transfer', name: 'Bank transfer' }],
  };

  it('validates VAT numbers per country as typed and sends them normalised by the server', async () => {
    const saved: CustomerInfo = {
      ...initial,
      vatNumbers: [
        { country: 'de', vatNumber: 'DE123456789' },
        { country: 'pl', vatNumber: 'PL1234567890' },
      ],
      defaultDelivery: 'dpd',
      defaultPayment: 'transfer',
    };
    const fetch = replies([200, saved], [200, saved]);
    wrap(<CustomerInfoForm initial={initial} language="en" {...methods} />);
    // The stored id that is no longer offered stays visible as such.
    expect(screen.getByRole('option', { name: 'old_courier (no longer offered)' })).toBeTruthy();

    await userEvent.click(screen.getByTestId('vat-add'));
    const rows = screen.getAllByTestId('vat-row');
    expect(rows).toHaveLength(2);
    const [, second] = rows;
    const country = second!.querySelector('select')!;
    const number = second!.querySelector('input')!;
    // A duplicate country shows at once and blocks saving.
    await userEvent.selectOptions(country, 'pl');
    expect(screen.getByText('Only one VAT number per country.')).toBeTruthy();
    await userEvent.selectOptions(country, 'de');
    await userEvent.type(number, '12345');
    await userEvent.tab();
    expect(screen.getByText('This is not a VAT number of the country, e.g. DE123456789.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('customer-info-save'));
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(number, '6789');
    await userEvent.selectOptions(screen.getByLabelText('Default delivery method'), 'dpd');
    await userEvent.selectOptions(screen.getByLabelText('Default payment method'), 'transfer');
    await userEvent.click(screen.getByTestId('customer-info-save'));
    await screen.findByText('Your settings have been saved.');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ajax/customer/info');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({
      vatNumbers: [
        { country: 'pl', vatNumber: 'PL1234567890' },
        { country: 'de', vatNumber: '123456789' },
      ],
      defaultDelivery: 'dpd',
      defaultPayment: 'transfer',
    });
    await waitFor(() => expect(screen.getByDisplayValue('DE123456789')).toBeTruthy());
    // The save's mutation refetched the customer info (what other views of it read).
    expect(urls(fetch)).toEqual(['/ajax/customer/info', '/ajax/customer/info']);
    expect(fetch.mock.calls[1]![1]?.method ?? 'GET').toBe('GET');
  });

  it('puts the server’s field errors under their rows', async () => {
    replies([
      422,
      {
        error: 'Unprocessable Entity',
        code: 422,
        erpCode: null,
        message: 'Bad',
        issues: [],
        data: [{ field: 'defaultPayment', message: 'Server says no.' }],
      },
    ]);
    wrap(<CustomerInfoForm initial={initial} language="en" {...methods} />);
    await userEvent.click(screen.getByTestId('customer-info-save'));
    await screen.findByText('Server says no.');
  });
});

describe('BuyerKindSwitch (spec §4, §6)', () => {
  const international: Locale = {
    country: 'en',
    language: 'en',
    currency: 'EUR',
    vatRate: 0,
    grouping: 'standard',
    gross: false,
    prefix: {},
  };
  const clearCookies = () => {
    document.cookie = `${BUYER_KIND_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  };
  afterEach(clearCookies);

  it('lets a guest choose among the four kinds; the cookie is kept only with preference consent', async () => {
    clearCookies();
    wrap(<BuyerKindSwitch locale={international} customer={null} current="business_import" />);
    const select = screen.getByTestId('buyer-kind-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      'business',
      'myself',
      'business_import',
      'myself_import',
    ]);
    expect(select.value).toBe('business_import');
    await userEvent.selectOptions(select, 'myself');
    expect(select.value).toBe('myself');
    expect(readCookie(BUYER_KIND_COOKIE)).toBeUndefined();

    document.cookie = `${CONSENT_COOKIE}=${serializeConsent({ preferences: true, marketing: false, analytics: false, updatedAt: '2026-11-22T10:00:00Z' })}; Path=/`;
    await userEvent.selectOptions(select, 'myself_import');
    expect(readCookie(BUYER_KIND_COOKIE)).toBe('myself_import');
  });

  it('shows a logged-in customer only their own kind, and nothing outside the international sites', () => {
    const { unmount } = wrap(
      <BuyerKindSwitch
        locale={international}
        customer={{ customerType: 'person' }}
        current="myself_import"
      />,
    );
    expect(screen.queryByTestId('buyer-kind-select')).toBeNull();
    expect(screen.getByTestId('buyer-kind').textContent).toBe('Private, import');
    unmount();
    wrap(<BuyerKindSwitch locale={{ ...international, country: 'pl' }} customer={null} current="business" />);
    expect(screen.queryByTestId('buyer-kind')).toBeNull();
    expect(screen.queryByTestId('buyer-kind-select')).toBeNull();
  });
});
