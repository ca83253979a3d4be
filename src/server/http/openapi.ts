import { z } from 'zod';
import type { RegisteredEndpoint } from './endpoint';

type JsonSchema = Record<string, unknown>;

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error', 'code', 'erpCode', 'message', 'issues'],
  properties: {
    error: { type: 'string' },
    code: { type: 'integer' },
    erpCode: { type: ['integer', 'null'] },
    message: { type: 'string' },
    issues: { type: 'array', items: { type: 'string' } },
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

export function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Path and query parameters as OpenAPI parameter objects (also the customer API's document, ADR 079), from an object schema's properties. */
export function parametersOf(type: z.ZodType | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!type) return [];
  const schema = schemaOf(type, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: s,
  }));
}

export function buildOpenApiDocument(endpoints: RegisteredEndpoint[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of endpoints) {
    const path = e.url.replace(/:(\w+)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: e.operationId,
      summary: e.summary,
      tags: e.tags,
      parameters: [...parametersOf(e.params, 'path'), ...parametersOf(e.querystring, 'query')],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(e.response, 'output') } },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
    if (e.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(e.body, 'input') } },
      };
    }
    (paths[path] ??= {})[e.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Component shop API', version },
    paths,
    components: { schemas: { Error: ERROR_SCHEMA } },
  };
}
