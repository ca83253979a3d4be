import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders the page and while the browser hydrates it, true from then on.
 * Pages load their code as separate chunks (ADR 009), so the server's HTML can be on screen a moment
 * before React owns it; what a person types into a field in that moment would be lost when React
 * takes the field over, so fields stay read-only until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
