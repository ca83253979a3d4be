import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GESTURE_HINT_MS, GestureHint } from './gesture-hint';

/** A region as wide as `content` inside a screen `width` px wide. */
function Region({ content }: { content: number }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div>
      <div
        ref={(element) => {
          ref.current = element;
          if (element) {
            Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
            Object.defineProperty(element, 'clientWidth', { configurable: true, value: 360 });
          }
        }}
        data-testid="region"
      />
      <GestureHint target={ref} text="Swipe sideways to see more" />
    </div>
  );
}

const screenWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('GestureHint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows on a phone over a region wider than the screen, for 4 s (spec §9)', () => {
    screenWidth(375);
    render(<Region content={900} />);
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.getByTestId('gesture-hint').textContent).toBe('Swipe sideways to see more');
    expect(GESTURE_HINT_MS).toBe(4000);
    act(() => void vi.advanceTimersByTime(GESTURE_HINT_MS - 1));
    expect(screen.queryByTestId('gesture-hint')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('gesture-hint')).toBeNull();
  });

  it('goes at the first touch or scroll of the region', () => {
    screenWidth(375);
    render(<Region content={900} />);
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.queryByTestId('gesture-hint')).not.toBeNull();
    act(() => void screen.getByTestId('region').dispatchEvent(new Event('scroll')));
    expect(screen.queryByTestId('gesture-hint')).toBeNull();
  });

  it('does not show where nothing is hidden, nor on wider screens', () => {
    screenWidth(375);
    const { unmount } = render(<Region content={300} />);
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.queryByTestId('gesture-hint')).toBeNull();
    unmount();
    screenWidth(1440);
    render(<Region content={900} />);
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.queryByTestId('gesture-hint')).toBeNull();
  });
});
