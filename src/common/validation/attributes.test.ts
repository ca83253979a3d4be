import { describe, expect, it } from 'vitest';
import { lengthAttributes } from './attributes';

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
