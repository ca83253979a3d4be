/**
 * The server's side of the page's messages. A `.server` module: the catalogues of every language
 * stay out of the browser's bundle. Importing it puts every catalogue into the message store, so the
 * server renders any page in its language without a fetch; the root loader names the version the
 * browser must load (docs/decisions/014).
 */
import { catalogues, catalogueVersion } from '../../common/i18n';
import { LANGUAGES, type Language } from '../../common/markets';
import { storeMessages } from './message-store';

for (const language of LANGUAGES) storeMessages(language, catalogueVersion(language), catalogues[language]);

export function messagesVersion(language: Language): string {
  return catalogueVersion(language);
}
