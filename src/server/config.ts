import { z } from 'zod';

/**
 * The only reader of process.env. Every variable the shop understands is listed here (and in the
 * README's configuration table); a bad value stops the start with a list of what is wrong.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(5_000_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  // Only behind a proxy that sets X-Forwarded-*: otherwise clients could claim any host or address.
  TRUST_PROXY: z.stringbool().default(false),
  // Anonymous pages are reused this long (a CDN-style micro-cache); 0 turns it off.
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  // Set by npm for `npm start`; shown in the OpenAPI document.
  npm_package_version: z.string().default('0.0.0'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedProducts: number;
  logLevel: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  pageCacheTtlMs: number;
  version: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    seedProducts: c.SEED_PRODUCTS,
    logLevel: c.LOG_LEVEL,
    publicUrl: c.PUBLIC_URL,
    trustProxy: c.TRUST_PROXY,
    pageCacheTtlMs: c.PAGE_CACHE_TTL_MS,
    version: c.npm_package_version,
  };
}

/** An empty variable (`PORT=`) means "use the default", as shells make it easy to set one by accident. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}
