import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactPerson } from '../../../../common/contracts/auth';
import { calls, renderPage, replies, testContactPerson, testLocale } from '../../../page-test-support';
import { ProfileContactPersonsPage } from './profile-contact-persons-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const ola: ContactPerson = {
  crc: 'b'.repeat(40),
  email: 'ola@firma.pl',
  username: null,
  firstName: 'Ola',
  lastName: 'Nowicka',
  phone: null,
  isPrimary: false,
};

const names = () =>
  screen.getAllByTestId('contact-person').map((li) => li.querySelector('strong')!.textContent);

function show(people: ContactPerson[]) {
  return renderPage(
    <ProfileContactPersonsPage data={{ contactPersons: people, officeAccesses: [] }} locale={testLocale} />,
  );
}

describe('the contact persons page', () => {
  it('after an invitation the list shows the new person, refetched, without a reload', async () => {
    const fetch = replies([201, { crc: ola.crc }], [200, { contactPersons: [testContactPerson, ola] }]);
    await show([testContactPerson]);
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
    await show([testContactPerson]);
    await userEvent.click(await screen.findByTestId('contact-person-add'));
    await userEvent.click(screen.getByTestId('contact-person-invite'));
    expect(screen.getAllByText(/This field is required/).length).toBeGreaterThanOrEqual(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after Yes to the removal the person is gone from the refetched list', async () => {
    const fetch = replies([204, undefined], [200, { contactPersons: [testContactPerson] }]);
    await show([testContactPerson, ola]);
    await userEvent.click(await screen.findByTestId('contact-person-remove'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The contact person has been removed.')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Anna Nowak']));
    expect(calls(fetch)).toEqual([
      `DELETE /ajax/customer/contact-person/${ola.crc}`,
      'GET /ajax/customer/contact-persons',
    ]);
  });
});
