import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FIELD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './accounts';
import { RegistrationStep1Schema, RegistrationStep2Schema } from './contracts/auth';
import { PHONE_MAX_LENGTH } from './phone';
import { REGISTRATION_RULES } from './registration-options';
import { lengthAttributes } from './validation/attributes';
import { lengthOf } from './validation/checks';
import { fromServerConstraints, toServerConstraints } from './validation/server-constraints';

/**
 * The wizard's front constraints and the step contracts come from one table of limits: at each
 * field's limit both take a value, one character past it both refuse it.
 */
const steps = {
  '1': {
    schema: RegistrationStep1Schema,
    valid: {
      country: 'pl',
      customerType: 'company',
      companyName: 'Elektro',
      street: 'Długa 1',
      zipCode: '00-950',
      city: 'Kraków',
    },
  },
  '2': {
    schema: RegistrationStep2Schema,
    valid: {
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      verificationCode: '123456',
      password: 'a long passphrase',
      termsAccepted: true,
    },
  },
} as const;

const limits: Array<[step: '1' | '2', field: string, min: number, max: number, char: string]> = [
  ['1', 'companyName', 0, FIELD_MAX_LENGTH.companyName, 'a'],
  ['1', 'vatNumber', 0, FIELD_MAX_LENGTH.vatNumber, 'A'],
  ['1', 'street', 1, FIELD_MAX_LENGTH.street, 'a'],
  ['1', 'zipCode', 1, FIELD_MAX_LENGTH.zipCode, '1'],
  ['1', 'city', 1, FIELD_MAX_LENGTH.city, 'a'],
  ['1', 'region', 0, FIELD_MAX_LENGTH.region, 'a'],
  ['2', 'firstName', 1, FIELD_MAX_LENGTH.firstName, 'a'],
  ['2', 'lastName', 1, FIELD_MAX_LENGTH.lastName, 'a'],
  ['2', 'phone', 0, PHONE_MAX_LENGTH, '1'],
  ['2', 'password', PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, 'a'],
  ['2', 'username', USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, 'a'],
];

function contractTakes(step: '1' | '2', field: string, value: string): boolean {
  const { schema, valid } = steps[step];
  const result = (schema as z.ZodType).safeParse({ ...valid, [field]: value });
  return result.success || !result.error.issues.some((issue) => issue.path[0] === field);
}

/** The limits the page takes from the front constraints it is served (its inputs' minLength/maxLength). */
function rulesTake(step: '1' | '2', field: string, value: string): boolean {
  const served = fromServerConstraints(
    JSON.parse(JSON.stringify(toServerConstraints(REGISTRATION_RULES[step]))),
  );
  const { minLength = 0, maxLength = Infinity } = lengthAttributes(served[field] ?? []);
  const length = lengthOf(value);
  return length >= minLength && length <= maxLength;
}

describe('registration field limits', () => {
  it.each(limits)(
    'step %s %s: the contract and the front constraints agree at the limits',
    (step, field, min, max, char) => {
      for (const [value, expected] of [
        [char.repeat(max), true],
        [char.repeat(max + 1), false],
        ...(min > 1
          ? ([
              [char.repeat(min), true],
              [char.repeat(min - 1), false],
            ] as const)
          : []),
      ] as const) {
        expect(contractTakes(step, field, value), `contract ${field} of ${value.length}`).toBe(expected);
        expect(rulesTake(step, field, value), `rules ${field} of ${value.length}`).toBe(expected);
      }
    },
  );

  it('holds the e-mail to the same length in both', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(FIELD_MAX_LENGTH.email - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(longest).toHaveLength(FIELD_MAX_LENGTH.email);
    expect(contractTakes('2', 'email', longest)).toBe(true);
    expect(rulesTake('2', 'email', longest)).toBe(true);
    expect(contractTakes('2', 'email', `a${longest}`)).toBe(false);
    expect(rulesTake('2', 'email', `a${longest}`)).toBe(false);
  });
});
