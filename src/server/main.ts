import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { prepareDatabase } from './db/prepare';

/** Starts the shop: configuration, database (migrated, seeded on first start), HTTP, clean shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const web = process.argv.includes('--dev') ? 'development' : 'production';
  const database = await prepareDatabase(config, (line) => console.log(line));
  const { app } = await buildApp({
    database,
    web,
    logLevel: config.logLevel,
    publicUrl: config.publicUrl,
    pageCacheTtlMs: config.pageCacheTtlMs,
    trustProxy: config.trustProxy,
    version: config.version,
    devMailbox: config.devMailbox,
    accounts: {
      redisUrl: config.redisUrl,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      turnstileSiteKey: config.turnstileSiteKey,
      turnstileSecret: config.turnstileSecret,
      turnstileVerifyUrl: config.turnstileVerifyUrl,
      paymentOperatorSecret: config.paymentOperatorSecret,
      sessionIdleMinutes: config.sessionIdleMinutes,
      sessionAbsoluteHours: config.sessionAbsoluteHours,
      searchCacheTtlMs: config.searchCacheTtlMs,
      warmCatalogueListings: true,
      einvoiceLinkKey: config.einvoiceLinkKey,
      passwordQueue: {
        ...(config.passwordHashConcurrency !== undefined && { concurrency: config.passwordHashConcurrency }),
        ...(config.passwordHashQueue !== undefined && { queueLimit: config.passwordHashQueue }),
      },
    },
  });
  if (config.env === 'production' && !config.publicUrl) {
    app.log.warn('PUBLIC_URL is not set: links in e-mails (password reset) use the Host header of the request');
  }
  if (config.env === 'production' && !config.turnstileSecret) {
    app.log.warn('TURNSTILE_SECRET is not set: the ZBL login captcha is checked by the local test verifier');
  }
  if (config.env === 'production' && !config.einvoiceLinkKey) {
    app.log.warn('EINVOICE_LINK_KEY is not set: e-invoice activation links work only until this process stops');
  }
  if (config.env === 'production' && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: e-mails are written to the outbox table only');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`The shop is open on http://localhost:${config.port}/ (${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
