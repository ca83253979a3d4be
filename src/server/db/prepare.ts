import pg from 'pg';
import type { Config } from '../config';
import { migrateDatabase, openDatabase, type Database } from './client';
import { needsSeed, seedCatalog } from './seed';
import { seedCompanyRegistry, seedDemoAccounts, seedDemoTeam } from './seed/accounts';
import { seedDemoQuote } from '../modules/rfq';
import { seedDemoTenders } from '../modules/tenders';
import { seedDemoDiscountCodes } from '../modules/discounts';
import { createCustomersService } from '../modules/customers';
import { hashPassword } from '../modules/auth';

/**
 * Opens the configured database, applies migrations, and seeds the catalogue once if it is empty,
 * reporting progress (the first start of the embedded database takes a while).
 */
export async function prepareDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    await oneAtATime(config.databaseUrl, () => migrateAndSeed(database, config, log));
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Any constant of the shop's own: the advisory lock the starting instances take in turn. */
const STARTUP_LOCK = 7_016_031;

/**
 * Instances started together on one PostgreSQL database (a deployment of N) migrate and seed one
 * after the other: the first does the work, the others find it done. Without it two would apply
 * the same migration at once and one would stop on "relation already exists", or both would seed.
 * A session-level advisory lock on a connection of its own; the embedded database has one process
 * only (its data-directory lock).
 */
async function oneAtATime(databaseUrl: string | undefined, work: () => Promise<void>): Promise<void> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await work();
  } finally {
    // Ending the session releases the lock too, also when the work failed.
    await client.end();
  }
}

async function migrateAndSeed(
  database: Database,
  config: Config,
  log: (line: string) => void,
): Promise<void> {
  log(`Database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}; migrating…`);
  await migrateDatabase(database);
  if (config.seedProducts > 0 && (await needsSeed(database))) {
    log(`Seeding a catalogue of ${config.seedProducts} products (first start only)…`);
    const started = Date.now();
    let lastPercent = -1;
    await seedCatalog(database, {
      products: config.seedProducts,
      onProgress: (done, total) => {
        const percent = Math.floor((done / total) * 100);
        if (percent >= lastPercent + 10 || done === total) {
          lastPercent = percent;
          log(`  seeded ${done} / ${total} products (${percent}%)`);
        }
      },
    });
    log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  const companies = await seedCompanyRegistry(database);
  if (companies > 0) log(`Seeded a business registry of ${companies} companies.`);
  if (config.demoAccounts) {
    const customers = createCustomersService(database.db);
    const created = await seedDemoAccounts(database, {
      createAccount: (account) => customers.createAccount(account as never),
      hashPassword: (password) => hashPassword(password),
    });
    if (created > 0) log(`Created ${created} demo customer accounts (see README: Demo accounts).`);
    // With the accounts, once: a quote the demo company can accept in part (issue 18).
    if (created > 0 && (await seedDemoQuote(database.db, 'company@demo.shop'))) {
      log('Created a demo request for quote with its quote (company@demo.shop).');
    }
    // With the accounts, once: the demo company's buyer with limits and its approver (ADR 078).
    if (created > 0) {
      const team = await seedDemoTeam(database);
      if (team > 0) log('Created the demo company’s team: buyer@demo.shop (limits) and approver@demo.shop.');
    }
    const codes = await seedDemoDiscountCodes(database.db);
    if (codes > 0) log(`Created ${codes} demo discount codes (see README: Demo accounts).`);
    // With the demo accounts, once: one open public tender per market (ADR 070).
    if (created > 0) {
      const published = await seedDemoTenders(database.db);
      if (published > 0) log(`Published ${published} demo tenders (/tenders).`);
    }
  }
}
