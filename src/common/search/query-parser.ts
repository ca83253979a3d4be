/**
 * Reads a search query the way people type it into a component shop's search box: part numbers,
 * words, and values with units ("100nF 50V X7R", "≥ 10 µF 25 V", "10 kΩ", "2k2", ">=10uF").
 *
 * Pure and synchronous: the search service turns the result into conditions on typed parameter
 * values (quantities) and on words (symbols, descriptions, category and manufacturer names).
 */
import { normaliseSymbol } from '../contracts/catalog';
import { parseSi } from '../si-parse';

export type QuantityOp = 'eq' | 'gte' | 'lte';

export interface QueryQuantity {
  /** As typed, operator included ("≥ 10 µF"). */
  text: string;
  /** Value in the SI base unit (10 µF → 1e-5). */
  valueSi: number;
  /** Canonical unit symbol (Ω, F, V, A, W, Hz, %, …) or '' when only a prefix was typed ("10k"). */
  unit: string;
  op: QuantityOp;
}

export interface QueryWord {
  /** As typed. */
  text: string;
  /** Lower case, surrounding punctuation removed: what is matched. */
  term: string;
}

export interface ParsedQuery {
  /** The query trimmed, inner white space collapsed. */
  text: string;
  /** The whole query as a symbol key (normaliseSymbol): "rc0603fr07 10kl" → "RC0603FR0710KL". */
  key: string;
  words: QueryWord[];
  quantities: QueryQuantity[];
}

const OPERATORS: Record<string, QuantityOp> = { '>=': 'gte', '<=': 'lte', '=': 'eq' };

/** Operators in every spelling, spaced out so they become tokens of their own. */
function spaceOperators(text: string): string {
  return text
    .replace(/≥|=>|>=?/g, ' >= ')
    .replace(/≤|=<|<=?/g, ' <= ')
    .replace(/(^|\s)=(?=\s|\d|$)/g, '$1 = ')
    .replace(/[±~≈]/g, ' ');
}

/** A plain number ("10", "0603", "4.7", "2,2"): a word on its own, a quantity only with a unit after it. */
const BARE_NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;
/** What may follow a spaced number as its unit: a prefix and/or a unit ("k", "kΩ", "µF", "V", "kohm", "%"). */
const UNIT_TEXT =
  /^(?:[pnuµμmkKMG]|meg|Meg|MEG)?(?:Ω|R|F|f|H|V|v|A|W|w|Hz|hz|HZ|Ah|%|°C|nm|mcd|lm|m|ohms?|Ohms?|OHMS?|farads?|volts?|amps?|amperes?|watts?|hertz)?$/;

const PUNCTUATION = /^[\s"'`()[\]{},;:!?]+|[\s"'`()[\]{},;:!?]+$/g;

/** A token that is a value: has a prefix or a unit; bare numbers ("0603", "50") stay words. */
function quantityOf(text: string): { valueSi: number; unit: string } | undefined {
  if (BARE_NUMBER.test(text)) return undefined;
  const parsed = parseSi(text);
  if (!parsed || !Number.isFinite(parsed.value)) return undefined;
  return { valueSi: parsed.value, unit: parsed.unit };
}

function rangeOf(token: string): [QueryQuantity, QueryQuantity] | undefined {
  const parts = token.split('..');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return undefined;
  const high = quantityOf(parts[1]) ?? (BARE_NUMBER.test(parts[1]) ? parseBare(parts[1]) : undefined);
  if (!high) return undefined;
  // "1..10uF": a bare low end takes the high end's prefix and unit (1 µF to 10 µF).
  const suffix = /^[+-]?[\d.,]+(\D*)$/.exec(parts[1])?.[1] ?? '';
  const low =
    quantityOf(parts[0]) ??
    (BARE_NUMBER.test(parts[0])
      ? suffix
        ? quantityOf(`${parts[0]}${suffix}`)
        : parseBare(parts[0])
      : undefined);
  if (!low) return undefined;
  const unit = low.unit || high.unit;
  return [
    { text: token, valueSi: low.valueSi, unit, op: 'gte' },
    { text: token, valueSi: high.valueSi, unit: high.unit || unit, op: 'lte' },
  ];
}

function parseBare(text: string, unit = ''): { valueSi: number; unit: string } | undefined {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? { valueSi: value, unit } : undefined;
}

/**
 * The query as text to work with: NFKC folds full-width digits and letters pasted from PDFs; control
 * characters (a NUL cannot even be sent to PostgreSQL) become spaces; white space is collapsed.
 */
export function cleanQueryText(input: string): string {
  return (
    input
      .normalize('NFKC')
      .replace(/\u03bc/g, '\u00b5') // NFKC turns the micro sign into Greek mu; keep the one we print
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function parseSearchQuery(input: string): ParsedQuery {
  const text = cleanQueryText(input);
  const tokens = spaceOperators(text)
    .split(' ')
    .map((t) => t.replace(PUNCTUATION, ''))
    .filter((t) => t !== '');
  const words: QueryWord[] = [];
  const quantities: QueryQuantity[] = [];
  let pending: { op: QuantityOp; text: string } | undefined;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const op = OPERATORS[token];
    if (op) {
      pending = { op, text: token === '>=' ? '≥' : token === '<=' ? '≤' : '=' };
      continue;
    }
    const prefix = pending ? `${pending.text} ` : '';
    const range = pending ? undefined : rangeOf(token);
    if (range) {
      quantities.push(...range);
      continue;
    }
    // "10 kΩ", "100 nF", "25 V", "≥ 10 µF": a number and its unit typed apart.
    const next = tokens[i + 1];
    if (BARE_NUMBER.test(token) && next !== undefined && !OPERATORS[next] && UNIT_TEXT.test(next)) {
      const joined = quantityOf(`${token.replace(',', '.')} ${next}`);
      if (joined) {
        quantities.push({ text: `${prefix}${token} ${next}`, ...joined, op: pending?.op ?? 'eq' });
        pending = undefined;
        i++;
        continue;
      }
    }
    const quantity = quantityOf(token) ?? (pending && BARE_NUMBER.test(token) ? parseBare(token) : undefined);
    if (quantity) {
      quantities.push({ text: `${prefix}${token}`, ...quantity, op: pending?.op ?? 'eq' });
    } else {
      const term = token.toLowerCase();
      if (/[\p{L}\p{N}]/u.test(term)) words.push({ text: token, term });
    }
    pending = undefined;
  }
  return { text, key: normaliseSymbol(text), words, quantities };
}

/** The relative tolerance of "equal" for typed values: 4.7e-6 stored and 4.7 µ typed differ in the last bits. */
export const VALUE_EPSILON = 1e-6;

/** The closed interval of SI values a quantity accepts (±Infinity for open ends). */
export function quantityBounds(q: Pick<QueryQuantity, 'valueSi' | 'op'>): [number, number] {
  const slack = Math.abs(q.valueSi) * VALUE_EPSILON || 1e-15;
  const low = q.valueSi - slack;
  const high = q.valueSi + slack;
  if (q.op === 'gte') return [low, Infinity];
  if (q.op === 'lte') return [-Infinity, high];
  return [low, high];
}
