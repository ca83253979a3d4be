/**
 * The desk's staff accounts (ADR 048): the list in the desk's shared table (cells labelled for the
 * phone's stacked rows), the last login in the page's language, a row's roles saved only once
 * changed, and the empty state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount, StaffMember } from '../../../../common/contracts/staff';
import { en } from '../../../../common/i18n/en';
import { formatDate } from '../../../../common/format';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { StaffAccountsPage } from './staff-accounts-page';

const ada = { id: 1, email: 'ada@desk.test', name: 'Ada', roles: ['admin'] } as StaffMember;
const m = en.staff.accounts;

const account = (over: Partial<StaffAccount>): StaffAccount => ({
  id: 2,
  email: 'sam@desk.test',
  name: 'Sam Sales',
  roles: ['sales'],
  active: true,
  enrolled: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastLoginAt: '2026-11-20T10:05:00.000Z',
  ...over,
});

const render = (items: StaffAccount[]) =>
  renderPage(
    <StaffAccountsPage
      data={{ staff: ada, list: { items, page: 1, pages: 1, total: items.length } }}
      locale={testLocale}
    />,
    null,
  );

afterEach(() => vi.restoreAllMocks());

describe('the desk’s staff accounts', () => {
  it('lists each account with labelled cells and its last login in the page’s language', async () => {
    await render([
      account({}),
      account({ id: 3, email: 'new@desk.test', lastLoginAt: null, enrolled: false }),
    ]);
    const row = await screen.findByTestId('staff-account-sam@desk.test');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      m.columns.name,
      m.columns.email,
      m.columns.roles,
      m.columns.status,
      m.columns.lastLogin,
      m.columns.actions,
    ]);
    expect(cells[4]!.textContent).toBe(
      formatDate('2026-11-20T10:05:00.000Z', 'en', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    const fresh = screen.getByTestId('staff-account-new@desk.test');
    expect(fresh.textContent).toContain(m.never);
    expect(fresh.textContent).toContain(m.notEnrolled);
    // The wide table scrolls in its own box, reachable by keyboard.
    const wrap = screen.getByRole('table').parentElement!;
    expect(wrap.getAttribute('role')).toBe('region');
    expect(wrap.getAttribute('tabindex')).toBe('0');
  });

  it('saves a row’s roles only once they changed', async () => {
    const user = userEvent.setup();
    const fetch = replies([200, account({ roles: ['sales', 'support'] })]);
    await render([account({})]);
    const row = await screen.findByTestId('staff-account-sam@desk.test');
    const save = within(row).getByRole('button', { name: m.saveRoles });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(row).getByRole('checkbox', { name: en.staff.roles.support }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(calls(fetch)).toContain('PATCH /ajax/staff/accounts/2'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ roles: ['sales', 'support'] });
  });

  it('says when there is no account', async () => {
    await render([]);
    expect((await screen.findByText(m.empty)).className).toBe('staff-listing__empty');
  });
});
