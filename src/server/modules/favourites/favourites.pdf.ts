/**
 * A saved list as an A4 PDF (issue 17: export by directory and by public token): the shop's band,
 * the list's name, the date and market, a table of symbol, the customer's own symbol (owner only),
 * manufacturer, description, list quantity, unit price, value and stock whose header repeats on
 * every page, "page n of m" and the total. DejaVu Sans covers Polish and Hungarian (ADR 020).
 *
 * Lists run to 10 000 products, so the document is streamed (ADR 041): a first pass measures every
 * row and plans the pages (the footer must name their count), the second draws page by page on a
 * document that writes each finished page out, yielding to the event loop between pages.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { unitPricePlaces, type PrintableItem, type PrintableList } from '../../../common/favourites-print';
import { formatDate, formatNumber, formatPrice } from '../../../common/format';
import { translate } from '../../../common/i18n';
import { getMarket, type Currency, type Language } from '../../../common/markets';
import {
  COLOURS,
  createPdfStream,
  FONT,
  FOOTER_SPACE,
  PAGE,
  pdfFooter,
  pdfHeader,
  type Pdf,
} from '../../pdf/pdf-document';

const SIZE = 7.5;
const PAD_X = 3.5;
const PAD_Y = 3;
/** A cell never grows past a page: text beyond this many characters ends in "…". */
const CELL_MAX_CHARS = 600;
/** Landscape A4: eight columns fit without squeezing the description or breaking headers. */
const WIDTH = PAGE.height;
const CONTENT_WIDTH = WIDTH - 2 * PAGE.margin;
const BOTTOM = PAGE.width - PAGE.margin - FOOTER_SPACE;
const TOTALS_HEIGHT = 40;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (item: PrintableItem) => string;
  /** Muted second part of the cell (maker's part number, the owner's note). */
  sub?: (item: PrintableItem) => string;
}

const clip = (text: string) =>
  text.length > CELL_MAX_CHARS ? `${text.slice(0, CELL_MAX_CHARS - 1)}…` : text;

/** The widest word of a header (lines break at spaces and after hyphens, never inside a word). */
function widestWord(doc: Pdf, text: string): number {
  doc.font(FONT.bold).fontSize(SIZE);
  return Math.max(...text.split(/\s+|(?<=-)/).map((word) => doc.widthOfString(word)));
}

/**
 * The columns in the document's language. A number column is as wide as its widest value (numbers
 * never wrap) or its header's widest word; text columns have fixed widths and the description
 * takes what is left, so German and Hungarian headers never break inside a word.
 */
function columnsOf(doc: Pdf, list: PrintableList, language: Language): Column[] {
  const t = (key: string) => translate(language, `favourites.directory.${key}`);
  const currency = list.currency as Currency;
  const grouping = getMarket(list.country).grouping;
  const money = (value: string | null, precision?: number) =>
    value === null ? '—' : formatPrice(value, currency, { grouping, precision });
  type Draft = Omit<Column, 'width'> & { width?: number; min?: number };
  const drafts: Array<Draft | false> = [
    { header: t('symbol'), width: 110, align: 'left', cell: (i) => i.symbol },
    list.withCustomerSymbols && {
      header: translate(language, 'favouritesPrint.customerSymbol'),
      width: 90,
      align: 'left',
      cell: (i) => i.customerSymbol ?? '',
    },
    {
      header: translate(language, 'favourites.export.manufacturer'),
      width: 100,
      align: 'left',
      cell: (i) => i.manufacturerName,
      sub: (i) => i.manufacturerSymbol,
    },
    {
      header: t('description'),
      min: 150,
      align: 'left',
      cell: (i) => i.description,
      sub: list.withNotes ? (i) => i.note : undefined,
    },
    { header: t('quantity'), align: 'right', cell: (i) => formatNumber(i.quantity, { grouping }) },
    {
      header: t('price'),
      align: 'right',
      cell: (i) =>
        money(i.unitPrice, i.unitPrice === null ? undefined : unitPricePlaces(i.unitPrice, currency)),
    },
    { header: t('value'), align: 'right', cell: (i) => money(i.value) },
    {
      header: t('stock'),
      align: 'right',
      cell: (i) => (i.stock === null ? '—' : formatNumber(i.stock, { grouping })),
    },
  ];
  const columns = drafts.filter((c): c is Draft => c !== false);
  for (const column of columns) {
    // A little room over the measure: a word exactly as wide as its line would still be broken.
    let width = Math.max(column.width ?? 0, widestWord(doc, column.header) + 2 * PAD_X + 2);
    if (column.align === 'right') {
      // The longest text is (nearly) the widest in a font whose digits share one width.
      let longest = '';
      for (const item of list.items) {
        const text = column.cell(item);
        if (text.length > longest.length) longest = text;
      }
      width = Math.max(width, doc.font(FONT.regular).fontSize(SIZE).widthOfString(longest) + 2 * PAD_X + 2);
    }
    if (column.min === undefined) column.width = Math.ceil(width);
  }
  const taken = columns.reduce((sum, c) => sum + (c.min === undefined ? c.width! : 0), 0);
  return columns.map((c) => ({
    ...c,
    width: c.min === undefined ? c.width! : Math.max(c.min, CONTENT_WIDTH - taken),
  }));
}

/** The texts of a row's cells: the main text, and the muted second line where there is one. */
function cellsOf(columns: Column[], item: PrintableItem): Array<[string, string]> {
  return columns.map((c) => [clip(c.cell(item)), clip(c.sub?.(item) ?? '')]);
}

/**
 * The height of a text in a width. Most cells are one line: measuring the width alone is several
 * times cheaper than pdfkit's line wrapper, which only the cells that wrap go through.
 */
function textHeight(doc: Pdf, text: string, width: number): number {
  if (!text.includes('\n') && doc.widthOfString(text) <= width) return doc.currentLineHeight(true);
  return doc.heightOfString(text, { width });
}

/** Draws a text at x, y in a width; returns its height (one line without the wrapper, as measured). */
function put(doc: Pdf, text: string, x: number, y: number, width: number, align: Column['align']): number {
  const textWidth = doc.widthOfString(text);
  if (!text.includes('\n') && textWidth <= width) {
    doc.text(text, align === 'right' ? x + width - textWidth : x, y, { lineBreak: false });
    return doc.currentLineHeight(true);
  }
  doc.text(text, x, y, { width, align });
  return doc.y - y;
}

function cellHeight(doc: Pdf, width: number, [main, sub]: [string, string], bold: boolean): number {
  const inner = width - 2 * PAD_X;
  let height = textHeight(doc.font(bold ? FONT.bold : FONT.regular).fontSize(SIZE), main || ' ', inner);
  if (sub) height += textHeight(doc.font(FONT.regular).fontSize(SIZE - 0.5), sub, inner);
  return height;
}

function rowHeight(doc: Pdf, columns: Column[], cells: Array<[string, string]>, bold = false): number {
  let height = 0;
  cells.forEach((cell, i) => {
    height = Math.max(height, cellHeight(doc, columns[i]!.width, cell, bold));
  });
  return height + 2 * PAD_Y;
}

/** Where the first page's table starts: below the band, the title and the facts about the list. */
function drawTitle(doc: Pdf, list: PrintableList, language: Language, label: string): number {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(language, `favouritesPrint.${key}`, values);
  let y = pdfHeader(doc, label);
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(COLOURS.text)
    .text(list.name, PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 4;
  const facts = [
    t('generated', {
      date: formatDate(list.generatedAt, language, { dateStyle: 'long', timeStyle: 'short' }),
    }),
    t('market', {
      market: translate(language, `country.${list.country}`),
      currency: list.currency,
    }),
    t('products', { count: formatNumber(list.items.length, { grouping: getMarket(list.country).grouping }) }),
  ];
  doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted);
  doc.text(facts.join('   ·   '), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 2;
  if (list.note) {
    doc.fillColor(COLOURS.text).text(clip(list.note), PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }
  doc.fillColor(COLOURS.text);
  return y + 8;
}

function drawRow(
  doc: Pdf,
  columns: Column[],
  cells: Array<[string, string]>,
  y: number,
  height: number,
  style: { fill: string | null; colour: string; bold: boolean },
): void {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  if (style.fill) doc.save().rect(PAGE.margin, y, width, height).fill(style.fill).restore();
  let x = PAGE.margin;
  cells.forEach(([main, sub], i) => {
    const column = columns[i]!;
    const inner = column.width - 2 * PAD_X;
    doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(SIZE)
      .fillColor(style.colour);
    const mainHeight = main
      ? put(doc, main, x + PAD_X, y + PAD_Y, inner, column.align)
      : doc.currentLineHeight(true);
    if (sub) {
      doc
        .font(FONT.regular)
        .fontSize(SIZE - 0.5)
        .fillColor(COLOURS.muted);
      put(doc, sub, x + PAD_X, y + PAD_Y + mainHeight, inner, column.align);
    }
    x += column.width;
  });
  doc
    .save()
    .moveTo(PAGE.margin, y + height)
    .lineTo(PAGE.margin + width, y + height)
    .lineWidth(0.4)
    .stroke(COLOURS.line)
    .restore();
}

export interface ListPdfOptions {
  language: Language;
  /** Called between pages, with the number of the page just drawn (the bench counts them). */
  onPage?: (page: number) => void;
}

/**
 * The list as a PDF stream: send it as it is (`reply.send(stream)`); drawing runs in the background,
 * and a failure destroys the stream, which ends the response.
 */
export function listPdf(list: PrintableList, options: ListPdfOptions): Readable {
  const { language } = options;
  const label = translate(language, 'favouritesPrint.documentLabel');
  const doc = createPdfStream({ title: `${list.name} – ${label}`, language }, 'landscape');
  void draw(doc, list, options, label).catch((error: unknown) =>
    doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc as unknown as Readable;
}

async function draw(doc: Pdf, list: PrintableList, options: ListPdfOptions, label: string): Promise<void> {
  const { language } = options;
  const columns = columnsOf(doc, list, language);
  const header: Array<[string, string]> = columns.map((c) => [c.header, '']);
  const headerHeight = rowHeight(doc, columns, header, true);

  // Pass 1: the rows' heights and the pages they fall on, so each footer can say "of m".
  const firstTop = drawTitle(doc, list, language, label);
  const laterTop = 34 + 16;
  const pages: number[][] = [[]];
  const heights = new Float32Array(list.items.length);
  let y = firstTop + headerHeight;
  for (let index = 0; index < list.items.length; index += 1) {
    const height = rowHeight(doc, columns, cellsOf(columns, list.items[index]!));
    heights[index] = height;
    if (y + height > BOTTOM && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = laterTop + headerHeight;
    }
    pages.at(-1)!.push(index);
    y += height;
    if (index % 100 === 99) await nextTurn();
  }
  // The totals stay together, on the last page or a page of their own.
  const totalsOnNewPage = y + TOTALS_HEIGHT > BOTTOM;
  const pageCount = pages.length + (totalsOnNewPage ? 1 : 0);
  const footer = (page: number) =>
    pdfFooter(
      doc,
      `${list.name}   ·   ${translate(language, 'favouritesPrint.page', { page, pages: pageCount })}`,
    );

  // Pass 2: draw. The title is on the first page already.
  for (let p = 0; p < pages.length; p += 1) {
    if (p > 0) {
      doc.addPage();
      pdfHeader(doc, label);
    }
    y = p === 0 ? firstTop : laterTop;
    drawRow(doc, columns, header, y, headerHeight, { fill: COLOURS.band, colour: '#ffffff', bold: true });
    y += headerHeight;
    for (const [n, index] of pages[p]!.entries()) {
      const height = heights[index]!;
      const cells = cellsOf(columns, list.items[index]!);
      drawRow(doc, columns, cells, y, height, {
        fill: n % 2 === 1 ? COLOURS.zebra : null,
        colour: COLOURS.text,
        bold: false,
      });
      y += height;
    }
    if (list.items.length === 0 && p === 0) {
      doc.font(FONT.regular).fontSize(9).fillColor(COLOURS.muted);
      doc.text(translate(language, 'favourites.directory.empty'), PAGE.margin, y + 6, {
        width: CONTENT_WIDTH,
      });
      y = doc.y;
    }
    if (p === pages.length - 1 && !totalsOnNewPage) drawTotals(doc, list, language, y + 8);
    footer(p + 1);
    options.onPage?.(p + 1);
    // Lets the socket take the page just written, and other requests run, before the next one.
    await nextTurn();
  }
  if (totalsOnNewPage) {
    doc.addPage();
    drawTotals(doc, list, language, pdfHeader(doc, label));
    footer(pageCount);
    options.onPage?.(pageCount);
  }
  doc.end();
}

function drawTotals(doc: Pdf, list: PrintableList, language: Language, y: number): void {
  const grouping = getMarket(list.country).grouping;
  const total = formatPrice(list.totalValue, list.currency as Currency, { grouping });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(COLOURS.text)
    .text(translate(language, 'favouritesPrint.total', { total }), PAGE.margin, y, {
      width: CONTENT_WIDTH,
      align: 'right',
    });
  if (list.unpriced > 0) {
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(translate(language, 'favouritesPrint.unpriced', { count: list.unpriced }), {
        width: CONTENT_WIDTH,
        align: 'right',
      });
  }
  doc.fillColor(COLOURS.text);
}
