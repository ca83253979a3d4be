import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ModalStack, ModalStackProvider, useModals } from './modal-stack';
import {
  ERROR_TOAST_MS,
  PROGRESS_ERROR_MS,
  PROGRESS_SUCCESS_MS,
  PROGRESS_WARNING_MS,
  PROGRESS_WARNING_NO_CLOSE_MS,
  type ProgressApi,
  ProgressProvider,
  useProgress,
} from './progress-bar';

/** Hook results captured during render, for driving the UI imperatively from tests. */
const hooks = {} as { progress: ProgressApi; modals: ModalStack };
function Capture() {
  const progress = useProgress();
  const modals = useModals();
  // Effects may write outside the component; render may not.
  useEffect(() => {
    Object.assign(hooks, { progress, modals });
  });
  return <main data-testid="page" />;
}

function setup() {
  render(
    <ModalStackProvider>
      <ProgressProvider>
        <Capture />
      </ProgressProvider>
    </ModalStackProvider>,
  );
}

const bar = () => document.querySelector('.ui-progress');
// Braces: a callback returning a value would pick the async overload of act, a promise nobody awaits.
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while operations are active and counts them', () => {
    setup();
    expect(bar()).toBeNull();
    act(() => {
      hooks.progress.start();
      hooks.progress.start();
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(hooks.progress.active).toBe(2);
    act(() => hooks.progress.done());
    expect(hooks.progress.state).toBe('progress');
    act(() => hooks.progress.done());
    expect(hooks.progress.state).toBe('hidden');
    expect(bar()).toBeNull();
    act(() => hooks.progress.done());
    expect(hooks.progress.active).toBe(0);
  });

  it('fades a success message after its time', () => {
    setup();
    act(() => hooks.progress.success('Added to cart'));
    expect(screen.getByRole('status').textContent).toContain('Added to cart');
    advance(PROGRESS_SUCCESS_MS - 1);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('keeps a warning with close button for the long time', () => {
    setup();
    act(() => hooks.progress.warning('Credit limit'));
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    advance(PROGRESS_WARNING_MS - 1);
    expect(hooks.progress.state).toBe('warning');
    advance(1);
    expect(hooks.progress.state).toBe('hidden');
  });

  it('closes a warning without close button after the short time', () => {
    setup();
    act(() => hooks.progress.warning('Heads up', { closeButton: false }));
    expect(screen.queryByRole('button')).toBeNull();
    advance(PROGRESS_WARNING_NO_CLOSE_MS);
    expect(hooks.progress.state).toBe('hidden');
  });

  it('shows an error as an alert for its time', () => {
    setup();
    act(() => hooks.progress.error('Failed'));
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    advance(PROGRESS_ERROR_MS - 1);
    expect(hooks.progress.state).toBe('error');
    advance(1);
    expect(hooks.progress.state).toBe('hidden');
  });

  it('keeps the error toast 4 s with a close button (spec §9)', () => {
    setup();
    act(() => hooks.progress.errorToast('The form was refused'));
    expect(ERROR_TOAST_MS).toBe(4000);
    expect(screen.getByRole('alert').textContent).toContain('The form was refused');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    advance(ERROR_TOAST_MS - 1);
    expect(hooks.progress.state).toBe('error');
    advance(1);
    expect(hooks.progress.state).toBe('hidden');
  });

  it('keeps custom content until hidden', () => {
    setup();
    act(() => hooks.progress.custom(<b>Custom</b>));
    advance(60_000);
    expect(hooks.progress.state).toBe('custom');
    act(() => hooks.progress.hide());
    expect(bar()).toBeNull();
  });

  it('returns to the in-progress bar when a result expires during work', () => {
    setup();
    act(() => {
      hooks.progress.start();
      hooks.progress.success('Step one saved');
    });
    advance(PROGRESS_SUCCESS_MS);
    expect(hooks.progress.state).toBe('progress');
  });

  it('restarts the timer when a new message replaces the old one', () => {
    setup();
    act(() => hooks.progress.success('one'));
    advance(PROGRESS_SUCCESS_MS - 500);
    act(() => hooks.progress.error('two'));
    advance(500);
    expect(hooks.progress.state).toBe('error');
  });

  it('hides on click, and the next operation shows it again', () => {
    setup();
    act(() => hooks.progress.start());
    fireEvent.click(bar()!);
    expect(bar()).toBeNull();
    act(() => hooks.progress.start());
    expect(bar()).not.toBeNull();
  });

  it('renders inside the open dialog and back on the page when it closes', () => {
    setup();
    act(() => void hooks.modals.open(<p>Order</p>, { ariaLabel: 'Order' }));
    act(() => hooks.progress.start());
    expect(screen.getByRole('dialog').contains(bar())).toBe(true);
    act(() => hooks.modals.closeTop());
    expect(bar()).not.toBeNull();
    expect(bar()!.closest('[role="dialog"]')).toBeNull();
  });
});

describe('spec timings', () => {
  it('match spec §9', async () => {
    const { TOOLTIP_CLOSE_DELAY_MS } = await import('./tooltip');
    const { SLIDER_INTERVAL_MS, SLIDER_SWIPE_THRESHOLD_PX, SLIDER_MAX_DOTS } = await import('./slider');
    const { SELECT_PAGE_JUMP } = await import('./search-select');
    expect([
      PROGRESS_SUCCESS_MS,
      PROGRESS_WARNING_MS,
      PROGRESS_WARNING_NO_CLOSE_MS,
      PROGRESS_ERROR_MS,
    ]).toEqual([2000, 10000, 2000, 3000]);
    expect([TOOLTIP_CLOSE_DELAY_MS, SLIDER_INTERVAL_MS, SLIDER_SWIPE_THRESHOLD_PX, SLIDER_MAX_DOTS]).toEqual([
      300, 6000, 20, 6,
    ]);
    expect(SELECT_PAGE_JUMP).toBe(10);
  });
});
