/**
 * Contracts of checkout (spec §3 order form payload, delivery and payment methods, §7 step-2,
 * finish, payment operator): the order-transaction form, the step-2 summary, finishing an order
 * and the test payment operator's signed callback.
 */
import { z } from 'zod';
import { DiscountViewSchema } from './discounts';
import { messageKey } from '../errors';
import { ORDER_FORM_FIELDS } from '../erp-codes';
import { findMarket } from '../markets';
import { ORDER_STATUSES } from '../order-status';
import { CountrySchema, LanguageSchema } from './pricing';
import { DeliveryTimeSchema } from './cart';
import { LineSplitSchema, WarehouseStockSchema } from './backorders';
import { AMOUNT_MAX_VALUE } from '../amount-rules';

export const ORDER_NUMBER_PATTERN = /^[^/]{1,100}$/;
export const OrderNumberParamsSchema = z.object({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN, messageKey('errors.input.orderNumber')),
});
export const OrderStepParamsSchema = OrderNumberParamsSchema.extend({ step: z.enum(['1', '2']) });

// ---- delivery and payment methods (spec §3) ----

export const PaymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** bank_transfer | cash_on_delivery | online. */
  kind: z.string(),
  paymentProviders: z.array(z.string()),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const DeliveryMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  masterName: z.string(),
  /** Net cost in `currency` (the customer's), as a decimal string. */
  cost: z.string(),
  currency: z.string(),
  transportMethods: z.array(z.enum(['road', 'flight'])),
  /** The parcel-locker method: needs an access point, receiver phone and e-mail. */
  isAccessPoint: z.boolean(),
  paymentMethods: z.object({ elements: z.array(PaymentMethodSchema) }),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;

// ---- forwarders (spec §7 common GET forwarders) ----

/**
 * The carriers that deliver to a country, with their net cost in the market's currency: what the
 * product page and the help pages show before checkout (checkout itself offers them per address).
 */
export const ForwardersQuerySchema = z
  .object({
    country: z
      .string()
      .regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode'))
      .refine((country) => findMarket(country) !== undefined, messageKey('errors.input.unknownCountry')),
    language: LanguageSchema.optional(),
  })
  .strict();

export const ForwardersSchema = z.object({
  country: z.string(),
  forwarders: z.array(
    DeliveryMethodSchema.pick({
      id: true,
      name: true,
      masterName: true,
      cost: true,
      currency: true,
      transportMethods: true,
      isAccessPoint: true,
    }),
  ),
});

// ---- a product's deliveries (spec §7 common POST product deliveries) ----

/**
 * When an amount of a product would leave the warehouse, and how it can travel: what is in stock
 * leaves today before the cut-off (else the next working day), the rest after the lead time; the
 * carriers of the market with their cost. The amount is rounded up to what the cart takes.
 */
export const ProductDeliveriesRequestSchema = z
  .object({
    symbol: z.string().trim().min(1, messageKey('errors.input.symbolRequired')).max(100),
    amount: z.number().int().min(1).max(AMOUNT_MAX_VALUE),
    country: CountrySchema.optional(),
    language: LanguageSchema.optional(),
  })
  .strict();

export const ProductDeliveriesSchema = z.object({
  symbol: z.string(),
  requested: z.number().int(),
  /** The amount rounded up to the product's minimum and multiples. */
  amount: z.number().int(),
  /** Units in stock, when the product shows its stock (SHOW_STOCK); else null. */
  stock: z.number().int().nullable(),
  /** What leaves when: one part when stock covers the amount (or is not shown), else two. */
  parts: z.array(z.object({ amount: z.number().int(), deliveryTime: DeliveryTimeSchema })),
  /** An amount above the stock may be ordered: the rest follows from the factory (ADR 077). */
  backorderable: z.boolean(),
  /** The stock by place and when each leaves (ADR 077). */
  warehouses: z.array(WarehouseStockSchema),
  forwarders: ForwardersSchema.shape.forwarders,
});

// ---- parcel lockers (ajax_access_points) ----

export const AccessPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.string(),
  isActive: z.boolean(),
});
export type AccessPoint = z.infer<typeof AccessPointSchema>;

export const ACCESS_POINT_ID_PATTERN = /^[A-Z0-9]{3,16}$/;
export const ACCESS_POINTS_LIMIT = 50;

export const AccessPointsQuerySchema = z
  .object({
    country: z
      .string()
      .regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode'))
      .default('pl'),
    q: z.string().trim().max(80, messageKey('errors.input.tooLong')).optional(),
    id: z
      .string()
      .trim()
      .toUpperCase()
      .regex(ACCESS_POINT_ID_PATTERN, messageKey('errors.input.accessPointId'))
      .optional(),
    limit: z.coerce.number().int().min(1).max(ACCESS_POINTS_LIMIT).default(ACCESS_POINTS_LIMIT),
  })
  .strict();
export type AccessPointsQuery = z.infer<typeof AccessPointsQuerySchema>;

export const AccessPointsResponseSchema = z.object({
  elements: z.array(AccessPointSchema),
  /** More matched than were returned: the customer should type more. */
  truncated: z.boolean(),
});
export type AccessPointsResponse = z.infer<typeof AccessPointsResponseSchema>;

// ---- the order form (spec §3 "Order form payload") ----

const optionalField = (max: number) =>
  z
    .union([z.string().trim().max(max, messageKey('errors.input.tooLong')), z.null()])
    .optional()
    .transform((v) => (v === '' ? null : v));

export const OrderFormFieldsSchema = z
  .object({
    vatEuCountry: optionalField(20),
    shippingAddressId: optionalField(20),
    invoiceAddressId: optionalField(20),
    shippingCondition: optionalField(40),
    accessPointId: optionalField(16),
    receiverPhone: optionalField(30),
    receiverEmail: optionalField(254),
    paymentId: optionalField(40),
  })
  .strict();

/**
 * The body of order_form_save: the fields as JSON, or wrapped as `order[field]` (the legacy form
 * posts `order[accessPointId]=…`, which the form-body parser reads into `{order: {...}}`).
 */
export const OrderFormSaveSchema = z.preprocess(
  (value) =>
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    'order' in value &&
    Object.keys(value).length === 1
      ? (value as { order: unknown }).order
      : value,
  OrderFormFieldsSchema,
);
export type OrderFormInput = z.output<typeof OrderFormFieldsSchema>;

export const OrderFormSchema = z.object(
  Object.fromEntries(ORDER_FORM_FIELDS.map((f) => [f, z.string().nullable()])) as Record<
    (typeof ORDER_FORM_FIELDS)[number],
    z.ZodNullable<z.ZodString>
  >,
);
export type OrderForm = z.infer<typeof OrderFormSchema>;

/**
 * What the form or a line lacks: `message` in the request's language and `messageKey`, its catalogue
 * key, for clients that choose their own words (ADR 030), as in the error shape's `data`.
 */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string(), messageKey: z.string() });

export const StepValidationResponseSchema = z.object({
  valid: z.boolean(),
  data: z.array(FieldErrorSchema),
});

// ---- the step-2 summary (cart_step_2) ----

export const SummaryLineSchema = z.object({
  itemId: z.number(),
  symbol: z.string(),
  description: z.string(),
  manufacturerName: z.string(),
  amount: z.number(),
  unit: z.string(),
  unitPrice: z.string().nullable(),
  lineNet: z.string().nullable(),
  flags: z.array(z.string()),
  stock: z.number(),
  /** A product outside the range (ADR 056): no stock, shipped after its lead time. Null otherwise. */
  outOfRange: z
    .object({ mpn: z.string(), manufacturer: z.string(), leadTimeDays: z.number().int() })
    .nullable()
    .optional(),
  /** What ships now and what follows from the factory (ADR 077); null: the stock covers the line. */
  split: LineSplitSchema.nullable().optional(),
});

export const SummaryTotalsSchema = z.object({
  currency: z.string(),
  vatRate: z.string(),
  /** Lines only, before the discount. */
  linesNet: z.string(),
  /** Net amount the discount code takes off the lines ("0.00": none). */
  discount: z.string(),
  deliveryCost: z.string(),
  /** Lines less the discount, plus delivery. */
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
});

export const SummaryAddressSchema = z.object({
  addressNumber: z.string(),
  customerName: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type SummaryAddress = z.infer<typeof SummaryAddressSchema>;

export const CheckoutSummarySchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  mode: z.string(),
  lines: z.array(SummaryLineSchema),
  /** Complete delivery, or what is ready first (spec §2; it decides when a back-order's stock part ships). */
  completeness: z.enum(['complete', 'partial']).optional(),
  totals: SummaryTotalsSchema,
  form: OrderFormSchema,
  shippingAddress: SummaryAddressSchema.nullable(),
  invoiceAddress: SummaryAddressSchema.nullable(),
  deliveryMethod: DeliveryMethodSchema.nullable(),
  paymentMethod: PaymentMethodSchema.nullable(),
  accessPoint: AccessPointSchema.nullable(),
  /** The order's discount code and what it does (ADR 050); null without one. */
  discount: DiscountViewSchema.nullable(),
  /** What still keeps the order from being placed (field errors of the form and of the lines). */
  missing: z.array(FieldErrorSchema),
  canFinish: z.boolean(),
});
export type CheckoutSummary = z.infer<typeof CheckoutSummarySchema>;

// ---- finishing (order_finish) ----

export const FinishRequestSchema = z
  .object({
    /** The customer accepted the terms of sale on the page. */
    termsAccepted: z.literal(true, { error: messageKey('errors.input.acceptTermsOfSale') }),
  })
  .strict();
export type FinishRequest = z.infer<typeof FinishRequestSchema>;

export const FinishResponseSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Where the browser goes next: the payment operator, or the confirmation page. */
  redirectUrl: z.string().optional(),
});
export type FinishResponse = z.infer<typeof FinishResponseSchema>;

export const PaymentOperatorLogosSchema = z.object({
  elements: z.array(z.object({ provider: z.string(), name: z.string(), logoUrl: z.string() })),
});

// ---- the test payment operator's callback (payment_callback) ----

export const PaymentCallbackSchema = z
  .object({
    token: z.string().regex(/^[0-9a-f]{32}$/, messageKey('errors.input.paymentToken')),
    result: z.enum(['success', 'failure']),
    amount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** Operator's id of this notification: the same id twice is a replay. */
    notificationId: z.string().regex(/^[0-9a-f]{32}$/),
    /** Seconds since the epoch when the operator signed it; old notifications are refused. */
    timestamp: z.number().int().positive(),
  })
  .strict();
export type PaymentCallback = z.infer<typeof PaymentCallbackSchema>;

export const PaymentCallbackResponseSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
});

export const PAYMENT_SIGNATURE_HEADER = 'x-testpay-signature';

/**
 * The locale of the page placing or paying an order: the confirmation and payment pages that follow
 * stay in it (the unprefixed international site when `country` is left out).
 */
export const PageLocaleQuerySchema = z
  .object({
    language: LanguageSchema.optional(),
    country: z
      .string()
      .refine((country) => findMarket(country) !== undefined, messageKey('errors.input.unknownCountry'))
      .optional(),
  })
  .strict();
