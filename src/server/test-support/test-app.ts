import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { TrustProxy } from '../config';
import type { Services, ServicesOptions } from '../services';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../db/seed/accounts';
import type { PasswordCost } from '../modules/auth/passwords';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, driven through app.inject (real routing, hooks, validation and
 * serialisation without a socket). `web: 'production'` also renders pages from build/.
 */
/** scrypt at 2^12 in tests: the same code path as production's 2^17, a hundred times faster. */
export const TEST_PASSWORD_COST: PasswordCost = { log2N: 12, r: 8, p: 1 };

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export interface TestAppOptions {
  seedProducts?: number;
  web?: 'none' | 'production';
  /** Creates the demo customers (README) with the demo password. */
  demoAccounts?: boolean;
  accounts?: ServicesOptions;
  publicUrl?: string;
  trustProxy?: TrustProxy;
  devMailbox?: boolean;
  pageCacheTtlMs?: number;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seedProducts: options.seedProducts });
  const { app, services } = await buildApp({
    database,
    web: options.web ?? 'none',
    logLevel: 'silent',
    pageCacheTtlMs: options.pageCacheTtlMs,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    devMailbox: options.devMailbox,
    accounts: { passwordCost: TEST_PASSWORD_COST, ...options.accounts },
  });
  await app.ready();
  if (options.demoAccounts) {
    await seedDemoAccounts(database, {
      createAccount: (account) => services.customers.createAccount(account as never),
      hashPassword: (password) => services.auth.hashPassword(password),
    });
  }
  return {
    app,
    services,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
