/**
 * An invoice's content, computed once when it is issued and stored as it is (ADR 060): the seller,
 * the buyer, the lines, the VAT per rate and the totals, all money as decimal strings. VAT is
 * computed on the sum of each rate's net amounts (the method the Polish VAT act allows and KSeF's
 * FA(3) expects per rate), then the gross; lines show their own VAT for reading only.
 */
import {
  DELIVERY_LINE_SYMBOL,
  DISCOUNT_LINE_SYMBOL,
  type InvoiceKind,
} from '../../../common/contracts/invoices';
import { currencyPrecision, isCurrency } from '../../../common/markets';
import { roundHalfUp, toDecimal } from '../../../common/money';
import type { OrderBilling } from '../ordering';
import type { Seller } from './seller';

export interface InvoiceParty {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  countryCode: string | null;
  vatNumber: string | null;
}

export interface InvoiceLine {
  position: number;
  symbol: string;
  description: string;
  quantity: number;
  unitNet: string;
  net: string;
  vatRate: string;
  vat: string;
  gross: string;
  /**
   * Customs data of the line as the order was placed (ADR 075): printed under the product on every
   * invoice. Absent on invoices issued before they were kept, and on delivery and discount lines.
   */
  htsCode?: string | null;
  countryOfOrigin?: string | null;
}

export interface VatRow {
  rate: string;
  net: string;
  vat: string;
  gross: string;
}

/** What the issue writes besides the number: the content of the invoice. */
export interface InvoiceContent {
  kind: InvoiceKind;
  market: string;
  language: string;
  currency: string;
  saleDate: string;
  dueDate: string | null;
  paymentMethod: string | null;
  seller: Seller;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  vatSummary: VatRow[];
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
}

/** Days a customer has to pay a proforma or an unpaid invoice by bank transfer. */
export const PAYMENT_DAYS = 14;

const precisionOf = (currency: string) => (isCurrency(currency) ? currencyPrecision(currency) : 2);

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/** The buyer from the invoice address copied when the order was placed. */
export function buyerOf(address: Record<string, unknown> | null): InvoiceParty {
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const v = address?.[key];
      if (typeof v === 'string' && v.trim() !== '') return v.trim();
    }
    return null;
  };
  return {
    name: text('customerName', 'name') ?? '—',
    street: text('street'),
    zipCode: text('zipCode'),
    city: text('city'),
    countryCode: text('countryCode', 'country')?.toUpperCase() ?? null,
    vatNumber: text('vatNumber'),
  };
}

/** A line's VAT and gross at its rate (for reading; the totals come from the rates' sums). */
function priced(line: Omit<InvoiceLine, 'vat' | 'gross'>, precision: number): InvoiceLine {
  const vat = roundHalfUp(toDecimal(line.net).times(line.vatRate).div(100), precision);
  return { ...line, vat: vat.toFixed(precision), gross: vat.plus(line.net).toFixed(precision) };
}

/** The VAT per rate and the totals of some lines. */
export function totalsOf(lines: readonly InvoiceLine[], currency: string) {
  const precision = precisionOf(currency);
  const byRate = new Map<string, ReturnType<typeof toDecimal>>();
  for (const line of lines) {
    const rate = toDecimal(line.vatRate).toFixed(2);
    byRate.set(rate, (byRate.get(rate) ?? toDecimal('0')).plus(line.net));
  }
  const vatSummary: VatRow[] = [...byRate]
    .sort(([a], [b]) => toDecimal(b).comparedTo(a))
    .map(([rate, net]) => {
      const vat = roundHalfUp(net.times(rate).div(100), precision);
      return {
        rate,
        net: net.toFixed(precision),
        vat: vat.toFixed(precision),
        gross: net.plus(vat).toFixed(precision),
      };
    });
  const sum = (key: 'net' | 'vat' | 'gross') =>
    vatSummary.reduce((total, row) => total.plus(row[key]), toDecimal('0')).toFixed(precision);
  return { vatSummary, netTotal: sum('net'), vatTotal: sum('vat'), grossTotal: sum('gross') };
}

/** Labels of the lines an order adds to its goods (in the invoice's language at render time). */
export const DELIVERY_SYMBOL = DELIVERY_LINE_SYMBOL;
export const DISCOUNT_SYMBOL = DISCOUNT_LINE_SYMBOL;

/** A proforma or a VAT invoice of an order, as the order was placed. */
export function contentOfOrder(
  order: OrderBilling,
  kind: 'proforma' | 'invoice',
  seller: Seller,
  issuedOn: string,
  paid: boolean,
): InvoiceContent {
  const precision = precisionOf(order.currency);
  const rate = toDecimal(order.vatRate).toFixed(2);
  const raw: Array<Omit<InvoiceLine, 'vat' | 'gross'>> = order.lines.map((line, i) => ({
    position: i + 1,
    symbol: line.symbol,
    description: line.description ?? '',
    quantity: line.amount,
    unitNet: line.unitPrice,
    net: roundHalfUp(line.lineNet, precision).toFixed(precision),
    vatRate: rate,
    htsCode: line.htsCode ?? null,
    countryOfOrigin: line.countryOfOrigin ?? null,
  }));
  const extra = (symbol: string, amount: string | null, sign: 1 | -1) => {
    if (amount === null || toDecimal(amount).isZero()) return;
    const net = roundHalfUp(toDecimal(amount).times(sign), precision).toFixed(precision);
    raw.push({
      position: raw.length + 1,
      symbol,
      description: '',
      quantity: 1,
      unitNet: net,
      net,
      vatRate: rate,
    });
  };
  extra(DELIVERY_SYMBOL, order.deliveryCost, 1);
  extra(DISCOUNT_SYMBOL, order.discountNet, -1);
  const lines = raw.map((line) => priced(line, precision));
  const saleDay = order.placedAt ? isoDay(order.placedAt) : issuedOn;
  return {
    kind,
    market: order.country,
    language: order.language,
    currency: order.currency,
    saleDate: saleDay,
    // Paid invoices are settled; the rest are due in PAYMENT_DAYS.
    dueDate: paid ? null : addDays(issuedOn, PAYMENT_DAYS),
    paymentMethod: order.paymentKind,
    seller,
    buyer: buyerOf(order.invoiceAddress),
    lines,
    ...totalsOf(lines, order.currency),
  };
}

/** What goes back, by position of the corrected invoice; absent positions stay as they were. */
export interface CorrectedLine {
  position: number;
  quantity: number;
}

/**
 * A corrective invoice: the returned quantities as negative lines at the corrected invoice's unit
 * prices (a whole line returned takes back exactly its net, so a full correction sums to zero).
 */
export function correctionLines(
  original: readonly InvoiceLine[],
  returned: readonly CorrectedLine[] | 'all',
  currency: string,
): InvoiceLine[] | { unknownPosition: number } | { tooMany: number } {
  const precision = precisionOf(currency);
  const wanted =
    returned === 'all'
      ? original.filter((l) => l.quantity > 0).map((l) => ({ position: l.position, quantity: l.quantity }))
      : returned;
  const lines: InvoiceLine[] = [];
  for (const item of wanted) {
    const line = original.find((l) => l.position === item.position);
    if (!line) return { unknownPosition: item.position };
    if (item.quantity > line.quantity) return { tooMany: item.position };
    const net =
      item.quantity === line.quantity
        ? toDecimal(line.net).negated()
        : roundHalfUp(toDecimal(line.unitNet).times(item.quantity), precision).negated();
    lines.push(
      priced(
        {
          position: lines.length + 1,
          symbol: line.symbol,
          description: line.description,
          quantity: -item.quantity,
          unitNet: line.unitNet,
          net: net.toFixed(precision),
          vatRate: line.vatRate,
          // Goods sent back are declared as they were sent.
          ...(line.htsCode !== undefined && { htsCode: line.htsCode }),
          ...(line.countryOfOrigin !== undefined && { countryOfOrigin: line.countryOfOrigin }),
        },
        precision,
      ),
    );
  }
  return lines;
}

/**
 * The discount's share of a partial refund (issue 19): goods bought with a discount code were paid
 * at the discounted price, so a correction returning some of them also takes back that share of the
 * discount line still standing, `standingDiscount × returned goods net / standing goods net`. Each
 * share is of what still stands, so the correction returning the last goods takes the rest of the
 * discount exactly and the refunds never sum to more than was paid. The share is a value-only line
 * (quantity 0: nothing is returned of a discount) against the discount line's unit net, which is how
 * the corrections so far are matched to the line they correct. Null when there is nothing to share.
 */
export function discountShareLine(
  standing: readonly InvoiceLine[],
  correction: readonly InvoiceLine[],
  currency: string,
): InvoiceLine | null {
  const precision = precisionOf(currency);
  const discount = standing.find((l) => l.symbol === DISCOUNT_SYMBOL && toDecimal(l.net).isNegative());
  // A correction that names the discount line itself already settles it.
  if (!discount || correction.some((l) => l.symbol === DISCOUNT_SYMBOL)) return null;
  const isGoods = (l: InvoiceLine) => l.symbol !== DELIVERY_SYMBOL && l.symbol !== DISCOUNT_SYMBOL;
  const goodsStanding = standing
    .filter((l) => isGoods(l) && l.quantity > 0)
    .reduce((sum, l) => sum.plus(l.net), toDecimal('0'));
  const goodsReturned = correction.filter(isGoods).reduce((sum, l) => sum.minus(l.net), toDecimal('0'));
  if (!goodsStanding.isPositive() || !goodsReturned.isPositive()) return null;
  const share = goodsReturned.greaterThanOrEqualTo(goodsStanding)
    ? toDecimal(discount.net).negated()
    : roundHalfUp(toDecimal(discount.net).negated().times(goodsReturned).div(goodsStanding), precision);
  if (share.isZero()) return null;
  return priced(
    {
      position: correction.length + 1,
      symbol: discount.symbol,
      description: discount.description,
      quantity: 0,
      unitNet: discount.unitNet,
      net: share.toFixed(precision),
      vatRate: discount.vatRate,
    },
    precision,
  );
}
