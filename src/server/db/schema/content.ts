import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { manufacturers, products, type LocalizedText } from './catalog';

/**
 * Zones (spec §2 /katalog/{zoneSymbol}/sub): themed selections of the catalogue. A product belongs
 * to a zone when its category lies under one of the zone's categories, or when it is listed.
 */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** One-line description per language (plain text). */
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    /** Categories (any depth) whose subtrees belong to the zone. */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('zones_symbol_uq').on(t.symbol)],
);

/** Products listed in a zone one by one, beside those of its categories. */
export const zoneProducts = pgTable(
  'zone_products',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.productId] }),
    index('zone_products_product_idx').on(t.productId),
  ],
);

/**
 * Recommended products (spec §9): slots 0–13 of the week, 14–27 the default for-you list shown to
 * visitors without enough history; rows with a zone are that zone's recommendations.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** weekly, popular or zone (common/recommendations RECOMMENDATION_TYPES). */
    recommendationType: text('recommendation_type').notNull(),
    algorithmVersion: text('algorithm_version').notNull(),
    algorithmDatetime: timestamp('algorithm_datetime', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('recommendations_zone_slot_idx').on(t.zoneId, t.slot),
    check('recommendations_slot_range', sql`${t.slot} >= 0 AND ${t.slot} < 28`),
  ],
);

/** Clicks on recommended products with the spec's tracking fields (spec §3). */
export const recommendationClicks = pgTable(
  'recommendation_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    symbol: text('symbol').notNull(),
    recommendationType: text('recommendation_type').notNull(),
    recommendationPlace: text('recommendation_place').notNull(),
    algorithmVersion: text('algorithm_version').notNull(),
    algorithmDatetime: timestamp('algorithm_datetime', { withTimezone: true }).notNull(),
    slot: smallint('slot'),
    zoneSymbol: text('zone_symbol'),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommendation_clicks_clicked_at_idx').on(t.clickedAt)],
);

/**
 * Editorial texts (spec §7 ajax_resource): by kind (`key`: resource, zone, certificate, article),
 * symbol and language. `content` is HTML sanitised from a whitelist when written, never raw.
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    symbol: text('symbol').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Plain text. */
    shortContent: text('short_content').notNull(),
    /** Articles: the manufacturer and categories they are about (for product pages). */
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resources_key_symbol_language_uq').on(t.key, t.symbol, t.language),
    index('resources_category_ids_idx').using('gin', t.categoryIds),
  ],
);

/** Explanations shown in the catalogue's tooltips (status labels, parameters), per language. Plain text. */
export const tooltips = pgTable(
  'tooltips',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** Banners by revive zone (spec §7 banner/revive/{reviveZone}), with a desktop and a mobile image. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    zone: text('zone').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    desktopImageUrl: text('desktop_image_url').notNull(),
    mobileImageUrl: text('mobile_image_url').notNull(),
    linkUrl: text('link_url').notNull(),
    /** Shown from/until (inclusive); null is open-ended. */
    dateFrom: timestamp('date_from', { withTimezone: true }),
    dateTo: timestamp('date_to', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('banners_zone_idx').on(t.zone, t.position)],
);
