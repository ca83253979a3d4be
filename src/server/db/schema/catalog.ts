import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text-search document (to_tsvector); read only by search SQL. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Names in every UI language: { en, pl, hu, de }. */
export type LocalizedText = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    /** 1 = top level. */
    depth: smallint('depth').notNull(),
    /** Ids from the root down to this category, for subtree queries without recursion. */
    pathIds: integer('path_ids').array().notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId),
    index('categories_path_ids_idx').using('gin', t.pathIds),
  ],
);

export const manufacturers = pgTable(
  'manufacturers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Linecard letter: the upper-case first letter, or '#' for a digit. */
    letter: text('letter').notNull(),
    logoUrl: text('logo_url'),
    description: text('description'),
    promoted: boolean('promoted').notNull().default(false),
  },
  (t) => [uniqueIndex('manufacturers_name_uq').on(t.name), index('manufacturers_letter_idx').on(t.letter)],
);

/** Parameter definitions; a product's values are typed (SI number) where the parameter is numeric. */
export const parameters = pgTable(
  'parameters',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** SI base unit symbol (Ω, F, V, A, W, Hz, m, °C) or null for text parameters. */
    unit: text('unit'),
    numeric: boolean('numeric').notNull(),
  },
  (t) => [uniqueIndex('parameters_name_uq').on(t.name)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    /** Upper-case symbol without spaces, dashes, dots or slashes: the key of exact symbol lookup. */
    symbolKey: text('symbol_key').notNull(),
    originalSymbol: text('original_symbol'),
    description: text('description').notNull(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    manufacturerSymbol: text('manufacturer_symbol').notNull(),
    manufacturerSymbolKey: text('manufacturer_symbol_key').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** M, ST, ROL, KPL or OPK. */
    unit: text('unit').notNull(),
    minimumQuantity: integer('minimum_quantity').notNull().default(1),
    multiples: integer('multiples').notNull().default(1),
    /** Product flags of spec §3 (NEW, PROMOTED, DANGEROUS, ...). */
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Display permissions of spec §3 (SHOW_PRICE, SHOW_STOCK, ...). */
    permissions: text('permissions').array().notNull(),
    /** Decimal places of the unit price (cheap parts are priced to 4 or 5 places). */
    pricePrecision: smallint('price_precision').notNull().default(2),
    vatRateOverride: numeric('vat_rate_override', { precision: 5, scale: 2 }),
    imageUrl: text('image_url'),
    stock: integer('stock').notNull().default(0),
    /** Marketplace (external warehouse) stock. */
    externalStock: integer('external_stock').notNull().default(0),
    /** Working days to ship when not in stock. */
    leadTimeDays: smallint('lead_time_days'),
    /**
     * Back-orders (ADR 077): working days the factory takes to deliver what stock does not cover.
     * Set: an amount above the stock may be ordered and the rest follows after this many days;
     * null: the product is sold only from stock (ADR 011's rule).
     */
    factoryLeadDays: smallint('factory_lead_days'),
    /** Lowest net unit price in PLN, denormalised for sorting lists by price. */
    sortPrice: numeric('sort_price', { precision: 14, scale: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The description and text parameter values are the seed generator's English words, which the
     * shop shows in the buyer's language (catalog/catalogue-language.ts); imported text stays as given.
     */
    generatedText: boolean('generated_text').notNull().default(false),
    /**
     * Words of the description, which holds the name and the parameter texts ("Resistor: thick film;
     * SMD; 0603; 10kΩ; ±1%"). 'simple' keeps codes and numbers as written, without stemming. Stored,
     * so checking a word on a candidate row costs a lookup, not a re-parse of the description.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', ${products.description})`,
    ),
    /**
     * Keys of the product's parameter rows, kept by triggers on product_parameters (migration 0013):
     * `p{id}d{display}` for every row, `p{id}v{cell}` for a value (parameter_value_cell). On the
     * products row, so a search ANDs them with its words in one bitmap instead of visiting every
     * product of a broad word to probe its parameters (ADR 008).
     */
    parameterKeys: text('parameter_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Product data a buyer decides on (ADR 075; values in common/product-compliance.ts).
    /** active, nrnd, ltb (last-time buy) or obsolete. */
    lifecycle: text('lifecycle').notNull().default('active'),
    /** Last day orders are taken: set for `ltb`, kept as history on `obsolete`. */
    lastTimeBuyDate: date('last_time_buy_date'),
    /**
     * The part to design in instead (nrnd, ltb, obsolete), by symbol: a feed names it whether or not
     * it is in the catalogue yet, and a product page links it once it is (unique symbol index).
     */
    replacementSymbol: text('replacement_symbol'),
    /** compliant, exemption, not_compliant or unknown. */
    rohs: text('rohs').notNull().default('unknown'),
    /** svhc_free, contains_svhc or unknown. */
    reach: text('reach').notNull().default('unknown'),
    /** Export Control Classification Number: EAR99, 5A991, … */
    eccn: text('eccn'),
    /** Harmonized tariff code: 8541.21.0075. */
    htsCode: text('hts_code'),
    /** ISO 3166-1 alpha-2. */
    countryOfOrigin: text('country_of_origin'),
    /** Moisture sensitivity level 1–6 (1 = unlimited floor life). */
    msl: smallint('msl'),
  },
  (t) => [
    uniqueIndex('products_symbol_uq').on(t.symbol),
    // text_pattern_ops compares bytes whatever the database collation, so besides equality these
    // serve the prefix ranges of search and autocomplete (`key ~>=~ $1 AND key ~<~ $1 || max`).
    index('products_symbol_key_idx').on(t.symbolKey.op('text_pattern_ops')),
    index('products_manufacturer_symbol_key_idx').on(t.manufacturerSymbolKey.op('text_pattern_ops')),
    index('products_original_symbol_idx').on(t.originalSymbol),
    // Search: the original symbol under the same normalisation as the key columns (normaliseSymbol).
    index('products_original_symbol_key_idx')
      .on(sql`(upper(regexp_replace(${t.originalSymbol}, '[[:space:]./-]+', '', 'g'))) text_pattern_ops`)
      .where(sql`${t.originalSymbol} IS NOT NULL`),
    // Search: typo-tolerant symbol matches (pg_trgm, created by migration 0002_search_extensions).
    // Quick buy reads it too (similar symbols, ADR 047). A small pending list (256 kB): every scan
    // reads all entries not yet merged, which at the default 4 MB cost 5 ms a scan after an import
    // had rewritten 20 000 products; merging more often still keeps an import's entries batched.
    index('products_symbol_key_trgm_idx')
      .using('gin', t.symbolKey.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 256 }),
    // Quick buy: part numbers typed with a typo (parts of the key, `LIKE '%a%b%'`, ADR 047).
    index('products_manufacturer_symbol_key_trgm_idx')
      .using('gin', t.manufacturerSymbolKey.op('gin_trgm_ops'))
      .with({ gin_pending_list_limit: 256 }),
    // Search: words of the description.
    index('products_search_vector_idx').using('gin', t.searchVector),
    // Search: values and codes of the parameters, beside the words.
    index('products_parameter_keys_idx').using('gin', t.parameterKeys),
    // Product lists filter by category or manufacturer and sort by symbol, price or stock.
    index('products_category_idx').on(t.categoryId, t.symbol),
    // Same columns and directions as the ORDER BYs of catalog.repository (symbol breaks ties), so a
    // page is an index range per category instead of a sort.
    index('products_category_price_idx').on(t.categoryId, t.sortPrice.asc().nullsLast(), t.symbol),
    index('products_category_price_desc_idx').on(t.categoryId, t.sortPrice.desc().nullsLast(), t.symbol),
    index('products_category_stock_idx').on(t.categoryId, t.stock.desc(), t.symbol),
    // The category drawer's pictures (content selectDrawerPictures): per category the best-stocked
    // product with a picture is the first entry, however few products have one.
    index('products_category_picture_stock_idx')
      .on(t.categoryId, t.stock.desc(), t.symbol)
      .where(sql`${t.imageUrl} <> ''`),
    index('products_manufacturer_category_idx').on(t.manufacturerId, t.categoryId),
    index('products_manufacturer_symbol_idx').on(t.manufacturerId, t.symbol),
    index('products_manufacturer_price_idx').on(t.manufacturerId, t.sortPrice),
    // Lifecycle and RoHS filters: the rarer states (NRND, LTB, obsolete ~15 %; RoHS other than
    // compliant) as small partial bitmaps to AND with a category's or a word's (ADR 075). "Active"
    // and "compliant" are most of the catalogue: a filter on them is a recheck of the rows anyway.
    index('products_lifecycle_idx')
      .on(t.lifecycle, t.categoryId)
      .where(sql`${t.lifecycle} <> 'active'`),
    index('products_rohs_idx')
      .on(t.rohs, t.categoryId)
      .where(sql`${t.rohs} <> 'compliant'`),
  ],
);

export const productParameters = pgTable(
  'product_parameters',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id),
    /** Value in the SI base unit for numeric parameters. */
    valueSi: doublePrecision('value_si'),
    /** Text as shown to people: "10 kΩ", "0603", "X7R". */
    display: text('display').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.parameterId] }),
    // product_id last: parametric search and filters read the matching products from the index alone.
    index('product_parameters_value_idx').on(t.parameterId, t.valueSi, t.productId),
    index('product_parameters_display_idx').on(t.parameterId, t.display, t.productId),
  ],
);

/** Net unit price in PLN from a quantity up; the price list of the shop. */
export const priceBreaks = pgTable(
  'price_breaks',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    netPricePln: numeric('net_price_pln', { precision: 14, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.amount] })],
);

/** A time-limited promotional discount on every break of a product. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull(),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
  },
  (t) => [index('promotions_product_idx').on(t.productId, t.dateTo)],
);

/** Daily lowest unit price (first break, PLN net), the source of the EU Omnibus price. */
export const priceHistory = pgTable(
  'price_history',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    netPricePln: numeric('net_price_pln', { precision: 14, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

export const productDocuments = pgTable(
  'product_documents',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** datasheet, manual, certificate, drawing. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /**
     * Where the document comes from: a path of the shop's own (`/Document/…`: the shop makes the
     * datasheet from the product's data) or the supplier's http(s) URL (the public link redirects).
     */
    url: text('url').notNull(),
    language: text('language'),
    /** The public link's key, /Document/{token}/{file_name}: 32 random hex digits (ADR 020). */
    token: text('token').notNull(),
  },
  (t) => [
    index('product_documents_product_idx').on(t.productId),
    uniqueIndex('product_documents_token_idx').on(t.token),
    // Document search by words of the title ("Datasheet RC0603FR-0710KL").
    index('product_documents_title_tsv_idx').using('gin', sql`to_tsvector('simple', ${t.title})`),
  ],
);

/** Replacement, linked (accessories) and related products. */
export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: integer('linked_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.linkedProductId] })],
);

/** Currency → how many PLN one unit costs. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  ratePln: numeric('rate_pln', { precision: 14, scale: 6 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Home page main slider (recommendations and banners have tables of their own: schema/content). */
export const homeSlots = pgTable(
  'home_slots',
  {
    id: serial('id').primaryKey(),
    /** recommended_week, main_slider, banner_desktop, banner_mobile. */
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
  },
  (t) => [index('home_slots_kind_idx').on(t.kind, t.position)],
);

/** Bookkeeping of seeds and imports (so a restart does not seed twice). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
