/**
 * Contracts of the content area (spec §7): recommendations and their click tracking, resources,
 * tooltips, banners, zones, promotions and the manufacturer blocks. Names and texts come in the
 * language asked for; products come as catalogue summaries.
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { RECOMMENDATION_PLACES, RECOMMENDATION_TYPES, SLOT_COUNT } from '../recommendations';
import { ManufacturerRefSchema, ProductListSchema, ProductSummarySchema } from './catalog';
import { CountrySchema, LanguageSchema } from './pricing';

/** The market a GET call prices and names things for (same parameters as the catalogue calls). */
export const MarketQuerySchema = z.object({
  country: CountrySchema.optional(),
  /** "true"/"1" for gross prices (spec §9 parameter brutto). */
  gross: z.stringbool().optional(),
  language: LanguageSchema.optional(),
});

const ZONE_SYMBOL = /^[A-Za-z0-9_-]{1,60}$/;
export const ZoneSymbolSchema = z.string().regex(ZONE_SYMBOL, messageKey('errors.input.zoneSymbol'));

// ---------------------------------------------------------------- recommendations

export const RecommendationTrackingSchema = z.object({
  recommendation_type: z.enum(RECOMMENDATION_TYPES),
  algorithm_version: z.string(),
  algorithm_datetime: z.string(),
});
export type RecommendationTrackingFields = z.infer<typeof RecommendationTrackingSchema>;

export const RecommendedItemSchema = z.object({
  /** 0–13 of the week (or the zone's), 14–27 for you (spec §9). */
  slot: z.number().int(),
  product: ProductSummarySchema,
  tracking: RecommendationTrackingSchema,
});
export type RecommendedItem = z.infer<typeof RecommendedItemSchema>;

export const RecommendedProductsQuerySchema = MarketQuerySchema.extend({
  zoneSymbol: ZoneSymbolSchema.optional(),
});

export const RecommendedProductsSchema = z.object({
  items: z.array(RecommendedItemSchema),
  forYou: z.object({
    /** for_you with at least 4 recently viewed products (and marketing consent), else default. */
    variant: z.enum(['for_you', 'default']),
    /** Recently viewed products the for-you list was built from (0 without marketing consent). */
    symbolCount: z.number().int(),
  }),
  zone: z.object({ symbol: z.string(), name: z.string() }).nullable(),
});
export type RecommendedProducts = z.infer<typeof RecommendedProductsSchema>;

export const ManufacturerWithCountSchema = ManufacturerRefSchema.extend({
  /** Products of the manufacturer in the block's selection (recommended, in the zone); null where not counted. */
  productCount: z.number().int().nullable(),
});
export const ManufacturerBlockSchema = z.object({ manufacturers: z.array(ManufacturerWithCountSchema) });
export type ManufacturerBlock = z.infer<typeof ManufacturerBlockSchema>;
export type ManufacturerWithCount = z.infer<typeof ManufacturerWithCountSchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: messageKey('errors.input.dateTime') });

/** POST /ajax/recommendation/click: a click on a recommended product, with the spec §3 fields. */
export const RecommendationClickSchema = z
  .object({
    symbol: z.string().min(1).max(200),
    slot: z
      .number()
      .int()
      .min(0)
      .max(SLOT_COUNT - 1)
      .optional(),
    recommendation_type: z.enum(RECOMMENDATION_TYPES),
    recommendation_place: z.enum(RECOMMENDATION_PLACES),
    algorithm_version: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, messageKey('errors.input.algorithmVersion')),
    algorithm_datetime: isoDateTime,
    zone_symbol: ZoneSymbolSchema.optional(),
  })
  .strict();
export type RecommendationClick = z.infer<typeof RecommendationClickSchema>;

// ---------------------------------------------------------------- resources (spec §7 ajax_resource)

export const RESOURCE_FORMULAS = [
  'resources_by_symbol',
  'tme_simple_zone',
  'resource_symbol',
  'pip_certificates',
  'pip_selected_articles',
  'pip_other_articles',
] as const;
export type ResourceFormula = (typeof RESOURCE_FORMULAS)[number];

const RESOURCE_SYMBOL = z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/, messageKey('errors.input.resourceSymbol'));
/** Form bodies send numbers as text. */
const id = z.coerce
  .number({ error: messageKey('errors.input.number') })
  .int()
  .positive();
const limit = z.coerce
  .number({ error: messageKey('errors.input.number') })
  .int()
  .min(1)
  .max(20)
  .default(5);
const language = LanguageSchema.optional();

export const ResourceRequestSchema = z.discriminatedUnion(
  'formula',
  [
    z
      .object({
        formula: z.literal('resources_by_symbol'),
        resources_symbol: z.array(RESOURCE_SYMBOL).min(1).max(50),
        language,
      })
      .strict(),
    z
      .object({ formula: z.literal('tme_simple_zone'), zone_ids: z.array(id).min(1).max(50), language })
      .strict(),
    z.object({ formula: z.literal('resource_symbol'), resource_symbol: RESOURCE_SYMBOL, language }).strict(),
    z
      .object({
        formula: z.literal('pip_certificates'),
        attributes: z.object({ certificateName: z.array(z.string().min(1).max(60)).min(1).max(30) }).strict(),
        language,
      })
      .strict(),
    z
      .object({
        formula: z.literal('pip_selected_articles'),
        product_symbol: z.string().min(1).max(200),
        manufacturer_id: id.optional(),
        category_ids: z.array(id).max(20).default([]),
        limit,
        language,
      })
      .strict(),
    z.object({ formula: z.literal('pip_other_articles'), limit, language }).strict(),
  ],
  {
    error: (issue) => (issue.code === 'invalid_union' ? messageKey('errors.input.formula') : undefined),
  },
);
export type ResourceRequest = z.output<typeof ResourceRequestSchema>;

export const ResourceSchema = z.object({
  title: z.string(),
  /** Sanitised HTML (whitelisted tags and attributes only). */
  content: z.string(),
  /** Plain text. */
  shortContent: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const ArticleSchema = ResourceSchema.extend({ symbol: z.string() });
export type Article = z.infer<typeof ArticleSchema>;

/** Keyed by symbol (zone id for tme_simple_zone, certificate name for pip_certificates); or articles. */
export const ResourceResponseSchema = z.union([
  z.record(z.string(), ResourceSchema),
  z.object({ articles: z.array(ArticleSchema) }),
]);
export type ResourceResponse = z.infer<typeof ResourceResponseSchema>;

// ---------------------------------------------------------------- tooltips

const TOOLTIP_KEY = /^[A-Za-z0-9_.-]{1,80}$/;
export const TooltipsQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  /** Comma-separated keys, or the parameter repeated. */
  keys: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(TOOLTIP_KEY, messageKey('errors.input.tooltipKey')))
        .min(1, messageKey('errors.input.keysEmpty'))
        .max(100),
    ),
});
export const TooltipsCompleteQuerySchema = z.object({ language: LanguageSchema.default('en') });
export const TooltipsSchema = z.object({ language: z.string(), tooltips: z.record(z.string(), z.string()) });
export type Tooltips = z.infer<typeof TooltipsSchema>;

// ---------------------------------------------------------------- banners

export const ReviveZoneSchema = z.string().regex(/^[a-z0-9_-]{1,40}$/, messageKey('errors.input.reviveZone'));
export const BannerRequestSchema = z.object({ language }).strict().optional();
export const ContentBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  desktopImageUrl: z.string(),
  mobileImageUrl: z.string(),
  linkUrl: z.string(),
});
export type ContentBanner = z.infer<typeof ContentBannerSchema>;
export const BannersSchema = z.object({ zone: z.string(), banners: z.array(ContentBannerSchema) });

// ---------------------------------------------------------------- zones

export const ZoneSummarySchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
});
export type ZoneSummary = z.infer<typeof ZoneSummarySchema>;
export const ZonesQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  country: CountrySchema.optional(),
});
export const ZonesSchema = z.object({ zones: z.array(ZoneSummarySchema) });

/** Spec §7 product zones: the zones each of up to 100 products belongs to (ADR 081). */
export const PRODUCT_ZONES_MAX = 100;
export const ProductZonesRequestSchema = z
  .object({
    symbols: z
      .array(z.string().trim().min(1, messageKey('errors.input.symbolRequired')).max(200))
      .min(1, messageKey('errors.input.symbolsEmpty'))
      .max(PRODUCT_ZONES_MAX, messageKey('errors.input.symbolsTooMany')),
    language: LanguageSchema.default('en'),
    country: CountrySchema.optional(),
  })
  .strict();
export const ProductZonesSchema = z.object({
  /** In request order, each product once, with its zones in the zones' order (none: empty). */
  products: z.array(z.object({ symbol: z.string(), zones: z.array(ZoneSummarySchema) })),
  /** The symbols asked for that name no product, as sent. */
  errors: z.array(z.string()),
});
export type ProductZones = z.infer<typeof ProductZonesSchema>;

export const ZoneViewSchema = ZoneSummarySchema.extend({
  /** The zone's editorial text (tme_simple_zone resource), sanitised HTML; null when there is none. */
  content: z.string().nullable(),
  /** Manufacturers with products in the zone, most products first. */
  manufacturers: z.array(ManufacturerWithCountSchema),
});
export type ZoneView = z.infer<typeof ZoneViewSchema>;

// ---------------------------------------------------------------- promotions

export const PromotionInfoSchema = z.object({
  discountPercent: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
});
export type PromotionInfo = z.infer<typeof PromotionInfoSchema>;
export const PromotionListSchema = ProductListSchema.extend({
  /** productId → the running promotion shown with the product. */
  promotions: z.record(z.string(), PromotionInfoSchema),
});
export type PromotionList = z.infer<typeof PromotionListSchema>;
