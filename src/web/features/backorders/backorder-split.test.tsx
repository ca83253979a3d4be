import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LineSplitView, WarehouseStock } from '../../../common/contracts/backorders';
import { renderPage } from '../../page-test-support';
import { BackorderSplit } from './backorder-split';
import { StockByPlace } from './stock-by-place';

const split: LineSplitView = {
  now: 100,
  later: 400,
  stockDay: '2026-11-26',
  laterDay: '2026-12-17',
  shipsOn: '2026-11-26',
};

describe('a back-ordered line’s split (ADR 077)', () => {
  it('partial delivery: the stock part with its day, the factory’s with its own, stock first', async () => {
    await renderPage(<BackorderSplit split={split} completeness="partial" />);
    const box = await screen.findByTestId('backorder-split');
    expect(within(box).getByTestId('backorder-split-now').textContent).toBe(
      '100 from stock, ships 26 Nov 2026',
    );
    expect(within(box).getByTestId('backorder-split-later').textContent).toBe(
      '400 from the factory, due 17 Dec 2026',
    );
    expect(box.textContent).toContain('Partial delivery: what is in stock ships first.');
    expect(within(box).queryByTestId('backorder-split-waiting')).toBeNull();
  });

  it('complete delivery: everything leaves on the factory’s day', async () => {
    await renderPage(
      <BackorderSplit split={{ ...split, shipsOn: split.laterDay }} completeness="complete" />,
    );
    const box = await screen.findByTestId('backorder-split');
    expect(box.textContent).toContain('Complete delivery: everything ships together on 17 Dec 2026.');
  });

  it('a placed line says what still waits, and when all arrived', async () => {
    await renderPage(
      <>
        <BackorderSplit split={{ ...split, waiting: 150 }} completeness="partial" />
        <BackorderSplit split={{ ...split, waiting: 0 }} completeness="partial" />
      </>,
    );
    const [waiting, arrived] = await screen.findAllByTestId('backorder-split-waiting');
    expect(waiting!.textContent).toBe('150 still awaited');
    expect(arrived!.textContent).toBe('All units arrived');
  });

  it('nothing in stock: only the factory’s part, no note about the stock part', async () => {
    await renderPage(<BackorderSplit split={{ ...split, now: 0, later: 500 }} completeness="partial" />);
    const box = await screen.findByTestId('backorder-split');
    expect(within(box).queryByTestId('backorder-split-now')).toBeNull();
    expect(box.textContent).not.toContain('Partial delivery');
  });
});

describe('stock by place (ADR 077)', () => {
  it('lists each place with its amount and the day it ships, the factory with its lead time', async () => {
    const places: WarehouseStock[] = [
      { kind: 'own', amount: 1200, shipsOn: '2026-11-26' },
      { kind: 'external', amount: 50, dispatchDays: null, shipsOn: null },
      { kind: 'incoming', amount: 300, expectedOn: '2026-12-01', shipsOn: '2026-12-02' },
      { kind: 'factory', leadDays: 15, shipsOn: '2026-12-17' },
    ];
    await renderPage(<StockByPlace places={places} />);
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
        <StockByPlace places={[]} />
      </div>,
    );
    expect((await screen.findByTestId('holder')).textContent).toBe('');
  });
});
