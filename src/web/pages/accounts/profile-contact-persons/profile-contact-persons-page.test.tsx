import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_RIGHTS, type ContactPersonWithRights } from '../../../../common/approvals';
import { calls, renderPage, replies, testContactPerson, testLocale } from '../../../page-test-support';
import { ProfileContactPersonsPage } from './profile-contact-persons-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const anna: ContactPersonWithRights = { ...testContactPerson, rights: FULL_RIGHTS };
const ola: ContactPersonWithRights = {
  crc: 'b'.repeat(40),
  email: 'ola@firma.pl',
  username: null,
  firstName: 'Ola',
  lastName: 'Nowicka',
  phone: null,
  isPrimary: false,
  rights: { mayOrder: true, orderLimit: '500.00', monthLimit: null, approvesOrders: false },
};
const listOf = (contactPersons: ContactPersonWithRights[], canEditRights = true) => ({
  contactPersons,
  currency: 'PLN',
  canEditRights,
});

const names = () =>
  screen.getAllByTestId('contact-person').map((li) => li.querySelector('strong')!.textContent);

function show(people: ContactPersonWithRights[], canEditRights = true) {
  return renderPage(
    <ProfileContactPersonsPage
      data={{ contactPersons: listOf(people, canEditRights), officeAccesses: [] }}
      locale={testLocale}
    />,
  );
}

describe('the contact persons page', () => {
  it('after an invitation the list shows the new person, refetched, without a reload', async () => {
    const fetch = replies([201, { crc: ola.crc }], [200, listOf([anna, ola])]);
    await show([anna]);
    await userEvent.click(await screen.findByTestId('contact-person-add'));
    const form = screen.getByTestId('contact-person-form');
    await userEvent.type(within(form).getByLabelText(/First name/), 'Ola');
    await userEvent.type(within(form).getByLabelText(/Last name/), 'Nowicka');
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'Ola@firma.pl');
    await userEvent.click(screen.getByTestId('contact-person-invite'));

    expect(
      await screen.findByText('We sent ola@firma.pl an e-mail with a link to set a password.'),
    ).toBeTruthy();
    expect(names()).toEqual(['Anna Nowak', 'Ola Nowicka']);
    expect(screen.queryByTestId('contact-person-form')).toBeNull();
    expect(calls(fetch)).toEqual([
      'POST /ajax/customer/contact-person',
      'GET /ajax/customer/contact-persons',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      firstName: 'Ola',
      lastName: 'Nowicka',
      email: 'Ola@firma.pl',
      language: 'en',
    });
  });

  it('checks the required fields before sending', async () => {
    const fetch = replies();
    await show([anna]);
    await userEvent.click(await screen.findByTestId('contact-person-add'));
    await userEvent.click(screen.getByTestId('contact-person-invite'));
    expect(screen.getAllByText(/This field is required/).length).toBeGreaterThanOrEqual(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after Yes to the removal the person is gone from the refetched list', async () => {
    const fetch = replies([204, undefined], [200, listOf([anna])]);
    await show([anna, ola]);
    await userEvent.click(await screen.findByTestId('contact-person-remove'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The contact person has been removed.')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Anna Nowak']));
    expect(calls(fetch)).toEqual([
      `DELETE /ajax/customer/contact-person/${ola.crc}`,
      'GET /ajax/customer/contact-persons',
    ]);
  });

  it('shows each one’s buyer rights; the primary changes a colleague’s, checking the limits first', async () => {
    const fetch = replies(
      [204, undefined],
      [
        200,
        listOf([anna, { ...ola, rights: { ...ola.rights, orderLimit: '750.00', approvesOrders: true } }]),
      ],
    );
    await show([anna, ola]);
    const rows = (await screen.findAllByTestId('buyer-rights')).map((r) => r.textContent);
    expect(rows[0]).toBe('All rights, no limits (primary contact person)');
    expect(rows[1]).toContain('up to');
    expect(rows[1]).toContain('500.00');
    await userEvent.click(screen.getByTestId('buyer-rights-edit'));
    const form = screen.getByTestId('buyer-rights-form');
    const limit = within(form).getByLabelText(/Limit per order/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '750,5');
    await userEvent.click(screen.getByTestId('buyer-rights-save'));
    expect(await within(form).findByText(/Give an amount such as 1500/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(limit);
    await userEvent.type(limit, '750');
    await userEvent.click(within(form).getByLabelText('Approves colleagues’ orders'));
    await userEvent.click(screen.getByTestId('buyer-rights-save'));
    expect(await screen.findByText('The rights of Ola Nowicka are saved.')).toBeTruthy();
    expect(calls(fetch)).toEqual([
      `PUT /ajax/customer/contact-person/${ola.crc}/rights`,
      'GET /ajax/customer/contact-persons',
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      mayOrder: true,
      orderLimit: '750',
      monthLimit: null,
      approvesOrders: true,
    });
  });

  it('a colleague who is not the primary sees the rights but no button to change them', async () => {
    await show([anna, ola], false);
    expect(await screen.findAllByTestId('buyer-rights')).toHaveLength(2);
    expect(screen.queryByTestId('buyer-rights-edit')).toBeNull();
  });
});
