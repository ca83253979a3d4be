import type * as XLSXTypes from '@e965/xlsx';
import readExcelFile from 'read-excel-file/node';
import { AppError } from '../../../common/errors';
import { checkZipBomb, unzipEntry, zipEntries, type ZipEntry } from './bom-files.zip';

/** A sheet as text cells, row 1 first; merged ranges carry their top-left value in every cell. */
export type Cells = string[][];

interface Merge {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** A cell's value as the buyer sees it: numbers without exponent noise, dates as ISO days. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(+value.toPrecision(12));
  return String(value).trim();
}

/** Spreads each merged range's top-left value over the range (a manufacturer merged over three lines). */
function fillMerges(rows: Cells, merges: Merge[]): Cells {
  for (const m of merges) {
    const value = rows[m.top]?.[m.left] ?? '';
    if (!value) continue;
    for (let r = m.top; r <= Math.min(m.bottom, rows.length - 1); r++) {
      const row = rows[r]!;
      for (let c = m.left; c <= m.right; c++) if (!row[c]) row[c] = value;
    }
  }
  return rows;
}

/** "B3" → [row 2, column 1], both 0-based. */
function cellAddress(ref: string): [number, number] | null {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(ref);
  if (!match) return null;
  const column = [...match[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return [Number(match[2]) - 1, column];
}

/** The merged ranges of the workbook's `sheetIndex`-th sheet, read from its XML (read-excel-file drops them). */
function xlsxMerges(zip: Buffer, entries: ZipEntry[], sheetIndex: number): Merge[] {
  const text = (name: string) => {
    const entry = entries.find((e) => e.name === name);
    return entry ? unzipEntry(zip, entry).toString('utf8') : '';
  };
  const sheetIds = [...text('xl/workbook.xml').matchAll(/<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/g)].map(
    (m) => m[1],
  );
  const rels = new Map(
    [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*>/g)].map((m) => [
      /\bId="([^"]+)"/.exec(m[0])?.[1],
      /\bTarget="([^"]+)"/.exec(m[0])?.[1],
    ]),
  );
  const target = rels.get(sheetIds[sheetIndex]);
  if (!target) return [];
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const entry = entries.find((e) => e.name === path);
  if (!entry) return [];
  const xml = unzipEntry(zip, entry);
  const start = xml.indexOf('<mergeCells');
  if (start < 0) return [];
  const merges: Merge[] = [];
  for (const m of xml.toString('utf8', start).matchAll(/<mergeCell\b[^>]*\bref="([A-Z]+\d+):([A-Z]+\d+)"/g)) {
    const [from, to] = [cellAddress(m[1]!), cellAddress(m[2]!)];
    if (from && to) merges.push({ top: from[0], left: from[1], bottom: to[0], right: to[1] });
  }
  return merges;
}

const isEmptySheet = (rows: unknown[][]) => rows.every((row) => row.every((cell) => cellText(cell) === ''));

/** The first sheet that holds anything, of an XLSX workbook (checked for a zip bomb first). */
export async function readXlsx(zip: Buffer): Promise<Cells> {
  const entries = zipEntries(zip);
  checkZipBomb(entries);
  let sheets: Array<{ data: unknown[][] }>;
  try {
    sheets = await readExcelFile(zip);
  } catch {
    throw new AppError(422, 'bomFiles.errors.unreadableXlsx');
  }
  const index = sheets.findIndex((sheet) => !isEmptySheet(sheet.data));
  if (index < 0) throw new AppError(422, 'bomFiles.errors.emptyFile');
  const rows = sheets[index]!.data.map((row) => row.map(cellText));
  return fillMerges(rows, xlsxMerges(zip, entries, index));
}

/** An OLE2 file with an EncryptionInfo stream is an XLSX saved with a password (MS-OFFCRYPTO). */
function isEncryptedPackage(XLSX: typeof XLSXTypes, ole: Buffer): boolean {
  try {
    const container = XLSX.CFB.read(ole, { type: 'buffer' });
    return Boolean(XLSX.CFB.find(container, 'EncryptionInfo'));
  } catch {
    return false;
  }
}

/**
 * The first sheet that holds anything, of an old binary .xls (BIFF, through SheetJS: ADR 045).
 * An encrypted XLSX also comes as OLE2 and is told apart first.
 */
export async function readXls(ole: Buffer): Promise<Cells> {
  // SheetJS is large and only old .xls needs it: loaded on the first such file.
  const XLSX = await import('@e965/xlsx');
  if (isEncryptedPackage(XLSX, ole)) throw new AppError(422, 'bomFiles.errors.protected');
  let workbook: XLSXTypes.WorkBook;
  try {
    workbook = XLSX.read(ole, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
    });
  } catch (error) {
    if (/password|encrypt/i.test(String((error as Error)?.message))) {
      throw new AppError(422, 'bomFiles.errors.protected');
    }
    throw new AppError(422, 'bomFiles.errors.unreadableXls');
  }
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) continue;
    const range = XLSX.utils.decode_range(sheet['!ref']);
    const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: true,
    });
    if (isEmptySheet(data)) continue;
    // sheet_to_json starts at the sheet's used range; rows and columns before it are put back so
    // row numbers are the ones the buyer sees in Excel.
    const pad: string[] = Array.from({ length: range.s.c }, () => '');
    const rows: Cells = [
      ...Array.from({ length: range.s.r }, () => [] as string[]),
      ...data.map((row) => [...pad, ...row.map(cellText)]),
    ];
    const merges = (sheet['!merges'] ?? []).map((m) => ({
      top: m.s.r,
      left: m.s.c,
      bottom: m.e.r,
      right: m.e.c,
    }));
    return fillMerges(rows, merges);
  }
  throw new AppError(422, 'bomFiles.errors.emptyFile');
}
