import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { seedCatalog } from '../db/seed';
import { seedCompanyRegistry } from '../db/seed/accounts';

export interface TestDatabase extends Database {
  /** Closes the connection and removes the scratch database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new
 * scratch database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
export async function createTestDatabase(options: { seedProducts?: number } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropScratch = async () => {};
  if (adminUrl) {
    const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    dropScratch = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({});
  }
  await migrateDatabase(database);
  const seedProducts = options.seedProducts ?? 400;
  if (seedProducts > 0) await seedCatalog(database, { products: seedProducts });
  await seedCompanyRegistry(database);
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await dropScratch();
    },
  };
}

async function adminQuery(url: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}
