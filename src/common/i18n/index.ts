/**
 * Message catalogues for i18next (`resources`) and a dependency-free `translate` for places where an
 * i18next instance would be overkill: server-side emails, error messages, PDF and CSV headers.
 */
import { createHash } from 'node:crypto';
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

/** Ready for `i18next.init({ resources, fallbackLng: FALLBACK_LANGUAGE })` (default namespace). */
export const resources = {
  en: { translation: en },
  pl: { translation: pl },
  hu: { translation: hu },
  de: { translation: de },
} as const;

/**
 * The message for `key` in `language`, falling back to English and then to the key itself (a raw
 * key on screen is easier to trace than an empty string). The result is plain text: escape it
 * before putting it into HTML.
 */
export function translate(language: Language, key: string, values: TranslationValues = {}): string {
  const template =
    lookUpMessage(catalogues[language], key) ?? lookUpMessage(catalogues[FALLBACK_LANGUAGE], key) ?? key;
  return interpolate(template, values);
}

/**
 * A catalogue's version: the first 12 hex digits of the SHA-256 of its JSON. The browser fetches
 * `/ajax/messages/{language}?v={version}` and may keep it for a year: a changed catalogue has
 * another version, so another address.
 */
const VERSIONS = new Map<Language, string>();
export function catalogueVersion(language: Language): string {
  let version = VERSIONS.get(language);
  if (version === undefined) {
    version = createHash('sha256').update(JSON.stringify(catalogues[language])).digest('hex').slice(0, 12);
    VERSIONS.set(language, version);
  }
  return version;
}
