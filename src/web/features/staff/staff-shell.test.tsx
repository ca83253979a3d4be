/**
 * The desk's frame (ADR 048): its nav links only the sections the member's roles open (the orders'
 * list is support's and admin's, ADR 080), and on a phone the sections wait behind one menu button
 * that names the section open now.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffMember, StaffRole } from '../../../common/contracts/staff';
import { en } from '../../../common/i18n/en';
import { deskHref } from '../../lib/desk-href';
import { renderPage, testLocale } from '../../page-test-support';
import { STAFF_NAV } from './staff-nav';
import { StaffShell } from './staff-shell';

const member = (...roles: StaffRole[]) =>
  ({ id: 1, email: 'desk@desk.test', name: 'Desk', roles }) as StaffMember;

const render = (staff: StaffMember, current = 'staff_home') =>
  renderPage(
    <StaffShell staff={staff} locale={testLocale} current={current} title="Title">
      <p>Body</p>
    </StaffShell>,
    null,
  );

/** The desk pages the nav links, by route name. */
const linked = async () => {
  const nav = await screen.findByRole('navigation', { name: en.staff.nav.label });
  const hrefs = within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  return STAFF_NAV.filter((entry) => hrefs.includes(deskHref(testLocale, entry.route))).map(
    (entry) => entry.route,
  );
};

describe('the desk’s nav', () => {
  it('shows sales no orders, invoices, complaints, accounts or audit log (ADR 080, 048)', async () => {
    await render(member('sales'));
    const sales = await linked();
    expect(sales).toEqual(expect.arrayContaining(['staff_rfq_inbox', 'staff_discounts', 'staff_arrivals']));
    for (const route of [
      'staff_orders',
      'staff_invoices',
      'staff_complaints',
      'staff_accounts',
      'staff_audit',
    ])
      expect(sales).not.toContain(route);
  });

  it('links to each role exactly the sections that name it', async () => {
    for (const role of ['sales', 'support', 'admin'] as const) {
      await render(member(role));
      expect((await linked()).sort(), role).toEqual(
        STAFF_NAV.filter((entry) => entry.roles.includes(role))
          .map((entry) => entry.route)
          .sort(),
      );
      cleanup();
    }
    await render(member('support'));
    expect(await linked()).toContain('staff_orders');
  });

  it('opens and closes the sections from the phone’s menu button, which names the open section', async () => {
    await render(member('support'), 'staff_orders');
    const toggle = await screen.findByRole('button', { name: `${en.staff.nav.menu}: ${en.orderDesk.nav}` });
    expect(toggle.getAttribute('aria-controls')).toBe('staff-nav-sections');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = screen.getByRole('navigation', { name: en.staff.nav.label });
    expect(nav.hasAttribute('data-open')).toBe(false);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The open section is marked in the list too.
    expect(within(nav).getByRole('link', { name: en.orderDesk.nav }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('has no nav on the login page', async () => {
    await renderPage(
      <StaffShell staff={null} locale={testLocale} title="Login">
        <p>Form</p>
      </StaffShell>,
      null,
    );
    await screen.findByText('Form');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
