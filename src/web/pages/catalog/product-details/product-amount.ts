/**
 * The amount typed in a product page's order box, for the parts that read it without taking it as a
 * prop (ADR 088): a part kept on use (ui/hydrate-on-use.tsx) must get props that stay the same, or
 * React renders it anew, without the server's HTML, at the first keystroke. Read with
 * `useSyncExternalStore(subscribeToAmounts, () => amounts.get(symbol), …)` (product-favourites.tsx).
 */
export const amounts = new Map<string, number | null>();
const listeners = new Set<() => void>();

export function subscribeToAmounts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The order box's amount for `symbol` (null: one that cannot be ordered). */
export function setProductAmount(symbol: string, amount: number | null): void {
  amounts.set(symbol, amount);
  listeners.forEach((listener) => listener());
}
