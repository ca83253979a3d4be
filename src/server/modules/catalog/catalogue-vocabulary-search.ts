import { fold, foldedWords } from '../../../common/search/fold';
import { TERMS } from './catalogue-vocabulary';

/**
 * The way back from the buyer's words to the stored English (B9). The search vector holds the English
 * the seed wrote ("Capacitor: ceramic"), while a Polish buyer reads, and types, "Kondensator:
 * ceramiczny". For each word of the vocabulary's Polish, Hungarian and German the English words it
 * stands for: a group whose words must all match, so "kablowa" (in "Opaska kablowa", "Dławnica
 * kablowa", "Tulejka kablowa") is "cable tie" or "cable gland" or "bootlace ferrule", and the buyer's
 * second word ("opaska") narrows it as words narrow each other in any search.
 *
 * Parts of a term split at ':' ("Kondensator: ceramiczny") stand for the English parts at the same
 * place when both have as many; a part's words are not paired one to one, because word order differs
 * between the languages ("Opaska kablowa" is "Cable tie", noun first).
 */
export type EnglishGroup = readonly string[];

/** A word standing for more groups than this says nothing ("do", "z", "für"): it is not translated. */
const GROUPS_MAX = 12;
/** A word typed in part ("kondensat") stands for the vocabulary words it begins, at most this many. */
const PREFIX_WORDS_MAX = 8;
/** Shorter foreign words are too often a whole other word's start. */
const WORD_MIN = 3;

interface ReverseIndex {
  groups: Map<string, EnglishGroup[]>;
  /** The index's words, sorted, for prefix look-ups. */
  sorted: string[];
}

let built: ReverseIndex | null = null;

function buildIndex(): ReverseIndex {
  const groups = new Map<string, Map<string, EnglishGroup>>();
  for (const [en, ...translations] of TERMS) {
    const enParts = en.split(':');
    for (const translation of translations) {
      const parts = translation.split(':');
      const pairs: Array<[string, string]> =
        parts.length === enParts.length ? parts.map((p, i) => [p, enParts[i]!]) : [[translation, en]];
      for (const [part, enPart] of pairs) {
        const english = foldedWords(enPart);
        if (english.length === 0) continue;
        for (const word of foldedWords(part)) {
          // A word the English has too ("USB", "Zener") already matches as it is.
          if (word.length < WORD_MIN || english.includes(word) || /\d/.test(word)) continue;
          const known = groups.get(word) ?? new Map<string, EnglishGroup>();
          known.set(english.join(' '), english);
          groups.set(word, known);
        }
      }
    }
  }
  const kept = new Map<string, EnglishGroup[]>();
  for (const [word, byKey] of groups) if (byKey.size <= GROUPS_MAX) kept.set(word, [...byKey.values()]);
  return { groups: kept, sorted: [...kept.keys()].sort() };
}

/**
 * The English word groups a buyer's word stands for in the catalogue's vocabulary: exactly, or, from
 * four letters, as the start of vocabulary words. Empty when the word is not a translated one.
 */
export function englishGroupsOf(word: string): EnglishGroup[] {
  built ??= buildIndex();
  const folded = fold(word);
  const exact = built.groups.get(folded);
  if (exact) return exact;
  if (folded.length < 4) return [];
  const out = new Map<string, EnglishGroup>();
  let i = lowerBound(built.sorted, folded);
  for (let taken = 0; i < built.sorted.length && taken < PREFIX_WORDS_MAX; i++, taken++) {
    const candidate = built.sorted[i]!;
    if (!candidate.startsWith(folded)) break;
    for (const group of built.groups.get(candidate)!) out.set(group.join(' '), group);
  }
  // "zener" begins "zenera", which stands for "zener": the word as typed already finds that.
  const groups = [...out.values()].filter((g) => !(g.length === 1 && g[0]!.startsWith(folded)));
  return groups.length <= GROUPS_MAX ? groups : [];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
