/**
 * What the registration wizard offers besides countries and customer types (spec §7 Anonymous:
 * front-constraints, industries, shipping-countries, currencies), shared by server and page.
 */
import {
  FIELD_MAX_LENGTH as MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './accounts';
import { MARKETS, getMarket, type Currency } from './markets';
import { PHONE_MAX_LENGTH } from './phone';
import type { FormRules } from './validation/rules';

/** Industries a business may name at registration (sales uses it to route the account). */
export const INDUSTRIES = [
  'electronics_manufacturing',
  'industrial_automation',
  'automotive',
  'energy',
  'telecommunications',
  'medical',
  'research_education',
  'service_repair',
  'distribution',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/**
 * The rules of the wizard's fields, served as front constraints; built from the same limits as
 * the step contracts (contracts/auth.ts RegistrationStep1Schema, RegistrationStep2Schema).
 */
export const REGISTRATION_RULES: Readonly<Record<'1' | '2', FormRules>> = {
  '1': {
    companyName: [{ type: 'length', max: MAX.companyName }],
    vatNumber: [{ type: 'length', max: MAX.vatNumber }],
    duns: [{ type: 'numeric' }, { type: 'length', exact: 9 }],
    street: [{ type: 'notBlank' }, { type: 'length', max: MAX.street }],
    zipCode: [{ type: 'notBlank' }, { type: 'length', max: MAX.zipCode }],
    city: [{ type: 'notBlank' }, { type: 'length', max: MAX.city }],
    region: [{ type: 'length', max: MAX.region }],
  },
  '2': {
    firstName: [{ type: 'notBlank' }, { type: 'length', max: MAX.firstName }],
    lastName: [{ type: 'notBlank' }, { type: 'length', max: MAX.lastName }],
    email: [{ type: 'notBlank' }, { type: 'email' }, { type: 'length', max: MAX.email }],
    phone: [{ type: 'length', max: PHONE_MAX_LENGTH }],
    verificationCode: [
      { type: 'notBlank' },
      { type: 'numeric' },
      { type: 'length', exact: VERIFICATION_CODE_LENGTH },
    ],
    password: [{ type: 'notBlank' }, { type: 'length', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }],
    username: [{ type: 'length', min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH }],
  },
};

/** Currencies a customer of a country may be invoiced in: the market's own, then EUR. */
export function registrationCurrencies(country: string): Currency[] {
  const own = getMarket(country).currency;
  return own === 'EUR' ? ['EUR'] : [own, 'EUR'];
}

/** Countries the shop delivers to: every market but the international site, which is no place. */
export function shippingCountries(): string[] {
  return MARKETS.filter((m) => !m.siteCode).map((m) => m.country);
}
