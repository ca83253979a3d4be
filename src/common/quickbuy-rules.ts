/**
 * Quick buy's rules shared by the server and the page (issue 18, ADR 047): the readers of typed and
 * pasted text, the packaging suffixes a part number is tried without, and the limits of a working
 * list. Each reader produces `SourceLine[]` (contracts/source-lines), whatever the source; the
 * server's matcher is the one consumer that turns them into quick-buy lines.
 */
import type { SourceLine } from './contracts/source-lines';
import { normaliseSymbol } from './contracts/catalog';

/** Lines of one working list: a large BOM (issue 18: 10 000 lines), a cart's batch (CART_ADD_LINES_MAX). */
export const QUICKBUY_LINES_MAX = 10_000;
/** Characters of typed or pasted text: 10 000 lines of a long symbol, an amount and a note. */
export const QUICKBUY_TEXT_MAX = 2_000_000;
/** What identifies a part; longer is not a part number. */
export const QUICKBUY_QUERY_MAX = 200;
export const QUICKBUY_NOTE_MAX = 500;
/** Products offered for a line that is ambiguous or only similar. */
export const QUICKBUY_CANDIDATES_MAX = 5;
/** The amount a line without one gets; the line says it was assumed. */
export const QUICKBUY_DEFAULT_AMOUNT = 1;

/** Line breaks of every platform: Windows `\r\n`, Unix `\n`, old Mac `\r` (Shopware refuses `\r\n`). */
export function splitRows(text: string): string[] {
  return text.split(/\r\n|\n|\r/);
}

/** A whole amount as typed ("1000"; "1 000" is two fields): null when it is not one in range. */
function amountOf(token: string): number | null {
  if (!/^\d{1,15}$/.test(token)) return null;
  const n = Number(token);
  // More than a line holds is still the buyer's amount: the matcher caps it and says so.
  return n >= 1 ? n : null;
}

/**
 * A typed line's first two fields and the rest as written. A tab or a semicolon separates when the
 * line has one (then a symbol may hold spaces: "00 1Q 1<tab>5"); otherwise spaces and commas do.
 */
function fieldsOf(line: string): [string, string, string] {
  const separator = line.includes('\t') ? /\t/ : line.includes(';') ? /;/ : /[ ,]+/;
  const fields: string[] = [];
  let rest = line.replace(/^[\s,;]+/, '');
  while (fields.length < 2 && rest !== '') {
    const found = separator.exec(rest);
    fields.push((found ? rest.slice(0, found.index) : rest).trim());
    rest = found ? rest.slice(found.index + found[0].length) : '';
  }
  return [fields[0] ?? '', fields[1] ?? '', rest.trim()];
}

/**
 * Typed lines (source `lines`): `symbol amount note…` separated by spaces, tabs, commas or
 * semicolons. The note is the rest of the line as written. A second field that is not a whole
 * amount starts the note, and the line has no amount (the matcher assumes one and says so).
 * Empty lines are skipped; `row` is the line's number in the text.
 */
export function parseTypedLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  splitRows(text).forEach((raw, index) => {
    const [query, second, rest] = fieldsOf(raw);
    if (query === '') return;
    const amount = amountOf(second);
    const note = (amount === null ? [second, rest] : [rest]).filter((f) => f !== '').join(' ');
    lines.push({
      row: index + 1,
      query,
      manufacturer: null,
      amounts: amount === null ? [] : [amount],
      note: note === '' ? null : note,
      targetPrice: null,
    });
  });
  return lines;
}

/** The cell separator of pasted rows: a spreadsheet's tab first, then semicolon, comma, spaces. */
function delimiterOf(rows: readonly string[]): RegExp {
  const sample = rows.join('\n');
  if (sample.includes('\t')) return /\t/;
  if (sample.includes(';')) return /;/;
  if (sample.includes(',')) return /,/;
  return / +/;
}

const looksLikePart = (cell: string) => /[\p{L}]/u.test(cell) && /\d/.test(cell) && !/\s{2,}/.test(cell);

/**
 * Pasted text (source `plain`), e.g. columns copied from a spreadsheet: the amount column is the
 * first whose cells are mostly whole amounts, the symbol column the first other one whose cells
 * mostly look like part numbers (letters and digits, else digits and dashes); the other cells
 * become the note. A first row without a number in the amount column is a header and skipped.
 * With a single column every row is a part without an amount.
 */
export function parsePlainText(text: string): SourceLine[] {
  const rows = splitRows(text)
    .map((raw, index) => ({ row: index + 1, raw }))
    .filter((r) => r.raw.trim() !== '');
  if (rows.length === 0) return [];
  const delimiter = delimiterOf(rows.map((r) => r.raw));
  const cells = rows.map((r) => r.raw.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/, '$1')));
  const width = Math.max(...cells.map((c) => c.length));
  const share = (column: number, test: (cell: string) => boolean) => {
    const filled = cells.map((c) => c[column] ?? '').filter((c) => c !== '');
    return filled.length === 0 ? 0 : filled.filter(test).length / filled.length;
  };
  const columns = Array.from({ length: width }, (_, i) => i);
  const amountColumn =
    width > 1 ? columns.find((i) => share(i, (c) => amountOf(c) !== null) >= 0.5) : undefined;
  const others = columns.filter((i) => i !== amountColumn);
  const symbolColumn =
    others.find((i) => share(i, looksLikePart) >= 0.5) ??
    others.find((i) => share(i, (c) => /\d/.test(c) && amountOf(c) === null) >= 0.5) ??
    others[0] ??
    0;
  const lines: SourceLine[] = [];
  cells.forEach((row, index) => {
    const query = row[symbolColumn] ?? '';
    const amount = amountColumn === undefined ? null : amountOf(row[amountColumn] ?? '');
    // A header: the first row, its amount cell words, not a number ("Qty", "Ilość").
    if (index === 0 && amountColumn !== undefined && amount === null) return;
    if (query === '') return;
    const note = row.filter((cell, i) => i !== symbolColumn && i !== amountColumn && cell !== '').join(', ');
    lines.push({
      row: rows[index]!.row,
      query,
      manufacturer: null,
      amounts: amount === null ? [] : [amount],
      note: note === '' ? null : note,
      targetPrice: null,
    });
  });
  return lines;
}

/**
 * Packaging suffixes distributors and manufacturers add to a part number for the same part on
 * another carrier, as they read in a normalised key (normaliseSymbol drops `-`, `/`, `.` and
 * spaces, so "-TR", "/TR" and " TR" all end in "TR"). Longest first, so "CTND" goes before "ND".
 *   Digi-Key: CT-ND (cut tape), TR-ND (tape and reel), DKR-ND (Digi-Reel), -ND;
 *   reels: -REEL7, -REEL13, -REEL, -TR13, -TR7, -TR, -T13, -T7, -T1;
 *   lead-free: #TRPBF, TRPBF, #PBF, PBF;
 *   tape, ammo and tubes: -TAPE, -AMMO, -TUBE; cut tape -CT.
 * A stripped key shorter than four characters names too little to be tried.
 */
export const PACKAGING_SUFFIXES = [
  'DKRND',
  'CTND',
  'TRND',
  '#TRPBF',
  'TRPBF',
  'REEL13',
  'REEL7',
  'REEL',
  '#PBF',
  'PBF',
  'TAPE',
  'AMMO',
  'TUBE',
  'TR13',
  'TR7',
  'T13',
  'ND',
  'TR',
  'T7',
  'T1',
  'CT',
] as const;

const MIN_STRIPPED_KEY = 4;

/**
 * The key and the packaging suffixes at its end (at most two, e.g. "…-TR-ND", outermost first).
 * Works on the normalised key (`normaliseSymbol`) or on a raw symbol, which is normalised. The one
 * rule of "the same part on another carrier": quick buy's matching and the product page's packaging
 * variants (common/part-data partKeyOf) both read it.
 */
export function packagingSuffixesOf(symbolOrKey: string): { key: string; suffixes: string[] } {
  let key = normaliseSymbol(symbolOrKey);
  const suffixes: string[] = [];
  for (let pass = 0; pass < 2; pass++) {
    const suffix = PACKAGING_SUFFIXES.find(
      (s) => key.endsWith(s) && key.length - s.length >= MIN_STRIPPED_KEY,
    );
    if (!suffix) break;
    key = key.slice(0, -suffix.length).replace(/#$/, '');
    suffixes.push(suffix);
  }
  return { key, suffixes };
}

/**
 * The key without its packaging suffixes (at most two, e.g. "…-TR-ND"), or null when nothing was
 * stripped. Works on the normalised key (`normaliseSymbol`) or on a raw symbol, which is normalised.
 */
export function withoutPackagingSuffix(symbolOrKey: string): string | null {
  const { key, suffixes } = packagingSuffixesOf(symbolOrKey);
  return suffixes.length > 0 ? key : null;
}
