import { describe, expect, it } from 'vitest';
import { checkRule, checkRules, validate, validateField } from './engine';
import type { FormRules, Rule } from './rules';

/** The error of one rule for a value (and the other form values), or null. */
const check = (rule: Rule, value: unknown, values: Record<string, unknown> = {}) =>
  checkRule(rule, value, values);

const EMPTY_VALUES = [undefined, null, '', '   ', [], false];
const EVERY_RULE_BUT_NOT_BLANK: Rule[] = [
  { type: 'startsWith', value: 'PL' },
  { type: 'notStartsWith', value: '' },
  { type: 'equals', value: 'x' },
  { type: 'in', values: ['x'] },
  { type: 'notIn', values: [''] },
  { type: 'set', min: 1 },
  { type: 'regex', pattern: '^x$' },
  { type: 'integer' },
  { type: 'length', min: 3 },
  { type: 'greaterThan', value: 10 },
  { type: 'lessThan', value: -10 },
  { type: 'equalToField', field: 'other' },
  { type: 'notEqualToField', field: 'other' },
  { type: 'email' },
  { type: 'phone' },
  { type: 'numeric' },
];

describe('empty values', () => {
  it.each(EVERY_RULE_BUT_NOT_BLANK)('pass $type (only notBlank rejects them)', (rule) => {
    for (const value of EMPTY_VALUES)
      expect(check(rule, value, { other: 'filled' }), JSON.stringify(value)).toBeNull();
  });
});

describe('notBlank', () => {
  it('rejects empty values with forms.required', () => {
    for (const value of EMPTY_VALUES) {
      expect(check({ type: 'notBlank' }, value), JSON.stringify(value)).toEqual({
        key: 'forms.required',
        params: {},
      });
    }
  });
  it('accepts filled values, 0 and true included', () => {
    for (const value of ['a', 0, true, ['x']]) expect(check({ type: 'notBlank' }, value)).toBeNull();
  });
  it('with allowNull lets null and a missing value through, not an empty text', () => {
    const rule: Rule = { type: 'notBlank', allowNull: true };
    expect(check(rule, null)).toBeNull();
    expect(check(rule, undefined)).toBeNull();
    expect(check(rule, '')?.key).toBe('forms.required');
    expect(check(rule, '  ')?.key).toBe('forms.required');
  });
});

describe('startsWith / notStartsWith', () => {
  it('checks the prefix, case-sensitively by default', () => {
    expect(check({ type: 'startsWith', value: 'PL' }, 'PL1234567890')).toBeNull();
    expect(check({ type: 'startsWith', value: 'PL' }, 'pl123')).toEqual({
      key: 'forms.startsWith',
      params: { value: 'PL' },
    });
    expect(check({ type: 'startsWith', value: 'PL', ignoreCase: true }, 'pl123')).toBeNull();
    expect(check({ type: 'startsWith', value: '1' }, 123)).toBeNull();
  });
  it('rejects a forbidden prefix', () => {
    expect(check({ type: 'notStartsWith', value: 'http' }, 'https://x')).toEqual({
      key: 'forms.notStartsWith',
      params: { value: 'http' },
    });
    expect(check({ type: 'notStartsWith', value: 'http' }, 'HTTP://x')).toBeNull();
    expect(check({ type: 'notStartsWith', value: 'http', ignoreCase: true }, 'HTTP://x')?.key).toBe(
      'forms.notStartsWith',
    );
    expect(check({ type: 'notStartsWith', value: 'http' }, 'shop')).toBeNull();
  });
  it('does not treat lists as text', () => {
    expect(check({ type: 'startsWith', value: 'a' }, ['abc'])?.key).toBe('forms.startsWith');
    expect(check({ type: 'notStartsWith', value: 'a' }, ['abc'])).toBeNull();
  });
});

describe('equals / in / notIn', () => {
  it('equals compares as text', () => {
    expect(check({ type: 'equals', value: 5 }, '5')).toBeNull();
    expect(check({ type: 'equals', value: true }, true)).toBeNull();
    expect(check({ type: 'equals', value: 'yes' }, 'no')).toEqual({
      key: 'forms.equals',
      params: { value: 'yes' },
    });
  });
  it('in accepts listed values only', () => {
    const rule: Rule = { type: 'in', values: ['PL', 'DE', 1] };
    expect(check(rule, 'DE')).toBeNull();
    expect(check(rule, '1')).toBeNull();
    expect(check(rule, 'de')).toEqual({ key: 'forms.in', params: { values: 'PL, DE, 1' } });
  });
  it('notIn rejects listed values', () => {
    const rule: Rule = { type: 'notIn', values: ['admin', 'root'] };
    expect(check(rule, 'root')).toEqual({ key: 'forms.notIn', params: { values: 'admin, root' } });
    expect(check(rule, 'jan')).toBeNull();
  });
});

describe('and / or', () => {
  const and: Rule = { type: 'and', rules: [{ type: 'numeric' }, { type: 'length', exact: 10 }] };
  it('and reports the first failing rule', () => {
    expect(check(and, '1234567890')).toBeNull();
    expect(check(and, '12a')?.key).toBe('forms.numericOnly');
    expect(check(and, '123')).toEqual({ key: 'forms.lengthExact', params: { limit: 10 } });
  });
  it('or passes when any rule passes and otherwise reports the first failure', () => {
    const or: Rule = { type: 'or', rules: [{ type: 'email' }, { type: 'phone' }] };
    expect(check(or, 'jan@example.com')).toBeNull();
    expect(check(or, '123456789')).toBeNull();
    expect(check(or, 'neither')?.key).toBe('forms.invalidEmail');
    expect(check({ ...or, message: 'contact.emailOrPhone' }, 'neither')?.key).toBe('contact.emailOrPhone');
    expect(check({ type: 'or', rules: [] }, 'x')).toBeNull();
  });
  it('and inside or inside and nests', () => {
    const rule: Rule = {
      type: 'and',
      rules: [{ type: 'notBlank' }, { type: 'or', rules: [{ type: 'startsWith', value: 'A' }, and] }],
    };
    expect(check(rule, 'Abc')).toBeNull();
    expect(check(rule, '1234567890')).toBeNull();
    expect(check(rule, '')?.key).toBe('forms.required');
    expect(check(rule, 'xyz')?.key).toBe('forms.startsWith');
  });
  it('a message on and replaces the inner key, keeping its parameters', () => {
    expect(check({ ...and, message: 'x.nip' }, '123')).toEqual({ key: 'x.nip', params: { limit: 10 } });
  });
});

describe('set', () => {
  it('checks each item', () => {
    const rule: Rule = { type: 'set', rules: [{ type: 'in', values: ['a', 'b', 'c'] }] };
    expect(check(rule, ['a', 'c'])).toBeNull();
    expect(check(rule, ['a', 'x'])?.key).toBe('forms.in');
    expect(check(rule, 'b')).toBeNull();
    expect(check(rule, 'x')?.key).toBe('forms.in');
  });
  it('counts items and refuses repeats when asked', () => {
    expect(check({ type: 'set', min: 2 }, ['a'])).toEqual({ key: 'forms.setMin', params: { limit: 2 } });
    expect(check({ type: 'set', max: 2 }, ['a', 'b', 'c'])).toEqual({
      key: 'forms.setMax',
      params: { limit: 2 },
    });
    expect(check({ type: 'set', min: 1, max: 3 }, ['a', 'b'])).toBeNull();
    expect(check({ type: 'set', unique: true }, ['a', 'b', 'a'])?.key).toBe('forms.setUnique');
    expect(check({ type: 'set', unique: true }, ['1', 1])?.key).toBe('forms.setUnique');
    expect(check({ type: 'set', unique: true }, ['a', 'b'])).toBeNull();
  });
  it('reports the rule message for an item failure', () => {
    expect(check({ type: 'set', rules: [{ type: 'email' }], message: 'x.emails' }, ['bad'])?.key).toBe(
      'x.emails',
    );
  });
});

describe('regex', () => {
  it('searches the pattern, honouring flags and negate', () => {
    expect(check({ type: 'regex', pattern: '^[A-Z]{2}\\d+$' }, 'PL123')).toBeNull();
    expect(check({ type: 'regex', pattern: '^[A-Z]{2}\\d+$' }, 'pl123')).toEqual({
      key: 'forms.regex',
      params: {},
    });
    expect(check({ type: 'regex', pattern: '^[A-Z]{2}\\d+$', flags: 'i' }, 'pl123')).toBeNull();
    expect(check({ type: 'regex', pattern: '\\d' }, 'abc1')).toBeNull();
    expect(check({ type: 'regex', pattern: '<script', negate: true }, 'hello')).toBeNull();
    expect(check({ type: 'regex', pattern: '<script', negate: true }, 'a<script>')?.key).toBe('forms.regex');
    expect(check({ type: 'regex', pattern: '^\\d+$' }, 42)).toBeNull();
  });
  it('is not stateful with the g flag', () => {
    const rule: Rule = { type: 'regex', pattern: 'a', flags: 'g' };
    expect(check(rule, 'a')).toBeNull();
    expect(check(rule, 'a')).toBeNull();
  });
  it('ignores a broken pattern instead of blocking the form', () => {
    expect(check({ type: 'regex', pattern: '([' }, 'anything')).toBeNull();
  });
  it('fails on a list', () => {
    expect(check({ type: 'regex', pattern: 'a' }, ['a'])?.key).toBe('forms.regex');
  });
});

describe('integer', () => {
  it('accepts whole numbers', () => {
    for (const value of ['12', '-3', 7, '+1']) expect(check({ type: 'integer' }, value)).toBeNull();
  });
  it('rejects the rest', () => {
    for (const value of ['1.5', 'x', 2.5, '1e2'])
      expect(check({ type: 'integer' }, value)).toEqual({ key: 'forms.integer', params: {} });
  });
});

describe('length', () => {
  it('exact', () => {
    expect(check({ type: 'length', exact: 3 }, 'abc')).toBeNull();
    expect(check({ type: 'length', exact: 3 }, 'ab')).toEqual({
      key: 'forms.lengthExact',
      params: { limit: 3 },
    });
    expect(check({ type: 'length', exact: 3 }, 'abcd')?.key).toBe('forms.lengthExact');
  });
  it('min and max alone', () => {
    expect(check({ type: 'length', min: 3 }, 'ab')).toEqual({ key: 'forms.lengthMin', params: { limit: 3 } });
    expect(check({ type: 'length', min: 3 }, 'abc')).toBeNull();
    expect(check({ type: 'length', max: 3 }, 'abcd')).toEqual({
      key: 'forms.lengthMax',
      params: { limit: 3 },
    });
    expect(check({ type: 'length', max: 3 }, 'abc')).toBeNull();
  });
  it('a range (both limits) reports both', () => {
    const rule: Rule = { type: 'length', min: 2, max: 4 };
    expect(check(rule, 'a')).toEqual({ key: 'forms.lengthRange', params: { min: 2, max: 4 } });
    expect(check(rule, 'abcde')).toEqual({ key: 'forms.lengthRange', params: { min: 2, max: 4 } });
    expect(check(rule, 'abc')).toBeNull();
  });
  it('counts characters, not UTF-16 units, and list items', () => {
    expect(check({ type: 'length', max: 4 }, 'łódź')).toBeNull();
    expect(check({ type: 'length', max: 2 }, '😀😀')).toBeNull();
    expect(check({ type: 'length', max: 1 }, ['a', 'b'])?.key).toBe('forms.lengthMax');
  });
  it('spec §5 message limit: 450 characters', () => {
    expect(check({ type: 'length', max: 450 }, 'x'.repeat(450))).toBeNull();
    expect(check({ type: 'length', max: 450 }, 'x'.repeat(451))?.params).toEqual({ limit: 450 });
  });
});

describe('greaterThan / lessThan', () => {
  it('greaterThan, strict and inclusive', () => {
    expect(check({ type: 'greaterThan', value: 0 }, '1')).toBeNull();
    expect(check({ type: 'greaterThan', value: 0 }, 0)).toEqual({
      key: 'forms.greaterThan',
      params: { limit: 0 },
    });
    expect(check({ type: 'greaterThan', value: 0, orEqual: true }, '0')).toBeNull();
    expect(check({ type: 'greaterThan', value: 0, orEqual: true }, '-0.5')).toEqual({
      key: 'forms.greaterThanOrEqual',
      params: { limit: 0 },
    });
  });
  it('lessThan, strict and inclusive', () => {
    expect(check({ type: 'lessThan', value: 10 }, 9.99)).toBeNull();
    expect(check({ type: 'lessThan', value: 10 }, '10')).toEqual({
      key: 'forms.lessThan',
      params: { limit: 10 },
    });
    expect(check({ type: 'lessThan', value: 10, orEqual: true }, '10')).toBeNull();
    expect(check({ type: 'lessThan', value: 10, orEqual: true }, 11)?.key).toBe('forms.lessThanOrEqual');
  });
  it('a value that is not a number is its own error', () => {
    expect(check({ type: 'greaterThan', value: 0 }, 'abc')).toEqual({ key: 'forms.notNumber', params: {} });
    expect(check({ type: 'lessThan', value: 0 }, '1,5')?.key).toBe('forms.notNumber');
  });
});

describe('equalToField / notEqualToField', () => {
  it('compares with another field of the form', () => {
    const values = { password: 'Secret-123', repeat: 'Secret-123', login: 'jan' };
    expect(check({ type: 'equalToField', field: 'password' }, values.repeat, values)).toBeNull();
    expect(check({ type: 'equalToField', field: 'password' }, 'other', values)).toEqual({
      key: 'forms.equalToField',
      params: { field: 'password' },
    });
    expect(check({ type: 'notEqualToField', field: 'login' }, 'jan', values)).toEqual({
      key: 'forms.notEqualToField',
      params: { field: 'login' },
    });
    expect(check({ type: 'notEqualToField', field: 'login' }, 'Secret-123', values)).toBeNull();
    expect(check({ type: 'equalToField', field: 'missing' }, 'x', values)?.key).toBe('forms.equalToField');
  });
});

describe('email / phone / numeric', () => {
  it('email', () => {
    expect(check({ type: 'email' }, 'jan@example.com')).toBeNull();
    expect(check({ type: 'email' }, 'jan@')).toEqual({ key: 'forms.invalidEmail', params: {} });
    expect(check({ type: 'email' }, 5)?.key).toBe('forms.invalidEmail');
  });
  it('phone, with the order form message of spec §5', () => {
    expect(check({ type: 'phone' }, '501234567')).toBeNull();
    expect(check({ type: 'phone' }, '50123456')?.key).toBe('forms.invalidPhone');
    expect(check({ type: 'phone', message: 'orderCartInformation.phoneNumberErrorMessage' }, '5012')).toEqual(
      {
        key: 'orderCartInformation.phoneNumberErrorMessage',
        params: {},
      },
    );
  });
  it('numeric', () => {
    expect(check({ type: 'numeric' }, '0042')).toBeNull();
    expect(check({ type: 'numeric' }, 42)).toBeNull();
    expect(check({ type: 'numeric' }, '4.2')).toEqual({ key: 'forms.numericOnly', params: {} });
    expect(check({ type: 'numeric' }, -1)?.key).toBe('forms.numericOnly');
  });
});

describe('when (conditional field)', () => {
  const vatRule: Rule = {
    type: 'when',
    field: 'customerType',
    is: [{ type: 'equals', value: 'company' }],
    then: [{ type: 'notBlank' }, { type: 'length', exact: 10 }],
    otherwise: [{ type: 'length', max: 0 }],
  };
  it('applies `then` when the other field matches', () => {
    expect(check(vatRule, '', { customerType: 'company' })?.key).toBe('forms.required');
    expect(check(vatRule, '123', { customerType: 'company' })?.key).toBe('forms.lengthExact');
    expect(check(vatRule, '1234567890', { customerType: 'company' })).toBeNull();
  });
  it('applies `otherwise` when it does not', () => {
    expect(check(vatRule, '', { customerType: 'person' })).toBeNull();
    expect(check(vatRule, '123', { customerType: 'person' })?.key).toBe('forms.lengthMax');
  });
  it('does not count an empty other field as matching', () => {
    expect(check(vatRule, '', { customerType: '' })).toBeNull();
    expect(check(vatRule, '', {})).toBeNull();
  });
  it('without otherwise, a non-matching condition leaves the field free', () => {
    const rule: Rule = {
      type: 'when',
      field: 'newsletter',
      is: [{ type: 'equals', value: true }],
      then: [{ type: 'notBlank' }],
    };
    expect(check(rule, '', { newsletter: false })).toBeNull();
    expect(check(rule, '', { newsletter: true })?.key).toBe('forms.required');
  });
  it('can depend on the other field being filled, or matching a pattern', () => {
    const whenFilled: Rule = {
      type: 'when',
      field: 'phone',
      is: [{ type: 'notBlank' }],
      then: [{ type: 'notBlank' }],
    };
    expect(check(whenFilled, '', { phone: '501234567' })?.key).toBe('forms.required');
    expect(check(whenFilled, '', { phone: '' })).toBeNull();
    const whenPolish: Rule = {
      type: 'when',
      field: 'vatId',
      is: [{ type: 'regex', pattern: '^PL' }],
      then: [{ type: 'regex', pattern: '^PL\\d{10}$' }],
    };
    expect(check(whenPolish, 'PL12', { vatId: 'PL12' })?.key).toBe('forms.regex');
    expect(check(whenPolish, 'DE12', { vatId: 'DE12' })).toBeNull();
  });
  it('conditions combine with in and or', () => {
    const rule: Rule = {
      type: 'when',
      field: 'country',
      is: [
        {
          type: 'or',
          rules: [
            { type: 'in', values: ['PL', 'HU'] },
            { type: 'startsWith', value: 'X' },
          ],
        },
      ],
      then: [{ type: 'notBlank', message: 'x.zipRequired' }],
    };
    expect(check(rule, '', { country: 'HU' })?.key).toBe('x.zipRequired');
    expect(check(rule, '', { country: 'XK' })?.key).toBe('x.zipRequired');
    expect(check(rule, '', { country: 'DE' })).toBeNull();
  });
  it('a message on when replaces the branch key', () => {
    expect(check({ ...vatRule, message: 'x.vat' }, '1', { customerType: 'company' })).toEqual({
      key: 'x.vat',
      params: { limit: 10 },
    });
  });
});

describe('a rule message override', () => {
  it.each<[Rule, unknown]>([
    [{ type: 'notBlank', message: 'm.k' }, ''],
    [{ type: 'email', message: 'm.k' }, 'x'],
    [{ type: 'length', max: 1, message: 'm.k' }, 'xx'],
    [{ type: 'greaterThan', value: 5, message: 'm.k' }, 1],
    [{ type: 'in', values: ['a'], message: 'm.k' }, 'b'],
  ])('keeps the parameters of %j', (rule, value) => {
    expect(check(rule, value)?.key).toBe('m.k');
  });
});

describe('validate a form', () => {
  const rules: FormRules = {
    email: [{ type: 'notBlank' }, { type: 'email' }],
    message: [{ type: 'notBlank' }, { type: 'length', max: 450 }],
    customerNumber: [{ type: 'length', max: 10 }, { type: 'numeric' }],
    password: [{ type: 'notBlank' }, { type: 'length', min: 8 }],
    repeat: [{ type: 'notBlank' }, { type: 'equalToField', field: 'password' }],
  };
  it('returns the first error of every invalid field and nothing for valid ones', () => {
    const errors = validate(rules, {
      email: 'bad',
      message: '',
      customerNumber: '12',
      password: 'short',
      repeat: 'shor',
    });
    expect(errors).toEqual({
      email: { key: 'forms.invalidEmail', params: {} },
      message: { key: 'forms.required', params: {} },
      password: { key: 'forms.lengthMin', params: { limit: 8 } },
      repeat: { key: 'forms.equalToField', params: { field: 'password' } },
    });
  });
  it('is valid when every rule passes, missing optional fields included', () => {
    const values = {
      email: 'jan@example.com',
      message: 'Hello',
      password: 'long enough',
      repeat: 'long enough',
    };
    expect(validate(rules, values)).toEqual({});
  });
  it('validates one field and ignores fields without rules', () => {
    expect(validateField(rules, 'email', { email: '' })?.key).toBe('forms.required');
    expect(validateField(rules, 'unknown', { unknown: '' })).toBeNull();
    expect(checkRules([], 'x')).toBeNull();
  });
  it('rules survive a JSON round trip', () => {
    const copy = JSON.parse(JSON.stringify(rules)) as FormRules;
    const values = { email: 'x', repeat: 'a', password: 'b' };
    expect(validate(copy, values)).toEqual(validate(rules, values));
  });
});

describe('nested payloads', () => {
  it('finds fields by dotted path, as 422 data names them', () => {
    const rules: FormRules = {
      'address.zipCode': [{ type: 'notBlank' }, { type: 'regex', pattern: '^\\d{2}-\\d{3}$' }],
      'address.repeat': [{ type: 'equalToField', field: 'address.zipCode' }],
      'zbl_login[login]': [{ type: 'notBlank' }],
    };
    expect(
      validate(rules, { address: { zipCode: '00-950', repeat: '00-951' }, 'zbl_login[login]': 'jan' }),
    ).toEqual({ 'address.repeat': { key: 'forms.equalToField', params: { field: 'address.zipCode' } } });
    expect(validate(rules, { address: null })).toMatchObject({
      'address.zipCode': { key: 'forms.required' },
      'zbl_login[login]': { key: 'forms.required' },
    });
  });
});
