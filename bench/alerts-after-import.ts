/**
 * Figure of the alert job (issue 17, ADR 039): "the alert job finds the alerts due after a catalogue
 * import of 100 000 stock changes in ≤ 10 s", on PostgreSQL with 1 000 000 products. Nothing here
 * asserts a time.
 *
 *   psql -h 127.0.0.1 -U postgres -d test -c 'CREATE DATABASE shop_bench_me TEMPLATE shop_bench'
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_bench_me npx tsx bench/alerts-after-import.ts
 *
 * It writes to that database (migrates it, adds 10 000 customers with a contact person each, their
 * alerts, and moves stock): use a copy, never shop_bench itself. Each run:
 *  1. puts the 100 000 changed products (`BENCH_CHANGES`, random over the catalogue) out of stock and
 *     gives every customer (`BENCH_CUSTOMERS`) fresh alerts: back in stock and a price below a
 *     threshold on products among the changed ones, back in stock on one that is not changed;
 *  2. brings the 100 000 back in stock in one statement, as the import's batches do, and tells the
 *     alert job their symbols, as the import's `onChanged` does (one job of 100 000 symbols);
 *  3. "found": the job's evaluation SQL over that change (re-arm + due alerts), timed alone;
 *  4. "mails queued": the same jobs through the queue's worker (pg-boss polling at 0.5 s) until every
 *     due alert is claimed and its customer's digest is in the outbox.
 * Options: BENCH_RUNS (3). The machine is shared: take the median.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { createJobQueue } from '../src/server/jobs';
import { ALERTS_QUEUE, createAlertJob } from '../src/server/modules/alerts';
import { createMailService } from '../src/server/modules/mail';
import { rearmCleared, selectDue } from '../src/server/modules/alerts/alerts-due.repository';

const url = process.env.BENCH_DATABASE_URL;
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const changeCount = Number(process.env.BENCH_CHANGES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PREFIX = 'BENCH-ALERT-';

async function rows<T>(database: Database, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

async function one(database: Database, text: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(database, text);
  return Number(row?.n ?? 0);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** 10 000 customers of the four languages, each with one (primary) contact person. */
async function ensureCustomers(database: Database): Promise<void> {
  const have = await one(
    database,
    sql`select count(*)::int as n from customers where customer_number like ${PREFIX + '%'}`,
  );
  if (have >= customerCount) return;
  await database.exec(`
    INSERT INTO customers (customer_number, customer_type, country, language, company_name, street, zip_code, city)
    SELECT '${PREFIX}' || g, 'company', (array['pl','de','hu','gb'])[1 + g % 4], (array['pl','de','hu','en'])[1 + g % 4],
           'Bench ' || g, 'Street 1', '00-001', 'City'
    FROM generate_series(${have + 1}, ${customerCount}) g;
    INSERT INTO contact_persons (customer_id, crc, email, first_name, last_name, language, password_hash, is_primary)
    SELECT c.id, 'bench-alert-' || c.id, 'bench-alert-' || c.id || '@bench.test', 'Bench', 'Buyer', c.language, 'x', true
    FROM customers c
    WHERE c.customer_number LIKE '${PREFIX}%'
      AND NOT EXISTS (SELECT 1 FROM contact_persons p WHERE p.customer_id = c.id);`);
}

/** The changed products out of stock, and every bench customer's alerts new (armed). */
async function prepareRun(database: Database, changedIds: number[], otherIds: number[]): Promise<void> {
  await database.db.execute(
    sql`update products set stock = 0 where id = any(${sql.param(changedIds)}::int[])`,
  );
  await database.exec(`
    DELETE FROM customer_alerts a USING customers c
    WHERE a.customer_id = c.id AND c.customer_number LIKE '${PREFIX}%';`);
  // Customer i: back in stock on changed product i, a price below a high threshold at 1 on changed
  // product i + customers, back in stock on an unchanged product.
  await database.db.execute(sql`
    with bench as (
      select c.id, row_number() over (order by c.id) - 1 as i,
             case c.country when 'pl' then 'PLN' when 'hu' then 'HUF' else 'EUR' end as currency,
             (select min(cp.id) from contact_persons cp where cp.customer_id = c.id) as person
      from customers c where c.customer_number like ${PREFIX + '%'}
    ), changed as (
      select id, ord - 1 as i from unnest(${sql.param(changedIds)}::int[]) with ordinality as u(id, ord)
    ), other as (
      select id, ord - 1 as i from unnest(${sql.param(otherIds)}::int[]) with ordinality as u(id, ord)
    )
    insert into customer_alerts
      (customer_id, contact_person_id, product_id, kind, quantity, threshold, currency, repeat)
    select b.id, b.person, c.id, 'stock', null, null, null, b.i % 2 = 0 from bench b join changed c on c.i = b.i
    union all
    select b.id, b.person, c.id, 'price', 1, 1000000, b.currency, false
      from bench b join changed c on c.i = b.i + ${customerCount}
    union all
    select b.id, b.person, o.id, 'stock', null, null, null, false from bench b join other o on o.i = b.i
    on conflict do nothing`);
  await database.exec('ANALYZE customer_alerts');
}

async function main(): Promise<void> {
  if (!url) throw new Error('BENCH_DATABASE_URL: a copy of shop_bench this bench may write to');
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  try {
    await migrateDatabase(database);
    await ensureCustomers(database);
    const products = await one(database, sql`select count(*)::int as n from products`);
    const picked = await rows<{ id: number; symbol: string }>(
      database,
      sql`select id, symbol from products order by random() limit ${changeCount + customerCount}`,
    );
    const changed = picked.slice(0, changeCount);
    const changedIds = changed.map((p) => Number(p.id));
    const otherIds = picked.slice(changeCount).map((p) => Number(p.id));
    const symbols = changed.map((p) => p.symbol);
    console.log(
      `${products} products, ${customerCount} customers, ${changeCount} stock changes, ${customerCount * 3} alerts`,
    );

    const mail = createMailService(database.db, { from: 'shop@bench.test' });
    const queue = createJobQueue(database, { work: true, pollSeconds: 0.5, retryDelaySeconds: 1 });
    const alertJob = createAlertJob({ db: database.db, mail, publicUrl: 'https://shop.example', queue });
    queue.define(alertJob.queueDefinition);
    const found: number[] = [];
    const queued: number[] = [];

    // The shop's worker is running when the import ends, as in the shop.
    await queue.start();
    for (let run = 1; run <= runs; run++) {
      await prepareRun(database, changedIds, otherIds);
      const update = performance.now();
      await database.db.execute(
        sql`update products set stock = 50 where id = any(${sql.param(changedIds)}::int[])`,
      );
      const updateMs = performance.now() - update;

      // Found: the evaluation SQL of the ten jobs the import enqueues (nothing is claimed here).
      const { rearmed, due } = await timeFound(database, symbols);
      found.push(due.ms);

      // Mails queued: the same change through the queue and its worker.
      const before = await one(database, sql`select coalesce(max(id), 0)::int as n from outbox`);
      const start = performance.now();
      await alertJob.symbolsChanged(symbols);
      const enqueuedMs = performance.now() - start;
      const expected = due.count;
      let sent = 0;
      for (;;) {
        sent = await one(
          database,
          sql`select count(*)::int as n from customer_alerts a join customers c on c.id = a.customer_id
              where c.customer_number like ${PREFIX + '%'} and a.last_sent_at is not null`,
        );
        const open = await one(
          database,
          sql`select count(*)::int as n from pgboss.job where name = ${ALERTS_QUEUE} and state in ('created', 'retry', 'active')`,
        );
        if (open === 0 && sent >= expected) break;
        if (performance.now() - start > 600_000) throw new Error(`gave up: ${sent} of ${expected} sent`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const mailsMs = performance.now() - start;
      queued.push(mailsMs);
      const mails = await one(
        database,
        sql`select count(*)::int as n from outbox where kind = 'stock_alert' and id > ${before}`,
      );
      console.log(
        `run ${run}: stock update ${seconds(updateMs)}; found ${expected} due alerts in ${seconds(due.ms)} ` +
          `(re-arm ${seconds(rearmed.ms)} included); enqueued in ${seconds(enqueuedMs)}; ` +
          `${sent} alerts sent in ${mails} mails ${seconds(mailsMs)} after the import's end`,
      );
    }
    await queue.stop();
    console.log(
      `median of ${runs}: due alerts found ${seconds(median(found))} (target ≤ 10 s); all mails queued ${seconds(median(queued))}`,
    );
    const plan = await rows<{ 'QUERY PLAN': string }>(
      database,
      sql`explain (analyze, buffers) with changed as (select id from products where symbol = any(${sql.param(symbols)}::text[]))
          select a.id from changed c join customer_alerts a on a.product_id = c.id and a.active and a.fired_at is null`,
    );
    // The plan without the 100 000 symbols it would print.
    console.log(
      `plan of the job's lookup:\n${plan
        .map((r) => r['QUERY PLAN'].replace(/'\{.*\}'::text\[\]/, '$1'))
        .join('\n')}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The evaluation SQL of the import's job (100 000 symbols per job): the re-arm and the due alerts
 * (the job's own repository functions), without claiming or mailing.
 */
async function timeFound(database: Database, symbols: string[]) {
  const rearmed = { ms: 0, count: 0 };
  const due = { ms: 0, count: 0 };
  for (let i = 0; i < symbols.length; i += 100_000) {
    const changed = { symbols: symbols.slice(i, i + 100_000) };
    const a = performance.now();
    rearmed.count += await rearmCleared(database.db, changed);
    const b = performance.now();
    due.count += (await selectDue(database.db, changed)).length;
    const c = performance.now();
    rearmed.ms += b - a;
    due.ms += c - a;
  }
  return { rearmed, due };
}

await main();
