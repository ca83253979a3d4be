/**
 * "You ordered this part in orders …" on the product page (issue 19): asked for after hydration for
 * a logged-in customer only; the latest three orders link to their details, "all" to the filtered
 * history; nothing for a visitor or a customer who never ordered it.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistorySymbolOrders } from '../../../common/contracts/order-history';
import { en } from '../../../common/i18n/en';
import { calls, renderPage, replies, testCustomer, testLocale } from '../../page-test-support';
import { OrderedBefore } from './ordered-before';

const order = (n: number, amount: number): HistorySymbolOrders['orders'][number] => ({
  orderNumber: `PL/2026/00000${n}`,
  placedAt: `2026-11-0${n}T10:00:00.000Z`,
  status: 'shipped',
  amount,
  unitPrice: '0.1000',
  currency: 'PLN',
});
const answer: HistorySymbolOrders = {
  symbol: 'RC0603-10K',
  orders: [order(4, 1000), order(3, 500), order(2, 200), order(1, 100)],
  total: 4,
};

afterEach(() => vi.restoreAllMocks());

describe('OrderedBefore', () => {
  it('lists the latest three orders with their amounts, each linking to its details', async () => {
    const fetch = replies([200, answer]);
    await renderPage(<OrderedBefore symbol="RC0603-10K" locale={testLocale} />, testCustomer);
    const block = await screen.findByTestId('ordered-before');
    expect(calls(fetch)).toEqual(['GET /ajax/order-history/orders/RC0603-10K']);
    expect(within(block).getByRole('heading').textContent).toBe(en.orderHistory.symbol.heading);
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('PL/2026/000004');
    expect(items[0]!.textContent).toMatch(/1[\s ,]?000 on /);
    const link = within(items[0]!).getByRole('link', { name: 'PL/2026/000004' });
    expect(link.getAttribute('href')).toContain(
      '/profile/new-order-history/orders/details/PL%2F2026%2F000004',
    );
    const all = within(block).getByRole('link', { name: en.orderHistory.symbol.all });
    expect(all.getAttribute('href')).toContain('/profile/new-order-history?symbol=RC0603-10K');
  });

  it('shows nothing when the customer never ordered it', async () => {
    const fetch = replies([200, { symbol: 'X', orders: [], total: 0 }]);
    await renderPage(<OrderedBefore symbol="X" locale={testLocale} />, testCustomer);
    await vi.waitFor(() => expect(calls(fetch)).toHaveLength(1));
    expect(screen.queryByTestId('ordered-before')).toBeNull();
  });

  it('asks nothing and shows nothing for a visitor', async () => {
    const fetch = replies();
    await renderPage(<OrderedBefore symbol="RC0603-10K" locale={testLocale} />, null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(fetch)).toEqual([]);
    expect(screen.queryByTestId('ordered-before')).toBeNull();
  });
});
