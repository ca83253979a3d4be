import type { Config } from '../config';
import { migrateDatabase, openDatabase, type Database } from './client';
import { needsSeed, seedCatalog } from './seed';
import { seedCompanyRegistry, seedDemoAccounts } from './seed/accounts';
import { createCustomersService } from '../modules/customers/customers.service';
import { hashPassword } from '../modules/auth/passwords';

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
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
