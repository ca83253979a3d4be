/**
 * The complaints' sweeps on their pg-boss schedules (ADR 065; ADR 039's platform): with background
 * jobs on, a Polish complaint left unanswered past its last day is accepted without anyone calling
 * the job, its refund corrected, and the schedule is kept once; a draft file never sent is deleted
 * once older than the days kept, from the database and the disk.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ComplaintDetails, ComplaintStorage } from '../../../common/contracts/complaints';
import { complaintFiles, complaints } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { COMPLAINTS_AUTO_ACCEPT_QUEUE } from './complaints.auto-accept';
import { COMPLAINT_DRAFTS_SWEEP_QUEUE } from './complaints.drafts-sweep';
import { idsOf, issueInvoice, multipartBody, PDF } from './complaints.fixtures';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({
    seedProducts: 5,
    demoAccounts: true,
    accounts: {
      now: () => new Date(clock),
      jobs: {
        work: true,
        pollSeconds: 0.5,
        retryDelaySeconds: 1,
        cronSeconds: 1,
        complaintsAutoAcceptCron: '* * * * *',
        complaintDraftsSweepCron: '* * * * *',
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

it('accepts an overdue Polish complaint on the schedule, with its correction', async () => {
  const company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  const ids = await idsOf(t.database.db, 'company@demo.shop');
  const invoice = await issueInvoice(t.database.db, ids, {
    saleDate: new Date(clock).toISOString().slice(0, 10),
    lines: [{ symbol: 'BC547B', quantity: 5, unitNet: '1.00' }],
  });
  const res = await company.post('/ajax/complaint/create', {
    invoiceNumber: invoice.number,
    reason: 'wrong_part',
    requestedResolution: 'refund',
    description: 'A BC557B came instead of a BC547B.',
    lines: [{ position: 1, quantity: 5 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const filed = res.json<ComplaintDetails>();
  clock += 15 * 86_400_000;

  const deadline = Date.now() + 100_000;
  let row: typeof complaints.$inferSelect | undefined;
  while (row?.state !== 'accepted' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    [row] = await t.database.db.select().from(complaints).where(eq(complaints.rmaNumber, filed.rmaNumber));
  }
  expect(row).toMatchObject({ state: 'accepted', resolution: 'refund' });
  expect(row!.correctionNumber).toMatch(/^FK\/PL\//);
  const schedules = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.schedule where name = ${COMPLAINTS_AUTO_ACCEPT_QUEUE}`,
  )) as unknown as { rows: Array<{ n: number }> };
  expect(Number(schedules.rows[0]!.n)).toBe(1);
}, 150_000);

it('deletes a draft file left longer than the days kept on the schedule, row and file', async () => {
  const person = new Client(t.app);
  await person.login('person@demo.shop', DEMO_PASSWORD);
  const { payload, contentType } = multipartBody([
    { name: 'left.pdf', data: PDF },
    { name: 'kept.pdf', data: PDF },
  ]);
  const res = await person.request({
    method: 'POST',
    url: '/ajax/complaint/storage/upload',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [left, kept] = res.json<ComplaintStorage>().files;
  await t.database.db
    .update(complaintFiles)
    .set({ uploadedAt: new Date(clock - 8 * 86_400_000) })
    .where(eq(complaintFiles.id, left!.id));
  const onDisk = (id: string) => existsSync(path.join(t.services.complaints.filesRoot, 'files', id));
  expect(onDisk(left!.id)).toBe(true);

  const deadline = Date.now() + 100_000;
  let rows = [left!.id];
  while (rows.includes(left!.id) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    rows = (await t.database.db.select({ id: complaintFiles.id }).from(complaintFiles)).map((r) => r.id);
  }
  expect(rows).not.toContain(left!.id);
  expect(rows).toContain(kept!.id);
  await expect.poll(() => onDisk(left!.id)).toBe(false);
  expect(onDisk(kept!.id)).toBe(true);
  const schedules = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.schedule where name = ${COMPLAINT_DRAFTS_SWEEP_QUEUE}`,
  )) as unknown as { rows: Array<{ n: number }> };
  expect(Number(schedules.rows[0]!.n)).toBe(1);
}, 150_000);
