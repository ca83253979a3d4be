import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TinyUrlCreateRequestSchema, TinyUrlCreateResponseSchema } from '../../../common/contracts/tiny-url';
import { endpoint } from '../../http/endpoint';
import type { Services } from '../../services';

/** The origin links are made for: PUBLIC_URL when set, else the one the request came to. */
export function siteOriginOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

export async function tinyUrlRoutes(app: FastifyInstance, services: Services, options: { publicUrl?: string }): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/tiny-url/create',
    operationId: 'tinyUrlCreate',
    summary: 'A short link (32-character token) to a catalogue list of this shop; the same list gives the same token',
    tags: ['discovery'],
    body: TinyUrlCreateRequestSchema,
    response: TinyUrlCreateResponseSchema,
    handler: ({ body }, request) =>
      services.tinyUrls.create(body, siteOriginOf(request, options.publicUrl), request.ip),
  });
}
