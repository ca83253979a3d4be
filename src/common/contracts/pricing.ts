/**
 * Contracts of prices and stock (spec §3 "Price group", "Price line", "Stock"; §7 "Prices and
 * products"). Every price leaves the server as a decimal string already converted to the market's
 * currency, net or gross as asked, and rounded to the precision given beside it: pages format it,
 * they never compute it.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { PRODUCT_DATA_MAX_ITEMS } from '../limits';

export const LanguageSchema = z.enum(['en', 'pl', 'hu', 'de']);
export type PriceLanguage = z.infer<typeof LanguageSchema>;

/** Country code of a market (spec §3 countryCode: two letters). Unknown markets fall back to `en`. */
export const CountrySchema = z.string().regex(/^[a-z]{2}$/, messageKey('errors.input.countryCode'));

/** Who the prices are for: the market decides currency and VAT, `gross` adds the VAT. */
export const PriceContextSchema = z.object({
  country: CountrySchema,
  gross: z.boolean(),
  language: LanguageSchema,
});
export type PriceContext = z.infer<typeof PriceContextSchema>;

/** A money value: a plain decimal string ("0.0123", "1250"), never a binary float. */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);
export type DecimalString = z.infer<typeof DecimalStringSchema>;

export const PricePrecisionsSchema = z.object({
  /** Decimal places the product is priced to (from the catalogue). */
  pricePrecision: z.number().int(),
  /** Decimal places `price` is rounded to (never fewer than the currency has). */
  price: z.number().int(),
  /** Decimal places `basePrice` is rounded to. */
  basePrice: z.number().int(),
});
export type PricePrecisions = z.infer<typeof PricePrecisionsSchema>;

/** One price break: from `amount` units up, each unit costs `price`. */
export const PriceLineSchema = z.object({
  amount: z.number().int(),
  /** Unit price to pay (the promotional one during a promotion). */
  price: DecimalStringSchema,
  /** Regular unit price (equals `price` when there is no promotion). */
  basePrice: DecimalStringSchema,
  /**
   * EU Omnibus: lowest unit price of this break in the 30 days before today; set while a promotion
   * runs (and always by the omnibus endpoint), else null.
   */
  omnibusPrice: DecimalStringSchema.nullable(),
  /** Price of `factoredUnit.factor` units when one unit is too cheap to show well, else null. */
  factoredPrice: DecimalStringSchema.nullable(),
  /** True when `price` is a promotional (special) price. */
  special: z.boolean(),
  precisions: PricePrecisionsSchema,
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

export const PromotionSchema = z.object({
  /** ISO dates (YYYY-MM-DD), inclusive. */
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PriceGroupSchema = z.object({
  /** Price breaks, ascending by amount; the price falls (or stays) as the amount grows. */
  elements: z.array(PriceLineSchema),
  /** VAT in percent (23 means 23 %). */
  vatRate: z.number(),
  currency: z.string(),
  type: z.enum(['NET', 'GROSS']),
  promotion: PromotionSchema.nullable(),
});
export type PriceGroup = z.infer<typeof PriceGroupSchema>;

/** Unit of sale (spec §3 product unit): code M, ST, ROL, KPL or OPK with its words in the language. */
export const ProductUnitSchema = z.object({
  code: z.string(),
  shortName: z.string(),
  singularTranslation: z.string(),
  pluralTranslation: z.string(),
});
export type ProductUnit = z.infer<typeof ProductUnitSchema>;

/** "Factored" unit: prices of very cheap parts are also shown per `factor` units (e.g. per 100 pcs). */
export const FactoredUnitSchema = z.object({
  factor: z.number().int(),
  shortName: z.string(),
});
export type FactoredUnit = z.infer<typeof FactoredUnitSchema>;

export const StockSchema = z.object({
  /** Units in the shop's own warehouse. */
  count: z.number().int(),
  /** Short name of the unit the count is in. */
  unit: z.string(),
  /** Units in external (marketplace) warehouses. */
  external: z.number().int(),
  /** Working days to ship when not in stock (scope.delivery_confirmed), else null. */
  leadTimeDays: z.number().int().nullable(),
});
export type Stock = z.infer<typeof StockSchema>;

// ---------------------------------------------------------------- exchange rates (ajax_exchange_rates)

/** Currency → how many PLN one unit of it costs, as a decimal string ({"PLN":"1","EUR":"4.30"}). */
export const ExchangeRatesSchema = z.record(z.string(), DecimalStringSchema);
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

// ---------------------------------------------------------------- product data (ajax_product_data)

export { PRODUCT_DATA_MAX_ITEMS };

export const ProductDataRequestSchema = z
  .object({
    items: z
      .array(z.object({ symbol: z.string().trim().min(1).max(100) }).strict())
      .min(1, messageKey('errors.input.symbolsEmpty'))
      .max(PRODUCT_DATA_MAX_ITEMS, messageKey('errors.input.symbolsTooMany')),
    isGrossPrice: z.boolean().optional(),
    scope: z
      .object({
        prices: z.boolean().optional(),
        stock: z.boolean().optional(),
        delivery_confirmed: z.boolean().optional(),
      })
      .strict()
      .optional(),
    /** Market; defaults to the `market` cookie's country, then `en`. */
    country: CountrySchema.optional(),
    language: LanguageSchema.optional(),
  })
  .strict();
export type ProductDataRequest = z.infer<typeof ProductDataRequestSchema>;

/**
 * Spec §7 price-stock prices, stocks and prices-stocks: product data of fixed scope, so the body is
 * the product-data body without `scope` (`delivery_confirmed` may still ask for lead times).
 */
export const PriceStockRequestSchema = ProductDataRequestSchema.omit({ scope: true })
  .extend({ deliveryConfirmed: z.boolean().optional() })
  .strict();
export type PriceStockRequest = z.infer<typeof PriceStockRequestSchema>;
/** What the service needs: the request without the market fields (they go into PriceContext). */
export type ProductDataItems = Pick<ProductDataRequest, 'items' | 'scope'>;

export const ProductDataItemSchema = z.object({
  symbol: z.string(),
  /** Null when prices were not asked for (scope.prices false) or the product's price is hidden. */
  priceGroup: PriceGroupSchema.nullable(),
  unit: ProductUnitSchema,
  /** Null when stock was not asked for (scope.stock false) or is hidden (no SHOW_STOCK). */
  stock: StockSchema.nullable(),
});
export type ProductDataItem = z.infer<typeof ProductDataItemSchema>;

/**
 * A symbol of a many-symbol call that has no answer, beside the others in the 200 answer (ADR 030):
 * `error` is worded in the language of the product texts beside it: the call's `language`, else its
 * market's; `messageKey` is its catalogue key for clients that choose their own words.
 */
export const SymbolErrorSchema = z.object({
  /** The symbol as sent. */
  symbol: z.string(),
  error: z.string(),
  messageKey: z.string(),
});
export type SymbolError = z.infer<typeof SymbolErrorSchema>;

export const ProductDataErrorSchema = SymbolErrorSchema;
export type ProductDataError = z.infer<typeof ProductDataErrorSchema>;

export const ProductDataResponseSchema = z.object({
  /** In request order; a symbol that failed comes back as {symbol, error, messageKey} beside the others. */
  products: z.array(z.union([ProductDataItemSchema, ProductDataErrorSchema])),
});
export type ProductDataResponse = z.infer<typeof ProductDataResponseSchema>;

// ---------------------------------------------------------------- omnibus (ajax_omnibus_price)

/** JSON `{symbol}`; the legacy form field `Symbol` is accepted too. */
export const OmnibusRequestSchema = z
  .object({
    symbol: z.string().trim().min(1).max(100).optional(),
    Symbol: z.string().trim().min(1).max(100).optional(),
    country: CountrySchema.optional(),
    isGrossPrice: z.boolean().optional(),
    language: LanguageSchema.optional(),
  })
  .strict()
  .refine((v) => v.symbol !== undefined || v.Symbol !== undefined, {
    message: messageKey('errors.input.symbolRequired'),
    path: ['symbol'],
  });
export type OmnibusRequest = z.infer<typeof OmnibusRequestSchema>;

export const OmnibusProductSchema = z.object({
  symbol: z.string(),
  priceGroup: PriceGroupSchema.nullable(),
  unit: ProductUnitSchema,
  factoredUnit: FactoredUnitSchema.nullable(),
});
export type OmnibusProduct = z.infer<typeof OmnibusProductSchema>;

export const OmnibusResponseSchema = z.object({ products: z.array(OmnibusProductSchema) });
export type OmnibusResponse = z.infer<typeof OmnibusResponseSchema>;

// ---------------------------------------------------------------- amount hints (ajax hint, hint amounts)

/** Longest product symbol a hint is asked for. */
export const HINT_SYMBOL_MAX = 100;

/** Spec §7 hint, hint amounts: `?symbol=` of one product. */
export const HintQuerySchema = z.object({
  symbol: z
    .string(messageKey('errors.input.symbolRequired'))
    .trim()
    .min(1, messageKey('errors.input.symbolRequired'))
    .max(HINT_SYMBOL_MAX, messageKey('errors.input.tooLong')),
});

/** What the amount input hints for a product: its amount rules, price breaks and stock. */
export const HintSchema = z.object({
  symbol: z.string(),
  /** Smallest amount that may be ordered. */
  minimum: z.number().int(),
  /** The amount is a multiple of this. */
  multiples: z.number().int(),
  /** Short name of the unit the amounts are in ("pcs"). */
  unit: z.string(),
  /** Amounts from which a lower unit price applies, ascending; empty without a price list. */
  priceBreaks: z.array(z.number().int()),
  /** Null when the product's stock is not shown. */
  stock: z.object({ count: z.number().int(), external: z.number().int() }).nullable(),
});
export type Hint = z.infer<typeof HintSchema>;

/** The amounts to suggest: each price break on the product's grid (minimum, multiples), ascending. */
export const HintAmountsSchema = z.object({
  symbol: z.string(),
  amounts: z.array(z.number().int()),
});
export type HintAmounts = z.infer<typeof HintAmountsSchema>;
