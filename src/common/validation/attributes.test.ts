import { describe, expect, it } from 'vitest';
import { isRequired, lengthAttributes, numberAttributes } from './attributes';

describe('lengthAttributes (spec §5: min and max length from length rules)', () => {
  it('takes min and max', () => {
    expect(lengthAttributes([{ type: 'length', min: 3, max: 10 }])).toEqual({ minLength: 3, maxLength: 10 });
    expect(lengthAttributes([{ type: 'length', max: 450 }])).toEqual({ maxLength: 450 });
    expect(lengthAttributes([{ type: 'length', min: 0 }])).toEqual({});
  });
  it('exact gives both', () => {
    expect(lengthAttributes([{ type: 'length', exact: 10 }])).toEqual({ minLength: 10, maxLength: 10 });
  });
  it('keeps the tightest of several rules, looking inside and', () => {
    expect(
      lengthAttributes([
        { type: 'length', min: 2, max: 50 },
        {
          type: 'and',
          rules: [
            { type: 'length', min: 5 },
            { type: 'length', max: 20 },
          ],
        },
      ]),
    ).toEqual({ minLength: 5, maxLength: 20 });
  });
  it('ignores conditional and alternative rules', () => {
    expect(
      lengthAttributes([
        { type: 'or', rules: [{ type: 'length', max: 3 }] },
        { type: 'when', field: 'x', is: [], then: [{ type: 'length', max: 3 }] },
        { type: 'set', rules: [{ type: 'length', max: 3 }] },
      ]),
    ).toEqual({});
  });
});

describe('numberAttributes', () => {
  it('uses inclusive bounds as they are', () => {
    expect(
      numberAttributes([
        { type: 'greaterThan', value: 1, orEqual: true },
        { type: 'lessThan', value: 99, orEqual: true },
      ]),
    ).toEqual({ min: 1, max: 99 });
  });
  it('turns strict bounds into whole-number attributes only for integer fields', () => {
    expect(
      numberAttributes([
        { type: 'integer' },
        { type: 'greaterThan', value: 0 },
        { type: 'lessThan', value: 10 },
      ]),
    ).toEqual({
      min: 1,
      max: 9,
    });
    expect(numberAttributes([{ type: 'greaterThan', value: 0 }])).toEqual({});
  });
  it('keeps the tightest bounds', () => {
    expect(
      numberAttributes([
        { type: 'greaterThan', value: 1, orEqual: true },
        { type: 'greaterThan', value: 5, orEqual: true },
        { type: 'lessThan', value: 9, orEqual: true },
        { type: 'lessThan', value: 7, orEqual: true },
      ]),
    ).toEqual({ min: 5, max: 7 });
  });
});

describe('isRequired', () => {
  it('is true for an unconditional notBlank', () => {
    expect(isRequired([{ type: 'email' }, { type: 'notBlank' }])).toBe(true);
    expect(isRequired([{ type: 'and', rules: [{ type: 'notBlank' }] }])).toBe(true);
  });
  it('is false without one, with allowNull, or when it is conditional', () => {
    expect(isRequired([{ type: 'email' }])).toBe(false);
    expect(isRequired([{ type: 'notBlank', allowNull: true }])).toBe(false);
    expect(isRequired([{ type: 'when', field: 'x', is: [], then: [{ type: 'notBlank' }] }])).toBe(false);
  });
});
