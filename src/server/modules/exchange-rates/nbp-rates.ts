/**
 * The rate an invoice in a foreign currency is converted with (issue 19, ADR 080): NBP's table A
 * rate of the last business day before the invoice's day (art. 31a of the VAT act), asked of NBP
 * once per currency and day and kept in `nbp_rates`. When NBP cannot be asked the answer is an
 * `NbpUnavailableError`: the invoice waits (its issue job fails and is retried, the invoices' sweep
 * picks it up again), it never goes out with a made-up rate.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nbpRates } from '../../db/schema';
import type { NbpClient, NbpRate } from './nbp-client';

export function createNbpRates(deps: { db: Db; client: NbpClient }) {
  const { db, client } = deps;
  return {
    async rateFor(currency: string, invoiceDay: string): Promise<NbpRate> {
      const code = currency.toUpperCase();
      const [kept] = await db
        .select()
        .from(nbpRates)
        .where(and(eq(nbpRates.currency, code), eq(nbpRates.forDay, invoiceDay)));
      if (kept)
        return { currency: code, effectiveDate: kept.effectiveDate, tableNo: kept.tableNo, mid: kept.mid };
      const rate = await client.rateBefore(code, invoiceDay);
      await db
        .insert(nbpRates)
        .values({
          currency: code,
          forDay: invoiceDay,
          effectiveDate: rate.effectiveDate,
          tableNo: rate.tableNo,
          mid: rate.mid,
        })
        .onConflictDoNothing();
      return rate;
    },
  };
}

export type NbpRates = ReturnType<typeof createNbpRates>;
