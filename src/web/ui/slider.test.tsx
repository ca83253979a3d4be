import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLIDER_INTERVAL_MS, SLIDER_SWIPE_THRESHOLD_PX, Slider, type VisibleItems } from './slider';

// Braces: a callback returning a value would pick the async overload of act, a promise nobody awaits.
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const carousel = () => screen.getByRole('region', { name: 'Recommended' });
/** Text of the slides the user can see (the others are aria-hidden, which role queries skip). */
const shown = () => screen.getAllByRole('group').map((slide) => slide.textContent);

function renderSlider(count: number, visible: VisibleItems = 1, autoRotate = true) {
  return render(
    <Slider label="Recommended" visible={visible} autoRotate={autoRotate}>
      {Array.from({ length: count }, (_, i) => (
        <a key={i} href={`#p${i + 1}`}>
          P{i + 1}
        </a>
      ))}
    </Slider>,
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('Slider', () => {
  const initialWidth = window.innerWidth;
  beforeEach(() => {
    vi.useFakeTimers();
    setWidth(1400);
  });
  afterEach(() => {
    vi.useRealTimers();
    setWidth(initialWidth);
    vi.unstubAllGlobals();
  });

  it('is an accessible carousel of labelled slides', () => {
    renderSlider(3);
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0].getAttribute('aria-roledescription')).toBe('slide');
  });

  it('shows as many items as the breakpoint allows', () => {
    setWidth(500);
    renderSlider(8, { mobile: 1, tablet: 2, desktop: 4, wide: 4 });
    expect(shown()).toEqual(['P1']);
  });

  it('shows four items on desktop and counts positions, not slides', () => {
    renderSlider(8, { mobile: 1, tablet: 2, desktop: 4, wide: 4 });
    expect(shown()).toEqual(['P1', 'P2', 'P3', 'P4']);
    expect(screen.getByText('1 / 5')).toBeTruthy();
  });

  it('rotates every interval and wraps around', () => {
    renderSlider(3);
    advance(SLIDER_INTERVAL_MS - 1);
    expect(shown()).toEqual(['P1']);
    advance(1);
    expect(shown()).toEqual(['P2']);
    advance(SLIDER_INTERVAL_MS);
    expect(shown()).toEqual(['P3']);
    advance(SLIDER_INTERVAL_MS);
    expect(shown()).toEqual(['P1']);
  });

  it('pauses while hovered and resumes after', () => {
    renderSlider(3);
    fireEvent.mouseEnter(carousel());
    advance(SLIDER_INTERVAL_MS * 3);
    expect(shown()).toEqual(['P1']);
    fireEvent.mouseLeave(carousel());
    advance(SLIDER_INTERVAL_MS);
    expect(shown()).toEqual(['P2']);
  });

  it('pauses while focus is inside', () => {
    renderSlider(3);
    fireEvent.focus(screen.getByRole('button', { name: 'Next' }));
    advance(SLIDER_INTERVAL_MS * 2);
    expect(shown()).toEqual(['P1']);
  });

  it('stops rotating after a click until play is pressed', () => {
    renderSlider(3);
    fireEvent.click(screen.getByText('P1'));
    advance(SLIDER_INTERVAL_MS * 2);
    expect(shown()).toEqual(['P1']);
    fireEvent.click(screen.getByRole('button', { name: 'Start rotation' }));
    advance(SLIDER_INTERVAL_MS);
    expect(shown()).toEqual(['P2']);
  });

  it('draws its pause and play signs instead of font glyphs that overflowed the button', () => {
    renderSlider(3);
    const pause = screen.getByRole('button', { name: 'Pause rotation' });
    expect(pause.textContent).toBe('');
    expect(pause.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(pause);
    const play = screen.getByRole('button', { name: 'Start rotation' });
    expect(play.textContent).toBe('');
    expect(play.querySelector('svg path')).not.toBeNull();
  });

  it('does not rotate when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderSlider(3);
    advance(SLIDER_INTERVAL_MS * 2);
    expect(shown()).toEqual(['P1']);
    expect(screen.queryByRole('button', { name: 'Pause rotation' })).toBeNull();
  });

  it('steps with previous/next buttons and arrow keys, wrapping both ways', () => {
    renderSlider(3, 1, false);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shown()).toEqual(['P3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toEqual(['P1']);
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(shown()).toEqual(['P2']);
  });

  it('swipes only past the threshold and then swallows the click', () => {
    renderSlider(3, 1, false);
    const viewport = screen.getByText('P1').closest('.ui-slider__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 100 - (SLIDER_SWIPE_THRESHOLD_PX - 1) });
    expect(shown()).toEqual(['P1']);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 100 - SLIDER_SWIPE_THRESHOLD_PX });
    expect(shown()).toEqual(['P2']);
    expect(fireEvent.click(screen.getByText('P2'))).toBe(false);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 100 + SLIDER_SWIPE_THRESHOLD_PX });
    expect(shown()).toEqual(['P1']);
  });

  it('shows dots up to six slides', () => {
    renderSlider(6);
    const dots = screen.getAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(6);
    fireEvent.click(dots[4]);
    expect(shown()).toEqual(['P5']);
    expect(dots[4].getAttribute('aria-current')).toBe('true');
  });

  it('shows a counter above six slides', () => {
    renderSlider(8);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3 / 8')).toBeTruthy();
  });

  it('has no controls when everything fits', () => {
    renderSlider(3, 4);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    advance(SLIDER_INTERVAL_MS);
    expect(shown()).toEqual(['P1', 'P2', 'P3']);
  });

  it('renders on the server', () => {
    const html = renderToString(
      <Slider label="Week" visible={{ desktop: 4 }}>
        <span>A</span>
        <span>B</span>
      </Slider>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
  });
});
