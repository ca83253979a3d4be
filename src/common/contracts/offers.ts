/**
 * Contracts of special offers (issue 18 "Offers", spec §2 /Profile/Offers/Show.html, §7 Customer
 * "offer product", "lines"; ADR 054): offers made by staff to one customer, read by the customer and
 * put into a cart at the offered, locked price. Custom messages are catalogue keys (ADR 030).
 */
import { z } from 'zod';
import { hasControlCharacters } from '../customer-symbols';
import { messageKey } from '../errors';
import {
  OFFER_AMOUNT_MAX_VALUE,
  OFFER_BREAKS_MAX,
  OFFER_LINES_MAX,
  OFFER_NOTE_MAX,
  OFFER_NUMBER_PATTERN,
  OFFER_STATES,
  OFFERS_MAX_PAGE,
  OUT_OF_RANGE_DESCRIPTION_MAX,
  OUT_OF_RANGE_LEAD_TIME_MAX_DAYS,
  OUT_OF_RANGE_MANUFACTURER_MAX,
  OUT_OF_RANGE_MPN_MAX,
} from '../offers';
import { CURRENCIES } from '../markets';
import { hasForbiddenControls, PRICE_PATTERN } from '../rfq';

export * from '../offers';
export const OfferStateSchema = z.enum(OFFER_STATES);

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), { message: messageKey('offers.field.control') });

const prose = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasForbiddenControls(value), { message: messageKey('offers.field.control') });

export const OfferAmountSchema = z
  .number()
  .int()
  .min(1, messageKey('offers.field.amountPositive'))
  .max(OFFER_AMOUNT_MAX_VALUE);

/** A positive price as typed (a negative or zero price is no offer). */
export const OfferPriceSchema = z
  .string()
  .regex(PRICE_PATTERN, messageKey('offers.field.price'))
  .refine((value) => Number(value) > 0, { message: messageKey('offers.field.price') });

export const OfferNumberSchema = z.string().regex(OFFER_NUMBER_PATTERN, messageKey('offers.errors.notFound'));

const required = (max: number) => line(max).min(1, messageKey('offers.field.outOfRange'));
const wholeAtLeastOne = z
  .number()
  .int(messageKey('offers.field.minimumMultiple'))
  .min(1, messageKey('offers.field.minimumMultiple'))
  .max(OFFER_AMOUNT_MAX_VALUE, messageKey('offers.field.minimumMultiple'));

/** A product outside the normal range as the sales person describes it (ADR 056). */
export const OutOfRangeInputSchema = z
  .object({
    description: required(OUT_OF_RANGE_DESCRIPTION_MAX),
    mpn: required(OUT_OF_RANGE_MPN_MAX),
    manufacturer: required(OUT_OF_RANGE_MANUFACTURER_MAX),
    leadTimeDays: z
      .number()
      .int(messageKey('offers.field.leadTime'))
      .min(0, messageKey('offers.field.leadTime'))
      .max(OUT_OF_RANGE_LEAD_TIME_MAX_DAYS, messageKey('offers.field.leadTime')),
    minimumQuantity: wholeAtLeastOne.default(1),
    multiples: wholeAtLeastOne.default(1),
  })
  .strict();
export type OutOfRangeInput = z.input<typeof OutOfRangeInputSchema>;

/**
 * One line of a new offer, as the staff form sends it: a catalogue product by `symbol`, or a
 * product outside the range described in `outOfRange`; exactly one of the two.
 */
export const OfferLineInputSchema = z
  .object({
    symbol: line(100).min(1).optional(),
    outOfRange: OutOfRangeInputSchema.optional(),
    breaks: z
      .array(z.object({ amount: OfferAmountSchema, unitPrice: OfferPriceSchema }).strict())
      .min(1, messageKey('offers.field.breaks'))
      .max(OFFER_BREAKS_MAX)
      .refine((breaks) => new Set(breaks.map((b) => b.amount)).size === breaks.length, {
        message: messageKey('offers.field.breaksUnique'),
      }),
    maxQuantity: OfferAmountSchema.nullable().optional(),
  })
  .strict()
  .refine((l) => (l.symbol === undefined) !== (l.outOfRange === undefined), {
    message: messageKey('offers.field.lineKind'),
    path: ['symbol'],
  });

/** A new offer (staff): for one customer, found by e-mail or customer number. */
export const OfferCreateSchema = z
  .object({
    customer: line(200).min(1, messageKey('offers.field.customer')),
    note: prose(OFFER_NOTE_MAX).default(''),
    /**
     * The currency the prices are in, when the form says it: it must be the customer's (their carts
     * are in it), so a price typed in another currency is refused rather than sold as if it were.
     */
    currency: z.enum(CURRENCIES, messageKey('offers.field.currency')).optional(),
    validFrom: z.iso.datetime({ offset: true, message: messageKey('offers.field.date') }).optional(),
    validUntil: z.iso.datetime({ offset: true, message: messageKey('offers.field.date') }),
    lines: z.array(OfferLineInputSchema).min(1, messageKey('offers.field.lines')).max(OFFER_LINES_MAX),
  })
  .strict();
export type OfferCreate = z.input<typeof OfferCreateSchema>;
export type OfferCreateParsed = z.output<typeof OfferCreateSchema>;

export const OfferLineSchema = z.object({
  position: z.number().int(),
  symbol: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  breaks: z.array(z.object({ amount: z.number().int(), unitPrice: z.string() })),
  /** The price list's unit price at the first break's amount now (null when not sold to this market). */
  listPrice: z.string().nullable(),
  maxQuantity: z.number().int().nullable(),
  bought: z.number().int(),
  /** What may still be bought (null: no limit). */
  remaining: z.number().int().nullable(),
  /** A product outside the range (ADR 056): its part number, maker, lead time and amount rules. */
  outOfRange: z
    .object({
      mpn: z.string(),
      manufacturer: z.string(),
      leadTimeDays: z.number().int(),
      minimumQuantity: z.number().int(),
      multiples: z.number().int(),
    })
    .nullable(),
});
export type OfferLine = z.infer<typeof OfferLineSchema>;

export const OfferSchema = z.object({
  number: z.string(),
  state: OfferStateSchema,
  note: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  createdAt: z.string(),
  /** Whether its lines may go into a cart now. */
  orderable: z.boolean(),
  lines: z.array(OfferLineSchema),
});
export type Offer = z.infer<typeof OfferSchema>;

export const OfferListSchema = z.object({
  items: z.array(OfferSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type OfferList = z.infer<typeof OfferListSchema>;

export const OfferListQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(OFFERS_MAX_PAGE).default(1) })
  .strict();

/** Spec §7 "offer product": the customer's offers for one product. */
export const OfferProductRequestSchema = z.object({ symbol: line(100).min(1) }).strict();
export const OfferProductAnswerSchema = z.object({
  offers: z.array(
    z.object({
      number: z.string(),
      validUntil: z.string(),
      currency: z.string(),
      position: z.number().int(),
      breaks: z.array(z.object({ amount: z.number().int(), unitPrice: z.string() })),
      remaining: z.number().int().nullable(),
    }),
  ),
});
export type OfferProductAnswer = z.infer<typeof OfferProductAnswerSchema>;

/** Spec §7 "lines": chosen lines of one offer into a cart (new "0" or an open one). */
export const OfferLinesRequestSchema = z
  .object({
    offerNumber: OfferNumberSchema,
    orderNumber: z
      .string()
      .regex(/^\d{1,10}$/, messageKey('offers.field.orderNumber'))
      .default('0'),
    lines: z
      .array(
        z
          .object({ position: z.number().int().min(1).max(OFFER_LINES_MAX), amount: OfferAmountSchema })
          .strict(),
      )
      .min(1, messageKey('offers.field.chooseLines'))
      .max(OFFER_LINES_MAX),
  })
  .strict();
export type OfferLinesRequest = z.input<typeof OfferLinesRequestSchema>;

export const OfferLinesResultSchema = z.object({
  orderNumber: z.string(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      outcome: z.enum(['added', 'refused']),
      messageKey: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type OfferLinesResult = z.infer<typeof OfferLinesResultSchema>;

/** The staff desk's list: every customer's offers, newest first, with who they are for. */
export const StaffOfferListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(OFFERS_MAX_PAGE).default(1),
    customer: line(200).optional(),
  })
  .strict();
export const StaffOfferSchema = OfferSchema.extend({
  id: z.number().int(),
  customerNumber: z.string(),
  customerName: z.string(),
  staffName: z.string(),
});
export type StaffOffer = z.infer<typeof StaffOfferSchema>;
export const StaffOfferListSchema = z.object({
  items: z.array(StaffOfferSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type StaffOfferList = z.infer<typeof StaffOfferListSchema>;
export const StaffOfferIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(999_999_999) })
  .strict();

/**
 * Spec §7 Customer "order-product-out-of-range" (ADR 056): one line of one of the customer's offers
 * that is a product outside the range, into a new cart ("0") or an open one, at the offered price.
 */
export const OrderOutOfRangeRequestSchema = z
  .object({
    offerNumber: OfferNumberSchema,
    position: z.number().int().min(1).max(OFFER_LINES_MAX),
    amount: OfferAmountSchema,
    orderNumber: z
      .string()
      .regex(/^\d{1,10}$/, messageKey('offers.field.orderNumber'))
      .default('0'),
  })
  .strict();
export type OrderOutOfRangeRequest = z.input<typeof OrderOutOfRangeRequestSchema>;

export const OrderOutOfRangeResultSchema = z.object({
  orderNumber: z.string(),
  position: z.number().int(),
  amount: z.number().int(),
});
export type OrderOutOfRangeResult = z.infer<typeof OrderOutOfRangeResultSchema>;
