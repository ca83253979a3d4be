import { describe, expect, it } from 'vitest';
import { addWorkingDays, placedSplit, splitLine, stockShipDay } from './backorder-rules';

// Thursday 26 November 2026, 10:00 UTC (before the 13:00 cut-off).
const thursday = new Date('2026-11-26T10:00:00Z');

describe('back-order rules (ADR 077)', () => {
  it('counts working days, skipping weekends', () => {
    expect(addWorkingDays(thursday, 0)).toBe('2026-11-26');
    expect(addWorkingDays(thursday, 1)).toBe('2026-11-27');
    expect(addWorkingDays(thursday, 2)).toBe('2026-11-30');
    expect(addWorkingDays(thursday, 15)).toBe('2026-12-17');
    expect(addWorkingDays(new Date('2026-11-28T10:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('ships stock today before the cut-off on a working day, else the next working day', () => {
    expect(stockShipDay(thursday)).toBe('2026-11-26');
    expect(stockShipDay(new Date('2026-11-26T14:00:00Z'))).toBe('2026-11-27');
    expect(stockShipDay(new Date('2026-11-27T14:00:00Z'))).toBe('2026-11-30');
  });

  it('splits only a back-orderable line above the stock', () => {
    expect(splitLine({ amount: 50, stock: 100, factoryLeadDays: 15 }, 'partial', thursday)).toBeNull();
    expect(splitLine({ amount: 500, stock: 100, factoryLeadDays: null }, 'partial', thursday)).toBeNull();
    expect(splitLine({ amount: 500, stock: 100, factoryLeadDays: 15 }, 'partial', thursday)).toEqual({
      now: 100,
      later: 400,
      stockDay: '2026-11-26',
      laterDay: '2026-12-17',
      shipsOn: '2026-11-26',
    });
    expect(splitLine({ amount: 500, stock: 100, factoryLeadDays: 15 }, 'complete', thursday)?.shipsOn).toBe(
      '2026-12-17',
    );
    expect(splitLine({ amount: 5, stock: -2, factoryLeadDays: 15 }, 'partial', thursday)).toMatchObject({
      now: 0,
      later: 5,
      shipsOn: '2026-12-17',
    });
  });

  it('reads a placed line’s split as stored', () => {
    expect(placedSplit({ amount: 10, backordered: 0, backorderDue: null }, 'partial', thursday)).toBeNull();
    expect(
      placedSplit({ amount: 500, backordered: 400, backorderDue: '2026-12-17' }, 'partial', thursday),
    ).toEqual({
      now: 100,
      later: 400,
      stockDay: '2026-11-26',
      laterDay: '2026-12-17',
      shipsOn: '2026-11-26',
    });
  });
});
