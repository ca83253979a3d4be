/**
 * A 10 000-line working list is handled in slices that give the event loop back between them
 * (ADR 047, amended in session 15): other requests are answered between two slices instead of
 * waiting for the whole list. A slice of 250 lines is a few milliseconds of work on an idle core.
 */
export const LINES_SLICE = 250;

/** Lets the I/O that waits (other requests, the database's answers) run before the next slice. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
