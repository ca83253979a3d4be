import { describe, expect, it } from 'vitest';
import { LANGUAGES, MARKETS } from '../markets';
import { catalogues, lookUpMessage, translate } from './index';
import { en } from './en';

/** Every leaf key of a catalogue as a dotted path, with its value. */
function leaves(node: object, prefix = ''): Array<[key: string, value: unknown]> {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${name}.`)
      : [[`${prefix}${name}`, value]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const englishKeys = leaves(en).map(([key]) => key);

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has exactly the English keys (a singular form `_one` where English has one, if it wants)',
    (language) => {
      const keys = leaves(catalogues[language]).map(([key]) => key);
      const singular = (key: string) => key.endsWith('_one');
      expect(keys.filter((key) => !singular(key))).toEqual(englishKeys.filter((key) => !singular(key)));
      for (const key of keys.filter(singular)) expect(englishKeys, key).toContain(key);
    },
  );

  it.each(LANGUAGES)('%s has only non-empty strings', (language) => {
    for (const [key, value] of leaves(catalogues[language])) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s uses the same placeholders as English', (language) => {
    for (const [key, value] of leaves(catalogues[language])) {
      expect(placeholders(String(value)), key).toEqual(placeholders(String(lookUpMessage(en, key))));
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (language) => {
    const entries = leaves(catalogues[language]);
    const same = entries.filter(([key, value]) => value === lookUpMessage(en, key));
    // Symbols and loan words ("VAT", "m", "Marketplace", "Newsletter"...) may match; prose must not.
    expect(same.length / entries.length).toBeLessThan(0.1);
    for (const [key, value] of same) expect(String(value).length, key).toBeLessThanOrEqual(14);
  });

  it('names every market and language', () => {
    for (const market of MARKETS)
      expect(lookUpMessage(en, market.nameKey), market.nameKey).toBeTypeOf('string');
    for (const language of LANGUAGES) expect(lookUpMessage(en, `language.${language}`)).toBeTypeOf('string');
    expect(en.country.en).toBe('International');
  });
});

describe('translate', () => {
  it('words a count of one in the singular where the language has a form for it', () => {
    const results = (language: 'en' | 'de' | 'pl' | 'hu', count: number) =>
      translate(language, 'searchUi.results.count', { count, query: 'bc547' });
    expect(results('en', 1)).toBe('1 result for "bc547"');
    expect([0, 2, 21].map((n) => results('en', n))).toEqual([
      '0 results for "bc547"',
      '2 results for "bc547"',
      '21 results for "bc547"',
    ]);
    expect(results('de', 1)).toBe('1 Ergebnis für „bc547“');
    expect(results('de', 5)).toBe('5 Ergebnisse für „bc547“');
    // Polish and Hungarian word the count so that one text fits every number.
    expect(results('pl', 1)).toBe('Wyniki dla „bc547”: 1');
    expect(results('hu', 1)).toBe('1 találat erre: „bc547”');
    // Pages pass the count formatted ("1", "10 000", "10 000+").
    expect(translate('en', 'searchUi.results.countFiltered', { count: '1' })).toBe('1 result');
    expect(translate('en', 'searchUi.results.countFiltered', { count: '10 000+' })).toBe('10 000+ results');
    expect(translate('en', 'orders.list.count', { count: 1 })).toBe('1 order');
  });

  it('finds a message by dotted key', () => {
    expect(translate('pl', 'product.addToCart')).toBe('Dodaj do koszyka');
    expect(translate('de', 'notFound.title')).toBe('Diese Seite existiert nicht');
  });
  it('interpolates values', () => {
    expect(translate('en', 'amountInput.minimumAmount', { min: 10 })).toBe(
      'Minimum amount possible to order: 10',
    );
    expect(translate('en', 'pagination.showing', { from: 1, to: 20, total: 345 })).toBe(
      'Showing 1–20 of 345',
    );
  });
  it('leaves a placeholder without a value visible', () => {
    expect(translate('en', 'amountInput.multiplicity')).toBe('The amount must be a multiple of {{multiple}}');
  });
  it('falls back to the key for unknown keys and branches', () => {
    expect(translate('hu', 'no.such.key')).toBe('no.such.key');
    expect(translate('hu', 'product')).toBe('product');
    expect(translate('hu', 'toString')).toBe('toString');
  });
});
