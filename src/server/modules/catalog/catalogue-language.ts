import { PATTERNS, TERMS } from './catalogue-vocabulary';

/**
 * Reads the generated catalogue in the buyer's language (B9): one translator for every place that
 * shapes a product's description, name or text parameter value. Only products the seed wrote carry
 * `generatedText`; imported products keep their text exactly as the feed gave it.
 *
 * Translating on the way out keeps the stored English as the one searchable, filterable text (the
 * search vector, parameter keys and facet filters all use it) and costs nothing at seed time or in
 * storage; a page translates at most a few hundred segments, each a map lookup.
 */

const LANGUAGES = ['pl', 'hu', 'de'] as const;
type TranslatedLanguage = (typeof LANGUAGES)[number];

const tables = new Map<string, Map<string, string>>(
  LANGUAGES.map((language, column) => [language, new Map(TERMS.map((row) => [row[0], row[column + 1]!]))]),
);
/** Segments no term covers ("10kΩ", "0603", "24 pcs"): the pattern outcome, remembered per language. */
const MEMO_LIMIT = 20_000;

/** The generator's English text in `language`, segment by segment; unknown segments stay as written. */
export function translateGeneratedText(text: string, language: string): string {
  const table = tables.get(language);
  if (!table) return text;
  const segments = text.split('; ');
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    let out = table.get(segment);
    if (out === undefined) {
      out = translatePattern(segment, language as TranslatedLanguage) ?? segment;
      if (table.size < MEMO_LIMIT + TERMS.length) table.set(segment, out);
    }
    segments[i] = out;
  }
  return segments.join('; ');
}

/** The product's description as the buyer reads it: translated when the seed generated it. */
export function productText(text: string, generatedText: boolean, language: string): string {
  return generatedText ? translateGeneratedText(text, language) : text;
}

function translatePattern(segment: string, language: TranslatedLanguage): string | undefined {
  for (const pattern of PATTERNS) {
    const match = pattern.en.exec(segment);
    if (match) return pattern[language](match[1]!);
  }
  return undefined;
}
