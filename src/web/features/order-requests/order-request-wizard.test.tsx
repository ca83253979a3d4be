import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequestView } from '../../../common/order-requests';
import {
  calls,
  renderPage,
  replies,
  testContactPerson,
  testCustomer,
  testLocale,
} from '../../page-test-support';
import { OrderLinkFailure, OrderRequestWizard } from './order-request-wizard';
import { SendForConfirmation } from './send-for-confirmation';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TOKEN = `12.${'t0k3n'}.${'A'.repeat(32)}.${'B'.repeat(32)}`;

const view: OrderRequestView = {
  orderNumber: '40000077',
  companyName: 'Elektro-Systems sp. z o.o.',
  requestedBy: 'Celina Nowak',
  byStaff: false,
  note: 'For the prototype run',
  expiresAt: '2026-11-28T12:00:00Z',
  summary: {
    orderNumber: '40000077',
    status: 'cart',
    mode: 'standard',
    lines: [
      {
        itemId: 1,
        symbol: 'BC547B',
        description: 'Transistor NPN',
        manufacturerName: 'ONSEMI',
        amount: 100,
        unit: 'szt',
        unitPrice: '0.2500',
        lineNet: '25.00',
        flags: [],
        stock: 5000,
      },
    ],
    totals: {
      currency: 'PLN',
      vatRate: '23',
      linesNet: '25.00',
      discount: '0.00',
      deliveryCost: '15.00',
      net: '40.00',
      vat: '9.20',
      gross: '49.20',
    },
    form: {} as OrderRequestView['summary']['form'],
    shippingAddress: {
      addressNumber: '0000001',
      customerName: 'Elektro-Systems',
      street: 'Ogrodowa 1',
      zipCode: '00-001',
      city: 'Warszawa',
      countryCode: 'PL',
      countryName: 'Poland',
    },
    invoiceAddress: null,
    deliveryMethod: null,
    paymentMethod: null,
    accessPoint: null,
    discount: null,
    missing: [],
    canFinish: true,
  },
};

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
  return assign;
}

describe('the order link wizard', () => {
  it('shows the order and who asked; confirming needs the terms, then places it and follows the answer', async () => {
    const assign = stubLocation();
    const fetch = replies([
      200,
      {
        orderNumber: '40000077',
        status: 'awaiting_payment',
        redirectUrl: '/link/order-confirmation?order=40000077',
      },
    ]);
    await renderPage(<OrderRequestWizard token={TOKEN} view={view} locale={testLocale} />);
    const page = await screen.findByTestId('order-request');
    expect(page.textContent).toContain(
      'Order 40000077 for Elektro-Systems sp. z o.o. was prepared by Celina Nowak.',
    );
    expect(page.textContent).toContain('For the prototype run');
    expect(screen.getByTestId('order-request-lines').textContent).toContain('BC547B');
    expect(screen.getByTestId('order-request-gross').textContent).toMatch(/49[.,]20/);

    await userEvent.click(screen.getByTestId('order-request-confirm'));
    expect(await screen.findByText('Please accept the terms of sale.')).toBeTruthy();
    expect(calls(fetch)).toEqual([]);

    await userEvent.click(screen.getByLabelText('I accept the terms of sale'));
    await userEvent.click(screen.getByTestId('order-request-confirm'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/link/order-confirmation?order=40000077'));
    expect(calls(fetch)).toEqual(['POST /ajax/order-request/confirm?language=en']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN, termsAccepted: true });
  });

  it('cancels with a reason; the server’s field error shows at the field', async () => {
    const fetch = replies(
      [
        422,
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'Give a reason of 3 to 500 characters.',
          issues: [],
          data: [{ field: 'reason', message: 'Give a reason of 3 to 500 characters.' }],
        },
      ],
      [200, { orderNumber: '40000077', status: 'cancelled' }],
    );
    await renderPage(<OrderRequestWizard token={TOKEN} view={view} locale={testLocale} />);
    await userEvent.click(await screen.findByTestId('order-request-cancel'));
    await userEvent.click(screen.getByTestId('order-request-cancel-submit'));
    expect(await screen.findByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Why do you cancel it/), 'Ordered last week');
    await userEvent.click(screen.getByTestId('order-request-cancel-submit'));
    expect((await screen.findByTestId('order-request-cancelled')).textContent).toContain(
      'Order 40000077 is cancelled',
    );
    expect(calls(fetch)).toEqual(['POST /ajax/order-request/cancel', 'POST /ajax/order-request/cancel']);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({
      token: TOKEN,
      reason: 'Ordered last week',
    });
  });

  it('asks before leaving with the link-order-cancel wording, and stays on No', async () => {
    const assign = stubLocation();
    const fetch = replies();
    await renderPage(<OrderRequestWizard token={TOKEN} view={view} locale={testLocale} />);
    await userEvent.click(await screen.findByTestId('order-request-leave'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Do you want to cancel placing this order?');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('order-request-leave'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls(fetch)).toEqual([]);
  });

  it('words an expired link and offers the shop, not the order', async () => {
    await renderPage(<OrderLinkFailure reason="expired" locale={testLocale} />, null);
    const page = await screen.findByTestId('order-link-failure');
    expect(page.textContent).toContain('The link has expired');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

describe('sending for confirmation from checkout', () => {
  it('is offered to a colleague, not to the main contact person, and says where it went', async () => {
    const fetch = replies([
      202,
      { orderNumber: '40000077', sentTo: 'boss@firma.pl', expiresAt: '2026-11-28T12:00:00Z' },
    ]);
    await renderPage(<SendForConfirmation orderNumber="40000077" />, {
      ...testCustomer,
      contactPerson: { ...testContactPerson, isPrimary: false },
    });
    await userEvent.type(await screen.findByLabelText(/A word for them/), 'Please check');
    await userEvent.click(screen.getByTestId('order-request-send'));
    expect((await screen.findByTestId('order-request-sent')).textContent).toContain('boss@firma.pl');
    expect(calls(fetch)).toEqual(['POST /ajax/order/40000077/activate-order-request']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ note: 'Please check' });
  });

  it('is not offered to the main contact person', async () => {
    await renderPage(
      <div data-testid="holder">
        <SendForConfirmation orderNumber="40000077" />
      </div>,
    );
    expect((await screen.findByTestId('holder')).textContent).toBe('');
  });
});
