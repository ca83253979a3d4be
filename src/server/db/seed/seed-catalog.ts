import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { meta, products } from '../schema';
import { CatalogGenerator, LINK_GROUP_SIZE, type GeneratedProduct } from './catalog-generator';
import { insertCategoriesSql, insertManufacturersSql, insertParametersSql, insertProductBatchSql } from './seed-sql';
import { jsonLiteral, textLiteral } from './sql-literal';

export interface SeedOptions {
  products: number;
  /** Called after every committed batch with the number of products written so far. */
  onProgress?: (done: number, total: number) => void;
  /** "Now" for promotions and price history; tests pin it. */
  today?: Date;
}

const SEED_META_KEY = 'seed';
/** Products per INSERT batch: large enough to amortise round trips, a multiple of the link group. */
const BATCH_PRODUCTS = 2 * LINK_GROUP_SIZE * 10;
/** PostgreSQL takes batches on several pooled connections at once; PGlite has one connection. */
const POSTGRES_PARALLEL_BATCHES = 3;

const CATALOGUE_TABLES = [
  'home_slots',
  'product_links',
  'price_history',
  'promotions',
  'product_documents',
  'price_breaks',
  'product_parameters',
  'products',
  'parameters',
  'manufacturers',
  'categories',
  'exchange_rates',
];

export async function isSeeded(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_META_KEY));
  return (row?.value as { status?: string } | undefined)?.status === 'done';
}

/**
 * Whether the shop should seed at start: not when a seed finished, and not when the catalogue was
 * filled some other way (an import into an empty database); yes when empty or a seed was cut short.
 */
export async function needsSeed(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_META_KEY));
  if (row) return (row.value as { status?: string }).status !== 'done';
  const [existing] = await database.db.select({ id: products.id }).from(products).limit(1);
  return !existing;
}

/**
 * Fills an empty catalogue with the generated one. A seed that was interrupted (marked running) is
 * cleared and redone; a catalogue filled some other way (an import) is never overwritten.
 */
export async function seedCatalog(database: Database, options: SeedOptions): Promise<void> {
  if (await isSeeded(database)) return;
  await clearInterruptedSeed(database);
  const generator = new CatalogGenerator(options.products, options.today);
  await writeMeta(database, { status: 'running', products: options.products });

  await database.exec(
    [
      insertCategoriesSql(generator.categories),
      insertManufacturersSql(generator.manufacturers),
      insertParametersSql(generator.parameters),
      EXCHANGE_RATES_SQL,
    ].join('\n'),
  );
  await writeProducts(database, generator, options);
  await database.exec(
    ['categories', 'manufacturers', 'parameters', 'products', 'product_documents', 'promotions']
      .map((table) => `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1));`)
      .join('\n'),
  );
  await database.exec(homeSlotsSql(generator));
  // Fresh statistics let the planner use the new indexes at once instead of after autovacuum.
  await database.exec(`ANALYZE ${CATALOGUE_TABLES.join(', ')};`);
  await writeMeta(database, { status: 'done', products: options.products, seededAt: new Date().toISOString() });
}

async function clearInterruptedSeed(database: Database): Promise<void> {
  const [row] = await database.db.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_META_KEY));
  if (row) {
    await database.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE;`);
    return;
  }
  const [existing] = await database.db.select({ id: products.id }).from(products).limit(1);
  if (existing) throw new Error('The catalogue already holds products that were not seeded (an import?); refusing to seed over them');
}

async function writeProducts(database: Database, generator: CatalogGenerator, options: SeedOptions): Promise<void> {
  const parallel = database.kind === 'postgresql' ? POSTGRES_PARALLEL_BATCHES : 1;
  const inFlight = new Set<Promise<void>>();
  let written = 0;
  let batch: GeneratedProduct[] = [];
  const flush = async (rows: GeneratedProduct[]) => {
    const task = database.exec(insertProductBatchSql(rows)).then(() => {
      written += rows.length;
      options.onProgress?.(written, options.products);
    });
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task)).catch(() => undefined);
    // Back-pressure: never more than `parallel` batches generated but unwritten, so memory stays flat.
    if (inFlight.size >= parallel) await Promise.race(inFlight);
  };
  for (const product of generator.products()) {
    batch.push(product);
    if (batch.length === BATCH_PRODUCTS) {
      await flush(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await flush(batch);
  await Promise.all(inFlight);
}

async function writeMeta(database: Database, value: Record<string, unknown>): Promise<void> {
  await database.exec(
    `INSERT INTO meta (key, value, updated_at) VALUES (${textLiteral(SEED_META_KEY)}, ${jsonLiteral(value)}, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();`,
  );
}

const EXCHANGE_RATES_SQL = `INSERT INTO exchange_rates (currency, rate_pln) VALUES
  ('PLN', 1), ('EUR', 4.3), ('HUF', 0.0108), ('INR', 0.047), ('USD', 3.95);`;

/** Products people can actually buy: in stock, priced, not blocked. */
const SHOWCASE_FILTER = `stock > 0 AND 'SHOW_PRICE' = ANY(permissions) AND 'SHOW_ORDER_BUTTON' = ANY(permissions)
  AND NOT flags && ARRAY['INVALID','NOT_IN_OFFER','PRODUCT_BLOCKED','PRODUCT_BLOCKED_BY_CONTEXT']::text[]`;

function homeSlotsSql(generator: CatalogGenerator): string {
  // A multiplicative hash spreads the picks over the whole catalogue instead of its first ids.
  const spread = `(id::bigint * 2654435761) % 4294967291`;
  const topCategories = generator.categories.filter((c) => c.depth === 1).slice(0, 3);
  const banners = BANNERS.flatMap((banner, position) => {
    const category = topCategories[position];
    const link = `/${category.id}_${category.slug}/katalog`;
    return (['desktop', 'mobile'] as const).map(
      (device) =>
        `(${textLiteral(`banner_${device}`)}, ${position}, NULL, ${jsonLiteral(banner.title)}, ${textLiteral(`/assets-static/banners/${banner.image}-${device}.webp`)}, ${textLiteral(link)})`,
    );
  });
  return `
INSERT INTO home_slots (kind, position, product_id)
  SELECT 'recommended_week', (row_number() OVER (ORDER BY ${spread}) - 1)::int, id
  FROM products WHERE ${SHOWCASE_FILTER} ORDER BY ${spread} LIMIT 14;
INSERT INTO home_slots (kind, position, product_id)
  SELECT 'main_slider', (row_number() OVER (ORDER BY ('PROMOTED' = ANY(flags)) DESC, ${spread}) - 1)::int, id
  FROM products WHERE ${SHOWCASE_FILTER} AND flags && ARRAY['PROMOTED','NEW']::text[]
  ORDER BY ('PROMOTED' = ANY(flags)) DESC, ${spread} LIMIT 6;
INSERT INTO home_slots (kind, position, product_id, title, image_url, link_url) VALUES ${banners.join(',\n')};
`;
}

const BANNERS = [
  {
    image: 'passive-components',
    title: { en: 'Passive components from stock', pl: 'Elementy pasywne z magazynu', hu: 'Passzív alkatrészek raktárról', de: 'Passive Bauelemente ab Lager' },
  },
  {
    image: 'semiconductors',
    title: { en: 'Semiconductors: new arrivals', pl: 'Półprzewodniki: nowości', hu: 'Félvezetők: újdonságok', de: 'Halbleiter: Neuheiten' },
  },
  {
    image: 'optoelectronics',
    title: { en: 'LEDs and displays on promotion', pl: 'Diody LED i wyświetlacze w promocji', hu: 'LED-ek és kijelzők akcióban', de: 'LEDs und Displays im Angebot' },
  },
];
