import { normaliseSymbol } from '../../../common/contracts/catalog';
import type { ImportLineError, ImportPreview } from '../../../common/contracts/customer-symbols';
import { symbolFieldProblem, type SymbolField } from '../../../common/customer-symbols';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import type { Db } from '../../db/client';
import {
  lockCustomerSymbols,
  replaceCustomerSymbols,
  selectAllCustomerSymbols,
  selectKeysKeptElsewhere,
  selectProductIdsOfSymbols,
  type CustomerSymbolInsert,
} from './customer-symbols.repository';
import {
  csvFile,
  readImportFile,
  xlsxFile,
  type ImportFormat,
  type ImportLine,
} from './customer-symbols.files';

/** The preview lists this many errors and this many good lines; the counts are whole. */
const PREVIEW_ERRORS = 200;
const PREVIEW_SAMPLE = 10;

/** A field's problem as the line's message key (customerSymbols.errors.line.*). */
function lineProblem(field: SymbolField, text: string, line: number): ImportLineError | null {
  const problem = symbolFieldProblem(field, text);
  if (!problem) return null;
  if (problem.key === 'required') return { line, key: 'missing', params: {} };
  if (problem.key === 'control') return { line, key: 'control', params: {} };
  if (problem.key === 'noLetters') return { line, key: 'noLetters', params: {} };
  // A product symbol longer than any of the shop's names no product.
  if (field === 'productSymbol')
    return { line, key: 'unknownProduct', params: { symbol: text.slice(0, 40) } };
  return {
    line,
    key: field === 'symbol' ? 'symbolTooLong' : 'descriptionTooLong',
    params: { max: problem.max ?? 0 },
  };
}

interface Checked {
  rows: CustomerSymbolInsert[];
  sample: ImportPreview['sample'];
  errors: ImportLineError[];
  lines: number;
}

/**
 * Every line checked against the rules, the catalogue, the other lines and the customer's other
 * symbols. A product named in the file gives up its old symbol, so the file may move symbols
 * between its own products; a symbol another product keeps is refused.
 *
 * Set-based (ADR 043): the catalogue and the customer's symbols are asked once each, with the
 * file's symbols as array parameters; the lines are compared with each other in memory.
 */
async function check(db: Db, customerId: number, lines: ImportLine[]): Promise<Checked> {
  const errors: ImportLineError[] = [];
  const fieldOk = lines.filter((l) => {
    const problem =
      lineProblem('productSymbol', l.productSymbol, l.line) ??
      lineProblem('symbol', l.symbol, l.line) ??
      lineProblem('description', l.description, l.line);
    if (problem) errors.push(problem);
    return problem === null;
  });
  const named = [...new Set(fieldOk.map((l) => l.productSymbol))];
  const found = await selectProductIdsOfSymbols(db, named, named.map(normaliseSymbol));
  const ids = new Map<string, number>();
  named.forEach((symbol, i) => {
    if (found[i] !== null) ids.set(symbol, found[i]!);
  });
  // Keys the customer keeps on products the file does not name.
  const kept = await selectKeysKeptElsewhere(db, customerId, {
    productIds: [...new Set(ids.values())],
    keys: [...new Set(fieldOk.map((l) => normaliseSymbol(l.symbol)))],
  });
  const keyLine = new Map<string, number>();
  const productLine = new Map<number, number>();
  const rows: CustomerSymbolInsert[] = [];
  const sample: ImportPreview['sample'] = [];
  for (const l of fieldOk) {
    const productId = ids.get(l.productSymbol);
    const symbolKey = normaliseSymbol(l.symbol);
    let problem: ImportLineError | null = null;
    if (productId === undefined)
      problem = { line: l.line, key: 'unknownProduct', params: { symbol: l.productSymbol } };
    else if (keyLine.has(symbolKey))
      problem = {
        line: l.line,
        key: 'duplicateSymbol',
        params: { symbol: l.symbol, line: keyLine.get(symbolKey)! },
      };
    else if (productLine.has(productId))
      problem = {
        line: l.line,
        key: 'duplicateProduct',
        params: { symbol: l.productSymbol, line: productLine.get(productId)! },
      };
    else if (kept.has(symbolKey))
      problem = { line: l.line, key: 'symbolTaken', params: { symbol: l.symbol } };
    if (problem) {
      errors.push(problem);
      continue;
    }
    keyLine.set(symbolKey, l.line);
    productLine.set(productId!, l.line);
    rows.push({ productId: productId!, symbol: l.symbol, symbolKey, description: l.description });
    if (sample.length < PREVIEW_SAMPLE) sample.push(l);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, sample, errors, lines: lines.length };
}

/**
 * Whole files: the import (CSV, TXT, XLSX) with a preview and per-line errors, then all or nothing;
 * the export (CSV, XLSX) of every symbol with the product's data, headings in the buyer's language.
 */
export function createSymbolFiles(db: Db) {
  return {
    async exportFile(
      customerId: number,
      format: 'csv' | 'xlsx',
      language: Language,
    ): Promise<{ body: Buffer; contentType: string; fileName: string }> {
      const heading = (key: string) => translate(language, `customerSymbols.fileColumns.${key}`);
      const table = {
        headings: ['productSymbol', 'symbol', 'description', 'manufacturer', 'productDescription'].map(
          heading,
        ),
        rows: (await selectAllCustomerSymbols(db, customerId)).map((r) => [
          r.productSymbol,
          r.symbol,
          r.description,
          r.manufacturer,
          r.productDescription,
        ]),
      };
      return format === 'csv'
        ? { body: csvFile(table), contentType: 'text/csv; charset=utf-8', fileName: 'customer-symbols.csv' }
        : {
            body: await xlsxFile(table),
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            fileName: 'customer-symbols.xlsx',
          };
    },

    async previewImport(customerId: number, file: Buffer, format: ImportFormat): Promise<ImportPreview> {
      const checked = await check(db, customerId, await readImportFile(file, format));
      return {
        lines: checked.lines,
        valid: checked.rows.length,
        invalid: checked.errors.length,
        errors: checked.errors.slice(0, PREVIEW_ERRORS),
        sample: checked.sample,
      };
    },

    /**
     * Writes the file's symbols when every line is good; with any error nothing is written. The
     * check and the write run in one transaction under the customer's lock (ADR 043): a second
     * import of the same customer waits for the first, then is checked against what it wrote, so
     * two imports at once never interleave and the later one's symbols are what stays.
     */
    async importFile(customerId: number, file: Buffer, format: ImportFormat): Promise<{ imported: number }> {
      const lines = await readImportFile(file, format);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await lockCustomerSymbols(tx, customerId);
        const checked = await check(tx, customerId, lines);
        if (checked.errors.length > 0) {
          throw new AppError(422, 'customerSymbols.errors.importHasErrors', {
            params: { count: checked.errors.length },
          });
        }
        // A single add or edit does not wait for the lock: one that took a symbol of the file
        // meanwhile makes a line fail to go in, and the whole import is undone (never a 500).
        if ((await replaceCustomerSymbols(tx, customerId, checked.rows)) !== checked.rows.length) {
          throw new AppError(409, 'customerSymbols.errors.changedDuringImport');
        }
        return { imported: checked.rows.length };
      });
    },
  };
}
