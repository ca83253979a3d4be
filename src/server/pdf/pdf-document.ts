/**
 * The basics of the shop's PDFs (datasheets now; invoices and lists later): an A4 document in the
 * embedded DejaVu Sans (every letter of Polish, Hungarian and German, ADR 020), a header band, a
 * table that breaks across pages, a footer. Layout of a particular document lives with its module.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept free at the bottom of every page for the footer. */
export const FOOTER_SPACE = 36;

export const COLOURS = {
  text: '#1f2933',
  muted: '#616e7c',
  line: '#cbd2d9',
  band: '#0b4f8a',
  zebra: '#f0f4f8',
  accent: '#d9480f',
} as const;

export const FONT = { regular: 'regular', bold: 'bold' } as const;

let fonts: { regular: Font; bold: Font } | undefined;

/**
 * Parsed once per process: parsing the TTF costs more than laying out a whole datasheet, and
 * pdfkit takes a parsed font as it is (each document still embeds its own subset).
 */
function loadFonts(): { regular: Font; bold: Font } {
  const load = (file: string) =>
    withCodePointsKept(create(readFileSync(new URL(`../assets/fonts/${file}`, import.meta.url))) as Font);
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}

/**
 * fontkit caches a glyph with the characters of its first request. Writing a document's font subset
 * asks for the parts of composite glyphs with none ("Á" is drawn from "A" and an accent), so in a
 * font shared between documents "A" could be cached without its character, and every later PDF
 * wrote it without a text mapping: pdftotext, search and copy lost the letter. A glyph asked for
 * again with its characters gets them back.
 */
function withCodePointsKept(font: Font): Font {
  type Glyphs = { getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null };
  const glyphs = font as unknown as Glyphs;
  const getGlyph = glyphs.getGlyph.bind(font);
  glyphs.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

export interface PdfMeta {
  title: string;
  subject?: string;
  /** BCP 47 language of the text (readers pick hyphenation and voices by it). */
  language: string;
}

/** A new A4 document with the shop's fonts, and the promise of its bytes once `end()` is called. */
export function createPdf(meta: PdfMeta): { doc: Pdf; bytes: Promise<Buffer> } {
  // Pages stay open until the end, so footers can say "page 1 of 2".
  const doc = newDocument(meta, true);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * A new A4 document that is itself the stream of its bytes: every page is written out when the next
 * one is added, so a long document (a list of 10 000 products) never sits in memory whole. Its
 * layout must know the page count before it draws a footer that names it.
 */
export function createPdfStream(meta: PdfMeta, layout: 'portrait' | 'landscape' = 'portrait'): Pdf {
  return newDocument(meta, false, layout);
}

function newDocument(
  meta: PdfMeta,
  bufferPages: boolean,
  layout: 'portrait' | 'landscape' = 'portrait',
): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: PAGE.margin,
    lang: meta.language,
    displayTitle: true,
    bufferPages,
    info: {
      Title: meta.title,
      Subject: meta.subject ?? meta.title,
      Author: 'Component Shop',
      Creator: 'Component Shop',
    },
    // No standard font is ever used; skipping Helvetica's metrics saves a parse per document.
    font: null as unknown as string,
  });
  const { regular, bold } = loadFonts();
  // pdfkit accepts a parsed fontkit font (anything with layout()); its types only list sources.
  doc.registerFont(FONT.regular, regular as unknown as Buffer);
  doc.registerFont(FONT.bold, bold as unknown as Buffer);
  doc.font(FONT.regular).fillColor(COLOURS.text);
  return doc;
}

/** The band at the top of a page: the shop's name left, the document's kind right. Returns the y below it. */
export function pdfHeader(doc: Pdf, label: string): number {
  const height = 34;
  // The page's own size: a landscape page is wider than PAGE.
  const width = doc.page.width - 2 * PAGE.margin;
  doc.save().rect(0, 0, doc.page.width, height).fill(COLOURS.band).restore();
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor('#ffffff')
    .text('Component Shop', PAGE.margin, 11, { lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(label.toUpperCase(), PAGE.margin, 13, { width, align: 'right', lineBreak: false });
  doc.fillColor(COLOURS.text);
  return height + 22;
}

/** A small line of text at the bottom of the current page. */
export function pdfFooter(doc: Pdf, text: string): void {
  const y = doc.page.height - PAGE.margin + 8;
  const width = doc.page.width - 2 * PAGE.margin;
  // Text below the bottom margin would start a new page; the footer lives there on purpose.
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .save()
    .moveTo(PAGE.margin, y - 6)
    .lineTo(PAGE.margin + width, y - 6)
    .lineWidth(0.5)
    .stroke(COLOURS.line)
    .restore();
  doc
    .font(FONT.regular)
    .fontSize(7.5)
    .fillColor(COLOURS.muted)
    .text(text, PAGE.margin, y, { width, lineBreak: false, height: 10 });
  doc.fillColor(COLOURS.text);
  doc.page.margins.bottom = margin;
}

/** A section heading with a rule under it. Returns the y below it. */
export function pdfHeading(doc: Pdf, text: string, x: number, y: number, width: number): number {
  doc.font(FONT.bold).fontSize(11.5).fillColor(COLOURS.band).text(text, x, y, { width, lineBreak: false });
  doc
    .save()
    .moveTo(x, y + 16)
    .lineTo(x + width, y + 16)
    .lineWidth(0.8)
    .stroke(COLOURS.band)
    .restore();
  doc.fillColor(COLOURS.text);
  return y + 24;
}

export interface PdfTable {
  x: number;
  y: number;
  /** Column widths in points; their sum is the table's width. */
  widths: number[];
  header?: string[];
  rows: string[][];
  fontSize?: number;
  /** The first column in bold (label/value tables). */
  boldFirstColumn?: boolean;
  /** Called on every new page the table continues on (to draw its header band and footer). */
  onNewPage?: () => number;
}

/**
 * Rows with wrapped cells, striped, the header repeated when the table continues on a new page.
 * Returns the y below the table.
 */
export function pdfTable(doc: Pdf, table: PdfTable): number {
  const size = table.fontSize ?? 9;
  const padX = 5;
  const padY = 3.5;
  const width = table.widths.reduce((a, b) => a + b, 0);
  const bottom = PAGE.height - PAGE.margin - FOOTER_SPACE;
  let y = table.y;

  const cellHeight = (row: string[], bold: (i: number) => boolean) =>
    Math.max(
      ...row.map((cell, i) =>
        doc
          .font(bold(i) ? FONT.bold : FONT.regular)
          .fontSize(size)
          .heightOfString(cell, { width: table.widths[i]! - 2 * padX }),
      ),
    ) +
    2 * padY;

  const drawRow = (row: string[], fill: string | null, bold: (i: number) => boolean, colour: string) => {
    const height = cellHeight(row, bold);
    if (fill) doc.save().rect(table.x, y, width, height).fill(fill).restore();
    let x = table.x;
    row.forEach((cell, i) => {
      doc
        .font(bold(i) ? FONT.bold : FONT.regular)
        .fontSize(size)
        .fillColor(colour)
        .text(cell, x + padX, y + padY, { width: table.widths[i]! - 2 * padX });
      x += table.widths[i]!;
    });
    y += height;
    doc
      .save()
      .moveTo(table.x, y)
      .lineTo(table.x + width, y)
      .lineWidth(0.4)
      .stroke(COLOURS.line)
      .restore();
  };

  const drawHeader = () => {
    if (table.header) drawRow(table.header, COLOURS.band, () => true, '#ffffff');
  };

  drawHeader();
  table.rows.forEach((row, index) => {
    const bold = (i: number) => table.boldFirstColumn === true && i === 0;
    if (y + cellHeight(row, bold) > bottom) {
      doc.addPage();
      y = table.onNewPage?.() ?? PAGE.margin;
      drawHeader();
    }
    drawRow(row, index % 2 === 1 ? COLOURS.zebra : null, bold, COLOURS.text);
  });
  doc.fillColor(COLOURS.text);
  return y;
}
