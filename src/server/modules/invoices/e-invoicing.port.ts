/**
 * What the invoices module needs of e-invoicing (ADR 064), in its own terms: the structured XML of
 * an issued invoice (checked against the authority's schema) and, where KSeF is configured, a
 * sender. services.ts plugs modules/e-invoicing in; this module never imports its internals.
 */
import type { InvoiceKind } from '../../../common/contracts/invoices';
import type { InvoiceParty, VatRow } from './invoice-document';
import type { Seller } from './seller';

/** An issued invoice as the e-invoice builders read it (names of the order's extra lines resolved). */
export interface IssuedInvoice {
  kind: InvoiceKind;
  market: string;
  number: string;
  currency: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  saleDate: string;
  dueDate: string | null;
  paidOn: string | null;
  paymentMethod: string | null;
  seller: Seller;
  buyer: InvoiceParty;
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
  vatSummary: VatRow[];
  netTotal: string;
  vatTotal: string;
  grossTotal: string;
  correction: { reason: string; number: string; issuedOn: string; ksefNumber: string | null } | null;
  /** PLN per unit of the invoice's currency, taken when it was issued (null: in the seller's own). */
  exchangeRate: string | null;
}

export type EInvoiceFormat = 'fa3' | 'nav';

export type EInvoiceDocument =
  | { format: EInvoiceFormat; xml: string; verificationUrl: string | null }
  | { format: EInvoiceFormat; problems: string[] };

/** KSeF's answer about one invoice, whatever asked (a send or a status question). */
export type KsefOutcome =
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

/** NAV's answer about one invoice's data (a send or a status question), ADR 080. */
export type NavOutcome =
  | { state: 'accepted'; transactionId: string; warnings: string[] }
  | { state: 'rejected'; transactionId?: string; code: string; description: string; details: string[] }
  | { state: 'processing'; transactionId: string; invoiceStatus: string };

export interface EInvoicingPort {
  /** The e-invoice of an invoice, or null when its market and kind have none (a proforma, other markets). */
  document(invoice: IssuedInvoice): EInvoiceDocument | null;
  /** Present when KSeF is configured (KSEF_NIP, KSEF_TOKEN): only then are FA(3) invoices sent. */
  /** Present when NAV is configured (NAV_* settings): only then are Hungarian invoice data sent (ADR 080). */
  nav?: {
    send(xml: string, operation: 'CREATE' | 'MODIFY'): Promise<NavOutcome>;
    status(transactionId: string): Promise<NavOutcome>;
  };
  ksef?: {
    send(xml: string): Promise<KsefOutcome>;
    status(reference: { sessionReference: string; invoiceReference: string }): Promise<KsefOutcome>;
  };
}
