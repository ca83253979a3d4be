/** Layout breakpoints of the shop (spec §9). Widths are CSS pixels of the viewport. */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop' | 'wide';

/** Smallest width of each breakpoint; mobile is everything below tablet (767 px max). */
export const BREAKPOINT_MIN_WIDTH = {
  mobile: 0,
  tablet: 768,
  desktop: 1280,
  wide: 1920,
} as const satisfies Record<Breakpoint, number>;

/** Resize events fire continuously while dragging a window edge; re-render only once it settles. */
export const RESIZE_DEBOUNCE_MS = 200;

/** The server has no viewport; render the desktop layout and let the client correct it after hydration. */
export const SSR_BREAKPOINT: Breakpoint = 'desktop';

export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTH.wide) return 'wide';
  if (width >= BREAKPOINT_MIN_WIDTH.desktop) return 'desktop';
  if (width >= BREAKPOINT_MIN_WIDTH.tablet) return 'tablet';
  return 'mobile';
}
