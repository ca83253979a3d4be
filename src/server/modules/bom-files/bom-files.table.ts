import {
  BOM_FILE_MAX_BYTES,
  BOM_FILE_MAX_COLUMNS,
  BOM_FILE_MAX_LINES,
  BOM_HEADER_SEARCH_ROWS,
} from '../../../common/bom-files';
import { AppError } from '../../../common/errors';
import { readXls, readXlsx, type Cells } from './bom-files.sheets';
import { readText, type Delimiter, type TextEncoding } from './bom-files.text';

export type BomFormat = 'text' | 'xlsx' | 'xls';

/** A file as rows of text cells, with how it was read. */
export interface BomTable {
  format: BomFormat;
  /** The text file's encoding; null for a spreadsheet. */
  encoding: TextEncoding | null;
  /** The text file's separator; null for a spreadsheet. */
  delimiter: Delimiter | null;
  rows: Cells;
  /** The file's name promised another format than its bytes are (the bytes were believed). */
  extensionMismatch: boolean;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 compound file an .xls (or an encrypted XLSX) is: D0 CF 11 E0 A1 B1 1A E1. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (file: Buffer, magic: number[]) => magic.every((byte, i) => file[i] === byte);

/** What the bytes are; the name is not believed (a CSV called .xls is common). */
export function sniffFormat(bytes: Buffer): BomFormat {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE2)) return 'xls';
  return 'text';
}

function formatOfName(fileName: string): BomFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'xlsm') return 'xlsx';
  if (extension === 'xls') return 'xls';
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') return 'text';
  return null;
}

/** How much a reader accepts: a BOM's limits by default; customer symbols import longer files. */
export interface TableLimits {
  maxBytes: number;
  maxRows: number;
}
export const BOM_TABLE_LIMITS: TableLimits = {
  maxBytes: BOM_FILE_MAX_BYTES,
  maxRows: BOM_FILE_MAX_LINES + BOM_HEADER_SEARCH_ROWS,
};

export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, 'bomFiles.errors.fileTooLarge', {
    params: { megabytes: Math.floor(maxBytes / 1024 / 1024) },
  });

/**
 * Reads a file's rows whatever its format, refusing what is too large, empty or not a table.
 * Runs in the parsing worker (ADR 046), or inline for a small file.
 */
export async function readTable(
  bytes: Buffer,
  fileName: string,
  country: string,
  limits: TableLimits = BOM_TABLE_LIMITS,
): Promise<BomTable> {
  if (bytes.length > limits.maxBytes) throw fileTooLarge(limits.maxBytes);
  if (bytes.length === 0) throw new AppError(422, 'bomFiles.errors.emptyFile');
  const format = sniffFormat(bytes);
  const named = formatOfName(fileName);
  const extensionMismatch = named !== null && named !== format;
  let table: BomTable;
  if (format === 'xlsx') {
    table = { format, encoding: null, delimiter: null, rows: await readXlsx(bytes), extensionMismatch };
  } else if (format === 'xls') {
    table = { format, encoding: null, delimiter: null, rows: await readXls(bytes), extensionMismatch };
  } else {
    table = { format, ...readText(bytes, country), extensionMismatch };
  }
  // Rows and columns at the end that hold nothing are not the buyer's data.
  let last = table.rows.length;
  while (last > 0 && table.rows[last - 1]!.every((cell) => cell === '')) last--;
  table.rows.length = last;
  if (last === 0) throw new AppError(422, 'bomFiles.errors.emptyFile');
  if (last > limits.maxRows) {
    throw new AppError(422, 'bomFiles.errors.tooManyLines', { params: { max: limits.maxRows } });
  }
  for (const row of table.rows) {
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    if (row.length > BOM_FILE_MAX_COLUMNS) {
      throw new AppError(422, 'bomFiles.errors.tooManyColumns', { params: { max: BOM_FILE_MAX_COLUMNS } });
    }
  }
  return table;
}
