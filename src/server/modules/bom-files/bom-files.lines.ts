import { AMOUNT_MAX_VALUE } from '../../../common/amount-rules';
import {
  BOM_CELL_MAX_LENGTH,
  BOM_FILE_MAX_LINES,
  BOM_NOTE_MAX_LENGTH,
  type BomField,
} from '../../../common/bom-files';
import type { SourceLine } from '../../../common/contracts/source-lines';
import { AppError, type MessageKey } from '../../../common/errors';
import type { TranslationValues } from '../../../common/i18n/lookup';
import type { BomColumn } from './bom-files.detect';
import type { Cells } from './bom-files.sheets';
import { CONTROL, designatorCount, parsePrice, parseQuantity, TOTALS } from './bom-files.values';

/** Something about one row (or the whole file when `row` is null), as a message key and its values. */
export interface BomNotice {
  row: number | null;
  key: MessageKey;
  params?: TranslationValues;
}

export interface BomLines {
  lines: SourceLine[];
  errors: Array<BomNotice & { row: number }>;
  warnings: BomNotice[];
}

/**
 * The rows under the header as SourceLines. A row with a mistake gives an error instead of a line
 * (the buyer corrects it); empty rows, section headings without an amount and a totals row at the
 * bottom are left out, the last two with a warning. Duplicates stay separate lines: merging them
 * is the consumer's decision, taken with the buyer (issue 18).
 */
export function toSourceLines(rows: Cells, headerRow: number | null, columns: BomColumn[]): BomLines {
  const of = (field: BomField) => columns.filter((c) => c.field === field).map((c) => c.index);
  const [symbol, customerSymbol, mpn, manufacturer, note, designators, targetPrice] = (
    ['symbol', 'customerSymbol', 'mpn', 'manufacturer', 'note', 'designators', 'targetPrice'] as const
  ).map((field) => of(field)[0]);
  const quantities = of('quantity');
  const mapped = columns.filter((c) => c.field !== 'ignore').map((c) => c.index);
  const result: BomLines = { lines: [], errors: [], warnings: [] };
  const cell = (cells: string[], index: number | undefined) =>
    index === undefined ? '' : (cells[index] ?? '').trim();

  for (let r = headerRow === null ? 0 : headerRow + 1; r < rows.length; r++) {
    const cells = rows[r]!;
    const row = r + 1;
    if (mapped.every((i) => !cells[i])) continue;
    const query = cell(cells, symbol) || cell(cells, customerSymbol) || cell(cells, mpn);
    const amounts = quantities.map((i) => cell(cells, i)).filter(Boolean);
    const error = (key: MessageKey, params?: TranslationValues) => result.errors.push({ row, key, params });

    // Cheap tests first: this loop runs on the event loop for every row of the file.
    if ((!query || TOTALS.test(query)) && cells.some((c) => TOTALS.test(c.trim()))) {
      result.warnings.push({ row, key: 'bomFiles.warnings.totalsSkipped' });
      continue;
    }
    // A heading in the part column ("Resistors") has no amount and no digit: part numbers have one.
    const heading =
      quantities.length > 0 &&
      amounts.length === 0 &&
      !/\d/.test(query) &&
      mapped.filter((i) => cells[i]).length === 1;
    if (!query || heading) {
      if (amounts.length === 0) result.warnings.push({ row, key: 'bomFiles.warnings.rowWithoutPart' });
      else error('bomFiles.rows.noPart');
      continue;
    }
    if (result.lines.length + result.errors.length >= BOM_FILE_MAX_LINES) {
      throw new AppError(422, 'bomFiles.errors.tooManyLines', { params: { max: BOM_FILE_MAX_LINES } });
    }
    const texts = [query, cell(cells, manufacturer), cell(cells, targetPrice)];
    const notes = [cell(cells, designators), cell(cells, note)].filter(Boolean);
    if (CONTROL.test(texts.join('') + notes.join(''))) {
      error('bomFiles.rows.control');
      continue;
    }
    if (texts.some((t) => t.length > BOM_CELL_MAX_LENGTH)) {
      error('bomFiles.rows.tooLong', { max: BOM_CELL_MAX_LENGTH });
      continue;
    }
    const noteText = notes.join('; ').replace(/\s+/g, ' ');
    if (noteText.length > BOM_NOTE_MAX_LENGTH) {
      error('bomFiles.rows.noteTooLong', { max: BOM_NOTE_MAX_LENGTH });
      continue;
    }
    const parsed = amounts.map(parseQuantity);
    const bad = amounts.find((_, i) => parsed[i] === null);
    if (bad !== undefined) {
      error('bomFiles.rows.badQuantity', { value: bad.slice(0, 20) });
      continue;
    }
    if (parsed.some((n) => n! > AMOUNT_MAX_VALUE)) {
      error('bomFiles.rows.quantityTooLarge', { max: AMOUNT_MAX_VALUE });
      continue;
    }
    const priceText = cell(cells, targetPrice);
    const price = priceText ? parsePrice(priceText) : null;
    if (priceText && price === null) {
      error('bomFiles.rows.badPrice', { value: priceText.slice(0, 20) });
      continue;
    }
    const designatorText = cell(cells, designators);
    if (designatorText && parsed.length === 1 && designatorCount(designatorText) !== parsed[0]) {
      result.warnings.push({
        row,
        key: 'bomFiles.warnings.designatorCount',
        params: { count: designatorCount(designatorText), quantity: parsed[0]! },
      });
    }
    result.lines.push({
      row,
      query,
      manufacturer: cell(cells, manufacturer) || null,
      amounts: parsed as number[],
      note: noteText || null,
      targetPrice: price,
    });
  }
  return result;
}
