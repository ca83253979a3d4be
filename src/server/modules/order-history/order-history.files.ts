/**
 * The order history's files (issue 19, spec §7 POST export/{routeName}): the filtered list and one
 * order, each as CSV (the shop's formula guard, ADR 041), XLSX (write-excel-file, numbers as
 * numbers) and PDF (pdfkit with the embedded DejaVu Sans, ADR 020: Polish and Hungarian letters).
 */
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { HistoryDetails, HistoryOrder } from '../../../common/contracts/order-history';
import { formatDate, formatNumber } from '../../../common/format';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { guardCell, UTF8_BOM } from '../../http/csv-cells';
import {
  CONTENT_WIDTH,
  createPdf,
  pdfFooter,
  pdfHeader,
  pdfHeading,
  pdfTable,
  PAGE,
} from '../../pdf/pdf-document';

export type HistoryFormat = 'csv' | 'xlsx' | 'pdf';

export interface HistoryFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

type Cell = string | number | null;
interface Table {
  header: string[];
  rows: Cell[][];
  /** Which columns hold text from people or suppliers (guarded in CSV). */
  text: boolean[];
}

const CONTENT_TYPES: Record<HistoryFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Money stays a number in CSV and XLSX (a spreadsheet sums it); null is an empty cell. */
const amount = (value: string | null): number | null => (value === null ? null : Number(value));
const day = (iso: string, language: Language) => formatDate(iso, language);

function listTable(orders: readonly HistoryOrder[], language: Language): Table {
  const t = (key: string) => translate(language, `orderHistory.list.${key}`);
  return {
    header: [
      t('number'),
      t('date'),
      t('status'),
      t('reference'),
      t('placedBy'),
      t('lines'),
      t('net'),
      t('gross'),
      translate(language, 'orders.csv.currency'),
    ],
    rows: orders.map((o) => [
      o.orderNumber,
      o.placedAt.slice(0, 10),
      translate(language, `orders.status.${o.status}`),
      o.customerOrderNumber ?? '',
      o.placedBy ?? '',
      o.lineCount,
      amount(o.netTotal),
      amount(o.grossTotal),
      o.currency,
    ]),
    text: [false, false, false, true, true, false, false, false, false],
  };
}

function orderTable(details: HistoryDetails, language: Language): Table {
  const t = (key: string) => translate(language, `orders.csv.${key}`);
  const order = details.order;
  const total = (key: string, value: string | null): Cell[] => [
    '',
    '',
    '',
    t(key),
    null,
    '',
    null,
    amount(value),
    order.currency,
    '',
    '',
    '',
  ];
  return {
    header: [
      t('position'),
      t('symbol'),
      t('manufacturerSymbol'),
      t('description'),
      t('amount'),
      t('unit'),
      t('unitPrice'),
      t('lineNet'),
      t('currency'),
      t('customerSymbol'),
      translate(language, 'compliance.section.hts'),
      translate(language, 'compliance.section.origin'),
    ],
    rows: [
      ...order.lines.map((l): Cell[] => [
        l.position,
        l.symbol,
        l.manufacturerSymbol,
        l.description,
        l.amount,
        l.unit,
        amount(l.unitPrice),
        amount(l.lineNet),
        order.currency,
        l.customerSymbol ?? '',
        // As placed (ADR 075): what the customs papers of this order said.
        l.htsCode ?? '',
        l.countryOfOrigin ?? '',
      ]),
      ...(order.totals.deliveryCost === null ? [] : [total('deliveryCost', order.totals.deliveryCost)]),
      total('totalNet', order.totals.net),
      total('totalVat', order.totals.vat),
      total('totalGross', order.totals.gross),
    ],
    text: [false, true, true, true, false, false, false, false, false, true, false, false],
  };
}

function csvOf(table: Table): Buffer {
  const rows = table.rows.map((row) =>
    row.map((cell, i) =>
      cell === null ? '' : typeof cell === 'number' ? String(cell) : table.text[i] ? guardCell(cell) : cell,
    ),
  );
  return Buffer.from(UTF8_BOM + stringify([table.header, ...rows], { record_delimiter: 'windows' }), 'utf8');
}

async function xlsxOf(table: Table, sheet: string): Promise<Buffer> {
  const data = [
    table.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...table.rows.map((row) => row.map((value) => (value === null || value === '' ? null : { value }))),
  ];
  return writeXlsxFile(data, { sheet: sheet.slice(0, 31) }).toBuffer();
}

/** A table as an A4 PDF: the band, a title and lines under it, the table, "page n of m". */
async function pdfOf(
  table: Table,
  meta: { label: string; title: string; lines: string[]; widths: number[]; language: Language },
): Promise<Buffer> {
  const { doc, bytes } = createPdf({ title: meta.title, language: meta.language });
  let y = pdfHeader(doc, meta.label);
  y = pdfHeading(doc, meta.title, PAGE.margin, y, CONTENT_WIDTH);
  doc.fontSize(9);
  for (const line of meta.lines) {
    doc.text(line, PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }
  const total = meta.widths.reduce((a, b) => a + b, 0);
  pdfTable(doc, {
    x: PAGE.margin,
    y: y + 8,
    widths: meta.widths.map((w) => (w / total) * CONTENT_WIDTH),
    header: table.header,
    rows: table.rows.map((row) =>
      row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? formatNumber(cell) : cell)),
    ),
    fontSize: 7.5,
    onNewPage: () => pdfHeader(doc, meta.label),
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    pdfFooter(doc, translate(meta.language, 'orderHistory.pdf.page', { page: i + 1, pages: range.count }));
  }
  doc.end();
  return bytes;
}

/** The list's filters in words, for the PDF's head ("Status: Shipped, Placed from: 2026-01-01"). */
function filterWords(filters: Record<string, string | undefined>, language: Language): string {
  const labels: Record<string, string> = {
    orderNumber: 'orderNumber',
    customerOrderNumber: 'customerOrderNumber',
    symbol: 'symbol',
    dateFrom: 'dateFrom',
    dateTo: 'dateTo',
    status: 'status',
    valueMin: 'valueMin',
    valueMax: 'valueMax',
  };
  const parts = Object.entries(filters)
    .filter(([key, value]) => labels[key] && value)
    .map(([key, value]) => {
      const shown = key === 'status' ? translate(language, `orders.status.${value}`) : value;
      return `${translate(language, `orderHistory.filters.${labels[key]}`)}: ${shown}`;
    });
  return parts.length === 0
    ? translate(language, 'orderHistory.pdf.noFilters')
    : translate(language, 'orderHistory.pdf.filters', { filters: parts.join(', ') });
}

export async function exportHistoryList(
  orders: readonly HistoryOrder[],
  format: HistoryFormat,
  language: Language,
  filters: Record<string, string | undefined>,
  now: Date = new Date(),
): Promise<HistoryFile> {
  const table = listTable(orders, language);
  const stamp = now.toISOString().slice(0, 10);
  const fileName = `order-history-${stamp}.${format}`;
  const title = translate(language, 'orderHistory.title');
  const body =
    format === 'csv'
      ? csvOf(table)
      : format === 'xlsx'
        ? await xlsxOf(table, title)
        : await pdfOf(table, {
            label: translate(language, 'orderHistory.pdf.listLabel'),
            title,
            lines: [
              translate(language, 'orderHistory.pdf.generated', { date: day(now.toISOString(), language) }),
              filterWords(filters, language),
              translate(language, 'orderHistory.list.count', { count: orders.length }),
            ],
            widths: [11, 10, 11, 14, 14, 6, 11, 11, 7],
            language,
          });
  return { body, contentType: CONTENT_TYPES[format], fileName };
}

export async function exportHistoryOrder(
  details: HistoryDetails,
  format: HistoryFormat,
  language: Language,
  now: Date = new Date(),
): Promise<HistoryFile> {
  const table = orderTable(details, language);
  const order = details.order;
  const safe = order.orderNumber.replace(/[^\w.-]/g, '_');
  const fileName = `order-${safe}.${format}`;
  const title = translate(language, 'orders.details.title', { orderNumber: order.orderNumber });
  const address = order.shippingAddress;
  const body =
    format === 'csv'
      ? csvOf(table)
      : format === 'xlsx'
        ? await xlsxOf(table, order.orderNumber)
        : await pdfOf(table, {
            label: translate(language, 'orderHistory.pdf.orderLabel'),
            title,
            lines: [
              `${translate(language, 'orders.details.placedAt')}: ${day(order.placedAt, language)} · ${translate(language, `orders.status.${order.status}`)}`,
              ...(order.customerOrderNumber
                ? [
                    `${translate(language, 'orders.details.customerOrderNumber')}: ${order.customerOrderNumber}`,
                  ]
                : []),
              ...(details.placedBy
                ? [`${translate(language, 'orderHistory.details.placedBy')}: ${details.placedBy}`]
                : []),
              ...(address
                ? [
                    `${translate(language, 'orders.details.shippingAddress')}: ${[address.customerName, address.street, [address.zipCode, address.city].filter(Boolean).join(' '), address.countryName].filter(Boolean).join(', ')}`,
                  ]
                : []),
              translate(language, 'orderHistory.pdf.generated', { date: day(now.toISOString(), language) }),
            ],
            widths: [5, 13, 12, 22, 6, 5, 8, 8, 5, 9, 9, 5],
            language,
          });
  return { body, contentType: CONTENT_TYPES[format], fileName };
}
