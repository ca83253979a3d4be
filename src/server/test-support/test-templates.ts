import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * vitest globalSetup of the node project (ADR 026): names this run's database templates and removes
 * them at the end. test-database.ts makes each template when a test file first asks for its seed
 * size, so a run of one file makes one template, not one per size the suite uses.
 */

/** The run's id, for the test workers (they inherit the environment the global setup leaves). */
export const TEMPLATES_ENV = 'SHOP_TEST_TEMPLATES';

/** Where the PGlite templates of a run lie: one data directory tarball per seed size. */
export function templateDirectory(run: string): string {
  return path.join(os.tmpdir(), `shop-test-templates-${run}`);
}

/** The PostgreSQL template database of a run for a seed size (the run's prefix, then the size). */
export function templateDatabaseName(run: string, seedProducts: number): string {
  return `${templatePrefix(run)}${seedProducts}`;
}

function templatePrefix(run: string): string {
  return `shop_tpl_${run}_`;
}

export default async function setup(): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  process.env[TEMPLATES_ENV] = run;
  const directory = templateDirectory(run);
  await mkdir(directory, { recursive: true });
  return async () => {
    await rm(directory, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    // Templates, and any a file left half made, of this run only: other runs may share the server.
    if (adminUrl) {
      await withAdmin(adminUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
          [templatePrefix(run)],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      });
    }
  };
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
