import { validateAmount } from '../../../common/amount-rules';
import { AppError } from '../../../common/errors';
import { isOfferNumber, offerBreakAt, offerStateAt } from '../../../common/offers';
import type { Db } from '../../db/client';
import type { QuoteAnswer, QuotedPrices, QuoteRef } from '../ordering';
import {
  recordPurchases,
  selectCustomerOffer,
  selectOfferLines,
  updateOfferState,
  type OfferLineRow,
  type OfferRow,
} from './offers.repository';

/**
 * Special offers' side of ordering's QuotedPrices port (ADR 051, 054): a cart line naming an offer
 * (`quotationId` OFR-…, `quotationPosition` its line) is priced at the offer's price for its amount,
 * and a placement records what it bought under the offer's lock, so the most a line allows is never
 * exceeded by two orders at once.
 */
export function createOfferPrices(now: () => Date = () => new Date()): QuotedPrices {
  async function checkAll(db: Db, customerId: number, refs: readonly QuoteRef[], lock: boolean) {
    const numbers = [...new Set(refs.map((r) => r.quotationId))].sort();
    const found = new Map<string, { row: OfferRow; lines: OfferLineRow[] } | undefined>();
    // In number order, so two placements naming the same offers lock them in one order.
    for (const number of numbers) {
      const row = await selectCustomerOffer(db, customerId, number, lock);
      found.set(number, row ? { row, lines: await selectOfferLines(db, [row.id]) } : undefined);
    }
    const at = now();
    // One order may name a line once, but count every ref of a line against its most all the same.
    const asked = new Map<string, number>();
    for (const ref of refs) {
      const key = `${ref.quotationId}#${ref.quotationPosition}`;
      asked.set(key, (asked.get(key) ?? 0) + ref.amount);
    }
    const answers: QuoteAnswer[] = refs.map((ref) => {
      const params = { quotationId: ref.quotationId, position: ref.quotationPosition };
      const offer = found.get(ref.quotationId);
      if (!offer) return { ok: false, status: 404, key: 'offers.errors.notFound' };
      const state = offerStateAt(offer.row, at);
      if (state === 'expired') return { ok: false, status: 410, key: 'offers.errors.expired', params };
      if (state !== 'active') return { ok: false, status: 409, key: `offers.errors.state.${state}`, params };
      const line = offer.lines.find((l) => l.position === ref.quotationPosition);
      if (!line) return { ok: false, status: 404, key: 'offers.errors.noSuchLine', params };
      // A product outside the range keeps the minimum and multiples the offer set (ADR 056).
      const special = line.outOfRange;
      const amountError = special
        ? validateAmount(ref.amount, { minimum: special.minimumQuantity, multiples: special.multiples })
        : undefined;
      if (amountError)
        return {
          ok: false,
          status: 422,
          key:
            amountError.type === 'minimum' ? 'errors.cart.amountMinimum' : 'errors.cart.amountMultiplicity',
          params: { ...params, value: amountError.value },
        };
      const chosen = offerBreakAt(line.breaks, ref.amount);
      if (!chosen)
        return {
          ok: false,
          status: 422,
          key: 'offers.errors.belowFirstBreak',
          params: { ...params, amount: line.breaks[0]?.amount ?? 1 },
        };
      const total = asked.get(`${ref.quotationId}#${ref.quotationPosition}`) ?? ref.amount;
      if (line.maxQuantity !== null && line.bought + total > line.maxQuantity)
        return {
          ok: false,
          status: 422,
          key: 'offers.errors.overMax',
          params: { ...params, remaining: Math.max(0, line.maxQuantity - line.bought) },
        };
      return {
        ok: true,
        productId: line.productId,
        specialLine: special,
        symbol: line.symbol,
        unitPrice: chosen.unitPrice,
        currency: offer.row.currency,
      };
    });
    return { answers, found };
  }

  return {
    async check(db, customerId, refs) {
      return (await checkAll(db, customerId, refs, false)).answers;
    },

    async accept(tx, customerId, orderNumber, refs) {
      if (refs.length === 0) return;
      const { answers, found } = await checkAll(tx, customerId, refs, true);
      const refused = answers.find((a) => !a.ok);
      if (refused && !refused.ok) throw new AppError(refused.status, refused.key, { params: refused.params });
      const purchases = refs.map((ref, i) => {
        const line = found.get(ref.quotationId)!.lines.find((l) => l.position === ref.quotationPosition)!;
        const answer = answers[i]!;
        return {
          offerLineId: line.id,
          orderNumber,
          amount: ref.amount,
          unitPrice: answer.ok ? answer.unitPrice : '0',
        };
      });
      await recordPurchases(tx, purchases);
      // An offer whose every line had a most, now all bought, is used up.
      for (const [, offer] of found) {
        if (!offer) continue;
        const boughtNow = (l: OfferLineRow) =>
          l.bought + purchases.filter((p) => p.offerLineId === l.id).reduce((s, p) => s + p.amount, 0);
        if (offer.lines.every((l) => l.maxQuantity !== null && boughtNow(l) >= l.maxQuantity))
          await updateOfferState(tx, offer.row.id, 'used_up', now());
      }
    },
  };
}

/**
 * The one QuotedPrices ordering is given: refs naming an offer (OFR-…) go to the offers, the rest
 * to the quotes, and the answers come back in the refs' order.
 */
export function lockedPrices(quotes: QuotedPrices, offers: QuotedPrices): QuotedPrices {
  const split = (refs: readonly QuoteRef[]) => ({
    offerRefs: refs.filter((r) => isOfferNumber(r.quotationId)),
    quoteRefs: refs.filter((r) => !isOfferNumber(r.quotationId)),
  });
  return {
    async check(db, customerId, refs) {
      const { offerRefs, quoteRefs } = split(refs);
      // One after the other: `db` may be a transaction's handle, which runs one statement at a time.
      const fromOffers = offerRefs.length ? await offers.check(db, customerId, offerRefs) : [];
      const fromQuotes = quoteRefs.length ? await quotes.check(db, customerId, quoteRefs) : [];
      let o = 0;
      let q = 0;
      return refs.map((r) => (isOfferNumber(r.quotationId) ? fromOffers[o++]! : fromQuotes[q++]!));
    },
    async accept(tx, customerId, orderNumber, refs) {
      const { offerRefs, quoteRefs } = split(refs);
      await quotes.accept(tx, customerId, orderNumber, quoteRefs);
      await offers.accept(tx, customerId, orderNumber, offerRefs);
    },
  };
}
