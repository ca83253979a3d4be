import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverConstraintsSchema } from './zod-bridge';

describe('JSON schema of server constraints', () => {
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
    expect(() => z.toJSONSchema(serverConstraintsSchema, { unrepresentable: 'any' })).not.toThrow();
  });
});
