import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX_VALUE } from './amount-rules';
import { quantityProblem, thresholdProblem } from './alert-rules';

describe('the numbers of an alert, as the browser checks them', () => {
  it('takes whole quantities from 1 to the largest amount the shop takes', () => {
    expect(quantityProblem('1')).toBeNull();
    expect(quantityProblem(String(AMOUNT_MAX_VALUE))).toBeNull();
    for (const bad of ['0', '', '2.5', '-1', String(AMOUNT_MAX_VALUE + 1), '1e3']) {
      expect(quantityProblem(bad), bad).toBe('alerts.errors.quantityRange');
    }
  });

  it('takes a price above zero with a point or a comma, as the contract does', () => {
    expect(thresholdProblem('0,25')).toBeNull();
    expect(thresholdProblem(' 12.5 ')).toBeNull();
    for (const bad of ['0', '0.0', 'abc', '1.1234567', '123456789']) {
      expect(thresholdProblem(bad), bad).toBe('alerts.errors.thresholdFormat');
    }
  });
});
