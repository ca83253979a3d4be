/**
 * The files of requests for quote (issue 18): the example BOM in the request's language (spec §2
 * POST /rfq/example/{fileType}), and a quote or the filtered list as XLSX (write-excel-file, as the
 * shop's other exports) or XLS (through the BOM reader's face, ADR 045). Prices are numbers.
 */
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { RfqDetails, RfqListItem } from '../../../common/contracts/rfq';
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import { guardCell, UTF8_BOM } from '../../http/csv-cells';
import { writeXls, type XlsCell } from '../bom-files';

export const RFQ_EXAMPLE_TYPES = ['csv', 'txt', 'xls', 'xlsx'] as const;
export type RfqExampleType = (typeof RFQ_EXAMPLE_TYPES)[number];
export const RFQ_EXPORT_FORMATS = ['xls', 'xlsx'] as const;
export type RfqExportFormat = (typeof RFQ_EXPORT_FORMATS)[number];

export interface RfqFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const CONTENT_TYPES: Record<RfqExampleType, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The example's lines: real part numbers, two quantity columns (prices asked at two quantities),
 * a target price, designators and a note; what the reader gives back from it is tested.
 */
export const RFQ_EXAMPLE_LINES = [
  {
    mpn: 'BC547B',
    manufacturer: 'onsemi',
    amounts: [100, 1000],
    targetPrice: 0.05,
    designators: 'Q1, Q2',
    note: '',
  },
  {
    mpn: 'NE555P',
    manufacturer: 'Texas Instruments',
    amounts: [50, 500],
    targetPrice: 0.3,
    designators: 'U1',
    note: 'sample',
  },
  {
    mpn: 'GRM188R71H104KA93D',
    manufacturer: 'Murata',
    amounts: [4000, 20000],
    targetPrice: 0.004,
    designators: 'C1, C2, C3, C4',
    note: '',
  },
] as const;

/** The example BOM's table in the request's language, headers the reader recognises. */
function exampleTable(language: Language): XlsCell[][] {
  const t = (key: string) => translate(language, `rfq.example.${key}`);
  const header = [
    t('mpn'),
    t('manufacturer'),
    `${t('quantity')} 1`,
    `${t('quantity')} 2`,
    t('targetPrice'),
    t('designators'),
    t('note'),
  ];
  return [
    header,
    ...RFQ_EXAMPLE_LINES.map((l) => [
      l.mpn,
      l.manufacturer,
      l.amounts[0],
      l.amounts[1],
      l.targetPrice,
      l.designators,
      l.note === '' ? '' : t('sampleNote'),
    ]),
  ];
}

async function tableFile(
  rows: XlsCell[][],
  type: RfqExampleType,
  sheet: string,
  baseName: string,
): Promise<RfqFile> {
  const fileName = `${baseName}.${type}`;
  const contentType = CONTENT_TYPES[type];
  if (type === 'csv' || type === 'txt') {
    // Text from people is guarded against formulas; numbers stay numbers.
    const guarded = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? guardCell(cell) : cell)));
    const text = stringify(guarded, {
      delimiter: type === 'csv' ? ';' : '\t',
      record_delimiter: 'windows',
      cast: { number: (n) => String(n) },
    });
    return { body: Buffer.from(UTF8_BOM + text, 'utf8'), contentType, fileName };
  }
  if (type === 'xls') return { body: await writeXls(rows, sheet), contentType, fileName };
  const [header, ...rest] = rows;
  const data = [
    header!.map((value) => ({ value: value === null ? '' : String(value), fontWeight: 'bold' as const })),
    ...rest.map((row) => row.map((value) => (value === '' ? null : value))),
  ];
  return {
    body: await writeXlsxFile(data as never, { sheet: sheet.slice(0, 31) }).toBuffer(),
    contentType,
    fileName,
  };
}

/** POST /rfq/example/{fileType}: a small BOM to fill in, in the request's language. */
export function exampleFile(type: RfqExampleType, language: Language): Promise<RfqFile> {
  return tableFile(exampleTable(language), type, translate(language, 'rfq.example.sheet'), 'rfq-example');
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * A quote as a table: one row per offered break (or per asked line while nothing is offered), the
 * asked line's columns repeated so the sheet filters and sorts well.
 */
export function exportQuote(
  quote: RfqDetails,
  format: RfqExportFormat,
  language: Language,
): Promise<RfqFile> {
  const t = (key: string, values?: Record<string, string>) =>
    translate(language, `rfq.export.${key}`, values);
  const header = [
    t('number'),
    t('state'),
    t('validUntil'),
    t('position'),
    t('query'),
    t('manufacturer'),
    t('amounts'),
    t('targetPrice'),
    t('note'),
    t('offerPosition'),
    t('offered'),
    t('offeredManufacturer'),
    t('alternative'),
    t('breakAmount'),
    t('unitPrice', { currency: quote.currency }),
    t('leadTime'),
    t('staffNote'),
  ];
  const state = translate(language, `rfq.states.${quote.state}`);
  const rows: XlsCell[][] = [header];
  for (const line of quote.lines) {
    const asked: XlsCell[] = [
      quote.number,
      state,
      day(quote.validUntil),
      line.position,
      line.query,
      line.manufacturer ?? '',
      line.amounts.join(', '),
      line.targetPrice === null ? null : Number(line.targetPrice),
      line.note ?? '',
    ];
    if (line.offers.length === 0) rows.push([...asked, null, '', '', '', null, null, null, '']);
    for (const offer of line.offers) {
      for (const brk of offer.breaks.length > 0 ? offer.breaks : [null]) {
        rows.push([
          ...asked,
          offer.position,
          offer.symbol,
          offer.manufacturer,
          t(offer.alternative ? 'yes' : 'no'),
          brk?.amount ?? null,
          brk ? Number(brk.unitPrice) : null,
          offer.leadTimeDays,
          offer.staffNote ?? '',
        ]);
      }
    }
  }
  return tableFile(rows, format, t('sheetQuote'), quote.number);
}

/** The filtered list of requests (POST search/export/{format}). */
export function exportList(
  items: readonly RfqListItem[],
  format: RfqExportFormat,
  language: Language,
): Promise<RfqFile> {
  const t = (key: string) => translate(language, `rfq.export.${key}`);
  const rows: XlsCell[][] = [
    [t('number'), t('title'), t('reference'), t('state'), t('lineCount'), t('createdAt'), t('validUntil')],
    ...items.map((i) => [
      i.number,
      i.title,
      i.reference,
      translate(language, `rfq.states.${i.state}`),
      i.lineCount,
      day(i.createdAt),
      day(i.validUntil),
    ]),
  ];
  return tableFile(rows, format, t('sheetList'), 'rfq-requests');
}
