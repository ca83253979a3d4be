import { describe, expect, it } from 'vitest';
import { totalsOf } from '../ordering';
import { evaluateCode, type CodeRules, type DiscountedOrder } from './discount-rules';

const NOW = new Date('2026-11-26T12:00:00Z');
const code = (over: Partial<CodeRules> = {}): CodeRules => ({
  kind: 'percent',
  value: '10',
  country: null,
  currency: null,
  validFrom: null,
  validTo: null,
  minimumNet: null,
  oncePerCustomer: false,
  maxUses: null,
  appliesToPromoted: false,
  active: true,
  ...over,
});
const pl = (lines: DiscountedOrder['lines']): DiscountedOrder => ({ country: 'pl', currency: 'PLN', lines });
const NO_USES = { byCustomer: 0, total: 0 };

describe('discount code rules', () => {
  it('takes a percentage off the goods, rounded half up to the currency', () => {
    const outcome = evaluateCode(
      code({ value: '12.5' }),
      pl([{ lineNet: '10.05', promoted: false }]),
      NO_USES,
      NOW,
    );
    // 10.05 × 12.5 % = 1.25625 → 1.26
    expect(outcome).toEqual({ valid: true, amountNet: '1.26' });
  });

  it('rounds to whole forints in HUF', () => {
    const huf: DiscountedOrder = {
      country: 'hu',
      currency: 'HUF',
      lines: [{ lineNet: '1235', promoted: false }],
    };
    expect(evaluateCode(code({ value: '10' }), huf, NO_USES, NOW)).toEqual({ valid: true, amountNet: '124' });
  });

  it('never takes a fixed amount beyond the value it applies to', () => {
    const fixed = code({ kind: 'fixed', value: '50', currency: 'PLN' });
    expect(evaluateCode(fixed, pl([{ lineNet: '30.00', promoted: false }]), NO_USES, NOW)).toEqual({
      valid: true,
      amountNet: '30.00',
    });
    expect(evaluateCode(fixed, pl([{ lineNet: '80.00', promoted: false }]), NO_USES, NOW)).toEqual({
      valid: true,
      amountNet: '50.00',
    });
  });

  it('leaves lines on promotion out unless the code stacks with promotions', () => {
    const lines = [
      { lineNet: '100.00', promoted: true },
      { lineNet: '40.00', promoted: false },
    ];
    expect(evaluateCode(code(), pl(lines), NO_USES, NOW)).toEqual({ valid: true, amountNet: '4.00' });
    expect(evaluateCode(code({ appliesToPromoted: true }), pl(lines), NO_USES, NOW)).toEqual({
      valid: true,
      amountNet: '14.00',
    });
    expect(evaluateCode(code(), pl([lines[0]!]), NO_USES, NOW)).toMatchObject({
      valid: false,
      refusal: 'nothingEligible',
    });
  });

  it('refuses outside its dates, naming the day', () => {
    const from = new Date('2026-12-01T00:00:00Z');
    const to = new Date('2026-11-25T23:59:59Z');
    expect(
      evaluateCode(code({ validFrom: from }), pl([{ lineNet: '5', promoted: false }]), NO_USES, NOW),
    ).toEqual({
      valid: false,
      refusal: 'notYetValid',
      params: { date: '2026-12-01' },
    });
    expect(
      evaluateCode(code({ validTo: to }), pl([{ lineNet: '5', promoted: false }]), NO_USES, NOW),
    ).toEqual({
      valid: false,
      refusal: 'expired',
      params: { date: '2026-11-25' },
    });
  });

  it('refuses another market, another currency, a switched-off code', () => {
    const lines = [{ lineNet: '5.00', promoted: false }];
    expect(evaluateCode(code({ country: 'de' }), pl(lines), NO_USES, NOW)).toMatchObject({
      refusal: 'otherMarket',
    });
    expect(evaluateCode(code({ currency: 'EUR' }), pl(lines), NO_USES, NOW)).toMatchObject({
      refusal: 'otherCurrency',
      params: { currency: 'EUR' },
    });
    expect(evaluateCode(code({ active: false }), pl(lines), NO_USES, NOW)).toMatchObject({
      refusal: 'inactive',
    });
  });

  it('tells how much is missing to the minimum order value (net goods)', () => {
    const rules = code({ minimumNet: '200', currency: 'PLN' });
    expect(evaluateCode(rules, pl([{ lineNet: '150.40', promoted: false }]), NO_USES, NOW)).toEqual({
      valid: false,
      refusal: 'belowMinimum',
      params: { minimum: '200.00', missing: '49.60', currency: 'PLN' },
    });
    expect(evaluateCode(rules, pl([{ lineNet: '200.00', promoted: false }]), NO_USES, NOW)).toMatchObject({
      valid: true,
    });
  });

  it('holds the limits: once per customer, N uses in total', () => {
    const lines = [{ lineNet: '5.00', promoted: false }];
    expect(
      evaluateCode(code({ oncePerCustomer: true }), pl(lines), { byCustomer: 1, total: 1 }, NOW),
    ).toMatchObject({
      refusal: 'usedByYou',
    });
    expect(
      evaluateCode(code({ oncePerCustomer: true }), pl(lines), { byCustomer: 0, total: 9 }, NOW),
    ).toMatchObject({
      valid: true,
    });
    expect(evaluateCode(code({ maxUses: 3 }), pl(lines), { byCustomer: 0, total: 3 }, NOW)).toMatchObject({
      refusal: 'usedUp',
    });
    expect(evaluateCode(code({ maxUses: 3 }), pl(lines), { byCustomer: 2, total: 2 }, NOW)).toMatchObject({
      valid: true,
    });
  });

  it('lowers net, VAT and gross together: VAT is computed on the discounted net', () => {
    const lines = [{ lineNet: '100.00', promoted: false }];
    const outcome = evaluateCode(code({ value: '10' }), pl(lines), NO_USES, NOW);
    expect(outcome).toEqual({ valid: true, amountNet: '10.00' });
    const totals = totalsOf(lines, 'PLN', '23', '19.00', '10.00');
    expect(totals).toMatchObject({ discount: '10.00', net: '109.00', vat: '25.07', gross: '134.07' });
    const eur = totalsOf([{ lineNet: '33.33' }], 'EUR', '19', '0', '3.33');
    expect(eur).toMatchObject({ net: '30.00', vat: '5.70', gross: '35.70' });
  });
});
