import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ALTCHA_DEFAULT_COST, ALTCHA_DEFAULT_MAX_NUMBER } from '../common/captcha';
import { publicOrigin } from './http/public-origin';
import { NAV_TEST_URL, type KsefConfig, type NavConfig } from './modules/e-invoicing';
import type { PayuConfig } from './modules/payments';

/**
 * TRUST_PROXY as Fastify's trustProxy understands it: false, a number of proxy hops in front of the
 * shop (the client is that many addresses from the right of X-Forwarded-For), or the proxies'
 * addresses and CIDR ranges. `true` means one hop: Fastify's own `true` would believe the left-most
 * address, which the client writes itself, so per-address limits could be dodged with a made-up header.
 */
export type TrustProxy = false | number | string[];

const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    if (['true', 'yes', 'on'].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Math.min(Number(text), 10);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => {
      const [address, bits, ...rest] = entry.split('/');
      const family = isIP(address ?? '');
      if (family === 0 || rest.length > 0) return true;
      if (bits === undefined) return false;
      return !/^\d+$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128);
    });
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `Use false, true (one proxy), a number of proxy hops, or proxy addresses/CIDR ranges separated by commas${bad.length ? ` (not: ${bad.join(', ')})` : ''}.`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The only reader of process.env. Every variable the shop understands is listed here (and in the
 * README's configuration table); a bad value stops the start with a list of what is wrong.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Complaints' uploads (ADR 065): outside the web root; default DATA_DIR/complaint-files.
  COMPLAINT_FILES_DIR: z.string().min(1).optional(),
  ENQUIRY_FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(5_000_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The shop's public origin: the only source of absolute links (mails, canonical links). Required in
  // production; else http://localhost:<PORT>. Never taken from a request (Host can be anything).
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL.' }).optional(),
  // Only behind a proxy that sets X-Forwarded-*: otherwise clients could claim any host or address.
  TRUST_PROXY: TrustProxySchema,
  // Anonymous pages are reused this long (a CDN-style micro-cache); 0 turns it off.
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  // Search matches and facet counts are reused this long for the same query and filters (per process,
  // keyed by the catalogue version, so never across an import); 0 turns it off.
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  // Sessions and rate-limit counters live in Redis when set (else in PostgreSQL/PGlite).
  REDIS_URL: z.url().optional(),
  // Put before every key the shop writes to Redis, so several shops (staging beside production, test
  // runs) can share one Redis without sharing sessions or counts; the instances of one shop share it.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{0,64}$/, 'Letters, digits and : . _ - only, at most 64.')
    .default(''),
  // Mail goes out over SMTP when set (smtp:// or smtps://user:pass@host:port); else into the outbox table.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Component Shop <shop@localhost>'),
  // The captcha of every form (ADR 069): ALTCHA, a proof of work the shop serves and checks itself
  // (the default: no visitor is sent to a third party); Cloudflare Turnstile (needs both TURNSTILE_
  // keys); or the local "I am human" checkbox (development only, refused in production).
  CAPTCHA_PROVIDER: z.enum(['altcha', 'turnstile', 'local']).default('altcha'),
  // Signs ALTCHA's challenges, the same on every instance; production requires it, elsewhere a
  // random one per process is used.
  ALTCHA_HMAC_KEY: z.string().min(32, 'At least 32 characters, e.g. from `openssl rand -hex 32`.').optional(),
  // ALTCHA's difficulty: the browser tries on average 3/4 of this many PBKDF2 derivations of
  // ALTCHA_COST iterations each (about a second on a phone with the defaults, bench/RESULTS.md).
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(ALTCHA_DEFAULT_MAX_NUMBER),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(ALTCHA_DEFAULT_COST),
  // Cloudflare Turnstile (or a compatible service), with CAPTCHA_PROVIDER=turnstile.
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  // AES-256-GCM key of the e-invoice activation links (64 hex characters). Outside production a fixed
  // development key keeps links working across restarts; production requires one (every instance
  // needs the same); NODE_ENV=production on the embedded database gets a random one per process,
  // never a key that is public in this repository.
  EINVOICE_LINK_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'Must be 64 hex characters (a 32-byte key), e.g. from `openssl rand -hex 32`.',
    )
    .optional(),
  // HMAC key of the newsletter's preferences and unsubscribe links (64 hex characters, ADR 067). Outside
  // production a fixed development key keeps links in sent mails working across restarts; production
  // requires one, the same on every instance (a changed key breaks the links of mails already sent).
  NEWSLETTER_LINK_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'Must be 64 hex characters (a 32-byte key), e.g. from `openssl rand -hex 32`.',
    )
    .optional(),
  // Newsletter mails sent per minute by the whole deployment (what the mail provider allows).
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  // AES-256-GCM key of the staff's second-factor secrets (64 hex characters, ADR 048). Outside
  // production a fixed development key keeps enrolments working across restarts; production requires
  // one, the same on every instance (a lost key means every staff member enrols again).
  STAFF_TOTP_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'Must be 64 hex characters (a 32-byte key), e.g. from `openssl rand -hex 32`.',
    )
    .optional(),
  // AES-256-GCM key of the customer API's webhook signing secrets (64 hex characters, ADR 079). Outside
  // production a fixed development key; production requires one, the same on every instance. To
  // rotate: the new key here, the old one in WEBHOOK_SECRET_PREVIOUS_KEYS until the sweep re-sealed
  // every row under the new key (within 10 minutes).
  WEBHOOK_SECRET_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'Must be 64 hex characters (a 32-byte key), e.g. from `openssl rand -hex 32`.',
    )
    .optional(),
  WEBHOOK_SECRET_PREVIOUS_KEYS: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}(\s*,\s*[0-9a-fA-F]{64})*$/,
      'Must be keys of 64 hex characters separated by commas (the keys WEBHOOK_SECRET_KEY had before).',
    )
    .optional(),
  // Signs the live chat widget's tokens (HS256, ADR 068): 32+ characters, the same on every
  // instance. Outside production a fixed development secret; production requires one.
  CHAT_TOKEN_SECRET: z
    .string()
    .min(32, 'At least 32 characters, e.g. from `openssl rand -hex 32`.')
    .optional(),
  // When the chat desk answers: `market` (each market's hours, common/chat.ts) or `always`.
  CHAT_HOURS: z.enum(['market', 'always']).default('market'),
  // Open chat streams one client address may hold on one instance (an office shares an address).
  CHAT_MAX_STREAMS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  // Password hashes (scrypt, 128 MiB each) computed at once, and how many may wait (ADR 017).
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  // The outbox viewer at /dev/mailbox; on by default outside production, never in production.
  DEV_MAILBOX: z.stringbool().optional(),
  // Demo customers seeded into the database; by default into the embedded one; never in production.
  DEMO_ACCOUNTS: z.stringbool().optional(),
  // The test payment operator "testpay": on outside production (the demo shop), off in production
  // unless a staging site sets it explicitly (ADR 015).
  PAYMENT_TESTPAY: z.stringbool().optional(),
  // Shared secret of the test payment operator (HMAC-SHA256 of its callbacks). Random per process when
  // unset: fine for one instance; several instances behind a balancer must share one (production with
  // PAYMENT_TESTPAY=true requires it).
  PAYMENT_OPERATOR_SECRET: z.string().min(16).optional(),
  // PayU (ADR 028): offered only when all five are set. PAYU_URL is https://secure.payu.com (or the
  // sandbox https://secure.snd.payu.com); outside production it may be the local simulator
  // (`npm run payu:simulator`). The POS id, OAuth client id and secret and the second key (which
  // signs PayU's notifications) come from the POS settings in PayU's panel.
  PAYU_URL: z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL.' }).optional(),
  PAYU_POS_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'Must be the numeric POS id.')
    .optional(),
  PAYU_CLIENT_ID: z.string().min(1).max(100).optional(),
  PAYU_CLIENT_SECRET: z.string().min(8).max(200).optional(),
  PAYU_SECOND_KEY: z.string().min(16, 'Must be the POS second key (32 characters).').max(200).optional(),
  // KSeF, Poland's e-invoice system (ADR 063): invoices are sent when KSEF_NIP and KSEF_TOKEN are set.
  // KSEF_URL is the API's address: outside production it defaults to the test environment
  // (https://api-test.ksef.mf.gov.pl/v2, or the local simulator); production names it (https only,
  // https://api.ksef.mf.gov.pl/v2), so a production shop never sends to the test system by default.
  // KSEF_TOKEN is a token made in KSeF by the seller (KSEF_NIP) with the right to send invoices.
  KSEF_URL: z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL.' }).optional(),
  KSEF_NIP: z
    .string()
    .regex(/^\d{10}$/, 'Must be the seller’s NIP, 10 digits.')
    .optional(),
  KSEF_TOKEN: z.string().min(16).max(500).optional(),
  // NAV Online Számla v3 (ADR 080): Hungarian invoice data are reported when the technical user's
  // login, password, signing and exchange keys and the seller's tax number are all set. NAV_URL
  // defaults to NAV's test system outside production; production names it (https only).
  NAV_URL: z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL.' }).optional(),
  NAV_LOGIN: z.string().min(1).max(100).optional(),
  NAV_PASSWORD: z.string().min(1).max(200).optional(),
  NAV_TAX_NUMBER: z
    .string()
    .regex(/^\d{8}$/, 'Must be the first 8 digits of the seller’s tax number.')
    .optional(),
  NAV_SIGNING_KEY: z.string().min(16).max(200).optional(),
  NAV_EXCHANGE_KEY: z.string().length(16, 'Must be the 16-character exchange key.').optional(),
  NAV_SOFTWARE_ID: z
    .string()
    .regex(/^[0-9A-Z-]{18}$/, 'Must be the 18-character software id.')
    .optional(),
  // NBP's exchange-rate API (ADR 080): the Polish seller's invoices in other currencies state their
  // VAT in złoty at NBP's table A rate. Production asks https://api.nbp.pl unless told another https
  // address; elsewhere it is asked only when set (the local simulator, or NBP itself).
  NBP_URL: z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL.' }).optional(),
  // Background jobs in the database (ADR 039): the alert mails. JOBS=false turns the queue off (no
  // alert is mailed); JOBS_WORK=false keeps this instance from working it (it still enqueues).
  JOBS: z.stringbool().default(true),
  JOBS_WORK: z.stringbool().default(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // Minutes between evaluations of every alerted product (promotions start with the day); 0: none.
  ALERT_SWEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  // Set by npm for `npm start`; shown in the OpenAPI document.
  npm_package_version: z.string().default('0.0.0'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /**
   * A production deployment: NODE_ENV=production on PostgreSQL. The embedded database is the demo
   * shop even under NODE_ENV=production (`npm start`), never production (ADR 015).
   */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Where complaints' uploads are kept (COMPLAINT_FILES_DIR, else DATA_DIR/complaint-files). */
  complaintFilesDir: string;
  /** Where the error form's screenshots are kept (ENQUIRY_FILES_DIR, else DATA_DIR/enquiry-files). */
  enquiryFilesDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedProducts: number;
  logLevel: string;
  /** The public origin (scheme, host, port; no path): PUBLIC_URL, else http://localhost:<port>. */
  publicUrl: string;
  trustProxy: TrustProxy;
  pageCacheTtlMs: number;
  searchCacheTtlMs: number;
  /** Background jobs (JOBS, JOBS_WORK, JOBS_POLL_SECONDS, ALERT_SWEEP_MINUTES); undefined: off. */
  jobs: { work: boolean; pollSeconds: number; alertSweepMinutes: number } | undefined;
  version: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  turnstileSiteKey: string | undefined;
  turnstileSecret: string | undefined;
  turnstileVerifyUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  passwordHashConcurrency: number | undefined;
  passwordHashQueue: number | undefined;
  einvoiceLinkKey: string | undefined;
  /** NEWSLETTER_LINK_KEY (outside production a published development key) and the sending rate. */
  newsletter: { linkKey: string | undefined; ratePerMinute: number };
  /** STAFF_TOTP_KEY: seals the staff's second-factor secrets (outside production a published development key). */
  staffTotpKey: string | undefined;
  /**
   * WEBHOOK_SECRET_KEY seals the webhooks' signing secrets (outside production a published
   * development key); WEBHOOK_SECRET_PREVIOUS_KEYS open rows sealed before a rotation.
   */
  webhookSecretKeys: { current: string | undefined; previous: string[] };
  /** CHAT_TOKEN_SECRET: signs the chat widget's tokens (outside production a published development secret). */
  chatTokenSecret: string | undefined;
  /** CHAT_HOURS=always: the chat desk answers around the clock. */
  chatAlwaysOpen: boolean;
  chatMaxStreamsPerIp: number;
  /** Demo staff accounts (one per role, known password and TOTP secret) are created at start (never in production). */
  demoStaff: boolean;
  /** The outbox is served at /dev/mailbox (never in production). */
  devMailbox: boolean;
  /** The README's demo customers are created at start (never in production). */
  demoAccounts: boolean;
  /** The test payment operator is offered and its pages served. */
  paymentTestpay: boolean;
  paymentOperatorSecret: string;
  /** PayU, when PAYU_* is set. */
  payu: PayuConfig | undefined;
  /** The KSeF sender's settings, when KSEF_NIP and KSEF_TOKEN are set (ADR 063). */
  ksef: KsefConfig | undefined;
  /** NAV Online Számla's technical user (ADR 080); undefined: Hungarian invoice data are only stored. */
  nav: NavConfig | undefined;
  /** NBP's API for the invoices' exchange rates (ADR 080); undefined: the shop's own table (not production). */
  nbpUrl: string | undefined;
  /** The captcha of every form (ADR 069); `local` never in production. */
  captchaProvider: 'altcha' | 'turnstile' | 'local';
  /** ALTCHA's key and difficulty (the key is random per process outside production when unset). */
  altcha: { hmacKey: string; maxNumber: number; cost: number };
  /** The local test captcha checks tokens (CAPTCHA_PROVIDER=local; never in production). */
  localCaptcha: boolean;
  /** Variables asking for a demo-shop feature production never has: the start warns that they are ignored. */
  ignoredInProduction: string[];
};

/** Development and test only (public in this repository): never used in production. */
/** Development and test only (public in this repository): signs the newsletter's links. */
export const DEV_NEWSLETTER_LINK_KEY = '5eed1e77e75eed1e77e75eed1e77e75eed1e77e75eed1e77e75eed1e77e70000';
export const DEV_EINVOICE_LINK_KEY = '0ddba11c0ffee5eed0ddba11c0ffee5eed0ddba11c0ffee5eed0ddba11c0ffee';
/** Development and test only (public in this repository): signs chat tokens of the demo shop. */
export const DEV_CHAT_TOKEN_SECRET = 'dev-chat-token-secret-not-for-production-0000';
/** Development and test only (public in this repository): seals the webhook secrets of a development shop. */
export const DEV_WEBHOOK_SECRET_KEY = 'feedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedfacefeedface';
/** Development and test only (public in this repository): seals the demo staff's TOTP secrets. */
export const DEV_STAFF_TOTP_KEY = '5ea1ed5ec2e75ea1ed5ec2e75ea1ed5ec2e75ea1ed5ec2e75ea1ed5ec2e70000';

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production' && c.DATABASE_URL !== undefined;
  const payu = payuOf(c, production);
  const ksef = ksefOf(c, production);
  if (production && c.NBP_URL && !c.NBP_URL.startsWith('https://'))
    throw new ConfigError(
      'Invalid configuration:\n  NBP_URL: must be https:// in production (https://api.nbp.pl)',
    );
  const nav = navOf(c, production);
  // Production never uses a simulator: NBP's own API unless another https address is named.
  const nbpUrl = production ? (c.NBP_URL ?? NBP_PRODUCTION_URL) : c.NBP_URL;
  captchaChecks(c, production);
  // The demo shop's features follow one rule (ADR 015): on by default wherever it is not production,
  // including `npm start` on the embedded database. The demo accounts (their password is in the
  // README), the dev mailbox (everyone's codes and reset links) and the local captcha never run in
  // production, whatever the variables say; only the test operator may be asked for (a staging site).
  const paymentTestpay = c.PAYMENT_TESTPAY ?? !production;
  const ignoredInProduction = production
    ? (['DEV_MAILBOX', 'DEMO_ACCOUNTS'] as const)
        .filter((name) => c[name] === true)
        .map((name) => `${name}=true`)
    : [];
  if (production) {
    const missing = missingForProduction(c, paymentTestpay);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production (NODE_ENV=production on PostgreSQL) needs these settings:\n${missing.map((m) => `  ${m}`).join('\n')}`,
      );
    }
  }
  return {
    env: c.NODE_ENV,
    production,
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    complaintFilesDir: c.COMPLAINT_FILES_DIR ?? path.join(c.DATA_DIR, 'complaint-files'),
    enquiryFilesDir: c.ENQUIRY_FILES_DIR ?? path.join(c.DATA_DIR, 'enquiry-files'),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    seedProducts: c.SEED_PRODUCTS,
    logLevel: c.LOG_LEVEL,
    publicUrl: publicOrigin(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`),
    trustProxy: c.TRUST_PROXY,
    pageCacheTtlMs: c.PAGE_CACHE_TTL_MS,
    searchCacheTtlMs: c.SEARCH_CACHE_TTL_MS,
    jobs: c.JOBS
      ? { work: c.JOBS_WORK, pollSeconds: c.JOBS_POLL_SECONDS, alertSweepMinutes: c.ALERT_SWEEP_MINUTES }
      : undefined,
    version: c.npm_package_version,
    redisUrl: c.REDIS_URL,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    turnstileSiteKey: c.TURNSTILE_SITE_KEY,
    turnstileSecret: c.TURNSTILE_SECRET,
    turnstileVerifyUrl: c.TURNSTILE_VERIFY_URL,
    sessionIdleMinutes: c.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: c.SESSION_ABSOLUTE_HOURS,
    passwordHashConcurrency: c.PASSWORD_HASH_CONCURRENCY,
    passwordHashQueue: c.PASSWORD_HASH_QUEUE,
    einvoiceLinkKey: c.EINVOICE_LINK_KEY ?? (c.NODE_ENV === 'production' ? undefined : DEV_EINVOICE_LINK_KEY),
    newsletter: {
      linkKey: c.NEWSLETTER_LINK_KEY ?? (c.NODE_ENV === 'production' ? undefined : DEV_NEWSLETTER_LINK_KEY),
      ratePerMinute: c.NEWSLETTER_RATE_PER_MINUTE,
    },
    // The demo shop (embedded database, even under NODE_ENV=production) seeds published secrets anyway.
    staffTotpKey: c.STAFF_TOTP_KEY ?? (production ? undefined : DEV_STAFF_TOTP_KEY),
    chatTokenSecret: c.CHAT_TOKEN_SECRET ?? (production ? undefined : DEV_CHAT_TOKEN_SECRET),
    webhookSecretKeys: {
      current: c.WEBHOOK_SECRET_KEY ?? (production ? undefined : DEV_WEBHOOK_SECRET_KEY),
      previous: (c.WEBHOOK_SECRET_PREVIOUS_KEYS ?? '')
        .split(',')
        .flatMap((k) => (k.trim() ? [k.trim()] : [])),
    },
    chatAlwaysOpen: c.CHAT_HOURS === 'always',
    chatMaxStreamsPerIp: c.CHAT_MAX_STREAMS_PER_IP,
    devMailbox: !production && (c.DEV_MAILBOX ?? true),
    // A development shop on PostgreSQL gets them only when asked: its database may be a shared one.
    demoAccounts: !production && (c.DEMO_ACCOUNTS ?? !c.DATABASE_URL),
    // The demo staff follow the demo customers: published passwords never reach production.
    demoStaff: !production && (c.DEMO_ACCOUNTS ?? !c.DATABASE_URL),
    paymentTestpay,
    paymentOperatorSecret: c.PAYMENT_OPERATOR_SECRET ?? randomBytes(32).toString('hex'),
    payu,
    ksef,
    nbpUrl,
    nav,
    captchaProvider: c.CAPTCHA_PROVIDER,
    altcha: {
      hmacKey: c.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
      maxNumber: c.ALTCHA_MAX_NUMBER,
      cost: c.ALTCHA_COST,
    },
    localCaptcha: c.CAPTCHA_PROVIDER === 'local',
    ignoredInProduction,
  };
}

const PAYU_VARIABLES = [
  'PAYU_URL',
  'PAYU_POS_ID',
  'PAYU_CLIENT_ID',
  'PAYU_CLIENT_SECRET',
  'PAYU_SECOND_KEY',
] as const;

/** PayU's settings: all five or none; production talks to PayU over https only. */
function payuOf(c: z.infer<typeof ConfigSchema>, production: boolean): PayuConfig | undefined {
  const missing = PAYU_VARIABLES.filter((name) => c[name] === undefined);
  if (missing.length === PAYU_VARIABLES.length) return undefined;
  const problems = missing.map(
    (name) => `  ${name}: PayU needs all of ${PAYU_VARIABLES.join(', ')} (or none)`,
  );
  if (production && !c.PAYU_URL?.startsWith('https://'))
    problems.push('  PAYU_URL: must be https:// in production (https://secure.payu.com)');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    url: c.PAYU_URL!,
    posId: c.PAYU_POS_ID!,
    clientId: c.PAYU_CLIENT_ID!,
    clientSecret: c.PAYU_CLIENT_SECRET!,
    secondKey: c.PAYU_SECOND_KEY!,
  };
}

/** KSeF's test environment: the default address outside production. */
export const KSEF_TEST_URL = 'https://api-test.ksef.mf.gov.pl/v2';
export const NBP_PRODUCTION_URL = 'https://api.nbp.pl';

/** NAV's settings: all or none of the technical user's; production names an https address. */
function navOf(c: z.infer<typeof ConfigSchema>, production: boolean): NavConfig | undefined {
  const keys = [
    'NAV_LOGIN',
    'NAV_PASSWORD',
    'NAV_TAX_NUMBER',
    'NAV_SIGNING_KEY',
    'NAV_EXCHANGE_KEY',
  ] as const;
  const given = keys.filter((k) => c[k] !== undefined);
  if (given.length === 0) return undefined;
  const problems = keys
    .filter((k) => c[k] === undefined)
    .map((k) => `  ${k}: needed with the other NAV_* settings`);
  if (production && !c.NAV_URL)
    problems.push(
      '  NAV_URL: production names NAV’s address (https://api.onlineszamla.nav.gov.hu/invoiceService/v3)',
    );
  else if (production && !c.NAV_URL!.startsWith('https://'))
    problems.push('  NAV_URL: must be https:// in production');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    url: c.NAV_URL ?? NAV_TEST_URL,
    login: c.NAV_LOGIN!,
    password: c.NAV_PASSWORD!,
    taxNumber: c.NAV_TAX_NUMBER!,
    signingKey: c.NAV_SIGNING_KEY!,
    exchangeKey: c.NAV_EXCHANGE_KEY!,
    software: {
      id: c.NAV_SOFTWARE_ID ?? `HU${c.NAV_TAX_NUMBER}SHOP01`.slice(0, 18).padEnd(18, '0'),
      name: 'Component Shop',
      version: '1.0',
      devName: 'Component Shop',
      devContact: 'it@shop.example',
    },
  };
}

/** KSeF's settings: the NIP and token together; in production an explicit https address as well. */
function ksefOf(c: z.infer<typeof ConfigSchema>, production: boolean): KsefConfig | undefined {
  if (!c.KSEF_NIP && !c.KSEF_TOKEN && !(production && c.KSEF_URL)) return undefined;
  const problems: string[] = [];
  if (!c.KSEF_NIP) problems.push('  KSEF_NIP: KSeF needs the seller’s NIP with KSEF_TOKEN');
  if (!c.KSEF_TOKEN) problems.push('  KSEF_TOKEN: KSeF needs a token made in KSeF for KSEF_NIP');
  if (production && !c.KSEF_URL)
    problems.push(
      '  KSEF_URL: production names KSeF’s address (https://api.ksef.mf.gov.pl/v2); it never defaults to the test system',
    );
  else if (production && !c.KSEF_URL!.startsWith('https://'))
    problems.push('  KSEF_URL: must be https:// in production (https://api.ksef.mf.gov.pl/v2)');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return { url: c.KSEF_URL ?? KSEF_TEST_URL, nip: c.KSEF_NIP!, token: c.KSEF_TOKEN! };
}

/** What production cannot do without, each with how to set it. */
function missingForProduction(c: z.infer<typeof ConfigSchema>, paymentTestpay: boolean): string[] {
  const missing: string[] = [];
  if (!c.PUBLIC_URL)
    missing.push('PUBLIC_URL: the public origin links in mails point to, e.g. https://shop.example');
  if (!c.EINVOICE_LINK_KEY)
    missing.push('EINVOICE_LINK_KEY: 64 hex characters (`openssl rand -hex 32`), the same on every instance');
  if (!c.NEWSLETTER_LINK_KEY)
    missing.push(
      'NEWSLETTER_LINK_KEY: 64 hex characters (`openssl rand -hex 32`), the same on every instance',
    );
  if (!c.STAFF_TOTP_KEY)
    missing.push('STAFF_TOTP_KEY: 64 hex characters (`openssl rand -hex 32`), the same on every instance');
  if (!c.WEBHOOK_SECRET_KEY)
    missing.push(
      'WEBHOOK_SECRET_KEY: 64 hex characters (`openssl rand -hex 32`) sealing the webhooks’ signing secrets, the same on every instance',
    );
  if (!c.CHAT_TOKEN_SECRET)
    missing.push('CHAT_TOKEN_SECRET: 32+ characters (`openssl rand -hex 32`), the same on every instance');
  if (paymentTestpay && !c.PAYMENT_OPERATOR_SECRET)
    missing.push('PAYMENT_OPERATOR_SECRET: 16+ characters shared by every instance (PAYMENT_TESTPAY=true)');
  if (c.CAPTCHA_PROVIDER === 'altcha' && !c.ALTCHA_HMAC_KEY)
    missing.push(
      'ALTCHA_HMAC_KEY: 32+ characters (`openssl rand -hex 32`) signing the captcha’s challenges, the same on every instance',
    );
  if (c.CAPTCHA_PROVIDER === 'turnstile') {
    if (!c.TURNSTILE_SITE_KEY) missing.push('TURNSTILE_SITE_KEY: the site key of CAPTCHA_PROVIDER=turnstile');
    if (!c.TURNSTILE_SECRET) missing.push('TURNSTILE_SECRET: the secret of CAPTCHA_PROVIDER=turnstile');
  }
  return missing;
}

/**
 * The captcha's settings agree (ADR 069): Turnstile keys only with CAPTCHA_PROVIDER=turnstile (a
 * shop that had them before ALTCHA became the default must say which it wants, not be switched
 * silently), both keys together, and no local checkbox in production.
 */
function captchaChecks(c: z.infer<typeof ConfigSchema>, production: boolean): void {
  const problems: string[] = [];
  const turnstileKeys = Boolean(c.TURNSTILE_SITE_KEY || c.TURNSTILE_SECRET);
  if (turnstileKeys && c.CAPTCHA_PROVIDER !== 'turnstile')
    problems.push(
      `  CAPTCHA_PROVIDER: TURNSTILE_* keys are set but the captcha is ${c.CAPTCHA_PROVIDER}; set CAPTCHA_PROVIDER=turnstile to use Turnstile, or remove the keys`,
    );
  else if (c.CAPTCHA_PROVIDER === 'turnstile' && !production)
    for (const name of ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET'] as const)
      if (!c[name])
        problems.push(`  ${name}: CAPTCHA_PROVIDER=turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET`);
  if (production && c.CAPTCHA_PROVIDER === 'local')
    problems.push(
      '  CAPTCHA_PROVIDER: local hands a token to any script; production uses altcha or turnstile',
    );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/** An empty variable (`PORT=`) means "use the default", as shells make it easy to set one by accident. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}
