import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_LENGTH,
  AMOUNT_MAX_VALUE,
  amountErrorMessage,
  canDecrement,
  canIncrement,
  decrementAmount,
  incrementAmount,
  parseAmount,
  validateAmount,
} from './amount-rules';

const by5from10 = { minimum: 10, multiples: 5 };
const single = { minimum: 1, multiples: 1 };

describe('parseAmount', () => {
  it('parses the integer part', () => {
    expect(parseAmount('25', by5from10)).toBe(25);
    expect(parseAmount(' 25 ', by5from10)).toBe(25);
    expect(parseAmount('12.9', by5from10)).toBe(12);
    expect(parseAmount('12abc', by5from10)).toBe(12);
    expect(parseAmount(12.9, by5from10)).toBe(12);
  });

  it("reads the shop's own grouping: spaces, no-break and narrow no-break spaces between thousands", () => {
    expect(parseAmount('1 000', by5from10)).toBe(1000);
    expect(parseAmount('1\u00a0000', by5from10)).toBe(1000);
    expect(parseAmount('1\u202f000', by5from10)).toBe(1000);
    expect(parseAmount('1 000 000', by5from10)).toBe(1_000_000);
    expect(parseAmount(' 2 500 ', by5from10)).toBe(2500);
    expect(parseAmount('9 999 999', by5from10)).toBe(AMOUNT_MAX_VALUE);
  });

  it('does not join numbers that are not grouped in thousands', () => {
    expect(parseAmount('1 00', by5from10)).toBe(1);
    expect(parseAmount('12 3456', by5from10)).toBe(12);
  });

  it('turns anything that is not a number into the minimum', () => {
    expect(parseAmount('', by5from10)).toBe(10);
    expect(parseAmount('abc', by5from10)).toBe(10);
    expect(parseAmount(Number.NaN, by5from10)).toBe(10);
  });

  it('caps at the maximum value', () => {
    expect(parseAmount('123456789', single)).toBe(AMOUNT_MAX_VALUE);
    expect(AMOUNT_MAX_VALUE).toBe(9_999_999);
    expect(String(AMOUNT_MAX_VALUE)).toHaveLength(AMOUNT_MAX_LENGTH);
  });
});

describe('validateAmount', () => {
  it('accepts multiples at or above the minimum', () => {
    expect(validateAmount(10, by5from10)).toBeNull();
    expect(validateAmount(15, by5from10)).toBeNull();
  });

  it('reports an amount below the minimum with the minimum', () => {
    expect(validateAmount(5, by5from10)).toEqual({ type: 'minimum', value: 10 });
    expect(validateAmount(0, by5from10)).toEqual({ type: 'minimum', value: 10 });
    expect(validateAmount(-5, by5from10)).toEqual({ type: 'minimum', value: 10 });
  });

  it('reports the minimum first when both rules fail', () => {
    expect(validateAmount(7, by5from10)).toEqual({ type: 'minimum', value: 10 });
  });

  it('reports an amount off the step grid with the multiplier', () => {
    expect(validateAmount(12, by5from10)).toEqual({ type: 'multiplicity', value: 5 });
  });

  // Where the cart's own copy of the rule differed (catalogue data with zeros or fractions):
  it('reads a fractional minimum and step as whole units', () => {
    expect(validateAmount(2, { minimum: 2.5, multiples: 1 })).toBeNull();
    expect(validateAmount(4, { minimum: 1, multiples: 2.5 })).toBeNull();
    expect(validateAmount(5, { minimum: 1, multiples: 2.5 })).toEqual({ type: 'multiplicity', value: 2 });
  });

  it('treats a missing or zero step as 1', () => {
    expect(validateAmount(3, { minimum: 0, multiples: 0 })).toBeNull();
    expect(validateAmount(0, { minimum: 0, multiples: 0 })).toEqual({ type: 'minimum', value: 1 });
  });
});

describe('amountErrorMessage', () => {
  it('appends the value to the message', () => {
    expect(amountErrorMessage({ type: 'minimum', value: 10 })).toBe('Minimum amount possible to order: 10');
    expect(amountErrorMessage({ type: 'multiplicity', value: 5 })).toBe('Multiplicity: 5');
  });

  it('uses the given wording', () => {
    expect(
      amountErrorMessage({ type: 'multiplicity', value: 5 }, { minimum: 'Min.', multiplicity: 'Krotność' }),
    ).toBe('Krotność: 5');
  });
});

describe('incrementAmount', () => {
  it('adds one step', () => {
    expect(incrementAmount(10, by5from10)).toBe(15);
    expect(incrementAmount(1, single)).toBe(2);
  });

  it('re-rounds an off-grid amount to the next multiple', () => {
    expect(incrementAmount(12, by5from10)).toBe(15);
    expect(incrementAmount(14, by5from10)).toBe(15);
    expect(incrementAmount(3, by5from10)).toBe(5);
  });

  it('never passes the maximum', () => {
    expect(incrementAmount(AMOUNT_MAX_VALUE, single)).toBe(AMOUNT_MAX_VALUE);
    expect(incrementAmount(9_999_995, by5from10)).toBe(9_999_995);
  });
});

describe('decrementAmount', () => {
  it('subtracts one step', () => {
    expect(decrementAmount(20, by5from10)).toBe(15);
    expect(decrementAmount(2, single)).toBe(1);
  });

  it('re-rounds an off-grid amount to the previous multiple', () => {
    expect(decrementAmount(12, by5from10)).toBe(10);
    expect(decrementAmount(11, by5from10)).toBe(10);
  });

  it('does not go below one multiple', () => {
    expect(decrementAmount(5, by5from10)).toBe(5);
    expect(decrementAmount(3, by5from10)).toBe(5);
    expect(decrementAmount(1, single)).toBe(1);
  });
});

describe('button availability', () => {
  it('disables plus at the maximum value', () => {
    expect(canIncrement(AMOUNT_MAX_VALUE - 1, single)).toBe(true);
    expect(canIncrement(AMOUNT_MAX_VALUE, single)).toBe(false);
    expect(canIncrement(9_999_995, by5from10)).toBe(false);
  });

  it('disables minus at or below the minimum', () => {
    expect(canDecrement(15, by5from10)).toBe(true);
    expect(canDecrement(11, by5from10)).toBe(true);
    expect(canDecrement(10, by5from10)).toBe(false);
    expect(canDecrement(4, by5from10)).toBe(false);
  });

  it('disables minus when a step down would not change the amount', () => {
    expect(canDecrement(5, { minimum: 1, multiples: 5 })).toBe(false);
    expect(canDecrement(10, { minimum: 1, multiples: 5 })).toBe(true);
  });
});

describe('amountErrorMessage with translated sentences', () => {
  it('passes the value to a message function', () => {
    expect(
      amountErrorMessage(
        { type: 'multiplicity', value: 5 },
        { minimum: 'Min', multiplicity: (v) => `Must be a multiple of ${v}` },
      ),
    ).toBe('Must be a multiple of 5');
  });
});
