/**
 * Migrates the configured database and seeds it if empty, without starting the shop: used to
 * prepare a large benchmark catalogue (`DATABASE_URL=… SEED_PRODUCTS=1000000 npx tsx scripts/prepare-database.ts`).
 */
import { loadConfig } from '../src/server/config';
import { prepareDatabase } from '../src/server/db/prepare';

const database = await prepareDatabase(loadConfig(), (line) => console.log(line));
await database.close();
