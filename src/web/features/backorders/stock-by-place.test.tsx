import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WarehouseStock } from '../../../common/contracts/backorders';
import { renderPage } from '../../page-test-support';
import { StockByPlace } from './stock-by-place';

describe('stock by place (ADR 077)', () => {
  it('lists each place with its amount and the day it ships, the factory with its lead time', async () => {
    const places: WarehouseStock[] = [
      { kind: 'own', amount: 1200, shipsOn: '2026-11-26' },
      { kind: 'external', amount: 50, dispatchDays: null, shipsOn: null },
      { kind: 'incoming', amount: 300, expectedOn: '2026-12-01', shipsOn: '2026-12-02' },
      { kind: 'factory', leadDays: 15, shipsOn: '2026-12-17' },
    ];
    await renderPage(<StockByPlace places={places} unit="ST" />);
    const rows = (await screen.findByTestId('stock-by-place')).querySelectorAll('li');
    expect([...rows].map((r) => r.getAttribute('data-kind'))).toEqual([
      'own',
      'external',
      'incoming',
      'factory',
    ]);
    // The market's digit grouping (Poland: a space).
    expect(rows[0]!.textContent).toMatch(/1\s200 pcs/);
    expect(rows[1]!.textContent).toContain('dispatch time on request');
    expect(rows[2]!.textContent).toContain('expected 1 Dec 2026');
    expect(rows[2]!.textContent).toContain('ships 2 Dec 2026');
    expect(rows[3]!.textContent).toContain('15 working days');
    expect(screen.getByText(/Can be ordered above the stock/)).toBeTruthy();
  });

  it('renders nothing without places', async () => {
    await renderPage(
      <div data-testid="holder">
        <StockByPlace places={[]} unit="ST" />
      </div>,
    );
    expect((await screen.findByTestId('holder')).textContent).toBe('');
  });
});
