import {
  COMPARE_COOKIE,
  COMPARE_COOKIE_MAX_AGE_S,
  parseCompareCookie,
  serializeCompareCookie,
} from '../../common/compare-list';
import { readCookie } from './cookies';

/**
 * The comparison list of this browser, kept in the `compare` cookie (a functional cookie: it exists
 * only because the visitor asked to compare). Components subscribe to it; other tabs' changes are
 * picked up when this tab gets the focus back.
 */
const listeners = new Set<() => void>();
let cache: { raw: string | undefined; list: string[] } = { raw: undefined, list: [] };

export function readCompareList(): string[] {
  const raw = readCookie(COMPARE_COOKIE);
  // The same array while the cookie is unchanged: useSyncExternalStore compares snapshots by identity.
  if (raw !== cache.raw) cache = { raw, list: parseCompareCookie(raw) };
  return cache.list;
}

export function writeCompareList(symbols: readonly string[]): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    symbols.length === 0
      ? `${COMPARE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${COMPARE_COOKIE}=${serializeCompareCookie(symbols)}; Path=/; Max-Age=${COMPARE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onFocus(): void {
  if (document.visibilityState === 'visible') notify();
}

export function subscribeCompareList(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    }
  };
}
