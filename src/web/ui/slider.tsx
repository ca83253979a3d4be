import {
  Children,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Breakpoint } from './breakpoints';
import { useBreakpoint } from './use-breakpoint';

/** Spec §9: wait between automatic moves, swipe distance, dots up to this many slides. */
export const SLIDER_INTERVAL_MS = 6000;
export const SLIDER_SWIPE_THRESHOLD_PX = 20;
export const SLIDER_MAX_DOTS = 6;

export type VisibleItems = number | Partial<Record<Breakpoint, number>>;

export interface SliderLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  slide: (position: number, total: number) => string;
  goTo: (position: number) => string;
}

export const DEFAULT_SLIDER_LABELS: SliderLabels = {
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause rotation',
  play: 'Start rotation',
  slide: (position, total) => `${position} of ${total}`,
  goTo: (position) => `Go to slide ${position}`,
};

export interface SliderProps {
  /** Each child is one slide. */
  children: ReactNode;
  /** Accessible name of the carousel, e.g. the heading text. */
  label: string;
  /** Items shown side by side, fixed or per breakpoint (missing breakpoints fall back to 1). */
  visible?: VisibleItems;
  autoRotate?: boolean;
  interval?: number;
  labels?: Partial<SliderLabels>;
  className?: string;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// matchMedia is missing in some environments (older test DOMs); treat that as "no preference".
const reducedMotionQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;

function subscribeToReducedMotion(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Server and first hydration render assume motion is fine; the client corrects it. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => reducedMotionQuery()?.matches ?? false,
    () => false,
  );
}

export function Slider({
  children,
  label,
  visible = 1,
  autoRotate = true,
  interval = SLIDER_INTERVAL_MS,
  labels: labelOverrides,
  className,
}: SliderProps) {
  const labels = { ...DEFAULT_SLIDER_LABELS, ...labelOverrides };
  const breakpoint = useBreakpoint();
  const reducedMotion = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const count = slides.length;
  const perView = Math.max(1, typeof visible === 'number' ? visible : (visible[breakpoint] ?? 1));
  const positions = Math.max(1, count - perView + 1);

  const [index, setIndex] = useState(0);
  // A click pauses for good (the user is interacting); hover and focus pause only while they last.
  const [clickPaused, setClickPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);

  // The breakpoint can change under us; keep the position in range instead of resetting it.
  const current = Math.min(index, positions - 1);
  const goTo = (position: number) => setIndex(((position % positions) + positions) % positions);
  const previous = () => goTo(current - 1);
  const next = () => goTo(current + 1);

  const rotating = autoRotate && !reducedMotion && !clickPaused && positions > 1;
  const running = rotating && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    // Restarted after every move, so a manual step also gets the full wait.
    const timer = setTimeout(() => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions), interval);
    return () => clearTimeout(timer);
  }, [running, current, positions, interval]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < SLIDER_SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    if (distance < 0) next();
    else previous();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const style = { '--slider-visible': perView } as CSSProperties;
  const offset = (current * 100) / perView;

  return (
    <section
      className={['ui-slider', reducedMotion && 'ui-slider--reduced-motion', className]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onClick={() => setClickPaused(true)}
      // A swipe ends in a click; it must not follow a link on the slide it started on.
      onClickCapture={(event) => {
        if (swiped.current) event.preventDefault();
        swiped.current = false;
      }}
      onKeyDown={onKeyDown}
    >
      {positions > 1 && (
        <div className="ui-slider__controls">
          <button type="button" className="ui-slider__prev" aria-label={labels.previous} onClick={previous}>
            <span aria-hidden="true">‹</span>
          </button>
          {autoRotate && !reducedMotion && (
            <button
              type="button"
              className="ui-slider__rotation"
              aria-label={clickPaused ? labels.play : labels.pause}
              onClick={(event) => {
                // Not a "pausing click" on the carousel: this button is the way to resume.
                event.stopPropagation();
                setClickPaused((paused) => !paused);
              }}
            >
              {/* Drawn, not a font glyph: "❚❚" is wider than the button in some fonts. */}
              <svg
                className="ui-slider__icon"
                viewBox="0 0 16 16"
                width="14"
                height="14"
                aria-hidden="true"
                focusable="false"
              >
                {clickPaused ? (
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                ) : (
                  <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
          <button type="button" className="ui-slider__next" aria-label={labels.next} onClick={next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className="ui-slider__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          className="ui-slider__track"
          aria-live={running ? 'off' : 'polite'}
          style={{ transform: `translateX(-${offset}%)` }}
        >
          {slides.map((slide, position) => {
            const inView = position >= current && position < current + perView;
            return (
              <div
                key={position}
                className="ui-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slide(position + 1, count)}
                aria-hidden={!inView}
                inert={!inView}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {positions > 1 &&
        (count <= SLIDER_MAX_DOTS ? (
          <div className="ui-slider__dots">
            {Array.from({ length: positions }, (_, position) => (
              <button
                key={position}
                type="button"
                className="ui-slider__dot"
                aria-label={labels.goTo(position + 1)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
        ) : (
          <p className="ui-slider__counter">
            {current + 1} / {positions}
          </p>
        ))}
    </section>
  );
}
