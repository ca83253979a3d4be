/**
 * Contracts of quick buy (issue 18, spec §3 quickbuy source, §7 common "quickbuy read-products/{source}"
 * and customer "quickbuy …" calls, ADR 047). The working list lives in the page and travels with
 * every call: each call answers the whole list again, matched, checked and priced by the server.
 * Custom messages are catalogue keys, worded in the request's language by the error handler.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { AMOUNT_MAX_VALUE } from '../amount-rules';
import { hasControlCharacters } from '../customer-symbols';
import {
  QUICKBUY_CANDIDATES_MAX,
  QUICKBUY_LINES_MAX,
  QUICKBUY_NOTE_MAX,
  QUICKBUY_QUERY_MAX,
  QUICKBUY_TEXT_MAX,
} from '../quickbuy-rules';
import { OrderNumberSchema } from './cart';

/** Spec §3 quickbuy source. `file` is read by the BOM reader, wired in by the integrator (ADR 047). */
export const QUICKBUY_SOURCES = ['lines', 'plain', 'favourites'] as const;
export type QuickBuySource = (typeof QUICKBUY_SOURCES)[number];

/**
 * How a line found its product, in the order they are tried: the shop's symbol, the customer's own
 * symbol, the exact manufacturer part number, the normalised key (case, spaces, dashes, dots),
 * the key without a packaging suffix, then similar symbols (`fuzzy`, a suggestion only). `chosen`:
 * the buyer picked the product; `replacement`: the product that replaces one not in the offer;
 * `none`: nothing found.
 */
export const MATCH_KINDS = [
  'symbol',
  'customerSymbol',
  'manufacturerSymbol',
  'normalised',
  'withoutSuffix',
  'fuzzy',
  'chosen',
  'replacement',
  'none',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

const noControl = (value: string) => !hasControlCharacters(value);
/** Text a line carries: no control characters (NUL included), bounded. */
const lineText = (max: number) =>
  z
    .string()
    .max(max, messageKey('errors.input.tooLong'))
    .refine(noControl, { message: messageKey('quickbuy.errors.control') });

const amount = z
  .number({ error: messageKey('errors.input.wholeNumber') })
  .int(messageKey('errors.input.wholeNumber'))
  .min(1, messageKey('errors.input.atLeast'))
  .max(AMOUNT_MAX_VALUE, messageKey('errors.input.atMost'));

const symbol = z
  .string()
  .min(1)
  .max(QUICKBUY_QUERY_MAX)
  .refine(noControl, {
    message: messageKey('quickbuy.errors.control'),
  });

export const LineIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, messageKey('quickbuy.errors.lineId'));

/** A line as the page holds it and sends it back: what the buyer asked and what was chosen. */
export const WorkingLineSchema = z.object({
  id: LineIdSchema,
  row: z.number().int().min(0).max(10_000_000),
  query: lineText(QUICKBUY_QUERY_MAX),
  manufacturer: lineText(QUICKBUY_QUERY_MAX).nullable(),
  note: lineText(QUICKBUY_NOTE_MAX).nullable(),
  /** What the buyer asked for; `amount` is what goes to the cart (after rounding, shown beside). */
  requested: amount,
  amount,
  /** True when the source gave no amount and the default was assumed. */
  amountAssumed: z.boolean(),
  /** True when the source asked more than a line holds (AMOUNT_MAX_VALUE): the maximum was taken. */
  amountCapped: z.boolean().default(false),
  match: z.object({
    kind: z.enum(MATCH_KINDS),
    /** 0…1: 1 for an exact symbol, less the further down the steps; fuzzy is trigram similarity. */
    confidence: z.number().min(0).max(1),
    /** A fuzzy or ambiguous match is a suggestion until the buyer accepts it (never added silently). */
    accepted: z.boolean(),
  }),
  productSymbol: symbol.nullable(),
  candidateSymbols: z.array(symbol).max(QUICKBUY_CANDIDATES_MAX),
  /** The symbol of the product not in the offer this line's product replaced. */
  replacedFrom: symbol.nullable(),
});
export type WorkingLine = z.infer<typeof WorkingLineSchema>;

export const WorkingLinesSchema = z
  .array(WorkingLineSchema)
  .max(QUICKBUY_LINES_MAX, messageKey('quickbuy.errors.tooManyLines'))
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, {
    message: messageKey('quickbuy.errors.lineIdRepeated'),
  });

export const QuickBuyProductSchema = z.object({
  symbol: z.string(),
  manufacturerSymbol: z.string().nullable(),
  manufacturer: z.string(),
  description: z.string(),
  minimum: z.number().int(),
  multiples: z.number().int(),
  /** False for a product not in the offer or blocked: it cannot be ordered (apply-replacements). */
  orderable: z.boolean(),
  /** A replacement the relations module keeps for a product not in the offer. */
  replacementSymbol: z.string().nullable(),
});
export type QuickBuyProduct = z.infer<typeof QuickBuyProductSchema>;

/** Why a line cannot go to the cart as it is, or what the buyer should know (catalogue keys). */
export const LineProblemSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** `blocking`: the line is left out of the order until fixed; `warning`: it goes in, as told. */
  level: z.enum(['blocking', 'warning']),
});
export type LineProblem = z.infer<typeof LineProblemSchema>;

export const LineDataSchema = z.object({
  /** Net unit price at the line's amount in the viewer's currency; null without a price. */
  unitPrice: z.string().nullable(),
  value: z.string().nullable(),
  /** Null when the product does not show its stock. */
  stock: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
});
export type LineData = z.infer<typeof LineDataSchema>;

export const QuickBuyLineSchema = WorkingLineSchema.extend({
  product: QuickBuyProductSchema.nullable(),
  candidates: z.array(QuickBuyProductSchema),
  data: LineDataSchema.nullable(),
  problems: z.array(LineProblemSchema),
  /** Ready for the cart: a product, accepted, orderable, no blocking problem. */
  complete: z.boolean(),
});
export type QuickBuyLine = z.infer<typeof QuickBuyLineSchema>;

/** Products named on more than one line: shown, merged only when the buyer agrees. */
export const DuplicateSchema = z.object({
  symbol: z.string(),
  lineIds: z.array(z.string()),
  total: z.number(),
});
export type Duplicate = z.infer<typeof DuplicateSchema>;

export const QuickBuyListSchema = z.object({
  lines: z.array(QuickBuyLineSchema),
  duplicates: z.array(DuplicateSchema),
  totals: z.object({
    currency: z.string(),
    /** Net value of the complete lines. */
    net: z.string(),
    lineCount: z.number().int(),
    completeCount: z.number().int(),
  }),
});
export type QuickBuyList = z.infer<typeof QuickBuyListSchema>;

// ---------------------------------------------------------------- requests

export const ReadProductsParamsSchema = z.object({
  source: z.enum(QUICKBUY_SOURCES, { error: messageKey('quickbuy.errors.source') }),
});

const pastedText = z
  .string()
  .max(QUICKBUY_TEXT_MAX, messageKey('quickbuy.errors.textTooLong'))
  // Tabs and line breaks separate; any other control character (NUL) is not text a person pasted.
  .refine((text) => !/\p{Cc}/u.test(text.replace(/[\t\r\n]/g, '')), {
    message: messageKey('quickbuy.errors.control'),
  });

/** Typed lines or pasted text; a saved list by its id (the viewer's or a colleague's shared one). */
export const ReadProductsBodySchema = z.object({
  text: pastedText.optional(),
  directoryId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type ReadProductsBody = z.infer<typeof ReadProductsBodySchema>;

export const LinesBodySchema = z.object({ lines: WorkingLinesSchema });
export type LinesBody = z.infer<typeof LinesBodySchema>;

export const AddLinesBodySchema = z.object({
  lines: WorkingLinesSchema,
  source: z.enum(['lines', 'plain']),
  text: pastedText.min(1, messageKey('errors.input.required')),
});
export type AddLinesBody = z.infer<typeof AddLinesBodySchema>;

export const UpdateLinesBodySchema = z.object({
  lines: WorkingLinesSchema,
  changes: z
    .array(
      z.object({
        id: LineIdSchema,
        amount: amount.optional(),
        note: lineText(QUICKBUY_NOTE_MAX).nullable().optional(),
        /** A new part number: the line is matched again from the start. */
        query: lineText(QUICKBUY_QUERY_MAX).optional(),
      }),
    )
    .min(1)
    .max(QUICKBUY_LINES_MAX),
});
export type UpdateLinesBody = z.infer<typeof UpdateLinesBodySchema>;

/** The buyer's choice for lines: a candidate, or any product by symbol; accepting a suggestion too. */
export const ReplaceLinesBodySchema = z.object({
  lines: WorkingLinesSchema,
  replacements: z
    .array(z.object({ id: LineIdSchema, symbol }))
    .min(1)
    .max(QUICKBUY_LINES_MAX),
});
export type ReplaceLinesBody = z.infer<typeof ReplaceLinesBodySchema>;

export const RemoveLinesBodySchema = z.object({
  lines: WorkingLinesSchema,
  ids: z.array(LineIdSchema).min(1).max(QUICKBUY_LINES_MAX),
});
export type RemoveLinesBody = z.infer<typeof RemoveLinesBodySchema>;

/** Without `merge` the duplicates are only reported; with it, the named products' lines become one. */
export const ValidateDuplicatesBodySchema = z.object({
  lines: WorkingLinesSchema,
  merge: z.array(symbol).max(QUICKBUY_LINES_MAX).optional(),
});
export type ValidateDuplicatesBody = z.infer<typeof ValidateDuplicatesBodySchema>;

/** Replaces the products not in the offer of the named lines (all when none are named). */
export const ApplyReplacementsBodySchema = z.object({
  lines: WorkingLinesSchema,
  ids: z.array(LineIdSchema).max(QUICKBUY_LINES_MAX).optional(),
});
export type ApplyReplacementsBody = z.infer<typeof ApplyReplacementsBodySchema>;

/** POST order: the complete lines into a new cart or the active one; PUT order: into a named open cart. */
export const OrderPostBodySchema = z.object({
  lines: WorkingLinesSchema,
  target: z.enum(['new', 'active']),
});
export type OrderPostBody = z.infer<typeof OrderPostBodySchema>;

export const OrderPutBodySchema = z.object({
  lines: WorkingLinesSchema,
  orderNumber: OrderNumberSchema,
});
export type OrderPutBody = z.infer<typeof OrderPutBodySchema>;

export const OrderOutcomeSchema = z.object({
  id: z.string(),
  outcome: z.enum(['added', 'refused', 'skipped']),
  amount: z.number().int().nullable(),
  messageKey: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type OrderOutcome = z.infer<typeof OrderOutcomeSchema>;

export const OrderResponseSchema = z.object({
  orderNumber: z.string(),
  created: z.boolean(),
  lines: z.array(OrderOutcomeSchema),
});
export type OrderResponse = z.infer<typeof OrderResponseSchema>;
