import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { seedCatalog } from '../db/seed';
import { seedCompanyRegistry } from '../db/seed/accounts';
import { TEMPLATES_ENV, templateDatabaseName, templateDirectory, withAdmin } from './test-templates';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the scratch database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new
 * scratch database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 *
 * Within a vitest run (global-setup.ts) the database is a copy of a template migrated and seeded
 * once per seed size: the first file that asks for a size makes it, the others copy it (ADR 026).
 */
export async function createTestDatabase(options: { seedProducts?: number } = {}): Promise<TestDatabase> {
  const seedProducts = options.seedProducts ?? 400;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const run = process.env[TEMPLATES_ENV];
  if (adminUrl) {
    const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    if (run) {
      const template = await postgresTemplate(
        adminUrl,
        templateDatabaseName(run, seedProducts),
        seedProducts,
      );
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    } else {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    }
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 5 });
    if (!run) await fill(database, seedProducts);
    return withDestroy(database, () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const database = run
    ? await pgliteFromTemplate(templateDirectory(run), seedProducts)
    : await openDatabase({});
  if (!run) await fill(database, seedProducts);
  return withDestroy(database, async () => {});
}

/** What every test database holds: the schema, the generated catalogue, the company registry. */
async function fill(database: Database, seedProducts: number): Promise<void> {
  await migrateDatabase(database);
  if (seedProducts > 0) await seedCatalog(database, { products: seedProducts });
  await seedCompanyRegistry(database);
}

function withDestroy(database: Database, dropScratch: () => Promise<void>): TestDatabase {
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await dropScratch();
    },
  };
}

/**
 * The template database for this seed size, made on first use. It is filled under a name of its
 * own and renamed when complete, so a copy never starts from a half-made template; it then takes
 * no connections, as CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
 */
async function postgresTemplate(adminUrl: string, template: string, seedProducts: number): Promise<string> {
  if (await databaseExists(adminUrl, template)) return template;
  const building = `${template}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${building}`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 5 });
    try {
      await fill(database, seedProducts);
    } finally {
      await database.close();
    }
    await adminQuery(adminUrl, `ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
    await adminQuery(adminUrl, `ALTER DATABASE ${building} RENAME TO ${template}`);
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    // Another test file made the same template meanwhile: use theirs.
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  }
  return template;
}

const DUPLICATE_DATABASE = '42P04';

/**
 * An in-memory PGlite started from the template tarball of this seed size; the first file to ask
 * fills its own database and leaves the tarball (written aside and renamed: readers see all or none).
 */
async function pgliteFromTemplate(directory: string, seedProducts: number): Promise<Database> {
  const file = path.join(directory, `pglite-${seedProducts}.tar`);
  const tarball = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (tarball) return openDatabase({ loadDataDir: new Blob([tarball]) });
  const database = await openDatabase({});
  await fill(database, seedProducts);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}-${randomBytes(3).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return database;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withAdmin(adminUrl, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  });
}

async function adminQuery(url: string, sqlText: string): Promise<void> {
  await withAdmin(url, (client) => client.query(sqlText));
}
