/**
 * What search keeps in memory between requests: parameter definitions, manufacturers and the category
 * tree (to read words as category or manufacturer names and to validate filters without a query),
 * and vocabularies (text parameter values such as "0603", words for "did you mean"). All are small
 * (hundreds to a few thousand entries) and change only with imports, so they are reloaded every few
 * minutes in the background rather than read on every search.
 */
import type { Db } from '../../db/client';
import { fold, foldedWords } from '../../../common/search/fold';
import { closest } from './trigram';
import {
  selectCategoryNames,
  selectManufacturerNames,
  selectParameterDefs,
  selectProductNameSample,
  selectTextParameterValues,
  type CategoryNameRow,
  type ManufacturerNameRow,
  type ParameterDefRow,
} from './search.repository';

// One folding for search, its reference data and the catalogue vocabulary's way back to English.
export { fold } from '../../../common/search/fold';

export interface CategoryInfo extends CategoryNameRow {
  children: number[];
  /** The category and all its descendants. */
  subtree: number[];
  /** Words of its names in every language, folded. */
  words: string[];
  /** A resistor category, or inside one: bare values there mean ohms. */
  resistors: boolean;
}

export interface ManufacturerInfo extends ManufacturerNameRow {
  words: string[];
}

export interface Reference {
  parameters: Map<number, ParameterDefRow>;
  /** Numeric parameters by unit (Ω, F, V…), in id order (the first is the main one: Voltage before Output voltage). */
  numericByUnit: Map<string, ParameterDefRow[]>;
  numeric: ParameterDefRow[];
  manufacturers: Map<number, ManufacturerInfo>;
  categories: Map<number, CategoryInfo>;
  roots: number[];
  /** Every word of every category name, sorted, with the categories it names: prefixes are a binary search. */
  categoryWords: Array<{ word: string; categories: CategoryInfo[] }>;
}

export interface Vocabulary {
  /** Text parameter values that contain a digit ("0603", "x7r", "sot-23"), folded → where they occur. */
  textValues: Map<string, Array<{ parameterId: number; display: string }>>;
  /** Words people may have meant: category and manufacturer names, product names, parameter values. */
  knownWords: Set<string>;
}

const RESISTOR_NAME = /resistor/i;

export async function loadReference(db: Db): Promise<Reference> {
  const [parameterRows, manufacturerRows, categoryRows] = await Promise.all([
    selectParameterDefs(db),
    selectManufacturerNames(db),
    selectCategoryNames(db),
  ]);
  const numericByUnit = new Map<string, ParameterDefRow[]>();
  for (const p of parameterRows) {
    if (!p.numeric || !p.unit) continue;
    const list = numericByUnit.get(p.unit);
    if (list) list.push(p);
    else numericByUnit.set(p.unit, [p]);
  }
  const categories = new Map<number, CategoryInfo>();
  for (const row of categoryRows) {
    categories.set(row.id, {
      ...row,
      children: [],
      subtree: [],
      words: [...new Set(Object.values(row.names).flatMap(foldedWords))],
      resistors: false,
    });
  }
  const roots: number[] = [];
  for (const c of categories.values()) {
    const parent = c.parentId !== null ? categories.get(c.parentId) : undefined;
    if (parent) parent.children.push(c.id);
    else roots.push(c.id);
  }
  for (const c of categories.values()) {
    const path = c.pathIds.includes(c.id) ? c.pathIds : [...c.pathIds, c.id];
    c.resistors = path.some((id) => RESISTOR_NAME.test(categories.get(id)?.names.en ?? ''));
    for (const id of path) categories.get(id)?.subtree.push(c.id);
  }
  const byWord = new Map<string, CategoryInfo[]>();
  for (const c of categories.values()) for (const w of c.words) byWord.set(w, [...(byWord.get(w) ?? []), c]);
  const categoryWords = [...byWord]
    .map(([word, list]) => ({ word, categories: list }))
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return {
    categoryWords,
    parameters: new Map(parameterRows.map((p) => [p.id, p])),
    numericByUnit,
    numeric: parameterRows.filter((p) => p.numeric),
    manufacturers: new Map(manufacturerRows.map((m) => [m.id, { ...m, words: foldedWords(m.name) }])),
    categories,
    roots,
  };
}

export async function loadVocabulary(db: Db, reference: Reference): Promise<Vocabulary> {
  const textParameterIds = [...reference.parameters.values()].filter((p) => !p.numeric).map((p) => p.id);
  const [values, names] = await Promise.all([
    selectTextParameterValues(db, textParameterIds),
    selectProductNameSample(db),
  ]);
  const textValues = new Map<string, Array<{ parameterId: number; display: string }>>();
  const knownWords = new Set<string>();
  for (const v of values) {
    const folded = fold(v.display).trim();
    for (const w of foldedWords(v.display)) if (w.length >= 3 && !/\d/.test(w)) knownWords.add(w);
    if (!/\d/.test(folded)) continue;
    const list = textValues.get(folded);
    if (list) list.push(v);
    else textValues.set(folded, [v]);
  }
  for (const name of names)
    for (const w of foldedWords(name)) if (w.length >= 3 && !/\d/.test(w)) knownWords.add(w);
  for (const c of reference.categories.values())
    for (const w of c.words) if (w.length >= 3) knownWords.add(w);
  for (const m of reference.manufacturers.values())
    for (const w of m.words) if (w.length >= 3) knownWords.add(w);
  return { textValues, knownWords };
}

/** Categories one of whose name words (any language) starts with the term. */
export function categoriesNamed(reference: Reference, term: string): CategoryInfo[] {
  if (term.length < 3) return [];
  const words = reference.categoryWords;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.word < term) low = middle + 1;
    else high = middle;
  }
  const found = new Set<CategoryInfo>();
  for (let i = low; i < words.length && words[i]!.word.startsWith(term); i++)
    for (const c of words[i]!.categories) found.add(c);
  return [...found];
}

/** Manufacturers whose name, or a word of it, starts with the term (3+ letters) or is the term. */
export function manufacturersNamed(reference: Reference, term: string): ManufacturerInfo[] {
  return [...reference.manufacturers.values()].filter((m) => {
    const name = fold(m.name);
    if (term.length >= 3) return name.startsWith(term) || m.words.some((w) => w.startsWith(term));
    return name === term || m.words.includes(term);
  });
}

/** The nearest known word to a mistyped one, or null when nothing is close. */
export function correctWord(vocabulary: Vocabulary, term: string): string | null {
  if (vocabulary.knownWords.has(term)) return null;
  return closest(term, vocabulary.knownWords, 0.4)?.text ?? null;
}
