/**
 * Contracts of the catalogue (spec §2 pages, §3 "Product", §7 category drawer and linecard): what
 * the page loaders get from the catalogue service and what the /ajax catalogue calls answer.
 * Names are in the language asked for; prices come as Price groups (see ./pricing).
 */
import { z } from 'zod';
import { messageKey } from '../errors';
import { PAGE_SIZES, PRODUCT_SORTS, PRODUCT_VIEWS, MAX_PAGE } from '../product-list';
import { CountrySchema, LanguageSchema, PriceGroupSchema, ProductUnitSchema } from './pricing';
import { LIFECYCLE_STATUSES, REACH_STATUSES, ROHS_STATUSES } from '../product-compliance';

export const CategoryRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const CategoryRefWithCountSchema = CategoryRefSchema.extend({
  /** Products in the category and all its descendants. */
  productCount: z.number().int(),
});
export type CategoryRefWithCount = z.infer<typeof CategoryRefWithCountSchema>;

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  /** 1 = top level. */
  depth: number;
  /** Products in the category and all its descendants. */
  productCount: number;
  children: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    depth: z.number().int(),
    productCount: z.number().int(),
    children: z.array(CategoryNodeSchema),
  }),
);

export const CategoryTreeSchema = z.object({ categories: z.array(CategoryNodeSchema) });
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

export const CategoryTreeQuerySchema = z.object({ language: LanguageSchema.default('en') });

/**
 * Spec §7 category-drawer product-sum: how many products the catalogue holds (the drawer's "all
 * products" line), and per top-level category, from the same counts as the tree.
 */
export const ProductSumSchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), productCount: z.number().int() })),
});

/**
 * Spec §7 category-drawer picture-urls: a picture per top-level category, in the tree's order.
 * Categories carry no picture of their own: each shows its best-stocked product's picture (the
 * product named by `symbol`), or null when none of its products has one.
 */
export const DrawerPicturesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      pictureUrl: z.string().nullable(),
      /** The product whose picture it is. */
      symbol: z.string().nullable(),
    }),
  ),
});
export type DrawerPictures = z.infer<typeof DrawerPicturesSchema>;

/**
 * Spec §7 category-drawer legacy-tree: the tree as one flat list, parents before children, each
 * category with its parent's id and the address of its page (older clients walk it by parentId).
 */
export const LegacyTreeSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      parentId: z.number().int().nullable(),
      slug: z.string(),
      name: z.string(),
      depth: z.number().int(),
      productCount: z.number().int(),
      url: z.string(),
    }),
  ),
});

export const CategoryViewSchema = CategoryRefSchema.extend({
  depth: z.number().int(),
  parentId: z.number().int().nullable(),
  /** From the top level down to and including this category. */
  breadcrumb: z.array(CategoryRefSchema),
  children: z.array(CategoryRefWithCountSchema),
  /** Products in this category and all its descendants. */
  productCount: z.number().int(),
});
export type CategoryView = z.infer<typeof CategoryViewSchema>;

export const ManufacturerRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Linecard letter: upper-case first letter, or '#' for a digit. */
  letter: z.string(),
  logoUrl: z.string().nullable(),
});
export type ManufacturerRef = z.infer<typeof ManufacturerRefSchema>;

export const LinecardSchema = z.object({
  /** Every letter that has at least one manufacturer, sorted ('#' first). */
  letters: z.array(z.string()),
  /** Manufacturers of the letter asked for (all of them without a letter), by name. */
  manufacturers: z.array(ManufacturerRefSchema),
});
export type Linecard = z.infer<typeof LinecardSchema>;

export const LinecardQuerySchema = z.object({
  letter: z
    .string()
    .regex(/^([A-Za-z]|#)$/, messageKey('errors.input.letter'))
    .transform((v) => v.toUpperCase())
    .optional(),
});

/** Spec §7 linecard letters: the letters that have at least one manufacturer ('#' first). */
export const LinecardLettersSchema = z.object({ letters: z.array(z.string()) });

/** Spec §7 linecard categories: the categories holding one manufacturer's products. */
export const LinecardCategoriesQuerySchema = z
  .object({
    manufacturerId: z.coerce.number().int().positive(),
    language: LanguageSchema.optional(),
  })
  .strict();

export const LinecardCategoriesSchema = z.object({
  manufacturerId: z.number().int(),
  /** Leaf categories with the manufacturer's products in them, most products first. */
  categories: z.array(CategoryRefWithCountSchema),
});

export const ManufacturerViewSchema = ManufacturerRefSchema.extend({
  description: z.string().nullable(),
  /** Categories (leaves) holding this manufacturer's products, most products first. */
  categories: z.array(CategoryRefWithCountSchema),
});
export type ManufacturerView = z.infer<typeof ManufacturerViewSchema>;

// ---------------------------------------------------------------- products

export const ProductManufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
});

export const StatusLabelSchema = z.object({
  id: z.string(),
  flag: z.string(),
  severity: z.enum(['blocking', 'warning', 'info', 'promo']),
  i18nKey: z.string(),
});

export const ProductStockSchema = z.object({
  count: z.number().int(),
  unit: z.string(),
  external: z.number().int(),
});

/** What a product card, a list row or a tile shows. */
export const ProductSummarySchema = z.object({
  productId: z.number().int(),
  symbol: z.string(),
  originalSymbol: z.string().nullable(),
  description: z.string(),
  /** The part of the description before the first ';'. */
  name: z.string(),
  manufacturer: ProductManufacturerSchema,
  manufacturerSymbol: z.string(),
  category: CategoryRefSchema,
  unit: ProductUnitSchema,
  minimumQuantity: z.number().int(),
  multiples: z.number().int(),
  /** Product flags of spec §3 (NEW, PROMOTED, DANGEROUS, ...). */
  flags: z.array(z.string()),
  /** Display permissions of spec §3 (SHOW_PRICE, SHOW_STOCK, ...). */
  permissions: z.array(z.string()),
  /** Status labels to show, in order, after the hiding rules of spec §4 (common/product-status). */
  statusLabels: z.array(StatusLabelSchema),
  imageUrl: z.string().nullable(),
  stock: ProductStockSchema,
  leadTimeDays: z.number().int().nullable(),
  /** Lifecycle (ADR 075): a badge on cards and lists unless active. */
  lifecycle: z.enum(LIFECYCLE_STATUSES),
  /** Last day of the last-time buy (ISO date), for `ltb` (and kept on `obsolete`). */
  lastTimeBuyDate: z.string().nullable(),
  rohs: z.enum(ROHS_STATUSES),
  /** Null when the product has no SHOW_PRICE permission or no price list. */
  priceGroup: PriceGroupSchema.nullable(),
  /** Link to the product page in the market of the request. */
  url: z.string(),
  /**
   * The category's key parameters the product has, as list and tile rows show them ("Capacitance:
   * 100 nF"; ADR 076). Absent where a list does not show them.
   */
  keyParameters: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductParameterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display: z.string(),
  valueSi: z.number().nullable(),
  unit: z.string().nullable(),
});
export type ProductParameter = z.infer<typeof ProductParameterSchema>;

export const ProductDocumentSchema = z.object({
  kind: z.string(),
  title: z.string(),
  url: z.string(),
  language: z.string().nullable(),
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

/** "Environmental & export classifications" of the product page, print page and compare table. */
export const ProductComplianceSchema = z.object({
  rohs: z.enum(ROHS_STATUSES),
  reach: z.enum(REACH_STATUSES),
  eccn: z.string().nullable(),
  htsCode: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  msl: z.number().int().min(1).max(6).nullable(),
});
export type ProductComplianceView = z.infer<typeof ProductComplianceSchema>;

export const ProductDetailsSchema = ProductSummarySchema.extend({
  compliance: ProductComplianceSchema,
  /**
   * The part to use instead of an NRND, LTB or obsolete one; `url` is null while the symbol it names
   * is not in the catalogue.
   */
  lifecycleReplacement: z.object({ symbol: z.string(), url: z.string().nullable() }).nullable(),
  parameters: z.array(ProductParameterSchema),
  documents: z.array(ProductDocumentSchema),
  replacements: z.array(ProductSummarySchema),
  linked: z.array(ProductSummarySchema),
  related: z.array(ProductSummarySchema),
  /** From the top-level category down to the product's own. */
  breadcrumb: z.array(CategoryRefSchema),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

/** Symbol lookup key: upper case without spaces, dashes, dots or slashes ("rc-0603 fr/10k" → "RC0603FR10K"). */
export function normaliseSymbol(symbol: string): string {
  return symbol.toUpperCase().replace(/[\s\-./]+/g, '');
}

// ---------------------------------------------------------------- product lists

export {
  PAGE_SIZES,
  PRODUCT_SORTS,
  PRODUCT_VIEWS,
  type PageSize,
  type ProductSort,
  type ProductView,
} from '../product-list';

/** Parsed from a query string too, hence the coercion; every field has a default. */
export const ProductListQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  manufacturerId: z.coerce.number().int().positive().optional(),
  // Deep offsets cost a scan of everything before them; 1000 pages cover the counted 10 000+ results.
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().pipe(z.literal(PAGE_SIZES)).default(25),
  sort: z.enum(PRODUCT_SORTS).default('symbol'),
  view: z.enum(PRODUCT_VIEWS).default('linear'),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;
export type ProductListQueryInput = z.input<typeof ProductListQuerySchema>;

/** GET /ajax/catalog/products: the list query plus the market it is priced for. */
export const CatalogProductsQuerySchema = ProductListQuerySchema.extend({
  country: CountrySchema.optional(),
  /** "true"/"1" for gross prices (spec §9 parameter brutto). */
  gross: z.stringbool().optional(),
  language: LanguageSchema.optional(),
});
export type CatalogProductsQuery = z.output<typeof CatalogProductsQuerySchema>;

/** Counting a huge result exactly costs more than it tells: "10 000+" is enough for paging. */
export const PRODUCT_LIST_COUNT_CAP = 10_000;

export const ParameterColumnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
});
export type ParameterColumn = z.infer<typeof ParameterColumnSchema>;

export const ProductListSchema = z.object({
  /** Matching products; counting stops at PRODUCT_LIST_COUNT_CAP (then `totalExact` is false). */
  total: z.number().int(),
  totalExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  items: z.array(ProductSummarySchema),
  /** Parametric view: the most common parameters of the listed products' category (up to 6). */
  parameterColumns: z.array(ParameterColumnSchema),
  /** Parametric view: productId → parameterId → display text (keys are decimal strings in JSON). */
  parameterValues: z.record(z.string(), z.record(z.string(), z.string())),
});
export type ProductList = z.infer<typeof ProductListSchema>;

// ---------------------------------------------------------------- home page

/** The catalogue's part of the home page; recommendations and banners are the content area's. */
export const HomeContentSchema = z.object({
  mainSlider: z.array(ProductSummarySchema),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;
