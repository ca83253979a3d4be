import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HttpMethod } from '../../common/routes.server';
import { validationError, zodProblems } from '../../common/errors';

/**
 * One /ajax endpoint: its Zod contracts validate the request, and the same contracts make its
 * entry in the OpenAPI document, so the document cannot drift from what the server accepts.
 */
export interface EndpointDef<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType,
> {
  method: HttpMethod;
  url: string;
  /**
   * The call's name in the route table (common/routes API, which a test holds equal to the
   * endpoints): the spec's name where it gives one, otherwise snake_case words, area first.
   */
  operationId: string;
  summary: string;
  tags: string[];
  body?: B;
  /**
   * Checks the body instead of `body` (which still documents the call and must say the same): for
   * a body too large to check in one piece without holding the event loop (quick buy's working
   * list, checked in slices: ADR 047, amended). Throws the same 422 the schema would.
   */
  parseBody?: (value: unknown) => Promise<z.output<B>>;
  querystring?: Q;
  params?: P;
  response: R;
  /** Extra Fastify route options (the CSRF mode); rate limits are rules of services.rateLimits. */
  config?: Record<string, unknown>;
  bodyLimit?: number;
  /**
   * Runs before the input is parsed (the staff guard, ADR 048): a caller it refuses learns nothing
   * from validation errors.
   */
  guard?: (request: FastifyRequest) => Promise<unknown>;
  /** A staff call's roles (modules/staff staffEndpoint): the access test walks every one. */
  staffRoles?: readonly string[];
  handler: (
    input: { body: z.output<B>; query: z.output<Q>; params: z.output<P> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<z.input<R> | undefined> | z.input<R> | undefined;
}

export interface RegisteredEndpoint {
  method: HttpMethod;
  url: string;
  operationId: string;
  summary: string;
  tags: string[];
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  staffRoles?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint registered through `endpoint()`, shared by all plugin contexts (set in app.ts). */
    endpoints: RegisteredEndpoint[];
  }
}

export function endpoint<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(app: FastifyInstance, def: EndpointDef<B, Q, P, R>): void {
  app.endpoints.push(def);

  app.route({
    method: def.method,
    url: def.url,
    config: def.config,
    bodyLimit: def.bodyLimit,
    handler: async (request, reply) => {
      if (def.guard) await def.guard(request);
      const body = def.parseBody ? await def.parseBody(request.body) : parse(def.body, request.body, 'body');
      const query = parse(def.querystring, request.query, 'query');
      const params = parse(def.params, request.params, 'params');
      const result = await def.handler({ body, query, params } as never, request, reply);
      // A handler that sent a stream returns the reply while the body still flows: it is answered.
      if (reply.sent || result === reply) return reply;
      if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      return reply.send(result);
    },
  });
}

function parse(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  // The input stays on the issues so the error handler can word them again in the request's language.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(zodProblems(result.error.issues, where));
}
