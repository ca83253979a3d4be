/**
 * The quote expiry sweep on its pg-boss schedule (ADR 051, session 14; ADR 039's platform): with
 * background jobs on, a quote past its validity is stored as expired without anyone calling the
 * job, and the schedule makes one job per occurrence (pg-boss's singleton of the minute), however
 * many instances keep the schedule. On PostgreSQL a second queue on the same database proves it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RfqDetails } from '../../../common/contracts/rfq';
import { rfqRequests } from '../../db/schema';
import { createJobQueue, type JobQueue } from '../../jobs';
import { orderableProducts } from '../ordering/checkout.fixtures';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { RFQ_EXPIRY_QUEUE } from './rfq.expiry';

let t: TestApp;
let second: JobQueue | undefined;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 20,
    demoAccounts: true,
    accounts: {
      jobs: {
        work: true,
        pollSeconds: 0.5,
        retryDelaySeconds: 1,
        cronSeconds: 1,
        rfqExpiryCron: '* * * * *',
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await second?.stop();
  await t?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

it('expires a quote past its validity on the schedule, one job per occurrence', async () => {
  if (onPostgres) {
    // A second instance keeping the same schedule and working the same queue.
    second = createJobQueue(t.database, { work: true, pollSeconds: 0.5, cronSeconds: 1 });
    second.define(t.services.rfqExpiry.queueDefinition);
    await second.start();
  }
  const company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const [product] = await orderableProducts(t.database.db, 1);
  const res = await company.post('/ajax/rfq/details', {
    title: 'Scheduled expiry',
    send: true,
    lines: [{ query: product!.symbol, amounts: [10] }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const rfq = res.json<RfqDetails>();
  const staff = t.services.rfqStaff;
  const id = (await staff.idOf(rfq.number))!;
  await staff.claim(id, 'shop');
  await staff.priceLine(
    id,
    1,
    [{ symbol: product!.symbol, breaks: [{ amount: 10, unitPrice: '2.00' }] }],
    'shop',
  );
  await staff.sendQuote(id, new Date(Date.now() + 86_400_000), 'shop');
  await t.database.db
    .update(rfqRequests)
    .set({ validUntil: new Date(Date.now() - 60_000) })
    .where(eq(rfqRequests.id, id));

  // The next minute's occurrence at the latest (the first pass also sends the current minute's).
  const deadline = Date.now() + 90_000;
  let state = 'quoted';
  while (state !== 'expired' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [row] = await t.database.db
      .select({ state: rfqRequests.state })
      .from(rfqRequests)
      .where(eq(rfqRequests.id, id));
    state = row!.state;
  }
  expect(state).toBe('expired');

  const schedules = await rows<{ n: number }>(
    sql`select count(*)::int as n from pgboss.schedule where name = ${RFQ_EXPIRY_QUEUE}`,
  );
  expect(Number(schedules[0]!.n)).toBe(1);
  // Never two jobs for one occurrence, with one instance or two: pg-boss forwards each occurrence
  // through its send-it queue as a singleton of the occurrence's minute, and each forward makes one
  // job of ours.
  const slots = await rows<{ slot: string; n: number }>(
    sql`select singleton_on::text as slot, count(*)::int as n from pgboss.job
        where name = '__pgboss__send-it' and data->>'name' = ${RFQ_EXPIRY_QUEUE} group by singleton_on`,
  );
  expect(slots.length).toBeGreaterThan(0);
  for (const slot of slots) expect(Number(slot.n)).toBe(1);
  const jobs = await rows<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${RFQ_EXPIRY_QUEUE}`,
  );
  expect(Number(jobs[0]!.n)).toBeLessThanOrEqual(slots.length);
}, 150_000);
