/**
 * Contracts of discount codes (issue 18, spec §3 create-order `discountCode`, §7 Customer "discount GET
 * and POST", ADR 050): the code applied to a cart, why it does not apply, and the staff's calls that
 * make and change codes. Amounts are decimal strings in the order's (or the code's) currency, always
 * computed by the server.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { CURRENCIES } from '../markets';
import { hasControlCharacters } from '../customer-symbols';
import { LanguageSchema } from './pricing';
import {
  DISCOUNT_CODE_MAX,
  DISCOUNT_LIST_SORTS,
  DISCOUNT_LIST_STATUSES,
  DISCOUNT_MAX_USES,
  DISCOUNT_STATES,
  DISCOUNT_MONEY_SHAPE,
  normaliseDiscountCode,
} from '../discount-codes';

export { DISCOUNT_CODE_MAX, DISCOUNT_LIST_SORTS, DISCOUNT_LIST_STATUSES, normaliseDiscountCode };

export const DISCOUNT_CODES_PER_PAGE = 25;
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why a code gives no discount on an order; each has its own message (`discounts.reason.*`). */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'inactive',
  'notYetValid',
  'expired',
  'otherMarket',
  'otherCurrency',
  'belowMinimum',
  'usedByYou',
  'usedUp',
  'nothingEligible',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

const CODE_MESSAGE = messageKey('discounts.field.code');

/** A code as a buyer types it: text only, no control characters, at most DISCOUNT_CODE_MAX after trimming. */
export const DiscountCodeTextSchema = z
  .string({ message: CODE_MESSAGE })
  .trim()
  .min(1, CODE_MESSAGE)
  .max(DISCOUNT_CODE_MAX, messageKey('discounts.field.codeTooLong'))
  .refine((value) => !hasControlCharacters(value), { message: CODE_MESSAGE })
  .transform(normaliseDiscountCode);

const OrderNumberField = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[^/]+$/, messageKey('errors.input.orderNumber'));

/** GET discount: the customer's active order unless another of their carts is named. */
export const DiscountQuerySchema = z
  .object({ orderNumber: OrderNumberField.optional(), language: LanguageSchema.optional() })
  .strict();
export type DiscountQuery = z.infer<typeof DiscountQuerySchema>;

/** POST discount: a code to apply, or null to remove the one the order has. */
export const DiscountApplySchema = z
  .object({ code: DiscountCodeTextSchema.nullable(), orderNumber: OrderNumberField.optional() })
  .strict();
export type DiscountApply = z.infer<typeof DiscountApplySchema>;

/** The code an order carries and what it does to it. */
export const DiscountViewSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  /** Net amount off the goods in the order's currency; "0…" when not valid. */
  amountNet: z.string(),
  /** The same amount with the order's VAT (what the gross total goes down by, before rounding of the total). */
  amountGross: z.string(),
  currency: z.string(),
  kind: z.enum(DISCOUNT_KINDS).nullable(),
  /** Percent off for a percentage code; the fixed amount for a fixed one. */
  value: z.string().nullable(),
  /** Whether lines on promotion are left out (the code's stacking rule). */
  excludesPromoted: z.boolean(),
  refusal: z.enum(DISCOUNT_REFUSALS).nullable(),
  /** The refusal worded in the request's language (with the amount missing, the date…), or null. */
  message: z.string().nullable(),
});
export type DiscountView = z.infer<typeof DiscountViewSchema>;

// ---- Staff (the staff desk's calls and pages: /ajax/staff/discounts…, /staff/discounts) ----

const money = z.string().trim().regex(DISCOUNT_MONEY_SHAPE, messageKey('discounts.field.amount'));

/** A code's rules as the staff set them; the update takes any of them (no defaults: unset stays). */
const codeRuleFields = {
  kind: z.enum(DISCOUNT_KINDS),
  value: money,
  country: z.string().trim().min(2).max(5).nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  validFrom: z.coerce.date().nullable(),
  validTo: z.coerce.date().nullable(),
  minimumNet: money.nullable(),
  oncePerCustomer: z.boolean(),
  maxUses: z
    .number({ message: messageKey('discounts.field.maxUses') })
    .int(messageKey('discounts.field.maxUses'))
    .min(1, messageKey('discounts.field.maxUses'))
    .max(DISCOUNT_MAX_USES, messageKey('discounts.field.maxUses'))
    .nullable(),
  appliesToPromoted: z.boolean(),
  active: z.boolean(),
};

export const DiscountCodeInputSchema = z
  .object({
    code: DiscountCodeTextSchema,
    kind: codeRuleFields.kind,
    value: codeRuleFields.value,
    country: codeRuleFields.country.default(null),
    currency: codeRuleFields.currency.default(null),
    validFrom: codeRuleFields.validFrom.default(null),
    validTo: codeRuleFields.validTo.default(null),
    minimumNet: codeRuleFields.minimumNet.default(null),
    oncePerCustomer: codeRuleFields.oncePerCustomer.default(false),
    maxUses: codeRuleFields.maxUses.default(null),
    appliesToPromoted: codeRuleFields.appliesToPromoted.default(false),
    active: codeRuleFields.active.default(true),
  })
  .strict();
export type DiscountCodeInput = z.input<typeof DiscountCodeInputSchema>;
export type DiscountCodeValues = z.output<typeof DiscountCodeInputSchema>;

export const DiscountCodeUpdateSchema = z.object(codeRuleFields).partial().strict();
export type DiscountCodeUpdate = z.input<typeof DiscountCodeUpdateSchema>;

export const DiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.string(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  minimumNet: z.string().nullable(),
  oncePerCustomer: z.boolean(),
  maxUses: z.number().int().nullable(),
  appliesToPromoted: z.boolean(),
  active: z.boolean(),
  /** Running, past its end, or switched off, by the server's clock. */
  state: z.enum(DISCOUNT_STATES),
  createdByStaffId: z.number().int().nullable(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

export interface Page<T> {
  elements: T[];
  page: number;
  pages: number;
  total: number;
}

export const DiscountRedemptionSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** The customer's number (spec §9) and name (the company, or the person who ordered). */
  customerNumber: z.string(),
  customerName: z.string(),
  amountNet: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});
export type DiscountRedemption = z.infer<typeof DiscountRedemptionSchema>;

/** Which codes the desk's list shows: running now, past their end, switched off, or all. */
export type DiscountListStatus = (typeof DISCOUNT_LIST_STATUSES)[number];
export type DiscountListSort = (typeof DISCOUNT_LIST_SORTS)[number];

const PageField = z.coerce.number().int().min(1).max(100_000).default(1);

/** The desk's list filters, as the address and the list call carry them. */
export const DiscountListQuerySchema = z
  .object({
    status: z.enum(DISCOUNT_LIST_STATUSES).default('all'),
    country: z
      .string()
      .regex(/^[a-z]{2}$/, messageKey('discounts.field.market'))
      .optional(),
    q: z
      .string()
      .trim()
      .max(DISCOUNT_CODE_MAX, messageKey('discounts.field.codeTooLong'))
      .refine((value) => !hasControlCharacters(value), { message: CODE_MESSAGE })
      .optional(),
    sort: z.enum(DISCOUNT_LIST_SORTS).default('created'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    page: PageField,
  })
  .strict();
export type DiscountListQuery = z.output<typeof DiscountListQuerySchema>;

export const DiscountCodeIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const DiscountPageQuerySchema = z.object({ page: PageField }).strict();

export const DiscountCodeListSchema = z.object({
  elements: z.array(DiscountCodeSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export const DiscountRedemptionListSchema = z.object({
  elements: z.array(DiscountRedemptionSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});

/** One code for the desk: its rules, who made it, and its uses a page at a time. */
export const DiscountCodeDetailsSchema = z.object({
  code: DiscountCodeSchema,
  createdByName: z.string().nullable(),
  redemptions: DiscountRedemptionListSchema,
});
export type DiscountCodeDetails = z.infer<typeof DiscountCodeDetailsSchema>;
