/** Days of complaints' deadlines, shared by the pages and their loaders (no styles, no React). */
import { formatDate, SHOP_TIME_ZONE } from '../../../common/format';
import type { Language } from '../../../common/markets';

/** A day (YYYY-MM-DD) as the page's language writes it; noon UTC, so no time zone moves it a day. */
export function formatDay(day: string, language: Language): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, language);
}

/** Today in the shop's time zone (YYYY-MM-DD): loaders pass it, so server and browser agree. */
export function shopToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** Whole days from `today` to `day` (negative once passed). */
export function daysBetween(today: string, day: string): number {
  return Math.round(
    (Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}
