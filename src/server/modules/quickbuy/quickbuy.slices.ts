/**
 * A 10 000-line working list is handled in pieces that give the event loop back between them
 * (ADR 047, amended in session 15): other requests are answered between two slices instead of
 * waiting for the whole list. Work goes a piece of LINES_PIECE lines at a time; the loop is given
 * back once a slice's time (SLICE_MS) or lines (LINES_SLICE) are used up, whichever comes first,
 * so a slice stays short on a machine busy enough to make each line slow.
 */
export const LINES_PIECE = 50;
export const LINES_SLICE = 250;
const SLICE_MS = 5;

/** Lets the I/O that waits (other requests, the database's answers) run before the next slice. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A pacer for one list's work: call it between two pieces; it gives the event loop back when the
 * slice is used up (and only then: between pieces of a short slice it costs a resolved promise).
 */
export function slicePacer(): () => Promise<void> {
  let since = performance.now();
  let lines = 0;
  return async () => {
    lines += LINES_PIECE;
    if (lines < LINES_SLICE && performance.now() - since < SLICE_MS) return;
    await yieldToEventLoop();
    lines = 0;
    since = performance.now();
  };
}

/** `items.map(fn)`, the event loop given back between slices of a long list. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U,
): Promise<U[]> {
  const out = new Array<U>(items.length);
  const between = slicePacer();
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % LINES_PIECE === 0) await between();
    out[i] = fn(items[i]!, i);
  }
  return out;
}
