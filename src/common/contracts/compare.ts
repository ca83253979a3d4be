/**
 * Contracts of product comparison (spec §2 /compare/, §7 "compare prices-and-stocks,
 * product-parameters, prepare"). Every call takes the list of symbols the visitor compares (at most
 * COMPARE_MAX_PRODUCTS) and answers per symbol: unknown symbols come back as errors beside the others.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { COMPARE_MAX_PRODUCTS, COMPARE_SYMBOL_MAX_LENGTH } from '../compare-list';
import { ProductSummarySchema } from './catalog';
import { CountrySchema, LanguageSchema, ProductDataResponseSchema, SymbolErrorSchema } from './pricing';

export { COMPARE_MAX_PRODUCTS };

export const CompareRequestSchema = z
  .object({
    symbols: z
      .array(
        z.string().trim().min(1, messageKey('errors.input.symbolRequired')).max(COMPARE_SYMBOL_MAX_LENGTH),
      )
      .min(1, messageKey('errors.input.symbolsEmpty'))
      .max(COMPARE_MAX_PRODUCTS, messageKey('errors.input.compareTooMany')),
    /** Market; the international market when absent. */
    country: CountrySchema.optional(),
    language: LanguageSchema.optional(),
    isGrossPrice: z.boolean().optional(),
  })
  .strict();
export type CompareRequest = z.infer<typeof CompareRequestSchema>;

export const CompareErrorSchema = SymbolErrorSchema;
export type CompareError = z.infer<typeof CompareErrorSchema>;

/** What the comparison shows of a product besides parameters, prices and stock. */
export const CompareProductSchema = ProductSummarySchema.omit({
  priceGroup: true,
  stock: true,
  leadTimeDays: true,
});
export type CompareProduct = z.infer<typeof CompareProductSchema>;

/** POST /ajax/compare/prepare: the list checked and normalised (catalogue symbols, no duplicates). */
export const ComparePrepareResponseSchema = z.object({
  /** Catalogue symbols of the products found, in the order sent, each once. */
  symbols: z.array(z.string()),
  products: z.array(CompareProductSchema),
  errors: z.array(CompareErrorSchema),
});
export type ComparePrepareResponse = z.infer<typeof ComparePrepareResponseSchema>;

/**
 * One row of the comparison: a parameter and its value for each product (null: the product has none).
 * Rows with a negative id are the product's classifications (lifecycle, RoHS, REACH, MSL, ECCN, HTS,
 * origin; ADR 075), after the parameters.
 */
export const CompareParameterRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  /** Aligned with `symbols`. */
  values: z.array(z.string().nullable()),
  /** True when the values are not all the same (a missing value differs from any value). */
  differs: z.boolean(),
});
export type CompareParameterRow = z.infer<typeof CompareParameterRowSchema>;

/** POST /ajax/compare/product-parameters: the union of the products' parameters, side by side. */
export const CompareParametersResponseSchema = z.object({
  symbols: z.array(z.string()),
  /** Parameters most of the products share first, then the catalogue's parameter order. */
  parameters: z.array(CompareParameterRowSchema),
  errors: z.array(CompareErrorSchema),
});
export type CompareParametersResponse = z.infer<typeof CompareParametersResponseSchema>;

/** POST /ajax/compare/prices-and-stocks: price groups and stock in the market's currency, per symbol. */
export const ComparePricesResponseSchema = ProductDataResponseSchema;
export type ComparePricesResponse = z.infer<typeof ComparePricesResponseSchema>;

/** What the /compare/ page shows: the page loader builds it, the browser rebuilds it from the three calls. */
export const CompareViewSchema = z.object({
  products: z.array(ProductSummarySchema),
  parameters: z.array(CompareParameterRowSchema),
  errors: z.array(CompareErrorSchema),
});
export type CompareView = z.infer<typeof CompareViewSchema>;
