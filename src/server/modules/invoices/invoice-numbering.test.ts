/**
 * Gapless numbering under a lock (issue 19): 200 issues at once, some of which roll back after
 * taking their number, leave numbers 1…n with no gap and no duplicate. On PostgreSQL they run on
 * the pool's connections in parallel and wait on the counter's row lock; on PGlite (one connection)
 * they queue, and the rollbacks still give their numbers back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPersons, invoices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertInvoice, printedNumber, takeNumber, unitOfWork } from './invoices.repository';
import { sellerOf } from './seller';

let t: TestApp;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, demoAccounts: true });
  const [row] = await t.database.db
    .select({ customerId: contactPersons.customerId })
    .from(contactPersons)
    .where(eq(contactPersons.email, 'company@demo.shop'));
  customerId = row!.customerId;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

class Abandoned extends Error {}

async function issueOne(market: string, kind: 'invoice' | 'proforma', year: number, abandon: boolean) {
  const db = t.database.db;
  return unitOfWork(db, async (tx) => {
    const sequence = await takeNumber(tx, market, kind, year);
    // Something after the number fails (a lost connection, a refused line): all of it rolls back.
    if (abandon) throw new Abandoned();
    await insertInvoice(tx, {
      customerId,
      orderId: null,
      orderNumber: null,
      kind,
      market,
      year,
      sequence,
      number: printedNumber(kind, market, year, sequence),
      language: 'pl',
      currency: 'PLN',
      saleDate: `${year}-01-01`,
      seller: sellerOf(market),
      buyer: { name: 'Test' },
      lines: [],
      vatSummary: [],
      netTotal: '0',
      vatTotal: '0',
      grossTotal: '0',
    });
    return sequence;
  });
}

describe('invoice numbers per market, kind and year', () => {
  it('200 concurrent issues (every fifth rolled back): 1…160, no gap, no duplicate', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => issueOne('pl', 'invoice', 2031, i % 5 === 4)),
    );
    const abandoned = results.filter((r) => r.status === 'rejected');
    expect(abandoned).toHaveLength(40);
    for (const r of abandoned) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(Abandoned);
    const rows = await t.database.db
      .select({ sequence: invoices.sequence, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.market, 'pl'), eq(invoices.kind, 'invoice'), eq(invoices.year, 2031)));
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 160 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(160);
    expect(rows.map((r) => r.number)).toContain('FV/PL/2031/000160');
  }, 120_000);

  it('markets, kinds and years count apart', async () => {
    const [pl, hu, proforma, nextYear] = await Promise.all([
      issueOne('pl', 'invoice', 2032, false),
      issueOne('hu', 'invoice', 2032, false),
      issueOne('pl', 'proforma', 2032, false),
      issueOne('pl', 'invoice', 2033, false),
    ]);
    expect([pl, hu, proforma, nextYear]).toEqual([1, 1, 1, 1]);
    expect(await issueOne('pl', 'invoice', 2032, false)).toBe(2);
  });
});
