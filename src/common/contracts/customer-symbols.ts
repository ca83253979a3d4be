import { messageKey } from '../errors';
/**
 * Contracts of the customer's own part numbers (issue 17 "Customer symbols", spec §2 /profile/symbols,
 * §7 Customer "symbols GET, POST, PATCH, DELETE"): one symbol per product per customer, with a
 * description; the list, its changes, and the import and export of whole files.
 * The limits and rules are in common/customer-symbols.ts (ADR 036).
 * Custom messages are catalogue keys, worded in the request's language by the error handler.
 */
import { z } from 'zod';
import {
  CUSTOMER_SYMBOL_DESCRIPTION_MAX,
  CUSTOMER_SYMBOL_MAX,
  CUSTOMER_SYMBOLS_MAX_PAGE,
  CUSTOMER_SYMBOLS_OF_MAX,
  CUSTOMER_SYMBOLS_PER_PAGE,
  hasControlCharacters,
  hasLetterOrDigit,
  PRODUCT_SYMBOL_MAX,
} from '../customer-symbols';
import { LanguageSchema } from './pricing';

export const CUSTOMER_SYMBOL_SORTS = ['symbol', 'productSymbol', 'description', 'updatedAt'] as const;
export type CustomerSymbolSort = (typeof CUSTOMER_SYMBOL_SORTS)[number];

/** Text a person typed: trimmed, without control characters (tabs and line breaks included). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), {
      message: messageKey('customerSymbols.field.control'),
    });

/** A customer's symbol must keep something after the catalogue's normalisation ("--" names nothing). */
export const CustomerSymbolTextSchema = text(CUSTOMER_SYMBOL_MAX)
  .min(1)
  .refine((value) => hasLetterOrDigit(value), { message: messageKey('customerSymbols.field.noLetters') });

export const CustomerSymbolSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  description: z.string(),
  updatedAt: z.string(),
  product: z.object({
    productId: z.number().int(),
    symbol: z.string(),
    description: z.string(),
    manufacturer: z.string(),
  }),
});
export type CustomerSymbol = z.infer<typeof CustomerSymbolSchema>;

export const CustomerSymbolListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(CUSTOMER_SYMBOLS_MAX_PAGE).default(1),
    perPage: z.coerce
      .number()
      .int()
      .refine((n) => (CUSTOMER_SYMBOLS_PER_PAGE as readonly number[]).includes(n), {
        message: messageKey('customerSymbols.field.perPage'),
      })
      .default(20),
    sort: z.enum(CUSTOMER_SYMBOL_SORTS).default('symbol'),
    direction: z.enum(['asc', 'desc']).default('asc'),
    /** Part of the customer's symbol, the product's symbol or the description. */
    q: text(CUSTOMER_SYMBOL_MAX).optional(),
  })
  .strict();
export type CustomerSymbolListQuery = z.infer<typeof CustomerSymbolListQuerySchema>;

export const CustomerSymbolListSchema = z.object({
  elements: z.array(CustomerSymbolSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type CustomerSymbolList = z.infer<typeof CustomerSymbolListSchema>;

export const CustomerSymbolCreateSchema = z
  .object({
    productSymbol: text(PRODUCT_SYMBOL_MAX).min(1),
    symbol: CustomerSymbolTextSchema,
    description: text(CUSTOMER_SYMBOL_DESCRIPTION_MAX).default(''),
  })
  .strict();
export type CustomerSymbolCreate = z.infer<typeof CustomerSymbolCreateSchema>;

export const CustomerSymbolUpdateSchema = z
  .object({
    symbol: CustomerSymbolTextSchema.optional(),
    description: text(CUSTOMER_SYMBOL_DESCRIPTION_MAX).optional(),
  })
  .strict()
  .refine((body) => body.symbol !== undefined || body.description !== undefined, {
    message: messageKey('customerSymbols.field.nothingToChange'),
  });
export type CustomerSymbolUpdate = z.infer<typeof CustomerSymbolUpdateSchema>;

/**
 * "My symbols of these products" (product cards of lists a shared cache may keep: the page asks
 * after it shows, once for the whole list). The answer names only products that have one.
 */
export const SymbolsOfRequestSchema = z
  .object({
    productSymbols: z.array(z.string().min(1).max(PRODUCT_SYMBOL_MAX)).min(1).max(CUSTOMER_SYMBOLS_OF_MAX),
  })
  .strict();
export type SymbolsOfRequest = z.infer<typeof SymbolsOfRequestSchema>;
export const SymbolsOfResponseSchema = z.object({ symbols: z.record(z.string(), z.string()) });
export type SymbolsOfResponse = z.infer<typeof SymbolsOfResponseSchema>;

/** Ids are serials: 1 to 9 digits, as the spec's item ids (§3). */
export const CustomerSymbolIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(999_999_999) });

export const ImportFormatQuerySchema = z.object({ format: z.enum(['csv', 'txt', 'xlsx', 'xls']) }).strict();

/** A refused line of an import: its line in the file and the reason (customerSymbols.errors.line.*). */
export const ImportLineErrorSchema = z.object({
  line: z.number().int(),
  key: z.enum([
    'missing',
    'unknownProduct',
    'symbolTooLong',
    'descriptionTooLong',
    'noLetters',
    'control',
    'duplicateSymbol',
    'duplicateProduct',
    'symbolTaken',
  ]),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportLineError = z.infer<typeof ImportLineErrorSchema>;

export const ImportPreviewSchema = z.object({
  /** Lines read (headings and empty lines left out). */
  lines: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The first errors, by line. */
  errors: z.array(ImportLineErrorSchema),
  /** The first good lines, as read. */
  sample: z.array(
    z.object({
      line: z.number().int(),
      productSymbol: z.string(),
      symbol: z.string(),
      description: z.string(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({ imported: z.number().int() });

export const ExportQuerySchema = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    language: LanguageSchema.optional(),
  })
  .strict();
