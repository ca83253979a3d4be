/**
 * Contracts of the invoices the shop issues (issue 19 "Invoices", ADR 060): the customer's list and
 * unpaid list, the invoices beside an order, the PDF addresses (spec §2 /invoices/{type}/{number}.pdf),
 * the accountant's ZIP of a period, and cancelling or deleting an unpaid proforma (spec §7).
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { LanguageSchema } from './pricing';

export const INVOICE_KINDS = ['proforma', 'invoice', 'correction'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * The lines an order adds to its goods on an invoice (named in the invoice's language when shown):
 * its delivery cost and its discount. They are no goods: nothing a complaint may claim.
 */
export const DELIVERY_LINE_SYMBOL = '@delivery';
export const DISCOUNT_LINE_SYMBOL = '@discount';
export const isGoodsLine = (line: { symbol: string }): boolean =>
  line.symbol !== DELIVERY_LINE_SYMBOL && line.symbol !== DISCOUNT_LINE_SYMBOL;

/** The {type} of the PDF address: a proforma, any issued document (history), or an unpaid one. */
export const INVOICE_PDF_TYPES = ['proforma', 'history', 'unpaid'] as const;
export type InvoicePdfType = (typeof INVOICE_PDF_TYPES)[number];

export const INVOICE_LIST_VIEWS = ['all', 'unpaid'] as const;
export const INVOICE_LIST_DEFAULT_PER_PAGE = 20;
export const INVOICE_LIST_MAX_PER_PAGE = 100;
/** A ZIP covers at most this many days (a year and a leap day): an accountant's year, not the shop's life. */
export const INVOICE_ZIP_MAX_DAYS = 366;

const WHOLE_NUMBER = messageKey('errors.input.wholeNumber');
const int = () => z.coerce.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER);
const DAY = z.iso.date({ error: messageKey('invoices.errors.date') });

export const InvoiceListQuerySchema = z
  .object({
    view: z.enum(INVOICE_LIST_VIEWS).default('all'),
    page: int().min(1, messageKey('errors.input.atLeast')).max(10_000).default(1),
    perPage: int()
      .min(1, messageKey('errors.input.atLeast'))
      .max(INVOICE_LIST_MAX_PER_PAGE, messageKey('errors.input.atMost'))
      .default(INVOICE_LIST_DEFAULT_PER_PAGE),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceSummarySchema = z.object({
  /** The digits of the PDF address. */
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  orderNumber: z.string().nullable(),
  /** The printed number of the invoice a correction corrects. */
  corrects: z.string().nullable(),
  issuedAt: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  netTotal: z.string(),
  grossTotal: z.string(),
  paid: z.boolean(),
  /** Unpaid and past its due date. */
  overdue: z.boolean(),
  cancelled: z.boolean(),
  /** An unpaid proforma the customer may cancel or delete. */
  canCancel: z.boolean(),
  canDelete: z.boolean(),
  ksefNumber: z.string().nullable(),
  /** The PDF's address ({type} history, proforma or unpaid), without a locale prefix. */
  pdfPath: z.string(),
  /** The e-invoice's XML (FA(3) or NAV InvoiceData, ADR 064) beside the PDF, when it has one. */
  xmlPath: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceListSchema = z.object({
  items: z.array(InvoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** What is still to pay, per currency (unpaid VAT invoices). */
  unpaidTotals: z.array(z.object({ currency: z.string(), grossTotal: z.string(), count: z.number() })),
});
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const OrderInvoicesParamsSchema = z.object({
  orderNumber: z.string().min(1).max(100, messageKey('errors.input.orderNumber')),
});
export const OrderInvoicesSchema = z.object({ items: z.array(InvoiceSummarySchema) });
export type OrderInvoices = z.infer<typeof OrderInvoicesSchema>;

/** spec §7 POST invoice cancel-proforma and delete-proforma: the proforma's digits. */
export const ProformaActionBodySchema = z
  .object({ number: z.string().regex(/^\d{1,9}$/, messageKey('invoices.errors.number')) })
  .strict();
export type ProformaActionBody = z.infer<typeof ProformaActionBodySchema>;

export const InvoiceZipQuerySchema = z
  .object({ from: DAY, to: DAY, language: LanguageSchema.optional() })
  .strict()
  .refine((q) => q.from <= q.to, { message: messageKey('invoices.errors.period'), path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < INVOICE_ZIP_MAX_DAYS, {
    message: messageKey('invoices.errors.periodTooLong'),
    path: ['to'],
  });
export type InvoiceZipQuery = z.infer<typeof InvoiceZipQuerySchema>;

/** The address of an invoice's e-invoice XML: the PDF's with .xml (ADR 064). */
export function invoiceXmlPath(invoice: { id: number; kind: InvoiceKind; paid: boolean }): string {
  return invoicePdfPath(invoice).replace(/\.pdf$/, '.xml');
}

/** The address of an invoice's PDF (spec §2), without a locale prefix. */
export function invoicePdfPath(invoice: { id: number; kind: InvoiceKind; paid: boolean }): string {
  const type: InvoicePdfType =
    invoice.kind === 'proforma'
      ? 'proforma'
      : invoice.kind === 'invoice' && !invoice.paid
        ? 'unpaid'
        : 'history';
  return `/invoices/${type}/${invoice.id}.pdf`;
}

/** Invoices on one page of the staff desk's search (issue 19, ADR 064). */
export const STAFF_INVOICE_PAGE_SIZE = 20;

/** Staff desk's invoice search: part of a printed number (any case), newest first, a page at a time. */
export const StaffInvoiceSearchQuerySchema = z
  .object({
    number: z.string().trim().max(40, messageKey('invoices.errors.number')).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type StaffInvoiceSearchQuery = z.infer<typeof StaffInvoiceSearchQuerySchema>;

export const StaffInvoiceRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  customerId: z.number().int(),
  orderNumber: z.string().nullable(),
  issuedAt: z.string(),
  currency: z.string(),
  grossTotal: z.string(),
  /** The e-invoice's status (invalid, stored, pending, processing, accepted, rejected); null: none. */
  eInvoiceStatus: z.string().nullable(),
  ksefNumber: z.string().nullable(),
});
export type StaffInvoiceRow = z.infer<typeof StaffInvoiceRowSchema>;

export const StaffInvoiceSearchSchema = z.object({
  items: z.array(StaffInvoiceRowSchema),
  /** Whether a further page exists (one row more than a page is read). */
  hasMore: z.boolean(),
  page: z.number().int(),
});
export type StaffInvoiceSearch = z.infer<typeof StaffInvoiceSearchSchema>;

/** GET /ajax/staff/invoices/{id}: the desk's view of one invoice. */
export interface StaffInvoiceDetails {
  invoice: InvoiceSummary & { customerId: number; market: string };
  eInvoice: {
    format: string;
    status: string;
    hasXml: boolean;
    problems: string[];
    ksefNumber: string | null;
    acquiredAt: string | null;
    hasUpo: boolean;
    statusCode: number | null;
    statusDescription: string | null;
    details: string[];
    attempts: number;
    lastError: string | null;
    lastAttemptAt: string | null;
    verificationUrl: string | null;
  } | null;
  downloads: Array<{ customerId: number; contactPersonId: number | null; via: string; at: string }>;
}
