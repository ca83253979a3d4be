import { findMarket, getMarket, localePrefix, type Currency, type Language } from '../../common/markets';
import { generate, matchPage, type RouteParams } from '../../common/routes';

/** Where and how the visitor shops: the market from the URL prefix, its language, gross or net. */
export interface Locale {
  country: string;
  language: Language;
  currency: Currency;
  vatRate: number;
  grouping: 'standard' | 'indian';
  gross: boolean;
  /** The locale parameters of the URL the visitor is on; links keep the same form. */
  prefix: { _country?: string; _language?: string };
}

/** A link to a named route in the visitor's locale form. */
export function localHref(locale: Pick<Locale, 'prefix'>, name: string, params: RouteParams = {}): string {
  return generate(name, { ...params, ...locale.prefix });
}

/** The same page in another market and language (the country modal's target). */
export function switchLocaleHref(url: URL, country: string, language?: Language, gross?: boolean): string {
  const match = matchPage(url.pathname);
  const name = match?.name ?? 'home_index';
  const prefix = localePrefix(country, language ?? getMarket(country).language);
  const query: RouteParams = {};
  url.searchParams.forEach((value, key) => {
    if (key !== 'brutto') query[key] = value;
  });
  if (gross !== undefined) query.brutto = gross ? '1' : '0';
  return generate(name, { ...(match?.params ?? {}), ...query, ...prefix });
}

/**
 * The locale as a logged-in customer sees it: their contract decides the currency, VAT and price
 * type (the market of their account; gross or net by the account: zone contracts, persons and
 * private customers gross, spec §1), whatever the URL's market or `brutto` say, so the product
 * card, lists, compare and the cart agree (the API applies the same rule: priceContextFor). The
 * language and the links stay the URL's.
 */
export function localeForCustomer(
  locale: Locale,
  customer: { grossPrices: boolean; country: string } | null,
): Locale {
  if (!customer) return locale;
  let result = locale.gross === customer.grossPrices ? locale : { ...locale, gross: customer.grossPrices };
  const market = findMarket(customer.country);
  if (market && market.country !== locale.country) {
    result = {
      ...result,
      country: market.country,
      currency: market.currency,
      vatRate: market.vatRate,
      grouping: market.grouping,
    };
  }
  return result;
}
