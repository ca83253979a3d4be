import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_EINVOICE_LINK_KEY, DEV_WEBHOOK_SECRET_KEY, loadConfig } from './config';
import { PRODUCTION_DATABASE_URL, productionEnv } from './test-support/production-env';

describe('loadConfig', () => {
  it('has working defaults: embedded database in ./data on port 3000', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      seedProducts: 30_000,
      env: 'development',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads booleans strictly', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('reads TRUST_PROXY as hops or proxy addresses; true is one hop, never the client’s own left-most address', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PostgreSQL and sizes', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop', SEED_PRODUCTS: '1000000', PORT: '8080' }),
    ).toMatchObject({
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

  it('reads the account settings, with safe defaults', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: undefined,
      smtpUrl: undefined,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      devMailbox: true,
      demoAccounts: true,
      turnstileSecret: undefined,
    });
    expect(
      loadConfig({
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtps://u:p@mail:465',
        SESSION_IDLE_MINUTES: '15',
        CAPTCHA_PROVIDER: 'turnstile',
        TURNSTILE_SECRET: 's',
        TURNSTILE_SITE_KEY: 'k',
      }),
    ).toMatchObject({
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://u:p@mail:465',
      sessionIdleMinutes: 15,
      turnstileSecret: 's',
      turnstileSiteKey: 'k',
    });
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(loadConfig({}).redisKeyPrefix).toBe('');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('uses the development e-invoice link key outside production only, and checks its format', () => {
    expect(loadConfig({}).einvoiceLinkKey).toBe(DEV_EINVOICE_LINK_KEY);
    expect(loadConfig({ NODE_ENV: 'production' }).einvoiceLinkKey).toBeUndefined();
    const key = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', EINVOICE_LINK_KEY: key }).einvoiceLinkKey).toBe(key);
    expect(() => loadConfig({ EINVOICE_LINK_KEY: 'secret' })).toThrow(/EINVOICE_LINK_KEY/);
  });

  const POSTGRES = PRODUCTION_DATABASE_URL;

  it('refuses production on PostgreSQL without its required settings, listing each', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: POSTGRES });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PUBLIC_URL');
    expect(message).toContain('EINVOICE_LINK_KEY');
    expect(message).toContain('STAFF_TOTP_KEY');
    expect(message).toContain('CHAT_TOKEN_SECRET');
    expect(message).toContain('NEWSLETTER_LINK_KEY');
    expect(message).toContain('WEBHOOK_SECRET_KEY');
    expect(message).not.toContain('PAYMENT_OPERATOR_SECRET');
    expect(() => loadConfig(productionEnv())).not.toThrow();
  });

  it('seals webhook secrets under WEBHOOK_SECRET_KEY: required in production, a development key elsewhere, old keys kept for a rotation', () => {
    expect(() => loadConfig(productionEnv({ WEBHOOK_SECRET_KEY: undefined }))).toThrow(
      /WEBHOOK_SECRET_KEY: 64 hex characters/,
    );
    expect(loadConfig(productionEnv()).webhookSecretKeys).toEqual({ current: 'cd'.repeat(32), previous: [] });
    expect(loadConfig({}).webhookSecretKeys).toEqual({ current: DEV_WEBHOOK_SECRET_KEY, previous: [] });
    expect(DEV_WEBHOOK_SECRET_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(() => loadConfig({ WEBHOOK_SECRET_KEY: 'c2VjcmV0' })).toThrow(/WEBHOOK_SECRET_KEY/);
    const old = ['01'.repeat(32), '02'.repeat(32)];
    expect(
      loadConfig(productionEnv({ WEBHOOK_SECRET_PREVIOUS_KEYS: `${old[0]}, ${old[1]}` })).webhookSecretKeys
        .previous,
    ).toEqual(old);
    expect(() => loadConfig({ WEBHOOK_SECRET_PREVIOUS_KEYS: 'old' })).toThrow(/WEBHOOK_SECRET_PREVIOUS_KEYS/);
  });

  it('asks NBP itself for exchange rates in production (https only), the simulator or nobody elsewhere (ADR 080)', () => {
    expect(loadConfig(productionEnv()).nbpUrl).toBe('https://api.nbp.pl');
    expect(loadConfig(productionEnv({ NBP_URL: 'https://nbp-proxy.example' })).nbpUrl).toBe(
      'https://nbp-proxy.example',
    );
    expect(() => loadConfig(productionEnv({ NBP_URL: 'http://127.0.0.1:8399' }))).toThrow(/NBP_URL/);
    expect(loadConfig({}).nbpUrl).toBeUndefined();
    expect(loadConfig({ NBP_URL: 'http://127.0.0.1:8399' }).nbpUrl).toBe('http://127.0.0.1:8399');
  });

  it('keeps the test payment operator out of production unless PAYMENT_TESTPAY=true, which needs a shared secret', () => {
    expect(loadConfig(productionEnv())).toMatchObject({ production: true, paymentTestpay: false });
    expect(() => loadConfig(productionEnv({ PAYMENT_TESTPAY: 'true' }))).toThrow(/PAYMENT_OPERATOR_SECRET/);
    const staging = loadConfig(
      productionEnv({ PAYMENT_TESTPAY: 'true', PAYMENT_OPERATOR_SECRET: 's'.repeat(32) }),
    );
    expect(staging).toMatchObject({ paymentTestpay: true, paymentOperatorSecret: 's'.repeat(32) });
    // The demo shop (embedded database, `npm start`) and development keep it unless told otherwise.
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: false, paymentTestpay: true });
    expect(loadConfig({})).toMatchObject({ production: false, paymentTestpay: true });
    expect(loadConfig({ PAYMENT_TESTPAY: 'false' }).paymentTestpay).toBe(false);
    expect(() => loadConfig({ PAYMENT_TESTPAY: 'perhaps' })).toThrow(/PAYMENT_TESTPAY/);
  });

  it('makes ALTCHA the captcha everywhere by default, with its difficulty configurable (ADR 069)', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, productionEnv()]) {
      expect(loadConfig(env)).toMatchObject({
        captchaProvider: 'altcha',
        localCaptcha: false,
        altcha: { maxNumber: 20_000, cost: 100 },
      });
    }
    expect(loadConfig(productionEnv()).altcha.hmacKey).toBe(productionEnv().ALTCHA_HMAC_KEY);
    // Outside production a random key per process, never one written in this repository.
    expect(loadConfig({}).altcha.hmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).altcha.hmacKey).not.toBe(loadConfig({}).altcha.hmacKey);
    expect(loadConfig({ ALTCHA_MAX_NUMBER: '50000', ALTCHA_COST: '1000' }).altcha).toMatchObject({
      maxNumber: 50_000,
      cost: 1000,
    });
    expect(() => loadConfig({ ALTCHA_MAX_NUMBER: '1' })).toThrow(/ALTCHA_MAX_NUMBER/);
    expect(() => loadConfig({ ALTCHA_COST: '0' })).toThrow(/ALTCHA_COST/);
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
  });

  it('refuses to start production with ALTCHA but no ALTCHA_HMAC_KEY', () => {
    const { ALTCHA_HMAC_KEY: _, ...withoutKey } = productionEnv();
    expect(() => loadConfig(withoutKey)).toThrow(/ALTCHA_HMAC_KEY/);
    expect(() => loadConfig({ ...withoutKey, CAPTCHA_PROVIDER: 'altcha' })).toThrow(/ALTCHA_HMAC_KEY/);
  });

  it('never allows the local test captcha in production; elsewhere only when asked for', () => {
    expect(() => loadConfig(productionEnv({ CAPTCHA_PROVIDER: 'local' }))).toThrow(/CAPTCHA_PROVIDER: local/);
    expect(loadConfig({ CAPTCHA_PROVIDER: 'local' })).toMatchObject({
      captchaProvider: 'local',
      localCaptcha: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'local' }).localCaptcha).toBe(true);
  });

  it('takes links from PUBLIC_URL, else from localhost on the configured port, never from a request', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig(productionEnv({ PUBLIC_URL: 'HTTPS://Shop.Example:443/pl/' })).publicUrl).toBe(
      'https://shop.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('makes the embedded database the demo shop even under NODE_ENV=production (`npm start`): every demo feature on', () => {
    for (const nodeEnv of ['production', 'development', 'test']) {
      expect(loadConfig({ NODE_ENV: nodeEnv })).toMatchObject({
        production: false,
        demoAccounts: true,
        devMailbox: true,
        paymentTestpay: true,
        captchaProvider: 'altcha',
        ignoredInProduction: [],
      });
    }
    // Each can still be turned off there.
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DEMO_ACCOUNTS: 'false',
        DEV_MAILBOX: 'false',
        PAYMENT_TESTPAY: 'false',
      }),
    ).toMatchObject({
      demoAccounts: false,
      devMailbox: false,
      paymentTestpay: false,
    });
    // A development shop on PostgreSQL: the mailbox, and demo accounts only when asked (a shared database?).
    expect(loadConfig({ DATABASE_URL: POSTGRES })).toMatchObject({
      production: false,
      devMailbox: true,
      demoAccounts: false,
      captchaProvider: 'altcha',
    });
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_ACCOUNTS: 'true' }).demoAccounts).toBe(true);
  });

  it('never has demo accounts, the dev mailbox or the local captcha in production, whatever the variables say, and names what it ignores', () => {
    expect(loadConfig(productionEnv())).toMatchObject({
      demoAccounts: false,
      devMailbox: false,
      localCaptcha: false,
      ignoredInProduction: [],
    });
    expect(loadConfig(productionEnv({ DEMO_ACCOUNTS: 'true', DEV_MAILBOX: 'true' }))).toMatchObject({
      demoAccounts: false,
      devMailbox: false,
      ignoredInProduction: ['DEV_MAILBOX=true', 'DEMO_ACCOUNTS=true'],
    });
    expect(loadConfig(productionEnv({ DEMO_ACCOUNTS: 'false' })).ignoredInProduction).toEqual([]);
  });

  it('uses Turnstile only when CAPTCHA_PROVIDER=turnstile, and then needs both keys (production refuses to start without them)', () => {
    const turnstile = { CAPTCHA_PROVIDER: 'turnstile' };
    expect(() => loadConfig(productionEnv(turnstile))).toThrow(/TURNSTILE_SITE_KEY[\s\S]*TURNSTILE_SECRET/);
    expect(() => loadConfig(productionEnv({ ...turnstile, TURNSTILE_SITE_KEY: 'site' }))).toThrow(
      /TURNSTILE_SECRET/,
    );
    expect(() => loadConfig(productionEnv({ ...turnstile, TURNSTILE_SECRET: 'secret' }))).toThrow(
      /TURNSTILE_SITE_KEY/,
    );
    const both = { ...turnstile, TURNSTILE_SECRET: 'secret', TURNSTILE_SITE_KEY: 'site' };
    expect(loadConfig(productionEnv(both))).toMatchObject({
      captchaProvider: 'turnstile',
      turnstileSiteKey: 'site',
    });
    // Turnstile needs no ALTCHA key.
    const { ALTCHA_HMAC_KEY: _, ...withoutAltchaKey } = productionEnv(both);
    expect(() => loadConfig(withoutAltchaKey)).not.toThrow();
    // Outside production too: half a Turnstile is a mistake, not a silent fallback.
    expect(() => loadConfig({ ...turnstile, TURNSTILE_SITE_KEY: 'site' })).toThrow(/TURNSTILE_SECRET/);
    // Keys without the provider: an older Turnstile shop must choose, never be switched silently.
    expect(() =>
      loadConfig(productionEnv({ TURNSTILE_SECRET: 'secret', TURNSTILE_SITE_KEY: 'site' })),
    ).toThrow(/CAPTCHA_PROVIDER=turnstile/);
    expect(() => loadConfig({ TURNSTILE_SECRET: 'secret', TURNSTILE_SITE_KEY: 'site' })).toThrow(
      /CAPTCHA_PROVIDER=turnstile/,
    );
  });
});
