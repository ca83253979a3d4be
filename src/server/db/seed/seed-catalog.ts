import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { meta, products } from '../schema';
import { CatalogGenerator, LINK_GROUP_SIZE, type GeneratedProduct } from './catalog-generator';
import { marketplaceSeedSql } from './seed-marketplace';
import { insertKeyParametersSql } from './part-data';
import {
  insertCategoriesSql,
  insertManufacturersSql,
  insertParametersSql,
  insertProductBatchSql,
} from './seed-sql';
import { jsonLiteral, textLiteral } from './sql-literal';
import { contentSeedSql, SHOWCASE_FILTER } from './seed-content';

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
  'category_key_parameters',
  'product_cad_models',
  'product_packaging',
  'tooltips',
  'resources',
  'banners',
  'recommendations',
  'zone_products',
  'zones',
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
  const today = options.today ?? new Date();
  const generator = new CatalogGenerator(options.products, today);
  // Building indexes and checking foreign keys once over full tables is several times faster than
  // upkeep row by row. The definitions go into the meta row first, so a seed cut short puts them back.
  const deferred = await readDeferredSchema(database);
  await writeMeta(database, { status: 'running', products: options.products, deferred });
  await dropDeferredSchema(database, deferred);

  await database.exec(
    [
      insertCategoriesSql(generator.categories),
      insertManufacturersSql(generator.manufacturers),
      insertParametersSql(generator.parameters),
      insertKeyParametersSql(generator.keyParameterRows()),
      EXCHANGE_RATES_SQL,
    ].join('\n'),
  );
  await writeProducts(database, generator, options);
  await restoreDeferredSchema(database, deferred);
  await database.exec(
    [
      'categories',
      'manufacturers',
      'parameters',
      'products',
      'product_documents',
      'promotions',
      'product_cad_models',
    ]
      .map(
        (table) =>
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1));`,
      )
      .join('\n'),
  );
  await database.exec(homeSlotsSql());
  await database.exec(marketplaceSeedSql());
  await database.exec(
    contentSeedSql({ categories: generator.categories, manufacturers: generator.manufacturers, today }),
  );
  // Fresh statistics let the planner use the new indexes at once, and a vacuumed visibility map
  // lets counts and list pages read the indexes alone, instead of both waiting for autovacuum.
  await database.exec(`VACUUM ANALYZE ${CATALOGUE_TABLES.join(', ')};`);
  await writeMeta(database, {
    status: 'done',
    products: options.products,
    seededAt: new Date().toISOString(),
  });
}

async function clearInterruptedSeed(database: Database): Promise<void> {
  const [row] = await database.db.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_META_KEY));
  if (row) {
    await database.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE;`);
    const { deferred } = row.value as { deferred?: DeferredSchema };
    if (deferred) await restoreDeferredSchema(database, deferred);
    return;
  }
  const [existing] = await database.db.select({ id: products.id }).from(products).limit(1);
  if (existing)
    throw new Error(
      'The catalogue already holds products that were not seeded (an import?); refusing to seed over them',
    );
}

async function writeProducts(
  database: Database,
  generator: CatalogGenerator,
  options: SeedOptions,
): Promise<void> {
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

/** Secondary indexes and foreign keys of the catalogue tables, as the migrations made them. */
interface DeferredSchema {
  indexes: Array<{ name: string; definition: string }>;
  foreignKeys: Array<{ table: string; name: string; definition: string }>;
}

async function query<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

const CATALOGUE_TABLES_SQL = `ARRAY[${CATALOGUE_TABLES.map((t) => textLiteral(t)).join(',')}]::text[]`;

/**
 * Read from the system catalogues, never written out here, so the migrations stay the only source of
 * the schema. Indexes behind constraints (primary keys, unique constraints) stay: foreign keys need them.
 */
async function readDeferredSchema(database: Database): Promise<DeferredSchema> {
  const indexes = await query<{ name: string; definition: string }>(
    database,
    `SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY(${CATALOGUE_TABLES_SQL})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY t.relname, c.relname`,
  );
  const foreignKeys = await query<{ table: string; name: string; definition: string }>(
    database,
    `SELECT format('%I.%I', n.nspname, t.relname) AS table, format('%I', k.conname) AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE k.contype = 'f' AND n.nspname = current_schema() AND t.relname = ANY(${CATALOGUE_TABLES_SQL})
      ORDER BY t.relname, k.conname`,
  );
  return { indexes, foreignKeys };
}

async function dropDeferredSchema(database: Database, deferred: DeferredSchema): Promise<void> {
  const statements = [
    ...deferred.foreignKeys.map((fk) => `ALTER TABLE ${fk.table} DROP CONSTRAINT IF EXISTS ${fk.name};`),
    ...deferred.indexes.map((index) => `DROP INDEX IF EXISTS ${index.name};`),
  ];
  if (statements.length > 0) await database.exec(statements.join('\n'));
}

/** Puts back what is missing of the deferred indexes and foreign keys; the tables are full or empty. */
async function restoreDeferredSchema(database: Database, deferred: DeferredSchema): Promise<void> {
  const presentIndexes = new Set(
    (
      await query<{ name: string }>(
        database,
        `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'i'`,
      )
    ).map((r) => r.name),
  );
  const presentKeys = new Set(
    (
      await query<{ key: string }>(
        database,
        `SELECT format('%I.%I', n.nspname, t.relname) || ' ' || format('%I', k.conname) AS key FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace WHERE k.contype = 'f'`,
      )
    ).map((r) => r.key),
  );
  const parallel = database.kind === 'postgresql' ? POSTGRES_PARALLEL_BATCHES : 1;
  // Sorting runs in memory instead of temporary files; SET LOCAL keeps the setting off the pooled connection.
  const sorting = database.kind === 'postgresql' ? `SET LOCAL maintenance_work_mem = '256MB';` : '';
  await runLimited(
    deferred.indexes
      .filter((index) => !presentIndexes.has(index.name))
      .map((index) => `BEGIN; ${sorting} ${index.definition}; COMMIT;`),
    parallel,
    (statement) => database.exec(statement),
  );
  const missingKeys = deferred.foreignKeys.filter((fk) => !presentKeys.has(`${fk.table} ${fk.name}`));
  // Added unchecked first (a moment's lock each), then validated side by side: validation locks the
  // referenced table only lightly, so the checks of different tables do not queue behind each other.
  const toValidate = missingKeys.filter((fk) => !/\bNOT VALID$/.test(fk.definition));
  if (missingKeys.length > 0) {
    await database.exec(
      missingKeys
        .map(
          (fk) =>
            `ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}${toValidate.includes(fk) ? ' NOT VALID' : ''};`,
        )
        .join('\n'),
    );
  }
  await runLimited(toValidate, parallel, (fk) =>
    database.exec(`ALTER TABLE ${fk.table} VALIDATE CONSTRAINT ${fk.name};`),
  );
}

async function runLimited<T>(items: T[], parallel: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

async function writeMeta(database: Database, value: Record<string, unknown>): Promise<void> {
  await database.exec(
    `INSERT INTO meta (key, value, updated_at) VALUES (${textLiteral(SEED_META_KEY)}, ${jsonLiteral(value)}, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();`,
  );
}

const EXCHANGE_RATES_SQL = `INSERT INTO exchange_rates (currency, rate_pln) VALUES
  ('PLN', 1), ('EUR', 4.3), ('HUF', 0.0108), ('INR', 0.047), ('USD', 3.95);`;

function homeSlotsSql(): string {
  // A multiplicative hash spreads the picks over the whole catalogue instead of its first ids.
  const spread = `(id::bigint * 2654435761) % 4294967291`;
  return `
INSERT INTO home_slots (kind, position, product_id)
  SELECT 'main_slider', (row_number() OVER (ORDER BY ('PROMOTED' = ANY(flags)) DESC, ${spread}) - 1)::int, id
  FROM products WHERE ${SHOWCASE_FILTER} AND flags && ARRAY['PROMOTED','NEW']::text[]
  ORDER BY ('PROMOTED' = ANY(flags)) DESC, ${spread} LIMIT 6;
`;
}
