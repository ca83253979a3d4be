/**
 * Contracts of back-orders and stock arrivals (issue 22, ADR 077): a line's split into what ships
 * now and what follows from the factory, the stock a product has in each place (own warehouse,
 * marketplace sellers, incoming deliveries, the factory), and the staff's arrivals of stock.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { AMOUNT_MAX_VALUE } from '../amount-rules';

const IsoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A line's split (common/backorder-rules `LineSplit`), with what still waits once it is placed. */
export const LineSplitSchema = z.object({
  now: z.number().int(),
  later: z.number().int(),
  stockDay: IsoDaySchema,
  laterDay: IsoDaySchema,
  shipsOn: IsoDaySchema,
  /** A placed line: units of `later` not yet arrived (0: the line is complete). Absent for a cart. */
  waiting: z.number().int().optional(),
});
export type LineSplitView = z.infer<typeof LineSplitSchema>;

/**
 * Where a product's units are and when each kind leaves (issue 22 item 2): the shop's own stock,
 * its marketplace sellers' (external) stock, deliveries announced with their day, and the factory
 * for a back-orderable product. `shipsOn` is the day an order placed now would leave from there.
 */
export const WarehouseStockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('own'), amount: z.number().int(), shipsOn: IsoDaySchema }),
  z.object({
    kind: z.literal('external'),
    amount: z.number().int(),
    /** Working days the sellers take to dispatch (the quickest offer's), null when unknown. */
    dispatchDays: z.number().int().nullable(),
    shipsOn: IsoDaySchema.nullable(),
  }),
  z.object({
    kind: z.literal('incoming'),
    amount: z.number().int(),
    expectedOn: IsoDaySchema,
    shipsOn: IsoDaySchema,
  }),
  z.object({ kind: z.literal('factory'), leadDays: z.number().int(), shipsOn: IsoDaySchema }),
]);
export type WarehouseStock = z.infer<typeof WarehouseStockSchema>;

// ---- stock arrivals (staff) ----

const QUANTITY_MESSAGE = messageKey('backorders.errors.quantity');

export const StockArrivalInputSchema = z
  .object({
    symbol: z.string().trim().min(1, messageKey('errors.input.symbolRequired')).max(200),
    quantity: z
      .number({ message: QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(1, QUANTITY_MESSAGE)
      .max(AMOUNT_MAX_VALUE, QUANTITY_MESSAGE),
    /** An announced delivery's day; without `received` it is only shown as incoming until received. */
    expectedOn: IsoDaySchema.refine((day) => !Number.isNaN(Date.parse(day)), {
      message: messageKey('backorders.errors.expectedOn'),
    }).optional(),
    /** The units are in the warehouse now (default); false: an announcement of `expectedOn`. */
    received: z.boolean().default(true),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((input) => input.received || input.expectedOn !== undefined, {
    path: ['expectedOn'],
    message: messageKey('backorders.errors.expectedOn'),
  });
export type StockArrivalInput = z.input<typeof StockArrivalInputSchema>;

export const StockArrivalParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const StockArrivalSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  quantity: z.number().int(),
  expectedOn: IsoDaySchema.nullable(),
  receivedAt: z.string().nullable(),
  allocatedAt: z.string().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  /** When it was recorded (an announced one's `receivedAt` comes later). */
  createdAt: z.string(),
  /**
   * What its allocation did, null until allocated: units handed to waiting lines, how many lines
   * and orders they were, and what went to the stock.
   */
  allocation: z
    .object({
      units: z.number().int(),
      lines: z.number().int(),
      orders: z.number().int(),
      toStock: z.number().int(),
    })
    .nullable(),
});
export type StockArrival = z.infer<typeof StockArrivalSchema>;

/** Arrivals on one page of the desk's list. */
export const STOCK_ARRIVALS_PER_PAGE = 25;

export const StockArrivalListQuerySchema = z
  .object({
    symbol: z.string().trim().min(1).max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type StockArrivalListQuery = z.output<typeof StockArrivalListQuerySchema>;
export const StockArrivalListSchema = z.object({
  elements: z.array(StockArrivalSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type StockArrivalList = z.infer<typeof StockArrivalListSchema>;

/** What one allocation did (the job's run, the admin script's and the bench's answer). */
export interface AllocationResult {
  /** Units handed to waiting lines. */
  allocated: number;
  /** Lines that got units, and of them the lines now complete. */
  linesServed: number;
  linesCompleted: number;
  /** Units left over, added to the stock. */
  toStock: number;
}
