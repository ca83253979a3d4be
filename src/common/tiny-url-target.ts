/**
 * What a short catalogue link may point at, and how its target is stored and read back. Targets are
 * catalogue lists of this shop (the index or search, a category, a manufacturer, a manufacturer in a
 * category) with their list and filter parameters. They are stored without the locale prefix, so one
 * link serves every market: it opens in the form of the short link the visitor followed.
 */
import { generate, matchPage, type LocaleParams } from './routes.server';

export const TINY_URL_TOKEN_LENGTH = 32;
export const TINY_URL_TOKEN_PATTERN = /^[a-z0-9]{32}$/;
export const TINY_URL_MAX_TARGET_LENGTH = 2000;

/** Pages of the route table a short link may lead to. */
export const TINY_URL_PAGES: readonly string[] = [
  'catalog_index',
  'catalog_category',
  'catalog_manufacturer',
  'catalog_manufacturer_category',
];

/** Query parameters that are the viewer's own setting, not part of the list being shared. */
const PERSONAL_PARAMETERS = new Set(['brutto', 'gclid']);

export type CatalogueTarget =
  | { ok: true; target: string; locale: LocaleParams }
  | { ok: false; reason: 'malformed' | 'foreign' | 'not_catalogue' };

/**
 * The stored form of a URL someone wants to shorten: its catalogue page without locale prefix, with
 * its query parameters in a stable order (the same list always gives the same target, hence the
 * same token). `siteOrigin` is the shop's public origin; other hosts are refused.
 */
export function catalogueTarget(url: string, siteOrigin: string): CatalogueTarget {
  let parsed: URL;
  let site: URL;
  try {
    site = new URL(siteOrigin);
    parsed = new URL(url, site);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'malformed' };
  // The host decides, not the scheme: behind a TLS-terminating proxy the shop may see http.
  if (parsed.host !== site.host || parsed.username || parsed.password)
    return { ok: false, reason: 'foreign' };
  const match = matchPage(parsed.pathname);
  if (!match || !TINY_URL_PAGES.includes(match.name)) return { ok: false, reason: 'not_catalogue' };
  const query = new URLSearchParams();
  for (const [key, value] of parsed.searchParams) {
    if (value.trim() !== '' && !PERSONAL_PARAMETERS.has(key)) query.append(key, value);
  }
  query.sort();
  const search = query.toString();
  return {
    ok: true,
    target: generate(match.name, match.params) + (search ? `?${search}` : ''),
    locale: match.locale,
  };
}

/** A stored target in the locale form of `prefix`, or null when the route table no longer has it. */
export function localisedTarget(target: string, prefix: LocaleParams): string | null {
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  const match = matchPage(path);
  if (!match || !TINY_URL_PAGES.includes(match.name)) return null;
  return generate(match.name, { ...match.params, ...prefix }) + search;
}

/** The readable part of a short link: "SMD resistors 0603" → "smd-resistors-0603". */
export function tinyUrlName(name: string | undefined | null): string | undefined {
  if (!name) return undefined;
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug.length > 0 ? slug : undefined;
}

/** The path of a short link in the locale form of `prefix`. */
export function tinyUrlPath(token: string, name: string | undefined, prefix: LocaleParams): string {
  const slug = tinyUrlName(name);
  return slug
    ? generate('catalog_tiny_url_name', { token, name: slug, ...prefix })
    : generate('catalog_tiny_url', { token, ...prefix });
}
