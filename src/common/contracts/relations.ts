/**
 * Contracts of a product's relations (spec §7 "POST new-details and replacements, linked-products,
 * related, similar, product boxes"): lists of product summaries priced for the market asked for.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { ProductSummarySchema } from './catalog';
import { CountrySchema, LanguageSchema, SymbolErrorSchema } from './pricing';
import { SEARCH_QUERY_MAX } from './search';

/** Most similar products one call returns (a strip of cards on the product page shows 12). */
export const SIMILAR_MAX = 24;
export const SIMILAR_DEFAULT = 12;
/** Most products of one kind of link (replacements, accessories, related) one call returns. */
export const RELATION_MAX = 50;
/** Most symbols one product-boxes call may ask for. */
export const PRODUCT_BOXES_MAX = 50;

const SymbolSchema = z.string().trim().min(1, messageKey('errors.input.symbolRequired')).max(100);
/** Zone of the special-customer catalogue (spec §2 /katalog/{zoneSymbol}/sub). */
const ZoneSymbolSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, messageKey('errors.input.unknownZone'));

const market = {
  country: CountrySchema.optional(),
  language: LanguageSchema.optional(),
  isGrossPrice: z.boolean().optional(),
};

export const SimilarRequestSchema = z
  .object({
    symbol: SymbolSchema,
    limit: z.number().int().min(1).max(SIMILAR_MAX).default(SIMILAR_DEFAULT),
    ...market,
  })
  .strict();
export type SimilarRequest = z.infer<typeof SimilarRequestSchema>;

export const RelationRequestSchema = z
  .object({
    symbol: SymbolSchema,
    zoneSymbol: ZoneSymbolSchema.optional(),
    /** Linked products (spec §7 "linked-products (symbol, categoryId)"): only those of this category. */
    categoryId: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(RELATION_MAX).default(12),
    ...market,
  })
  .strict();
export type RelationRequest = z.infer<typeof RelationRequestSchema>;

/**
 * Spec §7 "linked (also GET)": the linked products' query as an address (a link a page or a cache
 * can hold): the same fields as the POST body, numbers and the gross flag as text.
 */
export const LinkedQuerySchema = z
  .object({
    symbol: SymbolSchema,
    zoneSymbol: ZoneSymbolSchema.optional(),
    categoryId: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(RELATION_MAX).default(12),
    country: CountrySchema.optional(),
    language: LanguageSchema.optional(),
    isGrossPrice: z.stringbool().optional(),
  })
  .strict();

export const RelatedProductsResponseSchema = z.object({
  /** The catalogue symbol of the product asked about. */
  symbol: z.string(),
  products: z.array(ProductSummarySchema),
});
export type RelatedProductsResponse = z.infer<typeof RelatedProductsResponseSchema>;

/** A part's footprint: how it is mounted (SMD, THT) and its package (Case: "DIP-8", "SOIC-8"). */
export const FootprintSchema = z.object({ mounting: z.string().nullable(), package: z.string().nullable() });
export type Footprint = z.infer<typeof FootprintSchema>;

export const ReplacementsResponseSchema = RelatedProductsResponseSchema.extend({
  /** The product's own footprint, as its parameters state it. */
  footprint: FootprintSchema,
  /**
   * True: the replacements listed keep the product's mounting and package (those that do not are
   * left out), or there is nothing to compare. False: none keeps them; those listed differ, and the
   * page says so.
   */
  footprintKept: z.boolean(),
});
export type ReplacementsResponse = z.infer<typeof ReplacementsResponseSchema>;

export const ProductBoxesRequestSchema = z
  .object({
    symbols: z
      .array(SymbolSchema)
      .min(1, messageKey('errors.input.symbolsEmpty'))
      .max(PRODUCT_BOXES_MAX, messageKey('errors.input.symbolsTooMany')),
    zoneSymbol: ZoneSymbolSchema.optional(),
    ...market,
  })
  .strict();
export type ProductBoxesRequest = z.infer<typeof ProductBoxesRequestSchema>;

export const ProductBoxesResponseSchema = z.object({
  /** In request order, each product once. */
  products: z.array(ProductSummarySchema),
  /** Symbols that are not in the catalogue, as sent. */
  errors: z.array(SymbolErrorSchema),
});
export type ProductBoxesResponse = z.infer<typeof ProductBoxesResponseSchema>;

// ---------------------------------------------------------------- products by symbol (spec §7)

/** Spec §7 product details (the "new-details" call): one product's page data, by symbol. */
export const ProductDetailsRequestSchema = z
  .object({ symbol: SymbolSchema, zoneSymbol: ZoneSymbolSchema.optional(), ...market })
  .strict();

/**
 * Spec §7 html-frame-url/{symbol}: the address of a product's parameter frame (the products with
 * the SHOW_PARCAT_FRAME permission), the print view of its page in the market and language asked.
 * GET takes the market in the query, POST in the body (ADR 081).
 */
export const HtmlFrameUrlQuerySchema = z.object(market).strict();
export const HtmlFrameUrlRequestSchema = z.object(market).strict();
export const HtmlFrameUrlSchema = z.object({ symbol: z.string(), url: z.string() });
export type HtmlFrameUrl = z.infer<typeof HtmlFrameUrlSchema>;

/** Spec §7 product products: the cards of up to 100 symbols, in the order asked. */
export const PRODUCTS_BY_SYMBOL_MAX = 100;
export const ProductsBySymbolRequestSchema = z
  .object({
    symbols: z
      .array(SymbolSchema)
      .min(1, messageKey('errors.input.symbolsEmpty'))
      .max(PRODUCTS_BY_SYMBOL_MAX, messageKey('errors.input.symbolsTooMany')),
    zoneSymbol: ZoneSymbolSchema.optional(),
    ...market,
  })
  .strict();
export const ProductsBySymbolResponseSchema = z.object({
  products: z.array(ProductSummarySchema),
  /** The symbols asked for that name no product, as sent. */
  missing: z.array(z.string()),
});

/** Spec §7 pip similar counter: how many similar products the product page's tab would show. */
export const SimilarCounterRequestSchema = z.object({ symbol: SymbolSchema }).strict();
export const SimilarCounterResponseSchema = z.object({
  symbol: z.string(),
  count: z.number().int(),
  /** The count reached the most the tab shows: there may be more. */
  atLeast: z.boolean(),
});

/** Most packaging variants one product lists (a part comes in a handful of packagings). */
export const VARIANTS_MAX = 50;

/** Spec §7 products variants: other packagings and tolerances of the same part. */
export const VariantsRequestSchema = z
  .object({
    symbol: SymbolSchema,
    zoneSymbol: ZoneSymbolSchema.optional(),
    limit: z.number().int().min(1).max(VARIANTS_MAX).default(24),
    ...market,
  })
  .strict();

export const VariantsResponseSchema = z.object({
  /** The catalogue symbol of the product asked about. */
  symbol: z.string(),
  /** The manufacturer's part number without its packaging suffix: what the variants share. */
  base: z.string(),
  /** Products of the same manufacturer whose part number starts with `base`, the product itself left out. */
  products: z.array(ProductSummarySchema),
});
export type VariantsResponse = z.infer<typeof VariantsResponseSchema>;

/** Spec §7 products autocomplete variants: the completions of a typed symbol with their variants. */
export const AutocompleteVariantsRequestSchema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1, messageKey('errors.input.searchTooShort'))
      .max(SEARCH_QUERY_MAX, messageKey('errors.input.searchTooLong')),
    /** Completions looked up; each brings its variants. */
    limit: z.number().int().min(1).max(10).default(5),
    /** Variants listed under each completion. */
    variantLimit: z.number().int().min(1).max(VARIANTS_MAX).default(10),
    ...market,
  })
  .strict();

export const AutocompleteVariantsResponseSchema = z.object({
  query: z.string(),
  /** One group per part: the completion, then its other packagings (a completion already listed among an earlier group's variants gets no group of its own). */
  groups: z.array(
    z.object({
      symbol: z.string(),
      manufacturerSymbol: z.string(),
      manufacturer: z.string(),
      name: z.string(),
      url: z.string(),
      matched: z.enum(['symbol', 'manufacturerSymbol', 'originalSymbol']),
      base: z.string(),
      variants: z.array(ProductSummarySchema),
    }),
  ),
});
export type AutocompleteVariantsResponse = z.infer<typeof AutocompleteVariantsResponseSchema>;
