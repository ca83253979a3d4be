/**
 * The shop's invoices as e-invoices (ADR 064): turns an issued invoice (the invoices module's
 * snapshot, in the plain shape below) into `EInvoice`, builds NAV InvoiceData for the Hungarian
 * market and FA(3) for every invoice the Polish company issues (the euro markets' too, with the
 * exchange rate and the one-stop shop's VAT), checks it against the authority's schema, and wraps the KSeF
 * sender in the answers the invoices module stores. services.ts hands this to the invoices module
 * as its e-invoicing port; neither module imports the other.
 */
import Decimal from 'decimal.js';
import {
  EInvoiceError,
  type EInvoice,
  type EInvoiceLine,
  type EInvoiceParty,
  type VatRate,
} from './e-invoice';
import { buildFa3Xml } from './fa3';
import type { KsefInvoiceStatus, KsefResult, KsefSender } from './ksef-client';
import { ksefVerificationLink, type KsefEnvironment } from './ksef-link';
import type { NavClient } from './nav-client';
import { buildNavInvoiceDataXml } from './nav-invoice-data';
import { fa3Checker, navInvoiceDataChecker } from './schema-checkers';

interface ShopParty {
  name: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  countryCode: string | null;
  vatNumber: string | null;
  /** The seller's Hungarian tax number in its 8-1-2 form (NAV's supplier id). */
  taxNumber?: string;
  bankAccount?: string;
}

/** An issued invoice as the shop stores it (structurally the invoices module's `IssuedInvoice`). */
export interface ShopInvoice {
  kind: 'proforma' | 'invoice' | 'correction';
  market: string;
  number: string;
  currency: string;
  issuedOn: string;
  saleDate: string;
  dueDate: string | null;
  paidOn: string | null;
  paymentMethod: string | null;
  seller: ShopParty;
  buyer: ShopParty;
  lines: Array<{
    name: string;
    symbol: string;
    quantity: number;
    unitNet: string;
    net: string;
    vatRate: string;
    vat: string;
    gross: string;
  }>;
  vatSummary: Array<{ rate: string; net: string; vat: string; gross: string }>;
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
  correction: { reason: string; number: string; issuedOn: string; ksefNumber: string | null } | null;
  /**
   * PLN (FA(3)) or HUF (NAV) per unit of the invoice's currency, when it is another one: the rate
   * taken when the invoice was issued (a correction keeps its invoice's, art. 31a ust. 2a).
   */
  exchangeRate?: string | null;
}

type Format = 'fa3' | 'nav';
type ShopKsefOutcome =
  | {
      state: 'accepted';
      ksefNumber: string;
      acquisitionDate?: string;
      upo?: string;
      sessionReference?: string;
      invoiceReference?: string;
    }
  | {
      state: 'rejected';
      code: number;
      description: string;
      details: string[];
      sessionReference?: string;
      invoiceReference?: string;
    }
  | {
      state: 'processing';
      code: number;
      description: string;
      sessionReference: string;
      invoiceReference: string;
    };

/** EU member states by their ISO codes (the one-stop shop and intra-Community supplies). */
const EU_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/**
 * Which e-invoice an invoice is: the Hungarian market's (issued under the Hungarian VAT number)
 * goes to NAV; every other is issued by the Polish company under its Polish NIP (seller.ts), so it
 * is an FA(3) for KSeF — the euro markets' too, which the law asks of a Polish seller from 2026.
 */
function formatOf(invoice: ShopInvoice): Format | null {
  if (invoice.market === 'hu') return 'nav';
  const vat = invoice.seller.vatNumber?.replace(/[\s-]/g, '') ?? '';
  return invoice.market === 'pl' || /^PL\d{10}$/.test(vat) ? 'fa3' : null;
}
const UNIT: Record<Format, string> = { fa3: 'szt.', nav: 'db' };
const PAYMENT: Record<string, 'transfer' | 'online' | 'cash'> = {
  bank_transfer: 'transfer',
  online: 'online',
  cash_on_delivery: 'cash',
};

/** "23.00" → "23"; a 0% domestic rate is FA(3)'s "0 KR". */
function rateOf(rate: string): VatRate {
  const percent = new Decimal(rate).toFixed();
  return (percent === '0' ? '0 KR' : percent) as VatRate;
}

/**
 * A line's rate on an FA(3) of a sale abroad (an invoice of another market than Poland's): the
 * other country's VAT charged to a buyer in the EU is the one-stop shop's (P_12_XII); 0% is an
 * intra-Community supply to an EU business with a VAT number (0 WDT) or an export out of the EU
 * (0 EX). A foreign VAT outside the EU, or 0% to an EU buyer without a VAT number, has no truthful
 * FA(3) field: refused with the reason (the e-invoice is kept `invalid` for staff to see).
 */
function foreignRateOf(rate: string, invoice: ShopInvoice): { vatRate: VatRate; ossPercent?: string } {
  const percent = new Decimal(rate);
  const country = (invoice.buyer.countryCode ?? '').toUpperCase();
  const inEu = EU_COUNTRIES.has(country) && country !== 'PL';
  if (country === 'PL')
    throw new EInvoiceError([`a sale to Poland on the ${invoice.market} market is not taxed in Poland`]);
  if (percent.isZero()) {
    if (!inEu) return { vatRate: '0 EX' };
    if (taxIdOf(invoice.buyer).taxId) return { vatRate: '0 WDT' };
    throw new EInvoiceError([`0% VAT to a buyer in ${country} without an EU VAT number`]);
  }
  if (inEu) return { vatRate: 'oss', ossPercent: percent.toFixed() };
  throw new EInvoiceError([
    `${percent.toFixed()}% VAT of ${country || 'an unknown country'} has no FA(3) rate`,
  ]);
}

/** The line's e-invoice rate: the market's own for Poland and Hungary, else a sale abroad's. */
function lineRateOf(rate: string, invoice: ShopInvoice, format: Format) {
  return format === 'fa3' && invoice.market !== 'pl'
    ? foreignRateOf(rate, invoice)
    : { vatRate: rateOf(rate) };
}

/** A tax id without its country prefix, and the country it belongs to. */
function taxIdOf(party: ShopParty): { taxId?: string; taxCountry?: string } {
  const raw = party.vatNumber?.replace(/[\s-]/g, '');
  if (!raw) return {};
  const prefixed = /^([A-Z]{2})(.+)$/.exec(raw);
  return prefixed ? { taxId: prefixed[2], taxCountry: prefixed[1] } : { taxId: raw };
}

function partyOf(party: ShopParty, seller: boolean, format: Format): EInvoiceParty {
  const ids = taxIdOf(party);
  return {
    name: party.name,
    address: {
      countryCode: party.countryCode ?? '',
      postalCode: party.zipCode ?? '',
      city: party.city ?? '',
      street: party.street ?? '',
    },
    ...(seller && format === 'nav' && party.taxNumber ? { taxId: party.taxNumber, taxCountry: 'HU' } : ids),
  };
}

/**
 * The shop prints each line's VAT for reading but computes the VAT per rate on the rate's sum
 * (ADR 060); the e-invoice's lines must add up to the rate, so the rounding difference is put on
 * the rate's largest line (FA(3) and NAV both take the per-rate sums as the invoice's VAT).
 */
function balancedLines(invoice: ShopInvoice, format: Format): EInvoiceLine[] {
  const lines: EInvoiceLine[] = invoice.lines.map((line) => ({
    name: line.name,
    symbol: line.symbol.startsWith('@') ? undefined : line.symbol,
    quantity: String(line.quantity),
    unit: UNIT[format],
    netUnitPrice: line.unitNet,
    ...lineRateOf(line.vatRate, invoice, format),
    net: line.net,
    vat: line.vat,
    gross: line.gross,
  }));
  for (const row of invoice.vatSummary) {
    const rate = lineRateOf(row.rate, invoice, format).vatRate;
    const ofRate = lines.filter((l) => l.vatRate === rate);
    if (ofRate.length === 0) continue;
    const difference = new Decimal(row.vat).minus(ofRate.reduce((sum, l) => sum.plus(l.vat), new Decimal(0)));
    if (difference.isZero()) continue;
    const largest = ofRate.reduce((a, b) => (new Decimal(b.net).abs().gt(new Decimal(a.net).abs()) ? b : a));
    largest.vat = new Decimal(largest.vat).plus(difference).toFixed(2);
    largest.gross = new Decimal(largest.net).plus(largest.vat).toFixed(2);
  }
  return lines;
}

export function eInvoiceOf(invoice: ShopInvoice, format: Format): EInvoice {
  const precision = (value: string) => new Decimal(value).toFixed(2);
  return {
    kind: invoice.kind === 'correction' ? 'corrective' : 'vat',
    number: invoice.number,
    issueDate: invoice.issuedOn,
    saleDate: invoice.saleDate,
    currency: invoice.currency,
    seller: partyOf(invoice.seller, true, format),
    buyer: partyOf(invoice.buyer, false, format),
    lines: balancedLines(invoice, format),
    // The rate to the national currency, when the invoice is in another one.
    ...(invoice.exchangeRate && invoice.currency !== (format === 'fa3' ? 'PLN' : 'HUF')
      ? { exchangeRate: invoice.exchangeRate }
      : {}),
    totals: invoice.vatSummary.map((row) => ({
      vatRate: lineRateOf(row.rate, invoice, format).vatRate,
      net: precision(row.net),
      vat: precision(row.vat),
      gross: precision(row.gross),
    })),
    totalNet: precision(invoice.netTotal),
    totalVat: precision(invoice.vatTotal),
    totalGross: precision(invoice.grossTotal),
    payment: {
      method: PAYMENT[invoice.paymentMethod ?? ''] ?? 'transfer',
      ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
      ...(invoice.paidOn ? { paidOn: invoice.paidOn } : {}),
      ...(invoice.seller.bankAccount ? { bankAccount: invoice.seller.bankAccount.replace(/\s/g, '') } : {}),
    },
    ...(invoice.correction
      ? {
          correction: {
            reason: invoice.correction.reason,
            corrected: {
              number: invoice.correction.number,
              issueDate: invoice.correction.issuedOn,
              ...(invoice.correction.ksefNumber ? { ksefNumber: invoice.correction.ksefNumber } : {}),
            },
          },
        }
      : {}),
  };
}

function outcomeOf(
  result: KsefResult | KsefInvoiceStatus,
  reference?: { sessionReference: string; invoiceReference: string },
): ShopKsefOutcome {
  const refs =
    'invoiceReference' in result
      ? { sessionReference: result.sessionReference, invoiceReference: result.invoiceReference }
      : reference!;
  if (result.state === 'accepted')
    return {
      state: 'accepted',
      ksefNumber: result.ksefNumber,
      ...(result.acquisitionDate ? { acquisitionDate: result.acquisitionDate } : {}),
      ...('upo' in result ? { upo: result.upo } : {}),
      ...refs,
      // A duplicate (440) names the first copy's session: its UPO lives there.
      ...(result.sessionReference ? { sessionReference: result.sessionReference } : {}),
    };
  if (result.state === 'rejected')
    return {
      state: 'rejected',
      code: result.code,
      description: result.description,
      details: result.details,
      ...refs,
    };
  return { state: 'processing', code: result.code, description: result.description, ...refs };
}

export interface ShopEInvoicingOptions {
  /** The KSeF sender, when KSeF is configured. */
  sender?: KsefSender;
  /** The NAV Online Számla sender, when NAV is configured (ADR 080). */
  nav?: NavClient;
  /** Which KSeF environment's QR host the verification links name. */
  environment: KsefEnvironment;
  /** The time written as the XML's creation time (tests fix it). */
  now?: () => Date;
}

/** The invoices module's e-invoicing port, made of this module's builders, checkers and sender. */
export function createShopEInvoicing(options: ShopEInvoicingOptions) {
  const { sender } = options;
  return {
    document(
      invoice: ShopInvoice,
    ):
      | { format: Format; xml: string; verificationUrl: string | null }
      | { format: Format; problems: string[] }
      | null {
      const format = formatOf(invoice);
      // KSeF and NAV take invoices and corrections; a proforma is not an invoice in either law.
      if (!format || invoice.kind === 'proforma') return null;
      try {
        const document = eInvoiceOf(invoice, format);
        const generatedAt = options.now?.();
        const xml =
          format === 'fa3'
            ? buildFa3Xml(document, generatedAt ? { generatedAt } : {})
            : buildNavInvoiceDataXml(document);
        const problems = (format === 'fa3' ? fa3Checker() : navInvoiceDataChecker()).check(xml);
        if (problems.length > 0) return { format, problems };
        const verificationUrl =
          format === 'fa3'
            ? ksefVerificationLink({
                environment: options.environment,
                sellerNip: document.seller.taxId!,
                issueDate: document.issueDate,
                xml,
              })
            : null;
        return { format, xml, verificationUrl };
      } catch (error) {
        if (error instanceof EInvoiceError) return { format, problems: error.problems };
        throw error;
      }
    },
    ksef: sender
      ? {
          async send(xml: string): Promise<ShopKsefOutcome> {
            return outcomeOf(await sender.send(xml, { waitMs: 10_000 }));
          },
          async status(reference: {
            sessionReference: string;
            invoiceReference: string;
          }): Promise<ShopKsefOutcome> {
            const status = await sender.status(reference);
            if (status.state !== 'accepted') return outcomeOf(status, reference);
            const session = status.sessionReference ?? reference.sessionReference;
            const upo = await sender.upo(session, status.ksefNumber);
            return {
              state: 'accepted',
              ksefNumber: status.ksefNumber,
              ...(status.acquisitionDate ? { acquisitionDate: status.acquisitionDate } : {}),
              upo,
              sessionReference: session,
              invoiceReference: reference.invoiceReference,
            };
          },
        }
      : undefined,
    nav: options.nav,
  };
}
