import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_LINE_SYMBOL, DISCOUNT_LINE_SYMBOL } from '../../../common/contracts/invoices';
import { toDecimal } from '../../../common/money';
import { invoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { idsOf } from '../complaints/complaints.fixtures';
import { discountShareLine, totalsOf, type InvoiceLine } from './invoice-document';

/**
 * Issue 19: an order bought with a discount code and refunded in parts (complaints, ADR 065). Each
 * correction takes back its share of the discount, so the refunds never sum to more than was paid,
 * and the last one settles the rest to the grosz.
 */
const line = (position: number, symbol: string, quantity: number, unitNet: string): InvoiceLine => {
  const net = toDecimal(unitNet).times(quantity).toFixed(2);
  const vat = toDecimal(net).times('0.23').toDecimalPlaces(2).toFixed(2);
  return {
    position,
    symbol,
    description: symbol.startsWith('@') ? '' : `Part ${symbol}`,
    quantity,
    unitNet,
    net,
    vatRate: '23.00',
    vat,
    gross: toDecimal(net).plus(vat).toFixed(2),
  };
};

// Prices chosen so that the shares do not divide evenly: the rounding has to come out right.
const LINES = [
  line(1, 'DS-RES-1', 3, '3.33'),
  line(2, 'DS-CAP-2', 7, '1.17'),
  line(3, 'DS-IC-3', 1, '19.99'),
  line(4, DELIVERY_LINE_SYMBOL, 1, '14.99'),
  line(5, DISCOUNT_LINE_SYMBOL, 1, '-4.37'),
];

describe('discountShareLine', () => {
  it('takes the share of the goods returned, all of the discount with the last goods, none without one', () => {
    const correction = [line(1, 'DS-RES-1', -3, '3.33')];
    const share = discountShareLine(LINES, correction, 'PLN')!;
    // 4.37 × 9.99 / (9.99 + 8.19 + 19.99) = 1.1437… → 1.14, taken back as a positive value-only line.
    expect(share).toMatchObject({ symbol: DISCOUNT_LINE_SYMBOL, quantity: 0, net: '1.14', unitNet: '-4.37' });
    const allGoods = LINES.slice(0, 3).map((l) => line(l.position, l.symbol, -l.quantity, l.unitNet));
    expect(discountShareLine(LINES, allGoods, 'PLN')!.net).toBe('4.37');
    expect(discountShareLine(LINES.slice(0, 4), correction, 'PLN')).toBeNull();
    // A correction naming the discount line settles it itself.
    expect(
      discountShareLine(LINES, [...correction, line(2, DISCOUNT_LINE_SYMBOL, -1, '-4.37')], 'PLN'),
    ).toBeNull();
  });
});

describe('partial refunds of an order with a discount code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 0, demoAccounts: true });
  });
  afterAll(() => t.close());

  async function discountedInvoice(number: string) {
    const owner = await idsOf(t.database.db, 'company@demo.shop');
    const [row] = await t.database.db
      .insert(invoices)
      .values({
        customerId: owner.customerId,
        kind: 'invoice',
        market: 'pl',
        year: 2026,
        sequence: 700_000 + Number(number),
        number: `FV/PL/2026/${number}`,
        language: 'pl',
        currency: 'PLN',
        issuedAt: new Date('2026-03-02T10:00:00Z'),
        saleDate: '2026-03-02',
        dueDate: null,
        paymentMethod: 'bank_transfer',
        seller: {
          name: 'Component Shop sp. z o.o.',
          street: 'ul. Elektronowa 12',
          zipCode: '90-001',
          city: 'Łódź',
          countryCode: 'PL',
          vatNumber: 'PL7251234567',
          bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
          bankName: 'Santander Bank Polska',
        },
        buyer: { name: 'Buyer', street: null, zipCode: null, city: null, countryCode: 'PL', vatNumber: null },
        lines: LINES,
        ...totalsOf(LINES, 'PLN'),
        paidAt: new Date('2026-03-02T10:00:00Z'),
      })
      .returning();
    return row!;
  }

  it('three partial complaints covering all lines refund exactly the amount paid', async () => {
    const invoice = await discountedInvoice('000001');
    const refunds: string[] = [];
    for (const position of [1, 2, 3]) {
      const correction = await t.services.invoices.correct({
        invoiceId: invoice.id,
        lines: [{ position, quantity: LINES[position - 1]!.quantity }],
        reason: 'Reklamacja',
        // What an accepted refund of a complaint asks for (complaints.service).
        wholeWhenAllGoods: true,
      });
      refunds.push(correction.grossTotal);
    }
    const refunded = refunds.reduce((sum, gross) => sum.plus(gross), toDecimal('0'));
    expect(refunded.negated().toFixed(2)).toBe(toDecimal(invoice.grossTotal).toFixed(2));
    // The first refund is the first line's discounted price, not its list price.
    const first = toDecimal(refunds[0]!).negated();
    expect(first.toFixed(2)).toBe(
      toDecimal('9.99').minus('1.14').times('1.23').toDecimalPlaces(2).toFixed(2),
    );
  });

  it('partial refunds without the delivery never refund more than the goods cost after the discount', async () => {
    const invoice = await discountedInvoice('000002');
    let refunded = toDecimal('0');
    for (const position of [3, 1, 2]) {
      const correction = await t.services.invoices.correct({
        invoiceId: invoice.id,
        lines: [{ position, quantity: LINES[position - 1]!.quantity }],
        reason: 'Gwarancja',
      });
      refunded = refunded.minus(correction.grossTotal);
    }
    // Goods 38.17 net − discount 4.37 = 33.80 net; its VAT per document may differ by a grosz.
    const paidForGoods = toDecimal('33.80').times('1.23');
    expect(refunded.minus(paidForGoods).abs().lessThanOrEqualTo('0.02')).toBe(true);
    expect(refunded.lessThanOrEqualTo(toDecimal(invoice.grossTotal))).toBe(true);
  });
});
