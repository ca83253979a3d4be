/**
 * The invoices the shop issues (issue 19 "Invoices", ADR 060). Ordering tells this module, after a
 * commit, that an order's status changed; the reaction reads the order as it is now (never the
 * event's word for it) and issues what is missing: a proforma for an order by bank transfer, the
 * VAT invoice once it is paid or shipped, a full correction when a paid order is cancelled. Run
 * twice, it issues nothing twice (one proforma and one invoice per order, by a unique index).
 */
import type { Readable } from 'node:stream';
import type Decimal from 'decimal.js';
import yazl from 'yazl';
import {
  invoicePdfPath,
  type InvoiceKind,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoicePdfType,
  type InvoiceSummary,
} from '../../../common/contracts/invoices';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { currencyPrecision, isCurrency, isLanguage } from '../../../common/markets';
import { roundHalfUp, toDecimal } from '../../../common/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { JobQueue, QueueDefinition } from '../../jobs';
import type { OrderBillingReader } from '../ordering';
import {
  contentOfOrder,
  correctionLines,
  isoDay,
  totalsOf,
  type CorrectedLine,
  type InvoiceContent,
  type InvoiceLine,
  type InvoiceParty,
  type VatRow,
} from './invoice-document';
import { renderInvoicePdf, type PrintableInvoice } from './invoice-pdf';
import {
  cancelOrderProforma,
  closeProforma,
  correctionsOf,
  downloadsOf,
  insertInvoice,
  invoiceById,
  invoicesIssuedBetween,
  invoicesOfOrder,
  listInvoices,
  lockInvoice,
  logDownloads,
  markProformaPaid,
  ownInvoice,
  ownInvoiceByNumber,
  ownInvoicesOfOrder,
  printedNumber,
  setKsef,
  takeNumber,
  unitOfWork,
  unpaidTotals,
  type InvoiceRow,
} from './invoices.repository';
import { sellerOf, type Seller } from './seller';

export const INVOICES_QUEUE = 'invoices-issue';
/** Invoices of a ZIP read from the database at a time (each is rendered when the ZIP reaches it). */
const ZIP_BATCH = 100;

export interface InvoicesDeps {
  db: Db;
  orders: OrderBillingReader;
  /** The durable queue (ADR 039); without it the reaction runs in this process after the commit. */
  queue?: JobQueue;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
}

/** Who downloads: the customer and the contact person of the session. */
export interface InvoiceOwner {
  customerId: number;
  contactPersonId: number | null;
}

const notFound = () => new AppError(404, 'invoices.errors.notFound');

function precisionOf(currency: string) {
  return isCurrency(currency) ? currencyPrecision(currency) : 2;
}

/** The stored row as the PDF prints it. */
function printable(row: InvoiceRow, corrected: InvoiceRow | undefined): PrintableInvoice {
  return {
    kind: row.kind as InvoiceKind,
    market: row.market,
    language: row.language,
    currency: row.currency,
    saleDate: row.saleDate,
    dueDate: row.dueDate,
    paymentMethod: row.paymentMethod,
    seller: row.seller as Seller,
    buyer: row.buyer as InvoiceParty,
    lines: row.lines as InvoiceLine[],
    vatSummary: row.vatSummary as VatRow[],
    netTotal: row.netTotal,
    vatTotal: row.vatTotal,
    grossTotal: row.grossTotal,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    orderNumber: row.orderNumber,
    corrects: corrected ? { number: corrected.number, issuedAt: corrected.issuedAt.toISOString() } : null,
    correctionReason: row.correctionReason,
    paidAt: row.paidAt?.toISOString() ?? null,
    ksefNumber: row.ksefNumber,
    ksefVerificationUrl: row.ksefVerificationUrl,
  };
}

/** A safe file name of an invoice number: FV/PL/2026/000001 → FV-PL-2026-000001.pdf. */
export function pdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

export function createInvoicesService(deps: InvoicesDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const inFlight = new Set<Promise<void>>();

  /** Numbers and writes one invoice in `tx`: the counter's lock is held until `tx` ends. */
  async function issue(
    tx: Db,
    content: InvoiceContent,
    extra: {
      customerId: number;
      orderId: number | null;
      orderNumber: string | null;
      issuedAt: Date;
      paidAt: Date | null;
      correctsId?: number;
      correctionReason?: string;
    },
  ): Promise<InvoiceRow> {
    const year = extra.issuedAt.getUTCFullYear();
    const sequence = await takeNumber(tx, content.market, content.kind, year);
    return insertInvoice(tx, {
      ...content,
      ...extra,
      year,
      sequence,
      number: printedNumber(content.kind, content.market, year, sequence),
    });
  }

  function summaryOf(row: InvoiceRow, corrected?: string | null): InvoiceSummary {
    const kind = row.kind as InvoiceKind;
    const paid = row.paidAt !== null;
    const cancelled = row.cancelledAt !== null;
    const today = isoDay(now());
    const open = kind === 'proforma' && !paid;
    return {
      id: row.id,
      number: row.number,
      kind,
      orderNumber: row.orderNumber,
      corrects: corrected ?? null,
      issuedAt: row.issuedAt.toISOString(),
      dueDate: row.dueDate,
      currency: row.currency,
      netTotal: roundHalfUp(row.netTotal, precisionOf(row.currency)).toFixed(precisionOf(row.currency)),
      grossTotal: roundHalfUp(row.grossTotal, precisionOf(row.currency)).toFixed(precisionOf(row.currency)),
      paid,
      overdue: !paid && !cancelled && kind !== 'correction' && row.dueDate !== null && row.dueDate < today,
      cancelled,
      canCancel: open && !cancelled,
      canDelete: open,
      ksefNumber: row.ksefNumber,
      pdfPath: invoicePdfPath({ id: row.id, kind, paid }),
    };
  }

  /** The printed numbers of the invoices some corrections correct. */
  async function correctedNumbers(rows: InvoiceRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.correctsId).filter((id): id is number => id !== null))];
    const found = await Promise.all(ids.map((id) => invoiceById(db, id)));
    return new Map(found.filter((r): r is InvoiceRow => r !== undefined).map((r) => [r.id, r.number]));
  }

  async function summaries(rows: InvoiceRow[]): Promise<InvoiceSummary[]> {
    const numbers = await correctedNumbers(rows);
    return rows.map((row) => summaryOf(row, row.correctsId ? numbers.get(row.correctsId) : null));
  }

  /** The lines of an invoice still standing after its earlier corrections (what may still go back). */
  function remainingLines(original: InvoiceLine[], corrections: InvoiceRow[]): InvoiceLine[] {
    return original.map((line) => {
      let quantity = line.quantity;
      let net = toDecimal(line.net);
      for (const correction of corrections) {
        for (const c of correction.lines as InvoiceLine[]) {
          if (c.symbol === line.symbol && c.unitNet === line.unitNet) {
            quantity += c.quantity;
            net = net.plus(c.net);
          }
        }
      }
      return { ...line, quantity, net: net.toFixed() };
    });
  }

  /** Writes a correction of `invoice` in `tx`. */
  async function writeCorrection(
    tx: Db,
    invoice: InvoiceRow,
    returned: readonly CorrectedLine[] | 'all',
    reason: string,
  ): Promise<InvoiceRow> {
    const earlier = (await invoicesOfOrderOrNone(tx, invoice)).filter(
      (r) => r.kind === 'correction' && r.correctsId === invoice.id,
    );
    const standing = remainingLines(invoice.lines as InvoiceLine[], earlier);
    const lines = correctionLines(standing, returned, invoice.currency);
    if ('unknownPosition' in lines)
      throw new AppError(422, 'invoices.errors.correctionLine', {
        params: { position: lines.unknownPosition },
      });
    if ('tooMany' in lines)
      throw new AppError(422, 'invoices.errors.correctionTooMany', { params: { position: lines.tooMany } });
    if (lines.length === 0) throw new AppError(422, 'invoices.errors.correctionEmpty');
    const at = now();
    // Returning all that is left takes back exactly what stands per rate, so the invoice and its
    // corrections sum to zero to the cent (the rates' VAT, rounded per document, could differ by one).
    const totals = returned === 'all' ? standingTotals(invoice, earlier) : totalsOf(lines, invoice.currency);
    return issue(
      tx,
      {
        kind: 'correction',
        market: invoice.market,
        language: invoice.language,
        currency: invoice.currency,
        saleDate: invoice.saleDate,
        dueDate: null,
        paymentMethod: invoice.paymentMethod,
        // The parties as they were on the corrected invoice.
        seller: invoice.seller as Seller,
        buyer: invoice.buyer as InvoiceParty,
        lines,
        ...totals,
      },
      {
        customerId: invoice.customerId,
        orderId: invoice.orderId,
        orderNumber: invoice.orderNumber,
        issuedAt: at,
        // A refund is made with the correction: nothing stays to pay on it.
        paidAt: at,
        correctsId: invoice.id,
        correctionReason: reason,
      },
    );
  }

  /** The negation of what still stands of an invoice per rate after its corrections. */
  function standingTotals(invoice: InvoiceRow, corrections: InvoiceRow[]) {
    const precision = precisionOf(invoice.currency);
    const byRate = new Map<string, { net: Decimal; vat: Decimal }>();
    for (const row of [invoice, ...corrections]) {
      for (const rate of row.vatSummary as VatRow[]) {
        const sum = byRate.get(rate.rate) ?? { net: toDecimal('0'), vat: toDecimal('0') };
        byRate.set(rate.rate, { net: sum.net.plus(rate.net), vat: sum.vat.plus(rate.vat) });
      }
    }
    const vatSummary: VatRow[] = [...byRate].map(([rate, sum]) => ({
      rate,
      net: sum.net.negated().toFixed(precision),
      vat: sum.vat.negated().toFixed(precision),
      gross: sum.net.plus(sum.vat).negated().toFixed(precision),
    }));
    const total = (key: 'net' | 'vat' | 'gross') =>
      vatSummary.reduce((acc, row) => acc.plus(row[key]), toDecimal('0')).toFixed(precision);
    return { vatSummary, netTotal: total('net'), vatTotal: total('vat'), grossTotal: total('gross') };
  }

  async function invoicesOfOrderOrNone(tx: Db, invoice: InvoiceRow) {
    return invoice.orderId === null ? [] : invoicesOfOrder(tx, invoice.orderId);
  }

  /** Issues what the order's present state calls for; see the module's comment. */
  async function reactToOrder(orderId: number): Promise<void> {
    const order = await deps.orders.billingOf(orderId);
    if (!order) return;
    const at = now();
    try {
      await unitOfWork(db, async (tx) => {
        const existing = await invoicesOfOrder(tx, orderId);
        const has = (kind: InvoiceKind) => existing.find((r) => r.kind === kind);
        const seller = sellerOf(order.country);
        const extra = { customerId: order.customerId, orderId, orderNumber: order.orderNumber, issuedAt: at };
        if (order.status === 'cancelled') {
          await cancelOrderProforma(tx, orderId, at);
          const invoice = has('invoice');
          const corrected = existing.some((r) => r.kind === 'correction' && r.correctsId === invoice?.id);
          // Cancelling a paid order gives the money back: the invoice is corrected to zero.
          if (invoice && !corrected) {
            const language = isLanguage(invoice.language) ? invoice.language : 'en';
            await writeCorrection(tx, invoice, 'all', translate(language, 'invoices.pdf.orderCancelled'));
          }
          return;
        }
        if (order.wasPaid || order.status === 'shipped') {
          if (!has('invoice')) {
            const content = contentOfOrder(order, 'invoice', seller, isoDay(at), order.wasPaid);
            await issue(tx, content, { ...extra, paidAt: order.wasPaid ? at : null });
          }
          if (order.wasPaid) await markProformaPaid(tx, orderId, at);
          return;
        }
        if (order.paymentKind === 'bank_transfer' && !has('proforma')) {
          const content = contentOfOrder(order, 'proforma', seller, isoDay(at), false);
          await issue(tx, content, { ...extra, paidAt: null });
        }
      });
    } catch (error) {
      // Another worker issued it first (the unique index): this run has nothing left to do.
      if (isUniqueViolation(error)) return;
      throw error;
    }
  }

  return {
    reactToOrder,

    /**
     * Ordering's listener (ADR 060): called after the status change committed; it must not throw.
     * With the queue the reaction is a durable job (retried, any instance); without it, it runs here.
     */
    orderChanged(orderId: number): void {
      const run = deps.queue ? deps.queue.enqueue(INVOICES_QUEUE, [{ orderId }]) : reactToOrder(orderId);
      const tracked = run
        .catch((error: unknown) => deps.onWarning?.('issuing the invoices of an order failed', error))
        .finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    },

    /** Resolves when the reactions started in this process are done (shutdown, tests). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    queueDefinition: {
      name: INVOICES_QUEUE,
      retryLimit: 8,
      handler: async (data: { orderId: number }) => reactToOrder(data.orderId),
    } satisfies QueueDefinition<{ orderId: number }>,

    /**
     * A corrective invoice of a VAT invoice (the complaints' refunds call this): the returned
     * quantities by the corrected invoice's line positions, or 'all'. With `customerId`, only that
     * customer's invoice is found.
     */
    async correct(
      input: {
        invoiceId: number;
        customerId?: number;
        lines: readonly CorrectedLine[] | 'all';
        reason: string;
      },
      // Inside the caller's transaction (a complaint's acceptance and its correction commit together).
      within?: { tx: Db },
    ): Promise<InvoiceSummary> {
      const row = await unitOfWork(within?.tx ?? db, async (tx) => {
        const invoice = await lockInvoice(tx, input.invoiceId);
        if (!invoice || (input.customerId !== undefined && invoice.customerId !== input.customerId))
          throw notFound();
        if (invoice.kind !== 'invoice') throw new AppError(409, 'invoices.errors.notCorrectable');
        return {
          correction: await writeCorrection(tx, invoice, input.lines, input.reason),
          of: invoice.number,
        };
      });
      return summaryOf(row.correction, row.of);
    },

    /**
     * One of the customer's invoices by its printed number with the lines still standing after its
     * corrections (what a complaint may still name), or null (another customer's is null too).
     */
    async standing(customerId: number, number: string) {
      const invoice = await ownInvoiceByNumber(db, customerId, number);
      if (!invoice) return null;
      const corrections = await correctionsOf(db, invoice.id);
      return {
        id: invoice.id,
        number: invoice.number,
        kind: invoice.kind as InvoiceKind,
        orderId: invoice.orderId,
        orderNumber: invoice.orderNumber,
        market: invoice.market,
        currency: invoice.currency,
        issuedAt: invoice.issuedAt,
        saleDate: invoice.saleDate,
        lines: remainingLines(invoice.lines as InvoiceLine[], corrections),
      };
    },

    async list(customerId: number, query: InvoiceListQuery): Promise<InvoiceList> {
      const [{ rows, total }, totals] = await Promise.all([
        listInvoices(db, customerId, query),
        unpaidTotals(db, customerId),
      ]);
      return {
        items: await summaries(rows),
        total,
        page: query.page,
        perPage: query.perPage,
        unpaidTotals: totals.map((t) => ({
          currency: t.currency,
          grossTotal: roundHalfUp(t.grossTotal, precisionOf(t.currency)).toFixed(precisionOf(t.currency)),
          count: t.count,
        })),
      };
    },

    /** The invoices of one of the customer's orders (another customer's order has none). */
    async ofOrder(customerId: number, orderNumber: string): Promise<InvoiceSummary[]> {
      return summaries(await ownInvoicesOfOrder(db, customerId, orderNumber));
    },

    /**
     * One invoice's PDF by the spec's address, logged. The {type} must fit the invoice (a paid
     * invoice is not under "unpaid", an invoice is not a "proforma"): otherwise, as for another
     * customer's, not found.
     */
    async pdf(
      owner: InvoiceOwner,
      type: InvoicePdfType,
      id: number,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const row = await ownInvoice(db, owner.customerId, id);
      if (!row) throw notFound();
      const fits =
        type === 'history' ||
        (type === 'proforma' && row.kind === 'proforma') ||
        (type === 'unpaid' && row.kind === 'invoice' && row.paidAt === null);
      if (!fits) throw notFound();
      const corrected = row.correctsId ? await invoiceById(db, row.correctsId) : undefined;
      const bytes = await renderInvoicePdf(printable(row, corrected));
      await logDownloads(db, [
        {
          invoiceId: row.id,
          customerId: owner.customerId,
          contactPersonId: owner.contactPersonId,
          via: 'pdf',
        },
      ]);
      return { fileName: pdfFileName(row.number), bytes };
    },

    /**
     * The PDFs of every invoice issued in [from, to] (whole days, UTC) as one ZIP, streamed: the
     * invoices are read a batch at a time and each PDF is rendered when the ZIP reaches its entry,
     * so memory holds one PDF and one batch whatever the period. Every invoice in it is logged.
     */
    zip(owner: InvoiceOwner, from: string, to: string): Readable {
      const start = new Date(`${from}T00:00:00Z`);
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
      const zip = new yazl.ZipFile();
      const output = zip.outputStream as Readable;
      const fill = async () => {
        let afterId = 0;
        for (;;) {
          const rows = await invoicesIssuedBetween(db, owner.customerId, start, end, afterId, ZIP_BATCH);
          if (rows.length === 0) break;
          await logDownloads(
            db,
            rows.map((r) => ({
              invoiceId: r.id,
              customerId: owner.customerId,
              contactPersonId: owner.contactPersonId,
              via: 'zip' as const,
            })),
          );
          const corrected = await correctedRowsOf(rows);
          for (const row of rows) {
            // PDFs are compressed already: stored, not deflated again.
            zip.addBuffer(
              await renderInvoicePdf(printable(row, corrected.get(row.correctsId ?? 0))),
              pdfFileName(row.number),
              {
                compress: false,
                mtime: row.issuedAt,
              },
            );
            // Backpressure: wait while the reader has not taken what is written (bounded memory).
            while (output.readableLength > 1 << 20 && !output.destroyed)
              await new Promise((resolve) => setTimeout(resolve, 5));
            if (output.destroyed) return;
          }
          afterId = rows.at(-1)!.id;
        }
        zip.end();
      };
      fill().catch((error: unknown) => {
        deps.onWarning?.('writing an invoice ZIP failed', error);
        output.destroy(error as Error);
      });
      return output;
    },

    async cancelProforma(customerId: number, id: number): Promise<InvoiceSummary> {
      return closeAndReport(customerId, id, 'cancel');
    },

    async deleteProforma(customerId: number, id: number): Promise<void> {
      await closeAndReport(customerId, id, 'delete');
    },

    /** KSeF's number and verification link once it accepted the invoice (modules/e-invoicing sets them). */
    async setKsef(invoiceId: number, ksefNumber: string, verificationUrl: string): Promise<boolean> {
      return setKsef(db, invoiceId, ksefNumber, verificationUrl);
    },

    /** The downloads of an invoice (who, when, how): for the staff desk and the tests. */
    downloads: (invoiceId: number) => downloadsOf(db, invoiceId),
  };

  async function correctedRowsOf(rows: InvoiceRow[]): Promise<Map<number, InvoiceRow>> {
    const ids = [...new Set(rows.map((r) => r.correctsId).filter((id): id is number => id !== null))];
    const found = await Promise.all(ids.map((id) => invoiceById(db, id)));
    return new Map(found.filter((r): r is InvoiceRow => r !== undefined).map((r) => [r.id, r]));
  }

  async function closeAndReport(customerId: number, id: number, how: 'cancel' | 'delete') {
    const row = await ownInvoice(db, customerId, id);
    if (!row) throw notFound();
    if (row.kind !== 'proforma') throw new AppError(409, 'invoices.errors.notProforma');
    const closed = await closeProforma(db, customerId, id, how, now());
    if (!closed) {
      const after = await ownInvoice(db, customerId, id);
      if (after?.paidAt) throw new AppError(409, 'invoices.errors.proformaPaid');
      if (!after) throw notFound();
      throw new AppError(409, 'invoices.errors.proformaClosed');
    }
    const after = await invoiceById(db, id);
    return summaryOf(after!);
  }
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
