/**
 * The server's side of the page's messages. A `.server` module: the catalogues of every language
 * stay out of the browser's bundle (the root loader sends the visitor's own language).
 */
import { catalogues } from '../../common/i18n';
import type { Locale } from './locale';

/**
 * The visitor's catalogue as one JSON string, made once per language: React Router encodes loader
 * data on every request, and a string costs it nothing to walk, unlike a nested object of ~500 keys.
 */
const MESSAGES_JSON = new Map<string, string>();
export function messagesJson(language: Locale['language']): string {
  let json = MESSAGES_JSON.get(language);
  if (json === undefined) {
    json = JSON.stringify(catalogues[language]);
    MESSAGES_JSON.set(language, json);
  }
  return json;
}
