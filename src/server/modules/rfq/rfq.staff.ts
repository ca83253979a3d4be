import type { RfqDeskDetails, RfqDeskList, RfqDeskQuery } from '../../../common/contracts/rfq-desk';
import { RFQ_DESK_PER_PAGE } from '../../../common/contracts/rfq-desk';
import type { StaffMember } from '../../../common/contracts/staff';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import { AppError, notFound } from '../../../common/errors';
import type { Language } from '../../../common/markets';
import { offerProblem, RFQ_OFFERS_PER_LINE_MAX } from '../../../common/rfq';
import type { Db } from '../../db/client';
import { audit } from '../staff';
import {
  insertHistory,
  replaceOffers,
  selectHistory,
  searchInbox,
  selectDeskExtras,
  selectLines,
  selectOffers,
  selectProductBySymbol,
  selectRequestById,
  selectRequestIdByNumber,
  updateRequest,
  type NewOffer,
  type RequestRow,
} from './rfq.repository';
import { detailsOf, stateOf } from './rfq.service';
import { transition } from './rfq.states';

/** Staff's offer for one requested line, as the desk's pricing form sends it. */
export interface OfferInput {
  /** Our product's symbol (the one asked for, or an alternative). */
  symbol: string;
  alternative?: boolean;
  breaks: Array<{ amount: number; unitPrice: string }>;
  leadTimeDays?: number | null;
  staffNote?: string | null;
}

/**
 * Who acts: a signed-in staff member (every desk call), or `'shop'` — the shop itself, for the demo
 * seed only, which has no staff account to claim with and nothing to audit. Routes always pass the
 * staff member; nothing outside this process can name `'shop'`.
 */
export type RfqActor = Pick<StaffMember, 'id' | 'name' | 'roles'> | 'shop';

/** How far ahead a quote may be valid: prices older than a year are guesses. */
const VALIDITY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * The staff side of requests for quote (issue 18, ADR 051 and 048): the desk's inbox, claiming,
 * pricing, sending and rejecting. Every change asks the one state machine (rfq.states.ts) under the
 * request's row lock and writes its audit row in the same transaction. Once someone holds a request,
 * only they — or an administrator — may change it: two people pricing one quote overwrite each other.
 */
export function createRfqStaffService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function locked(tx: Db, requestId: number) {
    const row = await selectRequestById(tx, requestId, true);
    if (!row) throw notFound('rfqDesk.errors.notFound');
    return row;
  }

  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  /** Refuses a change to a request someone else holds, unless the actor is an administrator. */
  async function mustHold(tx: Db, row: RequestRow, actor: RfqActor): Promise<void> {
    if (actor === 'shop' || row.claimedById === null || row.claimedById === actor.id) return;
    if (actor.roles.includes('admin')) return;
    const extras = await selectDeskExtras(tx, row.id);
    throw new AppError(409, 'rfqDesk.errors.claimedByOther', {
      params: { name: extras?.claimedByName ?? '?' },
    });
  }

  async function log(
    tx: Db,
    actor: RfqActor,
    action: string,
    row: RequestRow,
    details: Record<string, unknown> = {},
  ) {
    if (actor === 'shop') return;
    await audit(tx, { staffId: actor.id, action, subject: `rfq:${row.number}`, details });
  }

  return {
    /** The inbox: every sent request, filtered, sorted and a page at a time (the longest waiting first by default). */
    async inbox(query: RfqDeskQuery, staffId: number): Promise<RfqDeskList> {
      const { rows, total } = await searchInbox(db, query, staffId, RFQ_DESK_PER_PAGE, now());
      return {
        elements: rows.map((r) => ({
          id: r.id,
          number: r.number,
          title: r.title,
          customer: r.customer,
          state: r.state as RfqDeskList['elements'][number]['state'],
          lineCount: r.lineCount,
          sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
          claimedBy: r.claimedById !== null ? { id: r.claimedById, name: r.claimedByName ?? '' } : null,
          // Why it ended as rejected: the customer's own words when they declined the quote.
          rejected:
            r.state === 'rejected'
              ? { by: r.rejectedBy === 'customer' ? 'customer' : 'staff', reason: r.rejectReason }
              : null,
        })),
        total,
        page: query.page,
        perPage: RFQ_DESK_PER_PAGE,
      };
    },

    /** One request as staff see it: the customer's lines and the offers in the making. Drafts are the customer's. */
    async details(requestId: number, language: Language): Promise<RfqDeskDetails> {
      const row = await selectRequestById(db, requestId);
      if (!row || row.state === 'draft') throw notFound('rfqDesk.errors.notFound');
      const [request, extras, history] = await Promise.all([
        detailsOf(db, row, language, now(), true),
        selectDeskExtras(db, row.id),
        selectHistory(db, row.id),
      ]);
      return {
        id: row.id,
        customer: extras?.customer ?? '',
        claimedBy:
          row.claimedById !== null ? { id: row.claimedById, name: extras?.claimedByName ?? '' } : null,
        rejectReason: row.rejectReason,
        rejectedBy:
          request.state === 'rejected' ? (row.rejectedBy === 'customer' ? 'customer' : 'staff') : null,
        history: history.map((h) => ({
          action: h.action as RfqDeskDetails['history'][number]['action'],
          actor: h.actor as RfqDeskDetails['history'][number]['actor'],
          staffName: h.staffName,
          reason: typeof h.details.reason === 'string' ? h.details.reason : null,
          orderNumber: typeof h.details.orderNumber === 'string' ? h.details.orderNumber : null,
          at: new Date(h.at).toISOString(),
        })),
        request,
      };
    },

    /** Takes a sent request to price it; taking it over from a colleague is for administrators. */
    async claim(requestId: number, actor: RfqActor): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('claim', 'staff', stateOf(row, now()))!;
        await mustHold(tx, row, actor);
        await updateRequest(tx, row.id, { state, claimedById: actor === 'shop' ? null : actor.id });
        await log(tx, actor, 'rfq.request.claim', row, { from: row.claimedById });
      });
    },

    /** Gives a request back to the inbox (prices typed so far stay for whoever takes it next). */
    async unclaim(requestId: number, actor: RfqActor): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('unclaim', 'staff', stateOf(row, now()))!;
        await mustHold(tx, row, actor);
        await updateRequest(tx, row.id, { state, claimedById: null });
        await log(tx, actor, 'rfq.request.unclaim', row);
      });
    },

    /**
     * Prices one requested line: its offers (the product asked for, at most once, and alternatives),
     * each with breaks and a lead time, replacing what the line had. Prices are in the request's
     * currency; `currency`, when the form names it, must be that one.
     */
    async priceLine(
      requestId: number,
      linePosition: number,
      offers: readonly OfferInput[],
      actor: RfqActor,
      currency?: string,
    ): Promise<void> {
      if (offers.length === 0) throw new AppError(422, 'rfqDesk.errors.offerRequired');
      if (offers.length > RFQ_OFFERS_PER_LINE_MAX)
        throw new AppError(422, 'rfqDesk.errors.tooManyOffers', { params: { max: RFQ_OFFERS_PER_LINE_MAX } });
      if (offers.filter((o) => !o.alternative).length > 1)
        throw new AppError(422, 'rfqDesk.errors.oneOwnOffer');
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        transition('price', 'staff', stateOf(row, now()));
        await mustHold(tx, row, actor);
        if (currency !== undefined && currency !== row.currency)
          throw new AppError(422, 'rfqDesk.errors.currency', { params: { currency: row.currency } });
        const line = (await selectLines(tx, row.id)).find((l) => l.position === linePosition);
        if (!line)
          throw new AppError(404, 'rfqDesk.errors.noSuchLine', { params: { position: linePosition } });
        const resolved: NewOffer[] = [];
        for (const offer of offers) {
          const problem = offerProblem(offer, line.amounts);
          if (problem) throw new AppError(422, problem.key, { params: problem.params });
          const product = await selectProductBySymbol(tx, offer.symbol, normaliseSymbol(offer.symbol));
          if (!product)
            throw new AppError(422, 'rfqDesk.errors.unknownProduct', { params: { symbol: offer.symbol } });
          // "Ours" means the product the customer asked for; anything else is offered as an alternative.
          if (!offer.alternative && line.productId !== null && product.id !== line.productId)
            throw new AppError(422, 'rfqDesk.errors.notTheAskedProduct', {
              params: { symbol: offer.symbol },
            });
          resolved.push({
            productId: product.id,
            alternative: offer.alternative ?? false,
            breaks: [...offer.breaks].sort((a, b) => a.amount - b.amount),
            leadTimeDays: offer.leadTimeDays ?? null,
            staffNote: offer.staffNote || null,
          });
        }
        await replaceOffers(tx, row.id, line.id, resolved);
        await log(tx, actor, 'rfq.line.price', row, { line: linePosition, offers: offers.length });
      });
    },

    /** Sends the quote: state quoted, prices valid to the end (UTC) of `validUntil`, a day from today at the earliest. */
    async sendQuote(requestId: number, validUntil: Date, actor: RfqActor): Promise<void> {
      const at = now().getTime();
      if (Number.isNaN(validUntil.getTime()) || validUntil.getTime() <= at)
        throw new AppError(422, 'rfqDesk.errors.validity');
      if (validUntil.getTime() > at + VALIDITY_MAX_DAYS * DAY_MS)
        throw new AppError(422, 'rfqDesk.errors.validityTooFar', { params: { days: VALIDITY_MAX_DAYS } });
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('quote', 'staff', stateOf(row, now()))!;
        await mustHold(tx, row, actor);
        if ((await selectOffers(tx, row.id)).length === 0) throw new AppError(422, 'rfqDesk.errors.noOffers');
        await updateRequest(tx, row.id, { state, validUntil, quotedAt: now() });
        await log(tx, actor, 'rfq.quote.send', row, { validUntil: validUntil.toISOString() });
        await insertHistory(tx, [
          {
            requestId: row.id,
            action: 'quote',
            actor: 'staff',
            staffId: actor === 'shop' ? null : actor.id,
            details: { validUntil: validUntil.toISOString() },
          },
        ]);
      });
    },

    /** Turns the request down with a reason the customer reads. */
    async reject(requestId: number, reason: string, actor: RfqActor): Promise<void> {
      await inTx(async (tx) => {
        const row = await locked(tx, requestId);
        const state = transition('reject', 'staff', stateOf(row, now()))!;
        await mustHold(tx, row, actor);
        await updateRequest(tx, row.id, { state, rejectReason: reason, rejectedBy: 'staff' });
        await log(tx, actor, 'rfq.request.reject', row, { reason });
        await insertHistory(tx, [
          {
            requestId: row.id,
            action: 'reject',
            actor: 'staff',
            staffId: actor === 'shop' ? null : actor.id,
            details: { reason },
          },
        ]);
      });
    },

    /** The request behind a customer's number. */
    async idOf(number: string): Promise<number | null> {
      return (await selectRequestIdByNumber(db, number)) ?? null;
    },
  };
}

export type RfqStaffService = ReturnType<typeof createRfqStaffService>;

/** A quote's validity typed as a calendar day: valid to that day's end, UTC. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}
