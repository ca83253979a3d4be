import { randomInt } from 'node:crypto';
import {
  CURRENT_TERMS_VERSION,
  customerTypesOf,
  marketOfCountry,
  normaliseZipCode,
  registrationCountriesOf,
  ZIP_CODE_EXAMPLES,
  type CustomerType,
} from '../../../common/accounts';
import { RegistrationStep1Schema, RegistrationStep2Schema } from '../../../common/contracts/auth';
import {
  INDUSTRIES,
  REGISTRATION_RULES,
  registrationCurrencies,
  shippingCountries,
} from '../../../common/registration-options';
import { toServerConstraints } from '../../../common/validation/server-constraints';
import { notFound, validationError, zodProblems, type FieldProblem } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { getMarket, type Language } from '../../../common/markets';
import { toE164 } from '../../../common/phone';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { CustomersService } from '../customers';
import { type MailService, verificationCodeMail, welcomeMail } from '../mail';
import {
  claimVerificationAttempt,
  insertVerificationCode,
  selectLatestVerificationCode,
  returnVerificationAttempt,
  useVerificationCode,
} from './auth.repository';
import type { Caller } from '../../http/caller';
import { sha256, type AuthService, type Identity } from './auth.service';
import type { RateLimits } from './rate-limits';
import type { z } from 'zod';

export const VERIFICATION_CODE_TTL_S = 15 * 60;
/** Wrong guesses a code survives; 6 digits and 5 tries leave a 1 in 200 000 chance. */
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const TERMS_VERSION = CURRENT_TERMS_VERSION;

type Step1 = z.output<typeof RegistrationStep1Schema>;
type Step2 = z.output<typeof RegistrationStep2Schema>;

const codeHash = (email: string, code: string) => sha256(`${email}\n${code}`);
/** Marks a code used (a repository call, not a React hook, whatever its name says to the linter). */
const spendCode = useVerificationCode;

export interface RegistrationDeps {
  db: Db;
  auth: AuthService;
  customers: CustomersService;
  mail: MailService;
  rateLimits: RateLimits;
  now?: () => Date;
  /**
   * "Send me the newsletter" ticked: the newsletter module's double opt-in (ADR 067); the account's
   * own flag alone is not proof of consent, so the confirmation mail goes out as from the footer.
   */
  newsletterRequested?: (
    person: { email: string; language: Language; country: string; customerId: number },
    proof: { ip: string; userAgent: string },
  ) => Promise<void>;
}

/**
 * The registration wizard (spec §2 /registration, §4 "the next step is allowed only after the
 * server validates the current step"): each step is validated here, and the final submission
 * validates both again before anything is written.
 */
/**
 * The registration phone in E.164, read in the country of step 1 (ADR 022). Step 2 is also checked on
 * its own, without the country: then only an international number can be checked in full, and a
 * national one only for its shape until the registration joins both steps.
 */
function phoneOf(value: string, country: string | undefined): string | null {
  if (country || /^\s*(?:\+|00)/.test(value)) return toE164(value, country);
  const digits = value.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 15 ? value : null;
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, customers } = deps;
  const now = deps.now ?? (() => new Date());

  async function step1Errors(step: Step1): Promise<FieldProblem[]> {
    const errors: FieldProblem[] = [];
    const types = customerTypesOf(step.country);
    if (!types) return [{ field: 'country', key: 'errors.registration.countryNotServed' }];
    if (!types.includes(step.customerType))
      errors.push({ field: 'customerType', key: 'errors.registration.customerTypeNotAllowed' });
    const business = step.customerType !== 'person';
    if (business && !step.companyName)
      errors.push({ field: 'companyName', key: 'errors.registration.required' });
    if (step.customerType === 'company' && !step.vatNumber)
      errors.push({ field: 'vatNumber', key: 'errors.registration.required' });
    if (
      step.vatNumber &&
      !/^[A-Z]{0,2}[0-9A-Z]{5,14}$/.test(step.vatNumber.replace(/[\s-]/g, '').toUpperCase())
    ) {
      errors.push({ field: 'vatNumber', key: 'errors.registration.vatNumberInvalid' });
    }
    if (!normaliseZipCode(step.country, step.zipCode)) {
      const example = ZIP_CODE_EXAMPLES[step.country];
      errors.push(
        example
          ? { field: 'zipCode', key: 'errors.registration.zipCodeInvalidExample', params: { example } }
          : { field: 'zipCode', key: 'errors.account.zipCodeInvalid' },
      );
    }
    const regions = customers.regions(step.country);
    if (step.region && !regions.some((r) => r.code === step.region))
      errors.push({ field: 'region', key: 'errors.registration.regionUnknown' });
    if (step.duns && !(await customers.dunsKnown(step.duns)))
      errors.push({ field: 'duns', key: 'errors.account.dunsUnknown' });
    return errors;
  }

  const wrongCode: FieldProblem = { field: 'verificationCode', key: 'errors.registration.codeWrong' };

  /** The id of the live code when `code` is right; a wrong guess counts against the code. */
  async function checkCode(email: string, code: string): Promise<{ id: number } | FieldProblem> {
    const row = await selectLatestVerificationCode(db, email, now());
    if (!row || row.attempts >= VERIFICATION_MAX_ATTEMPTS) return wrongCode;
    // The attempt is taken before the comparison, so a burst of guesses cannot outrun the count.
    if (!(await claimVerificationAttempt(db, row.id, VERIFICATION_MAX_ATTEMPTS))) return wrongCode;
    if (row.codeHash !== codeHash(email, code)) return wrongCode;
    await returnVerificationAttempt(db, row.id);
    return { id: row.id };
  }

  async function step2Errors(
    step: Step2,
    options: { checkCode: boolean; country?: string },
  ): Promise<FieldProblem[]> {
    const { country } = options;
    const errors: FieldProblem[] = [];
    if (await customers.emailTaken(step.email))
      errors.push({ field: 'email', key: 'errors.registration.emailTaken' });
    if (step.username && (await customers.usernameTaken(step.username)))
      errors.push({ field: 'username', key: 'errors.account.usernameTaken' });
    // Step 2 alone does not know the country: a national number is checked once step 1 is joined.
    if (step.phone && !phoneOf(step.phone, country))
      errors.push({ field: 'phone', key: 'errors.account.phoneInvalid' });
    const problem = deps.auth.passwordProblem(step.password, [step.email, step.username]);
    if (problem) errors.push({ field: 'password', ...problem });
    if (options.checkCode && errors.length === 0) {
      const checked = await checkCode(step.email, step.verificationCode);
      if ('field' in checked) errors.push(checked);
    }
    return errors;
  }

  const prefixed = (step: 'step1' | 'step2', errors: FieldProblem[]) =>
    errors.map((e) => ({ ...e, field: `${step}.${e.field}` }));

  return {
    /** Spec §7 registration/step/{step}: 200 when the step is valid, else 422 with field messages. */
    async validateStep(step: 1 | 2, body: unknown): Promise<void> {
      const schema = step === 1 ? RegistrationStep1Schema : RegistrationStep2Schema;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        throw validationError(zodProblems(parsed.error.issues));
      }
      const errors =
        step === 1
          ? await step1Errors(parsed.data as Step1)
          : await step2Errors(parsed.data as Step2, { checkCode: true });
      if (errors.length > 0) throw validationError(errors);
    },

    /**
     * Spends a mailed code of `email` (guest checkout's account, ADR 083): true when it was right
     * and live, and then it cannot be used again; a wrong guess counts against the code.
     */
    async spendVerificationCode(email: string, code: string): Promise<boolean> {
      const checked = await checkCode(email, code);
      return !('field' in checked) && spendCode(db, checked.id, now());
    },

    /** Spec §7 send-verification-code: a 6-digit code by mail, valid 15 minutes. */
    async sendVerificationCode(
      email: string,
      language: Language,
      caller: Caller,
    ): Promise<{ expiresIn: number }> {
      await deps.rateLimits.consume('verificationIp', caller.ip);
      await deps.rateLimits.consume('verificationEmail', email);
      if (await customers.emailTaken(email)) {
        throw validationError([{ field: 'email', key: 'errors.registration.emailTaken' }]);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertVerificationCode(
        db,
        email,
        codeHash(email, code),
        new Date(now().getTime() + VERIFICATION_CODE_TTL_S * 1000),
      );
      await deps.mail.send({
        kind: 'verification_code',
        to: email,
        language,
        ...verificationCodeMail(language, code, VERIFICATION_CODE_TTL_S / 60),
      });
      return { expiresIn: VERIFICATION_CODE_TTL_S };
    },

    /**
     * Creates the customer and its contact person after validating both steps again. The code is
     * claimed in the same transaction as the inserts: either all is written or nothing.
     */
    async register(
      step1: Step1,
      step2: Step2,
      caller: Caller,
    ): Promise<Identity & { customerNumber: string }> {
      await deps.rateLimits.consume('registrationIp', caller.ip);
      const errors = [
        ...prefixed('step1', await step1Errors(step1)),
        ...prefixed('step2', await step2Errors(step2, { checkCode: false, country: step1.country })),
      ];
      if (errors.length > 0) throw validationError(errors);
      const checked = await checkCode(step2.email, step2.verificationCode);
      if ('field' in checked) throw validationError(prefixed('step2', [checked]));
      const passwordHash = await deps.auth.hashPassword(step2.password);
      const at = now();
      const isPerson = step1.customerType === 'person';
      let created: Identity & { customerNumber: string };
      try {
        created = await db.transaction(async (tx) => {
          // Only the transaction's own connection inside it (PGlite has just one).
          if (!(await useVerificationCode(tx as unknown as Db, checked.id, at)))
            throw validationError(prefixed('step2', [wrongCode]));
          return customers.createAccount(
            {
              customer: {
                customerType: step1.customerType,
                kind: 'standard',
                zonePriceType: null,
                isPerson,
                isPrivateCustomer: false,
                country: step1.country,
                language: step2.language,
                companyName: isPerson ? null : step1.companyName,
                vatNumber: step1.vatNumber ? step1.vatNumber.replace(/[\s-]/g, '').toUpperCase() : null,
                duns: step1.duns || null,
                street: step1.street,
                zipCode: normaliseZipCode(step1.country, step1.zipCode)!,
                city: step1.city,
                region: step1.region || null,
                industry: isPerson ? null : step1.industry || null,
                newsletter: step2.newsletter,
                termsVersion: TERMS_VERSION,
                termsAcceptedAt: at,
              },
              contactPerson: {
                email: step2.email,
                username: step2.username || null,
                firstName: step2.firstName,
                lastName: step2.lastName,
                phone: step2.phone ? phoneOf(step2.phone, step1.country) : null,
                language: step2.language,
                passwordHash,
                isPrimary: true,
                emailVerifiedAt: at,
              },
            },
            tx as unknown as Db,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw validationError([{ field: 'step2.email', key: 'errors.registration.emailTaken' }]);
        }
        throw error;
      }
      const market = marketOfCountry(step1.country);
      const loginPath = market === 'en' ? '/login' : `/${market}/login`;
      await deps.mail.send({
        kind: 'welcome',
        to: step2.email,
        language: step2.language,
        ...welcomeMail(step2.language, created.customerNumber, caller.origin + loginPath),
      });
      if (step2.newsletter && deps.newsletterRequested)
        await deps.newsletterRequested(
          {
            email: step2.email,
            language: step2.language,
            country: step1.country,
            customerId: created.customerId,
          },
          { ip: caller.ip, userAgent: caller.userAgent ?? '' },
        );
      return created;
    },

    customerTypes(country: string, language: Language) {
      const types = customerTypesOf(country);
      if (!types) throw notFound('errors.registration.countryNotServed');
      return {
        countryCode: country,
        customerTypes: types.map((value) => ({
          value,
          label: translate(language, `auth.customerType.${value}`),
        })),
      };
    },

    registrationCountries(type: CustomerType, language: Language) {
      return {
        customerType: type,
        countries: registrationCountriesOf(type).map((code) => ({
          code,
          name: translate(language, getMarket(code).nameKey),
        })),
      };
    },

    /** The wizard's field rules in the front-constraints vocabulary (spec §5 server-provided rules). */
    frontConstraints(step: '1' | '2') {
      const constraints = toServerConstraints(REGISTRATION_RULES[step]);
      return {
        step,
        constraints: Object.fromEntries(
          Object.entries(constraints).map(([field, list]) => [field, [...list]]),
        ),
      };
    },

    industries(language: Language) {
      return {
        industries: INDUSTRIES.map((value) => ({
          value,
          label: translate(language, `accounts.registration.industry.${value}`),
        })),
      };
    },

    shippingCountries(language: Language) {
      return {
        countries: shippingCountries()
          .map((code) => ({ code, name: translate(language, getMarket(code).nameKey) }))
          .sort((a, b) => a.name.localeCompare(b.name, language)),
      };
    },

    currencies(country: string) {
      if (!customerTypesOf(country)) throw notFound('errors.registration.countryNotServed');
      return {
        countryCode: country,
        currencies: registrationCurrencies(country).map((code, index) => ({ code, isDefault: index === 0 })),
      };
    },

    zipCode(country: string, zipCode: string) {
      if (!customerTypesOf(country)) throw notFound('errors.registration.countryNotServed');
      const normalised = normaliseZipCode(country, zipCode);
      return { valid: normalised !== null, zipCode: normalised, example: ZIP_CODE_EXAMPLES[country] ?? null };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
