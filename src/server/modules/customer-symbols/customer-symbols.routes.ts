import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CustomerSymbolCreateSchema,
  CustomerSymbolIdParamsSchema,
  CustomerSymbolListQuerySchema,
  CustomerSymbolListSchema,
  CustomerSymbolSchema,
  CustomerSymbolUpdateSchema,
} from '../../../common/contracts/customer-symbols';
import { endpoint } from '../../http/endpoint';
import { requireCustomer } from '../../plugins/session';
import type { CustomerSymbolsService } from './customer-symbols.service';

/** Spec §7 Customer "symbols GET, POST, PATCH, DELETE" (paths and names: ADR 036). */
export async function customerSymbolsRoutes(
  app: FastifyInstance,
  customerSymbols: CustomerSymbolsService,
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/symbols',
    operationId: 'customer_symbols_list',
    summary: 'The customer’s own part numbers: a page, sorted, optionally searched',
    tags: ['customer'],
    querystring: CustomerSymbolListQuerySchema,
    response: CustomerSymbolListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return customerSymbols.list(customerId, query);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/symbols',
    operationId: 'customer_symbol_create',
    summary: 'Gives a product the customer’s own symbol (one per product, and unique per customer)',
    tags: ['customer'],
    body: CustomerSymbolCreateSchema,
    response: CustomerSymbolSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId } = await requireCustomer(request);
      const created = await customerSymbols.create(customerId, body);
      reply.code(201);
      return created;
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: '/ajax/customer/symbols/:id',
    operationId: 'customer_symbol_update',
    summary: 'Changes the customer’s symbol of a product, its description or both',
    tags: ['customer'],
    params: CustomerSymbolIdParamsSchema,
    body: CustomerSymbolUpdateSchema,
    response: CustomerSymbolSchema,
    handler: async ({ params, body }, request) => {
      const { customerId } = await requireCustomer(request);
      return customerSymbols.update(customerId, params.id, body);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/customer/symbols/:id',
    operationId: 'customer_symbol_delete',
    summary: 'Deletes one of the customer’s symbols',
    tags: ['customer'],
    params: CustomerSymbolIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request) => {
      const { customerId } = await requireCustomer(request);
      await customerSymbols.remove(customerId, params.id);
      return undefined;
    },
  });
}
