import { readTableOffThread } from './bom-files.run';
import type { BomFormat } from './bom-files.table';

/**
 * A file's rows of text cells, read the way BOM files are (format by the bytes, encodings, XLS
 * through SheetJS, zip-bomb and password checks, the worker), for another importer with its own
 * columns and limits: customer symbols reads its .xls files here (ADR 036, amended).
 */
export async function readSpreadsheetRows(
  bytes: Buffer,
  options: { fileName?: string; country?: string; maxBytes: number; maxRows: number },
): Promise<{ format: BomFormat; rows: string[][] }> {
  const table = await readTableOffThread(bytes, options.fileName ?? '', options.country ?? 'en', {
    limits: { maxBytes: options.maxBytes, maxRows: options.maxRows },
  });
  return { format: table.format, rows: table.rows };
}
