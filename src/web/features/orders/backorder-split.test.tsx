import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LineSplitView } from '../../../common/contracts/backorders';
import { renderPage } from '../../page-test-support';
import { BackorderSplit } from './backorder-split';

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
