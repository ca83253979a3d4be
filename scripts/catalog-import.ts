/**
 * Imports a catalogue feed (CSV or JSON lines) into the configured database:
 *   npm run catalog:import -- FILE [--counted-at 2026-11-26T01:00:00Z]
 * `--counted-at` is when the warehouse counted the feed's stock (default: when the file was last
 * written): units of orders placed since stay off the imported levels (ADR 032).
 * Progress and bad rows go to stderr; the exit code is 1 when any row was rejected.
 */
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { importCatalogFile } from '../src/server/modules/catalog-import';
import { createJobQueue } from '../src/server/jobs';
import { createAlertJob } from '../src/server/modules/alerts';
import { createMailService } from '../src/server/modules/mail';

const [filePath, flag, countedAtText] = process.argv.slice(2);
const countedAt = countedAtText === undefined ? undefined : new Date(countedAtText);
if (
  !filePath ||
  (flag !== undefined && flag !== '--counted-at') ||
  (flag !== undefined && (countedAt === undefined || Number.isNaN(countedAt.getTime())))
) {
  console.error('usage: npm run catalog:import -- FILE.csv|FILE.jsonl [--counted-at ISO-8601 time]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
const started = Date.now();
let queue: ReturnType<typeof createJobQueue> | undefined;
try {
  await migrateDatabase(database);
  // The import only enqueues the alert evaluation of what it wrote; the shop's workers mail (ADR 039).
  queue = config.jobs ? createJobQueue(database, { work: false }) : undefined;
  const alertJob = createAlertJob({
    db: database.db,
    mail: createMailService(database.db, { from: config.mailFrom }),
    publicUrl: config.publicUrl,
    queue,
  });
  if (queue) {
    queue.define(alertJob.queueDefinition);
    await queue.start();
  }
  const summary = await importCatalogFile(database, filePath, {
    countedAt,
    onChanged: (symbols) => alertJob.symbolsChanged(symbols),
    onRejected: ({ line, reason }) => console.error(`line ${line}: ${reason}`),
    onProgress: ({ imported, rejected }) =>
      console.error(
        `… ${imported} imported, ${rejected} rejected (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      ),
  });
  console.log(
    `imported ${summary.imported}, rejected ${summary.rejected} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exitCode = summary.rejected > 0 ? 1 : 0;
} catch (error) {
  console.error(`import failed: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await queue?.stop();
  await database.close();
}
