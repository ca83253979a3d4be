/**
 * The customer API's OpenAPI 3.1 document (ADR 079), made from API_OPERATIONS' Zod contracts with
 * the shop's own converter (http/openapi.ts), kept apart from the /ajax document of the site's calls.
 */
import { API_SCOPES } from '../../../common/contracts/customer-api';
import { ProblemSchema } from '../../../common/contracts/customer-api';
import { parametersOf, schemaOf } from '../../http/openapi';
import { API_OPERATIONS, type ApiOperation } from './api-operations';

type Json = Record<string, unknown>;

const PROBLEM = { $ref: '#/components/schemas/Problem' };
const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: PROBLEM } },
});
const RATE_HEADERS = {
  'RateLimit-Limit': {
    description: 'Requests the client may make in the window',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': { description: 'Requests left in the window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window ends', schema: { type: 'integer' } },
};

function operationOf(op: ApiOperation): Json {
  const parameters = [...parametersOf(op.params, 'path'), ...parametersOf(op.query, 'query')];
  if (op.idempotent)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        '8 to 100 of A–Z a–z 0–9 - _ . : ; a retry with the same key and body gets the first answer',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' },
    });
  const responses: Json = {
    [String(op.successStatus)]: {
      description: 'Success',
      ...(op.scope ? { headers: RATE_HEADERS } : {}),
      content: {
        'application/json': { schema: schemaOf(op.response, 'output'), example: op.example.response },
      },
    },
  };
  if (op.operationId === 'api_v1_token') {
    const oauthError = {
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['error', 'error_description'],
            properties: {
              error: {
                type: 'string',
                enum: ['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope'],
              },
              error_description: { type: 'string' },
            },
          },
        },
      },
    };
    responses['400'] = {
      description: 'invalid_request, unsupported_grant_type or invalid_scope',
      ...oauthError,
    };
    responses['401'] = {
      description: 'invalid_client: unknown client, wrong secret or revoked',
      ...oauthError,
    };
    responses['429'] = problem('Too many token requests from the address (Retry-After)');
  } else if (op.scope) {
    responses['400'] = problem('Malformed request: the fields in `errors`');
    responses['401'] = problem('No valid bearer token (missing, expired, or its client revoked)');
    responses['403'] = problem(`The token lacks the scope \`${op.scope}\``);
    if (op.params) responses['404'] = problem('Not found, or not the company’s');
    if (op.method === 'POST') {
      responses['409'] = problem(
        'Conflict: the cart is closed or changed, stock ran out, the key was reused',
      );
      responses['422'] = problem('Refused by the shop’s rules (the fields in `errors`)');
    }
    responses['429'] = problem('The client’s rate limit (Retry-After, RateLimit-*)');
  }
  const operation: Json = {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: op.scope ? [{ oauth2: [op.scope] }] : [],
    parameters,
    responses,
  };
  if (op.body) {
    const schema = schemaOf(op.body, 'input');
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema, ...(op.example.request ? { example: op.example.request } : {}) },
        ...(op.formBody ? { 'application/x-www-form-urlencoded': { schema } } : {}),
      },
    };
  }
  return operation;
}

export function buildApiDocument(publicUrl: string, version: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of API_OPERATIONS) (paths[op.path] ??= {})[op.method.toLowerCase()] = operationOf(op);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Component shop customer API',
      version: `1 (${version})`,
      description:
        'For business customers’ ERP and purchasing systems. OAuth 2.0 client credentials (clients are made in the profile), bearer tokens, per-client rate limits (RateLimit-* headers, Retry-After on 429), errors as RFC 9457 problem details, webhooks for order status changes signed with HMAC-SHA256 (Shop-Signature: t=<unix>,v1=<hex of HMAC over "t.body">).',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: '/api/v1/oauth/token',
              scopes: Object.fromEntries(
                API_SCOPES.map((s) => [
                  s,
                  s === 'read'
                    ? 'Search, product details, prices, stock, own orders'
                    : 'Carts and placing orders',
                ]),
              ),
            },
          },
        },
      },
      schemas: { Problem: schemaOf(ProblemSchema, 'output') },
    },
    webhooks: {
      orderStatusChanged: {
        post: {
          summary: 'An order of the company changed status (placed, paid, cancelled, …)',
          parameters: [
            {
              name: 'Shop-Signature',
              in: 'header',
              required: true,
              schema: { type: 'string', example: 't=1764151200,v1=5f2b…' },
            },
          ],
          requestBody: {
            content: {
              'application/json': {
                example: {
                  id: 'evt_3b1c…',
                  type: 'order.status_changed',
                  createdAt: '2026-11-26T10:15:00.000Z',
                  data: { orderNumber: 'K2611260001', status: 'placed' },
                },
              },
            },
          },
          responses: { '2XX': { description: 'Received; anything else is retried with backoff' } },
        },
      },
    },
  };
}
