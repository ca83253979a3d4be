/**
 * The desk's order requests page (ADR 084): each request with its company, sender (a colleague or
 * the desk acting as the customer), addressee, state and dates; a used one links its placed order;
 * the state filter in the address; the empty states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  StaffOrderRequestQuery,
  StaffOrderRequestRow,
} from '../../../../common/contracts/order-request-desk';
import type { StaffMember } from '../../../../common/contracts/staff';
import { en } from '../../../../common/i18n/en';
import { generateDesk } from '../../../../common/routes-desk';
import { renderPage, testLocale } from '../../../page-test-support';
import { StaffOrderRequestsPage } from './staff-order-requests-page';

const sue = { id: 3, email: 'sue@desk.test', name: 'Sue', roles: ['support'] } as StaffMember;
const m = en.orderRequests.desk;

const row = (over: Partial<StaffOrderRequestRow>): StaffOrderRequestRow => ({
  id: 1,
  orderId: 40,
  orderNumber: '40000040',
  customerId: 7,
  companyName: 'Elektro-Systems sp. z o.o.',
  sender: { name: 'Celina Nowak', email: 'celina@demo.shop' },
  staffName: null,
  addressee: { name: 'Jan Kowalski', email: 'company@demo.shop' },
  state: 'waiting',
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-22T10:00:00.000Z',
  usedAt: null,
  cancelReason: null,
  ...over,
});

/** The address the page navigated to (the stub keeps rendering the same data). */
function Address() {
  return <p data-testid="address">{useLocation().search}</p>;
}

const render = (items: StaffOrderRequestRow[], query: StaffOrderRequestQuery = { page: 1 }) =>
  renderPage(
    <>
      <StaffOrderRequestsPage
        data={{ staff: sue, query, list: { items, page: query.page, hasMore: false } }}
        locale={testLocale}
      />
      <Address />
    </>,
    null,
  );

describe('the desk’s order requests page', () => {
  it('shows who sent which order to whom, its state and dates; a used one links its order', async () => {
    await render([
      row({ id: 3, state: 'waiting', sender: null, staffName: 'Sue Support' }),
      row({ id: 2, orderId: 41, orderNumber: '40000041', state: 'used', usedAt: '2026-11-21T09:00:00.000Z' }),
      row({ id: 1, state: 'cancelled', usedAt: '2026-11-21T08:00:00.000Z', cancelReason: 'Too dear' }),
    ]);
    const table = await screen.findByTestId('order-requests-table');
    expect(screen.getByRole('heading', { name: m.latest })).toBeTruthy();
    const byDesk = within(table).getByTestId('order-request-row-3');
    expect(byDesk.textContent).toContain('desk: Sue Support');
    expect(byDesk.textContent).toContain('Jan Kowalski · company@demo.shop');
    expect(byDesk.textContent).toContain('Elektro-Systems sp. z o.o. #7');
    expect(within(byDesk).getByTestId('order-request-state').textContent).toBe(m.states.waiting);
    // A cart that waits has no desk order page; a used request's order does.
    expect(within(byDesk).queryByRole('link')).toBeNull();
    const used = within(table).getByTestId('order-request-row-2');
    expect(within(used).getByRole('link', { name: '40000041' }).getAttribute('href')).toBe(
      generateDesk('staff_order', { id: '41' }),
    );
    expect(used.textContent).toContain('Celina Nowak · celina@demo.shop');
    expect(within(used).getByTestId('order-request-state').textContent).toContain(m.states.used);
    expect(within(table).getByTestId('order-request-row-1').textContent).toContain('Reason: Too dear');
    // Each cell is labelled for the phone's stacked rows.
    expect(within(used).getByTestId('order-request-state').getAttribute('data-label')).toBe(m.columns.state);
  });

  it('filters by state through the address', async () => {
    const user = userEvent.setup();
    await render([row({})]);
    const state = await screen.findByRole('combobox', { name: m.state });
    expect(
      within(state)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      m.anyState,
      m.states.waiting,
      m.states.used,
      m.states.cancelled,
      m.states.expired,
      m.states.replaced,
    ]);
    await user.selectOptions(state, 'expired');
    await user.click(screen.getByRole('button', { name: m.apply }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?state=expired'));
  });

  it('says when nothing was sent yet, and when nothing is in the chosen state', async () => {
    await render([]);
    expect((await screen.findByTestId('order-requests-none')).textContent).toBe(m.none);
  });

  it('names the chosen state in the heading and in its empty state', async () => {
    await render([], { state: 'expired', page: 1 });
    expect((await screen.findByTestId('order-requests-none')).textContent).toBe(m.noneInState);
    expect(screen.getByRole('heading', { name: `Requests: ${m.states.expired}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.clear })).toBeTruthy();
  });
});
