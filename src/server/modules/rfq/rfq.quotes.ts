import { AppError } from '../../../common/errors';
import { breakOf } from '../../../common/rfq';
import type { Db } from '../../db/client';
import type { QuoteAnswer, QuotedPrices, QuoteRef } from '../ordering';
import {
  insertAcceptances,
  insertHistory,
  selectAcceptances,
  selectCustomerRequestByNumber,
  selectLines,
  selectOffers,
  updateRequest,
} from './rfq.repository';
import { stateOf } from './rfq.service';
import { mayDo, transition } from './rfq.states';

/**
 * The rfq module's side of ordering's QuotedPrices port (ADR 051): a quote line's locked price for
 * the customer, and recording what a placed order bought. Ordering calls it with its own handle (a
 * transaction's when it places), so both read and write in the order's unit of work.
 */
export function createQuotedPrices(now: () => Date = () => new Date()): QuotedPrices {
  /** Every ref checked against its quote as `db` sees it; `lock` holds the quotes' rows. */
  async function checkAll(db: Db, customerId: number, refs: readonly QuoteRef[], lock: boolean) {
    const ids = [...new Set(refs.map((r) => r.quotationId))].sort();
    const quotes = new Map<
      string,
      | {
          row: NonNullable<Awaited<ReturnType<typeof selectCustomerRequestByNumber>>>;
          offers: Awaited<ReturnType<typeof selectOffers>>;
          accepted: Awaited<ReturnType<typeof selectAcceptances>>;
          lineCount: number;
        }
      | undefined
    >();
    // In number order, so two placements naming the same quotes lock them in one order (no deadlock).
    for (const id of ids) {
      const row = await selectCustomerRequestByNumber(db, customerId, id, lock);
      if (!row) {
        quotes.set(id, undefined);
        continue;
      }
      const [offers, accepted, lines] = await Promise.all([
        selectOffers(db, row.id),
        selectAcceptances(db, row.id),
        selectLines(db, row.id),
      ]);
      quotes.set(id, { row, offers, accepted, lineCount: lines.length });
    }
    const at = now();
    const answers: QuoteAnswer[] = refs.map((ref) => {
      const params = { quotationId: ref.quotationId, position: ref.quotationPosition };
      const quote = quotes.get(ref.quotationId);
      // Another customer's quote is as unknown as one that does not exist.
      if (!quote) return { ok: false, status: 404, key: 'rfq.errors.notFound' };
      const state = stateOf(quote.row, at);
      if (state === 'expired') return { ok: false, status: 410, key: 'rfq.errors.expired', params };
      if (state === 'rejected' && quote.row.rejectedBy === 'customer')
        return { ok: false, status: 409, key: 'rfq.errors.declined', params };
      if (!mayDo('accept', 'customer', state))
        return { ok: false, status: 409, key: 'rfq.errors.notAcceptable', params };
      const offer = quote.offers.find((o) => o.position === ref.quotationPosition);
      if (!offer) return { ok: false, status: 404, key: 'rfq.errors.noSuchPosition', params };
      const chosen = breakOf(offer.breaks, ref.amount);
      if (!chosen) {
        const amounts = offer.breaks.map((b) => b.amount).join(', ');
        return { ok: false, status: 422, key: 'rfq.errors.notABreak', params: { ...params, amounts } };
      }
      if (quote.accepted.some((a) => a.lineId === offer.lineId))
        return { ok: false, status: 409, key: 'rfq.errors.alreadyAccepted', params };
      return {
        ok: true,
        productId: offer.productId,
        specialLine: null,
        symbol: offer.symbol,
        unitPrice: chosen.unitPrice,
        currency: quote.row.currency,
      };
    });
    return { answers, quotes };
  }

  return {
    async check(db, customerId, refs) {
      return (await checkAll(db, customerId, refs, false)).answers;
    },

    async accept(tx, customerId, orderNumber, refs) {
      if (refs.length === 0) return;
      const { answers, quotes } = await checkAll(tx, customerId, refs, true);
      const refused = answers.find((a) => !a.ok);
      if (refused && !refused.ok) throw new AppError(refused.status, refused.key, { params: refused.params });
      for (const [id, quote] of quotes) {
        if (!quote) continue;
        const mine = refs.flatMap((ref, i) => (ref.quotationId === id ? [{ ref, answer: answers[i]! }] : []));
        const rows = mine.map(({ ref, answer }) => {
          const offer = quote.offers.find((o) => o.position === ref.quotationPosition)!;
          return {
            requestId: quote.row.id,
            lineId: offer.lineId,
            quotedLineId: offer.id,
            orderNumber,
            amount: ref.amount,
            unitPrice: answer.ok ? answer.unitPrice : '0',
          };
        });
        // One offer per requested line: the original and its alternative are one line bought once.
        if (new Set(rows.map((r) => r.lineId)).size !== rows.length || !(await insertAcceptances(tx, rows))) {
          throw new AppError(409, 'rfq.errors.sameLineTwice', { params: { quotationId: id } });
        }
        const bought = new Set([...quote.accepted.map((a) => a.lineId), ...rows.map((r) => r.lineId)]);
        const state = transition(
          'accept',
          'customer',
          stateOf(quote.row, now()),
          bought.size >= quote.lineCount,
        )!;
        await updateRequest(tx, quote.row.id, { state });
        await insertHistory(tx, [
          {
            requestId: quote.row.id,
            action: 'accept',
            actor: 'customer',
            details: { orderNumber, lines: rows.length },
          },
        ]);
      }
    },
  };
}
