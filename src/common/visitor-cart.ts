/**
 * The visitor cart's lines (issue 22, ADR 087) as the browser stores and sends them: symbols and
 * amounts only. A module of its own, light (zod and the message keys), so that the browser's check of the
 * stored lines does not bring the cart's and guest checkout's contracts along.
 */
import { z } from 'zod';
import { messageKey } from './errors';

/** Lines a visitor cart holds: as many as one guest order takes. */
export const VISITOR_CART_MAX_LINES = 50;
/** Units of one line: what one guest order's line takes. */
export const VISITOR_LINE_MAX_AMOUNT = 1_000_000;

export const VisitorLineSchema = z
  .object({
    symbol: z
      .string()
      .trim()
      .min(1, messageKey('errors.input.required'))
      .max(100, messageKey('errors.input.tooLong'))
      .refine((s) => !/\p{Cc}/u.test(s), messageKey('guest.cart.errors.control')),
    amount: z
      .number({ error: messageKey('errors.input.wholeNumber') })
      .int(messageKey('errors.input.wholeNumber'))
      .min(1, messageKey('errors.input.atLeast'))
      .max(VISITOR_LINE_MAX_AMOUNT, messageKey('errors.input.atMost')),
  })
  .strict();
export type VisitorLine = z.infer<typeof VisitorLineSchema>;

/** The visitor cart as stored and as sent: at most 50 lines, one per symbol. */
export const VisitorLinesSchema = z
  .object({
    lines: z
      .array(VisitorLineSchema)
      .max(VISITOR_CART_MAX_LINES, messageKey('guest.cart.errors.tooManyLines'))
      .refine(
        (lines) => new Set(lines.map((l) => l.symbol)).size === lines.length,
        messageKey('guest.cart.errors.duplicate'),
      ),
  })
  .strict();
export type VisitorLines = z.infer<typeof VisitorLinesSchema>;
