/**
 * A 10 000-line working list is handled in slices that give the event loop back between them
 * (ADR 047, amended in session 15): other requests are answered between two slices instead of
 * waiting for the whole list. A slice of 250 lines is a few milliseconds of work on an idle core.
 */
export const LINES_SLICE = 250;

/** Lets the I/O that waits (other requests, the database's answers) run before the next slice. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items.map(fn)`, the event loop given back after every LINES_SLICE items of a long list. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U,
): Promise<U[]> {
  const out = new Array<U>(items.length);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % LINES_SLICE === 0) await yieldToEventLoop();
    out[i] = fn(items[i]!, i);
  }
  return out;
}
