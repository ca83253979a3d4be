/**
 * Contracts of order requests (issue 21 "order link wizards", spec §2 /link/order-confirmation,
 * /link/order-failure; §7 activate-order-request; ADR 084): an order a colleague or the staff desk
 * prepared for a company waits for the company's main contact person, who confirms or cancels it
 * from a mailed, signed, expiring, one-use link.
 */
import { z } from 'zod';
import { CheckoutSummarySchema } from './contracts/checkout';
import { messageKey } from './errors';
import { WIZARD_TOKEN } from './wizards';

/** How long a mailed order request works (ADR 084): a working week's two days. */
export const ORDER_REQUEST_TTL_HOURS = 48;

/** The request's token has the wizard links' shape, signed for its own purpose (ADR 084). */
export const OrderRequestTokenSchema = z
  .string()
  .max(200)
  .regex(WIZARD_TOKEN, messageKey('errors.input.linkInvalid'));

export const ActivateOrderRequestSchema = z
  .object({
    /** A word for the person who confirms, shown in the mail and the wizard. */
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export type ActivateOrderRequest = z.infer<typeof ActivateOrderRequestSchema>;

export const OrderRequestSentSchema = z.object({
  orderNumber: z.string(),
  /** The address the link went to: the company's main contact person. */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type OrderRequestSent = z.infer<typeof OrderRequestSentSchema>;

/** Why an order link does not open (the /link/order-failure page words each). */
export const ORDER_LINK_PROBLEMS = [
  'invalid',
  'expired',
  'used',
  'cancelled',
  'changed',
  'login_required',
  'other_customer',
] as const;
export type OrderLinkProblem = (typeof ORDER_LINK_PROBLEMS)[number];

/** What the link's wizard shows: the order as it will be placed, and who asked. */
export const OrderRequestViewSchema = z.object({
  orderNumber: z.string(),
  companyName: z.string(),
  /** The colleague's name, or null when the staff desk prepared it. */
  requestedBy: z.string().nullable(),
  byStaff: z.boolean(),
  note: z.string().nullable(),
  expiresAt: z.string(),
  summary: CheckoutSummarySchema,
});
export type OrderRequestView = z.infer<typeof OrderRequestViewSchema>;

export const OrderRequestTokenBodySchema = z.object({ token: OrderRequestTokenSchema }).strict();

export const ConfirmOrderRequestSchema = z
  .object({
    token: OrderRequestTokenSchema,
    /** The confirming person accepts the terms of sale, as at checkout. */
    termsAccepted: z.literal(true, { error: messageKey('errors.input.acceptTermsOfSale') }),
  })
  .strict();

export const CancelOrderRequestSchema = z
  .object({
    token: OrderRequestTokenSchema,
    reason: z
      .string()
      .trim()
      .min(3, messageKey('orderRequests.errors.reasonRequired'))
      .max(500, messageKey('orderRequests.errors.reasonRequired')),
  })
  .strict();

export const OrderRequestConfirmedSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  /** The payment operator for an online payment; else the order's confirmation page. */
  redirectUrl: z.string(),
});
export type OrderRequestConfirmed = z.infer<typeof OrderRequestConfirmedSchema>;

export const OrderRequestCancelledSchema = z.object({
  orderNumber: z.string(),
  status: z.literal('cancelled'),
});
