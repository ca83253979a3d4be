/**
 * Contracts of complaints (issue 19 "Complaints", spec §7 complaint POST create, GET
 * invoice/{invoiceNumber}, POST storage upload, clear, remove; order-history GET complaints; ADR 065):
 * the customer's form and list, the draft storage of uploads, and the staff desk's inbox, details,
 * decisions and notes. The rules (states, reasons, law, limits) are in common/complaints.ts.
 *
 * Calls (route names of common/routes.ts; every POST needs the XHR marker like every other call):
 *   GET  /ajax/complaint/invoice/{invoiceNumber}  complaint_invoice        → ComplaintInvoice
 *        (the number with dashes for slashes: invoiceNumberParam('FV/PL/2026/000001'))
 *   POST /ajax/complaint/create                   complaint_create         ComplaintCreate → ComplaintDetails (201)
 *   GET  /ajax/complaint/storage                  complaint_storage_list   → ComplaintStorage
 *   POST /ajax/complaint/storage/upload           complaint_storage_upload multipart/form-data, parts named
 *        COMPLAINT_UPLOAD_FIELD ("files"), at most COMPLAINT_FILES_MAX in the storage → ComplaintStorage (201)
 *   POST /ajax/complaint/storage/remove           complaint_storage_remove ComplaintFileRef → ComplaintStorage
 *   POST /ajax/complaint/storage/clear            complaint_storage_clear  (no body) → ComplaintStorage
 *   GET  /ajax/complaint/file/{fileId}            complaint_file           the file (attachment), owner only
 *   GET  /ajax/complaint/list                     complaint_list           ComplaintListQuery → ComplaintList
 *   GET  /ajax/complaint/details/{rmaNumber}      complaint_details        → ComplaintDetails
 *   GET  /ajax/order-history/complaints/{orderNumber}  order_history_complaints → ComplaintList (one page)
 * Staff desk (roles COMPLAINT_DESK_ROLES):
 *   GET  /ajax/staff/complaints                   staff_complaints_list    ComplaintDeskQuery → ComplaintDeskList
 *   GET  /ajax/staff/complaints/{id}              staff_complaint_get      → ComplaintDeskDetails
 *   POST /ajax/staff/complaints/{id}/decision     staff_complaint_decide   ComplaintDecision → ComplaintDeskDetails
 *   POST /ajax/staff/complaints/{id}/notes        staff_complaint_note     ComplaintNoteInput → ComplaintDeskDetails
 *   GET  /ajax/staff/complaints/{id}/files/{fileId}  staff_complaint_file  the file (attachment)
 * Refusals are the shop's error shape with `complaints.errors.*` keys: 404 notFound (also another
 * customer's complaint, file or invoice), 409 badTransition, 413 fileTooLarge / requestTooLarge,
 * 415 notMultipart, 422 fileType, tooManyFiles, storageFull, imageTooLarge, …
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_DESK_FILTERS,
  COMPLAINT_DESK_SORTS,
  COMPLAINT_FILE_ID_PATTERN,
  COMPLAINT_FILE_TYPES,
  COMPLAINT_FILES_MAX,
  COMPLAINT_HISTORY_ACTIONS,
  COMPLAINT_LINES_MAX,
  COMPLAINT_MAX_PAGE,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_NOTE_MAX,
  COMPLAINT_PATHS,
  COMPLAINT_QUANTITY_MAX,
  COMPLAINT_REASONS,
  COMPLAINT_REJECT_REASON_MAX,
  COMPLAINT_REJECT_REASON_MIN,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATES,
  INVOICE_NUMBER_PARAM,
  RMA_PATTERN,
} from '../complaints';
import { hasForbiddenControls } from '../rfq';
import { LanguageSchema } from './pricing';

export const ComplaintStateSchema = z.enum(COMPLAINT_STATES);
export const ComplaintReasonSchema = z.enum(COMPLAINT_REASONS, {
  error: messageKey('complaints.errors.reason'),
});
export const ComplaintResolutionSchema = z.enum(COMPLAINT_RESOLUTIONS, {
  error: messageKey('complaints.errors.resolution'),
});
export const ComplaintPathSchema = z.enum(COMPLAINT_PATHS);

/** Free text (descriptions, notes): line breaks and tabs allowed, other control characters not. */
const prose = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasForbiddenControls(value), { message: messageKey('complaints.errors.control') });

const WHOLE_NUMBER = messageKey('errors.input.wholeNumber');
const int = () => z.coerce.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER);

/* ------------------------------------------------------------------------ the customer's side */

export const ComplaintInvoiceParamsSchema = z
  .object({
    invoiceNumber: z
      .string()
      .regex(new RegExp(`^${INVOICE_NUMBER_PARAM}$`), messageKey('complaints.errors.invoiceNumber')),
  })
  .strict();

/** The law as the form shows it (common/complaints ComplaintLaw). */
export const ComplaintLawSchema = z.object({
  consumerRights: z.boolean(),
  deliveredOn: z.string(),
  withdrawalUntil: z.string().nullable(),
  withdrawalOpen: z.boolean(),
  complainUntil: z.string(),
  complainOpen: z.boolean(),
  complaintPath: z.enum(['consumer_complaint', 'warranty']),
  answerDays: z.number().int(),
  autoAccept: z.boolean(),
});

export const ComplaintInvoiceLineSchema = z.object({
  /** The invoice line's position: what a complaint line names. */
  position: z.number().int(),
  symbol: z.string(),
  description: z.string(),
  /** Invoiced, less what corrective invoices took back. */
  quantity: z.number().int(),
  /** What may still be complained of: the quantity less what open or accepted complaints hold. */
  complainable: z.number().int(),
  unitNet: z.string(),
  vatRate: z.string(),
});
export type ComplaintInvoiceLine = z.infer<typeof ComplaintInvoiceLineSchema>;

/** GET invoice/{invoiceNumber}: one of the customer's VAT invoices, its lines and its law. */
export const ComplaintInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string().nullable(),
  issuedAt: z.string(),
  currency: z.string(),
  market: z.string(),
  lines: z.array(ComplaintInvoiceLineSchema),
  law: ComplaintLawSchema,
  /** The reasons the form may offer now (withdrawal only with consumer rights within its days). */
  reasons: z.array(ComplaintReasonSchema),
});
export type ComplaintInvoice = z.infer<typeof ComplaintInvoiceSchema>;

export const ComplaintLineInputSchema = z
  .object({
    position: z.number().int().min(1).max(100_000),
    quantity: z
      .number({ error: WHOLE_NUMBER })
      .int(WHOLE_NUMBER)
      .min(1, messageKey('complaints.errors.quantity'))
      .max(COMPLAINT_QUANTITY_MAX),
  })
  .strict();

export const ComplaintCreateSchema = z
  .object({
    /** The printed number (slashes) or its address form (dashes). */
    invoiceNumber: z.string().trim().min(1, messageKey('complaints.errors.invoiceNumber')).max(40),
    reason: ComplaintReasonSchema,
    /** What the customer asks for; a withdrawal is always a refund (the server sets it). */
    requestedResolution: ComplaintResolutionSchema.default('refund'),
    /** Required (at least COMPLAINT_DESCRIPTION_MIN) except for a withdrawal, which needs no reason. */
    description: prose(COMPLAINT_DESCRIPTION_MAX).default(''),
    lines: z
      .array(ComplaintLineInputSchema)
      .min(1, messageKey('complaints.errors.linesRequired'))
      .max(COMPLAINT_LINES_MAX)
      .refine((lines) => new Set(lines.map((l) => l.position)).size === lines.length, {
        message: messageKey('complaints.errors.lineTwice'),
      }),
    /** Files of the sender's draft storage to attach (they leave the storage). */
    fileIds: z
      .array(z.string().regex(COMPLAINT_FILE_ID_PATTERN, messageKey('complaints.errors.fileId')))
      .max(COMPLAINT_FILES_MAX, messageKey('complaints.errors.tooManyFiles'))
      .default([]),
  })
  .strict()
  .refine((c) => c.reason === 'withdrawal' || c.description.length >= COMPLAINT_DESCRIPTION_MIN, {
    message: messageKey('complaints.errors.descriptionRequired'),
    path: ['description'],
  });
export type ComplaintCreate = z.input<typeof ComplaintCreateSchema>;
export type ComplaintCreateParsed = z.infer<typeof ComplaintCreateSchema>;

export const ComplaintFileSchema = z.object({
  id: z.string(),
  /** For display: the sent name's base with the extension of the type the content is. */
  name: z.string(),
  contentType: z.enum(COMPLAINT_FILE_TYPES),
  /** Bytes as stored (images after re-encoding). */
  size: z.number().int(),
  uploadedAt: z.string(),
  /** Its download address (customer's or desk's), without a locale prefix. */
  url: z.string(),
});
export type ComplaintFile = z.infer<typeof ComplaintFileSchema>;

/** The sender's draft storage: files uploaded before the complaint is sent. */
export const ComplaintStorageSchema = z.object({
  files: z.array(ComplaintFileSchema),
  totalBytes: z.number().int(),
  maxFiles: z.number().int(),
  maxFileBytes: z.number().int(),
  maxTotalBytes: z.number().int(),
});
export type ComplaintStorage = z.infer<typeof ComplaintStorageSchema>;

export const ComplaintFileRefSchema = z
  .object({ fileId: z.string().regex(COMPLAINT_FILE_ID_PATTERN, messageKey('complaints.errors.fileId')) })
  .strict();
export const ComplaintFileParamsSchema = ComplaintFileRefSchema;

export const ComplaintRmaParamsSchema = z
  .object({ rmaNumber: z.string().regex(RMA_PATTERN, messageKey('complaints.errors.rmaNumber')) })
  .strict();

/** The return label's language (the page's; else the request's or the customer's). */
export const ComplaintLabelQuerySchema = z.object({ language: LanguageSchema.optional() }).strict();

export const ComplaintLineSchema = z.object({
  position: z.number().int(),
  symbol: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitNet: z.string(),
});

/** The corrective invoice a refund made (its PDF under /invoices/history/{id}.pdf). */
export const ComplaintCorrectionSchema = z.object({
  number: z.string(),
  grossTotal: z.string(),
  currency: z.string(),
  pdfPath: z.string(),
});

export const ComplaintHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.enum(COMPLAINT_HISTORY_ACTIONS),
  from: ComplaintStateSchema.nullable(),
  to: ComplaintStateSchema.nullable(),
  /** customer | staff | system (the auto-acceptance). */
  by: z.enum(['customer', 'staff', 'system']),
  /** The staff member's name (desk only; null to the customer). */
  staffName: z.string().nullable(),
  /** The reason of a rejection, staff's message to the customer, or (desk only) a note. */
  text: z.string().nullable(),
});
export type ComplaintHistoryEntry = z.infer<typeof ComplaintHistoryEntrySchema>;

export const ComplaintSummarySchema = z.object({
  rmaNumber: z.string(),
  state: ComplaintStateSchema,
  /** Set once accepted. */
  resolution: ComplaintResolutionSchema.nullable(),
  reason: ComplaintReasonSchema,
  path: ComplaintPathSchema,
  invoiceNumber: z.string(),
  orderNumber: z.string().nullable(),
  filedAt: z.string(),
  /** The last day of the answer (YYYY-MM-DD). */
  answerBy: z.string(),
  /** An unanswered complaint is accepted when answerBy passes. */
  autoAccept: z.boolean(),
  lineCount: z.number().int(),
  /** The customer's address of its details page (complaint_view), without a locale prefix: /complaint/RMA-2026-000042. */
  detailsPath: z.string(),
});
export type ComplaintSummary = z.infer<typeof ComplaintSummarySchema>;

export const ComplaintDetailsSchema = ComplaintSummarySchema.extend({
  requestedResolution: ComplaintResolutionSchema,
  description: z.string(),
  rejectionReason: z.string().nullable(),
  currency: z.string(),
  lines: z.array(ComplaintLineSchema),
  files: z.array(ComplaintFileSchema),
  history: z.array(ComplaintHistoryEntrySchema),
  correction: ComplaintCorrectionSchema.nullable(),
  /**
   * Send the goods back: shown while awaiting the goods and once accepted with goods to return.
   * Data, not words: the page says `complaints.returnInstructions` in its own language with the RMA
   * number and this address (ADR 065, amended), so the English desk never shows the Polish text.
   */
  returnInstructions: z.object({ address: z.string() }).nullable(),
});
export type ComplaintDetails = z.infer<typeof ComplaintDetailsSchema>;

export const ComplaintListQuerySchema = z
  .object({
    page: int().min(1, messageKey('errors.input.atLeast')).max(COMPLAINT_MAX_PAGE).default(1),
    state: ComplaintStateSchema.optional(),
  })
  .strict();
export type ComplaintListQuery = z.infer<typeof ComplaintListQuerySchema>;

export const ComplaintListSchema = z.object({
  items: z.array(ComplaintSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ComplaintList = z.infer<typeof ComplaintListSchema>;

/** The complaint form's invoice picker: a page of the invoices still complainable, by number. */
export const COMPLAINT_INVOICES_PER_PAGE = 20;
export const ComplaintInvoicesQuerySchema = z
  .object({
    page: int().min(1, messageKey('errors.input.atLeast')).max(COMPLAINT_MAX_PAGE).default(1),
    /** A part of the printed number, e.g. "000123" or "FV/PL/2026". */
    q: z.string().trim().max(40, messageKey('errors.input.tooLong')).default(''),
  })
  .strict();
export type ComplaintInvoicesQuery = z.infer<typeof ComplaintInvoicesQuerySchema>;

export const ComplaintInvoiceChoiceSchema = z.object({
  number: z.string(),
  orderNumber: z.string().nullable(),
  issuedAt: z.string(),
  currency: z.string(),
  grossTotal: z.string(),
});
export type ComplaintInvoiceChoice = z.infer<typeof ComplaintInvoiceChoiceSchema>;

export const ComplaintInvoicesSchema = z.object({
  items: z.array(ComplaintInvoiceChoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ComplaintInvoices = z.infer<typeof ComplaintInvoicesSchema>;

export const OrderComplaintsParamsSchema = z
  .object({ orderNumber: z.string().min(1).max(100, messageKey('errors.input.orderNumber')) })
  .strict();

/* ---------------------------------------------------------------------------- the staff desk */

export const ComplaintIdParamsSchema = z.object({ id: int().min(1).max(999_999_999) }).strict();
export const ComplaintFileOfComplaintParamsSchema = z
  .object({
    id: int().min(1).max(999_999_999),
    fileId: z.string().regex(COMPLAINT_FILE_ID_PATTERN, messageKey('complaints.errors.fileId')),
  })
  .strict();

export const ComplaintDeskQuerySchema = z
  .object({
    state: z.enum(COMPLAINT_DESK_FILTERS).default('open'),
    sort: z.enum(COMPLAINT_DESK_SORTS).default('deadline'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    page: int().min(1, messageKey('errors.input.atLeast')).max(COMPLAINT_MAX_PAGE).default(1),
    /** An RMA number, an invoice number or a customer's name, in part. */
    q: z.string().trim().max(100).optional(),
  })
  .strict();
export type ComplaintDeskQuery = z.infer<typeof ComplaintDeskQuerySchema>;

export const ComplaintDeskItemSchema = ComplaintSummarySchema.omit({ detailsPath: true }).extend({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** Days to answerBy (negative: overdue); null once answered. */
  daysLeft: z.number().int().nullable(),
});
export type ComplaintDeskItem = z.infer<typeof ComplaintDeskItemSchema>;

export const ComplaintDeskListSchema = z.object({
  items: z.array(ComplaintDeskItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** Open complaints per state (the filter's counts). */
  counts: z.record(z.string(), z.number().int()),
});
export type ComplaintDeskList = z.infer<typeof ComplaintDeskListSchema>;

export const ComplaintDeskDetailsSchema = ComplaintDetailsSchema.omit({ detailsPath: true }).extend({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerLanguage: z.string(),
  buyerType: z.string(),
  daysLeft: z.number().int().nullable(),
  /** The states the desk may move it to now (common/complaints COMPLAINT_TRANSITIONS). */
  nextStates: z.array(ComplaintStateSchema),
});
export type ComplaintDeskDetails = z.infer<typeof ComplaintDeskDetailsSchema>;

/**
 * A decision: the next state; accepting names the resolution, rejecting gives the reason (the
 * customer reads it); a message to the customer may go with any step.
 */
export const ComplaintDecisionSchema = z
  .object({
    state: z.enum(['under_review', 'awaiting_goods', 'accepted', 'rejected'], {
      error: messageKey('complaints.errors.state'),
    }),
    resolution: ComplaintResolutionSchema.optional(),
    reason: prose(COMPLAINT_REJECT_REASON_MAX).optional(),
    message: prose(COMPLAINT_MESSAGE_MAX).optional(),
  })
  .strict()
  .refine((d) => d.state !== 'accepted' || d.resolution !== undefined, {
    message: messageKey('complaints.errors.resolutionRequired'),
    path: ['resolution'],
  })
  .refine((d) => d.state !== 'rejected' || (d.reason ?? '').length >= COMPLAINT_REJECT_REASON_MIN, {
    message: messageKey('complaints.errors.rejectReasonRequired'),
    path: ['reason'],
  });
export type ComplaintDecision = z.input<typeof ComplaintDecisionSchema>;

export const ComplaintNoteInputSchema = z
  .object({ text: prose(COMPLAINT_NOTE_MAX).min(1, messageKey('complaints.errors.noteRequired')) })
  .strict();
export type ComplaintNoteInput = z.infer<typeof ComplaintNoteInputSchema>;
