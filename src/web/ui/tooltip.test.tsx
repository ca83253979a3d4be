import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_SCROLL_THROTTLE_MS, Tooltip } from './tooltip';

const trigger = (name: string) => screen.getByRole('button', { name });
const tooltip = () => screen.queryByRole('tooltip');
// Braces: a callback returning a value would pick the async overload of act, a promise nobody awaits.
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toggles on click and describes its trigger while open', () => {
    render(
      <Tooltip content="Price per 100 pcs" label="Price info">
        i
      </Tooltip>,
    );
    fireEvent.click(trigger('Price info'));
    expect(tooltip()?.textContent).toBe('Price per 100 pcs');
    expect(trigger('Price info').getAttribute('aria-describedby')).toBe(tooltip()?.id);
    fireEvent.click(trigger('Price info'));
    expect(tooltip()).toBeNull();
    expect(trigger('Price info').hasAttribute('aria-describedby')).toBe(false);
  });

  it('stays open when a click follows the focus it caused', () => {
    render(
      <Tooltip content="tip" label="info">
        i
      </Tooltip>,
    );
    fireEvent.focus(trigger('info'));
    fireEvent.click(trigger('info'));
    expect(tooltip()).not.toBeNull();
  });

  it('closes 300 ms after the pointer leaves, unless it comes back', () => {
    render(
      <Tooltip content="tip" label="info">
        i
      </Tooltip>,
    );
    const root = trigger('info').parentElement!;
    fireEvent.mouseEnter(root);
    expect(tooltip()).not.toBeNull();
    fireEvent.mouseLeave(root);
    advance(TOOLTIP_CLOSE_DELAY_MS - 1);
    expect(tooltip()).not.toBeNull();
    fireEvent.mouseEnter(root);
    advance(TOOLTIP_CLOSE_DELAY_MS);
    expect(tooltip()).not.toBeNull();
    fireEvent.mouseLeave(root);
    advance(TOOLTIP_CLOSE_DELAY_MS);
    expect(tooltip()).toBeNull();
  });

  it('opens on focus and closes at once when the keyboard moves on, so it never takes the next Escape', () => {
    render(
      <Tooltip content="tip" label="info">
        i
      </Tooltip>,
    );
    fireEvent.focus(trigger('info'));
    expect(tooltip()).not.toBeNull();
    fireEvent.blur(trigger('info'));
    expect(tooltip()).toBeNull();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });

  it('waits for a pointer over it before closing after blur', () => {
    render(
      <Tooltip content="tip" label="info">
        i
      </Tooltip>,
    );
    fireEvent.mouseEnter(trigger('info').parentElement!);
    fireEvent.focus(trigger('info'));
    fireEvent.blur(trigger('info'));
    expect(tooltip()).not.toBeNull();
    fireEvent.mouseLeave(trigger('info').parentElement!);
    advance(TOOLTIP_CLOSE_DELAY_MS);
    expect(tooltip()).toBeNull();
  });

  it('keeps only one tooltip open in the page', () => {
    render(
      <>
        <Tooltip content="first tip" label="first">
          i
        </Tooltip>
        <Tooltip content="second tip" label="second">
          i
        </Tooltip>
      </>,
    );
    fireEvent.click(trigger('first'));
    fireEvent.click(trigger('second'));
    expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toEqual(['second tip']);
  });

  it('closes on Escape without letting the key reach the page', () => {
    const onPageKey = vi.fn();
    document.addEventListener('keydown', onPageKey);
    render(
      <Tooltip content="tip" label="info">
        i
      </Tooltip>,
    );
    fireEvent.click(trigger('info'));
    fireEvent.keyDown(trigger('info'), { key: 'Escape' });
    expect(tooltip()).toBeNull();
    expect((onPageKey.mock.calls[0][0] as KeyboardEvent).defaultPrevented).toBe(true);
    document.removeEventListener('keydown', onPageKey);
  });

  it('closes a clicked tooltip on an outside click', () => {
    render(
      <>
        <Tooltip content="tip" label="info">
          i
        </Tooltip>
        <p>outside</p>
      </>,
    );
    fireEvent.click(trigger('info'));
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(tooltip()).toBeNull();
  });

  it('ignores interactions that are not among its triggers', () => {
    render(
      <Tooltip content="tip" label="info" triggers={['click']}>
        i
      </Tooltip>,
    );
    fireEvent.mouseEnter(trigger('info').parentElement!);
    fireEvent.focus(trigger('info'));
    expect(tooltip()).toBeNull();
  });

  it('re-checks its side on scroll at most once per 10 ms, keeping the last position', () => {
    render(
      <Tooltip content="tip" label="info">
        i
      </Tooltip>,
    );
    const root = trigger('info').parentElement!;
    // Where the trigger is in the viewport: scrolling moves it.
    let top = 400;
    const measure = vi
      .spyOn(root, 'getBoundingClientRect')
      .mockImplementation(() => ({ top, bottom: top + 20 }) as DOMRect);
    const scroll = (to: number) => {
      top = to;
      fireEvent.scroll(document);
    };
    fireEvent.click(trigger('info'));
    expect(tooltip()?.className).toContain('ui-tooltip__bubble--top');
    advance(TOOLTIP_SCROLL_THROTTLE_MS);
    measure.mockClear();

    // Scrolled to the top edge: the first event is handled at once, no room above → below.
    scroll(2);
    expect(tooltip()?.className).toContain('ui-tooltip__bubble--bottom');
    // A burst within the window is folded: no measuring until the window ends…
    for (let i = 0; i < 20; i += 1) scroll(300);
    advance(TOOLTIP_SCROLL_THROTTLE_MS - 1);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(tooltip()?.className).toContain('ui-tooltip__bubble--bottom');
    // …then once, with the last position: room above again → back on top.
    advance(1);
    expect(measure).toHaveBeenCalledTimes(2);
    expect(tooltip()?.className).toContain('ui-tooltip__bubble--top');
    // Closed: scrolling measures nothing any more.
    fireEvent.click(trigger('info'));
    advance(TOOLTIP_SCROLL_THROTTLE_MS);
    scroll(2);
    advance(TOOLTIP_SCROLL_THROTTLE_MS);
    expect(measure).toHaveBeenCalledTimes(2);
  });
});
