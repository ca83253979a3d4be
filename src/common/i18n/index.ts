/**
 * Message catalogues (i18next's format: nested keys, {{name}} placeholders) and a dependency-free
 * `translate` for the server: e-mails, error messages, PDF and CSV headers (the browser: web/lib/i18n).
 */
import type { Language } from '../markets';
import { de } from './de';
import { en, type Messages } from './en';
import { hu } from './hu';
import { pl } from './pl';
import { interpolate, lookUpMessage, type TranslationValues } from './lookup';

export type { Messages };
export { interpolate, lookUpMessage, type TranslationValues } from './lookup';

export const FALLBACK_LANGUAGE: Language = 'en';

export const catalogues: Readonly<Record<Language, Messages>> = { en, pl, hu, de };

/**
 * The message for `key` in `language`, falling back to English and then to the key itself (a raw
 * key on screen is easier to trace than an empty string). The result is plain text: escape it
 * before putting it into HTML.
 */
export function translate(language: Language, key: string, values: TranslationValues = {}): string {
  const template =
    lookUpMessage(catalogues[language], key, values.count) ??
    lookUpMessage(catalogues[FALLBACK_LANGUAGE], key, values.count) ??
    key;
  return interpolate(template, values);
}

/**
 * A catalogue's version: a 53-bit hash of its JSON in hex (cyrb53; `common` runs in browsers too,
 * so no node:crypto, and cache busting needs no cryptographic hash). The browser fetches
 * `/ajax/messages/{language}?v={version}` and may keep it for a year: a changed catalogue has
 * another version, so another address.
 */
const VERSIONS = new Map<Language, string>();
export function catalogueVersion(language: Language): string {
  let version = VERSIONS.get(language);
  if (version === undefined) {
    version = cyrb53(JSON.stringify(catalogues[language])).toString(16).padStart(14, '0');
    VERSIONS.set(language, version);
  }
  return version;
}

/** cyrb53 (public domain): a fast 53-bit string hash with good spread. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
