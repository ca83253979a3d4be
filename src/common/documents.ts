/**
 * Public links of product documents (spec §2 /Document/{token}/{file_name}, ADR 020). A document
 * row says where its bytes come from: the shop's own `/Document/…` path (the shop makes the
 * datasheet from the product's data, in the link's language) or a supplier's http(s) URL (the
 * link redirects there). Either way visitors see the shop's link, in the locale form of the page.
 */
import { DEFAULT_COUNTRY, getMarket, type Language } from './markets';
import { generate } from './routes.server';

/** A document the shop makes itself (as opposed to one a supplier hosts). */
export function isShopDocument(url: string): boolean {
  return url.startsWith('/Document/');
}

/** Only absolute http(s) URLs are followed: anything else in a feed is never a redirect target. */
export function isRedirectableUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]+/i.test(url);
}

const PLAIN_NAME = /^[A-Za-z0-9._-]{1,120}$/;

/**
 * The file name the link ends with and the download is called: the source's own name when it is a
 * plain one (`LM358.pdf`), else the product symbol's (`RC0603FR-0710KL.pdf`).
 */
export function documentFileName(url: string, symbol: string): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(url, 'http://shop.invalid').pathname.split('/').pop() ?? '');
  } catch {
    // An undecodable name falls back to the symbol's.
  }
  if (PLAIN_NAME.test(last) && /\.[A-Za-z0-9]{2,5}$/.test(last)) return last;
  return `${symbol.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}

/**
 * The public link of a document for a page of `country` in `language`: unprefixed on the default
 * market in English, `/{country}` when the language is the market's, else `/{language}/{country}`.
 */
export function documentHref(
  document: { token: string; url: string },
  symbol: string,
  locale: { country: string; language: Language },
): string {
  const params = { token: document.token, file_name: documentFileName(document.url, symbol) };
  const market = getMarket(locale.country);
  if (market.language !== locale.language) {
    return generate('document', { ...params, _country: market.country, _language: locale.language });
  }
  if (market.country === DEFAULT_COUNTRY) return generate('document', params);
  return generate('document', { ...params, _country: market.country });
}
