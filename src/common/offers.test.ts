import { describe, expect, it } from 'vitest';
import { isOfferNumber, offerBreakAt, offerStateAt } from './offers';

describe('offerBreakAt', () => {
  const breaks = [
    { amount: 10, unitPrice: '2.00' },
    { amount: 100, unitPrice: '1.50' },
    { amount: 1000, unitPrice: '1.00' },
  ];
  it('takes the largest break not above the amount', () => {
    expect(offerBreakAt(breaks, 10)?.unitPrice).toBe('2.00');
    expect(offerBreakAt(breaks, 99)?.unitPrice).toBe('2.00');
    expect(offerBreakAt(breaks, 100)?.unitPrice).toBe('1.50');
    expect(offerBreakAt(breaks, 5000)?.unitPrice).toBe('1.00');
  });
  it('has no price below the first break, whatever the order of the breaks', () => {
    expect(offerBreakAt(breaks, 9)).toBeUndefined();
    expect(offerBreakAt([...breaks].reverse(), 150)?.unitPrice).toBe('1.50');
  });
});

describe('offerStateAt', () => {
  const from = new Date('2026-11-01T00:00:00Z');
  const until = new Date('2026-12-01T00:00:00Z');
  const at = (iso: string, state = 'active') =>
    offerStateAt({ state, validFrom: from, validUntil: until }, new Date(iso));
  it('derives upcoming, active and expired from the dates', () => {
    expect(at('2026-10-31T23:59:59Z')).toBe('upcoming');
    expect(at('2026-11-01T00:00:00Z')).toBe('active');
    expect(at('2026-12-01T00:00:00Z')).toBe('expired');
  });
  it('keeps a withdrawn or used-up offer so, in or out of its period', () => {
    expect(at('2026-11-15T00:00:00Z', 'withdrawn')).toBe('withdrawn');
    expect(at('2027-01-01T00:00:00Z', 'used_up')).toBe('used_up');
  });
});

describe('isOfferNumber', () => {
  it('tells offers from quotes by their number', () => {
    expect(isOfferNumber('OFR-000123')).toBe(true);
    expect(isOfferNumber('RFQ-000123')).toBe(false);
    expect(isOfferNumber('OFR-12')).toBe(false);
  });
});
