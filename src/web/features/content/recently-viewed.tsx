import { useEffect } from 'react';
import {
  RFY_COOKIE,
  RFY_COOKIE_DAYS,
  parseRfyCookie,
  recordViewed,
  serializeRfyCookie,
} from '../../../common/recommendations';
import { readCookie, setCookie } from '../../lib/cookies';

/**
 * Remembers a viewed product in the recommended-for-you cookie. setCookie refuses without marketing
 * consent (spec §9), so without it nothing is written.
 */
export function useRecordRecentlyViewed(symbol: string): void {
  useEffect(() => {
    const next = recordViewed(parseRfyCookie(readCookie(RFY_COOKIE)), symbol);
    setCookie(RFY_COOKIE, serializeRfyCookie(next), { category: 'marketing', days: RFY_COOKIE_DAYS });
  }, [symbol]);
}

export function RecentlyViewedRecorder({ symbol }: { symbol: string }) {
  useRecordRecentlyViewed(symbol);
  return null;
}
