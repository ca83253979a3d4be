import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApiClientInputSchema,
  ApiClientWithSecretSchema,
  ApiIdParamsSchema,
  ApiSettingsSchema,
  WebhookInputSchema,
  WebhookWithSecretSchema,
} from '../../../common/contracts/customer-api';
import { endpoint } from '../../http/endpoint';
import { requireOwnSession } from '../../plugins/session';
import type { CustomerApiService } from './customer-api.service';

const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/** The profile's API clients and webhooks (/ajax, the shop's session and CSRF rules). */
export async function customerApiProfileRoutes(
  app: FastifyInstance,
  { customerApi }: { customerApi: CustomerApiService },
): Promise<void> {
  const tags = ['customer', 'customer-api'];
  // Who may let a system act as the company: the customer's own session, never an office or
  // PunchOut one (ADR 049, 074), as for PunchOut configurations.
  const own = async (request: FastifyRequest, reply: FastifyReply) => {
    const me = await requireOwnSession(request);
    reply.header('cache-control', 'private, no-store');
    return { customerId: me.customerId, contactPersonId: me.contactPersonId };
  };

  endpoint(app, {
    method: 'GET',
    url: '/ajax/profile/api',
    operationId: 'profile_api_settings',
    summary: 'The company’s API clients, webhooks and latest webhook deliveries',
    tags,
    response: ApiSettingsSchema,
    handler: async (_input, request, reply) => customerApi.settings((await own(request, reply)).customerId),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/api/clients',
    operationId: 'profile_api_client_create',
    summary: 'Makes an API client acting as the caller; answers its secret, shown only now',
    tags,
    body: ApiClientInputSchema,
    response: ApiClientWithSecretSchema,
    handler: async ({ body }, request, reply) => {
      const me = await own(request, reply);
      reply.code(201);
      return customerApi.createClient(me, body);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/profile/api/clients/{id}'),
    operationId: 'profile_api_client_revoke',
    summary: 'Revokes an API client: it and its tokens are refused at once',
    tags,
    params: ApiIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      await customerApi.revokeClient((await own(request, reply)).customerId, params.id);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/profile/api/webhooks',
    operationId: 'profile_api_webhook_create',
    summary: 'Registers a webhook for order status changes; answers its signing secret, shown only now',
    tags,
    body: WebhookInputSchema,
    response: WebhookWithSecretSchema,
    handler: async ({ body }, request, reply) => {
      const me = await own(request, reply);
      reply.code(201);
      return customerApi.createWebhook(me.customerId, body);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/profile/api/webhooks/{id}'),
    operationId: 'profile_api_webhook_delete',
    summary: 'Removes a webhook: nothing more is posted to it',
    tags,
    params: ApiIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      await customerApi.removeWebhook((await own(request, reply)).customerId, params.id);
      return undefined;
    },
  });
}
