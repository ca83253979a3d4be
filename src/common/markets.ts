/**
 * Markets (countries) of the shop and their currency, language and tax regime (spec §2, §9).
 * `en` is the international site (site code ux); it is also the market of unprefixed URLs. `us` is
 * the US site (site code us, ADR 081): the international offer in dollars, beside the international
 * one. Buyers from outside the markets shop on one of the two sites.
 */
export const CURRENCIES = ['PLN', 'EUR', 'HUF', 'INR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Language = 'en' | 'pl' | 'hu' | 'de';
export type Grouping = 'standard' | 'indian';

export interface Market {
  country: string;
  currency: Currency;
  language: Language;
  /** Standard VAT rate in percent, applied to gross prices. */
  vatRate: number;
  /** Whether visitors see gross prices by default (private buyers' markets); `brutto` overrides. */
  grossByDefault: boolean;
  /** Number grouping: 'standard' is 1 234 567.89; 'indian' is 12 34 567.89. */
  grouping: Grouping;
  siteCode?: 'ux' | 'us';
  nameKey: string;
}

export const LANGUAGES: readonly Language[] = ['en', 'pl', 'hu', 'de'];

export const MARKETS: readonly Market[] = [
  {
    country: 'pl',
    currency: 'PLN',
    language: 'pl',
    vatRate: 23,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.pl',
  },
  {
    country: 'hu',
    currency: 'HUF',
    language: 'hu',
    vatRate: 27,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.hu',
  },
  {
    country: 'de',
    currency: 'EUR',
    language: 'de',
    vatRate: 19,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.de',
  },
  {
    country: 'cz',
    currency: 'EUR',
    language: 'en',
    vatRate: 21,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.cz',
  },
  {
    country: 'sk',
    currency: 'EUR',
    language: 'en',
    vatRate: 23,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.sk',
  },
  {
    country: 'it',
    currency: 'EUR',
    language: 'en',
    vatRate: 22,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.it',
  },
  {
    country: 'fr',
    currency: 'EUR',
    language: 'en',
    vatRate: 20,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.fr',
  },
  {
    country: 'gb',
    currency: 'EUR',
    language: 'en',
    vatRate: 20,
    grossByDefault: false,
    grouping: 'standard',
    nameKey: 'country.gb',
  },
  {
    country: 'in',
    currency: 'INR',
    language: 'en',
    vatRate: 18,
    grossByDefault: false,
    grouping: 'indian',
    nameKey: 'country.in',
  },
  {
    country: 'en',
    currency: 'EUR',
    language: 'en',
    vatRate: 0,
    grossByDefault: false,
    grouping: 'standard',
    siteCode: 'ux',
    nameKey: 'country.en',
  },
  {
    // Exports leave the EU free of VAT and US sales tax is not the seller's to charge: net is the price.
    country: 'us',
    currency: 'USD',
    language: 'en',
    vatRate: 0,
    grossByDefault: false,
    grouping: 'standard',
    siteCode: 'us',
    nameKey: 'country.us',
  },
];

export const DEFAULT_COUNTRY = 'en';

const BY_COUNTRY = new Map(MARKETS.map((m) => [m.country, m]));

export function findMarket(country: string | undefined): Market | undefined {
  return country ? BY_COUNTRY.get(country) : undefined;
}

export function getMarket(country: string | undefined): Market {
  return findMarket(country) ?? BY_COUNTRY.get(DEFAULT_COUNTRY)!;
}

/** The sites of buyers from outside the markets (spec §9 site codes ux and us). */
export function isInternationalSite(country: string | undefined): boolean {
  return findMarket(country)?.siteCode !== undefined;
}

export function isCurrency(value: string | undefined): value is Currency {
  return value !== undefined && (CURRENCIES as readonly string[]).includes(value);
}

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

/** Decimal places a currency is paid in (spec §9): 0 for HUF, 2 otherwise. */
export function currencyPrecision(currency: Currency): number {
  return currency === 'HUF' ? 0 : 2;
}

/** The locale parameters of page URLs (`generate`'s `_country` and `_language`). */
export type LocalePrefix = {
  _country?: string;
  _language?: string;
};

/**
 * The URL prefix of a market in a language: none for the international site in English,
 * `/{country}` in the market's own language, `/{language}/{country}` otherwise. Links the shop builds
 * outside a page (mails, payment returns) use it to land in the buyer's language and market.
 */
export function localePrefix(country: string, language: Language): LocalePrefix {
  const market = getMarket(country);
  if (market.country === DEFAULT_COUNTRY && language === market.language) return {};
  return language === market.language
    ? { _country: market.country }
    : { _country: market.country, _language: language };
}
