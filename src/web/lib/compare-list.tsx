import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { addToCompareList } from '../../common/compare-list';
import { readCompareList, subscribeCompareList, writeCompareList } from './compare-store';

/** The list the server read from the request's cookie: what the page is rendered and hydrated with. */
const InitialList = createContext<readonly string[]>([]);

export function CompareProvider({ initial, children }: { initial: readonly string[]; children: ReactNode }) {
  return <InitialList.Provider value={initial}>{children}</InitialList.Provider>;
}

export function useCompareList(): readonly string[] {
  const initial = useContext(InitialList);
  return useSyncExternalStore(subscribeCompareList, readCompareList, () => initial);
}

export type CompareToggleResult = 'added' | 'removed' | 'full';

export interface CompareApi {
  symbols: readonly string[];
  has: (symbol: string) => boolean;
  /** Adds or removes; a full list refuses ('full': the caller tells the visitor why). */
  toggle: (symbol: string) => CompareToggleResult;
  remove: (symbol: string) => void;
  /** Replaces the whole list (normalised spelling after the server checked it). */
  replace: (symbols: readonly string[]) => void;
  clear: () => void;
}

export function useCompare(): CompareApi {
  const symbols = useCompareList();
  const has = useCallback((symbol: string) => symbols.includes(symbol), [symbols]);
  const toggle = useCallback((symbol: string): CompareToggleResult => {
    // The cookie, not the rendered list: another tab may have changed it since.
    const current = readCompareList();
    if (current.includes(symbol)) {
      writeCompareList(current.filter((s) => s !== symbol));
      return 'removed';
    }
    const added = addToCompareList(current, symbol);
    if (!added.ok) return 'full';
    writeCompareList(added.symbols);
    return 'added';
  }, []);
  const remove = useCallback(
    (symbol: string) => writeCompareList(readCompareList().filter((s) => s !== symbol)),
    [],
  );
  const replace = useCallback((next: readonly string[]) => writeCompareList(next), []);
  const clear = useCallback(() => writeCompareList([]), []);
  return useMemo(
    () => ({ symbols, has, toggle, remove, replace, clear }),
    [symbols, has, toggle, remove, replace, clear],
  );
}
