import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Services } from '../services';
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
export async function createTestApp(
  options: { seedProducts?: number; web?: 'none' | 'production'; pageCacheTtlMs?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seedProducts: options.seedProducts });
  const { app, services } = await buildApp({
    database,
    web: options.web ?? 'none',
    logLevel: 'silent',
    pageCacheTtlMs: options.pageCacheTtlMs,
  });
  await app.ready();
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
