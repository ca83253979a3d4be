import type { Language } from '../../common/markets';

/**
 * Country names in the page's language from the country code (Intl knows them all), so a name the
 * server stored or sent in another language is never shown.
 */
export function countryNamer(language: Language): (code: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return (code) => names.of(code.toUpperCase()) ?? code;
}
