/**
 * From a parsed query and the filters of a request to the match and filter specs of the repository,
 * and to the interpretation shown above the results ("10 kΩ resistance · Case 0603 · 1 % tolerance").
 */
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { QueryInterpretation, SearchFilters } from '../../../common/contracts/search';
import {
  quantityBounds,
  VALUE_EPSILON,
  type ParsedQuery,
  type QueryQuantity,
} from '../../../common/search/query-parser';
import { englishGroupsOf, localized } from '../catalog';
import {
  categoriesNamed,
  fold,
  manufacturersNamed,
  type Reference,
  type Vocabulary,
} from './search-reference';
import type { FilterSpec, MatchSpec, TokenCondition } from './search.repository';

export interface SearchPlan {
  match: MatchSpec;
  interpretation: QueryInterpretation;
  /** Key for typo matches when the query looks like one symbol; used only when too little matched. */
  fuzzyKey: string | null;
}

/** Word stems that make a bare value ("10k", "4k7") a resistance. */
const RESISTOR_STEMS = ['resist', 'rezyst', 'widerst', 'ellenall', 'ohm'];

/** Characters with a meaning in tsquery syntax; removed from words. */
const TSQUERY_SYNTAX = /['\\:&|!()<>*]/g;

/** A word as a tsquery: a prefix match from 3 characters, and the singular of an English plural too. */
export function wordTsquery(term: string): string | null {
  const clean = term.replace(TSQUERY_SYNTAX, ' ').trim().split(/\s+/)[0] ?? '';
  if (!/[\p{L}\p{N}]/u.test(clean)) return null;
  const prefix = clean.length >= 3 ? ':*' : '';
  const forms = [clean];
  if (/\p{L}{4,}s$/u.test(clean) && !clean.endsWith('ss')) forms.push(clean.slice(0, -1));
  return forms.map((f) => `'${f}'${prefix}`).join(' | ');
}

/**
 * The word as typed, or the English words it stands for in the generated catalogue's vocabulary: the
 * search vector holds the stored English, while a buyer reads and types the description translated
 * ("ceramiczny" finds "Capacitor: ceramic"). Each group's words must all match.
 */
export function wordOrTranslationTsquery(term: string): string | null {
  const own = wordTsquery(term);
  const groups = englishGroupsOf(term).flatMap((group) => {
    const words = group.map(wordTsquery).filter((q): q is string => q !== null);
    return words.length > 0 ? [`(${words.map((q) => `(${q})`).join(' & ')})`] : [];
  });
  if (groups.length === 0) return own;
  return [...(own ? [`(${own})`] : []), ...groups].join(' | ');
}

/**
 * A word that reads as a package or material code ("0603", "X7R", "SOT-23", "DO41") and may name a text
 * parameter's value. Short numbers ("4", "16") are not: they are pin counts as often as anything else.
 */
function isCode(term: string): boolean {
  return /\d/.test(term) && (/\p{L}/u.test(term) || term.length >= 4);
}

/** Symbol-looking: one or two tokens whose key mixes letters and digits ("BC547", "rc0603fr07 10kl"). */
function fuzzyKeyOf(parsed: ParsedQuery): string | null {
  const tokens = parsed.words.length + parsed.quantities.length;
  const key = parsed.key;
  return tokens >= 1 &&
    tokens <= 2 &&
    key.length >= 4 &&
    key.length <= 40 &&
    /\d/.test(key) &&
    /\p{L}/u.test(key)
    ? key
    : null;
}

/**
 * Characters read or typed for one another in part numbers: l/I and 1, O and 0, S and 5, B and 8
 * (keys are upper case, so a typed "l" is an "L" here).
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  L: '1',
  I: '1',
  O: '0',
  S: '5',
  B: '8',
  '1': 'IL',
  '0': 'O',
  '5': 'S',
  '8': 'B',
};
/** At most this many characters swapped in one key, and this many keys: each is an index range probe. */
const LOOKALIKE_SWAPS = 3;
export const LOOKALIKE_KEYS_MAX = 48;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * The key with look-alike characters swapped ("LM3L7" → "LM317"), fewest swaps first: typo matches
 * of these rank above every other edit, since a look-alike is the likeliest misreading of a part
 * number. Swaps that fit their neighbours (a letter between digits becoming a digit) come first,
 * so the cap keeps the likely ones.
 */
export function lookalikeKeys(key: string): string[] {
  const chars = [...key];
  const fits = (i: number) => {
    const becomesDigit = !isDigit(chars[i]);
    return [chars[i - 1], chars[i + 1]].some((n) => n !== undefined && isDigit(n) === becomesDigit);
  };
  const positions = chars
    .map((c, i) => (LOOKALIKES[c] ? i : -1))
    .filter((i) => i >= 0)
    .sort((a, b) => Number(fits(b)) - Number(fits(a)) || a - b);
  const out: string[] = [];
  const combine = (from: number, left: number, current: string[]): void => {
    if (out.length >= LOOKALIKE_KEYS_MAX) return;
    if (left === 0) {
      out.push(current.join(''));
      return;
    }
    for (let k = from; k < positions.length; k++) {
      const i = positions[k]!;
      for (const alternative of LOOKALIKES[chars[i]!]!) {
        const next = [...current];
        next[i] = alternative;
        combine(k + 1, left - 1, next);
      }
    }
  };
  for (let swaps = 1; swaps <= Math.min(LOOKALIKE_SWAPS, positions.length); swaps++) combine(0, swaps, chars);
  return out;
}

/** "10k..100k" gives two quantities with one text: they bound one value, so they make one condition. */
function pairRanges(quantities: QueryQuantity[]): Array<{ first: QueryQuantity; second?: QueryQuantity }> {
  const out: Array<{ first: QueryQuantity; second?: QueryQuantity }> = [];
  for (let i = 0; i < quantities.length; i++) {
    const q = quantities[i];
    const next = quantities[i + 1];
    if (q.op === 'gte' && next?.op === 'lte' && next.text === q.text) {
      out.push({ first: q, second: next });
      i++;
    } else out.push({ first: q });
  }
  return out;
}

export function buildPlan(
  parsed: ParsedQuery,
  reference: Reference,
  vocabulary: Vocabulary,
  filters: SearchFilters | undefined,
  language: string,
): SearchPlan {
  const interpretation: QueryInterpretation = { words: [], quantities: [], parameterValues: [] };
  if (
    parsed.text === '' ||
    (parsed.key === '' && parsed.words.length === 0 && parsed.quantities.length === 0)
  ) {
    return { match: { key: null, tokens: [], fuzzyKey: null }, interpretation, fuzzyKey: null };
  }
  // One or two characters say too little for words or values: symbols starting with them.
  if (parsed.key.length > 0 && parsed.key.length <= 2) {
    interpretation.words.push(parsed.text);
    return { match: { key: parsed.key, tokens: null, fuzzyKey: null }, interpretation, fuzzyKey: null };
  }

  const tokens: TokenCondition[] = [];
  const named = new Map(parsed.words.map((w) => [fold(w.term), categoriesNamed(reference, fold(w.term))]));
  const filterCategory =
    filters?.categoryId !== undefined ? reference.categories.get(filters.categoryId) : undefined;
  const resistorContext =
    filterCategory?.resistors === true ||
    [...named].some(
      ([w, categories]) =>
        RESISTOR_STEMS.some((stem) => w.startsWith(stem)) ||
        categories.some((c) => c.resistors && c.words.includes(w)),
    );

  const extraWords: Array<{ text: string; term: string }> = [];
  for (const { first, second } of pairRanges(parsed.quantities)) {
    const unit = first.unit || second?.unit || '';
    const candidates = unit
      ? (reference.numericByUnit.get(unit) ?? [])
      : resistorContext
        ? (reference.numericByUnit.get('Ω') ?? [])
        : reference.numeric;
    if (candidates.length === 0) {
      // "25°C" where no numeric parameter has the unit: look for the text instead.
      extraWords.push({ text: first.text, term: first.text.toLowerCase() });
      continue;
    }
    const low = quantityBounds(first)[0];
    const high = quantityBounds(second ?? first)[1];
    tokens.push({ kind: 'value', parameterIds: candidates.map((p) => p.id), low, high });
    const chosen = unit || resistorContext ? candidates[0] : null;
    for (const q of second ? [first, second] : [first]) {
      interpretation.quantities.push({
        text: q.text,
        unit: chosen?.unit ?? (unit || null),
        valueSi: q.valueSi,
        op: q.op,
        parameterId: chosen?.id ?? null,
        parameterName: chosen ? localized(chosen.names, language, chosen.name) : null,
      });
    }
  }

  const words = [...parsed.words, ...extraWords];
  const several = words.length + parsed.quantities.length > 1;
  for (const word of words) {
    const term = fold(word.term);
    // Single letters among other words ("resistor a 10k") say nothing; single digits do ("4 channels").
    if (several && term.length < 2 && !/\d/.test(term)) continue;
    const values = isCode(term) ? vocabulary.textValues.get(term) : undefined;
    if (values) {
      const byParameter = new Map<number, string[]>();
      for (const v of values)
        byParameter.set(v.parameterId, [...(byParameter.get(v.parameterId) ?? []), v.display]);
      tokens.push({
        kind: 'display',
        options: [...byParameter].map(([parameterId, displays]) => ({ parameterId, displays })),
      });
      for (const [parameterId, displays] of byParameter) {
        const parameter = reference.parameters.get(parameterId);
        interpretation.parameterValues.push({
          text: word.text,
          value: displays[0]!,
          parameterId,
          parameterName: parameter
            ? localized(parameter.names, language, parameter.name)
            : String(parameterId),
        });
      }
      continue;
    }
    const key = normaliseSymbol(word.term);
    tokens.push({
      kind: 'word',
      tsquery: wordOrTranslationTsquery(term),
      keyPrefix: key.length >= 2 ? key : null,
      categoryIds: [
        ...new Set((named.get(term) ?? categoriesNamed(reference, term)).flatMap((c) => c.subtree)),
      ],
      manufacturerIds: manufacturersNamed(reference, term).map((m) => m.id),
    });
    interpretation.words.push(word.text);
  }

  return {
    match: { key: parsed.key || null, tokens: tokens.length > 0 ? tokens : null, fuzzyKey: null },
    interpretation,
    fuzzyKey: fuzzyKeyOf(parsed),
  };
}

/** The request's filters as the repository's spec; ranges widened by the value epsilon at both ends. */
export function filterSpec(filters: SearchFilters | undefined, reference: Reference): FilterSpec {
  if (!filters) return {};
  const spec: FilterSpec = {};
  if (filters.categoryId !== undefined)
    spec.categoryIds = reference.categories.get(filters.categoryId)?.subtree ?? [filters.categoryId];
  if (filters.manufacturerIds?.length) spec.manufacturerIds = [...new Set(filters.manufacturerIds)];
  if (filters.parameters?.length) {
    spec.parameters = filters.parameters.map((f) => ({
      id: f.id,
      ...(f.values?.length ? { displays: [...new Set(f.values)] } : {}),
      ...(f.min !== undefined ? { min: f.min - Math.abs(f.min) * VALUE_EPSILON } : {}),
      ...(f.max !== undefined ? { max: f.max + Math.abs(f.max) * VALUE_EPSILON } : {}),
    }));
  }
  if (filters.inStock) spec.inStock = true;
  if (filters.flags?.length) spec.flags = [...new Set(filters.flags)];
  if (filters.lifecycle?.length) spec.lifecycle = [...new Set(filters.lifecycle)];
  if (filters.rohs?.length) spec.rohs = [...new Set(filters.rohs)];
  return spec;
}
