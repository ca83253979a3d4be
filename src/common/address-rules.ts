/**
 * The rules of the profile's address form (spec §7 customer "profile addresses GET
 * front-constraints"), served as front constraints and used by the form itself; built from the same
 * limits as the address contract (contracts/customers.ts AddressDetailsInputSchema, AddressCreateSchema),
 * which `address-rules.test.ts` checks field by field.
 */
import { FIELD_MAX_LENGTH as MAX } from './accounts';
import { PHONE_MAX_LENGTH } from './phone';
import type { FormRules } from './validation/rules';

/** A sales department and a declared use are short labels of the customer's own. */
export const ADDRESS_LABEL_MAX_LENGTH = 40;

export const ADDRESS_RULES = {
  customerName: [{ type: 'notBlank' }, { type: 'length', max: MAX.companyName }],
  street: [{ type: 'notBlank' }, { type: 'length', max: MAX.street }],
  zipCode: [{ type: 'notBlank' }, { type: 'length', max: MAX.zipCode }],
  city: [{ type: 'notBlank' }, { type: 'length', max: MAX.city }],
  countryCode: [{ type: 'notBlank' }, { type: 'length', exact: 2 }],
  vatNumber: [{ type: 'length', max: MAX.vatNumber }],
  receiverEmail: [{ type: 'email' }, { type: 'length', max: MAX.email }],
  receiverPhone: [{ type: 'length', max: PHONE_MAX_LENGTH }],
  sales_department: [{ type: 'length', max: ADDRESS_LABEL_MAX_LENGTH }],
  default_declared_use: [{ type: 'length', max: ADDRESS_LABEL_MAX_LENGTH }],
} as const satisfies FormRules;

export type AddressRuleField = keyof typeof ADDRESS_RULES;
