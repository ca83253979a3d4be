/**
 * Contracts of the staff desk's RFQ inbox (issue 18, ADR 051 with 048): the inbox's search, one
 * request as staff see it, pricing a line, sending the quote and rejecting. Messages are catalogue
 * keys (ADR 030); the offer rule itself is `offerProblem` of common/rfq, shared with the form.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { hasControlCharacters } from '../customer-symbols';
import {
  hasForbiddenControls,
  RFQ_DESK_CLAIMS,
  RFQ_DESK_SORTS,
  RFQ_HISTORY_ACTIONS,
  RFQ_AMOUNT_MAX_VALUE,
  RFQ_BREAKS_MAX,
  RFQ_LEAD_TIME_MAX_DAYS,
  RFQ_MAX_PAGE,
  RFQ_OFFERS_PER_LINE_MAX,
  RFQ_QUERY_MAX,
  RFQ_REJECT_REASON_MAX,
  RFQ_STAFF_NOTE_MAX,
  RFQ_STATES,
  PRICE_PATTERN,
} from '../rfq';
import { RfqDetailsSchema, RfqStateSchema } from './rfq';

export { RFQ_DESK_CLAIMS, RFQ_DESK_PER_PAGE, RFQ_DESK_SORTS } from '../rfq';

export const RfqDeskQuerySchema = z
  .object({
    state: z.enum(RFQ_STATES).optional(),
    claim: z.enum(RFQ_DESK_CLAIMS).default('any'),
    /** Part of the number, title, reference, the customer's name or a line's part number. */
    q: z
      .string()
      .trim()
      .max(RFQ_QUERY_MAX)
      .refine((v) => !hasControlCharacters(v), { message: messageKey('rfq.field.control') })
      .optional(),
    sort: z.enum(RFQ_DESK_SORTS).default('sentAt'),
    direction: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).max(RFQ_MAX_PAGE).default(1),
  })
  .strict();
export type RfqDeskQuery = z.infer<typeof RfqDeskQuerySchema>;
export type RfqDeskQueryInput = z.input<typeof RfqDeskQuerySchema>;

const ClaimerSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const RfqDeskItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  title: z.string(),
  customer: z.string(),
  state: RfqStateSchema,
  lineCount: z.number().int(),
  sentAt: z.string().nullable(),
  claimedBy: ClaimerSchema,
  /** A rejected request: who ended it (the customer declining the quote, or staff) and why. */
  rejected: z.object({ by: z.enum(['customer', 'staff']), reason: z.string().nullable() }).nullable(),
});
export type RfqDeskItem = z.infer<typeof RfqDeskItemSchema>;

export const RfqDeskListSchema = z.object({
  elements: z.array(RfqDeskItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type RfqDeskList = z.infer<typeof RfqDeskListSchema>;

export const RfqDeskDetailsSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  claimedBy: ClaimerSchema,
  rejectReason: z.string().nullable(),
  /** Who rejected it: staff turned it down, or the customer declined the quote. */
  rejectedBy: z.enum(['customer', 'staff']).nullable(),
  /** The request's history (rfq_history), oldest first. */
  history: z.array(
    z.object({
      action: z.enum(RFQ_HISTORY_ACTIONS),
      actor: z.enum(['customer', 'staff', 'system']),
      staffName: z.string().nullable(),
      reason: z.string().nullable(),
      orderNumber: z.string().nullable(),
      at: z.string(),
    }),
  ),
  request: RfqDetailsSchema,
});
export type RfqDeskDetails = z.infer<typeof RfqDeskDetailsSchema>;

export const RfqDeskIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
  .strict();
export const RfqDeskLineParamsSchema = z
  .object({
    id: z.coerce.number().int().min(1).max(2_147_483_647),
    position: z.coerce.number().int().min(1).max(10_000),
  })
  .strict();

export const RfqDeskOfferSchema = z
  .object({
    /** Our product's symbol: the one asked for or, with `alternative`, another one. */
    symbol: z
      .string()
      .trim()
      .min(1, messageKey('rfqDesk.field.symbolRequired'))
      .max(RFQ_QUERY_MAX)
      .refine((v) => !hasControlCharacters(v), { message: messageKey('rfq.field.control') }),
    alternative: z.boolean().default(false),
    breaks: z
      .array(
        z
          .object({
            amount: z.number().int().min(1, messageKey('rfq.field.amountPositive')).max(RFQ_AMOUNT_MAX_VALUE),
            unitPrice: z.string().regex(PRICE_PATTERN, messageKey('rfq.field.price')),
          })
          .strict(),
      )
      .min(1, messageKey('rfqDesk.errors.breaksRequired'))
      .max(RFQ_BREAKS_MAX),
    leadTimeDays: z.number().int().min(0).max(RFQ_LEAD_TIME_MAX_DAYS).nullable().default(null),
    staffNote: z
      .string()
      .trim()
      .max(RFQ_STAFF_NOTE_MAX)
      .refine((v) => !hasForbiddenControls(v), { message: messageKey('rfq.field.control') })
      .nullable()
      .default(null),
  })
  .strict();
export type RfqDeskOfferInput = z.input<typeof RfqDeskOfferSchema>;

export const RfqDeskPriceSchema = z
  .object({
    offers: z
      .array(RfqDeskOfferSchema)
      .min(1, messageKey('rfqDesk.errors.offerRequired'))
      .max(RFQ_OFFERS_PER_LINE_MAX),
    /** The currency the form showed; the server refuses prices typed against another one. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .strict();
export type RfqDeskPrice = z.input<typeof RfqDeskPriceSchema>;

export const RfqDeskQuoteSchema = z
  .object({ validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('rfq.field.date')) })
  .strict();

export const RfqDeskRejectSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, messageKey('rfqDesk.field.reasonRequired'))
      .max(RFQ_REJECT_REASON_MAX)
      .refine((v) => !hasForbiddenControls(v), { message: messageKey('rfq.field.control') }),
  })
  .strict();
