/**
 * The rules of a discount code's form (ADR 050) shared by the desk's form and the server: each rule
 * names its field and message, and a coherent code has none.
 */
import { describe, expect, it } from 'vitest';
import { DISCOUNT_MONEY_SHAPE, discountCodeTextProblem, discountRuleProblems } from './discount-codes';

type Rules = Parameters<typeof discountRuleProblems>[0];
const base: Rules = {
  kind: 'percent',
  value: '15',
  currency: null,
  country: null,
  minimumNet: null,
  validFrom: null,
  validTo: null,
};
const keysOf = (values: Partial<Rules>) =>
  discountRuleProblems({ ...base, ...values }).map((p) => `${p.field}:${p.key}`);

describe('discountRuleProblems', () => {
  it('accepts a coherent percentage and a fixed amount in its market', () => {
    expect(keysOf({})).toEqual([]);
    expect(keysOf({ kind: 'fixed', value: '50', currency: 'PLN', country: 'pl', minimumNet: '200' })).toEqual(
      [],
    );
  });

  it('keeps a percentage strictly between 0 and 100', () => {
    for (const value of ['0', '100', '100.5', '-1', 'ten'])
      expect(keysOf({ value }), value).toEqual(['value:discounts.field.percent']);
    expect(keysOf({ value: '99.99' })).toEqual([]);
    expect(keysOf({ value: '0.01' })).toEqual([]);
  });

  it('asks a currency of a fixed amount and of a minimum, and the market’s own', () => {
    expect(keysOf({ kind: 'fixed', value: '5' })).toEqual(['currency:discounts.field.currencyRequired']);
    expect(keysOf({ minimumNet: '100' })).toEqual(['currency:discounts.field.currencyRequired']);
    expect(keysOf({ country: 'pl', currency: 'EUR' })).toEqual(['currency:discounts.field.marketCurrency']);
    expect(keysOf({ country: 'xx' })).toEqual(['country:discounts.field.market']);
  });

  it('wants the end of validity after its start', () => {
    const from = new Date('2027-01-02T00:00:00Z');
    expect(keysOf({ validFrom: from, validTo: new Date('2027-01-01T23:59:59Z') })).toEqual([
      'validTo:discounts.field.dates',
    ]);
    expect(keysOf({ validFrom: from, validTo: from })).toEqual(['validTo:discounts.field.dates']);
    expect(keysOf({ validFrom: from, validTo: new Date('2027-01-02T23:59:59Z') })).toEqual([]);
  });
});

describe('discountCodeTextProblem and the amount shape', () => {
  it('wants some text, at most 40 characters, no control characters', () => {
    expect(discountCodeTextProblem('SPRING10')).toBeNull();
    expect(discountCodeTextProblem('  spring-10 ')).toBeNull();
    expect(discountCodeTextProblem('   ')?.key).toBe('discounts.field.code');
    expect(discountCodeTextProblem('A\u0000B')?.key).toBe('discounts.field.code');
    expect(discountCodeTextProblem('X'.repeat(41))?.key).toBe('discounts.field.codeTooLong');
    expect(discountCodeTextProblem(` ${'X'.repeat(40)} `)).toBeNull();
  });

  it('reads amounts with a dot and up to four decimals', () => {
    for (const ok of ['5', '12.50', '0.0001', '1234567890'])
      expect(DISCOUNT_MONEY_SHAPE.test(ok), ok).toBe(true);
    for (const bad of ['', '1,5', '1.23456', '-1', '1e3', ' 5'])
      expect(DISCOUNT_MONEY_SHAPE.test(bad), bad).toBe(false);
  });
});
