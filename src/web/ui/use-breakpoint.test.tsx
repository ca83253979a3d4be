import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS } from './breakpoints';
import { useBreakpoint } from './use-breakpoint';

function Probe() {
  return <output>{useBreakpoint()}</output>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useBreakpoint', () => {
  const initialWidth = window.innerWidth;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
  });

  it('renders desktop on the server', () => {
    expect(renderToString(<Probe />)).toContain('desktop');
  });

  it('reads the window width after mounting', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'mobile');
  });

  it('follows resizes only once they settle', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1300 });
    render(<Probe />);
    act(() => resizeTo(900));
    act(() => {
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    act(() => resizeTo(2000));
    act(() => {
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(screen.getByRole('status').textContent).toBe('desktop');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('wide');
  });
});
