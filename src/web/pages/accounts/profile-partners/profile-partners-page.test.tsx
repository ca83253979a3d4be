import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressElement, AddressList } from '../../../../common/contracts/customers';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { ProfilePartnersPage } from './profile-partners-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const recipient = (addressNumber: string, customerName: string): AddressElement => ({
  addressNumber,
  role: 'ZO',
  isDefault: false,
  isArchived: false,
  isEnabled: true,
  details: {
    customerName,
    street: 'ul. Księgowa 3',
    zipCode: '00-950',
    city: 'Warszawa',
    countryCode: 'pl',
    countryName: 'Poland',
    vatNumber: null,
    accessPointId: null,
    receiverEmail: null,
    receiverPhone: null,
  },
  deliveryMethods: { elements: [] },
});

const book = (...recipients: AddressElement[]): AddressList =>
  ({
    payerAddress: null,
    shippingAddresses: { elements: [] },
    invoiceSendAddresses: { elements: recipients },
  }) as unknown as AddressList;

const office = recipient('3000001', 'Biuro Rachunkowe Plus');
const names = () =>
  screen.getAllByTestId('partner-card').map((card) => card.querySelector('strong')!.textContent);

function show(addresses: AddressList) {
  return renderPage(
    <ProfilePartnersPage
      data={{ addresses, countries: [{ code: 'pl', name: 'Poland' }] }}
      locale={testLocale}
    />,
  );
}

describe('the partners page', () => {
  it('a saved invoice recipient shows in the refetched list without a reload', async () => {
    const added = recipient('3000002', 'Kancelaria Podatkowa');
    const fetch = replies([201, { address: added }], [200, book(office, added)]);
    await show(book(office));
    await userEvent.click(await screen.findByTestId('partner-add'));
    const form = screen.getByTestId('address-form');
    await userEvent.type(within(form).getByLabelText(/Name or company/), 'Kancelaria Podatkowa');
    await userEvent.type(within(form).getByLabelText(/Street/), 'ul. Księgowa 3');
    await userEvent.type(within(form).getByLabelText(/Postal code/), '00-950');
    await userEvent.type(within(form).getByLabelText(/City/), 'Warszawa');
    await userEvent.click(screen.getByTestId('address-save'));

    expect(await screen.findByText('The invoice recipient has been saved.')).toBeTruthy();
    expect(names()).toEqual(['Biuro Rachunkowe Plus', 'Kancelaria Podatkowa']);
    expect(calls(fetch)).toEqual(['POST /ajax/profile/addresses', 'GET /ajax/profile/addresses?language=en']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({
      details: { customerName: 'Kancelaria Podatkowa', street: 'ul. Księgowa 3', countryCode: 'pl' },
      role_properties: { role: 'ZO' },
    });
  });

  it('after Yes to the removal the recipient is gone from the refetched list', async () => {
    const fetch = replies([204, undefined], [200, book()]);
    await show(book(office));
    await userEvent.click(await screen.findByTestId('partner-remove'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('The invoice recipient has been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('partner-card')).toHaveLength(0));
    expect(screen.getByText(/No invoice recipients yet/)).toBeTruthy();
    expect(calls(fetch)).toEqual([
      'DELETE /ajax/profile/addresses/3000001',
      'GET /ajax/profile/addresses?language=en',
    ]);
  });
});
