/**
 * Recommendations (spec §2 home sliders, §3 tracking fields and the recommended-for-you cookie,
 * §9 slot indexes): one list of 28 slots, 0–13 the products of the week and 14–27 those for you.
 * Browser and server share these rules (no Zod, no DOM).
 */
import { CONSENT_COOKIE, decodeJsonCookie, mayStore, parseConsent } from './consent';

/** Spec §9 "indexes 0 to 14 / 14 to 28": half-open ranges of slot indexes. */
export const WEEK_SLOTS = { from: 0, to: 14 } as const;
export const FOR_YOU_SLOTS = { from: 14, to: 28 } as const;
export const SLOT_COUNT = FOR_YOU_SLOTS.to;
/** Spec §9: a slider shows at most 8 products; for-you needs at least 4 viewed symbols. */
export const SLIDER_MAX = 8;
export const FOR_YOU_MIN_SYMBOLS = 4;

/** recommendation_type of the tracking fields. `popular` fills the for-you slots of new visitors. */
export const RECOMMENDATION_TYPES = ['weekly', 'for_you', 'popular', 'zone'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** recommendation_place: where the product was shown when clicked. */
export const RECOMMENDATION_PLACES = ['home', 'recommended_page', 'zone_page', 'promotions_page'] as const;
export type RecommendationPlace = (typeof RECOMMENDATION_PLACES)[number];

/** The spec's tracking fields (spec §3, names as given there). */
export interface RecommendationTracking {
  recommendation_type: RecommendationType;
  recommendation_place: RecommendationPlace;
  algorithm_version: string;
  /** ISO date-time the recommendation was computed. */
  algorithm_datetime: string;
}

export type SlotKind = 'week' | 'for_you';

export function slotKind(slot: number): SlotKind | null {
  if (!Number.isInteger(slot)) return null;
  if (slot >= WEEK_SLOTS.from && slot < WEEK_SLOTS.to) return 'week';
  if (slot >= FOR_YOU_SLOTS.from && slot < FOR_YOU_SLOTS.to) return 'for_you';
  return null;
}

/**
 * Lays the two lists into the 28 slots: week from slot 0, for-you from slot 14, each cut to its
 * range and without products repeated (a product of the week is not recommended again for you).
 */
export function assignSlots<T extends { productId: number }>(
  week: readonly T[],
  forYou: readonly T[],
): Array<T & { slot: number }> {
  const out: Array<T & { slot: number }> = [];
  const seen = new Set<number>();
  const place = (items: readonly T[], range: { from: number; to: number }) => {
    let slot = range.from;
    for (const item of items) {
      if (slot >= range.to) break;
      if (seen.has(item.productId)) continue;
      seen.add(item.productId);
      out.push({ ...item, slot: slot++ });
    }
  };
  place(week, WEEK_SLOTS);
  place(forYou, FOR_YOU_SLOTS);
  return out;
}

/** The items of one range of a slotted list, in slot order. */
export function itemsOfKind<T extends { slot: number }>(items: readonly T[], kind: SlotKind): T[] {
  return items.filter((item) => slotKind(item.slot) === kind).sort((a, b) => a.slot - b.slot);
}

/** Spec §2/§9: the for-you variant needs at least 4 recommended symbols, else the default one. */
export type ForYouVariant = 'for_you' | 'default';
export function forYouVariant(symbolCount: number): ForYouVariant {
  return symbolCount >= FOR_YOU_MIN_SYMBOLS ? 'for_you' : 'default';
}

// ---------------------------------------------------------------- recommended-for-you cookie

export const RFY_COOKIE = 'rfy';
/** Recently viewed symbols kept: enough for a few categories, small enough for a cookie (~1 KB). */
export const RFY_MAX_SYMBOLS = 20;
export const RFY_MAX_SYMBOL_LENGTH = 60;
/** Marketing cookie lifetime: the base 8 hours plus this many days. */
export const RFY_COOKIE_DAYS = 30;

export interface RfyCookie {
  symbols: string[];
  meta: { tag: ForYouVariant; updatedAt: string };
}

const validSymbol = (s: unknown): s is string =>
  typeof s === 'string' && s.length > 0 && s.length <= RFY_MAX_SYMBOL_LENGTH;

/** The cookie's content, or null when it is missing or malformed; bad symbols are dropped. */
export function parseRfyCookie(raw: string | undefined | null): RfyCookie | null {
  const value = decodeJsonCookie(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { symbols, meta } = value as Record<string, unknown>;
  if (!Array.isArray(symbols)) return null;
  const kept = [...new Set(symbols.filter(validSymbol))].slice(0, RFY_MAX_SYMBOLS);
  const m = (typeof meta === 'object' && meta !== null ? meta : {}) as Record<string, unknown>;
  const updatedAt =
    typeof m.updatedAt === 'string' && !Number.isNaN(Date.parse(m.updatedAt))
      ? m.updatedAt
      : new Date(0).toISOString();
  return { symbols: kept, meta: { tag: forYouVariant(kept.length), updatedAt } };
}

/** The cookie after viewing `symbol`: most recent first, no repeats, at most RFY_MAX_SYMBOLS. */
export function recordViewed(previous: RfyCookie | null, symbol: string, now: Date = new Date()): RfyCookie {
  const symbols = validSymbol(symbol)
    ? [symbol, ...(previous?.symbols ?? []).filter((s) => s !== symbol)]
    : [...(previous?.symbols ?? [])];
  const kept = symbols.slice(0, RFY_MAX_SYMBOLS);
  return { symbols: kept, meta: { tag: forYouVariant(kept.length), updatedAt: now.toISOString() } };
}

export function serializeRfyCookie(cookie: RfyCookie): string {
  return encodeURIComponent(JSON.stringify(cookie));
}

/**
 * The recently viewed symbols the server may use, from the request's cookies: none without
 * marketing consent, whatever the rfy cookie holds (spec §9).
 */
export function viewedSymbolsFromCookies(cookies: Readonly<Record<string, string>>): string[] | null {
  if (!mayStore('marketing', parseConsent(cookies[CONSENT_COOKIE]))) return null;
  return parseRfyCookie(cookies[RFY_COOKIE])?.symbols ?? [];
}
