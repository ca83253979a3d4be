import { matchPage } from './routes';

/** A stand-in origin: only paths that stay on it once a browser has read them are kept. */
const SHOP = 'https://shop.invalid';
const MAX_LENGTH = 2000;

/**
 * The one judge of a path to return to (the login pages' `back`): a page of this shop, or null.
 * Browsers drop tabs and newlines from addresses and read `\` as `/`, so `/\t/evil` and `/\evil`
 * become `//evil`, another host: control characters and backslashes are refused outright, and what
 * is left must be a single-slash path that the route table knows as a page. It comes back the way
 * a browser would read it, so what was checked is what is followed.
 */
export function safeBackPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, SHOP);
  } catch {
    return null;
  }
  if (url.origin !== SHOP || !matchPage(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
