import type { FastifyInstance } from 'fastify';
import { TinyUrlCreateRequestSchema, TinyUrlCreateResponseSchema } from '../../../common/contracts/tiny-url';
import { endpoint } from '../../http/endpoint';
import type { TinyUrlService } from './tiny-url.service';

/** `publicUrl`: the public origin (http/public-origin.ts): short links are made for it, never for the request's Host. */
export async function tinyUrlRoutes(
  app: FastifyInstance,
  { tinyUrls }: { tinyUrls: TinyUrlService },
  options: { publicUrl: string },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/tiny-url/create',
    operationId: 'ajax_tiny_url_create',
    summary:
      'A short link (32-character token) to a catalogue list of this shop; the same list gives the same token',
    tags: ['discovery'],
    body: TinyUrlCreateRequestSchema,
    response: TinyUrlCreateResponseSchema,
    handler: ({ body }, request) => tinyUrls.create(body, options.publicUrl, request.ip),
  });
}
