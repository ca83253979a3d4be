import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/** Leaving the trigger closes the tooltip only after this, so the pointer can move onto it (spec §9). */
export const TOOLTIP_CLOSE_DELAY_MS = 300;

/**
 * While open, scrolling re-checks which side of the trigger the bubble fits on, at most once per
 * this (spec §9): scroll events come by the dozen per frame, measuring layout on each would stall it.
 */
export const TOOLTIP_SCROLL_THROTTLE_MS = 10;

export type TooltipTrigger = 'click' | 'hover' | 'focus';

/** The one open tooltip of the page (spec §4: only one at a time). Touched only from events and effects. */
let openTooltip: { id: string; close: () => void } | null = null;

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** Content of the trigger button, e.g. an info icon. */
  children: ReactNode;
  /** Accessible name of the trigger when its content is an icon. */
  label?: string;
  /** Which interactions open it; all by default. */
  triggers?: readonly TooltipTrigger[];
  placement?: 'top' | 'bottom';
  className?: string;
  /**
   * The trigger stands for an action not available (aria-disabled): it stays focusable and
   * hoverable, unlike a disabled button, so the tooltip can say why.
   */
  disabled?: boolean;
}

const ALL_TRIGGERS: readonly TooltipTrigger[] = ['click', 'hover', 'focus'];

export function Tooltip({
  content,
  children,
  label,
  triggers = ALL_TRIGGERS,
  placement = 'top',
  className,
  disabled,
}: TooltipProps) {
  const tipId = `${useId()}tooltip`;
  const [open, setOpen] = useState(false);
  // Opened by a click: stays until clicked again, Escape, an outside click or another tooltip opens.
  const pinned = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef(false);
  const rootRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  // The side it is drawn on: the asked one, unless scrolling has left no room there.
  const [side, setSide] = useState(placement);

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    pinned.current = false;
    setOpen(false);
    if (openTooltip?.id === tipId) openTooltip = null;
  }, [tipId]);

  const show = (pin: boolean) => {
    clearTimeout(closeTimer.current);
    if (openTooltip && openTooltip.id !== tipId) openTooltip.close();
    openTooltip = { id: tipId, close };
    pinned.current ||= pin;
    setOpen(true);
  };

  const closeLater = () => {
    if (pinned.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, TOOLTIP_CLOSE_DELAY_MS);
  };

  // Focus moving on closes at once: the delay is for a pointer travelling onto the bubble. A bubble
  // left open would take the next Escape meant for the control the keyboard has reached.
  const closeOnBlur = () => {
    if (pinned.current) return;
    if (hovered.current) closeLater();
    else close();
  };

  useEffect(() => {
    if (!open) return;
    // Capture phase, so Escape closes the tooltip before the modal stack sees (and skips) it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    // Scrolling moves the trigger: which side the bubble fits on is checked again, at most once a
    // window. A scroll inside the window is put off to its end, so the last position is never missed.
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      const now = Date.now();
      if (now < last + TOOLTIP_SCROLL_THROTTLE_MS) {
        timer = setTimeout(onScroll, last + TOOLTIP_SCROLL_THROTTLE_MS - now);
        return;
      }
      last = now;
      const trigger = rootRef.current!.getBoundingClientRect();
      // The bubble's height and the arrow's gap (ui.css).
      const needed = bubbleRef.current!.offsetHeight + 8;
      const above = trigger.top >= needed;
      // The asked side while it has room or neither has; else the side that has.
      setSide(above === innerHeight - trigger.bottom >= needed ? placement : above ? 'top' : 'bottom');
    };
    onScroll();
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown);
    // Capture: a scrolling container (a table, a drawer) moves the trigger as the page does.
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('scroll', onScroll, true);
      clearTimeout(timer);
    };
  }, [open, close, placement]);

  useEffect(() => close, [close]);

  const has = (trigger: TooltipTrigger) => triggers.includes(trigger);

  return (
    <span
      ref={rootRef}
      className={className ? `ui-tooltip ${className}` : 'ui-tooltip'}
      onMouseEnter={
        has('hover')
          ? () => {
              hovered.current = true;
              show(false);
            }
          : undefined
      }
      onMouseLeave={
        has('hover')
          ? () => {
              hovered.current = false;
              closeLater();
            }
          : undefined
      }
    >
      <button
        type="button"
        className="ui-tooltip__trigger"
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-describedby={open ? tipId : undefined}
        onClick={has('click') ? () => (open && pinned.current ? close() : show(true)) : undefined}
        onFocus={has('focus') ? () => show(false) : undefined}
        onBlur={has('focus') ? closeOnBlur : undefined}
      >
        {children}
      </button>
      {open && (
        <span
          ref={bubbleRef}
          role="tooltip"
          id={tipId}
          className={`ui-tooltip__bubble ui-tooltip__bubble--${side}`}
        >
          {content}
        </span>
      )}
    </span>
  );
}
