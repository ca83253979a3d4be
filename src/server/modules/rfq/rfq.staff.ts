import { normaliseSymbol } from '../../../common/contracts/catalog';
import { AppError, notFound } from '../../../common/errors';
import type { Language } from '../../../common/markets';
import type { RfqDetails } from '../../../common/contracts/rfq';
import {
  PRICE_PATTERN,
  RFQ_AMOUNT_MAX_VALUE,
  RFQ_BREAKS_MAX,
  RFQ_OFFERS_PER_LINE_MAX,
  type RfqState,
} from '../../../common/rfq';
import type { Db } from '../../db/client';
import {
  replaceOffers,
  selectInbox,
  selectLines,
  selectOffers,
  selectProductBySymbol,
  selectRequestById,
  selectRequestIdByNumber,
  updateRequest,
  type NewOffer,
} from './rfq.repository';
import { detailsOf, stateOf } from './rfq.service';
import { transition } from './rfq.states';

/** Staff's offer for one requested line, as the staff desk's pricing form sends it. */
export interface OfferInput {
  /** Our product's symbol (the one asked for, or an alternative). */
  symbol: string;
  alternative?: boolean;
  breaks: Array<{ amount: number; unitPrice: string }>;
  leadTimeDays?: number | null;
  staffNote?: string | null;
}

/**
 * The staff side of requests for quote (issue 18, ADR 051), without pages yet: the staff desk's
 * pages call these. `staff` names who acts (the desk's account once it exists); every step goes
 * through the one state machine (rfq.states.ts).
 */
export function createRfqStaffService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function locked(tx: Db, requestId: number) {
    const row = await selectRequestById(tx, requestId, true);
    if (!row) throw notFound('rfq.errors.notFound');
    return row;
  }

  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  function checkOffer(offer: OfferInput): void {
    const amounts = offer.breaks.map((b) => b.amount);
    if (
      offer.breaks.length === 0 ||
      offer.breaks.length > RFQ_BREAKS_MAX ||
      new Set(amounts).size !== amounts.length ||
      offer.breaks.some(
        (b) =>
          !Number.isInteger(b.amount) ||
          b.amount < 1 ||
          b.amount > RFQ_AMOUNT_MAX_VALUE ||
          !PRICE_PATTERN.test(b.unitPrice),
      )
    ) {
      throw new AppError(422, 'rfq.errors.breaksRequired');
    }
  }

  return {
    /** The inbox: requests in a state (sent: waiting for someone), the longest waiting first. */
    async inbox(state: RfqState, page = 1, perPage = 50) {
      const rows = await selectInbox(db, state, perPage, (page - 1) * perPage);
      return rows.map((r) => ({
        id: r.id,
        number: r.number,
        title: r.title,
        customerId: r.customerId,
        state: stateOf(r, now()),
        sentAt: r.sentAt?.toISOString() ?? null,
        claimedBy: r.claimedBy,
      }));
    },

    async details(requestId: number, language: Language): Promise<RfqDetails> {
      const row = await selectRequestById(db, requestId);
      if (!row) throw notFound('rfq.errors.notFound');
      return detailsOf(db, row, language, now());
    },

    /** Takes a sent request (or takes it over from a colleague) to price it. */
    async claim(requestId: number, staff: string): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('claim', 'staff', stateOf(row, now()))!;
        await updateRequest(tx, row.id, { state, claimedBy: staff });
      });
    },

    /** Prices one requested line: its offers (ours or alternatives), each with breaks and a lead time. */
    async priceLine(requestId: number, linePosition: number, offers: readonly OfferInput[]): Promise<void> {
      if (offers.length > RFQ_OFFERS_PER_LINE_MAX) throw new AppError(422, 'rfq.errors.breaksRequired');
      offers.forEach(checkOffer);
      const resolved: NewOffer[] = [];
      for (const offer of offers) {
        const product = await selectProductBySymbol(db, offer.symbol, normaliseSymbol(offer.symbol));
        if (!product)
          throw new AppError(422, 'rfq.errors.unknownProduct', { params: { symbol: offer.symbol } });
        resolved.push({
          productId: product.id,
          alternative: offer.alternative ?? false,
          breaks: [...offer.breaks].sort((a, b) => a.amount - b.amount),
          leadTimeDays: offer.leadTimeDays ?? null,
          staffNote: offer.staffNote ?? null,
        });
      }
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        transition('price', 'staff', stateOf(row, now()));
        const line = (await selectLines(tx, row.id)).find((l) => l.position === linePosition);
        if (!line) throw new AppError(404, 'rfq.errors.noSuchLine', { params: { position: linePosition } });
        await replaceOffers(tx, row.id, line.id, resolved);
      });
    },

    /** Sends the quote: state quoted, prices valid until `validUntil`. */
    async sendQuote(requestId: number, validUntil: Date): Promise<void> {
      if (validUntil.getTime() <= now().getTime()) throw new AppError(422, 'rfq.errors.validity');
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('quote', 'staff', stateOf(row, now()))!;
        if ((await selectOffers(tx, row.id)).length === 0) throw new AppError(422, 'rfq.errors.noOffers');
        await updateRequest(tx, row.id, { state, validUntil, quotedAt: now() });
      });
    },

    async reject(requestId: number): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('reject', 'staff', stateOf(row, now()))!;
        await updateRequest(tx, row.id, { state });
      });
    },

    /** The request behind a customer's number (the desk's search box). */
    async idOf(number: string): Promise<number | null> {
      return (await selectRequestIdByNumber(db, number)) ?? null;
    },
  };
}

export type RfqStaffService = ReturnType<typeof createRfqStaffService>;
