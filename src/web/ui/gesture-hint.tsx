import { useEffect, useState, type RefObject } from 'react';
import { useBreakpoint } from './use-breakpoint';

/** Spec §9: the gesture hint shows for 4 s on phones. */
export const GESTURE_HINT_MS = 4000;

/**
 * "Swipe sideways to see more" over a region that scrolls sideways (the comparison table), on
 * phones only, when the region is wider than the screen: for GESTURE_HINT_MS, or until the person
 * touches or scrolls the region, whichever comes first. Decorative (the region is keyboard
 * scrollable and labelled), so it is hidden from assistive technology.
 */
export function GestureHint({ target, text }: { target: RefObject<HTMLElement | null>; text: string }) {
  const phone = useBreakpoint() === 'mobile';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const region = target.current;
    if (!phone || !region || region.scrollWidth <= region.clientWidth) return;
    const hide = () => setShown(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Shown on the next frame (the region measured, its table laid out), for 4 s from then.
    const frame = requestAnimationFrame(() => {
      setShown(true);
      timer = setTimeout(hide, GESTURE_HINT_MS);
    });
    region.addEventListener('touchstart', hide, { passive: true });
    region.addEventListener('scroll', hide, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      region.removeEventListener('touchstart', hide);
      region.removeEventListener('scroll', hide);
    };
  }, [phone, target]);
  if (!shown) return null;
  return (
    <span className="ui-gesture-hint" aria-hidden="true" data-testid="gesture-hint">
      {text}
    </span>
  );
}
