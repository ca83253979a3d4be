import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs statements that drizzle has no builder for (COPY-free bulk SQL, EXPLAIN): plain SQL text. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PGlite's default start parameters include -F (fsync off); the shop's data must survive a power cut. */
const durableStartParams = PGlite_defaultStartParams().filter((p) => p !== '-F');

function PGlite_defaultStartParams(): string[] {
  const params = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!params) throw new Error('PGlite.defaultStartParams is missing: check the PGlite version');
  return params;
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  /** In-memory PGlite only: start from this data directory tarball (a test template, ADR 026). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection (server restart); the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgresql',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: async () => {
      await poolQuiet(pool, POOL_QUIET_MS, POOL_DRAIN_MS);
      await pool.end();
    },
  };
}

/** Shutdown: how long the pool must have no query running before it ends, and the most it waits. */
const POOL_QUIET_MS = 50;
const POOL_DRAIN_MS = 5_000;

/**
 * Resolves once no client of the pool has been checked out for `quietMs` (or after `maxMs`): work a
 * request left behind (a page loader whose visitor went away) finishes its queries instead of
 * meeting "Cannot use a pool after calling end".
 */
async function poolQuiet(pool: pg.Pool, quietMs: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pool.totalCount - pool.idleCount + pool.waitingCount;
    if (busy > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir && loadDataDir)
    throw new Error('loadDataDir is for an in-memory database, not a data directory');
  let lock: DataDirLock | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined,
      extensions: { pg_trgm },
      loadDataDir,
      startParams: dataDir ? durableStartParams : undefined,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      exec: async (sqlText) => {
        await client.exec(sqlText);
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}
