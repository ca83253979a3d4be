/**
 * The catalogue debug page (spec §2 "catalogue debug page", route `catalog_debug`): what staff see
 * of one product's stored data and the keys search and quick buy find it by. Staff-only; every
 * value is shown as text, so a new column of the catalogue appears here without a change.
 */
import { z } from 'zod';
import { hasControlCharacters } from '../customer-symbols';

/** One stored value as text (arrays and objects as JSON, times as ISO 8601, null as null). */
export const DebugFieldSchema = z.object({ name: z.string(), value: z.string().nullable() });
export type DebugField = z.infer<typeof DebugFieldSchema>;

export const DebugRowSchema = z.array(DebugFieldSchema);

export const CatalogDebugSchema = z.object({
  symbol: z.string(),
  /** The products row, column by column, as stored (search keys included). */
  product: DebugRowSchema,
  manufacturer: DebugRowSchema,
  category: DebugRowSchema,
  /** The normalised key a typed symbol is looked up by, and whether this product's keys match it. */
  lookup: z.object({ asked: z.string(), key: z.string(), matchedBy: z.enum(['symbol', 'symbolKey']) }),
  /** The words of the stored search vector (to_tsvector of the description). */
  searchWords: z.array(z.string()),
  parameters: z.array(DebugRowSchema),
  priceBreaks: z.array(DebugRowSchema),
  promotions: z.array(DebugRowSchema),
  /** The Omnibus reference: the lowest price of the last 30 days of price history. */
  priceHistory: z.array(DebugRowSchema),
  documents: z.array(DebugRowSchema),
  links: z.array(z.object({ kind: z.string(), count: z.number().int() })),
});
export type CatalogDebug = z.infer<typeof CatalogDebugSchema>;

/** What the page's address may hold: the symbol asked for (as typed; at most 100 characters). */
export const CatalogDebugQuerySchema = z.object({
  symbol: z
    .string()
    .trim()
    .max(100)
    .refine((s) => !hasControlCharacters(s))
    .optional(),
});
