/**
 * Complaints and withdrawals (issue 19 "Complaints", ADR 065): filed by a customer against one of
 * their VAT invoices, sorted by the law (common/complaints), answered by staff through the one
 * state machine, or accepted by the passing of the deadline where the law says silence accepts.
 * Every change locks the complaint's row, asks `canMove`, writes its history, its audit row (staff)
 * and its mail (the outbox) in one transaction; a refund makes the corrective invoice in that same
 * transaction (invoices.correct), so an accepted refund without its correction never exists; the
 * correction's KSeF send is queued only once that transaction has committed.
 */
import type { MultipartFile } from '@fastify/multipart';
import { createHash } from 'node:crypto';
import {
  ANSWER_DAYS,
  addDays,
  autoAccepts,
  canMove,
  COMPLAINT_DESK_PER_PAGE,
  COMPLAINT_DRAFT_KEEP_DAYS,
  COMPLAINT_FILE_MAX_BYTES,
  COMPLAINT_FILES_MAX,
  COMPLAINT_REASONS,
  COMPLAINT_STATES,
  COMPLAINT_STORAGE_MAX_BYTES,
  COMPLAINTS_PER_PAGE,
  complaintLaw,
  COMPLAINT_TRANSITIONS,
  invoiceNumberOfParam,
  isFinalState,
  pathOf,
  rmaNumber,
  type BuyerType,
  type ComplaintPath,
  type ComplaintReason,
  type ComplaintResolution,
  type ComplaintState,
} from '../../../common/complaints';
import type {
  ComplaintCreateParsed,
  ComplaintDecision,
  ComplaintDeskDetails,
  ComplaintDeskList,
  ComplaintDeskQuery,
  ComplaintDetails,
  ComplaintFile,
  ComplaintInvoice,
  ComplaintInvoices,
  ComplaintInvoicesQuery,
  ComplaintList,
  ComplaintListQuery,
  ComplaintStorage,
  ComplaintSummary,
} from '../../../common/contracts/complaints';
import { COMPLAINT_INVOICES_PER_PAGE } from '../../../common/contracts/complaints';
import { invoicePdfPath, isGoodsLine, type InvoiceSummary } from '../../../common/contracts/invoices';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import {
  claimIdempotencyKey,
  selectIdempotencyKey,
  storeIdempotentResponse,
} from '../../http/idempotency-keys.repository';
import type { MailService } from '../mail';
import { audit } from '../staff';
import type { ComplaintFileStore, StoredFile } from './complaint-files';
import { complaintMail, RETURN_ADDRESS } from './complaints.mail';
import { renderReturnLabel } from './return-label-pdf';
import {
  attachFiles,
  buyerOf,
  complainableInvoices,
  complaintById,
  deleteDraftFiles,
  deleteStaleDrafts,
  draftFiles,
  filesOfComplaint,
  fileOfComplaint,
  heldQuantities,
  historyOf,
  inTransaction,
  insertComplaint,
  insertFiles,
  insertHistory,
  knownFileIds,
  lineCounts,
  linesOf,
  listOwn,
  lockComplaint,
  lockStorageOwner,
  ownComplaintByRma,
  partyOf,
  searchInbox,
  selectDue,
  updateComplaint,
  visibleFile,
  type ComplaintFileRow,
  type ComplaintRow,
} from './complaints.repository';

/** One of the customer's invoices with the lines still standing (invoices.standing). */
export interface StandingInvoice {
  id: number;
  number: string;
  kind: 'proforma' | 'invoice' | 'correction';
  orderId: number | null;
  orderNumber: string | null;
  market: string;
  currency: string;
  issuedAt: Date;
  saleDate: string;
  lines: Array<{
    position: number;
    symbol: string;
    description: string;
    quantity: number;
    unitNet: string;
    vatRate: string;
  }>;
}

/** What complaints need of the invoices module (wired in services.ts). */
export interface ComplaintInvoicesPort {
  standing(customerId: number, number: string): Promise<StandingInvoice | null>;
  correct(
    input: {
      invoiceId: number;
      customerId?: number;
      lines: ReadonlyArray<{ position: number; quantity: number }>;
      reason: string;
      wholeWhenAllGoods?: boolean;
    },
    /** The caller's transaction; `afterCommit` gets what may only happen once it committed (KSeF). */
    within?: { tx: Db; afterCommit: (task: () => void) => void },
  ): Promise<InvoiceSummary>;
}

/** What complaints need of ordering: when an order was shipped (the start of the withdrawal days). */
export interface ComplaintOrdersPort {
  shippedAt(orderId: number): Promise<Date | null>;
}

export interface ComplaintsDeps {
  db: Db;
  invoices: ComplaintInvoicesPort;
  orders: ComplaintOrdersPort;
  mail: MailService;
  files: ComplaintFileStore;
  /** The public origin: the only source of the mails' links (ADR 015). */
  publicUrl: string;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
}

export interface Viewer {
  customerId: number;
  contactPersonId: number;
}

/** Who acts on a complaint: a staff member, or the shop itself (the deadline's acceptance). */
export type ComplaintActor = { id: number; name: string } | 'system';

const DAY_MS = 86_400_000;
const MB = (bytes: number) => Math.round(bytes / (1024 * 1024));
const notFound = () => new AppError(404, 'complaints.errors.notFound');
/** The idempotency keys' scope of filing a complaint (keys are per customer and scope). */
const COMPLAINT_CREATE_SCOPE = 'complaint-create';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function buyerTypeOf(row: {
  customerType: string;
  isPerson: boolean;
  isPrivateCustomer: boolean;
}): BuyerType {
  if (row.customerType === 'person' || row.isPrivateCustomer || row.isPerson) return 'person';
  return row.customerType === 'sole_trader' ? 'sole_trader' : 'company';
}

export function createComplaintsService(deps: ComplaintsDeps) {
  const { db, files } = deps;
  const now = () => deps.now?.() ?? new Date();

  const fileOf = (row: ComplaintFileRow, url: string): ComplaintFile => ({
    id: row.id,
    name: row.name,
    contentType: row.contentType as ComplaintFile['contentType'],
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    url,
  });
  const customerFileUrl = (id: string) => generate('complaint_file', { fileId: id });
  const deskFileUrl = (complaintId: number, id: string) =>
    generate('staff_complaint_file', { id: String(complaintId), fileId: id });
  // The complaint's own page (complaint_view), from the route table like every other link.
  const detailsPath = (rma: string) => generate('complaint_view', { rmaNumber: rma });

  function summaryOf(row: ComplaintRow, lineCount: number): ComplaintSummary {
    return {
      rmaNumber: row.rmaNumber,
      state: row.state as ComplaintState,
      resolution: row.resolution as ComplaintResolution | null,
      reason: row.reason as ComplaintReason,
      path: row.path as ComplaintPath,
      invoiceNumber: row.invoiceNumber,
      orderNumber: row.orderNumber,
      filedAt: row.filedAt.toISOString(),
      answerBy: row.answerBy,
      autoAccept: row.autoAccept,
      lineCount,
      detailsPath: detailsPath(row.rmaNumber),
    };
  }

  async function summaries(rows: ComplaintRow[]): Promise<ComplaintSummary[]> {
    const counts = await lineCounts(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => summaryOf(r, counts.get(r.id) ?? 0));
  }

  /** The customer's (or the desk's, with internal notes and staff names) full view of a complaint. */
  async function detailsOf(row: ComplaintRow, desk: boolean): Promise<ComplaintDetails> {
    const [lines, fileRows, history] = await Promise.all([
      linesOf(db, [row.id]),
      filesOfComplaint(db, row.id),
      historyOf(db, row.id, desk),
    ]);
    const showInstructions = goodsGoBack(row);
    return {
      ...summaryOf(row, lines.length),
      requestedResolution: row.requestedResolution as ComplaintResolution,
      description: row.description,
      rejectionReason: row.rejectionReason,
      currency: row.currency,
      lines: lines.map((l) => ({
        position: l.position,
        symbol: l.symbol,
        description: l.description,
        quantity: l.quantity,
        unitNet: l.unitNet,
      })),
      files: fileRows.map((f) => fileOf(f, desk ? deskFileUrl(row.id, f.id) : customerFileUrl(f.id))),
      history: history.map((h) => ({
        at: h.at.toISOString(),
        action: h.action as ComplaintDetails['history'][number]['action'],
        from: h.fromState as ComplaintState | null,
        to: h.toState as ComplaintState | null,
        by: h.by as 'customer' | 'staff' | 'system',
        staffName: desk ? h.staffName : null,
        text: h.text,
      })),
      correction: correctionSummary(row),
      returnInstructions: showInstructions ? { address: RETURN_ADDRESS } : null,
    };
  }

  /** Goods go back once staff asked for them, and after an acceptance unless they never came (missing). */
  function goodsGoBack(row: ComplaintRow): boolean {
    const state = row.state as ComplaintState;
    return state === 'awaiting_goods' || (state === 'accepted' && row.reason !== 'missing');
  }

  /** The corrective invoice of a refund (its PDF under the customer's invoice addresses). */
  function correctionSummary(row: ComplaintRow): ComplaintDetails['correction'] {
    if (row.correctionInvoiceId === null || row.correctionNumber === null) return null;
    const precision = row.currency === 'HUF' ? 0 : 2;
    return {
      number: row.correctionNumber,
      grossTotal: Number(row.correctionGross ?? 0).toFixed(precision),
      currency: row.currency,
      pdfPath: invoicePdfPath({ id: row.correctionInvoiceId, kind: 'correction', paid: true }),
    };
  }

  async function mailChange(
    tx: Db,
    row: ComplaintRow,
    extra: { message: string | null; auto: boolean; correctionNumber: string | null },
  ) {
    const party = await partyOf(tx, row);
    if (!party.customerEmail) return;
    const language: Language = isLanguage(party.language) ? party.language : 'en';
    const prefix = localePrefix(party.country, language);
    const url = `${deps.publicUrl}${generate('complaint_view', { rmaNumber: row.rmaNumber, ...prefix })}`;
    const rendered = complaintMail(language, {
      state: row.state as ComplaintState,
      rma: row.rmaNumber,
      invoiceNumber: row.invoiceNumber,
      path: row.path,
      answerBy: row.answerBy,
      autoAccept: row.autoAccept,
      resolution: row.resolution as ComplaintResolution | null,
      goodsBack: row.reason !== 'missing',
      correctionNumber: extra.correctionNumber,
      rejectionReason: row.rejectionReason,
      message: extra.message,
      auto: extra.auto,
      answerDays: ANSWER_DAYS,
      url,
    });
    await deps.mail.send({ ...rendered, kind: 'complaint', to: party.customerEmail, language }, { tx });
  }

  /** The law of an invoice for a customer now (the shipping day, else the sale day, is delivery). */
  async function lawOf(invoice: StandingInvoice, buyerType: BuyerType) {
    const shipped = invoice.orderId === null ? null : await deps.orders.shippedAt(invoice.orderId);
    const deliveredOn = shipped ? isoDay(shipped) : invoice.saleDate;
    return complaintLaw({ buyerType, market: invoice.market, deliveredOn, today: isoDay(now()) });
  }

  async function ownVatInvoice(viewer: Viewer, number: string): Promise<StandingInvoice> {
    const invoice = await deps.invoices.standing(viewer.customerId, invoiceNumberOfParam(number));
    if (!invoice) throw new AppError(404, 'complaints.errors.invoiceNotFound');
    if (invoice.kind !== 'invoice') throw new AppError(422, 'complaints.errors.invoiceNotComplainable');
    return invoice;
  }

  async function buyer(viewer: Viewer) {
    const row = await buyerOf(db, viewer.contactPersonId);
    if (!row || row.customerId !== viewer.customerId) throw new AppError(401, 'errors.notLoggedIn');
    return { type: buyerTypeOf(row), language: row.language };
  }

  async function storageOf(contactPersonId: number, tx: Db = db): Promise<ComplaintStorage> {
    const rows = await draftFiles(tx, contactPersonId);
    return {
      files: rows.map((r) => fileOf(r, customerFileUrl(r.id))),
      totalBytes: rows.reduce((sum, r) => sum + r.size, 0),
      maxFiles: COMPLAINT_FILES_MAX,
      maxFileBytes: COMPLAINT_FILE_MAX_BYTES,
      maxTotalBytes: COMPLAINT_STORAGE_MAX_BYTES,
    };
  }

  /**
   * Moves a complaint under its row lock: the one place a state changes. A refund's correction, the
   * history, the audit row and the mail are written in the same transaction.
   */
  async function move(
    id: number,
    actor: ComplaintActor,
    decision: ComplaintDecision & { auto?: boolean },
    expectAutoDue?: string,
  ): Promise<ComplaintRow | null> {
    // What waits for the commit (the correction's KSeF send): run after it, dropped on a rollback.
    const committed: Array<() => void> = [];
    const moved = await inTransaction(db, async (tx) => {
      const row = await lockComplaint(tx, id);
      if (!row) throw notFound();
      const from = row.state as ComplaintState;
      const to = decision.state as ComplaintState;
      // The sweep's second look under the lock: answered meanwhile, or no longer due: nothing to do.
      if (
        expectAutoDue !== undefined &&
        (isFinalState(from) || !row.autoAccept || row.answerBy >= expectAutoDue)
      )
        return null;
      if (!canMove(from, to))
        throw new AppError(409, 'complaints.errors.badTransition', {
          params: { state: from, to },
        });
      const at = now();
      const resolution =
        to === 'accepted'
          ? row.path === 'withdrawal'
            ? 'refund'
            : (decision.resolution ?? (row.requestedResolution as ComplaintResolution))
          : null;
      let correction: InvoiceSummary | null = null;
      if (to === 'accepted' && resolution === 'refund') {
        const lines = await linesOf(tx, [row.id]);
        const party = await partyOf(tx, row);
        const language: Language = isLanguage(party.language) ? party.language : 'en';
        correction = await deps.invoices.correct(
          {
            invoiceId: row.invoiceId,
            customerId: row.customerId,
            lines: lines.map((l) => ({ position: l.position, quantity: l.quantity })),
            reason: `${translate(language, `complaints.path.${row.path}`)} ${row.rmaNumber}`,
            // All the goods back: the purchase is undone, its delivery refunded and the rest of its
            // discount kept back (a line the customer never complains of, not claimable on its own);
            // part of them: their share of the discount is kept back with them (issue 19, ADR 080).
            wholeWhenAllGoods: true,
          },
          { tx, afterCommit: (task) => committed.push(task) },
        );
        await insertHistory(tx, {
          complaintId: row.id,
          at,
          action: 'refund',
          by: actor === 'system' ? 'system' : 'staff',
          staffId: actor === 'system' ? null : actor.id,
          text: correction.number,
        });
      }
      const updated = await updateComplaint(tx, row.id, {
        state: to,
        resolution,
        rejectionReason: to === 'rejected' ? (decision.reason ?? null) : row.rejectionReason,
        decidedAt: isFinalState(to) ? at : null,
        correctionInvoiceId: correction?.id ?? row.correctionInvoiceId,
        ...(correction
          ? { correctionNumber: correction.number, correctionGross: correction.grossTotal }
          : {}),
      });
      await insertHistory(tx, {
        complaintId: row.id,
        at,
        action: decision.auto ? 'autoAccepted' : 'state',
        fromState: from,
        toState: to,
        by: actor === 'system' ? 'system' : 'staff',
        staffId: actor === 'system' ? null : actor.id,
        text: to === 'rejected' ? (decision.reason ?? null) : (decision.message ?? null),
      });
      if (actor !== 'system')
        await audit(tx, {
          staffId: actor.id,
          action: `complaint.${to}`,
          subject: `complaint:${row.rmaNumber}`,
          details: {
            from,
            to,
            ...(resolution ? { resolution } : {}),
            ...(correction ? { correctionNumber: correction.number } : {}),
          },
        });
      await mailChange(tx, updated, {
        message: decision.message ?? null,
        auto: Boolean(decision.auto),
        correctionNumber: correction?.number ?? null,
      });
      return updated;
    });
    for (const task of committed) task();
    return moved;
  }

  async function deskDetails(row: ComplaintRow): Promise<ComplaintDeskDetails> {
    const [details, party, buyerRow] = await Promise.all([
      detailsOf(row, true),
      partyOf(db, row),
      Promise.resolve(row.buyerType),
    ]);
    const { detailsPath: _omit, ...rest } = details;
    void _omit;
    const state = row.state as ComplaintState;
    return {
      ...rest,
      id: row.id,
      customerName: party.customerName,
      customerEmail: party.customerEmail,
      customerLanguage: party.language,
      buyerType: buyerRow,
      daysLeft: daysLeft(row),
      nextStates: [...COMPLAINT_TRANSITIONS[state]],
    };
  }

  function daysLeft(row: ComplaintRow): number | null {
    if (isFinalState(row.state as ComplaintState)) return null;
    return Math.round(
      (Date.parse(`${row.answerBy}T00:00:00Z`) - Date.parse(`${isoDay(now())}T00:00:00Z`)) / DAY_MS,
    );
  }

  return {
    /** The directory the files are kept under (tests look at it). */
    filesRoot: files.root,

    /** GET invoices: the form's picker, the customer's own invoices with something still complainable. */
    async invoices(viewer: Viewer, query: ComplaintInvoicesQuery): Promise<ComplaintInvoices> {
      const { rows, total } = await complainableInvoices(
        db,
        viewer.customerId,
        query.q,
        query.page,
        COMPLAINT_INVOICES_PER_PAGE,
      );
      return {
        items: rows.map((r) => {
          const precision = r.currency === 'HUF' ? 0 : 2;
          return {
            number: r.number,
            orderNumber: r.orderNumber,
            issuedAt: r.issuedAt.toISOString(),
            currency: r.currency,
            grossTotal: Number(r.grossTotal).toFixed(precision),
          };
        }),
        total,
        page: query.page,
        perPage: COMPLAINT_INVOICES_PER_PAGE,
      };
    },

    /** GET invoice/{invoiceNumber}: the lines and quantities still complainable and the law. */
    async invoice(viewer: Viewer, number: string): Promise<ComplaintInvoice> {
      const invoice = await ownVatInvoice(viewer, number);
      const { type } = await buyer(viewer);
      const [law, held] = await Promise.all([lawOf(invoice, type), heldQuantities(db, invoice.id)]);
      return {
        invoiceNumber: invoice.number,
        orderNumber: invoice.orderNumber,
        issuedAt: invoice.issuedAt.toISOString(),
        currency: invoice.currency,
        market: invoice.market,
        // The delivery cost and the discount are no goods: not offered (create refuses them too).
        lines: invoice.lines.filter(isGoodsLine).map((l) => ({
          position: l.position,
          symbol: l.symbol,
          description: l.description,
          quantity: l.quantity,
          complainable: Math.max(0, l.quantity - (held.get(l.position) ?? 0)),
          unitNet: l.unitNet,
          vatRate: l.vatRate,
        })),
        law,
        reasons: COMPLAINT_REASONS.filter((r) => 'path' in pathOf(law, r)),
      };
    },

    /**
     * POST create: files the complaint, attaches the named draft files, mails the filer. With an
     * Idempotency-Key (the form sends one per filled form) a retry after a lost answer gets the
     * complaint already filed instead of a second one; the key with another body is refused (409).
     * The key is claimed in the complaint's own transaction (as the desk's offers do): a concurrent
     * twin waits on the key's unique index, and a request that dies rolls its claim back with it.
     */
    async create(
      viewer: Viewer,
      input: ComplaintCreateParsed,
      idempotencyKey?: string,
    ): Promise<ComplaintDetails> {
      const invoice = await ownVatInvoice(viewer, input.invoiceNumber);
      const { type } = await buyer(viewer);
      const law = await lawOf(invoice, type);
      const sorted = pathOf(law, input.reason);
      if ('refused' in sorted)
        throw new AppError(422, `complaints.errors.${sorted.refused}`, {
          params: {
            date: sorted.refused === 'complaintExpired' ? law.complainUntil : (law.withdrawalUntil ?? ''),
          },
        });
      const path = sorted.path;
      const filedAt = now();
      const ref = idempotencyKey
        ? { customerId: viewer.customerId, scope: COMPLAINT_CREATE_SCOPE, key: idempotencyKey }
        : null;
      const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      const row = await inTransaction(db, async (tx) => {
        if (ref && !(await claimIdempotencyKey(tx, { ...ref, requestHash }))) {
          const stored = await selectIdempotencyKey(tx, ref);
          if (stored?.requestHash !== requestHash) throw new AppError(409, 'errors.order.keyReused');
          const filed = await complaintById(tx, (stored.responseBody as { id: number }).id);
          if (!filed) throw new AppError(404, 'complaints.errors.notFound');
          return filed;
        }
        // Two complaints of one invoice at once would both see the same quantities free.
        await lockStorageOwner(tx, viewer.contactPersonId);
        const held = await heldQuantities(tx, invoice.id);
        const lines = input.lines.map((wanted, index) => {
          const line = invoice.lines.find((l) => l.position === wanted.position);
          // Each refusal names its line (lines.N…), so the form shows it under that line.
          if (!line) {
            const params = { position: wanted.position };
            throw new AppError(422, 'complaints.errors.lineUnknown', {
              params,
              data: [{ field: `lines.${index}.position`, key: 'complaints.errors.lineUnknown', params }],
            });
          }
          if (!isGoodsLine(line)) {
            const params = { position: wanted.position };
            throw new AppError(422, 'complaints.errors.lineNotGoods', {
              params,
              data: [{ field: `lines.${index}.position`, key: 'complaints.errors.lineNotGoods', params }],
            });
          }
          const max = Math.max(0, line.quantity - (held.get(line.position) ?? 0));
          if (wanted.quantity > max) {
            const params = { position: wanted.position, max };
            throw new AppError(422, 'complaints.errors.lineTooMany', {
              params,
              data: [{ field: `lines.${index}.quantity`, key: 'complaints.errors.lineTooMany', params }],
            });
          }
          return {
            position: line.position,
            symbol: line.symbol,
            description: line.description,
            quantity: wanted.quantity,
            unitNet: line.unitNet,
          };
        });
        const created = await insertComplaint(
          tx,
          {
            customerId: viewer.customerId,
            contactPersonId: viewer.contactPersonId,
            invoiceId: invoice.id,
            invoiceNumber: invoice.number,
            orderId: invoice.orderId,
            orderNumber: invoice.orderNumber,
            market: invoice.market,
            currency: invoice.currency,
            buyerType: type,
            reason: input.reason,
            path,
            state: 'new',
            requestedResolution: path === 'withdrawal' ? 'refund' : input.requestedResolution,
            description: input.description,
            deliveredOn: law.deliveredOn,
            filedAt,
            answerBy: addDays(isoDay(filedAt), ANSWER_DAYS),
            autoAccept: autoAccepts(law, path),
          },
          (id) => rmaNumber(filedAt.getUTCFullYear(), id),
          lines,
        );
        const wantedFiles = [...new Set(input.fileIds)];
        const attached = await attachFiles(tx, viewer.contactPersonId, created.id, wantedFiles);
        if (attached !== wantedFiles.length) throw new AppError(422, 'complaints.errors.fileNotInStorage');
        await insertHistory(tx, {
          complaintId: created.id,
          at: filedAt,
          action: 'filed',
          toState: 'new',
          by: 'customer',
          text: null,
        });
        await mailChange(tx, created, { message: null, auto: false, correctionNumber: null });
        if (ref) await storeIdempotentResponse(tx, ref, 201, { id: created.id });
        return created;
      });
      return detailsOf(row, false);
    },

    async list(viewer: Viewer, query: ComplaintListQuery): Promise<ComplaintList> {
      const { rows, total } = await listOwn(
        db,
        viewer.customerId,
        { state: query.state },
        query.page,
        COMPLAINTS_PER_PAGE,
      );
      return { items: await summaries(rows), total, page: query.page, perPage: COMPLAINTS_PER_PAGE };
    },

    /** The complaints of one of the customer's orders (order history's GET complaints). */
    async ofOrder(viewer: Viewer, orderNumber: string): Promise<ComplaintList> {
      const perPage = 100;
      const { rows, total } = await listOwn(db, viewer.customerId, { orderNumber }, 1, perPage);
      return { items: await summaries(rows), total, page: 1, perPage };
    },

    async details(viewer: Viewer, rma: string): Promise<ComplaintDetails> {
      const row = await ownComplaintByRma(db, viewer.customerId, rma);
      if (!row) throw notFound();
      return detailsOf(row, false);
    },

    /**
     * The return label of one of the customer's complaints, in `language`, while goods are to go
     * back (asked for, or accepted and not "missing"); another customer's is not found, and one
     * with nothing to send back is 409.
     */
    async returnLabel(
      viewer: Viewer,
      rma: string,
      language: Language,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const row = await ownComplaintByRma(db, viewer.customerId, rma);
      if (!row) throw notFound();
      if (!goodsGoBack(row)) throw new AppError(409, 'complaints.errors.noReturn');
      const [lines, party] = await Promise.all([linesOf(db, [row.id]), partyOf(db, row)]);
      const bytes = await renderReturnLabel({
        language,
        rma: row.rmaNumber,
        invoiceNumber: row.invoiceNumber,
        orderNumber: row.orderNumber,
        to: RETURN_ADDRESS.split(', '),
        from: [party.customerName, party.customerEmail].filter((v): v is string => Boolean(v)),
        lines: lines.map((l) => ({ symbol: l.symbol, description: l.description, quantity: l.quantity })),
        instructions: translate(language, 'complaints.returnInstructions', {
          rma: row.rmaNumber,
          address: RETURN_ADDRESS,
        }),
      });
      return { fileName: `${row.rmaNumber}-return-label.pdf`, bytes };
    },

    /* ------------------------------------------------------------------ the draft storage */

    storage: (viewer: Viewer) => storageOf(viewer.contactPersonId),

    /**
     * Stores the files of one upload request in the sender's draft storage: all of them or, when
     * one is refused or the storage's limits would be passed, none (the written files are deleted).
     */
    async upload(viewer: Viewer, parts: AsyncIterable<MultipartFile>): Promise<ComplaintStorage> {
      const stored: StoredFile[] = [];
      try {
        const before = await draftFiles(db, viewer.contactPersonId);
        for await (const part of parts) {
          if (before.length + stored.length >= COMPLAINT_FILES_MAX) {
            part.file.resume();
            throw new AppError(422, 'complaints.errors.tooManyFiles', {
              params: { max: COMPLAINT_FILES_MAX },
            });
          }
          stored.push(await files.receive(part));
        }
        return await inTransaction(db, async (tx) => {
          await lockStorageOwner(tx, viewer.contactPersonId);
          const current = await draftFiles(tx, viewer.contactPersonId);
          if (current.length + stored.length > COMPLAINT_FILES_MAX)
            throw new AppError(422, 'complaints.errors.tooManyFiles', {
              params: { max: COMPLAINT_FILES_MAX },
            });
          const total = [...current, ...stored].reduce((sum, f) => sum + f.size, 0);
          if (total > COMPLAINT_STORAGE_MAX_BYTES)
            throw new AppError(422, 'complaints.errors.storageFull', {
              params: { max: MB(COMPLAINT_STORAGE_MAX_BYTES) },
            });
          await insertFiles(
            tx,
            stored.map((f) => ({
              id: f.id,
              customerId: viewer.customerId,
              contactPersonId: viewer.contactPersonId,
              name: f.name,
              contentType: f.contentType,
              size: f.size,
              uploadedAt: now(),
            })),
          );
          return storageOf(viewer.contactPersonId, tx);
        });
      } catch (error) {
        await files.remove(stored.map((f) => f.id));
        throw error;
      }
    },

    async removeFile(viewer: Viewer, fileId: string): Promise<ComplaintStorage> {
      const removed = await inTransaction(db, async (tx) => {
        await lockStorageOwner(tx, viewer.contactPersonId);
        return deleteDraftFiles(tx, viewer.contactPersonId, [fileId]);
      });
      if (removed.length === 0) throw new AppError(404, 'complaints.errors.fileNotFound');
      await files.remove(removed);
      return storageOf(viewer.contactPersonId);
    },

    async clearStorage(viewer: Viewer): Promise<ComplaintStorage> {
      const removed = await inTransaction(db, async (tx) => {
        await lockStorageOwner(tx, viewer.contactPersonId);
        return deleteDraftFiles(tx, viewer.contactPersonId);
      });
      await files.remove(removed);
      return storageOf(viewer.contactPersonId);
    },

    /** A file the viewer may download (their draft, or their customer's complaint's), else 404. */
    async file(viewer: Viewer, fileId: string) {
      const row = await visibleFile(db, viewer, fileId);
      if (!row) throw new AppError(404, 'complaints.errors.fileNotFound');
      return { name: row.name, contentType: row.contentType, size: row.size, stream: files.open(row.id) };
    },

    /* ---------------------------------------------------------------------- the staff desk */

    async inbox(query: ComplaintDeskQuery): Promise<ComplaintDeskList> {
      const { rows, total, counts } = await searchInbox(db, query, COMPLAINT_DESK_PER_PAGE);
      const lineCount = await lineCounts(
        db,
        rows.map((r) => r.complaint.id),
      );
      return {
        items: rows.map((r) => {
          const { detailsPath: _omit, ...summary } = summaryOf(
            r.complaint,
            lineCount.get(r.complaint.id) ?? 0,
          );
          void _omit;
          return {
            ...summary,
            id: r.complaint.id,
            customerName: r.customerName,
            customerEmail: r.customerEmail,
            daysLeft: daysLeft(r.complaint),
          };
        }),
        total,
        page: query.page,
        perPage: COMPLAINT_DESK_PER_PAGE,
        counts: Object.fromEntries(
          COMPLAINT_STATES.filter((s) => !isFinalState(s)).map((s) => [s, counts[s] ?? 0]),
        ),
      };
    },

    async deskDetails(id: number): Promise<ComplaintDeskDetails> {
      const row = await complaintById(db, id);
      if (!row) throw notFound();
      return deskDetails(row);
    },

    async decide(id: number, staff: { id: number; name: string }, decision: ComplaintDecision) {
      const row = await move(id, staff, decision);
      return deskDetails(row!);
    },

    async note(id: number, staff: { id: number; name: string }, text: string): Promise<ComplaintDeskDetails> {
      const row = await inTransaction(db, async (tx) => {
        const locked = await lockComplaint(tx, id);
        if (!locked) throw notFound();
        await insertHistory(tx, {
          complaintId: id,
          at: now(),
          action: 'note',
          by: 'staff',
          staffId: staff.id,
          text,
          internal: true,
        });
        await audit(tx, {
          staffId: staff.id,
          action: 'complaint.note',
          subject: `complaint:${locked.rmaNumber}`,
        });
        return locked;
      });
      return deskDetails(row);
    },

    async deskFile(id: number, fileId: string) {
      const row = await fileOfComplaint(db, id, fileId);
      if (!row) throw new AppError(404, 'complaints.errors.fileNotFound');
      return { name: row.name, contentType: row.contentType, size: row.size, stream: files.open(row.id) };
    },

    /* -------------------------------------------------------------------- the drafts' sweep */

    /**
     * Deletes the draft files nobody sent (the customer left the form) once they are older than
     * COMPLAINT_DRAFT_KEEP_DAYS: their rows in batches, then their files. Then files on disk that
     * old with no row at all (a process that died between a batch's commit and its removal, or
     * files of a customer deleted with their complaints) go too; a file of a complaint always has
     * its row and stays.
     */
    async sweepDrafts(
      options: { keepMs?: number; batch?: number } = {},
    ): Promise<{ drafts: number; orphans: number }> {
      const keepMs = options.keepMs ?? COMPLAINT_DRAFT_KEEP_DAYS * DAY_MS;
      const batch = options.batch ?? 500;
      const before = new Date(now().getTime() - keepMs);
      let drafts = 0;
      for (;;) {
        const ids = await deleteStaleDrafts(db, before, batch);
        await files.remove(ids);
        drafts += ids.length;
        if (ids.length < batch) break;
      }
      const candidates = await files.olderThan(keepMs);
      let orphans = 0;
      for (let i = 0; i < candidates.length; i += batch) {
        const chunk = candidates.slice(i, i + batch);
        const known = await knownFileIds(db, chunk);
        const gone = chunk.filter((id) => !known.has(id));
        await files.remove(gone);
        orphans += gone.length;
      }
      return { drafts, orphans };
    },

    /* ------------------------------------------------------------------ the deadline's sweep */

    /**
     * Accepts every open complaint whose last day to answer has passed where silence accepts it (in
     * Poland, and every withdrawal), with the resolution the customer asked for. Each one is its own
     * transaction under its row lock, so a decision made meanwhile wins and a second run does nothing.
     */
    async acceptOverdue(limit = 500): Promise<string[]> {
      const today = isoDay(now());
      const accepted: string[] = [];
      for (const id of await selectDue(db, today, limit)) {
        try {
          const row = await move(id, 'system', { state: 'accepted', auto: true }, today);
          if (row) accepted.push(row.rmaNumber);
        } catch (error) {
          // One complaint that cannot be settled (its invoice corrected meanwhile) must not stop the rest.
          deps.onWarning?.(`auto-accepting complaint ${id} failed`, error);
        }
      }
      return accepted;
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
