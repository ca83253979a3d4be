import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '../../../common/contracts/orders';
import { catalogues } from '../../../common/i18n';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { UiProviders } from '../../ui/ui-providers';
import { OrderDetailsView } from './order-details';

const locale: Locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: { _country: 'pl', _language: 'en' },
};

const placed: OrderDetails = {
  orderNumber: '40000123',
  status: 'placed',
  createdAt: '2026-11-20T09:00:00.000Z',
  placedAt: '2026-11-20T09:05:00.000Z',
  cancelledAt: null,
  customerOrderNumber: 'PO-77',
  completeness: 'partial',
  currency: 'PLN',
  vatRate: '23',
  shippingAddress: {
    customerName: 'Elektro-Systems sp. z o.o.',
    street: 'ul. Fabryczna 12',
    zipCode: '61-001',
    city: 'Poznań',
    countryCode: 'pl',
    countryName: 'Poland',
    vatNumber: null,
  },
  invoiceAddress: null,
  deliveryMethod: { id: 'courier', name: 'Courier' },
  paymentMethod: { id: 'transfer', name: 'Bank transfer' },
  accessPointId: null,
  receiverEmail: null,
  receiverPhone: null,
  lines: [
    {
      position: 1,
      symbol: 'BC547B',
      manufacturerSymbol: 'BC547B',
      manufacturerName: 'ONS',
      description: 'Transistor NPN',
      amount: 100,
      unit: 'ST',
      unitPrice: '0.1234',
      lineNet: '12.34',
      customerSymbol: 'MY-T-547',
    },
  ],
  totals: { net: '12.34', vat: '2.84', gross: '15.18', deliveryCost: null, discount: null, currency: 'PLN' },
  discountCode: null,
  history: [{ status: 'placed', note: null, at: '2026-11-20T09:05:00.000Z' }],
  shipments: [],
  payment: { state: 'none', provider: null, amount: null, currency: null },
  cancellable: true,
};

const cancelled: OrderDetails = {
  ...placed,
  status: 'cancelled',
  cancelledAt: '2026-11-22T10:00:00.000Z',
  cancellable: false,
  history: [...placed.history, { status: 'cancelled', note: null, at: '2026-11-22T10:00:00.000Z' }],
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(order: OrderDetails = placed, pageLocale: Locale = locale) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={catalogues[pageLocale.language]}>
        <UiProviders>
          <OrderDetailsView initial={order} locale={pageLocale} />
        </UiProviders>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cancelling from the order status page', () => {
  it('asks first, then cancels through the API and shows the cancelled order as refetched', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, cancelled));
    renderPage();
    expect(screen.getByTestId('order-export-csv').getAttribute('href')).toBe(
      '/en/pl/order/export-to-csv/40000123',
    );
    await userEvent.click(screen.getByTestId('order-cancel'));

    const dialog = screen.getByRole('dialog', { name: 'Cancel order' });
    expect(dialog.textContent).toContain('Do you really want to cancel order 40000123?');
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    await waitFor(() =>
      expect(screen.getByTestId('order-notice').textContent).toContain('has been cancelled'),
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/ajax/order-status/40000123/cancel?language=en');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['x-requested-with']).toBe('XMLHttpRequest');
    // The cancel's mutation refetched the order: the page shows the server's state, no reload.
    expect(fetchSpy.mock.calls.map(([called]) => called)).toEqual([
      '/ajax/order-status/40000123/cancel?language=en',
      '/ajax/order-status/40000123?language=en',
    ]);
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.getAllByTestId('order-status')[0]!.textContent).toBe('Cancelled');
    expect(
      within(screen.getByTestId('order-history'))
        .getAllByTestId('order-status')
        .map((b) => b.textContent),
    ).toEqual(['Placed', 'Cancelled']);
    // The progress bar reports the result.
    expect(document.querySelector('.ui-progress--success')?.textContent).toContain('has been cancelled');
  });

  it('does nothing when the customer answers No', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await userEvent.click(screen.getByTestId('order-cancel'));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
  });

  it('shows a refusal in the error dialog and then the order as it is now', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json(409, {
          error: 'Conflict',
          code: 409,
          erpCode: 59,
          message: 'The order has already been cancelled.',
          issues: [],
        }),
      )
      .mockResolvedValueOnce(json(200, cancelled));
    renderPage();
    await userEvent.click(screen.getByTestId('order-cancel'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('already been cancelled'));
    await waitFor(() => expect(screen.queryByTestId('order-cancel')).toBeNull());
    expect(fetchSpy.mock.calls[1]![0]).toBe('/ajax/order-status/40000123?language=en');
    expect(screen.getAllByTestId('order-status')[0]!.textContent).toBe('Cancelled');
  });

  it('offers no cancel button for a shipped order', () => {
    renderPage({ ...placed, status: 'shipped', cancellable: false });
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.getByTestId('order-export-csv')).toBeTruthy();
  });

  it('shows a shipped order’s parcel with its tracking link (issue 19, ADR 080)', () => {
    renderPage({
      ...placed,
      status: 'shipped',
      cancellable: false,
      shipments: [
        {
          carrier: 'dpd',
          carrierName: 'DPD',
          trackingNumber: '0000123456789A',
          trackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789A',
          shippedAt: '2026-11-21T08:00:00.000Z',
        },
      ],
    });
    const tracking = screen.getByTestId('order-tracking');
    expect(tracking.textContent).toContain('with DPD');
    const link = within(tracking).getByRole('link', { name: '0000123456789A' });
    expect(link.getAttribute('href')).toBe('https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789A');
    renderPage(placed);
    expect(screen.queryAllByTestId('order-tracking')).toHaveLength(1);
  });
});

describe('the order’s addresses', () => {
  it('name the country in the page’s language, not as the order stored it', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, placed));
    renderPage(placed, { ...locale, language: 'de', prefix: { _country: 'pl', _language: 'de' } });
    expect(screen.getByText(/Fabryczna/).closest('address')?.textContent).toContain('61-001 Poznań, Polen');
  });
});

describe('the customer’s own symbols', () => {
  it('show on the line of the product that has one (issue 17)', () => {
    renderPage();
    expect(screen.getByTestId('line-customer-symbol').textContent).toBe('Your symbol: MY-T-547');
    renderPage({ ...placed, lines: [{ ...placed.lines[0]!, customerSymbol: null }] });
    expect(screen.getAllByTestId('line-customer-symbol')).toHaveLength(1);
  });
});

describe('save this order as a list', () => {
  it('hands the order to the favourites dialog as an action (issue 17)', async () => {
    const fired: unknown[] = [];
    const listen = (event: Event) => fired.push((event as CustomEvent).detail);
    window.addEventListener('afterLoginAction', listen);
    try {
      renderPage();
      await userEvent.setup().click(screen.getByTestId('order-save-favourites'));
      expect(fired).toEqual([{ type: 'saveOrderFavourites', orderNumber: '40000123' }]);
    } finally {
      window.removeEventListener('afterLoginAction', listen);
    }
  });
});
