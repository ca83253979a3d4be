/**
 * Figures of the newsletter (issue 20, ADR 067): "a newsletter to 100 000 addresses queued in ≤ 30 s
 * and sent at a configured rate", on PostgreSQL. Nothing here asserts a time.
 *
 *   psql -h 127.0.0.1 -U postgres -d test -c 'CREATE DATABASE newsletter_bench'
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/newsletter_bench npx tsx bench/newsletter-queue.ts
 *
 * It writes to that database (migrates it, adds `BENCH_SUBSCRIBERS` confirmed subscribers, issues
 * and their send records, outbox rows): use a database of its own. Each run:
 *  1. "queued (fan-out alone)": an issue to every subscriber, its fan-out (the send records, in
 *     batches of 10 000 statements) timed alone;
 *  2. "queued (through pg-boss)": another issue from `send` (the desk's button) until the fan-out
 *     job has written every record, with the job queue's worker polling at 0.5 s;
 *  3. "delivery": one delivery slice (20 s) at `BENCH_RATES` mails per minute each, the rate reached
 *     measured as mails written to the outbox per second of the slice.
 * Options: BENCH_RUNS (3). The machine is shared: take the median.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { createJobQueue } from '../src/server/jobs';
import { createRateLimits, postgresCounterStore } from '../src/server/modules/auth';
import { createMailService } from '../src/server/modules/mail';
import { createNewsletterService } from '../src/server/modules/newsletter';
import * as repo from '../src/server/modules/newsletter/newsletter.repository';

const url = process.env.BENCH_DATABASE_URL;
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const rates = (process.env.BENCH_RATES ?? '600,6000,60000').split(',').map(Number);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function one(database: Database, text: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(text)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function ensureSubscribers(database: Database): Promise<void> {
  const have = await one(
    database,
    sql`select count(*)::int as n from newsletter_subscribers where email like 'bench-%'`,
  );
  if (have >= subscriberCount) return;
  await database.exec(`
    INSERT INTO newsletter_subscribers (email, language, market, topics, status, confirmed_at)
    SELECT 'bench-' || g || '@bench.test', (array['pl','de','hu','en'])[1 + g % 4], (array['pl','de','hu','cz'])[1 + g % 4],
           array['new_products','offers','events'], 'confirmed', now()
    FROM generate_series(${have + 1}, ${subscriberCount}) g
    ON CONFLICT (email) DO NOTHING;`);
}

const ISSUE = {
  subject: { en: 'Bench', pl: 'Bench', de: 'Bench', hu: 'Bench' },
  body: {
    en: 'New parts this week.\n\nSee you.',
    pl: 'Nowe części.\n\nDo zobaczenia.',
    de: 'Neue Teile.\n\nBis bald.',
    hu: 'Új alkatrészek.\n\nViszlát.',
  },
  markets: [] as string[],
  languages: [] as string[],
  topic: 'offers',
};

async function main() {
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a database of its own (see the comment at the top).');
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    await ensureSubscribers(database);
    const db = database.db;
    const mail = createMailService(db, { from: 'shop@bench.test' });
    const rateLimits = createRateLimits(postgresCounterStore(db));
    const queue = createJobQueue(database, { work: true, pollSeconds: 0.5, retryDelaySeconds: 1 });
    let ratePerMinute = 600;
    const make = () =>
      createNewsletterService({
        db,
        mail,
        rateLimits,
        publicUrl: 'https://shop.example',
        linkKey: Buffer.alloc(32, 7),
        queue: undefined,
        ratePerMinute,
      });
    // The pg-boss run: its service enqueues, the fan-out job's handler is the same function.
    const queued = createNewsletterService({
      db,
      mail,
      rateLimits,
      publicUrl: 'https://shop.example',
      linkKey: Buffer.alloc(32, 7),
      queue,
      ratePerMinute: 1,
    });
    // Only the fan-out is worked here: delivery is measured on its own below.
    queue.define(queued.queueDefinitions[0]!);
    await queue.start();
    const total = await one(
      database,
      sql`select count(*)::int as n from newsletter_subscribers where status = 'confirmed'`,
    );
    console.log(`newsletter queueing: ${total} confirmed subscribers, PostgreSQL, 2 shared cores`);

    const alone: number[] = [];
    const viaJobs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const service = make();
      const issue = await repo.insertIssue(db, { ...ISSUE, status: 'queued', queuedAt: new Date() });
      let started = performance.now();
      await service.fanOut(issue.id);
      alone.push(performance.now() - started);
      const records = await repo.countSends(db, issue.id);
      console.log(`  run ${run + 1}: fan-out alone ${seconds(alone.at(-1)!)} (${records} send records)`);

      const draft = await repo.insertIssue(db, { ...ISSUE });
      started = performance.now();
      // What the desk's send does, less its audit row (the bench has no staff member).
      await repo.markQueued(db, draft.id, new Date());
      await queue.enqueue('newsletter-fanout', [{ issueId: draft.id }]);
      for (;;) {
        const row = await repo.issueById(db, draft.id);
        if (row?.recipients !== null && row?.recipients !== undefined) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      viaJobs.push(performance.now() - started);
      console.log(`  run ${run + 1}: queued through pg-boss ${seconds(viaJobs.at(-1)!)}`);
    }
    console.log(
      `queued, median of ${runs}: fan-out alone ${seconds(median(alone))}, through pg-boss ${seconds(median(viaJobs))}`,
    );

    // Delivery: one slice per rate on a fresh issue (its records written first).
    for (const rate of rates) {
      ratePerMinute = rate;
      const service = make();
      const issue = await repo.insertIssue(db, { ...ISSUE, status: 'queued', queuedAt: new Date() });
      await service.fanOut(issue.id);
      const started = performance.now();
      const sent = await service.deliver(issue.id);
      const elapsed = performance.now() - started;
      const perMinute = (sent / elapsed) * 60_000;
      console.log(
        `delivery at ${rate}/min configured: ${sent} mails in ${seconds(elapsed)} = ${Math.round(perMinute)}/min (${((perMinute / rate) * 100).toFixed(0)} % of the rate)`,
      );
    }
    await queue.stop();
  } finally {
    await database.close();
  }
}

await main();
