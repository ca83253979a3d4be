import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EinvoiceState } from '../../../../common/contracts/customer-profile';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { EinvoiceActivatePage } from './einvoice-activate-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const active: EinvoiceState = {
  status: 'active',
  email: 'inv@firma.pl',
  activatedAt: '2026-11-25T10:00:00Z',
  pending: null,
};

function show() {
  return renderPage(
    <EinvoiceActivatePage
      data={{ token: 'sealed-params', check: { state: 'valid', email: 'inv@firma.pl' } }}
      locale={testLocale}
    />,
  );
}

describe('the e-invoice activation page', () => {
  it('activates with the link’s parameters and says where invoices go', async () => {
    const fetch = replies([200, active]);
    await show();
    await userEvent.click(await screen.findByTestId('einvoice-activate'));
    expect((await screen.findByTestId('einvoice-activated')).textContent).toContain('inv@firma.pl');
    expect(calls(fetch)).toEqual(['POST /ajax/e-invoice/activate']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ params: 'sealed-params' });
  });

  it('an expired link gets its own message, and the button is gone', async () => {
    replies([410, { error: 'Gone', code: 410, erpCode: null, message: 'Expired', issues: [] }]);
    await show();
    await userEvent.click(await screen.findByTestId('einvoice-activate'));
    expect((await screen.findByTestId('einvoice-link-problem')).textContent).toContain('has expired');
    expect(screen.queryByTestId('einvoice-activate')).toBeNull();
  });
});
