import type { FastifyInstance } from 'fastify';
import { appOptionsFromConfig, buildApp, type AppOptions } from '../app';
import type { Config, TrustProxy } from '../config';
import type { Services, ServicesOptions } from '../services';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../db/seed/accounts';
import type { PasswordCost } from '../modules/auth';
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
  /**
   * Build the app as the start does from this configuration (production mode, say) instead of the
   * demo shop's defaults; the database is still the test one, and the options above still apply.
   */
  config?: Config;
}

/**
 * The demo shop by default, as the embedded database runs it (ADR 015): the local captcha and the
 * test payment operator on, links to http://localhost (app.inject's default Host).
 */
const DEMO_SHOP: Omit<AppOptions, 'database' | 'web'> = {
  publicUrl: 'http://localhost',
  accounts: { localCaptcha: true, paymentTestpay: true, internalWebhooks: true },
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ seedProducts: options.seedProducts });
  const base = options.config ? appOptionsFromConfig(options.config) : DEMO_SHOP;
  const { app, services } = await buildApp({
    ...base,
    database,
    web: options.web ?? 'none',
    logLevel: 'silent',
    pageCacheTtlMs: options.pageCacheTtlMs ?? base.pageCacheTtlMs,
    publicUrl: options.publicUrl ?? base.publicUrl,
    trustProxy: options.trustProxy ?? base.trustProxy,
    devMailbox: options.devMailbox ?? base.devMailbox,
    accounts: {
      ...base.accounts,
      // Tests start no background work; a settled catalogue is not what they look at. Background
      // jobs (ADR 039) are off too, unless a test asks for them (the alert job's tests).
      warmCatalogueListings: false,
      jobs: undefined,
      passwordCost: TEST_PASSWORD_COST,
      ...options.accounts,
    },
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
