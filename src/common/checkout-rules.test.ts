import { describe, expect, it } from 'vitest';
import { checkOrderForm, type FormRuleContext } from './checkout-rules';

/** The VAT number rules of the order form only: the other fields' errors are left out. */
function vatErrors(vatEuCountry: string | null, invoiceCountry: string): string[] {
  const ctx: FormRuleContext = {
    form: {
      vatEuCountry,
      shippingAddressId: null,
      invoiceAddressId: '1000001',
      shippingCondition: null,
      accessPointId: null,
      receiverPhone: null,
      receiverEmail: null,
      paymentId: null,
    },
    vatNumberRequired: true,
    shippingAddresses: [],
    invoiceAddresses: [
      {
        addressNumber: '1000001',
        role: 'ZO',
        isArchived: false,
        isEnabled: true,
        countryCode: invoiceCountry,
      },
    ],
    methodsOf: () => [],
    accessPoint: null,
    lines: [],
    paymentKnown: () => false,
    grossTotal: '0',
    cashOnDeliveryLimit: '5000',
  };
  return checkOrderForm(ctx)
    .filter((e) => e.field === 'vatEuCountry')
    .map((e) => e.key);
}

describe('order form: VAT number (common/vat-numbers is the rule)', () => {
  it('takes a number of the invoice country and refuses another country', () => {
    expect(vatErrors('PL1234567890', 'pl')).toEqual([]);
    expect(vatErrors('DE123456789', 'pl')).toEqual(['checkout.errors.vatCountryMismatch']);
    expect(vatErrors(null, 'pl')).toEqual(['checkout.errors.vatNumberRequired']);
    expect(vatErrors('PL12', 'pl')).toEqual(['checkout.errors.vatNumberInvalid']);
  });

  it("knows Greece's EL prefix", () => {
    expect(vatErrors('EL123456789', 'gr')).toEqual([]);
  });

  it('holds a member state to its format and drops slashes as the profile does', () => {
    expect(vatErrors('HU1234567890', 'hu')).toEqual(['checkout.errors.vatNumberInvalid']);
    expect(vatErrors('HU12345678', 'hu')).toEqual([]);
    expect(vatErrors('PL 123/456/78/90', 'pl')).toEqual([]);
  });

  it('takes a number of a country outside the EU on its general shape', () => {
    expect(vatErrors('GB123456789', 'gb')).toEqual([]);
  });
});
