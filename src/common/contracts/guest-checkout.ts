/**
 * Guest checkout (issue 22, ADR 083): a private person orders without an account, follows the order
 * by a signed link from the mail, and may make an account of it afterwards. Companies and sole
 * traders need an account: the request has no VAT number or company field, and one sent is refused.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { ORDER_STATUSES } from '../order-status';
import { PhoneTextSchema, normalisePhoneIn } from '../phone';
import { isEmail } from '../validation/checks';
import { CAPTCHA_TOKEN_FIELD } from '../captcha';
import { NewPasswordSchema } from './auth';
import { OrderDetailsSchema } from './orders';
import { VISITOR_CART_MAX_LINES } from '../visitor-cart';

/** A guest's link token: `<order id>.<expiry>.<signature>` (base 36, base 36, base64url). */
export const GUEST_ORDER_TOKEN = '[a-z0-9]{1,10}\\.[a-z0-9]{1,10}\\.[A-Za-z0-9_-]{32}';
/** How long the mailed link opens the order: long enough for a delivery and a complaint. */
export const GUEST_LINK_DAYS = 90;
/** Lines of one guest order: a guest buys a few parts; a bigger list is a customer's. */
export const GUEST_ORDER_MAX_LINES = VISITOR_CART_MAX_LINES;

const text = (max: number) =>
  z.string().trim().min(1, messageKey('errors.input.required')).max(max, messageKey('errors.input.tooLong'));

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, messageKey('errors.input.tooLong'))
  .refine(isEmail, messageKey('errors.input.email'));

export const GuestAddressSchema = z
  .object({
    street: text(100),
    zipCode: text(12),
    city: text(60),
    countryCode: z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode')),
  })
  .strict();
export type GuestAddress = z.infer<typeof GuestAddressSchema>;

export const GuestOrderSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            symbol: text(100),
            amount: z.number().int().min(1, messageKey('errors.input.required')).max(1_000_000),
          })
          .strict(),
      )
      .min(1, messageKey('checkout.errors.orderEmpty'))
      .max(GUEST_ORDER_MAX_LINES, messageKey('errors.input.tooLong')),
    email,
    firstName: text(60),
    lastName: text(60),
    phone: PhoneTextSchema.pipe(z.string().min(1, messageKey('errors.input.required'))),
    /** Where the parcel goes; with a parcel-locker method, the locker instead (the address is the billing one). */
    delivery: GuestAddressSchema.nullable().default(null),
    billing: GuestAddressSchema,
    shippingCondition: text(40),
    accessPointId: z.string().trim().max(40).nullable().default(null),
    paymentId: text(40),
    /** Only private persons order as guests: a business says so here and is sent to register. */
    buyerType: z.literal('person', { error: messageKey('guest.errors.businessNeedsAccount') }),
    termsAccepted: z.literal(true, { error: messageKey('errors.input.acceptTermsOfSale') }),
    [CAPTCHA_TOKEN_FIELD]: z.string().max(10_000),
  })
  .strict()
  .transform((order, ctx) => normalisePhoneIn(order, 'phone', order.billing.countryCode, ctx));
export type GuestOrderInput = z.input<typeof GuestOrderSchema>;
export type GuestOrder = z.output<typeof GuestOrderSchema>;

/**
 * The browser's way back from the payment operator (ADR 083): the operator returns every buyer to
 * /link/order-confirmation, which needs a login; this HttpOnly cookie holds the order's signed
 * token (the mail's link), so that page sends the guest who placed it on to its status page.
 */
export const GUEST_RETURN_COOKIE = 'guest_return';

export const GuestOrderResponseSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The payment operator, or the guest's status page. */
  redirectUrl: z.string(),
  /** The signed token of the guest's status page (the mail carries the same link). */
  token: z.string(),
});
export type GuestOrderResponse = z.infer<typeof GuestOrderResponseSchema>;

/** Any text: a token of the wrong shape is not found (404), like a forged or expired one. */
export const GuestTokenParamsSchema = z.object({ token: z.string().max(200) });

/** The guest's order as the status page shows it, with what the account offer can do. */
export const GuestOrderViewSchema = z.object({
  order: OrderDetailsSchema,
  email: z.string(),
  /**
   * `offer`: no account has the e-mail, one can be made; `login`: an account has it, the order is
   * attached after its owner logs in; `done`: the order belongs to an account now.
   */
  account: z.enum(['offer', 'login', 'done']),
});
export type GuestOrderView = z.infer<typeof GuestOrderViewSchema>;

export const GuestAccountSchema = z
  .object({
    password: NewPasswordSchema,
    /** The code mailed to the order's e-mail (send-verification-code), as registration asks. */
    verificationCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, messageKey('errors.input.verificationCode')),
  })
  .strict();
export type GuestAccount = z.infer<typeof GuestAccountSchema>;

export const GuestAccountResponseSchema = z.object({
  orderNumber: z.string(),
  /** `created`: the account is made (log in with the e-mail); `attached`: the order moved to the session's account. */
  outcome: z.enum(['created', 'attached']),
});
