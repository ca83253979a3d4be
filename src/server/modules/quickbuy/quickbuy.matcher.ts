/**
 * The one function that turns source lines (typed, pasted, a saved list, a BOM file) into quick-buy
 * working lines (ADR 047). Steps, each one statement for all lines still open: the shop symbol, the
 * customer's own symbol (beside it, through the customer-symbols face), the exact manufacturer part
 * number, the normalised key, the key without a packaging suffix; then similar shop symbols and
 * manufacturer part numbers for what is left. A fuzzy or ambiguous match is a suggestion the buyer
 * must accept.
 */
import { randomBytes } from 'node:crypto';
import { AMOUNT_MAX_VALUE } from '../../../common/amount-rules';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { MatchKind, WorkingLine } from '../../../common/contracts/quickbuy';
import type { SourceLine } from '../../../common/contracts/source-lines';
import {
  QUICKBUY_CANDIDATES_MAX,
  QUICKBUY_DEFAULT_AMOUNT,
  QUICKBUY_NOTE_MAX,
  QUICKBUY_QUERY_MAX,
  withoutPackagingSuffix,
} from '../../../common/quickbuy-rules';
import type { Db } from '../../db/client';
import { EXACT_STEPS, selectExactHits, selectFuzzyHits } from './quickbuy.repository';
import { mapInSlices } from './quickbuy.slices';

/** How sure each step is when it finds exactly one product (ambiguous steps halve it). */
const CONFIDENCE: Record<Exclude<MatchKind, 'fuzzy' | 'none'>, number> = {
  symbol: 1,
  customerSymbol: 1,
  chosen: 1,
  replacement: 1,
  manufacturerSymbol: 0.95,
  normalised: 0.9,
  withoutSuffix: 0.75,
};

const STEP_KINDS = new Map<number, MatchKind>(
  Object.entries(EXACT_STEPS).map(([kind, step]) => [step, kind as MatchKind]),
);

/**
 * Below this pg_trgm similarity a symbol or part number is not offered. Above pg_trgm's default
 * (0.3): a typo of one or two characters in a part number stays above it, while far-fetched
 * look-alikes that merely share a part of the number are left out.
 */
export const FUZZY_THRESHOLD = 0.45;

const ID_BYTES = 9;
export const newLineId = () => randomBytes(ID_BYTES).toString('base64url');

/** A control character (NUL, escape) a reader let through would break the line's text: dropped. */
const clean = (text: string, max: number) =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, max);

export interface CustomerSymbolsPort {
  productsFor(customerId: number, queries: readonly string[]): Promise<Map<string, string>>;
}

export interface MatcherDeps {
  db: Db;
  customerSymbols: CustomerSymbolsPort;
}

/** The whole match of every line: the product chosen and the candidates offered. */
interface Found {
  kind: MatchKind;
  confidence: number;
  accepted: boolean;
  productSymbol: string | null;
  candidateSymbols: string[];
}

const nothing: Found = {
  kind: 'none',
  confidence: 0,
  accepted: false,
  productSymbol: null,
  candidateSymbols: [],
};

function ofStep(kind: MatchKind, symbols: readonly string[]): Found {
  const unique = [...new Set(symbols)].slice(0, QUICKBUY_CANDIDATES_MAX);
  const confidence = CONFIDENCE[kind as keyof typeof CONFIDENCE] ?? 0;
  if (unique.length === 1)
    return { kind, confidence, accepted: true, productSymbol: unique[0]!, candidateSymbols: [] };
  // Several products answer the same part number: none is taken, the buyer picks one.
  return {
    kind,
    confidence: confidence / 2,
    accepted: false,
    productSymbol: unique[0]!,
    candidateSymbols: unique,
  };
}

export function createMatcher({ db, customerSymbols }: MatcherDeps) {
  /**
   * Source lines → working lines, in the same order. `customerId` null: a visitor, whose lines are
   * not looked up among any customer's symbols.
   */
  return async function matchLines(
    source: readonly SourceLine[],
    customerId: number | null,
  ): Promise<WorkingLine[]> {
    // Per-line work over a whole list in slices (quickbuy.slices.ts): at 10 000 lines each of these
    // maps held the event loop for tens of milliseconds under load.
    const asked = await mapInSlices(source, (line) => {
      const query = clean(line.query, QUICKBUY_QUERY_MAX);
      const key = normaliseSymbol(query);
      return { query, key, stripped: key === '' ? null : withoutPackagingSuffix(key) };
    });
    const searchable = asked.map((a, index) => ({ ...a, index })).filter((a) => a.key !== '');
    const [hits, own] = await Promise.all([
      selectExactHits(db, searchable),
      customerId === null
        ? Promise.resolve(new Map<string, string>())
        : customerSymbols.productsFor(
            customerId,
            searchable.map((a) => a.query),
          ),
    ]);

    const found: Found[] = asked.map(() => nothing);
    const byLine = new Map<number, Map<number, string[]>>();
    for (const hit of hits) {
      const index = searchable[hit.index]!.index;
      const steps = byLine.get(index) ?? new Map<number, string[]>();
      steps.set(hit.step, [...(steps.get(hit.step) ?? []), hit.symbol]);
      byLine.set(index, steps);
    }
    asked.forEach((a, index) => {
      if (a.key === '') return;
      const steps = byLine.get(index);
      const exact = steps?.get(EXACT_STEPS.symbol);
      const mine = own.get(a.key);
      if (exact) found[index] = ofStep('symbol', exact);
      else if (mine) found[index] = ofStep('customerSymbol', [mine]);
      else {
        const first = steps && [...steps.keys()].sort((x, y) => x - y)[0];
        if (steps && first !== undefined) found[index] = ofStep(STEP_KINDS.get(first)!, steps.get(first)!);
      }
    });

    // What nothing exact found: similar symbols and part numbers, offered only.
    const open = asked
      .map((a, index) => ({ ...a, index }))
      .filter((a) => a.key !== '' && found[a.index] === nothing);
    const fuzzy = await selectFuzzyHits(
      db,
      open.map((a) => a.key),
      QUICKBUY_CANDIDATES_MAX,
      FUZZY_THRESHOLD,
    );
    const suggestions = new Map<number, Array<{ symbol: string; score: number }>>();
    for (const hit of fuzzy) {
      if (hit.score < FUZZY_THRESHOLD) continue;
      const index = open[hit.index]!.index;
      suggestions.set(index, [...(suggestions.get(index) ?? []), hit]);
    }
    for (const [index, offered] of suggestions) {
      found[index] = {
        kind: 'fuzzy',
        confidence: Math.round(offered[0]!.score * 100) / 100,
        accepted: false,
        productSymbol: offered[0]!.symbol,
        candidateSymbols: offered.map((o) => o.symbol),
      };
    }

    // One draw of random bytes for all the lines' ids (a draw each cost ~0.4 s at 10 000 lines).
    const random = randomBytes(ID_BYTES * source.length);
    return mapInSlices(source, (line, index): WorkingLine => {
      const first = line.amounts.find((n) => Number.isInteger(n) && n >= 1);
      const amount = Math.min(first ?? QUICKBUY_DEFAULT_AMOUNT, AMOUNT_MAX_VALUE);
      const { kind, confidence, accepted, productSymbol, candidateSymbols } = found[index]!;
      const note = line.note === null ? '' : clean(line.note, QUICKBUY_NOTE_MAX);
      return {
        id: random.subarray(index * ID_BYTES, (index + 1) * ID_BYTES).toString('base64url'),
        row: line.row,
        query: asked[index]!.query,
        manufacturer:
          line.manufacturer === null ? null : clean(line.manufacturer, QUICKBUY_QUERY_MAX) || null,
        note: note === '' ? null : note,
        requested: amount,
        amount,
        amountAssumed: first === undefined,
        amountCapped: first !== undefined && first > AMOUNT_MAX_VALUE,
        match: { kind, confidence, accepted },
        productSymbol,
        candidateSymbols,
        replacedFrom: null,
      };
    });
  };
}

export type MatchLines = ReturnType<typeof createMatcher>;
