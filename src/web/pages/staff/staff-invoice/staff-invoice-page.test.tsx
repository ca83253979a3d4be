/**
 * The desk's invoice page (issue 19, ADR 064): the e-invoice's state and the download log as the
 * server gave them; sending to KSeF again only after a confirmation, and the server's 409 message
 * when there is nothing to send.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffInvoiceDetails } from '../../../../common/contracts/invoices';
import type { StaffMember } from '../../../../common/contracts/staff';
import { en } from '../../../../common/i18n/en';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { StaffInvoicePage } from './staff-invoice-page';

const details: StaffInvoiceDetails = {
  invoice: {
    id: 42,
    number: 'FV/PL/2026/000042',
    kind: 'invoice',
    orderNumber: 'PL/2026/000100',
    corrects: null,
    issuedAt: '2026-11-20T10:00:00.000Z',
    dueDate: null,
    currency: 'PLN',
    netTotal: '100.0000',
    grossTotal: '123.0000',
    paid: true,
    overdue: false,
    cancelled: false,
    canCancel: false,
    canDelete: false,
    ksefNumber: null,
    pdfPath: '/invoices/history/42.pdf',
    xmlPath: '/invoices/history/42.xml',
    customerId: 7,
    market: 'pl',
  },
  eInvoice: {
    format: 'fa3',
    status: 'rejected',
    hasXml: true,
    problems: [],
    ksefNumber: null,
    acquiredAt: null,
    hasUpo: false,
    statusCode: 450,
    statusDescription: 'Błąd weryfikacji semantyki dokumentu faktury',
    details: [],
    attempts: 3,
    lastError: 'KSeF refused the invoice (450)',
    lastAttemptAt: '2026-11-20T10:05:00.000Z',
    verificationUrl: null,
  },
  downloads: [
    { customerId: 7, contactPersonId: null, via: 'pdf', at: '2026-11-21T08:00:00.000Z' },
    { customerId: 7, contactPersonId: 3, via: 'xml', at: '2026-11-21T08:01:00.000Z' },
  ],
};
const sue = { id: 1, email: 'sue@desk.test', name: 'Sue', roles: ['support'] } as StaffMember;
const m = en.invoices.desk;

afterEach(() => vi.restoreAllMocks());

describe('the desk’s invoice page', () => {
  it('shows the e-invoice’s state and the download log', async () => {
    await renderPage(<StaffInvoicePage data={{ staff: sue, details }} locale={testLocale} />, null);
    expect((await screen.findByTestId('e-invoice-status')).textContent).toBe(m.statuses.rejected);
    const state = screen.getByTestId('invoice-e-invoice');
    expect(state.textContent).toContain('KSeF refused the invoice (450)');
    expect(state.textContent).toContain('450 Błąd weryfikacji');
    const rows = within(screen.getByTestId('invoice-downloads')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringMatching(/7PDF$/),
      expect.stringMatching(/7 \/ 3XML$/),
    ]);
  });

  it('resends only after the confirmation, and says when it is queued', async () => {
    const user = userEvent.setup();
    const fetch = replies([200, { queued: true }]);
    await renderPage(<StaffInvoicePage data={{ staff: sue, details }} locale={testLocale} />, null);
    await user.click(await screen.findByRole('button', { name: m.resend }));
    expect(calls(fetch)).toEqual([]);
    // Cancelling sends nothing.
    await user.click(screen.getByRole('button', { name: m.resendNo }));
    expect(calls(fetch)).toEqual([]);
    await user.click(screen.getByRole('button', { name: m.resend }));
    expect(screen.getByRole('group').textContent).toContain('FV/PL/2026/000042');
    await user.click(screen.getByRole('button', { name: m.resendYes }));
    await waitFor(() => expect(screen.getByTestId('invoice-notice').textContent).toBe(m.resent));
    expect(calls(fetch)).toEqual(['POST /ajax/staff/invoices/42/ksef-resend']);
  });

  it('shows the server’s 409 message when there is nothing to send', async () => {
    const user = userEvent.setup();
    replies([409, { message: en.invoices.errors.notResendable, code: 409 }]);
    await renderPage(<StaffInvoicePage data={{ staff: sue, details }} locale={testLocale} />, null);
    await user.click(await screen.findByRole('button', { name: m.resend }));
    await user.click(screen.getByRole('button', { name: m.resendYes }));
    expect((await screen.findByRole('alert')).textContent).toContain(en.invoices.errors.notResendable);
    expect(screen.getByTestId('invoice-notice').textContent).toBe('');
  });

  it('offers no resend for an invoice without a KSeF e-invoice', async () => {
    await renderPage(
      <StaffInvoicePage
        data={{ staff: sue, details: { ...details, eInvoice: null, downloads: [] } }}
        locale={testLocale}
      />,
      null,
    );
    expect(await screen.findByText(m.noEInvoiceText)).toBeTruthy();
    expect(screen.getByText(m.noDownloads)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.resend })).toBeNull();
  });
});
