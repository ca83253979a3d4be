import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: embedded database in ./data on port 3000', () => {
    expect(loadConfig({})).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, seedProducts: 30_000, env: 'development' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads booleans strictly', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PostgreSQL and sizes', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop', SEED_PRODUCTS: '1000000', PORT: '8080' })).toMatchObject({
      databaseUrl: 'postgres://u@db:5432/shop',
      seedProducts: 1_000_000,
      port: 8080,
    });
  });

  it('fails fast listing every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });
});
