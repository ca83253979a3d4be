import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplaintSummary } from '../../../../common/contracts/complaints';
import { renderPage, testLocale } from '../../../page-test-support';
import { ComplaintListPage } from './complaint-list-page';

const summary = (change: Partial<ComplaintSummary>): ComplaintSummary => ({
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
  detailsPath: '/complaint/RMA-2026-000042',
  ...change,
});

const show = (items: ComplaintSummary[], total = items.length) =>
  renderPage(
    <ComplaintListPage
      data={{ list: { items, total, page: 1, perPage: 20 }, today: '2026-12-06' }}
      locale={testLocale}
    />,
  );

describe('the complaints list', () => {
  it('says there are none yet and leads to the form', async () => {
    await show([]);
    expect((await screen.findByTestId('complaints-empty')).textContent).toContain(
      'You have not filed a complaint yet',
    );
    expect(screen.getByRole('link', { name: 'File a complaint' }).getAttribute('href')).toBe(
      '/complaint/form',
    );
  });

  it('shows state, RMA and how near the answer is; a decided one has no deadline; pages beyond 20', async () => {
    await show(
      [
        summary({}),
        summary({
          rmaNumber: 'RMA-2026-000041',
          state: 'accepted',
          resolution: 'refund',
          answerBy: '2026-12-01',
        }),
        summary({ rmaNumber: 'RMA-2026-000040', state: 'under_review', answerBy: '2026-12-05' }),
      ],
      45,
    );
    const rows = await screen.findAllByTestId('complaint-row');
    expect(within(rows[0]!).getByRole('link', { name: 'RMA-2026-000042' }).getAttribute('href')).toBe(
      '/complaint/RMA-2026-000042',
    );
    expect(within(rows[0]!).getByTestId('complaint-state').textContent).toBe('New');
    expect(within(rows[0]!).getByTestId('complaint-deadline').textContent).toBe('by 8 Dec 2026 (in 2 days)');
    expect(within(rows[1]!).getByTestId('complaint-state').textContent).toBe('Accepted: Refund');
    expect(within(rows[1]!).queryByTestId('complaint-deadline')).toBeNull();
    expect(within(rows[2]!).getByTestId('complaint-deadline').textContent).toBe('passed on 5 Dec 2026');
    expect(screen.getByRole('navigation', { name: /Page 1 of 3/ })).toBeTruthy();
  });
});
