/**
 * Tenders (issue 20 "Tenders", ADR 070): the public tenders of a market and the desk's editing of
 * them; a customer's tender item list, whose lines quick buy's matcher reads (through the quick-buy
 * face: no second matcher) and whose "or equivalent" offers come from the relations module
 * (stored replacements, then similar products of the same category and parameters); sending it to
 * the shop and the desk's answer, each with its mail in the customer's language. Desk changes are
 * audited in their transaction.
 */
import type { ProductSummary } from '../../../common/contracts/catalog';
import type { PriceContext } from '../../../common/contracts/pricing';
import type { QuickBuyLine } from '../../../common/contracts/quickbuy';
import type { StaffMember } from '../../../common/contracts/staff';
import { AppError, notFound, validationError } from '../../../common/errors';
import { findMarket, getMarket, isLanguage, localePrefix, type Language } from '../../../common/markets';
import { lineTotal, toDecimal } from '../../../common/money';
import { parseTypedLines } from '../../../common/quickbuy-rules';
import { generate } from '../../../common/routes.server';
import {
  TENDER_ALTERNATIVES_MAX,
  TENDER_ANSWER_VALID_DAYS_MAX,
  TENDER_LIST_LINES_MAX,
  TENDER_LIST_PER_PAGE,
  TENDER_PER_PAGE,
  tenderPhase,
  type TenderAnswer,
  type TenderDeskDetails,
  type TenderDeskList,
  type TenderDeskQuery,
  type TenderDetails,
  type TenderInput,
  type TenderListCreate,
  type TenderListDeskDetails,
  type TenderListDeskList,
  type TenderListDeskQuery,
  type TenderListDetails,
  type TenderListPage,
  type TenderListQuery,
  type TenderListState,
  type TenderOffer,
  type TenderPublicList,
  type TenderState,
} from '../../../common/tenders';
import type { Db } from '../../db/client';
import type { RateLimits } from '../auth';
import type { MailService } from '../mail';
import type { QuickBuyService } from '../quickbuy';
import type { RelationsService } from '../relations';
import { audit } from '../staff';
import { tenderListAnsweredMail, tenderListSentMail } from './tenders.mails';
import {
  insertList,
  insertTender,
  searchDesk,
  searchListInbox,
  searchPublic,
  selectCustomerName,
  selectLines,
  selectList,
  selectListsOfCustomer,
  selectReferenceTaken,
  selectTender,
  updateLine,
  updateList,
  updateTender,
  type TenderListLineRow,
  type TenderListRow,
  type TenderRow,
} from './tenders.repository';

/** The session's customer and contact person: every item-list query is scoped by them. */
export interface TenderViewer {
  customerId: number;
  contactPersonId: number;
}

/** The page's market and language, and the contact person's address (for the mail on sending). */
export interface TenderCaller {
  country: string;
  language: Language;
  email: string | null;
}

export type DeskActor = Pick<StaffMember, 'id' | 'name' | 'roles'>;

export interface TendersDeps {
  db: Db;
  mail: MailService;
  rateLimits: RateLimits;
  /** Quick buy's one way from source lines to matched lines (ADR 047). */
  quickBuy: Pick<QuickBuyService, 'readSourceLines'>;
  relations: Pick<RelationsService, 'replacements' | 'similar'>;
  publicUrl: string;
  now?: () => Date;
}

/** Products whose alternatives are looked up at once: each look-up is a few statements. */
const ALTERNATIVE_LOOKUPS_AT_ONCE = 4;
const SNAPSHOT_TEXT_MAX = 300;

const snapshot = (
  symbol: string,
  manufacturer: string,
  description: string,
): { symbol: string; manufacturer: string; description: string } => ({
  symbol,
  manufacturer,
  description: description.slice(0, SNAPSHOT_TEXT_MAX),
});

const ofSummary = (p: ProductSummary, source: TenderOffer['source']): TenderOffer => ({
  ...snapshot(p.symbol, p.manufacturer.name, p.name || p.description),
  source,
});

/** Runs `work` over `items`, `limit` at a time, keeping their order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(runners);
  return results;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createTendersService(deps: TendersDeps) {
  const { db, mail, rateLimits } = deps;
  const now = deps.now ?? (() => new Date());
  const inTx = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));
  const log = (
    tx: Db,
    actor: DeskActor,
    action: string,
    subject: string,
    details: Record<string, unknown> = {},
  ) => audit(tx, { staffId: actor.id, action, subject, details });

  // ---- Tenders ---------------------------------------------------------------------------------

  function summaryOf(
    row: Pick<
      TenderRow,
      'id' | 'reference' | 'title' | 'buyer' | 'country' | 'deadline' | 'state' | 'lineCount'
    >,
  ) {
    return {
      id: row.id,
      reference: row.reference,
      title: row.title,
      buyer: row.buyer,
      country: row.country,
      deadline: row.deadline.toISOString(),
      phase: tenderPhase(row.state as TenderState, row.deadline, now()),
      lineCount: row.lineCount,
    };
  }

  function detailsOf(row: TenderRow): TenderDetails {
    return {
      ...summaryOf(row),
      description: row.description,
      documents: row.documents,
      lines: row.lines,
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }

  function deskDetailsOf(row: TenderRow): TenderDeskDetails {
    return {
      ...detailsOf(row),
      state: row.state as TenderState,
      updatedAt: row.updatedAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  }

  async function lockedTender(tx: Db, id: number): Promise<TenderRow> {
    const row = await selectTender(tx, id, true);
    if (!row) throw notFound('tenders.errors.notFound');
    return row;
  }

  /** The form's values as stored; the market and the reference checked (one reference per market). */
  async function tenderValues(tx: Db, input: TenderInput, exceptId?: number) {
    if (!findMarket(input.country))
      throw validationError([{ field: 'country', key: 'errors.input.countryCode' }]);
    if (await selectReferenceTaken(tx, input.country, input.reference, exceptId))
      throw validationError([{ field: 'reference', key: 'tenders.errors.referenceTaken' }]);
    return {
      country: input.country,
      reference: input.reference,
      title: input.title,
      buyer: input.buyer,
      deadline: new Date(input.deadline),
      description: input.description ?? '',
      documents: input.documents,
      lines: input.lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unit: l.unit || null,
      })),
      lineCount: input.lines.length,
      updatedAt: now(),
    };
  }

  // ---- Item lists ------------------------------------------------------------------------------

  /**
   * "Or equivalent" offers of a matched line: the matcher's other candidates, then the product's
   * stored replacements (they keep its footprint), then similar products of its category ranked by
   * its parameters. One look-up per distinct product, a few at a time.
   */
  async function offersOf(lines: readonly QuickBuyLine[], ctx: PriceContext): Promise<TenderOffer[][]> {
    const symbols = [...new Set(lines.flatMap((l) => (l.product ? [l.product.symbol] : [])))];
    const found = await inPool(symbols, ALTERNATIVE_LOOKUPS_AT_ONCE, async (symbol) => {
      const [replacements, similar] = await Promise.all([
        deps.relations.replacements(symbol, { limit: TENDER_ALTERNATIVES_MAX }, ctx),
        deps.relations.similar(symbol, TENDER_ALTERNATIVES_MAX, ctx),
      ]);
      return [
        ...replacements.products.map((p) => ofSummary(p, 'replacement')),
        ...similar.products.map((p) => ofSummary(p, 'similar')),
      ];
    });
    const bySymbol = new Map(symbols.map((s, i) => [s, found[i]!]));
    return lines.map((line) => {
      if (!line.product) return [];
      const own = line.product.symbol;
      const offers: TenderOffer[] = [
        ...line.candidates
          .filter((c) => c.symbol !== own)
          .map((c) => ({
            ...snapshot(c.symbol, c.manufacturer, c.description),
            source: 'candidate' as const,
          })),
        ...(bySymbol.get(own) ?? []),
      ];
      const seen = new Set([own]);
      const unique: TenderOffer[] = [];
      for (const offer of offers) {
        if (seen.has(offer.symbol)) continue;
        seen.add(offer.symbol);
        unique.push(offer);
      }
      return unique.slice(0, TENDER_ALTERNATIVES_MAX);
    });
  }

  function linesOf(rows: readonly TenderListLineRow[]) {
    return rows.map((r) => ({
      id: r.id,
      position: r.position,
      query: r.query,
      amount: r.amount,
      note: r.note,
      matchKind: r.matchKind,
      matchAccepted: r.matchAccepted,
      matched: r.matched ? { ...r.matched, source: 'match' as const } : null,
      alternatives: r.alternatives.map((a) => ({ ...a, source: a.source as TenderOffer['source'] })),
      chosenSymbol: r.chosenSymbol,
      unitPrice: r.unitPrice === null ? null : toDecimal(r.unitPrice).toFixed(),
      answerNote: r.answerNote,
    }));
  }

  function listSummaryOf(
    row: Pick<
      TenderListRow,
      'id' | 'title' | 'reference' | 'state' | 'lineCount' | 'createdAt' | 'sentAt' | 'answeredAt'
    >,
  ) {
    return {
      id: row.id,
      title: row.title,
      reference: row.reference,
      state: row.state as TenderListState,
      lineCount: row.lineCount,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      answeredAt: row.answeredAt?.toISOString() ?? null,
    };
  }

  async function listDetailsOf(reader: Db, row: TenderListRow): Promise<TenderListDetails> {
    const lines = linesOf(await selectLines(reader, row.id));
    const currency = getMarket(row.country).currency;
    let total = toDecimal('0');
    for (const line of lines)
      if (line.unitPrice !== null) total = total.plus(lineTotal(line.unitPrice, line.amount, currency));
    return {
      ...listSummaryOf(row),
      note: row.note,
      currency,
      lines,
      answer:
        row.state === 'answered' && row.validUntil
          ? { note: row.answerNote, validUntil: row.validUntil, total: total.toFixed() }
          : null,
    };
  }

  async function ownList(
    tx: Db,
    viewer: TenderViewer,
    id: number,
    forUpdate = false,
  ): Promise<TenderListRow> {
    // Another customer's list does not exist for this one (404, never 403).
    const row = await selectList(tx, id, viewer.customerId, forUpdate);
    if (!row) throw notFound('tenders.errors.listNotFound');
    return row;
  }

  const languageOf = (row: TenderListRow): Language => (isLanguage(row.language) ? row.language : 'en');
  const listUrl = (row: TenderListRow) =>
    `${deps.publicUrl}${generate('profile_tender_list', { id: String(row.id), ...localePrefix(row.country, languageOf(row)) })}`;

  return {
    // ---- Public ----

    async publicList(query: TenderListQuery, country: string): Promise<TenderPublicList> {
      const market = getMarket(query.country ?? country).country;
      const { rows, total } = await searchPublic(db, query, market, now(), TENDER_PER_PAGE);
      return { elements: rows.map(summaryOf), total, page: query.page, perPage: TENDER_PER_PAGE };
    },

    /** A published or closed tender; a draft does not exist outside the desk. */
    async publicDetails(id: number): Promise<TenderDetails> {
      const row = await selectTender(db, id);
      if (!row || row.state === 'draft') throw notFound('tenders.errors.notFound');
      return detailsOf(row);
    },

    // ---- The desk's tenders ----

    async deskTenders(query: TenderDeskQuery): Promise<TenderDeskList> {
      const { rows, total } = await searchDesk(db, query, TENDER_PER_PAGE);
      return {
        elements: rows.map((r) => ({
          ...summaryOf(r),
          state: r.state as TenderState,
          updatedAt: r.updatedAt.toISOString(),
        })),
        total,
        page: query.page,
        perPage: TENDER_PER_PAGE,
      };
    },

    async deskDetails(id: number): Promise<TenderDeskDetails> {
      const row = await selectTender(db, id);
      if (!row) throw notFound('tenders.errors.notFound');
      return deskDetailsOf(row);
    },

    async create(input: TenderInput, actor: DeskActor): Promise<TenderDeskDetails> {
      const id = await inTx(async (tx) => {
        const id = await insertTender(tx, { ...(await tenderValues(tx, input)), createdById: actor.id });
        await log(tx, actor, 'tender.create', `tender:${id}`, { reference: input.reference });
        return id;
      });
      return this.deskDetails(id);
    },

    /** Drafts and published tenders may be corrected; a closed one is history. */
    async update(id: number, input: TenderInput, actor: DeskActor): Promise<TenderDeskDetails> {
      await inTx(async (tx) => {
        const row = await lockedTender(tx, id);
        if (row.state === 'closed') throw new AppError(409, 'tenders.errors.closed');
        await updateTender(tx, id, await tenderValues(tx, input, id));
        await log(tx, actor, 'tender.update', `tender:${id}`);
      });
      return this.deskDetails(id);
    },

    /** A draft goes public; its deadline must still be ahead (else it would be closed at once). */
    async publish(id: number, actor: DeskActor): Promise<TenderDeskDetails> {
      await inTx(async (tx) => {
        const row = await lockedTender(tx, id);
        if (row.state !== 'draft') throw new AppError(409, 'tenders.errors.notDraft');
        if (row.deadline.getTime() <= now().getTime())
          throw validationError([{ field: 'deadline', key: 'tenders.errors.deadlinePast' }]);
        await updateTender(tx, id, { state: 'published', publishedAt: now(), updatedAt: now() });
        await log(tx, actor, 'tender.publish', `tender:${id}`);
      });
      return this.deskDetails(id);
    },

    /** A published tender is closed (before its deadline too: the shop withdrew or it was decided). */
    async close(id: number, actor: DeskActor): Promise<TenderDeskDetails> {
      await inTx(async (tx) => {
        const row = await lockedTender(tx, id);
        if (row.state === 'closed') return;
        if (row.state !== 'published') throw new AppError(409, 'tenders.errors.notPublished');
        await updateTender(tx, id, { state: 'closed', closedAt: now(), updatedAt: now() });
        await log(tx, actor, 'tender.close', `tender:${id}`);
      });
      return this.deskDetails(id);
    },

    // ---- The customer's item lists ----

    async lists(viewer: TenderViewer, page: number): Promise<TenderListPage> {
      const { rows, total } = await selectListsOfCustomer(db, viewer.customerId, page, TENDER_LIST_PER_PAGE);
      return { elements: rows.map(listSummaryOf), total, page, perPage: TENDER_LIST_PER_PAGE };
    },

    async list(viewer: TenderViewer, id: number): Promise<TenderListDetails> {
      return listDetailsOf(db, await ownList(db, viewer, id));
    },

    /**
     * A new list from typed or pasted lines (quick buy's syntax): each matched by quick buy's
     * matcher, its "or equivalent" offers looked up, all stored as a draft the customer checks.
     */
    async createList(
      viewer: TenderViewer,
      input: TenderListCreate,
      caller: TenderCaller,
    ): Promise<TenderListDetails> {
      const source = parseTypedLines(input.text);
      if (source.length === 0) throw validationError([{ field: 'text', key: 'tenders.errors.noLines' }]);
      if (source.length > TENDER_LIST_LINES_MAX)
        throw validationError([
          {
            field: 'text',
            key: 'tenders.errors.tooManyListLines',
            params: { max: TENDER_LIST_LINES_MAX, count: source.length },
          },
        ]);
      await rateLimits.consume('tenderListCustomer', String(viewer.customerId));
      const market = getMarket(caller.country);
      const ctx: PriceContext = { country: market.country, gross: false, language: caller.language };
      const matched = await deps.quickBuy.readSourceLines(source, viewer, ctx);
      const offers = await offersOf(matched.lines, ctx);
      const id = await inTx((tx) =>
        insertList(
          tx,
          {
            customerId: viewer.customerId,
            contactPersonId: viewer.contactPersonId,
            title: input.title,
            reference: input.reference || null,
            note: input.note || null,
            country: market.country,
            currency: market.currency,
            language: caller.language,
            lineCount: matched.lines.length,
            createdAt: now(),
          },
          matched.lines.map((line, index) => ({
            position: index + 1,
            query: line.query,
            amount: line.requested,
            note: line.note,
            matchKind: line.match.kind,
            matchAccepted: line.match.accepted,
            matched: line.product
              ? snapshot(line.product.symbol, line.product.manufacturer, line.product.description)
              : null,
            alternatives: offers[index]!,
            // A sure match is what the customer asks a price for; an unsure one waits for their choice.
            chosenSymbol: line.product && line.match.accepted ? line.product.symbol : null,
          })),
        ),
      );
      return this.list(viewer, id);
    },

    /** The customer's pick for a line: its match, one of its offers, or none. Drafts only. */
    async choose(
      viewer: TenderViewer,
      id: number,
      lineId: number,
      symbol: string | null,
    ): Promise<TenderListDetails> {
      await inTx(async (tx) => {
        const row = await ownList(tx, viewer, id, true);
        if (row.state !== 'draft') throw new AppError(409, 'tenders.errors.listSent');
        const line = (await selectLines(tx, id)).find((l) => l.id === lineId);
        if (!line) throw notFound('tenders.errors.lineNotFound');
        const offered = [line.matched?.symbol, ...line.alternatives.map((a) => a.symbol)];
        if (symbol !== null && !offered.includes(symbol))
          throw validationError([{ field: 'symbol', key: 'tenders.errors.notOffered', params: { symbol } }]);
        await updateLine(tx, id, lineId, { chosenSymbol: symbol });
      });
      return this.list(viewer, id);
    },

    /** The draft goes to the shop: the confirmation mail is recorded with it, in one transaction. */
    async send(viewer: TenderViewer, id: number, caller: TenderCaller): Promise<TenderListDetails> {
      await inTx(async (tx) => {
        const row = await ownList(tx, viewer, id, true);
        if (row.state !== 'draft') throw new AppError(409, 'tenders.errors.listSent');
        const language = caller.language;
        const sent = { ...row, language };
        const outboxId = caller.email
          ? await mail.send(
              {
                kind: 'tender_list_sent',
                to: caller.email,
                language,
                ...tenderListSentMail(language, row, listUrl(sent)),
              },
              { tx },
            )
          : null;
        await updateList(tx, id, {
          state: 'sent',
          sentAt: now(),
          email: caller.email,
          language,
          contactPersonId: viewer.contactPersonId,
          sentOutboxId: outboxId,
        });
      });
      return this.list(viewer, id);
    },

    // ---- The desk's item lists ----

    async inbox(query: TenderListDeskQuery): Promise<TenderListDeskList> {
      const { rows, total } = await searchListInbox(db, query, TENDER_LIST_PER_PAGE);
      return {
        elements: rows.map((r) => ({
          ...listSummaryOf(r),
          customer: [r.customerNumber, r.companyName].filter(Boolean).join(' · '),
        })),
        total,
        page: query.page,
        perPage: TENDER_LIST_PER_PAGE,
      };
    },

    /** A sent or answered list; a draft is the customer's own until sent. */
    async deskItemList(id: number): Promise<TenderListDeskDetails> {
      const row = await selectList(db, id, null);
      if (!row || row.state === 'draft') throw notFound('tenders.errors.listNotFound');
      const [details, customer] = await Promise.all([
        listDetailsOf(db, row),
        selectCustomerName(db, row.customerId),
      ]);
      return { ...details, customer, email: row.email, language: row.language };
    },

    /**
     * The desk's answer: a unit price (or none) and a note per line, a note and a validity for the
     * whole; it may be answered again (a corrected answer replaces the last). Mailed to the customer
     * in the list's language, recorded with the outbox id and audited, all in one transaction.
     */
    async answer(id: number, input: TenderAnswer, actor: DeskActor): Promise<TenderListDeskDetails> {
      const today = isoDay(now());
      const latest = isoDay(new Date(now().getTime() + TENDER_ANSWER_VALID_DAYS_MAX * 86_400_000));
      if (
        Number.isNaN(Date.parse(input.validUntil)) ||
        input.validUntil <= today ||
        input.validUntil > latest
      )
        throw validationError([
          {
            field: 'validUntil',
            key: 'tenders.errors.validUntil',
            params: { max: TENDER_ANSWER_VALID_DAYS_MAX },
          },
        ]);
      await inTx(async (tx) => {
        const row = await selectList(tx, id, null, true);
        if (!row || row.state === 'draft') throw notFound('tenders.errors.listNotFound');
        const lines = await selectLines(tx, id);
        const known = new Set(lines.map((l) => l.id));
        const stranger = input.lines.find((l) => !known.has(l.lineId));
        if (stranger) throw validationError([{ field: 'lines', key: 'tenders.errors.lineNotFound' }]);
        const given = new Map(input.lines.map((l) => [l.lineId, l]));
        for (const line of lines) {
          const answer = given.get(line.id);
          await updateLine(tx, id, line.id, {
            unitPrice: answer?.unitPrice ?? null,
            answerNote: answer?.note || null,
          });
        }
        const language = languageOf(row);
        const outboxId = row.email
          ? await mail.send(
              {
                kind: 'tender_list_answered',
                to: row.email,
                language,
                ...tenderListAnsweredMail(
                  language,
                  { id: row.id, title: row.title, validUntil: input.validUntil, note: input.note || null },
                  listUrl(row),
                ),
              },
              { tx },
            )
          : null;
        await updateList(tx, id, {
          state: 'answered',
          answeredAt: now(),
          answeredById: actor.id,
          answerNote: input.note || null,
          validUntil: input.validUntil,
          answerOutboxId: outboxId,
        });
        await log(tx, actor, 'tender_list.answer', `tender_list:${id}`, {
          outboxId,
          priced: input.lines.filter((l) => l.unitPrice !== null).length,
        });
      });
      return this.deskItemList(id);
    },
  };
}

export type TendersService = ReturnType<typeof createTendersService>;
