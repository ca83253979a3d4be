import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES, type AddressRuleField } from './address-rules';
import { AddressCreateSchema } from './contracts/customers';
import { lengthAttributes } from './validation/attributes';
import { fromServerConstraints, toServerConstraints } from './validation/server-constraints';

/**
 * The address form's rules (its inputs' limits, and the front constraints the shop serves) and the
 * address contract agree: at each field's limit both take a value, one character more both refuse.
 */
const valid = {
  details: {
    customerName: 'Elektro sp. z o.o.',
    street: 'Długa 1',
    zipCode: '00-950',
    city: 'Kraków',
    countryCode: 'pl',
  },
  sales_department: '',
  role_properties: { role: 'SH', default_declared_use: '' },
};

/** Where each field sits in the create body. */
const place: Record<AddressRuleField, 'details' | 'top' | 'role'> = {
  customerName: 'details',
  street: 'details',
  zipCode: 'details',
  city: 'details',
  countryCode: 'details',
  vatNumber: 'details',
  receiverEmail: 'details',
  receiverPhone: 'details',
  sales_department: 'top',
  default_declared_use: 'role',
};

function contractTakes(field: AddressRuleField, value: string): boolean {
  const body = structuredClone(valid) as Record<string, Record<string, unknown> | string>;
  if (place[field] === 'details') (body.details as Record<string, unknown>)[field] = value;
  else if (place[field] === 'role') (body.role_properties as Record<string, unknown>)[field] = value;
  else body[field] = value;
  return AddressCreateSchema.safeParse(body).success;
}

const served = fromServerConstraints(JSON.parse(JSON.stringify(toServerConstraints(ADDRESS_RULES))));

describe('address field limits', () => {
  it.each([
    'customerName',
    'street',
    'zipCode',
    'city',
    'vatNumber',
    'sales_department',
    'default_declared_use',
  ] as const)('%s: the contract and the served rules agree at the limit', (field) => {
    const { maxLength } = lengthAttributes(served[field] ?? []);
    expect(maxLength, field).toBeGreaterThan(0);
    expect(contractTakes(field, 'a'.repeat(maxLength!))).toBe(true);
    expect(contractTakes(field, 'a'.repeat(maxLength! + 1))).toBe(false);
  });

  it('serves every field the form has, with the e-mail and the country code checked', () => {
    expect(Object.keys(served).sort()).toEqual(Object.keys(place).sort());
    expect(lengthAttributes(served.countryCode ?? [])).toEqual({ minLength: 2, maxLength: 2 });
    expect(contractTakes('receiverEmail', 'not-an-email')).toBe(false);
    expect(contractTakes('receiverEmail', 'magazyn@firma.pl')).toBe(true);
  });
});
