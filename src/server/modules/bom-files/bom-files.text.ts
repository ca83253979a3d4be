import { parse } from 'csv-parse/sync';
import { AppError } from '../../../common/errors';
import type { Cells } from './bom-files.sheets';

export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-8-bom',
  'utf-16le',
  'utf-16be',
  'windows-1250',
  'windows-1252',
] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number] | 'spaces';

/**
 * Countries whose spreadsheets save text in Windows-1250 (Central European: Polish, Hungarian,
 * Czech, Slovak…); elsewhere an old Excel writes Windows-1252.
 */
const CENTRAL_EUROPEAN = new Set(['pl', 'hu', 'cz', 'sk', 'si', 'hr', 'ro', 'rs', 'ba', 'al']);

/** A text file's characters: a BOM decides; else strict UTF-8; else the market's old Windows code page. */
export function decodeText(bytes: Buffer, country: string): { text: string; encoding: TextEncoding } {
  const [a, b, c] = bytes;
  let decoded: { text: string; encoding: TextEncoding };
  if (a === 0xef && b === 0xbb && c === 0xbf) {
    decoded = { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  } else if (a === 0xff && b === 0xfe) {
    decoded = { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  } else if (a === 0xfe && b === 0xff) {
    decoded = { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  } else {
    try {
      decoded = { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
    } catch {
      const encoding = CENTRAL_EUROPEAN.has(country) ? 'windows-1250' : 'windows-1252';
      decoded = { text: new TextDecoder(encoding).decode(bytes), encoding };
    }
  }
  // A NUL is never text: a binary file (PDF, image, UTF-16 without a BOM) sent as CSV.
  if (decoded.text.includes('\u0000')) throw new AppError(422, 'bomFiles.errors.binary');
  return decoded;
}

/** Records as arrays of cells; `info` is not asked for (it triples csv-parse's time, bench/bom-read.ts). */
type Parsed = string[][];

function parseWith(text: string, delimiter: string, toLine?: number): Parsed {
  return parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
    ...(toLine ? { to_line: toLine } : {}),
  }) as unknown as Parsed;
}

/**
 * The separator the file is written with: the candidate that splits the first lines into the most
 * rows of several cells, the same number of cells breaking ties (a description may hold commas).
 */
export function detectDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; score: number } = { delimiter: 'spaces', score: 0 };
  // csv-parse reads the whole input even when asked for the first lines only: give it a head.
  const head = text.slice(0, 16 * 1024);
  for (const delimiter of DELIMITERS) {
    let records: Parsed;
    try {
      records = parseWith(head, delimiter, 40);
    } catch {
      continue;
    }
    const widths = records.map((record) => record.length).filter((n) => n > 1);
    if (widths.length === 0) continue;
    const counts = new Map<number, number>();
    for (const w of widths) counts.set(w, (counts.get(w) ?? 0) + 1);
    const score = widths.length + Math.max(...counts.values());
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** Rows of cells of a CSV or TXT file, in its file order (an empty line is an empty row). */
export function readText(
  bytes: Buffer,
  country: string,
): { rows: Cells; encoding: TextEncoding; delimiter: Delimiter } {
  const { text, encoding } = decodeText(bytes, country);
  if (text.trim() === '') throw new AppError(422, 'bomFiles.errors.emptyFile');
  const delimiter = detectDelimiter(text);
  if (delimiter === 'spaces') {
    // Pasted lines without a separator ("BC547 100"): words apart by spaces.
    const rows = text.split(/\r\n|\n|\r/).map((line) => line.trim().split(/\s+/).filter(Boolean));
    return { rows, encoding, delimiter };
  }
  try {
    return { rows: parseWith(text, delimiter), encoding, delimiter };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new AppError(422, 'bomFiles.errors.unreadableText', { params: { line } });
  }
}
