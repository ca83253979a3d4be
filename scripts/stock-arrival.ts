/**
 * Records stock that arrived at the warehouse, or a delivery announced for a day (ADR 077):
 *   npx tsx scripts/stock-arrival.ts SYMBOL QUANTITY [--expected YYYY-MM-DD]
 * A received arrival is allocated to the back-orders waiting for it by the shop's job (this script
 * only enqueues it); with JOBS=false it is allocated here. `--allocate` allocates every arrival
 * still pending now, in this process (after an outage of the workers).
 */
import { StockArrivalInputSchema } from '../src/common/contracts/backorders';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { createJobQueue } from '../src/server/jobs';
import { createMailService } from '../src/server/modules/mail';
import { createStockArrivalsService } from '../src/server/modules/ordering';

const args = process.argv.slice(2);
const allocateOnly = args[0] === '--allocate';
const [symbol, quantityText, flag, expectedOn] = args;
const input = allocateOnly
  ? null
  : StockArrivalInputSchema.safeParse({
      symbol,
      quantity: Number(quantityText),
      ...(flag === '--expected' ? { expectedOn, received: false } : {}),
    });
if (!allocateOnly && (!input?.success || (flag !== undefined && flag !== '--expected'))) {
  console.error(
    'usage: npx tsx scripts/stock-arrival.ts SYMBOL QUANTITY [--expected YYYY-MM-DD] | --allocate',
  );
  if (input && !input.success) console.error(input.error.issues.map((i) => i.path.join('.')).join(', '));
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 2,
});
let queue: ReturnType<typeof createJobQueue> | undefined;
try {
  await migrateDatabase(database);
  // Only enqueues: the shop's working instances allocate and mail (ADR 039).
  queue = config.jobs && !allocateOnly ? createJobQueue(database, { work: false }) : undefined;
  const arrivals = createStockArrivalsService({
    db: database.db,
    mail: createMailService(database.db, { from: config.mailFrom }),
    publicUrl: config.publicUrl,
    queue,
  });
  if (queue) {
    queue.define(arrivals.queueDefinition);
    await queue.start();
  }
  if (allocateOnly) {
    const result = await arrivals.allocatePending();
    console.log(
      `allocated ${result.allocated} units to ${result.linesServed} lines (${result.linesCompleted} complete), ${result.toStock} to stock`,
    );
  } else {
    const { arrival } = await arrivals.record(input!.data!, 'import');
    console.log(
      `arrival ${arrival.id}: ${arrival.quantity} × ${arrival.symbol}${arrival.receivedAt ? ' received' : ` expected ${arrival.expectedOn}`}`,
    );
  }
} catch (error) {
  console.error(`stock arrival failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await queue?.stop();
  await database.close();
}
