import { useSyncExternalStore } from 'react';
import { type Breakpoint, breakpointOf, RESIZE_DEBOUNCE_MS, SSR_BREAKPOINT } from './breakpoints';

/**
 * One debounced resize listener shared by every component that asks for the breakpoint.
 * The cached value lives only while someone is subscribed, so it is never stale on re-subscribe.
 */
let current: Breakpoint | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function onResize() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    current = breakpointOf(window.innerWidth);
    listeners.forEach((listener) => listener());
  }, RESIZE_DEBOUNCE_MS);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    clearTimeout(timer);
    current = null;
  };
}

function getSnapshot(): Breakpoint {
  current ??= breakpointOf(window.innerWidth);
  return current;
}

/** The server has no viewport; hydration renders SSR_BREAKPOINT first, then the real one. */
const getServerSnapshot = () => SSR_BREAKPOINT;

/** The current layout breakpoint, updated once a resize has settled for RESIZE_DEBOUNCE_MS. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
