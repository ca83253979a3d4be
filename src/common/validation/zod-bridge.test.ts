import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../i18n';
import type { FormRules } from './rules';
import { formRulesSchema, serverConstraintsSchema, toZodRefinement } from './zod-bridge';

const english = {
  translate: (key: string, params: Record<string, string | number>) => translate('en', key, params),
};

describe('toZodRefinement', () => {
  const rules: FormRules = {
    password: [{ type: 'notBlank' }, { type: 'length', min: 8 }],
    repeat: [{ type: 'equalToField', field: 'password' }],
  };
  const body = z
    .strictObject({ password: z.string(), repeat: z.string() })
    .superRefine(toZodRefinement(rules, { ...english, labels: { password: 'Password' } }));

  it('passes valid values', () => {
    expect(body.safeParse({ password: 'long enough', repeat: 'long enough' }).success).toBe(true);
  });

  it('adds one issue per invalid field with the field as path', () => {
    const result = body.safeParse({ password: 'short', repeat: 'other' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([
      { path: ['password'], message: 'Password: the minimum number of characters is 8' },
      { path: ['repeat'], message: 'This field: the values do not match' },
    ]);
  });
});

describe('JSON schemas of rules', () => {
  it('accepts every rule type, nested', () => {
    const rules = {
      a: [
        { type: 'startsWith', value: 'x', ignoreCase: true },
        { type: 'notStartsWith', value: 'y' },
        { type: 'equals', value: 1 },
        { type: 'in', values: ['a', 1, true, null] },
        { type: 'notIn', values: [] },
        { type: 'and', rules: [{ type: 'or', rules: [{ type: 'email' }, { type: 'phone' }] }] },
        { type: 'set', rules: [{ type: 'numeric' }], min: 1, max: 2, unique: true },
        { type: 'regex', pattern: '^a$', flags: 'i', negate: false },
        { type: 'integer' },
        { type: 'notBlank', allowNull: true, message: 'x.y' },
        { type: 'length', exact: 1, min: 0, max: 2 },
        { type: 'greaterThan', value: 1, orEqual: true },
        { type: 'lessThan', value: 1.5 },
        { type: 'equalToField', field: 'b' },
        { type: 'notEqualToField', field: 'b' },
        {
          type: 'when',
          field: 'b',
          is: [{ type: 'equals', value: 'x' }],
          then: [{ type: 'notBlank' }],
          otherwise: [],
        },
      ],
    };
    expect(formRulesSchema.parse(rules)).toEqual(rules);
  });

  it('refuses unknown rule types and options', () => {
    expect(formRulesSchema.safeParse({ a: [{ type: 'nope' }] }).success).toBe(false);
    expect(formRulesSchema.safeParse({ a: [{ type: 'email', extra: 1 }] }).success).toBe(false);
    expect(formRulesSchema.safeParse({ a: [{ type: 'regex', pattern: 'a', flags: 'g' }] }).success).toBe(
      false,
    );
  });

  it('describes server constraints', () => {
    const wire = {
      email: [{ rule: 'required' }, { rule: 'type', type: 'email' }, { rule: 'length', max: 255 }],
    };
    expect(serverConstraintsSchema.parse(wire)).toEqual(wire);
    expect(serverConstraintsSchema.safeParse({ email: [{ rule: 'type', type: 'uuid' }] }).success).toBe(
      false,
    );
  });

  it('can be written as JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(formRulesSchema, { unrepresentable: 'any' })).not.toThrow();
    expect(() => z.toJSONSchema(serverConstraintsSchema, { unrepresentable: 'any' })).not.toThrow();
  });
});
