import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { UiProviders } from '../../ui/ui-providers';
import { AddressForm } from './address-form';

afterEach(() => {
  vi.restoreAllMocks();
});

const countries = {
  SH: [
    { code: 'pl', name: 'Poland' },
    { code: 'de', name: 'Germany' },
  ],
};

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

const required = (field: string) => ({
  error: 'Unprocessable Entity',
  code: 422,
  erpCode: null,
  message: 'This field is required.',
  issues: [],
  data: [{ field: `details.${field}`, message: 'This field is required.' }],
});

/** The form's mutations need a query client besides messages and the dialog stack. */
function renderInProviders(ui: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={en}>
        <UiProviders>{ui}</UiProviders>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

function renderForm() {
  const onSaved = vi.fn(() => {});
  renderInProviders(
    <AddressForm
      countries={countries}
      defaultCountry="de"
      roles={['SH']}
      onSaved={onSaved}
      onCancel={() => {}}
    />,
  );
  return { onSaved };
}

describe('AddressForm', () => {
  it('clears a field’s stale error as soon as the field is typed in', async () => {
    answer(422, required('street'));
    renderForm();
    await userEvent.click(screen.getByTestId('address-save'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Street/), 'Invalidenstraße 1');
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('takes an international phone whole: nothing is cut at 9 characters', async () => {
    const fetch = answer(201, { address: {} });
    const { onSaved } = renderForm();
    const phone = screen.getByLabelText(/phone/i) as HTMLInputElement;
    await userEvent.type(phone, '030 12345678');
    expect(phone.value).toBe('030 12345678');
    await userEvent.click(screen.getByTestId('address-save'));
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body));
    expect(body.details).toMatchObject({ countryCode: 'de', receiverPhone: '030 12345678' });
    expect(onSaved).toHaveBeenCalled();
  });
});

describe('AddressForm editing an address', () => {
  it('starts from the address, shows its phone formatted, and saves with PUT to its number', async () => {
    const fetch = answer(200, {});
    const onSaved = vi.fn(() => {});
    renderInProviders(
      <AddressForm
        countries={countries}
        defaultCountry="pl"
        roles={['SH']}
        onSaved={onSaved}
        onCancel={() => {}}
        address={{
          addressNumber: '2000001',
          role: 'SH',
          isDefault: false,
          isArchived: false,
          isEnabled: true,
          details: {
            customerName: 'Magazyn',
            street: 'ul. Składowa 9',
            zipCode: '61-897',
            city: 'Poznań',
            countryCode: 'pl',
            countryName: 'Poland',
            vatNumber: null,
            accessPointId: null,
            receiverEmail: 'magazyn@firma.pl',
            receiverPhone: '+48600200300',
          },
          deliveryMethods: { elements: [] },
        }}
      />,
    );
    expect(screen.getByText('Edit address no. 2000001')).toBeTruthy();
    expect((screen.getByLabelText(/phone/i) as HTMLInputElement).value).toBe('+48 600 200 300');
    const street = screen.getByLabelText(/Street/);
    await userEvent.clear(street);
    await userEvent.type(street, 'ul. Nowa 1');
    await userEvent.click(screen.getByTestId('address-save'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/ajax/profile/addresses/2000001');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body)).details).toMatchObject({
      street: 'ul. Nowa 1',
      city: 'Poznań',
      receiverPhone: '+48 600 200 300',
    });
    expect(onSaved).toHaveBeenCalled();
  });
});
