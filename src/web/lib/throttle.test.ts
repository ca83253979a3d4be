import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds the rest of the window into one with the last arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 10);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(9);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    // The trailing call opened a window of its own.
    throttled(4);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
    // Quiet for a window: the next call runs at once again.
    vi.advanceTimersByTime(10);
    throttled(5);
    expect(fn.mock.calls.at(-1)).toEqual([5]);
  });

  it('drops a pending call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 10);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});
