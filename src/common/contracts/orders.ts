/**
 * Contracts of placed orders (spec §2 /order-status list and details, the CSV exports): what the
 * customer sees after placing an order, and cancelling it.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { ORDER_STATUSES } from '../order-status';
import { LanguageSchema } from './pricing';
import { LineSplitSchema } from './backorders';

/** Statuses a placed order can have: everything but the cart (an order still being built). */
export const PLACED_ORDER_STATUSES = ORDER_STATUSES.filter((s) => s !== 'cart') as Exclude<
  (typeof ORDER_STATUSES)[number],
  'cart'
>[];
export const PlacedOrderStatusSchema = z.enum(
  PLACED_ORDER_STATUSES as [
    (typeof PLACED_ORDER_STATUSES)[number],
    ...(typeof PLACED_ORDER_STATUSES)[number][],
  ],
);
export type PlacedOrderStatus = z.infer<typeof PlacedOrderStatusSchema>;

export const ORDER_LIST_MAX_PER_PAGE = 100;
export const ORDER_LIST_DEFAULT_PER_PAGE = 20;
/** Deep pages of an own order list are nonsense; the bound keeps OFFSET cheap. */
export const ORDER_LIST_MAX_PAGE = 10_000;

const WHOLE_NUMBER = messageKey('errors.input.wholeNumber');
const int = () => z.coerce.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER);

export const OrderStatusListQuerySchema = z
  .object({
    page: int().min(1, messageKey('errors.input.atLeast')).max(ORDER_LIST_MAX_PAGE).default(1),
    perPage: int()
      .min(1, messageKey('errors.input.atLeast'))
      .max(ORDER_LIST_MAX_PER_PAGE, messageKey('errors.input.atMost'))
      .default(ORDER_LIST_DEFAULT_PER_PAGE),
    status: PlacedOrderStatusSchema.optional(),
    language: LanguageSchema.optional(),
  })
  .strict();
export type OrderStatusListQuery = z.infer<typeof OrderStatusListQuerySchema>;

export const OrderNumberParamsSchema = z.object({
  orderNumber: z.string().min(1).max(100, messageKey('errors.input.orderNumber')),
});

/** Cancelling takes nothing but the order number; an empty body (or none) only. */
export const OrderCancelBodySchema = z.object({}).strict().optional();

export const OrderDetailsQuerySchema = z.object({ language: LanguageSchema.optional() }).strict();

/** A money amount as a decimal string in the order's currency (never a float). */
const Money = z.string();

export const OrderSummarySchema = z.object({
  orderNumber: z.string(),
  /** When the order was placed (ISO 8601). */
  placedAt: z.string(),
  status: PlacedOrderStatusSchema,
  netTotal: Money.nullable(),
  vatTotal: Money.nullable(),
  grossTotal: Money.nullable(),
  currency: z.string(),
  lineCount: z.number().int(),
  customerOrderNumber: z.string().nullable(),
  cancellable: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderStatusListSchema = z.object({
  elements: z.array(OrderSummarySchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  status: PlacedOrderStatusSchema.nullable(),
});
export type OrderStatusList = z.infer<typeof OrderStatusListSchema>;

/** An address as it was when the order was placed (a copy: later edits of the profile do not change it). */
export const AddressSnapshotSchema = z.object({
  customerName: z.string().nullable(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type AddressSnapshot = z.infer<typeof AddressSnapshotSchema>;

/** Spec §7 order `short`: one of the customer's orders (a cart too) in a few fields. */
export const OrderShortSchema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  customerOrderNumber: z.string().nullable(),
  createdAt: z.string(),
  placedAt: z.string().nullable(),
  lineCount: z.number().int(),
  itemCount: z.number().int(),
  currency: z.string(),
  net: z.string(),
  gross: z.string(),
});
export type OrderShort = z.infer<typeof OrderShortSchema>;

/** Spec §7 order `certificate`: the lines (positions) the certificate of conformity lists; none: all. */
export const CertificateQuerySchema = z
  .object({
    positions: z
      .string()
      .regex(/^\d{1,4}(,\d{1,4}){0,499}$/, messageKey('documents.certificate.positions'))
      .optional(),
    language: LanguageSchema.optional(),
  })
  .strict();

export const OrderLineSchema = z.object({
  position: z.number().int(),
  symbol: z.string(),
  manufacturerSymbol: z.string(),
  manufacturerName: z.string(),
  description: z.string(),
  amount: z.number().int(),
  unit: z.string(),
  unitPrice: Money.nullable(),
  lineNet: Money.nullable(),
  /** The customer's own symbol of the product (issue 17), null where it has none. */
  customerSymbol: z.string().nullable(),
  /** The quote the line was bought from at its quoted price (ADR 051), else null. */
  quotationId: z.string().nullable().optional(),
  quotationPosition: z.number().int().nullable().optional(),
  /** A product outside the range (ADR 056): no stock, shipped after its lead time. Null otherwise. */
  outOfRange: z
    .object({ mpn: z.string(), manufacturer: z.string(), leadTimeDays: z.number().int() })
    .nullable()
    .optional(),
  /** Customs data of a placed line as it was placed (ADR 075): HTS code, ISO country of origin. */
  htsCode: z.string().nullable().optional(),
  countryOfOrigin: z.string().nullable().optional(),
  /** What shipped from stock and what follows from the factory, with what still waits (ADR 077). */
  split: LineSplitSchema.nullable().optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderHistoryEntrySchema = z.object({
  status: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});

export const PAYMENT_STATES = [
  'none',
  'pending',
  'succeeded',
  'failed',
  'refunding',
  'refunded',
  'refund_failed',
] as const;

/** A parcel the order left in (issue 19, ADR 080): its carrier and tracking. */
export const ShipmentSchema = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const OrderDetailsSchema = z.object({
  orderNumber: z.string(),
  status: PlacedOrderStatusSchema,
  createdAt: z.string(),
  placedAt: z.string(),
  cancelledAt: z.string().nullable(),
  customerOrderNumber: z.string().nullable(),
  completeness: z.string(),
  currency: z.string(),
  vatRate: z.string(),
  shippingAddress: AddressSnapshotSchema.nullable(),
  invoiceAddress: AddressSnapshotSchema.nullable(),
  deliveryMethod: z.object({ id: z.string(), name: z.string() }).nullable(),
  paymentMethod: z.object({ id: z.string(), name: z.string() }).nullable(),
  accessPointId: z.string().nullable(),
  receiverEmail: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  lines: z.array(OrderLineSchema),
  totals: z.object({
    net: Money,
    vat: Money,
    gross: Money,
    deliveryCost: Money.nullable(),
    /** Net amount the discount code took off the goods; null: none (ADR 050). */
    discount: Money.nullable(),
    currency: z.string(),
  }),
  /** The discount code the order was placed with; null: none. */
  discountCode: z.string().nullable(),
  history: z.array(OrderHistoryEntrySchema),
  /** The parcels the order left in, with their tracking (issue 19, ADR 080). */
  shipments: z.array(ShipmentSchema),
  payment: z.object({
    state: z.enum(PAYMENT_STATES),
    provider: z.string().nullable(),
    amount: Money.nullable(),
    currency: z.string().nullable(),
  }),
  cancellable: z.boolean(),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;
