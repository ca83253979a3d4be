/** Contracts of the registration helpers (spec §7 Anonymous: front-constraints, industries, shipping-countries, currencies). */
import { z } from 'zod';
import { messageKey } from '../errors';
import { CURRENCIES } from '../markets';
import { serverConstraintsSchema } from '../validation/zod-bridge';

const Language = z.enum(['en', 'pl', 'hu', 'de']);

export const FrontConstraintsRequestSchema = z
  .object({ step: z.enum(['1', '2'], messageKey('errors.input.registrationStep')) })
  .strict();
export const FrontConstraintsResponseSchema = z.object({
  step: z.enum(['1', '2']),
  constraints: serverConstraintsSchema,
});

export const IndustriesRequestSchema = z.object({ language: Language.default('en') }).strict();
export const IndustriesResponseSchema = z.object({
  industries: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const ShippingCountriesRequestSchema = z.object({ language: Language.default('en') }).strict();
export const ShippingCountriesResponseSchema = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const CurrenciesRequestSchema = z
  .object({ countryCode: z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')) })
  .strict();
export const CurrenciesResponseSchema = z.object({
  countryCode: z.string(),
  currencies: z.array(z.object({ code: z.enum(CURRENCIES), isDefault: z.boolean() })),
});
