/**
 * The visitor's locale from the URL, on the server: matching the address needs the whole route
 * table (a redirect-only address is matched too), which the browser does not download (ADR 044).
 */
import { findMarket, getMarket, isLanguage, DEFAULT_COUNTRY } from '../../common/markets';
import { matchPage } from '../../common/routes.server';
import type { Locale } from './locale';

/** The locale of a URL, or null when its country or language prefix is not one of ours. */
export function resolveLocale(url: URL): Locale | null {
  const match = matchPage(url.pathname);
  const prefix = match?.locale ?? {};
  const market = prefix._country === undefined ? getMarket(DEFAULT_COUNTRY) : findMarket(prefix._country);
  if (!market) return null;
  let language = market.language;
  if (prefix._language !== undefined) {
    const base = prefix._language.slice(0, 2);
    if (!isLanguage(base)) return null;
    language = base;
  }
  // `brutto` (spec §9) switches gross prices on (1) or off (0) for this view.
  const brutto = url.searchParams.get('brutto');
  const gross = brutto === null ? market.grossByDefault : brutto === '1' || brutto === 'true';
  return {
    country: market.country,
    language,
    currency: market.currency,
    vatRate: market.vatRate,
    grouping: market.grouping,
    gross,
    prefix,
  };
}
