import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CleanseMatchRequestSchema,
  CleanseMatchResponseSchema,
  CompanyProfileSchema,
  CountryParamsSchema,
  DunsParamsSchema,
  RegionsResponseSchema,
} from '../../../common/contracts/auth';
import {
  ContactPersonCreateSchema,
  CrcParamsSchema,
  SetUsernameRequestSchema,
  SetUsernameResponseSchema,
  TermsSchema,
  TermsUpdateSchema,
} from '../../../common/contracts/customers';
import { BuyerRightsSchema, ContactPersonsListSchema } from '../../../common/approvals';
import { endpoint } from '../../http/endpoint';
import { requireCustomer, requireOwnSession } from '../../plugins/session';
import { callerOf } from '../../http/caller';
import type { CustomersService } from './customers.service';
import type { AuthService } from '../auth';

export async function customersRoutes(
  app: FastifyInstance,
  { customers, auth }: { customers: CustomersService; auth: AuthService },
  options: { publicUrl: string },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/address/company-profile/:duns',
    operationId: 'address_company_profile',
    summary: 'A company from the business registry by its DUNS number',
    tags: ['address'],
    params: DunsParamsSchema,
    response: CompanyProfileSchema,
    handler: ({ params }) => customers.companyProfile(params.duns),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/address/company-profile-by-cleanse-match/:duns',
    operationId: 'address_company_profile_by_cleanse_match',
    summary: 'The registry company a cleanse match proposed, by DUNS number',
    tags: ['address'],
    params: DunsParamsSchema,
    response: CompanyProfileSchema,
    handler: ({ params }) => customers.companyProfile(params.duns),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/address/cleanse-match',
    operationId: 'address_cleanse_match',
    summary: 'Tidies an address and finds registry companies that match it',
    tags: ['address'],
    body: CleanseMatchRequestSchema,
    response: CleanseMatchResponseSchema,
    handler: ({ body }) => customers.cleanseMatch(body),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/address/regions/:countryCode',
    operationId: 'address_regions',
    summary: 'Regions of a country (empty when its addresses name none)',
    tags: ['address'],
    params: CountryParamsSchema,
    response: RegionsResponseSchema,
    handler: ({ params }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { countryCode: params.countryCode, regions: customers.regions(params.countryCode) };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/set-username/:crc',
    operationId: 'customer_set_username',
    summary: 'Sets the username of one of the customer’s contact persons (404 for another customer’s crc)',
    tags: ['customer'],
    params: CrcParamsSchema,
    body: SetUsernameRequestSchema,
    response: SetUsernameResponseSchema,
    handler: async ({ params, body }, request) => {
      const { customerId } = await requireOwnSession(request);
      return customers.setUsername(customerId, params.crc, body.username);
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/contact-persons',
    operationId: 'customer_contact_persons',
    summary:
      'The contact persons of the logged-in customer with their buyer rights (limits in the market currency, net)',
    tags: ['customer'],
    response: ContactPersonsListSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId, contactPersonId } = await requireCustomer(request);
      return customers.contactPersonsWithRights(customerId, contactPersonId);
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: '/ajax/customer/contact-person/:crc/rights',
    operationId: 'customer_contact_person_rights',
    summary:
      'Sets a colleague’s buyer rights (may order, limits per order and month, approves); the primary contact person only, never one’s own',
    tags: ['customer'],
    params: CrcParamsSchema,
    body: BuyerRightsSchema,
    response: z.undefined(),
    handler: async ({ params, body }, request, reply) => {
      await customers.setBuyerRights(await requireOwnSession(request), params.crc, body);
      reply.code(204);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/terms',
    operationId: 'terms_get',
    summary: 'Which terms and conditions the customer accepted, and the newsletter choice',
    tags: ['customer'],
    response: TermsSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return customers.terms(customerId);
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: '/ajax/terms',
    operationId: 'terms_update',
    summary: 'Accepts the terms in force and/or changes the newsletter choice',
    tags: ['customer'],
    body: TermsUpdateSchema,
    response: TermsSchema,
    handler: async ({ body }, request) => {
      const { customerId } = await requireOwnSession(request);
      return customers.updateTerms(customerId, body);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/contact-person',
    operationId: 'set_contact_person',
    summary: 'Adds a contact person to the customer; they get an e-mail link to set their password',
    tags: ['customer'],
    body: ContactPersonCreateSchema,
    response: z.object({ crc: z.string() }),
    handler: async ({ body }, request, reply) => {
      const identity = await requireOwnSession(request);
      reply.code(201);
      return auth.inviteContactPerson(identity, body, callerOf(request, options.publicUrl));
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/customer/contact-person/:crc',
    operationId: 'customer_contact_person_delete',
    summary: 'Removes a contact person of the customer (not oneself, not the primary one)',
    tags: ['customer'],
    params: CrcParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request) => {
      const { customerId, contactPersonId } = await requireOwnSession(request);
      await customers.removeContactPerson(customerId, contactPersonId, params.crc);
      return undefined;
    },
  });
}
