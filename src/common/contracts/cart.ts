/**
 * Contracts of the cart (spec §3 "Create-order payload", "Add-to-cart", §7 "Order and cart"): the
 * order being built, its lines, the mini-cart and the cart page's first step. Prices in responses
 * are computed by the server (order pricing); nothing the client sends about prices is read.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { AMOUNT_ERROR_TYPES, AMOUNT_MAX_VALUE } from '../amount-rules';
import { DiscountViewSchema } from './discounts';
import { LineSplitSchema, WarehouseStockSchema } from './backorders';

export const ORDER_COMPLETENESS = ['complete', 'partial'] as const;
export const CompletenessSchema = z.enum(ORDER_COMPLETENESS);
export type Completeness = z.infer<typeof CompletenessSchema>;

/** Order modes (spec §4 "Non-end-user orders exist"): standard, non_end_user, and "23". */
export const ORDER_MODES = ['standard', 'non_end_user', '23'] as const;
export const OrderModeSchema = z.enum(ORDER_MODES);
export type OrderMode = z.infer<typeof OrderModeSchema>;

const ORDER_NUMBER_MESSAGE = messageKey('errors.input.orderNumber');
export const OrderNumberSchema = z
  .string()
  .min(1, ORDER_NUMBER_MESSAGE)
  .max(100, ORDER_NUMBER_MESSAGE)
  .regex(/^[^/]+$/, ORDER_NUMBER_MESSAGE);

export const OrderNumberParamsSchema = z.object({ orderNumber: OrderNumberSchema });
export const OrderItemParamsSchema = z.object({
  orderNumber: OrderNumberSchema,
  itemId: z.coerce.number().int().min(1).max(999_999_999),
});

const AMOUNT_MESSAGE = messageKey('errors.cart.amountRange');
export const AmountSchema = z
  .number({ message: AMOUNT_MESSAGE })
  .int(AMOUNT_MESSAGE)
  .min(1, AMOUNT_MESSAGE)
  .max(AMOUNT_MAX_VALUE, AMOUNT_MESSAGE);

export const SymbolSchema = z.string().trim().min(1, messageKey('errors.input.symbolRequired')).max(200);

export const CartItemInputSchema = z
  .object({
    symbol: SymbolSchema,
    amount: AmountSchema,
    completeness: CompletenessSchema.optional(),
    quotationId: z.string().max(40).optional(),
    quotationPosition: z.number().int().min(1).max(99_999).optional(),
  })
  .strict();
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

/** Spec §3 "Create-order payload". The form fields are stored as given; checkout validates them. */
export const OrderCreateSchema = z
  .object({
    customerOrderNumber: optionalText(35),
    shippingAddressId: optionalText(20),
    invoiceAddressId: optionalText(20),
    shippingCondition: optionalText(40),
    paymentId: optionalText(40),
    vatEuCountry: optionalText(20),
    discountCode: optionalText(40),
    item: CartItemInputSchema,
    accessPointId: optionalText(40),
    receiverEmail: optionalText(254),
    receiverPhone: optionalText(20),
  })
  .strict();
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

export const OrderCreateResponseSchema = z.object({ orderNumber: z.string() });
export type OrderCreateResponse = z.infer<typeof OrderCreateResponseSchema>;

/** Spec §3 "Add-to-cart": orderNumber "0" (or none) starts a new order. */
export const AddToCartSchema = z
  .object({
    orderNumber: z
      .union([z.string().max(100), z.number().int().nonnegative()])
      .optional()
      .transform((v) => (v === undefined ? '0' : String(v))),
    item: z.object({ symbol: SymbolSchema, amount: AmountSchema }).strict(),
  })
  .strict();
export type AddToCart = z.input<typeof AddToCartSchema>;

export const OrderTotalsSchema = z.object({
  currency: z.string(),
  vatRate: z.string(),
  /** Net value of the lines before the discount. */
  goodsNet: z.string(),
  /** Net amount the order's discount code takes off the goods ("0.00": none). */
  discount: z.string(),
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
  unpricedLines: z.number().int(),
});
export type OrderTotalsView = z.infer<typeof OrderTotalsSchema>;

export const MiniCartLineSchema = z.object({
  itemId: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  amount: z.number().int(),
  unit: z.string(),
  imageUrl: z.string().nullable(),
  lineNet: z.string().nullable(),
});

/** The header's mini-cart (spec §7 GET mini-cart): the active order, or none (orderNumber "0"). */
export const MiniCartSchema = z.object({
  orderNumber: z.string(),
  lineCount: z.number().int(),
  /** The first lines (at most MINI_CART_LINES). */
  lines: z.array(MiniCartLineSchema),
  totals: OrderTotalsSchema.nullable(),
  /** Open carts of the customer: more than one means the open-order selection is offered. */
  openOrders: z.number().int(),
});
export type MiniCart = z.infer<typeof MiniCartSchema>;
export const MINI_CART_LINES = 5;

export const AddToCartResponseSchema = z.object({
  orderNumber: z.string(),
  /** True when this call created the order (NEW_ORDER_CREATED). */
  created: z.boolean(),
  item: z.object({
    itemId: z.number().int(),
    symbol: z.string(),
    amount: z.number().int(),
    added: z.number().int(),
  }),
  /** 10331 when the cart's gross total is over the customer's credit limit: added, with a warning. */
  creditControlStatus: z.number().int().optional(),
  cart: MiniCartSchema,
});
export type AddToCartResponse = z.infer<typeof AddToCartResponseSchema>;

export const OpenOrderSchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  touchedAt: z.string(),
  customerOrderNumber: z.string().nullable(),
  lineCount: z.number().int(),
  totals: OrderTotalsSchema,
  active: z.boolean(),
});
export type OpenOrder = z.infer<typeof OpenOrderSchema>;
export const OpenOrderListSchema = z.object({ orders: z.array(OpenOrderSchema) });
export type OpenOrderList = z.infer<typeof OpenOrderListSchema>;

export const ItemAmountUpdateSchema = z.object({ amount: AmountSchema }).strict();
export const ItemEndUseSchema = z
  .object({ endUse: z.string().trim().max(200, messageKey('errors.input.endUseTooLong')).nullable() })
  .strict();

export const OrderUpdateSchema = z
  .object({
    customerOrderNumber: z
      .string()
      .trim()
      .max(35, messageKey('errors.input.customerOrderNumberTooLong'))
      .nullable()
      .optional(),
    completeness: CompletenessSchema.optional(),
    discountCode: z
      .string()
      .trim()
      .max(40, messageKey('errors.input.discountCodeTooLong'))
      .nullable()
      .optional(),
    mode: OrderModeSchema.optional(),
  })
  .strict();
export type OrderUpdate = z.infer<typeof OrderUpdateSchema>;

/** When a line ships (spec §2 cart: delivery time per line). */
export const DeliveryTimeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('today') }),
  z.object({ kind: z.literal('nextWorkingDay') }),
  z.object({ kind: z.literal('leadTime'), days: z.number().int() }),
  z.object({ kind: z.literal('unknown') }),
]);
export type DeliveryTime = z.infer<typeof DeliveryTimeSchema>;

export const CartLineSchema = z.object({
  itemId: z.number().int(),
  position: z.number().int(),
  symbol: z.string(),
  description: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  imageUrl: z.string().nullable(),
  amount: z.number().int(),
  unit: z.string(),
  minimumQuantity: z.number().int(),
  multiples: z.number().int(),
  unitPrice: z.string().nullable(),
  pricePrecision: z.number().int(),
  lineNet: z.string().nullable(),
  stock: z.number().int(),
  /** Days until what is not in stock arrives (the amount input's notice); null when not known. */
  leadTimeDays: z.number().int().nullable(),
  deliveryTime: DeliveryTimeSchema,
  amountError: z.enum(AMOUNT_ERROR_TYPES).nullable(),
  endUse: z.string().nullable(),
  /** The quote the line was taken from at its locked price (ADR 051), else null. */
  quotationId: z.string().nullable().optional(),
  quotationPosition: z.number().int().nullable().optional(),
  /** Why the quote's price no longer holds (a catalogue key), else null. */
  quoteProblem: z.string().nullable().optional(),
  /** A product outside the range (ADR 056): no stock, shipped after its lead time. Null otherwise. */
  outOfRange: z
    .object({ mpn: z.string(), manufacturer: z.string(), leadTimeDays: z.number().int() })
    .nullable()
    .optional(),
  /** What ships now and what follows from the factory (ADR 077); null: the stock covers the line. */
  split: LineSplitSchema.nullable().optional(),
  /** The product's stock by place and when each leaves (ADR 077). */
  warehouses: z.array(WarehouseStockSchema).optional(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartStep1Schema = z.object({
  orderNumber: z.string(),
  status: z.string(),
  active: z.boolean(),
  lines: z.array(CartLineSchema),
  totals: OrderTotalsSchema,
  completeness: CompletenessSchema,
  mode: OrderModeSchema,
  customerOrderNumber: z.string().nullable(),
  discountCode: z.string().nullable(),
  /** Whether the code applies to the cart as it is now; null without a code. */
  discountCodeValid: z.boolean().nullable(),
  /** The code, what it takes off and, when it does not apply, why (ADR 050). */
  discount: DiscountViewSchema.nullable(),
  touchedAt: z.string(),
  expiresAt: z.string(),
});
export type CartStep1 = z.infer<typeof CartStep1Schema>;

/** Spec §7 Customer "discount GET and POST": the cart's code, what it does, and the totals after it. */
export const DiscountStateSchema = z.object({
  orderNumber: z.string(),
  discount: DiscountViewSchema.nullable(),
  totals: OrderTotalsSchema,
});
export type DiscountState = z.infer<typeof DiscountStateSchema>;
