import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LanguageQuerySchema } from '../../../common/contracts/auth';
import {
  AddressCountriesResponseSchema,
  AddressCreateResponseSchema,
  AddressCreateSchema,
  AddressElementSchema,
  AddressFrontConstraintsSchema,
  AddressListSchema,
  AddressNumberParamsSchema,
  AddressRoleParamsSchema,
  AddressStateChangeSchema,
  AddressUpdateSchema,
} from '../../../common/contracts/customers';
import { ADDRESS_RULES } from '../../../common/address-rules';
import type { Language } from '../../../common/markets';
import { toServerConstraints } from '../../../common/validation/server-constraints';
import { endpoint } from '../../http/endpoint';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import type { AddressesService } from './addresses.service';

/** The session's customer and the language to name countries in (asked, else the customer's). */
async function owner(request: FastifyRequest, asked?: Language) {
  const { customerId } = await requireCustomer(request);
  const customer = await currentCustomer(request);
  return { customerId, country: customer?.country ?? 'en', language: asked ?? customer?.language ?? 'en' };
}

export async function addressesRoutes(
  app: FastifyInstance,
  { addresses }: { addresses: AddressesService },
): Promise<void> {
  // Spec §7 profile addresses front-constraints: the form's rules, the same the contract checks.
  const frontConstraints = {
    constraints: Object.fromEntries(
      Object.entries(toServerConstraints(ADDRESS_RULES)).map(([field, list]) => [field, [...list]]),
    ),
  };
  endpoint(app, {
    method: 'GET',
    url: '/ajax/profile/addresses/front-constraints',
    operationId: 'customer_addresses_front_constraints',
    summary:
      'The rules of the address form’s fields (required, length, type), for the form to check as typed',
    tags: ['customer'],
    response: AddressFrontConstraintsSchema,
    handler: async (_input, request, reply) => {
      await requireCustomer(request);
      reply.header('cache-control', 'private, max-age=3600');
      return frontConstraints;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/profile/addresses',
    operationId: 'customer_addresses_list',
    summary: 'The customer’s shipping and invoice-sending addresses and the payer address',
    tags: ['customer'],
    querystring: LanguageQuerySchema,
    response: AddressListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const me = await owner(request, query.language);
      return addresses.list(me.customerId, me.language);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/addresses',
    operationId: 'customer_address_create',
    summary: 'Adds a shipping (SH) or invoice-sending (ZO) address; a new default replaces the old one',
    tags: ['customer'],
    body: AddressCreateSchema,
    response: AddressCreateResponseSchema,
    handler: async ({ body }, request, reply) => {
      const me = await owner(request);
      reply.code(201);
      return { address: await addresses.create(me.customerId, me.country, body, me.language) };
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: '/ajax/profile/addresses/:number',
    operationId: 'customer_address_update',
    summary: 'Edits the details of a shipping or invoice-sending address; placed orders keep their copy',
    tags: ['customer'],
    params: AddressNumberParamsSchema,
    body: AddressUpdateSchema,
    response: AddressElementSchema,
    handler: async ({ params, body }, request) => {
      const me = await owner(request);
      return addresses.update(me.customerId, me.country, params.number, body.details, me.language);
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: '/ajax/profile/addresses/change-state',
    operationId: 'customer_address_change_state',
    summary: 'Makes an address the default, archives or restores it, enables or disables it',
    tags: ['customer'],
    body: AddressStateChangeSchema,
    response: AddressElementSchema,
    handler: async ({ body }, request) => {
      const me = await owner(request);
      return addresses.changeState(me.customerId, body, me.language);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/profile/addresses/:number',
    operationId: 'customer_address_delete',
    summary: 'Deletes an address of the customer (not the default one, not the payer)',
    tags: ['customer'],
    params: AddressNumberParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request) => {
      const me = await owner(request);
      await addresses.remove(me.customerId, params.number);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/address/countries/:addressRole',
    operationId: 'ajax_address_countries',
    summary: 'Countries an address of a role may be in',
    tags: ['customer'],
    params: AddressRoleParamsSchema,
    querystring: LanguageQuerySchema,
    response: AddressCountriesResponseSchema,
    handler: async ({ params, query }, request) => {
      const me = await owner(request, query.language);
      return {
        addressRole: params.addressRole,
        countries: addresses.countries(params.addressRole, me.country, me.language),
      };
    },
  });
}
