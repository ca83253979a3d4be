/**
 * Contracts of requests for quote (issue 18, spec §2 /rfq, §7 Customer "RFQ" calls, ADR 051): a
 * draft typed line by line, sent, priced by staff, and its quote accepted in part into a cart at the
 * quoted, locked prices. Custom messages are catalogue keys (ADR 030). The lines' input shape is the
 * shared `SourceLine`, so the file import hands its lines in unchanged.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { hasControlCharacters } from '../customer-symbols';
import {
  hasForbiddenControls,
  PRICE_PATTERN,
  RFQ_SORTS,
  RFQ_AMOUNT_MAX_VALUE,
  RFQ_AMOUNTS_MAX,
  RFQ_LINE_NOTE_MAX,
  RFQ_LINES_MAX,
  RFQ_MANUFACTURER_MAX,
  RFQ_MAX_PAGE,
  RFQ_NOTE_MAX,
  RFQ_PER_PAGE,
  RFQ_DECLINE_REASON_MAX,
  RFQ_QUERY_MAX,
  RFQ_REFERENCE_MAX,
  RFQ_SAVED_SEARCH_NAME_MAX,
  RFQ_STATES,
  RFQ_TITLE_MAX,
  RFQ_TOKEN_LENGTH,
} from '../rfq';
import type { SourceLine } from './source-lines';

export const RfqStateSchema = z.enum(RFQ_STATES);

/** One-line text a person typed: trimmed, no control characters (NUL, tabs, line breaks). */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: messageKey('rfq.field.control') });

/** Free text (notes): line breaks and tabs allowed, other control characters (NUL) not. */
const prose = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasForbiddenControls(value), {
      message: messageKey('rfq.field.control'),
    });

export const RfqAmountSchema = z
  .number()
  .int()
  .min(1, messageKey('rfq.field.amountPositive'))
  .max(RFQ_AMOUNT_MAX_VALUE);

export const RfqPriceSchema = z.string().regex(PRICE_PATTERN, messageKey('rfq.field.price'));

/** A typed line; `row` is the editor's line number (a file's row when the import hands lines in). */
export const RfqLineInputSchema = z
  .object({
    row: z.number().int().min(1).max(1_000_000).optional(),
    query: line(RFQ_QUERY_MAX).min(1, messageKey('rfq.field.queryRequired')),
    manufacturer: line(RFQ_MANUFACTURER_MAX).nullish(),
    amounts: z
      .array(RfqAmountSchema)
      .min(1, messageKey('rfq.field.amountsRequired'))
      .max(RFQ_AMOUNTS_MAX)
      .refine((amounts) => new Set(amounts).size === amounts.length, {
        message: messageKey('rfq.field.amountsRepeated'),
      }),
    targetPrice: RfqPriceSchema.nullish(),
    note: prose(RFQ_LINE_NOTE_MAX).nullish(),
  })
  .strict();
export type RfqLineInput = z.infer<typeof RfqLineInputSchema>;

/** The typed lines as the shared source-line shape (rows numbered when the editor sent none). */
export function toSourceLines(lines: readonly RfqLineInput[]): SourceLine[] {
  return lines.map((l, i) => ({
    row: l.row ?? i + 1,
    query: l.query,
    manufacturer: l.manufacturer || null,
    amounts: [...l.amounts].sort((a, b) => a - b),
    note: l.note || null,
    targetPrice: l.targetPrice || null,
  }));
}

export const RfqDraftSchema = z
  .object({
    title: line(RFQ_TITLE_MAX).min(1, messageKey('rfq.field.titleRequired')),
    reference: line(RFQ_REFERENCE_MAX).default(''),
    note: prose(RFQ_NOTE_MAX).default(''),
    lines: z
      .array(RfqLineInputSchema)
      .min(1, messageKey('rfq.field.linesRequired'))
      .max(RFQ_LINES_MAX, messageKey('rfq.field.tooManyLines')),
    /** Send it at once instead of keeping a draft. */
    send: z.boolean().default(false),
  })
  .strict();
export type RfqDraft = z.input<typeof RfqDraftSchema>;
export type RfqDraftParsed = z.infer<typeof RfqDraftSchema>;

export const RfqTokenParamsSchema = z
  .object({
    rfqCrcToken: z
      .string()
      .length(RFQ_TOKEN_LENGTH, messageKey('rfq.field.token'))
      .regex(/^[a-z0-9]+$/, messageKey('rfq.field.token')),
  })
  .strict();

export const RfqOfferSchema = z.object({
  /** The quote's line number: a cart line's `quotationPosition`. */
  position: z.number().int(),
  symbol: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  alternative: z.boolean(),
  breaks: z.array(z.object({ amount: z.number().int(), unitPrice: z.string() })),
  leadTimeDays: z.number().int().nullable(),
  staffNote: z.string().nullable(),
});
export type RfqOffer = z.infer<typeof RfqOfferSchema>;

export const RfqLineSchema = z.object({
  position: z.number().int(),
  row: z.number().int(),
  query: z.string(),
  manufacturer: z.string().nullable(),
  amounts: z.array(z.number().int()),
  targetPrice: z.string().nullable(),
  note: z.string().nullable(),
  product: z.object({ symbol: z.string(), description: z.string(), manufacturer: z.string() }).nullable(),
  offers: z.array(RfqOfferSchema),
  /** What of this line was ordered (a line is bought once, at one offer and break). */
  accepted: z
    .object({ position: z.number().int(), amount: z.number().int(), orderNumber: z.string() })
    .nullable(),
});
export type RfqLine = z.infer<typeof RfqLineSchema>;

export const RfqDetailsSchema = z.object({
  number: z.string(),
  rfqCrcToken: z.string(),
  title: z.string(),
  reference: z.string(),
  note: z.string(),
  /** The state as of now: a quote past its validity reads "expired" whatever is stored. */
  state: RfqStateSchema,
  currency: z.string(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  quotedAt: z.string().nullable(),
  /** Why staff turned the request down, or why the customer declined the quote (may be empty). */
  rejectReason: z.string().nullable(),
  /** Rejected because the customer declined the quote (not turned down by staff). */
  declined: z.boolean(),
  /** Only a draft may be changed, deleted or sent. */
  editable: z.boolean(),
  /** Quoted lines may be put into a cart now (quoted or partly accepted, still valid). */
  acceptable: z.boolean(),
  /** The customer may still decline the whole quote (quoted, nothing ordered yet, still valid). */
  declinable: z.boolean(),
  lines: z.array(RfqLineSchema),
});
export type RfqDetails = z.infer<typeof RfqDetailsSchema>;

export { RFQ_SORTS, type RfqSort } from '../rfq';

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('rfq.field.date'));

/** The list's search (spec §7 POST search); also what a saved search keeps. */
export const RfqSearchSchema = z
  .object({
    page: z.coerce.number().int().min(1).max(RFQ_MAX_PAGE).default(1),
    perPage: z.coerce
      .number()
      .int()
      .refine((n) => (RFQ_PER_PAGE as readonly number[]).includes(n), {
        message: messageKey('rfq.field.perPage'),
      })
      .default(20),
    sort: z.enum(RFQ_SORTS).default('createdAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    /** Part of the number, title, reference or a line's query. */
    q: line(RFQ_QUERY_MAX).optional(),
    state: RfqStateSchema.optional(),
    /** Created on or after / on or before (the buyer's calendar days, UTC). */
    from: DateSchema.optional(),
    to: DateSchema.optional(),
  })
  .strict();
export type RfqSearch = z.infer<typeof RfqSearchSchema>;
export type RfqSearchInput = z.input<typeof RfqSearchSchema>;

export const RfqListItemSchema = z.object({
  number: z.string(),
  rfqCrcToken: z.string(),
  title: z.string(),
  reference: z.string(),
  state: RfqStateSchema,
  lineCount: z.number().int(),
  createdAt: z.string(),
  validUntil: z.string().nullable(),
});
export type RfqListItem = z.infer<typeof RfqListItemSchema>;

export const RfqListSchema = z.object({
  elements: z.array(RfqListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type RfqList = z.infer<typeof RfqListSchema>;

/** GET search front-constraints: what the list's filters offer and the editor's limits. */
export const RfqFrontConstraintsSchema = z.object({
  states: z.array(RfqStateSchema),
  sorts: z.array(z.enum(RFQ_SORTS)),
  perPage: z.array(z.number().int()),
  linesMax: z.number().int(),
  amountsMax: z.number().int(),
  savedSearchesMax: z.number().int(),
});
export type RfqFrontConstraints = z.infer<typeof RfqFrontConstraintsSchema>;

export const RfqSavedSearchCreateSchema = z
  .object({
    name: line(RFQ_SAVED_SEARCH_NAME_MAX).min(1, messageKey('rfq.field.nameRequired')),
    query: RfqSearchSchema.omit({ page: true }),
  })
  .strict();
export type RfqSavedSearchCreate = z.input<typeof RfqSavedSearchCreateSchema>;

export const RfqSavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: RfqSearchSchema.omit({ page: true }),
  createdAt: z.string(),
});
export type RfqSavedSearch = z.infer<typeof RfqSavedSearchSchema>;
export const RfqSavedSearchListSchema = z.object({ elements: z.array(RfqSavedSearchSchema) });
export type RfqSavedSearchList = z.infer<typeof RfqSavedSearchListSchema>;
export const RfqSavedSearchIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();

/** Accept part of a quote: the chosen offers (by quote line number) at one of their breaks, into a cart. */
export const RfqAcceptSchema = z
  .object({
    /** "0" for a new cart, else an open cart of the customer. */
    orderNumber: z
      .string()
      .regex(/^\d{1,10}$/, messageKey('rfq.field.orderNumber'))
      .default('0'),
    lines: z
      .array(
        z
          .object({ quotationPosition: z.number().int().min(1).max(99_999), amount: RfqAmountSchema })
          .strict(),
      )
      .min(1, messageKey('rfq.field.chooseLines'))
      .max(RFQ_LINES_MAX),
  })
  .strict();
export type RfqAccept = z.input<typeof RfqAcceptSchema>;

export const RfqAcceptResultSchema = z.object({
  orderNumber: z.string(),
  lines: z.array(
    z.object({
      quotationPosition: z.number().int(),
      outcome: z.enum(['added', 'refused']),
      /** A refusal's catalogue key and values (the page words it in its language). */
      messageKey: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type RfqAcceptResult = z.infer<typeof RfqAcceptResultSchema>;

/** Decline the whole quote; the reason is optional and read by the sales team. */
export const RfqDeclineSchema = z.object({ reason: prose(RFQ_DECLINE_REASON_MAX).optional() }).strict();
export type RfqDecline = z.input<typeof RfqDeclineSchema>;
