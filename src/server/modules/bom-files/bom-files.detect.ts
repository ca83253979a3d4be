import { createHash } from 'node:crypto';
import {
  BOM_HEADER_SEARCH_ROWS,
  type BomColumnSource,
  type BomField,
  type ColumnMapping,
} from '../../../common/bom-files';
import type { Cells } from './bom-files.sheets';
import { fieldOfHeader, headerKey } from './bom-files.synonyms';
import { parseQuantity } from './bom-files.values';

/** One column of the file as the buyer checks it. */
export interface BomColumn {
  /** 0-based, as in ColumnMapping. */
  index: number;
  /** The header row's text of the column; null without a header row. */
  header: string | null;
  field: BomField;
  detectedBy: BomColumnSource;
}

/** Fields that name the part; the line's query is the first of them that is filled. */
export const PART_FIELDS = ['symbol', 'customerSymbol', 'mpn'] as const;
/** Only quantity may come from several columns (several amounts of an RFQ line). */
const REPEATABLE: ReadonlySet<BomField> = new Set(['quantity', 'ignore']);
/** How many values of a column are looked at to judge it by content, and sent to the catalogue. */
const SAMPLE_ROWS = 200;
const CATALOGUE_SAMPLE = 50;
const CATALOGUE_MIN_HIT_RATIO = 0.3;

const DESIGNATORS =
  /^[A-Z]{1,4}\d{1,5}[A-Z]?(\s*[-–]\s*[A-Z]{0,4}\d{1,5})?([\s,;]+[A-Z]{1,4}\d{1,5}[A-Z]?(\s*[-–]\s*[A-Z]{0,4}\d{1,5})?)*[,;]?$/;
const PART_NUMBER = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9][A-Za-z0-9\-_./+#(),]*$/;

/**
 * The header row among the first rows: the one whose cells name the most known columns. A row
 * counts when it names two fields, or one field and holds no bare number, or when every cell it
 * has is a known header. Returns a 0-based index, or null when no row looks like headers.
 */
export function findHeaderRow(rows: Cells): number | null {
  let best: { index: number; score: number } | null = null;
  for (let i = 0; i < Math.min(BOM_HEADER_SEARCH_ROWS, rows.length); i++) {
    const cells = rows[i]!.filter((cell) => cell !== '');
    if (cells.length === 0) continue;
    const fields = cells.map(fieldOfHeader);
    const named = new Set(fields.filter((f) => f !== null && f !== 'ignore'));
    const known = fields.filter((f) => f !== null).length;
    // One known header among other words counts only when the row holds no amount (a data row might
    // hold a word that is also a header, never beside a bare number in the same row of headers).
    const numeric = cells.some((cell) => parseQuantity(cell) !== null);
    if (named.size === 0 || (named.size < 2 && known < cells.length && numeric)) continue;
    const score = named.size * 2 + known;
    if (!best || score > best.score) best = { index: i, score };
  }
  return best?.index ?? null;
}

/** The header row's words, so the same layout is recognised again (the remembered mapping's key). */
export function headerSignature(rows: Cells, headerRow: number | null): string | null {
  if (headerRow === null) return null;
  const keys = (rows[headerRow] ?? []).map(headerKey);
  return createHash('sha256').update(keys.join('\u001f')).digest('hex').slice(0, 32);
}

function sampleOf(rows: Cells, firstDataRow: number, index: number): string[] {
  const values: string[] = [];
  for (let r = firstDataRow; r < rows.length && values.length < SAMPLE_ROWS; r++) {
    const value = rows[r]![index];
    if (value) values.push(value);
  }
  return values;
}

const share = (values: string[], test: (value: string) => boolean) =>
  values.length === 0 ? 0 : values.filter(test).length / values.length;

/** 1, 2, 3… : a column of line numbers, not of amounts. */
const isCounting = (values: string[]) => values.length > 2 && values.every((v, i) => v === String(i + 1));

export interface DetectOptions {
  catalogueHits?: (values: string[]) => Promise<number>;
}

/**
 * What each column means: by its header's words first; then, for columns the header says nothing
 * about, by content: integers are the quantity, "R1, R5" are designators, values the catalogue
 * knows are the shop's symbols (asked through `catalogueHits`, so no database here), and failing
 * that, the first column of part-number-like values is the manufacturer's part number.
 */
export async function detectColumns(
  rows: Cells,
  headerRow: number | null,
  options: DetectOptions,
): Promise<BomColumn[]> {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const header = headerRow === null ? null : rows[headerRow]!;
  const firstDataRow = headerRow === null ? 0 : headerRow + 1;
  const taken = new Set<BomField>();
  const columns: BomColumn[] = [];
  for (let index = 0; index < width; index++) {
    const text = header?.[index] || null;
    let field = text === null ? null : fieldOfHeader(text);
    if (field && !REPEATABLE.has(field) && taken.has(field)) field = 'ignore';
    if (field) taken.add(field);
    columns.push({ index, header: text, field: field ?? 'ignore', detectedBy: field ? 'header' : 'none' });
  }

  const unknown = columns.filter((c) => c.detectedBy === 'none');
  const samples = new Map(unknown.map((c) => [c.index, sampleOf(rows, firstDataRow, c.index)]));
  const assign = (column: BomColumn, field: BomField) => {
    column.field = field;
    column.detectedBy = 'content';
    taken.add(field);
  };

  for (const column of unknown) {
    const values = samples.get(column.index)!;
    if (values.length === 0 || isCounting(values)) continue;
    if (!taken.has('quantity') && share(values, (v) => parseQuantity(v) !== null) >= 0.9)
      assign(column, 'quantity');
    else if (!taken.has('designators') && share(values, (v) => DESIGNATORS.test(v)) >= 0.8)
      assign(column, 'designators');
  }

  const candidates = unknown.filter(
    (c) => c.detectedBy === 'none' && share(samples.get(c.index)!, (v) => parseQuantity(v) === null) >= 0.5,
  );
  if (options.catalogueHits && !taken.has('symbol')) {
    let best: { column: BomColumn; ratio: number } | null = null;
    for (const column of candidates.slice(0, 12)) {
      const values = [...new Set(samples.get(column.index))].slice(0, CATALOGUE_SAMPLE);
      if (values.length === 0) continue;
      const ratio = (await options.catalogueHits(values)) / values.length;
      if (ratio >= CATALOGUE_MIN_HIT_RATIO && (!best || ratio > best.ratio)) best = { column, ratio };
    }
    if (best) assign(best.column, 'symbol');
  }
  if (!PART_FIELDS.some((f) => taken.has(f))) {
    const partLike = candidates.find(
      (c) => c.detectedBy === 'none' && share(samples.get(c.index)!, (v) => PART_NUMBER.test(v)) >= 0.7,
    );
    if (partLike) assign(partLike, 'mpn');
  }
  return columns;
}

/** The buyer's mapping applied to the file's columns: what it names is theirs, the rest is ignored. */
export function columnsOfMapping(rows: Cells, mapping: ColumnMapping): BomColumn[] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const header = mapping.headerRow === null ? null : (rows[mapping.headerRow - 1] ?? null);
  const fields = new Map(mapping.columns.map((c) => [c.index, c.field]));
  return Array.from({ length: width }, (_, index) => ({
    index,
    header: header?.[index] || null,
    field: fields.get(index) ?? 'ignore',
    detectedBy: 'user' as const,
  }));
}
