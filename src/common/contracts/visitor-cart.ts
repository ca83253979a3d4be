/**
 * The visitor cart (issue 22, ADR 087): a visitor's parts kept in the browser's storage, priced by
 * the server with the customer cart's pricing, ordered as a guest or added to the account's cart
 * after a login. The storage holds only symbols and amounts: prices, stock and totals always come
 * from the server (`/ajax/visitor-cart/price`), never from what the browser kept.
 */
import { z } from 'zod';
import { OrderTotalsSchema } from './cart';

export {
  VISITOR_CART_MAX_LINES,
  VISITOR_LINE_MAX_AMOUNT,
  VisitorLineSchema,
  VisitorLinesSchema,
  type VisitorLine,
  type VisitorLines,
} from '../visitor-cart';

/** One priced line: the product as the visitor's market sees it, or why it cannot be ordered. */
export const VisitorPricedLineSchema = z.object({
  /** The symbol as stored (the key the browser removes or changes the line by). */
  asked: z.string(),
  amount: z.number().int(),
  product: z
    .object({
      symbol: z.string(),
      description: z.string(),
      manufacturer: z.string(),
      imageUrl: z.string().nullable(),
      unit: z.string(),
      minimumQuantity: z.number().int(),
      multiples: z.number().int(),
      /** Null when the product does not show its stock. */
      stock: z.number().int().nullable(),
      leadTimeDays: z.number().int().nullable(),
      /** Net unit price at each price break's amount, in the market's currency. */
      breaks: z.array(z.object({ amount: z.number().int(), price: z.string() })),
    })
    .nullable(),
  /** Net unit price at the line's amount, its line total; null without a price. */
  unitPrice: z.string().nullable(),
  lineNet: z.string().nullable(),
  /** The amount breaks the minimum or multiples rule. */
  amountError: z.enum(['minimum', 'multiplicity']).nullable(),
  /** Why the line cannot be ordered (unknown symbol, withdrawn, no price, companies only), or null. */
  problem: z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) }).nullable(),
});
export type VisitorPricedLine = z.infer<typeof VisitorPricedLineSchema>;

export const VisitorCartPricedSchema = z.object({
  country: z.string(),
  lines: z.array(VisitorPricedLineSchema),
  /** Totals of the lines that can be ordered, in the market's currency with its VAT (no discount code). */
  totals: OrderTotalsSchema,
});
export type VisitorCartPriced = z.infer<typeof VisitorCartPricedSchema>;

/** What became of each visitor line added to the account's cart after a login. */
export const VisitorMergeResponseSchema = z.object({
  orderNumber: z.string(),
  lines: z.array(
    z.object({
      symbol: z.string(),
      outcome: z.enum(['added', 'refused']),
      /** Units the account's line holds now. */
      lineAmount: z.number().int().nullable(),
      messageKey: z.string().nullable(),
      params: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type VisitorMergeResponse = z.infer<typeof VisitorMergeResponseSchema>;
