/**
 * An invoice as an A4 PDF in its language (issue 19, ADR 060): the kind and number, dates and
 * payment, seller and buyer, the lines, the VAT per rate, the amount due (in words where the market
 * asks), the bank account while it is unpaid, and the KSeF number with the QR code of its
 * verification link once known. The shop's embedded DejaVu Sans (ADR 020) carries Polish and
 * Hungarian letters; pdfkit is given the parsed font and nothing else, so it reads no file and
 * opens no connection. The QR code is drawn as vector squares from `qrcode`'s matrix (no image).
 */
import QRCode from 'qrcode';
import { formatNumber } from '../../../common/format';
import { translate } from '../../../common/i18n';
import { getMarket, isLanguage, type Language } from '../../../common/markets';
import { toDecimal } from '../../../common/money';
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
  type Pdf,
} from '../../pdf/pdf-document';
import { amountInWords } from './amount-in-words';
import { DELIVERY_SYMBOL, DISCOUNT_SYMBOL, type InvoiceContent, type InvoiceParty } from './invoice-document';

/** Everything the PDF shows: the stored content and what the issue and later events added. */
export interface PrintableInvoice extends InvoiceContent {
  number: string;
  issuedAt: string;
  orderNumber: string | null;
  customerOrderNumber?: string | null;
  corrects: { number: string; issuedAt: string } | null;
  correctionReason: string | null;
  paidAt: string | null;
  ksefNumber: string | null;
  ksefVerificationUrl: string | null;
}

const day = (iso: string) => iso.slice(0, 10);

function partyLines(party: InvoiceParty, vatLabel: string): string[] {
  return [
    party.name,
    party.street ?? '',
    [party.zipCode, party.city].filter(Boolean).join(' '),
    party.countryCode ?? '',
    party.vatNumber ? `${vatLabel}: ${party.vatNumber}` : '',
  ].filter((line) => line !== '');
}

/** The QR code of a link as filled squares, `size` points wide, at (x, y). */
function drawQr(doc: Pdf, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  // Four modules of quiet zone on each side, as the standard asks.
  const cell = size / (count + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

export async function renderInvoicePdf(invoice: PrintableInvoice): Promise<Buffer> {
  const language: Language = isLanguage(invoice.language) ? invoice.language : 'en';
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, `invoices.pdf.${key}`, values);
  const grouping = getMarket(invoice.market).grouping;
  const money = (value: string) => formatNumber(value, { grouping });
  const kindLabel = t(invoice.kind);
  const { doc, bytes } = createPdf({ title: `${kindLabel} ${invoice.number}`, language });

  let y = pdfHeader(doc, kindLabel);
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOURS.text)
    .text(kindLabel, PAGE.margin, y, { lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text(t('number', { number: invoice.number }), PAGE.margin, y + 22, { lineBreak: false });

  // Dates and payment, right-aligned beside the title.
  const meta: Array<[string, string]> = [
    [t('issued'), day(invoice.issuedAt)],
    [t('saleDate'), invoice.saleDate],
  ];
  if (invoice.paidAt) meta.push([t('paid'), day(invoice.paidAt)]);
  else if (invoice.dueDate) meta.push([t('due'), invoice.dueDate]);
  if (invoice.paymentMethod) meta.push([t('paymentMethod'), t(`payment.${invoice.paymentMethod}`)]);
  if (invoice.orderNumber) meta.push([t('order'), invoice.orderNumber]);
  if (invoice.customerOrderNumber) meta.push([t('customerOrder'), invoice.customerOrderNumber]);
  const metaX = PAGE.margin + CONTENT_WIDTH / 2;
  meta.forEach(([label, value], i) => {
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(COLOURS.muted)
      .text(label, metaX, y + i * 12, { width: 110, lineBreak: false });
    doc.fillColor(COLOURS.text).text(value, metaX + 110, y + i * 12, {
      width: CONTENT_WIDTH / 2 - 110,
      align: 'right',
      lineBreak: false,
    });
  });
  y = Math.max(y + 48, y + meta.length * 12 + 8);

  // Seller and buyer side by side.
  const half = CONTENT_WIDTH / 2 - 10;
  const partyY = y;
  let bottom = y;
  for (const [i, label, party] of [
    [0, t('seller'), invoice.seller],
    [1, t('buyer'), invoice.buyer],
  ] as const) {
    const x = PAGE.margin + i * (half + 20);
    let py = pdfHeading(doc, label, x, partyY, half);
    const lines = partyLines(party, t('vatNumber'));
    lines.forEach((line, n) => {
      doc
        .font(n === 0 ? FONT.bold : FONT.regular)
        .fontSize(9)
        .fillColor(COLOURS.text)
        .text(line, x, py, { width: half });
      py = doc.y + 1;
    });
    bottom = Math.max(bottom, py);
  }
  y = bottom + 10;

  if (invoice.corrects) {
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .text(
        t('corrects', { number: invoice.corrects.number, date: day(invoice.corrects.issuedAt) }),
        PAGE.margin,
        y,
        {
          width: CONTENT_WIDTH,
        },
      );
    y = doc.y + 2;
    if (invoice.correctionReason) {
      doc
        .font(FONT.regular)
        .fontSize(9)
        .text(`${t('reason')}: ${invoice.correctionReason}`, PAGE.margin, y, { width: CONTENT_WIDTH });
      y = doc.y + 2;
    }
    y += 6;
  }

  const itemOf = (symbol: string, description: string) =>
    symbol === DELIVERY_SYMBOL
      ? t('delivery')
      : symbol === DISCOUNT_SYMBOL
        ? t('discount')
        : description
          ? `${symbol}\n${description}`
          : symbol;
  // Customs data under the product, on every invoice (ADR 075): outside the EU for the customs
  // declaration, inside it for the buyer's Intrastat (CN code and origin); one rule for both.
  const customsOf = (line: (typeof invoice.lines)[number]) => {
    const parts = [
      line.htsCode ? t('hts', { code: line.htsCode }) : null,
      line.countryOfOrigin ? t('origin', { country: line.countryOfOrigin }) : null,
    ].filter((p) => p !== null);
    return parts.length > 0 ? `\n${parts.join(' · ')}` : '';
  };
  // The number and quantity columns fit their headers in every language ("Pos.", "Menny."): at 24
  // and 40 points German and Hungarian broke them mid-word.
  const widths = [30, 149, 48, 62, 60, 36, 55, 59];
  y = pdfTable(doc, {
    x: PAGE.margin,
    y,
    widths,
    fontSize: 8,
    header: ['position', 'item', 'quantity', 'unitNet', 'net', 'vatRate', 'vat', 'gross'].map((k) =>
      t(`lines.${k}`),
    ),
    rows: invoice.lines.map((line) => [
      String(line.position),
      itemOf(line.symbol, line.description) + customsOf(line),
      String(line.quantity),
      formatNumber(line.unitNet, {
        grouping,
        precision: Math.max(2, toDecimal(line.unitNet).decimalPlaces()),
      }),
      money(line.net),
      formatNumber(line.vatRate, { precision: 0 }),
      money(line.vat),
      money(line.gross),
    ]),
    onNewPage: () => pdfHeader(doc, kindLabel),
  });

  // VAT per rate, then the total, under the lines' money columns with a label column before them.
  const summaryX = PAGE.margin + widths[0]! + widths[1]!;
  const summaryWidths = [widths[2]! + widths[3]!, widths[4]!, widths[5]!, widths[6]!, widths[7]!];
  y += 10;
  if (y + 60 > PAGE.height - PAGE.margin - 40) {
    doc.addPage();
    y = pdfHeader(doc, kindLabel);
  }
  y = pdfTable(doc, {
    x: summaryX,
    y,
    widths: summaryWidths,
    fontSize: 8,
    boldFirstColumn: true,
    rows: [
      ...invoice.vatSummary.map((row, i) => [
        i === 0 ? t('vatSummary') : '',
        money(row.net),
        formatNumber(row.rate, { precision: 0 }),
        money(row.vat),
        money(row.gross),
      ]),
      [t('total'), money(invoice.netTotal), '', money(invoice.vatTotal), money(invoice.grossTotal)],
    ],
  });

  y += 14;
  if (y + 90 > PAGE.height - PAGE.margin - 40) {
    doc.addPage();
    y = pdfHeader(doc, kindLabel);
  }
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOURS.text)
    .text(`${t('toPay')}: ${money(invoice.grossTotal)} ${invoice.currency}`, PAGE.margin, y, {
      width: CONTENT_WIDTH,
    });
  y = doc.y + 2;
  const words = amountInWords(invoice.market, invoice.grossTotal, invoice.currency);
  if (words) {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(`${t('inWords')}: ${words}`, PAGE.margin, y, { width: CONTENT_WIDTH });
    y = doc.y + 2;
  }
  if (!invoice.paidAt && invoice.kind !== 'correction') {
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(`${t('bank')}: ${invoice.seller.bankAccount} (${invoice.seller.bankName})`, PAGE.margin, y, {
        width: CONTENT_WIDTH,
      });
    y = doc.y + 2;
  }
  if (invoice.kind === 'proforma') {
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor(COLOURS.accent)
      .text(t('proformaNote'), PAGE.margin, y + 6, {
        width: CONTENT_WIDTH,
      });
    doc.fillColor(COLOURS.text);
    y = doc.y + 2;
  }

  if (invoice.ksefNumber) {
    y += 12;
    const qr = 84;
    if (y + qr > PAGE.height - PAGE.margin - 40) {
      doc.addPage();
      y = pdfHeader(doc, kindLabel);
    }
    doc
      .font(FONT.bold)
      .fontSize(9)
      .text(`${t('ksef')}: ${invoice.ksefNumber}`, PAGE.margin, y, {
        width: CONTENT_WIDTH - qr - 10,
      });
    if (invoice.ksefVerificationUrl) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor(COLOURS.muted)
        .text(t('ksefQr'), PAGE.margin, doc.y + 4, { width: CONTENT_WIDTH - qr - 10 })
        .text(invoice.ksefVerificationUrl, {
          width: CONTENT_WIDTH - qr - 10,
          link: invoice.ksefVerificationUrl,
        });
      doc.fillColor(COLOURS.text);
      drawQr(doc, invoice.ksefVerificationUrl, PAGE.margin + CONTENT_WIDTH - qr, y, qr);
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    pdfFooter(doc, t('footer', { number: invoice.number, page: i + 1, pages: range.count }));
  }
  doc.end();
  return bytes;
}
