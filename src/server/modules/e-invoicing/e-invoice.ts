/**
 * The e-invoicing module's own picture of an invoice (ADR 062): what the FA(3) and NAV XML builders
 * need, independent of how the invoices module stores invoices. Money and quantities are decimal
 * strings ("1234.50"), never floats; the builders compute nothing the invoice does not state, except
 * sums they check against it.
 */
import Decimal from 'decimal.js';

/**
 * A VAT rate as a Polish invoice names it: a percentage, or one of the FA(3) codes — "0 KR" domestic
 * 0%, "0 WDT" intra-Community supply, "0 EX" export, "zw" exempt, "np I" outside Poland (supply of
 * goods), "np II" outside Poland (services, art. 100), "oo" domestic reverse charge; "oss" the VAT
 * of the consumer's EU country under the one-stop shop (the special procedure of the VAT act's
 * section XII chapter 6a), its percentage in the line's `ossPercent`.
 */
export type VatRate =
  '23' | '8' | '5' | '0 KR' | '0 WDT' | '0 EX' | 'zw' | 'np I' | 'np II' | 'oo' | 'oss' | '27' | '18';

export const VAT_RATES: readonly VatRate[] = [
  '23',
  '8',
  '5',
  '0 KR',
  '0 WDT',
  '0 EX',
  'zw',
  'np I',
  'np II',
  'oo',
  'oss',
  '27',
  '18',
];

/** The numeric percentage of a rate; codes without VAT are 0. */
export function ratePercent(rate: VatRate): Decimal {
  return /^\d+$/.test(rate) ? new Decimal(rate) : new Decimal(0);
}

export interface EInvoiceAddress {
  /** ISO 3166-1 alpha-2, e.g. PL, HU. */
  countryCode: string;
  postalCode: string;
  city: string;
  /** Street and number ("ul. Marszałkowska 10/4"). */
  street: string;
}

export interface EInvoiceParty {
  name: string;
  address: EInvoiceAddress;
  /**
   * Tax id: a Polish NIP (10 digits), a Hungarian adószám (8-1-2 digits, "12345678-2-41"), or an EU
   * VAT number without its country prefix. Absent for a consumer.
   */
  taxId?: string;
  /** Country whose tax id it is (defaults to the address's country). */
  taxCountry?: string;
  email?: string;
}

export interface EInvoiceLine {
  name: string;
  /** The shop's symbol of the product (FA(3) Indeks). */
  symbol?: string;
  quantity: string;
  /** Unit of measure as printed ("szt.", "pcs", "db"). */
  unit: string;
  netUnitPrice: string;
  vatRate: VatRate;
  /** The consumer's country's VAT percentage of an "oss" line ("19"). */
  ossPercent?: string;
  net: string;
  vat: string;
  gross: string;
}

export interface EInvoiceRateTotal {
  vatRate: VatRate;
  net: string;
  vat: string;
  gross: string;
}

export type PaymentMethod = 'transfer' | 'card' | 'cash' | 'online';

export interface EInvoicePayment {
  method: PaymentMethod;
  /** YYYY-MM-DD */
  dueDate?: string;
  /** Set when the invoice is issued after payment. */
  paidOn?: string;
  bankAccount?: string;
}

export interface CorrectedInvoice {
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** The KSeF number of the corrected invoice, when it was sent to KSeF. */
  ksefNumber?: string;
}

export interface EInvoice {
  /** VAT: an ordinary invoice; advance: for a payment received before the supply; corrective. */
  kind: 'vat' | 'advance' | 'corrective';
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** YYYY-MM-DD: the date of the supply (or of the payment, for an advance invoice). */
  saleDate: string;
  /** Place of issue (FA(3) P_1M), optional. */
  issuePlace?: string;
  /** ISO 4217 */
  currency: string;
  /**
   * Exchange rate to the national currency (PLN for FA(3), HUF for NAV) when the invoice's currency
   * differs; "1" or absent when it is the national currency.
   */
  exchangeRate?: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  totals: EInvoiceRateTotal[];
  totalNet: string;
  totalVat: string;
  totalGross: string;
  payment?: EInvoicePayment;
  /** Corrective invoices only. For a correction, lines and totals are the differences (negative for a refund). */
  correction?: { reason: string; corrected: CorrectedInvoice };
  /**
   * Advance invoices: the gross value of the whole order the payment is for. The lines are the
   * order's lines and the totals what was received (the shop takes advances only as full prepayment).
   */
  orderValue?: string;
  /** The legal basis printed for exempt ("zw") lines, e.g. "art. 43 ust. 1 pkt 2 ustawy o VAT". */
  exemptionBasis?: string;
}

export class EInvoiceError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invoice cannot be turned into an e-invoice:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const money = (value: string) => new Decimal(value);

/**
 * Checks what the builders rely on: amounts are decimal strings, each line's net + VAT = gross,
 * the totals per rate are the sums of the lines, and the invoice totals the sums of the rates.
 * A builder never repairs an inconsistent invoice: it refuses it.
 */
export function checkEInvoice(invoice: EInvoice): void {
  const problems: string[] = [];
  const decimal = /^-?\d+(\.\d+)?$/;
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(invoice.issueDate)) problems.push(`issueDate ${invoice.issueDate} is not YYYY-MM-DD`);
  if (!date.test(invoice.saleDate)) problems.push(`saleDate ${invoice.saleDate} is not YYYY-MM-DD`);
  if (!/^[A-Z]{3}$/.test(invoice.currency)) problems.push(`currency ${invoice.currency} is not ISO 4217`);
  if (invoice.lines.length === 0) problems.push('an invoice needs at least one line');
  invoice.lines.forEach((line, index) => {
    for (const field of ['quantity', 'netUnitPrice', 'net', 'vat', 'gross'] as const)
      if (!decimal.test(line[field]))
        problems.push(`line ${index + 1}: ${field} "${line[field]}" is not a decimal`);
    if (!VAT_RATES.includes(line.vatRate))
      problems.push(`line ${index + 1}: unknown VAT rate ${line.vatRate}`);
    if (line.vatRate === 'oss' && !(line.ossPercent && /^\d+(\.\d{1,6})?$/.test(line.ossPercent)))
      problems.push(`line ${index + 1}: a one-stop-shop line names its country's VAT percentage`);
    if (problems.length === 0 && !money(line.net).plus(line.vat).equals(line.gross))
      problems.push(`line ${index + 1}: net + VAT is not gross`);
  });
  if (problems.length > 0) throw new EInvoiceError(problems);
  for (const total of invoice.totals) {
    const lines = invoice.lines.filter((l) => l.vatRate === total.vatRate);
    const sum = (field: 'net' | 'vat' | 'gross') =>
      lines.reduce((acc, l) => acc.plus(l[field]), new Decimal(0));
    for (const field of ['net', 'vat', 'gross'] as const)
      if (!sum(field).equals(total[field]))
        problems.push(
          `rate ${total.vatRate}: ${field} ${total[field]} is not the sum of its lines (${sum(field).toFixed(2)})`,
        );
  }
  const rates = new Set(invoice.lines.map((l) => l.vatRate));
  for (const rate of rates)
    if (!invoice.totals.some((t) => t.vatRate === rate)) problems.push(`rate ${rate} has lines but no total`);
  const grand = (field: 'net' | 'vat' | 'gross') =>
    invoice.totals.reduce((acc, t) => acc.plus(t[field]), new Decimal(0));
  if (!grand('net').equals(invoice.totalNet)) problems.push('totalNet is not the sum of the rates');
  if (!grand('vat').equals(invoice.totalVat)) problems.push('totalVat is not the sum of the rates');
  if (!grand('gross').equals(invoice.totalGross)) problems.push('totalGross is not the sum of the rates');
  if (invoice.lines.some((l) => l.vatRate === 'zw') && !invoice.exemptionBasis)
    problems.push('exempt (zw) lines need the exemption basis');
  if (invoice.kind === 'advance' && !invoice.orderValue)
    problems.push('an advance invoice states the order value');
  if (invoice.kind === 'corrective' && !invoice.correction)
    problems.push('a corrective invoice names the invoice it corrects and why');
  if (problems.length > 0) throw new EInvoiceError(problems);
}

/** An amount with exactly two decimals, as both schemas' money types are written here. */
export function amount(value: string | Decimal): string {
  return new Decimal(value).toFixed(2);
}

/** A quantity or rate without trailing zeros ("2", "0.5"), at most `places` decimals. */
export function plainDecimal(value: string | Decimal, places: number): string {
  return new Decimal(new Decimal(value).toFixed(places)).toFixed();
}
