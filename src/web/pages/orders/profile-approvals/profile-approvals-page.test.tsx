import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingApproval, PendingApprovals } from '../../../../common/approvals';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { ProfileApprovalsPage } from './profile-approvals-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const item = (orderNumber: string, own = false): PendingApproval => ({
  orderNumber,
  buyerName: 'Beata Kowalska',
  buyerEmail: 'beata@firma.pl',
  placedAt: '2026-11-20T10:00:00.000Z',
  netTotal: '1234.5000',
  grossTotal: '1518.4400',
  currency: 'PLN',
  reason: 'order_limit',
  own,
});

const show = (pending: PendingApprovals | null) =>
  renderPage(<ProfileApprovalsPage data={{ pending }} locale={testLocale} />);

describe('the approvals page', () => {
  it('approves an order with an optional comment; the list refetches without it', async () => {
    const fetch = replies(
      [200, { orderNumber: '40000010', status: 'placed' }],
      [200, { approver: true, elements: [item('40000011')] }],
    );
    await show({ approver: true, elements: [item('40000010'), item('40000011')] });
    const first = (await screen.findAllByTestId('approval'))[0]!;
    expect(within(first).getByText('Above the buyer’s limit per order')).toBeTruthy();
    await userEvent.click(within(first).getByTestId('approval-approve'));
    expect(await screen.findByText('Order 40000010 is approved and goes on.')).toBeTruthy();
    expect(calls(fetch)).toEqual([
      'POST /ajax/profile/approvals/40000010/approve',
      'GET /ajax/profile/approvals',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ comment: '' });
    expect(screen.getAllByTestId('approval')).toHaveLength(1);
  });

  it('a rejection needs a comment before anything is sent', async () => {
    const fetch = replies(
      [200, { orderNumber: '40000010', status: 'cancelled' }],
      [200, { approver: true, elements: [] }],
    );
    await show({ approver: true, elements: [item('40000010')] });
    await userEvent.click(await screen.findByTestId('approval-reject'));
    expect(await screen.findByText(/Say why you reject the order/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Comment/), 'Too expensive');
    await userEvent.click(screen.getByTestId('approval-reject'));
    expect(await screen.findByText(/Order 40000010 is rejected/)).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ comment: 'Too expensive' });
    expect(await screen.findByTestId('approvals-empty')).toBeTruthy();
  });

  it('shows a refusal of the server in the item, and no buttons on one’s own order', async () => {
    replies([403, { error: 'Forbidden', message: 'You cannot approve or reject your own order.' }]);
    await show({ approver: true, elements: [item('40000010'), item('40000012', true)] });
    const [other, own] = await screen.findAllByTestId('approval');
    expect(within(own!).queryByTestId('approval-approve')).toBeNull();
    expect(within(own!).getByText('Your own order: a colleague decides it.')).toBeTruthy();
    await userEvent.click(within(other!).getByTestId('approval-approve'));
    expect(await within(other!).findByText('You cannot approve or reject your own order.')).toBeTruthy();
  });

  it('tells a colleague who does not approve so', async () => {
    await show({ approver: false, elements: [] });
    expect(await screen.findByTestId('approvals-not-approver')).toBeTruthy();
  });
});
