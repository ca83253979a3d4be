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
  });

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
