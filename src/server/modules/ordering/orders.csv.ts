import { stringify } from 'csv-stringify/sync';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { PRODUCT_UNITS, unitLabelKey, type ProductUnit } from '../../../common/product-status';
import { guardCell, UTF8_BOM } from '../../http/csv-cells';

export interface CsvLine {
  position: number;
  symbol: string;
  manufacturerSymbol: string;
  description: string;
  amount: number;
  unit: string;
  unitPrice: string | null;
  lineNet: string | null;
  /** The customer's own symbol of the product (issue 17, ADR 036), or null. */
  customerSymbol: string | null;
  /** A product outside the range (ADR 056): the working days it ships after; null for stock. */
  leadTimeDays: number | null;
}

export interface CsvTotals {
  net: string;
  vat: string;
  gross: string;
  deliveryCost: string | null;
}

function unitLabel(language: Language, unit: string, amount: number): string {
  return (PRODUCT_UNITS as readonly string[]).includes(unit)
    ? translate(language, unitLabelKey(unit as ProductUnit, amount))
    : unit;
}

/**
 * The order as CSV: a translated header, one row per line, then the totals rows. The customer's own
 * symbol is the last column, so a reader that takes the columns by position (an ERP import made
 * for the first nine) reads them as before.
 */
export function orderCsv(
  language: Language,
  currency: string,
  lines: readonly CsvLine[],
  totals: CsvTotals,
): string {
  const t = (key: string) => translate(language, key);
  const header = [
    'position',
    'symbol',
    'manufacturerSymbol',
    'description',
    'amount',
    'unit',
    'unitPrice',
    'lineNet',
    'currency',
    'customerSymbol',
  ].map((column) => t(`orders.csv.${column}`));
  const rows: string[][] = lines.map((line) => [
    String(line.position),
    guardCell(line.symbol),
    guardCell(line.manufacturerSymbol),
    // A product outside the range (ADR 056) says so and when it ships, in the description: the
    // columns stay the ones ERP imports read by position.
    guardCell(
      line.leadTimeDays === null
        ? line.description
        : `${line.description} (${t('offers.outOfRange.badge')}; ${translate(language, 'offers.outOfRange.leadTime', { days: line.leadTimeDays })})`,
    ),
    String(line.amount),
    unitLabel(language, line.unit, line.amount),
    line.unitPrice ?? '',
    line.lineNet ?? '',
    currency,
    guardCell(line.customerSymbol ?? ''),
  ]);
  const total = (key: string, value: string): string[] => [
    '',
    '',
    '',
    t(key),
    '',
    '',
    '',
    value,
    currency,
    '',
  ];
  if (totals.deliveryCost !== null) rows.push(total('orders.csv.deliveryCost', totals.deliveryCost));
  rows.push(total('orders.csv.totalNet', totals.net));
  rows.push(total('orders.csv.totalVat', totals.vat));
  rows.push(total('orders.csv.totalGross', totals.gross));
  return UTF8_BOM + stringify([header, ...rows], { record_delimiter: 'windows' });
}
