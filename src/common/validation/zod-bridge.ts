/**
 * Zod side of the validator, for the SERVER (and contracts): Zod stays out of the browser bundle,
 * so web code imports the engine from './index' and never this file.
 *
 * - `toZodRefinement(rules, options)` runs the engine inside a Zod schema, so an endpoint's body
 *   schema enforces the form's rules and the endpoint answers the usual 422 `data: [{field, message}]`.
 *   Zod schemas are built once, so messages come in one language (options.translate), typically
 *   English; for messages in the visitor's language call `validateOrThrow` (enforce.ts) in the
 *   handler or service instead.
 * - `formRulesSchema` / `serverConstraintsSchema` describe the JSON of rules for front-constraints
 *   replies (response schemas and the OpenAPI document).
 */

import { z } from 'zod';
import { validate } from './engine';
import { type EnforceOptions } from './enforce';
import { formatValidationError, MESSAGE_KEYS } from './messages';
import type { FormRules, Rule } from './rules';
import type { ServerConstraint } from './server-constraints';

/** `schema.superRefine(toZodRefinement(rules, options))`: one issue per invalid field, path [field]. */
export function toZodRefinement(
  formRules: FormRules,
  options: EnforceOptions,
): (values: Record<string, unknown>, ctx: z.RefinementCtx) => void {
  return (values, ctx) => {
    for (const [field, error] of Object.entries(validate(formRules, values))) {
      const label = options.labels?.[field] ?? options.translate(MESSAGE_KEYS.thisField, {});
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: formatValidationError(error, label, options.translate),
      });
    }
  };
}

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const count = z.number().int().nonnegative();

export const ruleSchema: z.ZodType<Rule> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      type: z.literal('startsWith'),
      value: z.string(),
      ignoreCase: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({
      type: z.literal('notStartsWith'),
      value: z.string(),
      ignoreCase: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({ type: z.literal('equals'), value: scalar, message: z.string().optional() }),
    z.strictObject({ type: z.literal('in'), values: z.array(scalar), message: z.string().optional() }),
    z.strictObject({ type: z.literal('notIn'), values: z.array(scalar), message: z.string().optional() }),
    z.strictObject({ type: z.literal('and'), rules: z.array(ruleSchema), message: z.string().optional() }),
    z.strictObject({ type: z.literal('or'), rules: z.array(ruleSchema), message: z.string().optional() }),
    z.strictObject({
      type: z.literal('set'),
      rules: z.array(ruleSchema).optional(),
      min: count.optional(),
      max: count.optional(),
      unique: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({
      type: z.literal('regex'),
      pattern: z.string(),
      flags: z
        .string()
        .regex(/^[dimsuv]*$/)
        .optional(),
      negate: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({ type: z.literal('integer'), message: z.string().optional() }),
    z.strictObject({
      type: z.literal('notBlank'),
      allowNull: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({
      type: z.literal('length'),
      exact: count.optional(),
      min: count.optional(),
      max: count.optional(),
      message: z.string().optional(),
    }),
    z.strictObject({
      type: z.literal('greaterThan'),
      value: z.number(),
      orEqual: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({
      type: z.literal('lessThan'),
      value: z.number(),
      orEqual: z.boolean().optional(),
      message: z.string().optional(),
    }),
    z.strictObject({ type: z.literal('equalToField'), field: z.string(), message: z.string().optional() }),
    z.strictObject({ type: z.literal('notEqualToField'), field: z.string(), message: z.string().optional() }),
    z.strictObject({ type: z.literal('email'), message: z.string().optional() }),
    z.strictObject({ type: z.literal('phone'), message: z.string().optional() }),
    z.strictObject({ type: z.literal('numeric'), message: z.string().optional() }),
    z.strictObject({
      type: z.literal('when'),
      field: z.string(),
      is: z.array(ruleSchema),
      then: z.array(ruleSchema),
      otherwise: z.array(ruleSchema).optional(),
      message: z.string().optional(),
    }),
  ]),
);

export const formRulesSchema: z.ZodType<FormRules> = z.record(z.string(), z.array(ruleSchema));

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
