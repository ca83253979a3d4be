/**
 * An order's delivery note and certificate of conformity as PDFs (ADR 064), laid out like the
 * invoice (the shop's header band, tables and footers of src/server/pdf) with the embedded DejaVu
 * fonts, so Polish and Hungarian letters print right and pdfkit opens no file and no connection.
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

export type OrderDocumentKind = 'delivery_note' | 'conformity';

export interface OrderDocumentContent {
  kind: OrderDocumentKind;
  language: Language;
  orderNumber: string;
  customerOrderNumber: string | null;
  /** YYYY-MM-DD: the day of shipping (or of the order when it has not shipped). */
  date: string;
  recipient: string[];
  buyer: string[];
  lines: Array<{
    symbol: string;
    manufacturerSymbol: string;
    description: string;
    amount: number;
    unit: string;
  }>;
}

const SUPPLIER = ['Component Shop sp. z o.o.', 'ul. Elektronowa 12', '90-001 Łódź', 'NIP: PL7251234561'];

export async function renderOrderDocument(content: OrderDocumentContent): Promise<Buffer> {
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(content.language, `documents.order.${key}`, values);
  const title = t(content.kind === 'delivery_note' ? 'deliveryNote' : 'conformity');
  const { doc, bytes } = createPdf({ title: `${title} ${content.orderNumber}`, language: content.language });
  let y = pdfHeader(doc, title);
  doc.font(FONT.bold).fontSize(16).text(title, PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 2;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(t('number', { number: content.orderNumber }), PAGE.margin, y)
    .text(`${t('date')}: ${content.date}`)
    .text(`${t('order')}: ${content.orderNumber}`);
  if (content.customerOrderNumber) doc.text(`${t('customerOrder')}: ${content.customerOrderNumber}`);
  y = doc.y + 14;

  const column = (CONTENT_WIDTH - 20) / 2;
  const party = (label: string, lines: string[], x: number) => {
    const below = pdfHeading(doc, label, x, y, column);
    doc.font(FONT.regular).fontSize(9.5).text(lines.join('\n'), x, below, { width: column });
    return doc.y;
  };
  const left = party(t('seller'), SUPPLIER, PAGE.margin);
  const right = party(
    content.kind === 'delivery_note' ? t('recipient') : t('buyer'),
    content.kind === 'delivery_note' ? content.recipient : content.buyer,
    PAGE.margin + column + 20,
  );
  y = Math.max(left, right) + 16;

  if (content.kind === 'conformity') {
    doc.font(FONT.regular).fontSize(9.5).text(t('statement'), PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 12;
  }

  y = pdfTable(doc, {
    x: PAGE.margin,
    y,
    widths: [28, 110, 120, 171, 70],
    header: [t('position'), t('symbol'), t('manufacturer'), t('description'), t('quantity')],
    rows: content.lines.map((line, i) => [
      String(i + 1),
      line.symbol,
      line.manufacturerSymbol,
      line.description,
      `${line.amount} ${line.unit}`,
    ]),
    onNewPage: () => pdfHeader(doc, title),
  });

  y += 36;
  if (y > PAGE.height - PAGE.margin - 80) {
    doc.addPage();
    y = pdfHeader(doc, title);
  }
  const signature = content.kind === 'delivery_note' ? t('received') : t('signature');
  doc
    .save()
    .moveTo(PAGE.margin + CONTENT_WIDTH - 220, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.6)
    .stroke('#555555')
    .restore();
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .text(signature, PAGE.margin + CONTENT_WIDTH - 220, y + 4, { width: 220, align: 'center' });

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    pdfFooter(doc, t('footer', { title, number: content.orderNumber, page: i + 1, pages: range.count }));
  }
  doc.end();
  return bytes;
}
