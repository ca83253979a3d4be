/**
 * The visitor's comparison list (spec §2 /compare/, §6 anonymous visitors may compare). It lives in a
 * functional cookie, so the server renders /compare/ from it and it works without an account.
 * No Zod here: the browser reads and writes the cookie too.
 */

/** Most products one comparison holds. */
export const COMPARE_MAX_PRODUCTS = 10;

export const COMPARE_COOKIE = 'compare';

/** Kept for a month: long enough to come back to a comparison, short enough to forget it. */
export const COMPARE_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** Longest symbol accepted in the list (symbols of the catalogue are far shorter). */
export const COMPARE_SYMBOL_MAX_LENGTH = 100;

/**
 * The symbols of a cookie value: a percent-encoded JSON array. Anything malformed (a hand-edited
 * cookie, an old format) reads as an empty list rather than failing the page.
 */
export function parseCompareCookie(value: string | undefined | null): string[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return normaliseCompareList(parsed.filter((s): s is string => typeof s === 'string'));
}

/** Trimmed, without blanks or duplicates, at most COMPARE_MAX_PRODUCTS, first ones kept. */
export function normaliseCompareList(symbols: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of symbols) {
    const symbol = raw.trim();
    if (symbol.length === 0 || symbol.length > COMPARE_SYMBOL_MAX_LENGTH || seen.has(symbol)) continue;
    seen.add(symbol);
    out.push(symbol);
    if (out.length === COMPARE_MAX_PRODUCTS) break;
  }
  return out;
}

export function serializeCompareCookie(symbols: readonly string[]): string {
  return encodeURIComponent(JSON.stringify(normaliseCompareList(symbols)));
}

export type CompareAddResult = { ok: true; symbols: string[] } | { ok: false; reason: 'full' };

/** Adds a symbol at the end; a full list refuses (the visitor is told, nothing is dropped silently). */
export function addToCompareList(symbols: readonly string[], symbol: string): CompareAddResult {
  if (symbols.includes(symbol)) return { ok: true, symbols: [...symbols] };
  if (symbols.length >= COMPARE_MAX_PRODUCTS) return { ok: false, reason: 'full' };
  return { ok: true, symbols: [...symbols, symbol] };
}
