/**
 * Exports of a saved list (spec §2 favourites export by directory and by public token): CSV and XLSX
 * with the symbol, the customer's own symbol (the owner's files only), manufacturer, description,
 * list quantity, unit price at that quantity, value and stock, in the buyer's language. Prices are
 * numbers in the file, not formatted text. The PDF is favourites.pdf.ts.
 */
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { ExportFormat } from '../../../common/favourites-rules';
import type { PrintableList } from '../../../common/favourites-print';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { guardCell, UTF8_BOM } from '../../http/csv-cells';

export type ExportList = PrintableList;

function table(list: ExportList, language: Language) {
  const t = (key: string) => translate(language, `favourites.directory.${key}`);
  const header = [
    t('symbol'),
    ...(list.withCustomerSymbols ? [translate(language, 'favouritesPrint.customerSymbol')] : []),
    translate(language, 'favourites.export.manufacturer'),
    translate(language, 'favourites.export.manufacturerSymbol'),
    t('description'),
    t('quantity'),
    `${t('price')} (${list.currency})`,
    `${t('value')} (${list.currency})`,
    t('stock'),
    translate(language, 'compliance.section.lifecycle'),
    translate(language, 'compliance.section.rohs'),
    translate(language, 'compliance.section.hts'),
    translate(language, 'compliance.section.origin'),
    ...(list.withNotes ? [t('note')] : []),
  ];
  const rows = list.items.map((item) => [
    item.symbol,
    ...(list.withCustomerSymbols ? [item.customerSymbol ?? ''] : []),
    item.manufacturerName,
    item.manufacturerSymbol,
    item.description,
    item.quantity,
    item.unitPrice === null ? null : Number(item.unitPrice),
    item.value === null ? null : Number(item.value),
    item.stock,
    // The buyer's own filter in a spreadsheet: which parts to redesign, which to declare (ADR 075).
    item.lifecycle ? translate(language, `compliance.lifecycle.${item.lifecycle}`) : '',
    item.rohs ? translate(language, `compliance.rohs.${item.rohs}`) : '',
    item.htsCode ?? '',
    item.countryOfOrigin ?? '',
    ...(list.withNotes ? [item.note] : []),
  ]);
  return { header, rows };
}

/** A file name of the list's name: letters, digits and dashes only. */
export function exportFileName(name: string, format: ExportFormat): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'favourites'}.${format}`;
}

export async function exportList(
  list: ExportList,
  format: Exclude<ExportFormat, 'pdf'>,
  language: Language,
): Promise<{ body: Buffer; contentType: string }> {
  const { header, rows } = table(list, language);
  if (format === 'csv') {
    // Text from people and suppliers is guarded against formulas; our numbers stay numbers.
    const guarded = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardCell(cell) : cell)));
    const csv = stringify([header, ...guarded], { delimiter: ';', cast: { number: (n) => String(n) } });
    return { body: Buffer.from(UTF8_BOM + csv, 'utf8'), contentType: 'text/csv; charset=utf-8' };
  }
  const sheet = [header.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows];
  return {
    body: await writeXlsxFile(sheet, { sheet: list.name.slice(0, 31) || 'Favourites' }).toBuffer(),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
