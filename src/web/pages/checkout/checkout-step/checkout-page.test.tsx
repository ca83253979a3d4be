import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSummary } from '../../../../common/contracts/checkout';
import type { AddressList } from '../../../../common/contracts/customers';
import { ERP_CODES } from '../../../../common/erp-codes';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { CheckoutPage } from './checkout-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const address = {
  addressNumber: '2000001',
  customerName: 'Elektro-Systems sp. z o.o.',
  street: 'ul. Przemysłowa 12',
  zipCode: '60-001',
  city: 'Poznań',
  countryCode: 'pl',
  countryName: 'Poland',
};

const line = (amount: number, lineNet: string) => ({
  itemId: 7,
  symbol: 'BC547B',
  description: 'Transistor NPN; TO92',
  manufacturerName: 'ONS',
  amount,
  unit: 'ST',
  unitPrice: '0.1234',
  lineNet,
  flags: [],
  stock: 50,
});

const summary = (amount: number, lineNet: string, gross: string): CheckoutSummary =>
  ({
    orderNumber: '40000001',
    status: 'cart',
    mode: 'standard',
    lines: [line(amount, lineNet)],
    totals: {
      currency: 'PLN',
      vatRate: '23',
      linesNet: lineNet,
      deliveryCost: '12.99',
      net: '25.33',
      vat: '5.83',
      gross,
    },
    form: {
      vatEuCountry: null,
      shippingAddressId: '2000001',
      invoiceAddressId: '2000001',
      shippingCondition: 'courier_pl',
      accessPointId: null,
      receiverPhone: null,
      receiverEmail: null,
      paymentId: 'bank_transfer',
    },
    shippingAddress: address,
    invoiceAddress: address,
    deliveryMethod: null,
    paymentMethod: null,
    accessPoint: null,
    missing: [],
    canFinish: true,
  }) as unknown as CheckoutSummary;

const addresses = {
  payerAddress: null,
  shippingAddresses: { elements: [] },
  invoiceSendAddresses: { elements: [] },
} as unknown as AddressList;

function show(initial: CheckoutSummary, customerSymbols?: Record<string, string>) {
  return renderPage(
    <CheckoutPage
      data={{ orderNumber: '40000001', summary: initial, addresses, isPerson: false, customerSymbols }}
      locale={testLocale}
    />,
  );
}

describe('the checkout step', () => {
  it('shows the order’s lines and totals in the shared order summary', async () => {
    await show(summary(100, '12.34', '31.16'));
    const lines = await screen.findByTestId('order-lines');
    expect(within(lines).getByText('BC547B')).toBeTruthy();
    // The description up to its first ";" and the unit price with its significant decimals.
    expect(within(lines).getByText('Transistor NPN')).toBeTruthy();
    expect(within(lines).getByText(/0\.1234/)).toBeTruthy();
    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByText('Products (net)')).toBeTruthy();
    expect(within(totals).getByText('Total to pay')).toBeTruthy();
    expect(screen.getByTestId('order-gross').textContent).toMatch(/31\.16/);
  });

  it('shows the customer’s own symbol on the line of a product that has one (issue 17)', async () => {
    await show(summary(100, '12.34', '31.16'), { BC547B: 'MY-T-547' });
    const lines = await screen.findByTestId('order-lines');
    expect(within(lines).getByTestId('line-customer-symbol').textContent).toBe('Your symbol: MY-T-547');
  });

  it('a refused order (out of stock) shows the message and the summary as refetched, no reload', async () => {
    const fetch = replies(
      [
        422,
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: ERP_CODES.OUT_OF_STOCK,
          message: 'Only 50 pieces of BC547B are in stock.',
          issues: [],
        },
      ],
      [200, summary(50, '6.17', '23.57')],
    );
    await show(summary(100, '12.34', '31.16'));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByTestId('place-order'));

    expect(await screen.findByText('Only 50 pieces of BC547B are in stock.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-gross').textContent).toMatch(/23\.57/));
    expect(calls(fetch)).toEqual([
      'POST /ajax/order/40000001/finish?language=en',
      'GET /ajax/cart/step-2/40000001?language=en',
    ]);
    expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(false);
  });

  it('an order not for the end user is placed with finish-special (spec §4 order modes)', async () => {
    const fetch = replies(
      [
        422,
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'Give the end use of BC547B: the order is not for the end user.',
          issues: [],
          data: [
            {
              field: 'lines.7.endUse',
              message: 'Give the end use of BC547B: the order is not for the end user.',
            },
          ],
        },
      ],
      [200, { ...summary(100, '12.34', '31.16'), mode: 'non_end_user' }],
    );
    await show({ ...summary(100, '12.34', '31.16'), mode: 'non_end_user' });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByTestId('place-order'));
    expect((await screen.findAllByText(/Give the end use of BC547B/)).length).toBeGreaterThan(0);
    expect(calls(fetch)[0]).toBe('POST /ajax/order/40000001/finish-special?language=en');
  });
});
