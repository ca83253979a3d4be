/**
 * At most one call of `fn` per `ms`: the first call runs at once, the calls within the window are
 * folded into one more at its end (with the latest arguments), so the last state is never missed.
 * `cancel` drops a pending trailing call (an unmounting listener must not run after it is gone).
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const release = () => {
    timer = undefined;
    if (!pending) return;
    const args = pending;
    pending = null;
    fn(...args);
    timer = setTimeout(release, ms);
  };
  const throttled = (...args: A) => {
    if (timer !== undefined) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(release, ms);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = null;
  };
  return throttled;
}
