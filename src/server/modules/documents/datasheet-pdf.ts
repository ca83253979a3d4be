/**
 * The shop's own datasheet of a product: what the catalogue knows of it (names, maker, category,
 * parameters) and a drawing of its package, in one of the shop's languages, on one A4 page (a long
 * parameter list continues on the next).
 */
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import {
  COLOURS,
  CONTENT_WIDTH,
  createPdf,
  FONT,
  PAGE,
  pdfFooter,
  pdfHeader,
  pdfHeading,
  pdfTable,
} from '../../pdf/pdf-document';
import { outlineFor } from './package-outline';

/** Everything the datasheet shows, already in the document's language (its cache key is a hash of this). */
export interface DatasheetContent {
  language: Language;
  symbol: string;
  name: string;
  description: string;
  manufacturer: string;
  manufacturerSymbol: string;
  category: string;
  parameters: Array<{ name: string; display: string }>;
  /** The Case parameter's text, when the product has one. */
  packageCase: string | null;
}

export async function renderDatasheet(content: DatasheetContent): Promise<Buffer> {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(content.language, `documents.datasheet.${key}`, values);
  const { doc, bytes } = createPdf({
    title: `${t('kind')} ${content.symbol}`,
    subject: content.name,
    language: content.language,
  });
  const x = PAGE.margin;
  let y = pdfHeader(doc, t('kind'));

  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOURS.text)
    .text(content.symbol, x, y, { width: CONTENT_WIDTH });
  y = doc.y + 2;
  doc
    .font(FONT.regular)
    .fontSize(12)
    .fillColor(COLOURS.muted)
    .text(content.name, x, y, { width: CONTENT_WIDTH });
  y = doc.y + 14;

  // Left: key facts; right: the package drawing in a frame.
  const leftWidth = CONTENT_WIDTH * 0.54;
  const gap = 16;
  const rightX = x + leftWidth + gap;
  const rightWidth = CONTENT_WIDTH - leftWidth - gap;
  const top = y;
  let left = pdfHeading(doc, content.manufacturer, x, top, leftWidth);
  left = pdfTable(doc, {
    x,
    y: left,
    widths: [leftWidth * 0.42, leftWidth * 0.58],
    boldFirstColumn: true,
    rows: [
      [t('symbol'), content.symbol],
      [t('manufacturer'), content.manufacturer],
      [t('manufacturerSymbol'), content.manufacturerSymbol],
      [t('category'), content.category],
    ],
  });

  let right = pdfHeading(doc, t('outline'), rightX, top, rightWidth);
  const frame = { x: rightX, y: right, width: rightWidth, height: 150 };
  doc
    .save()
    .roundedRect(frame.x, frame.y, frame.width, frame.height, 4)
    .lineWidth(0.6)
    .fillAndStroke('#f8fafc', COLOURS.line)
    .restore();
  const outline = outlineFor(content.packageCase);
  outline.draw(doc, frame);
  const view = t(`view.${outline.view}`);
  right = frame.y + frame.height + 4;
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOURS.muted)
    .text(
      content.packageCase ? `${content.packageCase}, ${view}` : t('outlineGeneric', { view }),
      rightX,
      right,
      {
        width: rightWidth,
        align: 'center',
      },
    );
  right = doc.y + 2;
  doc.fontSize(7).text(t('outlineNote'), rightX, right, { width: rightWidth, align: 'center' });
  right = doc.y;

  y = Math.max(left, right) + 18;
  y = pdfHeading(doc, t('description'), x, y, CONTENT_WIDTH);
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOURS.text)
    .text(content.description, x, y, { width: CONTENT_WIDTH });
  y = doc.y + 18;

  y = pdfHeading(doc, t('parameters'), x, y, CONTENT_WIDTH);
  if (content.parameters.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOURS.muted)
      .text(t('noParameters'), x, y, { width: CONTENT_WIDTH });
  } else {
    pdfTable(doc, {
      x,
      y,
      widths: [CONTENT_WIDTH * 0.45, CONTENT_WIDTH * 0.55],
      header: [t('parameter'), t('value')],
      rows: content.parameters.map((p) => [p.name, p.display]),
      fontSize: 9.5,
      onNewPage: () => pdfHeader(doc, t('kind')),
    });
  }

  // Footers go on last, when the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    pdfFooter(doc, t('footer', { symbol: content.symbol, page: i + 1, pages: range.count }));
  }
  doc.end();
  return bytes;
}
