import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CountryParamsSchema,
  CustomerTypeParamsSchema,
  LanguageQuerySchema,
  RegistrationCountriesResponseSchema,
  RegistrationRequestSchema,
  RegistrationResponseSchema,
  RegistrationStepParamsSchema,
  SendVerificationCodeResponseSchema,
  SendVerificationCodeSchema,
  StepValidationResponseSchema,
  CustomerTypesResponseSchema,
  ZipCodeCheckResponseSchema,
  ZipCodeCheckSchema,
} from '../../../common/contracts/auth';
import {
  CurrenciesRequestSchema,
  CurrenciesResponseSchema,
  FrontConstraintsRequestSchema,
  FrontConstraintsResponseSchema,
  IndustriesRequestSchema,
  IndustriesResponseSchema,
  ShippingCountriesRequestSchema,
  ShippingCountriesResponseSchema,
} from '../../../common/contracts/registration-options';
import { endpoint } from '../../http/endpoint';
import { startSession } from '../../plugins/session';
import type { AuthService } from './auth.service';
import type { RegistrationService } from './registration.service';
import { callerOf } from '../../http/caller';

/** Form posts carry strings; checkboxes arrive as "on", "1" or "true". */
function formValue(value: string): string | boolean {
  if (value === 'on' || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return value;
}

const BOOLEAN_FIELDS = new Set(['termsAccepted', 'newsletter']);

export async function registrationRoutes(
  app: FastifyInstance,
  { registration, auth }: { registration: RegistrationService; auth: AuthService },
  options: { publicUrl: string },
): Promise<void> {
  // Own scope: the step validation route also takes form posts (spec §7), the others JSON only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const entries = [...new URLSearchParams(body as string)].map(([k, v]) => [
          k,
          BOOLEAN_FIELDS.has(k) ? formValue(v) : v,
        ]);
        done(null, Object.fromEntries(entries));
      },
    );

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/registration/step/:step',
      operationId: 'registration_step',
      summary:
        'Validates one step of the registration wizard (1: country, type, company and address; 2: person, e-mail code, password, terms)',
      tags: ['registration'],
      params: RegistrationStepParamsSchema,
      body: z.record(z.string(), z.unknown()),
      response: StepValidationResponseSchema,
      handler: async ({ params, body }) => {
        const step = Number(params.step) as 1 | 2;
        await registration.validateStep(step, body);
        return { valid: true as const, step };
      },
    });
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration/send-verification-code',
    operationId: 'registration_send_verification_code',
    summary: 'E-mails a 6-digit verification code (valid 15 minutes)',
    tags: ['registration'],
    body: SendVerificationCodeSchema,
    response: SendVerificationCodeResponseSchema,
    handler: ({ body }, request) =>
      registration.sendVerificationCode(body.email, body.language, callerOf(request, options.publicUrl)),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration',
    operationId: 'registration_create',
    summary: 'Creates the account from both validated steps and logs the new customer in',
    tags: ['registration'],
    body: RegistrationRequestSchema,
    response: RegistrationResponseSchema,
    handler: async ({ body }, request, reply) => {
      const created = await registration.register(
        body.step1,
        body.step2,
        callerOf(request, options.publicUrl),
      );
      await startSession(request, reply, created);
      const { customerId: _id, ...customer } = await auth.customerOf(created);
      reply.code(201);
      return { customer };
    },
  });

  // Spec §7 Anonymous: the wizard's helpers. POST (as the spec lists them), but they change nothing.
  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration/front-constraints',
    operationId: 'registration_front_constraints',
    summary: 'The rules of a wizard step’s fields (required, length, type), for the form to check as typed',
    tags: ['registration'],
    body: FrontConstraintsRequestSchema,
    response: FrontConstraintsResponseSchema,
    handler: ({ body }) => registration.frontConstraints(body.step),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration/industries',
    operationId: 'registration_industries',
    summary: 'Industries a business may name at registration',
    tags: ['registration'],
    body: IndustriesRequestSchema,
    response: IndustriesResponseSchema,
    handler: ({ body }) => registration.industries(body.language),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration/shipping-countries',
    operationId: 'registration_shipping_countries',
    summary: 'Countries the shop delivers to',
    tags: ['registration'],
    body: ShippingCountriesRequestSchema,
    response: ShippingCountriesResponseSchema,
    handler: ({ body }) => registration.shippingCountries(body.language),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration/currencies',
    operationId: 'registration_currencies',
    summary: 'Currencies a customer registering in a country may be invoiced in (the first is the default)',
    tags: ['registration'],
    body: CurrenciesRequestSchema,
    response: CurrenciesResponseSchema,
    handler: ({ body }) => registration.currencies(body.countryCode),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/registration/customer-types/:countryCode',
    operationId: 'registration_customer_types',
    summary: 'Customer types that may register in a country',
    tags: ['registration'],
    params: CountryParamsSchema,
    querystring: LanguageQuerySchema,
    response: CustomerTypesResponseSchema,
    handler: ({ params, query }) => registration.customerTypes(params.countryCode, query.language ?? 'en'),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/registration/registration-countries/:customerType',
    operationId: 'registration_countries',
    summary: 'Countries a customer type may register in',
    tags: ['registration'],
    params: CustomerTypeParamsSchema,
    querystring: LanguageQuerySchema,
    response: RegistrationCountriesResponseSchema,
    handler: ({ params, query }) =>
      registration.registrationCountries(params.customerType, query.language ?? 'en'),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/registration/zip-code',
    operationId: 'registration_zip_code',
    summary: 'Checks a postal code against the country’s format and gives its canonical form',
    tags: ['registration'],
    body: ZipCodeCheckSchema,
    response: ZipCodeCheckResponseSchema,
    handler: ({ body }) => registration.zipCode(body.country, body.zipCode),
  });
}
