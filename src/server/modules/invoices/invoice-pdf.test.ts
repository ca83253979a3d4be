/**
 * The invoice PDF read back with pdftotext and pdffonts (poppler-utils): the letters of Polish and
 * Hungarian, the parties, VAT per rate, the amount in words, the KSeF number, and embedded fonts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentOfOrder, correctionLines, totalsOf, type InvoiceLine } from './invoice-document';
import { renderInvoicePdf, type PrintableInvoice } from './invoice-pdf';
import { sellerOf } from './seller';
import type { OrderBilling } from '../ordering';

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));

function read(bytes: Buffer, name: string, tool: 'pdftotext' | 'pdffonts' = 'pdftotext'): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', '-raw', file, '-'] : [file];
  return execFileSync(tool, args, { encoding: 'utf8' });
}

export function orderOf(overrides: Partial<OrderBilling> = {}): OrderBilling {
  return {
    id: 1,
    orderNumber: '40000123',
    customerId: 1,
    contactPersonId: 1,
    status: 'placed',
    wasPaid: false,
    country: 'pl',
    language: 'pl',
    currency: 'PLN',
    vatRate: '23.00',
    paymentKind: 'bank_transfer',
    paymentId: 'bank_transfer',
    customerOrderNumber: 'ZK/7/2026',
    invoiceAddress: {
      customerName: 'Árvíztűrő tükörfúrógép Kft.',
      street: 'Fő utca 1',
      zipCode: '1011',
      city: 'Budapest',
      countryCode: 'hu',
      vatNumber: 'HU12345678',
    },
    lines: [
      { symbol: 'BC547B', description: 'Zażółć gęślą jaźń', amount: 3, unitPrice: '0.1234', lineNet: '0.37' },
      {
        symbol: 'LM358',
        description: 'Wzmacniacz operacyjny',
        amount: 100,
        unitPrice: '1.10',
        lineNet: '110.00',
      },
    ],
    deliveryCost: '15.00',
    discountNet: null,
    placedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

function printableOf(order: OrderBilling, extra: Partial<PrintableInvoice> = {}): PrintableInvoice {
  return {
    ...contentOfOrder(order, 'invoice', sellerOf(order.country), '2026-11-26', false),
    number: 'FV/PL/2026/000042',
    issuedAt: '2026-11-26T09:00:00.000Z',
    orderNumber: order.orderNumber,
    customerOrderNumber: order.customerOrderNumber,
    corrects: null,
    correctionReason: null,
    paidAt: null,
    ksefNumber: null,
    ksefVerificationUrl: null,
    ...extra,
  };
}

describe('the invoice content', () => {
  it('sums VAT per rate from the lines, delivery and discount included', () => {
    const content = contentOfOrder(
      orderOf({ discountNet: '5.00' }),
      'invoice',
      sellerOf('pl'),
      '2026-11-26',
      false,
    );
    expect(content.lines.map((l) => [l.symbol, l.net])).toEqual([
      ['BC547B', '0.37'],
      ['LM358', '110.00'],
      ['@delivery', '15.00'],
      ['@discount', '-5.00'],
    ]);
    expect(content.vatSummary).toEqual([{ rate: '23.00', net: '120.37', vat: '27.69', gross: '148.06' }]);
    expect([content.netTotal, content.vatTotal, content.grossTotal]).toEqual(['120.37', '27.69', '148.06']);
    expect(content.dueDate).toBe('2026-12-10');
    expect(content.buyer.name).toBe('Árvíztűrő tükörfúrógép Kft.');
  });

  it('keeps several rates apart and forints whole', () => {
    const lines: InvoiceLine[] = [
      {
        position: 1,
        symbol: 'A',
        description: '',
        quantity: 1,
        unitNet: '100',
        net: '100',
        vatRate: '27.00',
        vat: '27',
        gross: '127',
      },
      {
        position: 2,
        symbol: 'B',
        description: '',
        quantity: 1,
        unitNet: '33',
        net: '33',
        vatRate: '5.00',
        vat: '2',
        gross: '35',
      },
    ];
    expect(totalsOf(lines, 'HUF')).toEqual({
      vatSummary: [
        { rate: '27.00', net: '100', vat: '27', gross: '127' },
        { rate: '5.00', net: '33', vat: '2', gross: '35' },
      ],
      netTotal: '133',
      vatTotal: '29',
      grossTotal: '162',
    });
  });

  it('a correction takes lines back at their prices; all of them sums to the negated invoice', () => {
    const content = contentOfOrder(orderOf(), 'invoice', sellerOf('pl'), '2026-11-26', true);
    const all = correctionLines(content.lines, 'all', 'PLN') as InvoiceLine[];
    expect(totalsOf(all, 'PLN').grossTotal).toBe(`-${content.grossTotal}`);
    const some = correctionLines(content.lines, [{ position: 2, quantity: 10 }], 'PLN') as InvoiceLine[];
    expect(some).toEqual([
      expect.objectContaining({ symbol: 'LM358', quantity: -10, net: '-11.00', vat: '-2.53' }),
    ]);
    expect(correctionLines(content.lines, [{ position: 9, quantity: 1 }], 'PLN')).toEqual({
      unknownPosition: 9,
    });
    expect(correctionLines(content.lines, [{ position: 1, quantity: 4 }], 'PLN')).toEqual({ tooMany: 1 });
  });
});

describe('the invoice PDF', () => {
  it('reads back in Polish with the parties, lines, VAT, amount in words, and embedded fonts', async () => {
    const bytes = await renderInvoicePdf(printableOf(orderOf()));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = read(bytes, 'pl.pdf');
    for (const expected of [
      'Faktura VAT',
      'FV/PL/2026/000042',
      'Zażółć gęślą jaźń',
      'Árvíztűrő tükörfúrógép Kft.',
      'Sprzedawca',
      'Component Shop sp. z o.o.',
      'NIP: PL7251234561',
      'NIP: HU12345678',
      'Nabywca',
      'Dostawa',
      'Termin płatności',
      '2026-12-10',
      'Do zapłaty: 154.21 PLN',
      'Słownie: sto pięćdziesiąt cztery złote 21/100',
      'Według stawek VAT 125.37 23 28.84 154.21',
      'Razem 125.37 28.84 154.21',
      'PL61 1090 1014 0000 0712 1981 2874',
      'ZK/7/2026',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('KSeF');
    const fonts = read(bytes, 'pl.pdf', 'pdffonts');
    // Every font is an embedded subset of DejaVu Sans: no standard font the reader would substitute.
    const rows = fonts
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toContain('DejaVuSans');
      expect(row).toMatch(/\syes\s+yes\s+yes\s/);
    }
  });

  it('is in the invoice language: Hungarian has no words line; German neither', async () => {
    const hu = read(
      await renderInvoicePdf(
        printableOf(orderOf({ country: 'hu', language: 'hu', currency: 'HUF', vatRate: '27.00' })),
      ),
      'hu.pdf',
    );
    expect(hu).toContain('Számla');
    expect(hu).toContain('Árvíztűrő tükörfúrógép');
    expect(hu).toContain('Eladó');
    expect(hu).not.toContain('Słownie');
    const de = read(
      await renderInvoicePdf(printableOf(orderOf({ country: 'de', language: 'de', currency: 'EUR' }))),
      'de.pdf',
    );
    expect(de).toContain('Rechnung');
    expect(de).toContain('Verkäufer');
  });

  it('shows the KSeF number and a QR code of the verification link once known', async () => {
    const url = 'https://ksef-test.mf.gov.pl/client-app/invoice/7251234567/26-11-2026/abc';
    const bytes = await renderInvoicePdf(
      printableOf(orderOf(), {
        ksefNumber: '7251234567-20261126-0100A1B2C3D4-E5',
        ksefVerificationUrl: url,
        paidAt: '2026-11-26T09:00:00.000Z',
      }),
    );
    const text = read(bytes, 'ksef.pdf');
    expect(text).toContain('Numer KSeF: 7251234567-20261126-0100A1B2C3D4-E5');
    expect(text).toContain(url);
    expect(text).toContain('Zapłacono');
    // Paid: no bank account to pay into.
    expect(text).not.toContain('PL61 1090');
    // The QR code is drawn (many filled squares), not an image: the page's content holds its rectangles.
    expect(bytes.length).toBeGreaterThan((await renderInvoicePdf(printableOf(orderOf()))).length);
  });

  it('a correction names the invoice it corrects and why; a proforma says it is not a VAT invoice', async () => {
    const correction = read(
      await renderInvoicePdf({
        ...printableOf(orderOf()),
        kind: 'correction',
        number: 'FK/PL/2026/000001',
        corrects: { number: 'FV/PL/2026/000042', issuedAt: '2026-11-26T09:00:00.000Z' },
        correctionReason: 'Zwrot towaru',
      }),
      'correction.pdf',
    );
    expect(correction).toContain('Faktura korygująca');
    expect(correction).toContain('Korekta faktury FV/PL/2026/000042 z dnia 2026-11-26');
    expect(correction).toContain('Przyczyna korekty: Zwrot towaru');
    const proforma = read(
      await renderInvoicePdf({ ...printableOf(orderOf()), kind: 'proforma' }),
      'proforma.pdf',
    );
    expect(proforma).toContain('Faktura pro forma nie jest fakturą VAT');
  });

  it('a long invoice breaks across pages with its footer on each', async () => {
    const many = orderOf({
      lines: Array.from({ length: 80 }, (_, i) => ({
        symbol: `R${i}`,
        description: 'Rezystor 10k 0603',
        amount: 10,
        unitPrice: '0.05',
        lineNet: '0.50',
      })),
    });
    const text = read(await renderInvoicePdf(printableOf(many)), 'long.pdf');
    const pages = Number(/strona 1 z (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`strona ${pages} z ${pages}`);
    // The lines' header repeats on the next page.
    expect(text.split('Lp. Towar').length - 1).toBe(pages);
    expect(text).toContain('R79');
  });
});
