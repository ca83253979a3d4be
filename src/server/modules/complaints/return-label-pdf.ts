/**
 * A complaint's return label (issue 19 "an RMA number and return label instructions", ADR 065): an
 * A4 page to print and stick on the parcel, with the RMA number large, the shop's returns address,
 * the sender and what goes back, in the page's language; laid out with the shop's PDF helpers and
 * the embedded DejaVu fonts (Polish and Hungarian letters print right; pdfkit opens no file).
 */
import { translate } from '../../../common/i18n';
import type { Language } from '../../../common/markets';
import {
  CONTENT_WIDTH,
  createPdf,
  FONT,
  PAGE,
  pdfFooter,
  pdfHeader,
  pdfHeading,
  pdfTable,
} from '../../pdf/pdf-document';

export interface ReturnLabelContent {
  language: Language;
  rma: string;
  invoiceNumber: string;
  orderNumber: string | null;
  /** The returns address, one line each. */
  to: string[];
  /** The sender as the shop knows them (name, e-mail). */
  from: string[];
  lines: Array<{ symbol: string; description: string; quantity: number }>;
  /** The instructions in words (complaints.returnInstructions). */
  instructions: string;
}

export async function renderReturnLabel(content: ReturnLabelContent): Promise<Buffer> {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(content.language, `complaints.label.${key}`, values);
  const title = t('title');
  const { doc, bytes } = createPdf({ title: `${title} ${content.rma}`, language: content.language });
  let y = pdfHeader(doc, title);

  // The label itself: a dashed frame to cut out, the RMA number large, the address beneath it.
  const frameHeight = 250;
  doc
    .save()
    .roundedRect(PAGE.margin, y, CONTENT_WIDTH, frameHeight, 6)
    .dash(6, { space: 4 })
    .lineWidth(1)
    .stroke('#333333')
    .restore();
  const inner = PAGE.margin + 18;
  const innerWidth = CONTENT_WIDTH - 36;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(t('rma'), inner, y + 16, { width: innerWidth });
  doc
    .font(FONT.bold)
    .fontSize(30)
    .text(content.rma, inner, doc.y + 2, { width: innerWidth });
  const half = (innerWidth - 20) / 2;
  const top = doc.y + 14;
  doc.font(FONT.bold).fontSize(10).text(t('to'), inner, top, { width: half });
  doc
    .font(FONT.bold)
    .fontSize(13)
    .text(content.to.join('\n'), inner, doc.y + 2, { width: half });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .text(t('from'), inner + half + 20, top, { width: half });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text(
      [...content.from, '', '……………………………………', '……………………………………'].join('\n'),
      inner + half + 20,
      doc.y + 2,
      {
        width: half,
      },
    );
  y += frameHeight + 18;

  doc.font(FONT.regular).fontSize(9.5).text(t('cut'), PAGE.margin, y, { width: CONTENT_WIDTH });
  doc.text(content.instructions, PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH });
  y = doc.y + 16;

  y = pdfHeading(
    doc,
    content.orderNumber
      ? t('invoiceOrder', { invoice: content.invoiceNumber, order: content.orderNumber })
      : t('invoice', { invoice: content.invoiceNumber }),
    PAGE.margin,
    y,
    CONTENT_WIDTH,
  );
  pdfTable(doc, {
    x: PAGE.margin,
    y,
    widths: [28, 130, 270, 71],
    header: ['#', t('symbol'), t('description'), t('quantity')],
    rows: content.lines.map((line, i) => [
      String(i + 1),
      line.symbol,
      line.description,
      String(line.quantity),
    ]),
    onNewPage: () => pdfHeader(doc, title),
  });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    pdfFooter(doc, t('footer', { rma: content.rma, page: i + 1, pages: range.count }));
  }
  doc.end();
  return bytes;
}
