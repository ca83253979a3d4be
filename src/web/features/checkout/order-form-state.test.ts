import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '../../../common/contracts/checkout';
import type { AddressElement, AddressList } from '../../../common/contracts/customers';
import {
  initialOrderFormState,
  invoiceAddressesOf,
  isFieldVisible,
  isInvoiceAddressDisabled,
  orderFormReducer,
  shippingAddressesOf,
  type OrderFormContext,
  type OrderFormValues,
  withDefaults,
} from './order-form-state';

const payment = (id: string, kind = id) => ({ id, name: id, kind, paymentProviders: [] });
const method = (id: string, payments: string[], extra: Partial<DeliveryMethod> = {}): DeliveryMethod => ({
  id,
  name: id,
  masterName: id,
  cost: '10.00',
  currency: 'PLN',
  transportMethods: ['road'],
  isAccessPoint: false,
  paymentMethods: { elements: payments.map((p) => payment(p)) },
  ...extra,
});
const PL_METHODS = [
  method('parcel_locker', ['online_testpay', 'bank_transfer'], { isAccessPoint: true }),
  method('courier_pl', ['online_testpay', 'bank_transfer', 'cash_on_delivery']),
];
const address = (
  addressNumber: string,
  role: 'SH' | 'ZO' | 'BP',
  extra: Partial<AddressElement> = {},
  details: Partial<AddressElement['details']> = {},
): AddressElement => ({
  addressNumber,
  role,
  isDefault: false,
  isArchived: false,
  isEnabled: true,
  details: {
    customerName: `Name ${addressNumber}`,
    street: 'ul. Długa 1',
    zipCode: '00-001',
    city: 'Warszawa',
    countryCode: 'pl',
    countryName: 'Polska',
    vatNumber: null,
    accessPointId: null,
    receiverEmail: null,
    receiverPhone: null,
    ...details,
  },
  deliveryMethods: { elements: role === 'BP' ? [] : PL_METHODS },
  ...extra,
});

const addresses: AddressList = {
  shippingAddresses: {
    elements: [
      address(
        '2000001',
        'SH',
        { isDefault: true },
        { receiverPhone: '600100200', receiverEmail: 'a@firma.pl' },
      ),
      address(
        '2000002',
        'SH',
        {},
        { accessPointId: 'KRA12M', receiverPhone: '700800900', receiverEmail: 'b@firma.pl' },
      ),
      address('2000003', 'SH', { isArchived: true }),
      address(
        '2000009',
        'SH',
        { deliveryMethods: { elements: [method('courier_de', ['bank_transfer'])] } },
        { countryCode: 'de' },
      ),
    ],
  },
  invoiceSendAddresses: {
    elements: [address('2000004', 'ZO', { isDefault: true }), address('2000005', 'ZO', { isArchived: true })],
  },
  payerAddress: address('2000000', 'BP', { isDefault: true }, { vatNumber: 'PL1234567890' }),
};
const ctx: OrderFormContext = { addresses, isPerson: false };
const reduce = orderFormReducer(ctx);
const empty: OrderFormValues = {
  vatEuCountry: 'PL1234567890',
  shippingAddressId: null,
  invoiceAddressId: null,
  shippingCondition: null,
  accessPointId: null,
  receiverPhone: null,
  receiverEmail: null,
  paymentId: null,
};

describe('order form state (spec §4)', () => {
  it('hides archived addresses', () => {
    expect(shippingAddressesOf(ctx).map((a) => a.addressNumber)).toEqual(['2000001', '2000002', '2000009']);
    expect(invoiceAddressesOf(ctx).map((a) => a.addressNumber)).toEqual(['2000004', '2000000']);
  });

  it('changing the shipping address resets invoice address, method, payment, locker and receiver, and clears their errors', () => {
    let state = initialOrderFormState({
      ...empty,
      invoiceAddressId: '2000000',
      shippingCondition: 'courier_pl',
      paymentId: 'cash_on_delivery',
    });
    state = reduce(state, {
      type: 'submitFailed',
      erpCode: 67,
      message: 'x',
      data: [
        { field: 'shippingCondition', message: 'bad' },
        { field: 'vatEuCountry', message: 'vat' },
      ],
    });
    state = reduce(state, { type: 'shippingAddressChanged', addressNumber: '2000009' });
    expect(state.values).toMatchObject({
      shippingAddressId: '2000009',
      invoiceAddressId: '2000004',
      shippingCondition: 'courier_de',
      paymentId: 'bank_transfer',
      accessPointId: null,
      receiverPhone: null,
    });
    expect(state.errors).toEqual({ vatEuCountry: 'vat' });
  });

  it('keeps a method the new address also offers, and takes the address’s locker and receiver', () => {
    let state = initialOrderFormState({
      ...empty,
      shippingAddressId: '2000001',
      shippingCondition: 'parcel_locker',
      paymentId: 'online_testpay',
    });
    state = reduce(state, { type: 'shippingAddressChanged', addressNumber: '2000002' });
    expect(state.values).toMatchObject({
      shippingCondition: 'parcel_locker',
      accessPointId: 'KRA12M',
      receiverPhone: '700800900',
      receiverEmail: 'b@firma.pl',
      paymentId: 'online_testpay',
      invoiceAddressId: '2000000',
    });
  });

  it('the parcel-locker method re-derives invoice address, receiver and payment and disables the invoice address', () => {
    let state = initialOrderFormState({
      ...empty,
      shippingAddressId: '2000001',
      invoiceAddressId: '2000004',
      shippingCondition: 'courier_pl',
      paymentId: 'cash_on_delivery',
    });
    expect(isFieldVisible(ctx, state, 'accessPointId')).toBe(false);
    state = reduce(state, { type: 'shippingMethodChanged', methodId: 'parcel_locker' });
    expect(state.values).toMatchObject({
      invoiceAddressId: '2000000',
      paymentId: 'online_testpay',
      receiverPhone: '600100200',
      receiverEmail: 'a@firma.pl',
    });
    expect(isInvoiceAddressDisabled(ctx, state)).toBe(true);
    for (const field of ['accessPointId', 'receiverPhone', 'receiverEmail'] as const)
      expect(isFieldVisible(ctx, state, field)).toBe(true);
    state = reduce(state, { type: 'shippingMethodChanged', methodId: 'courier_pl' });
    expect(state.values).toMatchObject({
      accessPointId: null,
      receiverPhone: null,
      receiverEmail: null,
      invoiceAddressId: '2000004',
      paymentId: 'online_testpay',
    });
    expect(isInvoiceAddressDisabled(ctx, state)).toBe(false);
  });

  it('choosing a locker sets it and the shipping address saved with it', () => {
    let state = initialOrderFormState({
      ...empty,
      shippingAddressId: '2000001',
      shippingCondition: 'parcel_locker',
      paymentId: 'bank_transfer',
    });
    state = reduce(state, {
      type: 'submitFailed',
      erpCode: 76,
      message: 'm',
      data: [{ field: 'accessPointId', message: 'unknown' }],
    });
    state = reduce(state, { type: 'accessPointChosen', accessPoint: { id: 'KRA12M' } });
    expect(state.values).toMatchObject({ accessPointId: 'KRA12M', shippingAddressId: '2000002' });
    expect(state.errors).toEqual({});
    state = reduce(state, { type: 'accessPointChosen', accessPoint: { id: 'WAW01M' } });
    expect(state.values).toMatchObject({ accessPointId: 'WAW01M', shippingAddressId: '2000002' });
  });

  it('changing VAT number, invoice address or payment clears only its own error', () => {
    let state = initialOrderFormState({
      ...empty,
      shippingAddressId: '2000001',
      shippingCondition: 'courier_pl',
    });
    state = reduce(state, {
      type: 'submitFailed',
      erpCode: 94,
      message: 'main',
      data: [
        { field: 'vatEuCountry', message: 'v' },
        { field: 'invoiceAddressId', message: 'i' },
        { field: 'paymentId', message: 'p' },
      ],
    });
    state = reduce(state, { type: 'fieldChanged', field: 'vatEuCountry', value: 'PL0000000000' });
    expect(state.errors).toEqual({ invoiceAddressId: 'i', paymentId: 'p' });
    state = reduce(state, { type: 'fieldChanged', field: 'paymentId', value: 'bank_transfer' });
    expect(state.errors).toEqual({ invoiceAddressId: 'i' });
    expect(state.values.paymentId).toBe('bank_transfer');
  });

  it('a failed submit stores field errors, the first message as main message, and shows only the code’s fields', () => {
    let state = initialOrderFormState({
      ...empty,
      shippingAddressId: '2000001',
      shippingCondition: 'parcel_locker',
    });
    state = reduce(state, { type: 'submitStarted' });
    expect(state.loading).toBe(true);
    state = reduce(state, {
      type: 'submitFailed',
      erpCode: 77,
      message: 'fallback',
      data: [{ field: 'receiverPhone', message: 'nine digits' }],
    });
    expect(state).toMatchObject({
      loading: false,
      mainMessage: 'nine digits',
      errors: { receiverPhone: 'nine digits' },
      focusFields: ['receiverPhone'],
    });
    expect(isFieldVisible(ctx, state, 'receiverPhone')).toBe(true);
    expect(isFieldVisible(ctx, state, 'shippingAddressId')).toBe(false);
    // An unknown code shows every field whose condition holds.
    state = reduce(state, { type: 'submitFailed', erpCode: 12345, message: 'odd' });
    expect(state.mainMessage).toBe('odd');
    expect(isFieldVisible(ctx, state, 'shippingAddressId')).toBe(true);
  });

  it('success records the order number and clears errors and loading', () => {
    let state = initialOrderFormState(empty);
    state = reduce(state, { type: 'submitStarted' });
    state = reduce(state, { type: 'submitSucceeded', orderNumber: '40000001' });
    expect(state).toMatchObject({
      loading: false,
      errors: {},
      mainMessage: null,
      savedOrderNumber: '40000001',
    });
  });

  it('a person sees the VAT field only when it has a value; method and payment need their parent', () => {
    const personCtx = { addresses, isPerson: true };
    const state = initialOrderFormState({ ...empty, vatEuCountry: null });
    expect(isFieldVisible(personCtx, state, 'vatEuCountry')).toBe(false);
    expect(isFieldVisible(ctx, state, 'vatEuCountry')).toBe(true);
    expect(isFieldVisible(ctx, state, 'shippingCondition')).toBe(false);
    expect(isFieldVisible(ctx, state, 'paymentId')).toBe(false);
  });

  it('an empty form starts from the default shipping address, its first method and payment, and the payer’s VAT number', () => {
    const values = withDefaults(ctx, { ...empty, vatEuCountry: null });
    expect(values).toMatchObject({
      vatEuCountry: 'PL1234567890',
      shippingAddressId: '2000001',
      invoiceAddressId: '2000004',
      shippingCondition: 'courier_pl',
      paymentId: 'online_testpay',
      receiverPhone: null,
    });
    // A form already filled in is left as it is.
    const filled = { ...empty, shippingAddressId: '2000009', shippingCondition: 'courier_de' };
    expect(withDefaults(ctx, filled)).toMatchObject(filled);
  });
});
