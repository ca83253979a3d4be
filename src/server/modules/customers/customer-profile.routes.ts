import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CustomerInfoSchema,
  CustomerInfoUpdateSchema,
  EinvoiceActivateSchema,
  EinvoiceActivationEmailSchema,
  EinvoiceStateSchema,
} from '../../../common/contracts/customer-profile';
import { endpoint } from '../../http/endpoint';
import { requireCustomer, requireOwnSession } from '../../plugins/session';
import type { EinvoiceService } from './einvoice.service';
import type { CustomerInfoService } from './customer-info.service';

/** The profile's e-invoice service and customer info (spec §7 Customer; §3 Customer info). */
export async function customerProfileRoutes(
  app: FastifyInstance,
  { einvoice, customerInfo }: { einvoice: EinvoiceService; customerInfo: CustomerInfoService },
  options: { publicUrl: string },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/e-invoice',
    operationId: 'einvoice_state',
    summary: 'Whether invoices go by e-mail, to which address, and a pending activation',
    tags: ['customer'],
    response: EinvoiceStateSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return einvoice.state(customerId);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/e-invoice/activation-email',
    operationId: 'einvoice_activation_email',
    summary: 'Mails an activation link (encrypted, expiring parameters) to the address for e-invoices',
    tags: ['customer'],
    body: EinvoiceActivationEmailSchema,
    response: EinvoiceStateSchema,
    handler: async ({ body }, request, reply) => {
      const identity = await requireOwnSession(request);
      reply.code(202);
      return einvoice.requestActivation(identity, body.email, options.publicUrl);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/e-invoice/activate',
    operationId: 'einvoice_activate_request',
    summary: 'Activates e-invoices with the parameters of the mailed link (404 for another customer’s link)',
    tags: ['customer'],
    body: EinvoiceActivateSchema,
    response: EinvoiceStateSchema,
    handler: async ({ body }, request) => {
      const { customerId } = await requireCustomer(request);
      return einvoice.activate(customerId, body.params);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/e-invoice',
    operationId: 'einvoice_deactivate',
    summary: 'Ends the e-invoice service (and any pending activation)',
    tags: ['customer'],
    response: z.undefined(),
    handler: async (_input, request) => {
      const { customerId } = await requireCustomer(request);
      await einvoice.deactivate(customerId);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/info',
    operationId: 'customer_info',
    summary: 'VAT numbers per EU country and the default delivery and payment of the customer',
    tags: ['customer'],
    response: CustomerInfoSchema,
    handler: async (_input, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return customerInfo.info(customerId);
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: '/ajax/customer/info',
    operationId: 'customer_info_update',
    summary: 'Replaces the VAT numbers and/or sets the default delivery and payment method ids',
    tags: ['customer'],
    body: CustomerInfoUpdateSchema,
    response: CustomerInfoSchema,
    handler: async ({ body }, request) => {
      const { customerId } = await requireCustomer(request);
      return customerInfo.update(customerId, body);
    },
  });
}
