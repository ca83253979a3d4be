import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { OrderOutcomePage, type OrderOutcomeData } from './order-outcome-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const failed: OrderOutcomeData = {
  kind: 'failure',
  orderNumber: '40000001',
  outcome: {
    orderNumber: '40000001',
    status: 'awaiting_payment',
    grossTotal: '123.00',
    currency: 'PLN',
    paymentStatus: 'failed',
    canPayAgain: true,
  },
};

describe('the order outcome page', () => {
  it('paying again that the shop refuses shows the error and offers the button again', async () => {
    const fetch = replies([
      409,
      { error: 'Conflict', code: 409, erpCode: null, message: 'The order is already paid.', issues: [] },
    ]);
    await renderPage(<OrderOutcomePage data={failed} locale={testLocale} />);
    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    await userEvent.click(screen.getByTestId('pay-again'));

    expect(await screen.findByText('The order is already paid.')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('pay-again') as HTMLButtonElement).disabled).toBe(false));
    expect(calls(fetch)).toEqual(['POST /ajax/order/40000001/payment?language=en']);
  });
});
