/**
 * The BOM file reader's public face (issue 18, ADR 046): turns an uploaded CSV, TXT, XLS or XLSX
 * into SourceLines for quick buy and requests for quote, with the column mapping the buyer checks.
 * No routes: the consumers' calls take the bytes and answer what this returns.
 */
export { readBomFile, type BomFileReading, type ReadBomFileInput } from './bom-files.read';
export {
  createBomFilesService,
  type BomFilesService,
  type CheckBomFileInput,
  type CheckedBomFile,
} from './bom-files.service';
export type { BomColumn } from './bom-files.detect';
export type { BomNotice } from './bom-files.lines';
export type { BomFormat } from './bom-files.table';
export type { TextEncoding, Delimiter } from './bom-files.text';
export { readSpreadsheetRows } from './bom-files.rows';
export { acceptBomFileBodies, BOM_FILE_BODY_LIMIT, BOM_FILE_TYPES } from './bom-files.body';
export { writeXls, type XlsCell } from './bom-files.write';
