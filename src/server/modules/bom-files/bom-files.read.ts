import type { BomField, ColumnMapping } from '../../../common/bom-files';
import type { SourceLine } from '../../../common/contracts/source-lines';
import { AppError } from '../../../common/errors';
import type { Market } from '../../../common/markets';
import {
  columnsOfMapping,
  detectColumns,
  findHeaderRow,
  headerSignature,
  PART_FIELDS,
  type BomColumn,
} from './bom-files.detect';
import { toSourceLines, type BomNotice } from './bom-files.lines';
import { readTableOffThread, type WorkerReport } from './bom-files.run';
import type { BomFormat } from './bom-files.table';
import type { Delimiter, TextEncoding } from './bom-files.text';

export interface ReadBomFileInput {
  bytes: Buffer;
  /** Only for a warning when the name promises another format than the bytes are. */
  fileName: string;
  /** Its country picks the old code page of a text file that is not UTF-8 (Windows-1250 or -1252). */
  market: Pick<Market, 'country'>;
  /** The buyer's (or the remembered) reading of the columns; without it, columns are detected. */
  mapping?: ColumnMapping | null;
  /** The mapping remembered for a header row of this signature (the service passes the customer's). */
  rememberedMapping?: (signature: string) => Promise<ColumnMapping | null>;
  /** How many of these values the catalogue knows (symbols or MPNs): finds the part column by content. */
  catalogueHits?: (values: string[]) => Promise<number>;
  /** For the bench: receives the parsing worker's heap. */
  report?: WorkerReport;
}

export interface BomFileReading {
  format: BomFormat;
  encoding: TextEncoding | null;
  delimiter: Delimiter | null;
  /** 1-based; null when the file has no header row. */
  headerRow: number | null;
  columns: BomColumn[];
  /** The mapping in force, to show, edit and send back (or remember). */
  mapping: ColumnMapping;
  /** Key of the detected header row's words, for remembering the mapping per customer; null without headers. */
  signature: string | null;
  /** The first rows of the file as they are (title rows and header included), for the mapping view. */
  preview: Array<{ row: number; cells: string[] }>;
  /** Rows of the file after trailing empty ones are dropped. */
  rowCount: number;
  lines: SourceLine[];
  errors: Array<BomNotice & { row: number }>;
  warnings: BomNotice[];
}

const PREVIEW_ROWS = 25;

/**
 * A BOM file (CSV, TXT, XLS, XLSX) as SourceLines for quick buy or a request for quote, with what
 * the buyer needs to check the reading (issue 18, ADR 046). Refusals of the whole file are
 * AppErrors with `bomFiles.errors.*` keys (413 too large, 422 otherwise); a row's mistakes are
 * `errors` and the file is still read.
 */
export async function readBomFile(input: ReadBomFileInput): Promise<BomFileReading> {
  const table = await readTableOffThread(input.bytes, input.fileName, input.market.country, {
    report: input.report,
  });
  const { rows } = table;
  const detectedHeader = findHeaderRow(rows);
  const signature = headerSignature(rows, detectedHeader);
  const wanted =
    input.mapping ?? (signature && input.rememberedMapping ? await input.rememberedMapping(signature) : null);
  const mapping = wanted && fitsFile(wanted, rows.length) ? wanted : null;
  const headerIndex = mapping ? (mapping.headerRow === null ? null : mapping.headerRow - 1) : detectedHeader;
  const columns = mapping
    ? columnsOfMapping(rows, mapping)
    : await detectColumns(rows, detectedHeader, { catalogueHits: input.catalogueHits });
  if (!columns.some((c) => (PART_FIELDS as readonly BomField[]).includes(c.field))) {
    throw new AppError(422, 'bomFiles.errors.noColumns');
  }
  const { lines, errors, warnings } = toSourceLines(rows, headerIndex, columns);
  if (table.extensionMismatch) {
    warnings.unshift({
      row: null,
      key: 'bomFiles.warnings.extensionMismatch',
      params: { format: table.format },
    });
  }
  if (table.encoding === 'windows-1250' || table.encoding === 'windows-1252') {
    warnings.unshift({
      row: null,
      key: 'bomFiles.warnings.encodingGuessed',
      params: { encoding: table.encoding },
    });
  }
  if (!columns.some((c) => c.field === 'quantity')) {
    warnings.unshift({ row: null, key: 'bomFiles.warnings.noQuantityColumn' });
  }
  const preview: BomFileReading['preview'] = [];
  for (let r = 0; r < rows.length && preview.length < PREVIEW_ROWS; r++) {
    if (rows[r]!.some(Boolean)) preview.push({ row: r + 1, cells: rows[r]! });
  }
  return {
    format: table.format,
    encoding: table.encoding,
    delimiter: table.delimiter,
    headerRow: headerIndex === null ? null : headerIndex + 1,
    columns,
    mapping: {
      headerRow: headerIndex === null ? null : headerIndex + 1,
      columns: columns.filter((c) => c.field !== 'ignore').map(({ index, field }) => ({ index, field })),
    },
    signature,
    preview,
    rowCount: rows.length,
    lines,
    errors,
    warnings,
  };
}

/** A remembered mapping may not fit another file of the same headers: a header row beyond its end. */
function fitsFile(mapping: ColumnMapping, rowCount: number): boolean {
  return mapping.headerRow === null || (mapping.headerRow >= 1 && mapping.headerRow <= rowCount);
}
