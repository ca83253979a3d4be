import { describe, expect, it } from 'vitest';
import { lengthAttributes } from './attributes';
import type { FormRules } from './rules';
import {
  fromServerConstraints,
  toServerConstraints,
  type ServerConstraintsInput,
} from './server-constraints';

describe('fromServerConstraints (spec §5 server-provided rules)', () => {
  it('maps required, length, greaterThan, lessThan and type', () => {
    const input: ServerConstraintsInput = {
      email: [{ rule: 'type', type: 'email' }, { rule: 'required' }, { rule: 'length', max: 255 }],
      amount: [
        { rule: 'type', type: 'integer' },
        { rule: 'greaterThan', value: 0 },
        { rule: 'lessThan', value: 10000000 },
      ],
      phone: [{ rule: 'type', type: 'phone', message: 'orderCartInformation.phoneNumberErrorMessage' }],
      code: [
        { rule: 'length', exact: 6 },
        { rule: 'type', type: 'numeric' },
        { rule: 'required', allowNull: true },
      ],
      discount: [
        { rule: 'greaterThan', value: 0, orEqual: true },
        { rule: 'lessThan', value: 100, orEqual: true },
      ],
      zip: [
        { rule: 'type', type: 'digits' },
        { rule: 'length', min: 2, max: 10 },
      ],
    };
    expect(fromServerConstraints(input)).toEqual({
      email: [{ type: 'notBlank' }, { type: 'email' }, { type: 'length', max: 255 }],
      amount: [{ type: 'integer' }, { type: 'greaterThan', value: 0 }, { type: 'lessThan', value: 10000000 }],
      phone: [{ type: 'phone', message: 'orderCartInformation.phoneNumberErrorMessage' }],
      code: [{ type: 'notBlank', allowNull: true }, { type: 'length', exact: 6 }, { type: 'numeric' }],
      discount: [
        { type: 'greaterThan', value: 0, orEqual: true },
        { type: 'lessThan', value: 100, orEqual: true },
      ],
      zip: [{ type: 'numeric' }, { type: 'length', min: 2, max: 10 }],
    });
  });

  it('skips file rules, unknown rules and types, and malformed options', () => {
    const input: ServerConstraintsInput = {
      attachment: [
        { rule: 'file', maxSize: 5_242_880 },
        { rule: 'fileSize', max: 100 },
        { rule: 'fileType', types: ['pdf'] },
        { rule: 'image' },
      ],
      name: [
        { rule: 'type', type: 'string' },
        { rule: 'type', type: 42 },
        { rule: 'somethingNew', value: 1 },
        { rule: 'length' },
        { rule: 'length', max: '10' },
        { rule: 'greaterThan' },
        { rule: 'lessThan', value: Number.NaN },
        { rule: 'required', allowNull: 'yes', message: '' },
      ],
    };
    expect(fromServerConstraints(input)).toEqual({ name: [{ type: 'notBlank' }] });
    expect(fromServerConstraints({})).toEqual({});
  });

  it('gives the page its field limits', () => {
    const rules = fromServerConstraints({
      message: [{ rule: 'required' }, { rule: 'length', max: 450 }],
      customerNumber: [{ rule: 'length', min: 2, max: 10 }],
    });
    expect(lengthAttributes(rules.message!)).toEqual({ maxLength: 450 });
    expect(lengthAttributes(rules.customerNumber!)).toEqual({ minLength: 2, maxLength: 10 });
  });

  it('survives JSON, as it arrives from the server', () => {
    const wire = JSON.stringify({ a: [{ rule: 'required' }, { rule: 'length', min: 1, max: 2 }] });
    expect(fromServerConstraints(JSON.parse(wire) as ServerConstraintsInput)).toEqual({
      a: [{ type: 'notBlank' }, { type: 'length', min: 1, max: 2 }],
    });
  });
});

describe('toServerConstraints', () => {
  it('describes rules in the wire vocabulary and round-trips', () => {
    const rules: FormRules = {
      email: [{ type: 'notBlank' }, { type: 'email' }, { type: 'length', max: 255 }],
      amount: [
        { type: 'integer' },
        { type: 'greaterThan', value: 0, orEqual: true },
        { type: 'lessThan', value: 100 },
      ],
      phone: [{ type: 'phone', message: 'orderCartInformation.phoneNumberErrorMessage' }],
      login: [
        { type: 'notBlank', allowNull: true },
        { type: 'regex', pattern: '^\\w+$' },
        { type: 'length', exact: 5 },
      ],
      free: [{ type: 'regex', pattern: 'x' }],
    };
    const wire = toServerConstraints(rules);
    expect(wire.login).toEqual([
      { rule: 'required', allowNull: true },
      { rule: 'length', exact: 5 },
    ]);
    expect(wire.free).toBeUndefined();
    expect(fromServerConstraints(wire)).toEqual({
      email: rules.email,
      amount: rules.amount,
      phone: rules.phone,
      login: [
        { type: 'notBlank', allowNull: true },
        { type: 'length', exact: 5 },
      ],
    });
  });
});
