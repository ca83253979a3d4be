/**
 * Contracts of sign-in, sessions, registration and password reset (spec §2 login pages,
 * §5 step validation, §7 "Session and misc", "Anonymous", "Common").
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { PhoneTextSchema } from '../phone';
import { isEmail } from '../validation/checks';
import { INDUSTRIES } from '../registration-options';
import {
  ACCOUNT_KINDS,
  BUYER_KINDS,
  CUSTOMER_TYPES,
  DUNS_PATTERN,
  FIELD_MAX_LENGTH as MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
} from '../accounts';
import { LanguageSchema } from './pricing';

const trimmed = (max: number) => z.string().trim().max(max, messageKey('errors.input.tooLong'));
const required = (max: number) => trimmed(max).min(1, messageKey('errors.input.required'));

export const CountryCodeSchema = z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode'));
export const CustomerTypeSchema = z.enum(CUSTOMER_TYPES);
export const AccountKindSchema = z.enum(ACCOUNT_KINDS);
export const BuyerKindSchema = z.enum(BUYER_KINDS);

/** A username (accounts.ts USERNAME_PATTERN), stored in lower case; its message names the lengths. */
export const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => USERNAME_PATTERN.test(value), {
    message: messageKey('errors.input.username'),
    params: { minimum: USERNAME_MIN_LENGTH, maximum: USERNAME_MAX_LENGTH },
  });

/** E-mail as spec §5 describes it (validation/checks.ts isEmail, the one e-mail rule of the shop). */
export const EmailSchema = z
  .string()
  .trim()
  .max(MAX.email, messageKey('errors.input.tooLong'))
  .refine(isEmail, messageKey('errors.input.email'))
  .transform((value) => value.toLowerCase());

/** Length only here; the common-password list is checked by the server (it is too big for a bundle). */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messageKey('errors.auth.passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, messageKey('errors.auth.passwordTooLong'));

/** A password being checked, not chosen: any length up to the maximum (no hints about the rules). */
const PasswordSchema = z
  .string()
  .min(1, messageKey('errors.input.required'))
  .max(PASSWORD_MAX_LENGTH, messageKey('errors.auth.passwordTooLong'));

// ---- session and login ----

export const LoginRequestSchema = z
  .object({
    /** E-mail or username. */
    login: required(MAX.email),
    password: PasswordSchema,
  })
  .strict();
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** ZBL (zone) login: the captcha token travels as zbl_login[cf-turnstile-response] (spec §7 External). */
export const ZblLoginRequestSchema = z
  .object({
    zbl_login: z
      .object({
        login: required(MAX.email),
        password: PasswordSchema,
        'cf-turnstile-response': z.string().max(4096).default(''),
      })
      .strict(),
  })
  .strict();
export type ZblLoginRequest = z.infer<typeof ZblLoginRequestSchema>;

export const ContactPersonSchema = z.object({
  crc: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type ContactPerson = z.infer<typeof ContactPersonSchema>;

/** The logged-in customer as pages and the API show it. */
export const CustomerSchema = z.object({
  customerNumber: z.string(),
  customerType: CustomerTypeSchema,
  kind: AccountKindSchema,
  zonePriceType: z.enum(['gross', 'net']).nullable(),
  isPerson: z.boolean(),
  isPrivateCustomer: z.boolean(),
  /** Whether prices are shown gross for this customer (derived from the flags above). */
  grossPrices: z.boolean(),
  country: z.string(),
  language: LanguageSchema,
  companyName: z.string().nullable(),
  /** Company name, or the person's name for persons. */
  displayName: z.string(),
  contactPerson: ContactPersonSchema,
});
export type Customer = z.infer<typeof CustomerSchema>;

export const SessionResponseSchema = z.object({ customer: CustomerSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const LoginResponseSchema = z.object({ customer: CustomerSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginAlertResponseSchema = z.object({ loginAlert: z.string().nullable() });
export type LoginAlertResponse = z.infer<typeof LoginAlertResponseSchema>;

export const LoginFrontConstraintsSchema = z.object({
  captchaSiteKey: z.string().nullable(),
  passwordMinLength: z.number().int(),
});

// ---- password reset and change ----

export const PasswordResetRequestSchema = z
  .object({
    email: EmailSchema,
    language: LanguageSchema.optional(),
  })
  .strict();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetTokenSchema = z
  .string()
  .regex(PASSWORD_RESET_TOKEN_PATTERN, messageKey('errors.input.linkInvalid'));

export const PasswordResetSchema = z
  .object({
    token: PasswordResetTokenSchema,
    password: NewPasswordSchema,
  })
  .strict();
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

export const PasswordChangeSchema = z
  .object({
    currentPassword: PasswordSchema,
    newPassword: NewPasswordSchema,
  })
  .strict();
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const PasswordResetTokenStatusSchema = z.object({ valid: z.boolean() });

// ---- registration ----

export const RegistrationStep1Schema = z
  .object({
    country: CountryCodeSchema,
    customerType: CustomerTypeSchema,
    /** Company or sole trader's business name; empty for persons. */
    companyName: trimmed(MAX.companyName).default(''),
    vatNumber: trimmed(MAX.vatNumber).default(''),
    duns: z
      .union([z.literal(''), z.string().regex(DUNS_PATTERN, messageKey('errors.input.duns'))])
      .default(''),
    street: required(MAX.street),
    zipCode: required(MAX.zipCode),
    city: required(MAX.city),
    region: trimmed(MAX.region).default(''),
    /** Businesses only, optional (spec §7 registration/industries). */
    industry: z.union([z.literal(''), z.enum(INDUSTRIES, messageKey('errors.input.industry'))]).default(''),
  })
  .strict();
export type RegistrationStep1 = z.input<typeof RegistrationStep1Schema>;

export const RegistrationStep2Schema = z
  .object({
    firstName: required(MAX.firstName),
    lastName: required(MAX.lastName),
    email: EmailSchema,
    /** Read in the country of step 1 and stored in E.164 (ADR 022). */
    phone: PhoneTextSchema.default(''),
    verificationCode: z
      .string()
      .regex(VERIFICATION_CODE_PATTERN, messageKey('errors.input.verificationCode')),
    password: NewPasswordSchema,
    username: z.union([z.literal(''), UsernameSchema]).default(''),
    termsAccepted: z.literal(true, messageKey('errors.input.acceptTerms')),
    newsletter: z.boolean().default(false),
    language: LanguageSchema.default('en'),
  })
  .strict();
export type RegistrationStep2 = z.input<typeof RegistrationStep2Schema>;

export const RegistrationStepParamsSchema = z.object({
  step: z.enum(['1', '2'], messageKey('errors.input.registrationStep')),
});

export const RegistrationRequestSchema = z
  .object({
    step1: RegistrationStep1Schema,
    step2: RegistrationStep2Schema,
  })
  .strict();
export type RegistrationRequest = z.input<typeof RegistrationRequestSchema>;

export const StepValidationResponseSchema = z.object({ valid: z.literal(true), step: z.number().int() });

export const RegistrationResponseSchema = z.object({ customer: CustomerSchema });

export const SendVerificationCodeSchema = z
  .object({
    email: EmailSchema,
    language: LanguageSchema.default('en'),
  })
  .strict();

export const SendVerificationCodeResponseSchema = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

export const CountryParamsSchema = z.object({ countryCode: CountryCodeSchema });
export const CustomerTypeParamsSchema = z.object({ customerType: CustomerTypeSchema });
export const LanguageQuerySchema = z.object({ language: LanguageSchema.optional() }).strict();

export const CustomerTypesResponseSchema = z.object({
  countryCode: z.string(),
  customerTypes: z.array(z.object({ value: CustomerTypeSchema, label: z.string() })),
});

export const RegistrationCountriesResponseSchema = z.object({
  customerType: CustomerTypeSchema,
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const RegionsResponseSchema = z.object({
  countryCode: z.string(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const ZipCodeCheckSchema = z
  .object({
    country: CountryCodeSchema,
    zipCode: z.string().max(20, messageKey('errors.input.tooLong')),
  })
  .strict();

export const ZipCodeCheckResponseSchema = z.object({
  valid: z.boolean(),
  zipCode: z.string().nullable(),
  example: z.string().nullable(),
});

// ---- company registry (address lookup) ----

export const CompanyProfileSchema = z.object({
  duns: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

export const DunsParamsSchema = z.object({
  duns: z.string().regex(DUNS_PATTERN, messageKey('errors.input.duns')),
});

export const CleanseMatchRequestSchema = z
  .object({
    country: CountryCodeSchema,
    companyName: trimmed(160).default(''),
    street: trimmed(120).default(''),
    zipCode: trimmed(12).default(''),
    city: trimmed(80).default(''),
  })
  .strict();

export const CleanseMatchResponseSchema = z.object({
  /** The address as sent, tidied: trimmed, single spaces, postal code in its national form. */
  cleansed: z.object({
    country: z.string(),
    companyName: z.string(),
    street: z.string(),
    zipCode: z.string(),
    city: z.string(),
    zipCodeValid: z.boolean(),
  }),
  /** Registry companies that look like it, best first, with a confidence from 0 to 100. */
  matches: z.array(CompanyProfileSchema.extend({ confidence: z.number().int() })),
});
export type CleanseMatchResponse = z.infer<typeof CleanseMatchResponseSchema>;
