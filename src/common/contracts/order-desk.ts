/**
 * The staff desk's orders (issue 19, ADR 080): find an order, open it, record a bank transfer that
 * paid it, ship it with a carrier and a tracking number.
 */
import { z } from 'zod';
import { CARRIERS, TRACKING_NUMBER_PATTERN } from '../carriers';
import { messageKey } from '../errors';
import { OrderDetailsSchema, PLACED_ORDER_STATUSES, type PlacedOrderStatus } from './orders';

export const STAFF_ORDER_PAGE_SIZE = 20;

const DAY = z.iso.date({ error: messageKey('orderDesk.errors.date') });

/** The desk's search: order number, customer (name, e-mail or number), status, placing day range. */
export const StaffOrderSearchQuerySchema = z
  .object({
    number: z.string().trim().max(40, messageKey('orderDesk.errors.number')).optional(),
    customer: z.string().trim().max(120, messageKey('orderDesk.errors.customer')).optional(),
    status: z
      .enum(PLACED_ORDER_STATUSES as [PlacedOrderStatus, ...PlacedOrderStatus[]], {
        error: messageKey('orderDesk.errors.status'),
      })
      .optional(),
    from: DAY.optional(),
    to: DAY.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    error: messageKey('orderDesk.errors.range'),
  });
export type StaffOrderSearchQuery = z.infer<typeof StaffOrderSearchQuerySchema>;

export const StaffOrderRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  status: z.string(),
  placedAt: z.string(),
  currency: z.string(),
  grossTotal: z.string().nullable(),
  /** bank_transfer | cash_on_delivery | online; null: none chosen. */
  paymentKind: z.string().nullable(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRowSchema>;

export const StaffOrderSearchSchema = z.object({
  items: z.array(StaffOrderRowSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StaffOrderSearch = z.infer<typeof StaffOrderSearchSchema>;

export const StaffOrderDetailsSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  contactEmail: z.string().nullable(),
  /** The order's language: its mails and documents are in it. */
  language: z.string(),
  paymentKind: z.string().nullable(),
  order: OrderDetailsSchema,
  bankPayment: z
    .object({ amount: z.string(), currency: z.string(), paidOn: z.string(), reference: z.string() })
    .nullable(),
  invoices: z.array(z.object({ id: z.number().int(), number: z.string(), kind: z.string() })),
  /** What the desk may do now. */
  mayMarkPaid: z.boolean(),
  mayShip: z.boolean(),
});
export type StaffOrderDetails = z.infer<typeof StaffOrderDetailsSchema>;

export const StaffOrderParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** A bank transfer seen on the shop's account, matched to the order by hand. */
export const MarkPaidBodySchema = z
  .object({
    amount: z.string().trim().regex(AMOUNT, messageKey('orderDesk.errors.amount')),
    paidOn: DAY,
    reference: z
      .string()
      .trim()
      .min(1, messageKey('orderDesk.errors.reference'))
      .max(140, messageKey('orderDesk.errors.reference')),
  })
  .strict();
export type MarkPaidBody = z.infer<typeof MarkPaidBodySchema>;

export const ShipBodySchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: messageKey('orderDesk.errors.carrier') }),
    trackingNumber: z.string().trim().regex(TRACKING_NUMBER_PATTERN, messageKey('orderDesk.errors.tracking')),
  })
  .strict();
export type ShipBody = z.infer<typeof ShipBodySchema>;
