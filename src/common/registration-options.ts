/**
 * What the registration wizard offers besides countries and customer types (spec §7 Anonymous:
 * front-constraints, industries, shipping-countries, currencies), shared by server and page.
 */
import { MARKETS, getMarket, type Currency } from './markets';
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
 * The rules of the wizard's fields, the same limits the step contracts enforce (contracts/auth.ts
 * RegistrationStep1Schema, RegistrationStep2Schema); served as front constraints.
 */
export const REGISTRATION_RULES: Readonly<Record<'1' | '2', FormRules>> = {
  '1': {
    companyName: [{ type: 'length', max: 160 }],
    vatNumber: [{ type: 'length', max: 20 }],
    duns: [{ type: 'numeric' }, { type: 'length', exact: 9 }],
    street: [{ type: 'notBlank' }, { type: 'length', max: 120 }],
    zipCode: [{ type: 'notBlank' }, { type: 'length', max: 12 }],
    city: [{ type: 'notBlank' }, { type: 'length', max: 80 }],
    region: [{ type: 'length', max: 80 }],
  },
  '2': {
    firstName: [{ type: 'notBlank' }, { type: 'length', max: 60 }],
    lastName: [{ type: 'notBlank' }, { type: 'length', max: 60 }],
    email: [{ type: 'notBlank' }, { type: 'email' }, { type: 'length', max: 254 }],
    phone: [{ type: 'length', max: 30 }],
    verificationCode: [{ type: 'notBlank' }, { type: 'numeric' }, { type: 'length', exact: 6 }],
    password: [{ type: 'notBlank' }, { type: 'length', min: 8, max: 128 }],
    username: [{ type: 'length', min: 3, max: 40 }],
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
