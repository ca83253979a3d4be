import { randomBytes } from 'node:crypto';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import type {
  RfqAcceptResult,
  RfqDetails,
  RfqDraftParsed,
  RfqFrontConstraints,
  RfqList,
  RfqSavedSearch,
  RfqSavedSearchList,
  RfqSearch,
} from '../../../common/contracts/rfq';
import { RFQ_SORTS, RfqSearchSchema, toSourceLines } from '../../../common/contracts/rfq';
import type { SourceLine } from '../../../common/contracts/source-lines';
import { AppError, notFound } from '../../../common/errors';
import { findMarket, getMarket, type Language } from '../../../common/markets';
import {
  RFQ_AMOUNTS_MAX,
  RFQ_LINES_MAX,
  RFQ_PER_PAGE,
  RFQ_SAVED_SEARCHES_MAX,
  RFQ_STATES,
  RFQ_TOKEN_LENGTH,
  type RfqState,
} from '../../../common/rfq';
import type { Db } from '../../db/client';
import { productText } from '../catalog';
import type { RateLimits } from '../auth';
import type { CustomerSymbolsService } from '../customer-symbols';
import {
  deleteRequest,
  deleteSavedSearch,
  insertHistory,
  insertRequest,
  insertSavedSearch,
  replaceLines,
  searchRequests,
  selectCustomerCountry,
  selectAcceptances,
  selectCustomerRequest,
  selectLines,
  selectOffers,
  selectProductMatches,
  selectSavedSearches,
  updateRequest,
  type NewLine,
  type RequestRow,
} from './rfq.repository';
import { effectiveState, mayDo, transition } from './rfq.states';

/** Who asks: the session's customer and contact person (never taken from the request body). */
export interface RfqActorIds {
  customerId: number;
  contactPersonId: number;
}

/** What rfq needs of the cart: putting quoted lines in (ordering's face, ADR 032/051). */
export interface QuoteCart {
  addQuotedLines(
    actor: RfqActorIds & { language?: Language },
    input: {
      orderNumber: string;
      lines: ReadonlyArray<{ quotationId: string; quotationPosition: number; amount: number }>;
    },
  ): Promise<{
    orderNumber: string;
    /** `status`: a refusal's HTTP status, for a caller that adds one line alone (ADR 056). */
    lines: Array<RfqAcceptResult['lines'][number] & { status?: number }>;
  }>;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** 40 characters of [a-z0-9], each equally likely: about 206 bits, not guessable (spec §3 rfqCrcToken). */
export function newRfqToken(): string {
  let token = '';
  while (token.length < RFQ_TOKEN_LENGTH) {
    for (const byte of randomBytes(RFQ_TOKEN_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      token += ALPHABET[byte % ALPHABET.length];
      if (token.length === RFQ_TOKEN_LENGTH) break;
    }
  }
  return token;
}

export const stateOf = (row: RequestRow, now: Date): RfqState =>
  effectiveState(row.state as RfqState, row.validUntil, now);

export interface RfqServiceDeps {
  db: Db;
  customerSymbols: Pick<CustomerSymbolsService, 'productFor'>;
  /** Writes are counted per customer: each may hold 500 lines. */
  rateLimits?: Pick<RateLimits, 'consume'>;
  now?: () => Date;
}

/**
 * Requests for quote, the customer's side (issue 18, ADR 051): drafts from typed lines (the shared
 * SourceLine shape), sending, the list with its filters and saved searches, a request's page with
 * its quote. Every call takes the session's customer: another customer's request is "not found".
 */
export function createRfqService(deps: RfqServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Each line's product: our symbol, else the customer's own symbol, else one manufacturer part number. */
  async function matchLines(customerId: number, lines: readonly SourceLine[]): Promise<NewLine[]> {
    const keys = [...new Set(lines.map((l) => normaliseSymbol(l.query)).filter((k) => k !== ''))];
    const found = await selectProductMatches(db, keys);
    const bySymbol = new Map<string, number>();
    const byMpn = new Map<string, number[]>();
    for (const p of found) {
      if (!bySymbol.has(p.symbolKey)) bySymbol.set(p.symbolKey, p.id);
      byMpn.set(p.manufacturerSymbolKey, [...(byMpn.get(p.manufacturerSymbolKey) ?? []), p.id]);
    }
    const symbols = new Map(found.map((p) => [p.symbol, p.id]));
    return Promise.all(
      lines.map(async (line, i) => {
        const key = normaliseSymbol(line.query);
        let productId = symbols.get(line.query) ?? bySymbol.get(key) ?? null;
        if (productId === null) {
          const own = await deps.customerSymbols.productFor(customerId, line.query);
          productId = own ? (symbols.get(own) ?? (await productIdOf(own))) : null;
        }
        if (productId === null && byMpn.get(key)?.length === 1) productId = byMpn.get(key)![0]!;
        return {
          position: i + 1,
          sourceRow: line.row,
          query: line.query,
          productId,
          manufacturer: line.manufacturer,
          amounts: line.amounts,
          targetPrice: line.targetPrice,
          note: line.note,
        };
      }),
    );
  }

  async function productIdOf(symbol: string): Promise<number | null> {
    const [match] = (await selectProductMatches(db, [normaliseSymbol(symbol)])).filter(
      (p) => p.symbol === symbol,
    );
    return match?.id ?? null;
  }

  async function requestOf(customerId: number, token: string, lock?: Db): Promise<RequestRow> {
    const row = await selectCustomerRequest(lock ?? db, customerId, token, lock !== undefined);
    if (!row) throw notFound('rfq.errors.notFound');
    return row;
  }

  async function details(customerId: number, token: string, language: Language): Promise<RfqDetails> {
    const row = await requestOf(customerId, token);
    return detailsOf(db, row, language, now());
  }

  return {
    details,

    /** POST details: a new draft from typed lines (or a file's, later), sent at once when asked. */
    async create(actor: RfqActorIds, input: RfqDraftParsed, language: Language): Promise<RfqDetails> {
      await deps.rateLimits?.consume('rfqWritesCustomer', String(actor.customerId));
      const lines = await matchLines(actor.customerId, toSourceLines(input.lines));
      const market = await marketOf(db, actor.customerId);
      const token = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await insertRequest(tx, {
          customerId: actor.customerId,
          contactPersonId: actor.contactPersonId,
          crcToken: newRfqToken(),
          title: input.title,
          reference: input.reference,
          note: input.note,
          currency: market.currency,
          country: market.country,
          state: input.send ? transition('send', 'customer', 'draft')! : 'draft',
          sentAt: input.send ? now() : null,
        });
        await replaceLines(tx, row.id, lines);
        if (input.send) await insertHistory(tx, [sentEntry(row.id, actor)]);
        return row.crcToken;
      });
      return details(actor.customerId, token, language);
    },

    /** PUT details/{token}: a draft's header and lines replaced as a whole (the editor sends all). */
    async update(
      actor: RfqActorIds,
      token: string,
      input: RfqDraftParsed,
      language: Language,
    ): Promise<RfqDetails> {
      await deps.rateLimits?.consume('rfqWritesCustomer', String(actor.customerId));
      const lines = await matchLines(actor.customerId, toSourceLines(input.lines));
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await requestOf(actor.customerId, token, tx);
        transition('edit', 'customer', stateOf(row, now()));
        await updateRequest(tx, row.id, {
          title: input.title,
          reference: input.reference,
          note: input.note,
          ...(input.send ? { state: transition('send', 'customer', 'draft')!, sentAt: now() } : {}),
        });
        await replaceLines(tx, row.id, lines);
        if (input.send) await insertHistory(tx, [sentEntry(row.id, actor)]);
      });
      return details(actor.customerId, token, language);
    },

    /** POST details/{token}/send: the draft goes to the sales team as it is. */
    async send(actor: RfqActorIds, token: string, language: Language): Promise<RfqDetails> {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await requestOf(actor.customerId, token, tx);
        const state = transition('send', 'customer', stateOf(row, now()))!;
        await updateRequest(tx, row.id, { state, sentAt: now() });
        await insertHistory(tx, [sentEntry(row.id, actor)]);
      });
      return details(actor.customerId, token, language);
    },

    /**
     * POST details/{token}/decline: the customer says no to the whole quote, with an optional
     * reason the sales team reads in the desk. It cannot be ordered from afterwards (ADR 051).
     */
    async decline(
      actor: RfqActorIds,
      token: string,
      reason: string | null,
      language: Language,
    ): Promise<RfqDetails> {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await requestOf(actor.customerId, token, tx);
        const state = transition('decline', 'customer', stateOf(row, now()))!;
        await updateRequest(tx, row.id, { state, rejectReason: reason, rejectedBy: 'customer' });
        await insertHistory(tx, [
          {
            requestId: row.id,
            action: 'decline',
            actor: 'customer',
            contactPersonId: actor.contactPersonId,
            details: reason ? { reason } : {},
          },
        ]);
      });
      return details(actor.customerId, token, language);
    },

    async remove(actor: RfqActorIds, token: string): Promise<void> {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const row = await requestOf(actor.customerId, token, tx);
        transition('delete', 'customer', stateOf(row, now()));
        await deleteRequest(tx, row.id);
      });
    },

    /** POST search: the customer's requests, filtered, sorted and a page of them. */
    async search(customerId: number, search: RfqSearch): Promise<RfqList> {
      const { rows, total } = await searchRequests(db, customerId, search, now());
      return {
        elements: rows.map((r) => ({
          number: r.number,
          rfqCrcToken: r.crcToken,
          title: r.title,
          reference: r.reference,
          state: r.state as RfqState,
          lineCount: Number(r.lineCount),
          createdAt: r.createdAt.toISOString(),
          validUntil: r.validUntil?.toISOString() ?? null,
        })),
        total,
        page: search.page,
        perPage: search.perPage,
      };
    },

    frontConstraints(): RfqFrontConstraints {
      return {
        states: [...RFQ_STATES],
        sorts: [...RFQ_SORTS],
        perPage: [...RFQ_PER_PAGE],
        linesMax: RFQ_LINES_MAX,
        amountsMax: RFQ_AMOUNTS_MAX,
        savedSearchesMax: RFQ_SAVED_SEARCHES_MAX,
      };
    },

    async savedSearches(contactPersonId: number): Promise<RfqSavedSearchList> {
      const rows = await selectSavedSearches(db, contactPersonId);
      return {
        elements: rows.map((r) => ({
          id: r.id,
          name: r.name,
          query: savedQuery(r.query),
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    async saveSearch(
      contactPersonId: number,
      input: { name: string; query: Omit<RfqSearch, 'page'> },
    ): Promise<RfqSavedSearch> {
      const row = await insertSavedSearch(
        db,
        contactPersonId,
        input.name,
        input.query,
        RFQ_SAVED_SEARCHES_MAX,
      );
      if (!row) {
        const existing = await selectSavedSearches(db, contactPersonId);
        if (existing.some((s) => s.name === input.name))
          throw new AppError(409, 'rfq.errors.savedSearchTaken');
        throw new AppError(409, 'rfq.errors.savedSearchesFull', { params: { max: RFQ_SAVED_SEARCHES_MAX } });
      }
      return {
        id: row.id,
        name: row.name,
        query: savedQuery(row.query),
        createdAt: new Date(row.created_at).toISOString(),
      };
    },

    async removeSavedSearch(contactPersonId: number, id: number): Promise<void> {
      if (!(await deleteSavedSearch(db, contactPersonId, id))) throw notFound();
    },

    /**
     * Accept part of a quote: the chosen offers at one of their breaks go into a cart through
     * ordering's face, which learns the locked prices back through the QuotedPrices port (ADR 051).
     */
    async accept(
      actor: RfqActorIds & { language?: Language },
      token: string,
      input: { orderNumber: string; lines: ReadonlyArray<{ quotationPosition: number; amount: number }> },
      cart: QuoteCart,
    ): Promise<RfqAcceptResult> {
      const row = await requestOf(actor.customerId, token);
      const state = stateOf(row, now());
      if (state === 'rejected' && row.rejectedBy === 'customer')
        throw new AppError(409, 'rfq.errors.declined', { params: { quotationId: row.number } });
      if (state === 'expired')
        throw new AppError(410, 'rfq.errors.expired', { params: { quotationId: row.number } });
      if (!mayDo('accept', 'customer', state)) {
        throw new AppError(409, 'rfq.errors.wrongState', { params: { state } });
      }
      return cart.addQuotedLines(actor, {
        orderNumber: input.orderNumber,
        lines: input.lines.map((l) => ({ quotationId: row.number, ...l })),
      });
    },
  };
}

/** The history row of a customer's sending. */
function sentEntry(requestId: number, actor: RfqActorIds) {
  return { requestId, action: 'send', actor: 'customer', contactPersonId: actor.contactPersonId };
}

/** A saved search's query read back through the schema (one stored by an older version still works). */
function savedQuery(stored: Record<string, unknown>): Omit<RfqSearch, 'page'> {
  const { page: _page, ...query } = RfqSearchSchema.parse({ ...stored, page: 1 });
  return query;
}

/** The customer's market: its currency is the request's and the quote's. */
async function marketOf(db: Db, customerId: number) {
  return findMarket(await selectCustomerCountry(db, customerId)) ?? getMarket(undefined);
}

/** A request with its lines, offers and what was bought, as the customer's page and the staff read it. */
export async function detailsOf(
  db: Db,
  row: RequestRow,
  language: Language,
  at: Date,
  forStaff = false,
): Promise<RfqDetails> {
  const [lines, offers, accepted] = await Promise.all([
    selectLines(db, row.id),
    selectOffers(db, row.id),
    selectAcceptances(db, row.id),
  ]);
  const state = stateOf(row, at);
  const positionOf = new Map(offers.map((o) => [o.id, o.position]));
  const quoteShown = forStaff || !['draft', 'sent', 'being_priced'].includes(state);
  return {
    number: row.number,
    rfqCrcToken: row.crcToken,
    title: row.title,
    reference: row.reference,
    note: row.note,
    state,
    currency: row.currency,
    validUntil: row.validUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    quotedAt: row.quotedAt?.toISOString() ?? null,
    rejectReason: state === 'rejected' ? row.rejectReason : null,
    declined: state === 'rejected' && row.rejectedBy === 'customer',
    editable: mayDo('edit', 'customer', state),
    acceptable: mayDo('accept', 'customer', state),
    declinable: mayDo('decline', 'customer', state),
    lines: lines.map((l) => {
      const bought = accepted.find((a) => a.lineId === l.id);
      return {
        position: l.position,
        row: l.sourceRow,
        query: l.query,
        manufacturer: l.manufacturer,
        amounts: l.amounts,
        targetPrice: l.targetPrice,
        note: l.note,
        product:
          l.symbol !== null
            ? {
                symbol: l.symbol,
                description: productText(l.description ?? '', l.generatedText ?? false, language),
                manufacturer: l.manufacturerName ?? '',
              }
            : null,
        // Staff's prices in the making are not the customer's to see until the quote is sent.
        offers: quoteShown
          ? offers
              .filter((o) => o.lineId === l.id)
              .map((o) => ({
                position: o.position,
                symbol: o.symbol,
                description: productText(o.description, o.generatedText, language),
                manufacturer: o.manufacturerName,
                alternative: o.alternative,
                breaks: o.breaks,
                leadTimeDays: o.leadTimeDays,
                staffNote: o.staffNote,
              }))
          : [],
        accepted: bought
          ? {
              position: positionOf.get(bought.quotedLineId) ?? 0,
              amount: bought.amount,
              orderNumber: bought.orderNumber,
            }
          : null,
      };
    }),
  };
}

export type RfqService = ReturnType<typeof createRfqService>;
