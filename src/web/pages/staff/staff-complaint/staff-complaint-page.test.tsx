import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplaintDeskDetails } from '../../../../common/contracts/complaints';
import type { StaffMember } from '../../../../common/contracts/staff';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { StaffComplaintPage } from './staff-complaint-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const staff = { id: 3, name: 'Sam Support', email: 'support@demo.shop', roles: ['support'] } as StaffMember;

const complaint = (change: Partial<ComplaintDeskDetails> = {}): ComplaintDeskDetails => ({
  id: 42,
  rmaNumber: 'RMA-2026-000042',
  state: 'new',
  resolution: null,
  reason: 'damaged',
  path: 'warranty',
  invoiceNumber: 'FV/PL/2026/000007',
  orderNumber: '1000123',
  filedAt: '2026-11-24T09:00:00Z',
  answerBy: '2026-12-08',
  autoAccept: true,
  lineCount: 1,
  requestedResolution: 'refund',
  description: 'Bent pins.',
  rejectionReason: null,
  currency: 'PLN',
  lines: [{ position: 1, symbol: 'BC547B', description: 'NPN', quantity: 1, unitNet: '0.50' }],
  files: [],
  history: [
    {
      at: '2026-11-24T09:00:00Z',
      action: 'filed',
      from: null,
      to: 'new',
      by: 'customer',
      staffName: null,
      text: null,
    },
  ],
  correction: null,
  returnInstructions: null,
  customerName: 'Firma sp. z o.o.',
  customerEmail: 'anna@firma.pl',
  customerLanguage: 'pl',
  buyerType: 'company',
  daysLeft: 12,
  nextStates: ['under_review', 'awaiting_goods', 'accepted', 'rejected'],
  ...change,
});

const show = (c: ComplaintDeskDetails) =>
  renderPage(<StaffComplaintPage data={{ staff, complaint: c, today: '2026-11-26' }} locale={testLocale} />);

describe('a complaint in the desk', () => {
  it('offers the decisions its state allows, and none once decided', async () => {
    await show(complaint({ state: 'awaiting_goods', nextStates: ['under_review', 'accepted', 'rejected'] }));
    expect(await screen.findByRole('button', { name: 'Start the review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for the goods (RMA)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept: refund' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept: replacement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('words the return instructions in the page’s language, not the customer’s', async () => {
    await show(
      complaint({
        state: 'awaiting_goods',
        customerLanguage: 'pl',
        returnInstructions: { address: 'Component Shop, ul. Elektronowa 12, Łódź' },
        nextStates: ['under_review', 'accepted', 'rejected'],
      }),
    );
    const box = await screen.findByTestId('complaint-return');
    expect(box.textContent).toContain(
      'write RMA-2026-000042 clearly on the parcel, and send it to: Component Shop, ul. Elektronowa 12, Łódź.',
    );
    expect(box.textContent).not.toContain('Zapakuj');
  });

  it('shows that a decided complaint takes no more decisions', async () => {
    await show(complaint({ state: 'rejected', rejectionReason: 'Damaged by the customer.', nextStates: [] }));
    expect(await screen.findByText(/This complaint is decided/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByText('Reason: Damaged by the customer.')).toBeTruthy();
  });

  it('needs a reason to reject, then sends the decision with the message to the customer', async () => {
    const fetch = replies([200, complaint({ state: 'rejected', nextStates: [] })]);
    await show(complaint());
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Give the customer a reason for the rejection.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason for the customer' }),
      'The pins were bent at assembly.',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message to the customer/ }),
      'Photos attached to the mail.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Saved: Rejected.')).toBeTruthy();
    expect(calls(fetch)[0]).toBe('POST /ajax/staff/complaints/42/decision');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      state: 'rejected',
      reason: 'The pins were bent at assembly.',
      message: 'Photos attached to the mail.',
    });
  });

  it('accepts with a refund only after the confirmation', async () => {
    const fetch = replies([200, complaint({ state: 'accepted', resolution: 'refund', nextStates: [] })]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await show(complaint());
    await userEvent.click(await screen.findByRole('button', { name: 'Accept: refund' }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept: refund' }));
    expect(confirm).toHaveBeenCalledWith(
      'Accept complaint RMA-2026-000042 with a refund? A corrective invoice is issued at once.',
    );
    expect(await screen.findByText('Saved: Accepted: Refund.')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      state: 'accepted',
      resolution: 'refund',
    });
  });
});
