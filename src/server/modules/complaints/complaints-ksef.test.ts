/**
 * A complaint's refund and KSeF (ADR 065, ADR 064): the correction is written in the complaint's
 * transaction, and its KSeF send job is queued only once that transaction has committed, never from
 * inside it, so a transaction that rolls back queues nothing and a job never runs before its
 * e-invoice is there to read. Background jobs only enqueue here (work: false): the queued jobs stay
 * in pg-boss's table to be counted. KSeF is the local simulator of its API.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintDeskList, ComplaintDetails } from '../../../common/contracts/complaints';
import type { InvoiceSummary } from '../../../common/contracts/invoices';
import { complaints, eInvoices, invoices } from '../../db/schema';
import { Client } from '../../test-support/http';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app';
import { startKsefSimulator, type KsefSimulator } from '../e-invoicing/e-invoicing.fixtures';
import { KSEF_SEND_QUEUE } from '../invoices';
import { deskClient } from '../staff/staff.fixtures';
import { idsOf, issueInvoice } from './complaints.fixtures';

const NIP = '7251234561';
const TOKEN = '20261126-EC-0123456789-ABCDEF0123-45|nip-7251234561|0123456789abcdef';
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
let t: TestApp;
let sim: KsefSimulator;
let company: Client;
let ids: { customerId: number; contactPersonId: number };

beforeAll(async () => {
  sim = await startKsefSimulator({ tokens: { [NIP]: TOKEN } });
  t = await createTestApp({
    seedProducts: 5,
    demoAccounts: true,
    accounts: { ksef: { url: sim.url, nip: NIP, token: TOKEN }, ksefPollMs: 20, jobs: { work: false } },
  });
  company = new Client(t.app);
  await company.login('company@demo.shop', DEMO_PASSWORD);
  ids = await idsOf(t.database.db, 'company@demo.shop');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

/** A paid Polish VAT invoice whose FA(3) KSeF would take (a seller's NIP whose checksum holds). */
async function polishInvoice() {
  const row = await issueInvoice(t.database.db, ids, {
    saleDate: new Date().toISOString().slice(0, 10),
    lines: [{ symbol: 'BC547B', quantity: 10, unitNet: '0.50' }],
  });
  await t.database.db
    .update(invoices)
    .set({
      seller: { ...(row.seller as Record<string, unknown>), vatNumber: `PL${NIP}` },
      buyer: {
        name: 'Elektronika Kowalski sp. z o.o.',
        street: 'ul. Piotrkowska 1',
        zipCode: '90-001',
        city: 'Łódź',
        countryCode: 'PL',
        vatNumber: 'PL5260250274',
      },
    })
    .where(eq(invoices.id, row.id));
  return row;
}

/** The KSeF send jobs queued for an invoice. */
async function sendJobs(invoiceId: number): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job
        where name = ${KSEF_SEND_QUEUE} and (data->>'invoiceId')::int = ${invoiceId}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

describe('the correction’s KSeF send', () => {
  it('is never queued by a transaction that rolls back, and is queued once one commits', async () => {
    const invoice = await polishInvoice();
    let correction: InvoiceSummary | undefined;
    const waiting: Array<() => void> = [];
    await expect(
      t.database.db.transaction(async (tx) => {
        correction = await t.services.invoices.correct(
          { invoiceId: invoice.id, lines: [{ position: 1, quantity: 2 }], reason: 'Zwrot' },
          { tx: tx as never, afterCommit: (task) => waiting.push(task) },
        );
        // The e-invoice is written in the transaction and waits to be sent.
        expect(
          (await tx.select().from(eInvoices).where(eq(eInvoices.invoiceId, correction.id)))[0]?.status,
        ).toBe('pending');
        throw new Error('the complaint could not be saved');
      }),
    ).rejects.toThrow('the complaint could not be saved');
    expect(correction).toBeDefined();
    await t.services.invoices.idle();
    expect(await sendJobs(correction!.id)).toBe(0);
    expect(
      await t.database.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, correction!.id)),
    ).toEqual([]);
    // The send waits for its caller; run after a commit, it queues the job.
    expect(waiting).toHaveLength(1);
  });

  it('a refund accepted on the desk queues the correction’s send after the complaint commits', async () => {
    const desk = await deskClient(t, {
      email: 'support@ksef.test',
      name: 'Desk support',
      roles: ['support'],
      password: 'complaints-ksef-password-1',
      totpSecret: SECRET,
    });

    const invoice = await polishInvoice();
    const filed = await company.post('/ajax/complaint/create', {
      invoiceNumber: invoice.number,
      reason: 'damaged',
      requestedResolution: 'refund',
      description: 'Two transistors arrived with broken legs.',
      lines: [{ position: 1, quantity: 2 }],
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const rma = filed.json<ComplaintDetails>().rmaNumber;
    const id = (await desk.get(`/ajax/staff/complaints?q=${rma}`)).json<ComplaintDeskList>().items[0]!.id;
    const decided = await desk.post(`/ajax/staff/complaints/${id}/decision`, {
      state: 'accepted',
      resolution: 'refund',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.services.invoices.idle();
    const [row] = await t.database.db.select().from(complaints).where(eq(complaints.rmaNumber, rma));
    const correctionId = row!.correctionInvoiceId!;
    expect(
      (await t.database.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, correctionId)))[0],
    ).toMatchObject({ format: 'fa3', status: 'pending' });
    expect(await sendJobs(correctionId)).toBe(1);
    // The job, when a worker takes it, finds the committed e-invoice and KSeF accepts it.
    await t.services.invoices.sendToKsef(correctionId);
    const [sent] = await t.database.db.select().from(eInvoices).where(eq(eInvoices.invoiceId, correctionId));
    expect(sent).toMatchObject({ status: 'accepted' });
    expect(sent!.xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
  });
});
