import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '../../../common/contracts/checkout';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { OrderChoices } from './order-choices';

const companyAddress = {
  addressNumber: '2000001',
  customerName: 'Elektro-Systems sp. z o.o.',
  street: 'ul. Przemysłowa 12',
  zipCode: '60-001',
  city: 'Poznań',
  countryCode: 'pl',
  countryName: 'Poland',
};

const summary = (locker: boolean): CheckoutSummary =>
  ({
    orderNumber: '40000001',
    status: 'cart',
    mode: null,
    lines: [],
    totals: {
      currency: 'PLN',
      vatRate: '23',
      linesNet: '10.00',
      deliveryCost: '12.99',
      net: '22.99',
      vat: '5.29',
      gross: '28.28',
    },
    form: {
      vatEuCountry: 'PL1234567890',
      shippingAddressId: '2000001',
      invoiceAddressId: '2000001',
      shippingCondition: locker ? 'parcel_locker' : 'courier_pl',
      accessPointId: locker ? 'KRA01M' : null,
      receiverPhone: locker ? '+48600100200' : null,
      receiverEmail: locker ? 'odbior@firma.pl' : null,
      paymentId: 'bank_transfer',
    },
    shippingAddress: companyAddress,
    invoiceAddress: companyAddress,
    deliveryMethod: {
      id: locker ? 'parcel_locker' : 'courier_pl',
      name: locker ? 'Parcel locker' : 'Courier',
      masterName: locker ? 'InPost Paczkomat' : 'DPD Polska',
      cost: '12.99',
      currency: 'PLN',
      transportMethods: ['road'],
      isAccessPoint: locker,
      paymentMethods: { elements: [] },
    },
    paymentMethod: {
      id: 'bank_transfer',
      name: 'Bank transfer',
      kind: 'bank_transfer',
      paymentProviders: [],
    },
    accessPoint: locker
      ? {
          id: 'KRA01M',
          name: 'Paczkomat KRA01M',
          street: 'ul. Floriańska 3',
          zipCode: '31-019',
          city: 'Kraków',
          country: 'pl',
          latitude: 50.06,
          longitude: 19.94,
          openingHours: '24/7',
          isActive: true,
        }
      : null,
    missing: [],
    canFinish: true,
  }) as unknown as CheckoutSummary;

function show(s: CheckoutSummary) {
  render(
    <I18nProvider messages={en}>
      <OrderChoices summary={s} />
    </I18nProvider>,
  );
  return screen.getByTestId('order-choices');
}

describe('OrderChoices: where the parcel goes', () => {
  it('a locker order names the locker as the only destination, not the company address as well', () => {
    const choices = show(summary(true));
    expect(screen.getAllByTestId('destination')).toHaveLength(1);
    const destination = within(screen.getByTestId('destination'));
    expect(destination.getByText('Parcel locker')).toBeTruthy();
    expect(destination.getByText(/KRA01M – ul\. Floriańska 3, 31-019 Kraków/)).toBeTruthy();
    expect(within(choices).queryByText('Shipping address')).toBeNull();
    // The company address is still the invoice address, shown once, as such.
    expect(within(choices).getAllByText(/ul\. Przemysłowa 12/)).toHaveLength(1);
    expect(within(choices).getByText('+48 600 100 200, odbior@firma.pl')).toBeTruthy();
  });

  it('a courier order goes to the shipping address', () => {
    const choices = show(summary(false));
    const destination = within(screen.getByTestId('destination'));
    expect(destination.getByText('Shipping address')).toBeTruthy();
    expect(within(choices).queryByText('Parcel locker')).toBeNull();
    expect(within(choices).queryByText('Receiver')).toBeNull();
  });
});
