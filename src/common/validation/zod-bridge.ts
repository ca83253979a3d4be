/**
 * Zod side of the front constraints, for the SERVER (and contracts): Zod stays out of the browser
 * bundle, so web code imports './index' and never this file. `serverConstraintsSchema`
 * describes the JSON of the front-constraints replies (response schemas and the OpenAPI document).
 */

import { z } from 'zod';
import type { ServerConstraint } from './server-constraints';

const count = z.number().int().nonnegative();

export const serverConstraintSchema: z.ZodType<ServerConstraint> = z.discriminatedUnion('rule', [
  z.strictObject({
    rule: z.literal('required'),
    allowNull: z.boolean().optional(),
    message: z.string().optional(),
  }),
  z.strictObject({
    rule: z.literal('length'),
    min: count.optional(),
    max: count.optional(),
    exact: count.optional(),
    message: z.string().optional(),
  }),
  z.strictObject({
    rule: z.literal('greaterThan'),
    value: z.number(),
    orEqual: z.boolean().optional(),
    message: z.string().optional(),
  }),
  z.strictObject({
    rule: z.literal('lessThan'),
    value: z.number(),
    orEqual: z.boolean().optional(),
    message: z.string().optional(),
  }),
  z.strictObject({
    rule: z.literal('type'),
    type: z.enum(['integer', 'numeric', 'email', 'phone', 'string']),
    message: z.string().optional(),
  }),
]);

export const serverConstraintsSchema = z.record(z.string(), z.array(serverConstraintSchema));
