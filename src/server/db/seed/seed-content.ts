import { htmlToText, sanitizeHtml } from '../../modules/content';
import { FOR_YOU_SLOTS, SLIDER_MAX, WEEK_SLOTS } from '../../../common/recommendations';
import type { CategoryRow, ManufacturerRow } from './catalog-generator';
import { BANNERS, PARAMETER_TOOLTIPS, RESOURCES, STATUS_TOOLTIPS, ZONES } from './content-data';
import { jsonLiteral, numberLiteral, rowsLiteral, textLiteral } from './sql-literal';

/** The seeded recommendations' algorithm; the click log keeps it with every click. */
export const SEED_ALGORITHM_VERSION = 'seed-spread-1';

/** Products people can actually buy: in stock, priced, not blocked. */
export const SHOWCASE_FILTER = `stock > 0 AND 'SHOW_PRICE' = ANY(permissions) AND 'SHOW_ORDER_BUTTON' = ANY(permissions)
  AND NOT flags && ARRAY['INVALID','NOT_IN_OFFER','PRODUCT_BLOCKED','PRODUCT_BLOCKED_BY_CONTEXT']::text[]`;

/** Products listed one by one in a zone per manufacturer or category named by the seed. */
const LISTED_PER_SOURCE = 24;

/** A multiplicative hash spreads picks over the whole catalogue instead of its first ids. */
const SPREAD = `(id::bigint * 2654435761) % 4294967291`;

export interface ContentSeedInput {
  categories: CategoryRow[];
  manufacturers: ManufacturerRow[];
  /** The seed's "today": banner dates and the recommendations' algorithm date hang off it. */
  today: Date;
}

/**
 * The shop's editorial content as SQL: zones, recommendations, banners, resources and tooltips.
 * Everything is a handful of statements whose cost does not grow with the catalogue beyond a few
 * index probes per zone category and the one spread pick of the recommended products.
 */
export function contentSeedSql(input: ContentSeedInput): string {
  const categoryBySlug = uniqueBySlug(input.categories);
  const manufacturerBySlug = new Map(input.manufacturers.map((m) => [m.slug, m]));
  const category = (slug: string) => {
    const row = categoryBySlug.get(slug);
    if (!row) throw new Error(`Unknown category slug in the content seed: ${slug}`);
    return row;
  };
  const manufacturer = (slug: string) => {
    const row = manufacturerBySlug.get(slug);
    if (!row) throw new Error(`Unknown manufacturer slug in the content seed: ${slug}`);
    return row;
  };
  const day = (offset: number) =>
    new Date(
      Date.UTC(input.today.getUTCFullYear(), input.today.getUTCMonth(), input.today.getUTCDate() + offset),
    );
  // Recommendations are recomputed weekly: they carry the Monday of the seed's week.
  const monday = day(-((input.today.getUTCDay() + 6) % 7));
  const algorithmDatetime = textLiteral(monday.toISOString());

  const zoneRows = ZONES.map((zone, index) => [
    numberLiteral(index + 1),
    textLiteral(zone.symbol),
    jsonLiteral(zone.names),
    jsonLiteral(zone.descriptions),
    `ARRAY[${zone.categorySlugs.map((slug) => category(slug).id).join(',')}]::int[]`,
    numberLiteral(index),
  ]);

  // Per manufacturer and per category an index range (products_manufacturer_symbol_idx,
  // products_category_idx): a few probes whatever the catalogue size.
  const listed = ZONES.flatMap((zone, index) => [
    ...zone.listed.manufacturerSlugs.map(
      (slug) => `INSERT INTO zone_products (zone_id, product_id)
  SELECT ${index + 1}, id FROM products WHERE manufacturer_id = ${manufacturer(slug).id} ORDER BY symbol LIMIT ${LISTED_PER_SOURCE}
  ON CONFLICT DO NOTHING;`,
    ),
    ...zone.listed.categorySlugs.map(
      (slug) => `INSERT INTO zone_products (zone_id, product_id)
  SELECT ${index + 1}, id FROM products WHERE category_id = ${category(slug).id} ORDER BY symbol LIMIT ${LISTED_PER_SOURCE}
  ON CONFLICT DO NOTHING;`,
    ),
  ]);

  const resourceRows: string[][] = [];
  const pushResource = (
    key: string,
    symbol: string,
    title: Record<string, string>,
    content: Record<string, string>,
    extra: { manufacturerId?: number; categoryIds?: number[]; position: number },
  ) => {
    for (const [language, html] of Object.entries(content)) {
      const clean = sanitizeHtml(html);
      resourceRows.push([
        textLiteral(key),
        textLiteral(symbol),
        textLiteral(language),
        textLiteral(title[language] ?? title.en),
        textLiteral(clean),
        textLiteral(shorten(htmlToText(clean), 160)),
        numberLiteral(extra.manufacturerId ?? null),
        `ARRAY[${(extra.categoryIds ?? []).join(',')}]::int[]`,
        numberLiteral(extra.position),
      ]);
    }
  };
  ZONES.forEach((zone, index) =>
    pushResource('zone', zone.symbol, zone.names, zone.content, { position: index }),
  );
  RESOURCES.forEach((resource, index) =>
    pushResource(resource.key, resource.symbol, resource.title, resource.content, {
      manufacturerId: resource.manufacturerSlug ? manufacturer(resource.manufacturerSlug).id : undefined,
      categoryIds: (resource.categorySlugs ?? []).map((slug) => category(slug).id),
      position: index,
    }),
  );

  const tooltipRows = [
    ...Object.entries(STATUS_TOOLTIPS).map(([id, texts]) => [`status.${id}`, texts] as const),
    ...Object.entries(PARAMETER_TOOLTIPS).map(([name, texts]) => [`parameter.${name}`, texts] as const),
  ].flatMap(([key, texts]) =>
    Object.entries(texts).map(([language, text]) => [
      textLiteral(key),
      textLiteral(language),
      textLiteral(text),
    ]),
  );

  const bannerRows = BANNERS.map((banner, position) => {
    const link =
      'path' in banner.link
        ? banner.link.path
        : `/${category(banner.link.categorySlug).id}_${banner.link.categorySlug}/katalog`;
    return [
      textLiteral(banner.zone),
      jsonLiteral(banner.title),
      textLiteral(`/assets-static/banners/${banner.image}-desktop.svg`),
      textLiteral(`/assets-static/banners/${banner.image}-mobile.svg`),
      textLiteral(link),
      banner.fromDays === undefined ? 'NULL' : textLiteral(day(banner.fromDays).toISOString()),
      // Inclusive: until the end of the last day.
      banner.toDays === undefined
        ? 'NULL'
        : textLiteral(new Date(day(banner.toDays + 1).getTime() - 1).toISOString()),
      numberLiteral(position),
    ];
  });

  const slots = FOR_YOU_SLOTS.to;
  return `
INSERT INTO zones (id, symbol, names, descriptions, category_ids, position) VALUES ${rowsLiteral(zoneRows)};
SELECT setval(pg_get_serial_sequence('zones', 'id'), ${ZONES.length});
${listed.join('\n')}
INSERT INTO recommendations (zone_id, slot, product_id, recommendation_type, algorithm_version, algorithm_datetime)
  SELECT NULL, slot, id, CASE WHEN slot < ${WEEK_SLOTS.to} THEN 'weekly' ELSE 'popular' END, ${textLiteral(SEED_ALGORITHM_VERSION)}, ${algorithmDatetime}
  FROM (SELECT id, (row_number() OVER (ORDER BY ${SPREAD}) - 1)::int AS slot FROM products WHERE ${SHOWCASE_FILTER} ORDER BY ${SPREAD} LIMIT ${slots}) picked;
INSERT INTO recommendations (zone_id, slot, product_id, recommendation_type, algorithm_version, algorithm_datetime)
  SELECT zone_id, (row_number() OVER (PARTITION BY zone_id ORDER BY stock DESC, symbol) - 1)::int, id, 'zone', ${textLiteral(SEED_ALGORITHM_VERSION)}, ${algorithmDatetime}
  FROM (
    SELECT z.id AS zone_id, p.id, p.stock, p.symbol,
           row_number() OVER (PARTITION BY z.id ORDER BY p.stock DESC, p.symbol) AS rank
    FROM zones z
    JOIN categories c ON c.path_ids && z.category_ids
    -- Per category an index range of products_category_stock_idx: cheap in a catalogue of any size.
    CROSS JOIN LATERAL (SELECT id, stock, symbol FROM products WHERE category_id = c.id AND ${SHOWCASE_FILTER} ORDER BY stock DESC, symbol LIMIT ${SLIDER_MAX}) p
  ) ranked
  WHERE rank <= ${SLIDER_MAX};
INSERT INTO banners (zone, title, desktop_image_url, mobile_image_url, link_url, date_from, date_to, position) VALUES ${rowsLiteral(bannerRows)};
INSERT INTO resources (key, symbol, language, title, content, short_content, manufacturer_id, category_ids, position) VALUES ${rowsLiteral(resourceRows)};
INSERT INTO tooltips (key, language, text) VALUES ${rowsLiteral(tooltipRows)};
`;
}

function uniqueBySlug(categories: CategoryRow[]): Map<string, CategoryRow> {
  const map = new Map<string, CategoryRow>();
  const duplicates = new Set<string>();
  for (const c of categories) {
    if (map.has(c.slug)) duplicates.add(c.slug);
    else map.set(c.slug, c);
  }
  for (const slug of duplicates) map.delete(slug);
  return map;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
