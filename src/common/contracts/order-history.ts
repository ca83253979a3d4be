/**
 * Contracts of the order history (issue 19 "After the order", spec §2 /profile/new-order-history,
 * §7 order-history lists and details, POST export/{routeName}, internal GET
 * order-history/orders/{symbol}): every order a contact person may see, searched, sorted and paged;
 * one order with its deliveries, documents and invoices; its reorder with today's prices; exports.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { OrderDetailsSchema, PlacedOrderStatusSchema } from './orders';
import { LanguageSchema } from './pricing';

import {
  HISTORY_DEFAULT_PER_PAGE,
  HISTORY_EXPORT_FORMATS,
  HISTORY_EXPORT_ROUTES,
  HISTORY_MAX_PAGE,
  HISTORY_PER_PAGE,
  HISTORY_SORTS,
} from '../order-history';

export * from '../order-history';

const WHOLE_NUMBER = messageKey('errors.input.wholeNumber');
const int = () => z.coerce.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER);
/** Empty form fields mean "no filter": a form posts every field, filled or not. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const Text = (max: number) => z.string().trim().min(1).max(max, messageKey('errors.input.tooLong'));
/** A calendar day, YYYY-MM-DD (a date input's value); the range is inclusive. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('orderHistory.errors.date'))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), messageKey('orderHistory.errors.date'));
/** A money bound in the order's currency, as a decimal string (never a float). */
const Amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(?:[.,]\d{1,4})?$/, messageKey('orderHistory.errors.amount'))
  .transform((v) => v.replace(',', '.'));

/** The filters of the list, shared by the list call, the page's address and the list export. */
export const HistoryFilterSchema = z.object({
  orderNumber: optional(Text(100)),
  customerOrderNumber: optional(Text(100)),
  /** A product symbol in the order (the copy kept when it was placed); part of one matches. */
  symbol: optional(Text(100)),
  dateFrom: optional(Day),
  dateTo: optional(Day),
  status: optional(PlacedOrderStatusSchema),
  /** Bounds of the order's net value in its currency. */
  valueMin: optional(Amount),
  valueMax: optional(Amount),
  /** Whose orders: one's own, or every order one may see (the company's, for a primary contact). */
  placedBy: optional(z.enum(['me', 'all'])),
});

const withRanges = <T extends z.ZodType<z.infer<typeof HistoryFilterSchema>>>(schema: T) =>
  schema
    .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
      message: messageKey('orderHistory.errors.dateRange'),
      path: ['dateTo'],
    })
    .refine((v) => !v.valueMin || !v.valueMax || Number(v.valueMin) <= Number(v.valueMax), {
      message: messageKey('orderHistory.errors.valueRange'),
      path: ['valueMax'],
    });

export const HistoryListQuerySchema = withRanges(
  HistoryFilterSchema.extend({
    sort: optional(z.enum(HISTORY_SORTS)).default('placedAt'),
    dir: optional(z.enum(['asc', 'desc'])).default('desc'),
    page: int().min(1, messageKey('errors.input.atLeast')).max(HISTORY_MAX_PAGE).default(1),
    perPage: z.coerce
      .number({ error: WHOLE_NUMBER })
      .pipe(
        z.union(
          HISTORY_PER_PAGE.map((n) => z.literal(n)) as [
            z.ZodLiteral<20>,
            z.ZodLiteral<50>,
            z.ZodLiteral<100>,
          ],
        ),
      )
      .default(HISTORY_DEFAULT_PER_PAGE),
    language: LanguageSchema.optional(),
  }).strict(),
);
export type HistoryListQuery = z.infer<typeof HistoryListQuerySchema>;
export type HistoryFilter = z.infer<typeof HistoryFilterSchema>;

const Money = z.string();

export const HistoryOrderSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  status: PlacedOrderStatusSchema,
  customerOrderNumber: z.string().nullable(),
  netTotal: Money.nullable(),
  grossTotal: Money.nullable(),
  currency: z.string(),
  lineCount: z.number().int(),
  /** Who placed it (a colleague's name on a company's shared history). */
  placedBy: z.string().nullable(),
  /** Placed by the contact person looking at it. */
  own: z.boolean(),
});
export type HistoryOrder = z.infer<typeof HistoryOrderSchema>;

export const HistoryListSchema = z.object({
  elements: z.array(HistoryOrderSchema),
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  /** Whether the viewer may see colleagues' orders (the primary contact person of a company). */
  seesColleagues: z.boolean(),
});
export type HistoryList = z.infer<typeof HistoryListSchema>;

export const HistoryOrderParamsSchema = z.object({
  orderNumber: z.string().min(1).max(100, messageKey('errors.input.orderNumber')),
});
export const HistoryLanguageQuerySchema = z.object({ language: LanguageSchema.optional() }).strict();

/** A shipment of the order: the method, where it went, and when it left (once shipped). */
export const HistoryDeliverySchema = z.object({
  method: z.string().nullable(),
  address: z.string().nullable(),
  accessPointId: z.string().nullable(),
  shippedAt: z.string().nullable(),
  state: z.enum(['waiting', 'shipped', 'cancelled']),
});

/** A document of the order the customer can download (the order's own files; more come with invoices). */
export const HistoryDocumentSchema = z.object({
  kind: z.enum(['order_csv', 'order_xlsx', 'order_pdf']),
  /** The export call that makes it (a form post: POST export/order). */
  format: z.enum(HISTORY_EXPORT_FORMATS),
});

/** An order's own document behind its token (ADR 064): /Document/{token}/{file_name}. */
export const HistoryOrderDocumentSchema = z.object({
  kind: z.enum(['delivery_note', 'conformity', 'proforma']),
  fileName: z.string(),
  /** Without a locale prefix. */
  url: z.string(),
});
export type HistoryOrderDocument = z.infer<typeof HistoryOrderDocumentSchema>;

/** An invoice of the order, as the invoices module reports it (number, kind, date, link). */
export const HistoryInvoiceSchema = z.object({
  number: z.string(),
  kind: z.string(),
  issuedAt: z.string(),
  gross: Money.nullable(),
  currency: z.string(),
  url: z.string(),
});
export type HistoryInvoice = z.infer<typeof HistoryInvoiceSchema>;

export const HistoryDetailsSchema = z.object({
  order: OrderDetailsSchema,
  placedBy: z.string().nullable(),
  own: z.boolean(),
  deliveries: z.array(HistoryDeliverySchema),
  documents: z.array(HistoryDocumentSchema),
  orderDocuments: z.array(HistoryOrderDocumentSchema),
  invoices: z.array(HistoryInvoiceSchema),
});
export type HistoryDetails = z.infer<typeof HistoryDetailsSchema>;

/** Internal GET order-history/orders/{symbol}: the viewer's orders that hold a product. */
export const HistorySymbolParamsSchema = z.object({
  symbol: z.string().min(1).max(100, messageKey('errors.input.tooLong')),
});
export const HistorySymbolOrdersSchema = z.object({
  symbol: z.string(),
  /** Orders holding the product, newest first, at most HISTORY_SYMBOL_ORDERS_MAX. */
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: z.string(),
      status: PlacedOrderStatusSchema,
      amount: z.number().int(),
      unitPrice: Money.nullable(),
      currency: z.string(),
    }),
  ),
  /** How many orders hold it in all. */
  total: z.number().int(),
});
export type HistorySymbolOrders = z.infer<typeof HistorySymbolOrdersSchema>;

/** What a reorder would do to each line, with today's price beside the price paid. */
export const ReorderLineSchema = z.object({
  symbol: z.string(),
  description: z.string(),
  amount: z.number().int(),
  /** The amount the cart would take: the old one rounded up to today's minimum and multiples. */
  newAmount: z.number().int(),
  paidUnitPrice: Money.nullable(),
  unitPrice: Money.nullable(),
  /** Today's unit price against the one paid, in per cent (null: one of them is missing). */
  priceChangePercent: z.string().nullable(),
  stock: z.number().int().nullable(),
  /**
   * ok; priceChanged; amountChanged (minimum or multiples moved); shortStock (fewer in stock than
   * wanted: the rest waits for delivery); unavailable (withdrawn or no price: it cannot go in).
   */
  problems: z.array(z.enum(['priceChanged', 'amountChanged', 'shortStock', 'unavailable'])),
});
export type ReorderLine = z.infer<typeof ReorderLineSchema>;

export const ReorderPreviewSchema = z.object({
  orderNumber: z.string(),
  currency: z.string(),
  /** The order was placed in another currency than the buyer's market has now: prices do not compare. */
  currencyChanged: z.boolean(),
  lines: z.array(ReorderLineSchema),
  paidNet: Money,
  /** Net value of the lines that can go in, at today's prices. */
  todayNet: Money,
});
export type ReorderPreview = z.infer<typeof ReorderPreviewSchema>;

export const ReorderBodySchema = z
  .object({
    /** The cart to add to ("0": a new one). */
    cartOrderNumber: z.string().min(1).max(100, messageKey('errors.input.orderNumber')).default('0'),
    /** Only these symbols of the order (all available ones when left out). */
    symbols: z.array(z.string().min(1).max(100)).min(1).max(500).optional(),
  })
  .strict();
export type ReorderBody = z.infer<typeof ReorderBodySchema>;

export const ReorderResultSchema = z.object({
  cartOrderNumber: z.string(),
  added: z.array(z.object({ symbol: z.string(), amount: z.number().int() })),
  refused: z.array(z.object({ symbol: z.string(), messageKey: z.string() })),
});
export type ReorderResult = z.infer<typeof ReorderResultSchema>;

/** POST export/{routeName}: the list's filters (orders) or the order's number (order); a form post. */
export const HistoryExportParamsSchema = z.object({
  routeName: z.enum(HISTORY_EXPORT_ROUTES, { error: messageKey('orderHistory.errors.exportRoute') }),
});
export const HistoryExportBodySchema = withRanges(
  HistoryFilterSchema.extend({
    format: z.enum(HISTORY_EXPORT_FORMATS, { error: messageKey('orderHistory.errors.exportFormat') }),
    orderNumber: optional(Text(100)),
    sort: optional(z.enum(HISTORY_SORTS)).default('placedAt'),
    dir: optional(z.enum(['asc', 'desc'])).default('desc'),
  }).strict(),
);
export type HistoryExportBody = z.infer<typeof HistoryExportBodySchema>;
