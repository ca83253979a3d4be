import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import {
  CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES,
  CUSTOMER_SYMBOLS_IMPORT_MAX_LINES,
} from '../../../common/customer-symbols';
import { AppError } from '../../../common/errors';
import { catalogues } from '../../../common/i18n';
import { guardCell, UTF8_BOM } from '../../http/csv-cells';
import { readSpreadsheetRows } from '../bom-files';

/** How an import file was sent; `xls` is the old binary Excel format, read by the BOM reader (ADR 036). */
export const IMPORT_FORMATS = ['csv', 'txt', 'xlsx', 'xls'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** One line of an import: its line number in the file and its first three cells. */
export interface ImportLine {
  line: number;
  productSymbol: string;
  symbol: string;
  description: string;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The OLE2 compound file an .xls is (D0 CF 11 E0 A1 B1 1A E1). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (file: Buffer, magic: number[]) => magic.every((byte, i) => file[i] === byte);

/**
 * A first line of headings is skipped: the export's headings in any of the shop's languages, or
 * the usual words. A real product symbol is never one of these.
 */
const HEADINGS = new Set(
  [
    ...Object.values(catalogues).flatMap((c) => [
      c.customerSymbols.fileColumns.productSymbol,
      c.customerSymbols.fileColumns.symbol,
    ]),
    'symbol',
    'product',
    'product symbol',
    'part number',
  ].map((h) => h.toLowerCase()),
);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** Rows of cells to import lines: headings and empty lines are left out, line numbers kept. */
function toLines(rows: Array<{ line: number; cells: unknown[] }>): ImportLine[] {
  const lines: ImportLine[] = [];
  for (const [index, { line, cells }] of rows.entries()) {
    const [productSymbol, symbol, description] = [0, 1, 2].map((i) => cellText(cells[i]));
    if (!productSymbol && !symbol && !description) continue;
    if (index === 0 && HEADINGS.has(productSymbol!.toLowerCase())) continue;
    lines.push({ line, productSymbol: productSymbol!, symbol: symbol!, description: description! });
    if (lines.length > CUSTOMER_SYMBOLS_IMPORT_MAX_LINES) {
      throw new AppError(422, 'customerSymbols.errors.tooManyLines', {
        params: { max: CUSTOMER_SYMBOLS_IMPORT_MAX_LINES },
      });
    }
  }
  if (lines.length === 0) throw new AppError(422, 'customerSymbols.errors.emptyFile');
  return lines;
}

/** The separator of a text file: whichever of tab, semicolon and comma its first line has most of. */
function separatorOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = ['\t', ';', ','].map((s) => [s, first.split(s).length - 1] as const);
  const [best] = counts.sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ';';
}

function readText(file: Buffer): ImportLine[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError(422, 'customerSymbols.errors.notText');
  }
  if (text.includes('\u0000')) throw new AppError(422, 'customerSymbols.errors.notText');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter: separatorOf(text.replace(/^\uFEFF/, '')),
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new AppError(422, 'customerSymbols.errors.unreadableText', { params: { line } });
  }
  return toLines(records.map(({ record, info }) => ({ line: info.lines, cells: record })));
}

async function readWorkbook(file: Buffer): Promise<ImportLine[]> {
  let rows: unknown[][];
  try {
    rows = await readSheet(file);
  } catch {
    throw new AppError(422, 'customerSymbols.errors.unreadableXlsx');
  }
  return toLines(rows.map((cells, i) => ({ line: i + 1, cells })));
}

/**
 * An old binary .xls, through the BOM reader's XLS reading (SheetJS in a worker with its limits,
 * a password-protected workbook told apart; ADR 036 amended, ADR 045). Its row limit is generous:
 * this importer counts its own lines and says so in its own words.
 */
async function readXls(file: Buffer): Promise<ImportLine[]> {
  const { rows } = await readSpreadsheetRows(file, {
    fileName: 'import.xls',
    maxBytes: CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES,
    maxRows: CUSTOMER_SYMBOLS_IMPORT_MAX_LINES * 2,
  });
  return toLines(rows.map((cells, i) => ({ line: i + 1, cells })));
}

/**
 * The lines of an import file. The bytes decide over the name: a ZIP is read as XLSX, an OLE2
 * file as an old .xls (ADR 036).
 */
export async function readImportFile(file: Buffer, format: ImportFormat): Promise<ImportLine[]> {
  if (file.length > CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES) {
    throw new AppError(413, 'customerSymbols.errors.fileTooLarge', {
      params: { megabytes: CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES / 1024 / 1024 },
    });
  }
  if (format === 'xls' || startsWith(file, OLE2)) {
    if (!startsWith(file, OLE2)) throw new AppError(422, 'bomFiles.errors.unreadableXls');
    return readXls(file);
  }
  if (format === 'xlsx' || startsWith(file, ZIP)) {
    if (!startsWith(file, ZIP)) throw new AppError(422, 'customerSymbols.errors.unreadableXlsx');
    return readWorkbook(file);
  }
  return readText(file);
}

export interface ExportTable {
  headings: string[];
  rows: string[][];
}

/** CSV with a byte-order mark (spreadsheets read UTF-8 only with it) and semicolons, as Excel in Europe. */
export function csvFile(table: ExportTable): Buffer {
  const body = stringify([table.headings, ...table.rows.map((row) => row.map(guardCell))], {
    delimiter: ';',
    record_delimiter: '\r\n',
  });
  return Buffer.from(UTF8_BOM + body, 'utf8');
}

/** One sheet, headings in bold, every cell text (a symbol such as 0603 must not become a number). */
export async function xlsxFile(table: ExportTable): Promise<Buffer> {
  return writeXlsxFile(
    [
      table.headings.map((value) => ({ value, fontWeight: 'bold' as const })),
      ...table.rows.map((row) => row.map((value) => ({ value, type: String }))),
    ],
    { columns: table.headings.map((_, i) => ({ width: i === 4 ? 60 : 24 })) },
  ).toBuffer();
}
