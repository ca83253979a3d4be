/**
 * Imports a catalogue feed (CSV or JSON lines) into the configured database:
 *   npm run catalog:import -- FILE
 * Progress and bad rows go to stderr; the exit code is 1 when any row was rejected.
 */
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { importCatalogFile } from '../src/server/modules/catalog-import';

const filePath = process.argv[2];
if (!filePath) {
  console.error('usage: npm run catalog:import -- FILE.csv|FILE.jsonl');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
const started = Date.now();
try {
  await migrateDatabase(database);
  const summary = await importCatalogFile(database, filePath, {
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
  await database.close();
}
