import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { appOptionsFromConfig, buildApp } from './app';
import { prepareDatabase } from './db/prepare';
import { startBanner } from './start-banner';
import { seedDemoStaff } from './db/seed/staff';

/** Starts the shop: configuration, database (migrated, seeded on first start), HTTP, clean shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const web = process.argv.includes('--dev') ? 'development' : 'production';
  const database = await prepareDatabase(config, (line) => console.log(line));
  const { app, services } = await buildApp({
    database,
    web,
    refreshSortPricesAtStart: true,
    ...appOptionsFromConfig(config),
  });
  if (config.demoStaff) {
    const created = await seedDemoStaff({
      ensureAccount: (account) => services.staff.ensureAccount(account),
    });
    if (created > 0) console.log(`Created ${created} demo staff accounts (see the banner below).`);
  }
  if (config.production) {
    if (config.paymentTestpay) {
      app.log.warn(
        'PAYMENT_TESTPAY=true: the test payment operator "testpay" is offered and marks orders paid without any payment (a staging site only)',
      );
    }
    if (!config.smtpUrl) app.log.warn('SMTP_URL is not set: e-mails are written to the outbox table only');
    if (config.ignoredInProduction.length > 0) {
      app.log.warn(
        `${config.ignoredInProduction.join(', ')} ignored: production has no demo accounts and no dev mailbox`,
      );
    }
  } else if (config.env === 'production') {
    if (!config.einvoiceLinkKey) {
      app.log.warn(
        'EINVOICE_LINK_KEY is not set: e-invoice activation links work only until this process stops',
      );
    }
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
  console.log(startBanner(config, database.kind));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
