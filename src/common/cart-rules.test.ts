import { describe, expect, it } from 'vitest';
import {
  creditLimitOf,
  deliveryTimeOf,
  exceedsCreditLimit,
  isNewOrderNumber,
  productNameOf,
} from './cart-rules';

describe('cart rules', () => {
  it('ships stock lines today before the cut-off on working days, else the next working day', () => {
    const mondayMorning = new Date('2026-11-23T08:00:00Z');
    const mondayEvening = new Date('2026-11-23T16:00:00Z');
    const saturday = new Date('2026-11-21T08:00:00Z');
    expect(deliveryTimeOf(5, 10, 7, mondayMorning)).toEqual({ kind: 'today' });
    expect(deliveryTimeOf(5, 10, 7, mondayEvening)).toEqual({ kind: 'nextWorkingDay' });
    expect(deliveryTimeOf(5, 10, 7, saturday)).toEqual({ kind: 'nextWorkingDay' });
    expect(deliveryTimeOf(11, 10, 7, mondayMorning)).toEqual({ kind: 'leadTime', days: 7 });
    expect(deliveryTimeOf(11, 10, null, mondayMorning)).toEqual({ kind: 'unknown' });
  });

  it('credit limits per customer type and currency; unknown types get the smallest', () => {
    expect(creditLimitOf('company', 'PLN')).toBe(40_000);
    expect(creditLimitOf('whatever', 'EUR')).toBe(creditLimitOf('person', 'EUR'));
    expect(exceedsCreditLimit('2500.00', 'person', 'EUR')).toBe(false);
    expect(exceedsCreditLimit('2500.01', 'person', 'EUR')).toBe(true);
  });

  it('names and new-order numbers', () => {
    expect(productNameOf('Resistor: thick film; SMD; 0603')).toBe('Resistor: thick film');
    expect(isNewOrderNumber('0')).toBe(true);
    expect(isNewOrderNumber(undefined)).toBe(true);
    expect(isNewOrderNumber('40000001')).toBe(false);
  });
});
