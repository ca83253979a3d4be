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
  invoiceXmlPath,
  isGoodsLine,
  type InvoiceKind,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoicePdfType,
  type InvoiceSummary,
  STAFF_INVOICE_PAGE_SIZE,
  type StaffInvoiceDetails,
  type StaffInvoiceSearch,
  type StaffInvoiceSearchQuery,
} from '../../../common/contracts/invoices';
import { AppError } from '../../../common/errors';
import { translate } from '../../../common/i18n';
import { currencyPrecision, isCurrency, isLanguage, MARKETS } from '../../../common/markets';
import { roundHalfUp, toDecimal } from '../../../common/money';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { JobQueue, QueueDefinition } from '../../jobs';
import type { OrderBillingReader } from '../ordering';
import {
  contentOfOrder,
  correctionLines,
  discountShareLine,
  isoDay,
  totalsOf,
  type CorrectedLine,
  type InvoiceContent,
  type InvoiceLine,
  type InvoiceParty,
  type VatRow,
} from './invoice-document';
import type { EInvoicingPort, IssuedInvoice, KsefOutcome, NavOutcome } from './e-invoicing.port';
import { DELIVERY_SYMBOL, DISCOUNT_SYMBOL } from './invoice-document';
import { renderInvoicePdf, type PrintableInvoice } from './invoice-pdf';
import {
  cancelOrderProforma,
  closeProforma,
  correctionsOf,
  deskSearch,
  downloadsOf,
  eInvoiceById,
  eInvoicesOf,
  insertEInvoice,
  insertInvoice,
  invoiceKindsOfOrders,
  invoicesWithoutEInvoice,
  requeueEInvoice,
  unsentEInvoices,
  updateEInvoice,
  type EInvoiceRow,
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
  reownOrderInvoices,
} from './invoices.repository';
import { sellerOf, type Seller } from './seller';

export const INVOICES_QUEUE = 'invoices-issue';
/** Sends one FA(3) invoice to KSeF (ADR 064); retried with backoff while KSeF is away or busy. */
export const KSEF_SEND_QUEUE = 'invoices-ksef-send';
/** The sweep over lost issues and unsent e-invoices (ADR 064), on a pg-boss schedule. */
export const INVOICES_SWEEP_QUEUE = 'invoices-sweep';
export const INVOICES_SWEEP_CRON = '*/10 * * * *';
/** How far back the sweep looks (orders placed, invoices issued). */
const SWEEP_DAYS = 30;
/** The sweep leaves alone what changed this recently: its own job is most likely still on it. */
const SWEEP_GRACE_MS = 5 * 60_000;
const SWEEP_BATCH = 500;
/**
 * Markets whose invoices have an e-invoice: every one (the port decides the format: NAV for the
 * Hungarian seller, FA(3) for the Polish one, which invoices the euro markets too).
 */
const E_INVOICE_MARKETS = MARKETS.map((m) => m.country);
/** Invoices of a ZIP read from the database at a time (each is rendered when the ZIP reaches it). */
const ZIP_BATCH = 100;

export interface InvoicesDeps {
  db: Db;
  orders: OrderBillingReader;
  /** The durable queue (ADR 039); without it the reaction runs in this process after the commit. */
  queue?: JobQueue;
  /** The e-invoice builders and, where configured, the KSeF sender (modules/e-invoicing, ADR 064). */
  eInvoicing?: EInvoicingPort;
  /** The sweep's schedule (cron); tests ask for every minute. */
  sweepCron?: string;
  /**
   * PLN per unit of a currency (services.ts: the shop's exchange rates, ADR 064 amendment), taken
   * when the Polish seller invoices in another currency; null when it has none.
   */
  /**
   * PLN for one unit of `currency` for an invoice issued on `invoiceDay` (NBP's table A of the last
   * business day before it, ADR 080). Throws when the rate cannot be had now: the invoice waits.
   */
  exchangeRateToPln?: (currency: string, invoiceDay: string) => Promise<string | null>;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
  /**
   * An invoice or proforma was issued for an order (after the commit): the customer is mailed a
   * link that opens this one document (the wizards module's /login-by-document, ADR 073).
   */
  onIssued?: (invoice: { id: number; number: string; customerId: number }) => Promise<void>;
}

/** Hands a task to the caller's transaction, to run once it has committed (never after a rollback). */
export type AfterCommit = (task: () => void) => void;

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
      exchangeRate?: string | null;
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

  function summaryOf(row: InvoiceRow, corrected?: string | null, hasXml = false): InvoiceSummary {
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
      xmlPath: hasXml ? invoiceXmlPath({ id: row.id, kind, paid }) : null,
    };
  }

  /** The printed numbers of the invoices some corrections correct. */
  async function correctedNumbers(rows: InvoiceRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.map((r) => r.correctsId).filter((id): id is number => id !== null))];
    const found = await Promise.all(ids.map((id) => invoiceById(db, id)));
    return new Map(found.filter((r): r is InvoiceRow => r !== undefined).map((r) => [r.id, r.number]));
  }

  async function summaries(rows: InvoiceRow[]): Promise<InvoiceSummary[]> {
    const [numbers, electronic] = await Promise.all([
      correctedNumbers(rows),
      eInvoicesOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((row) =>
      summaryOf(
        row,
        row.correctsId ? numbers.get(row.correctsId) : null,
        electronic.get(row.id)?.xml != null,
      ),
    );
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

  /**
   * Whether `returned` takes back every piece of goods still standing on the invoice: then the sale
   * is undone whole, and the order's delivery and discount lines go back with the goods.
   */
  function returnsAllGoods(standing: InvoiceLine[], returned: readonly CorrectedLine[]): boolean {
    return standing
      .filter((line) => isGoodsLine(line) && line.quantity > 0)
      .every(
        (line) =>
          returned.filter((r) => r.position === line.position).reduce((sum, r) => sum + r.quantity, 0) >=
          line.quantity,
      );
  }

  /**
   * Writes a correction of `invoice` in `tx`. `wholeWhenAllGoods`: when the lines returned are all
   * the goods still standing, the correction takes back everything that stands (the delivery cost
   * and the discount too), as a refund of the whole purchase does (a withdrawal's refund includes
   * the delivery, art. 32 of the Polish consumer rights act; EU directive 2011/83 art. 13).
   */
  async function writeCorrection(
    tx: Db,
    invoice: InvoiceRow,
    asked: readonly CorrectedLine[] | 'all',
    reason: string,
    wholeWhenAllGoods = false,
  ): Promise<InvoiceRow> {
    // Its corrections so far, by the invoice itself (an invoice without an order has them too).
    const earlier = await correctionsOf(tx, invoice.id);
    const standing = remainingLines(invoice.lines as InvoiceLine[], earlier);
    const returned =
      wholeWhenAllGoods && asked !== 'all' && asked.length > 0 && returnsAllGoods(standing, asked)
        ? 'all'
        : asked;
    const lines = correctionLines(standing, returned, invoice.currency);
    if ('unknownPosition' in lines)
      throw new AppError(422, 'invoices.errors.correctionLine', {
        params: { position: lines.unknownPosition },
      });
    if ('tooMany' in lines)
      throw new AppError(422, 'invoices.errors.correctionTooMany', { params: { position: lines.tooMany } });
    if (lines.length === 0) throw new AppError(422, 'invoices.errors.correctionEmpty');
    // Part of the goods back: their share of the order's discount goes back with them (not refunded).
    const share = returned === 'all' ? null : discountShareLine(standing, lines, invoice.currency);
    if (share) lines.push(share);
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
        // Converted at the corrected invoice's rate (art. 31a ust. 2a of the VAT act).
        exchangeRate: invoice.exchangeRate,
      },
    );
  }

  /**
   * The rate an invoice in a foreign currency is issued with: the Polish seller's (a Polish NIP)
   * invoices in anything but złoty state their VAT in złoty too; the Hungarian seller invoices in
   * forints. Null when none is needed, or none is known (the e-invoice then says what is missing).
   */
  async function exchangeRateOf(
    currency: string,
    seller: Seller,
    invoiceDay: string,
  ): Promise<string | null> {
    if (currency === 'PLN' || !/^PL/.test(seller.vatNumber) || !deps.exchangeRateToPln) return null;
    // A rate NBP cannot give now throws: the order's invoices wait for the job's retry or the sweep.
    const rate = await deps.exchangeRateToPln(currency, invoiceDay);
    if (!rate) deps.onWarning?.(`no exchange rate of ${currency} to PLN for an invoice`);
    return rate;
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

  /** Issues what the order's present state calls for; see the module's comment. */
  async function reactToOrder(orderId: number): Promise<void> {
    const order = await deps.orders.billingOf(orderId);
    if (!order) return;
    const at = now();
    const issued: InvoiceRow[] = [];
    const exchangeRate = await exchangeRateOf(order.currency, sellerOf(order.country), isoDay(at));
    try {
      await unitOfWork(db, async (tx) => {
        issued.length = 0;
        const existing = await invoicesOfOrder(tx, orderId);
        const has = (kind: InvoiceKind) => existing.find((r) => r.kind === kind);
        const seller = sellerOf(order.country);
        const extra = {
          customerId: order.customerId,
          orderId,
          orderNumber: order.orderNumber,
          issuedAt: at,
          exchangeRate,
        };
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
            issued.push(await issue(tx, content, { ...extra, paidAt: order.wasPaid ? at : null }));
          }
          if (order.wasPaid) await markProformaPaid(tx, orderId, at);
          return;
        }
        if (order.paymentKind === 'bank_transfer' && !has('proforma')) {
          const content = contentOfOrder(order, 'proforma', seller, isoDay(at), false);
          issued.push(await issue(tx, content, { ...extra, paidAt: null }));
        }
      });
    } catch (error) {
      // Another worker issued it first (the unique index): its run makes the e-invoices.
      if (isUniqueViolation(error)) return;
      throw error;
    }
    // After the commit, and on every run: a run that died between the two is healed by the next.
    await ensureEInvoices(orderId);
    for (const row of issued) {
      await deps
        .onIssued?.({ id: row.id, number: row.number, customerId: row.customerId })
        .catch((error: unknown) => deps.onWarning?.('mailing the invoice link failed', error));
    }
  }

  /** The invoice as the e-invoice builders read it (the order's extra lines named in its language). */
  function issuedOf(row: InvoiceRow, corrected: InvoiceRow | undefined): IssuedInvoice {
    const language = isLanguage(row.language) ? row.language : 'en';
    return {
      kind: row.kind as InvoiceKind,
      market: row.market,
      number: row.number,
      currency: row.currency,
      issuedOn: isoDay(row.issuedAt),
      saleDate: row.saleDate,
      dueDate: row.dueDate,
      paidOn: row.paidAt ? isoDay(row.paidAt) : null,
      paymentMethod: row.paymentMethod,
      seller: row.seller as Seller,
      buyer: row.buyer as InvoiceParty,
      lines: (row.lines as InvoiceLine[]).map((line) => ({
        name:
          line.symbol === DELIVERY_SYMBOL
            ? translate(language, 'invoices.pdf.delivery')
            : line.symbol === DISCOUNT_SYMBOL
              ? translate(language, 'invoices.pdf.discount')
              : line.description || line.symbol,
        symbol: line.symbol,
        quantity: line.quantity,
        unitNet: line.unitNet,
        net: line.net,
        vatRate: line.vatRate,
        vat: line.vat,
        gross: line.gross,
      })),
      vatSummary: row.vatSummary as VatRow[],
      netTotal: row.netTotal,
      vatTotal: row.vatTotal,
      grossTotal: row.grossTotal,
      correction: corrected
        ? {
            reason: row.correctionReason ?? '',
            number: corrected.number,
            issuedOn: isoDay(corrected.issuedAt),
            ksefNumber: corrected.ksefNumber,
          }
        : null,
      exchangeRate: row.exchangeRate,
    };
  }

  /**
   * Builds, checks and stores the e-invoice of an issued invoice (nothing for a proforma or another
   * market), then has a Polish one sent to KSeF when KSeF is configured. The XML is written once:
   * it is the file KSeF receives and the verification QR code hashes.
   */
  /**
   * `on`: the caller's transaction when the invoice is not committed yet (a complaint's correction);
   * then `afterCommit` holds the KSeF send until that transaction has committed: a job queued from
   * inside it could run before the commit (and find no e-invoice) or after a rollback.
   */
  async function storeEInvoice(row: InvoiceRow, on: Db = db, afterCommit?: AfterCommit): Promise<void> {
    const port = deps.eInvoicing;
    if (!port) return;
    const corrected = row.correctsId ? await invoiceById(on, row.correctsId) : undefined;
    const document = port.document(issuedOf(row, corrected));
    if (!document) return;
    if ('problems' in document) {
      deps.onWarning?.(`the e-invoice of ${row.number} cannot be made: ${document.problems.join('; ')}`);
      await insertEInvoice(on, {
        invoiceId: row.id,
        format: document.format,
        problems: document.problems,
        status: 'invalid',
      });
      return;
    }
    const sends =
      (document.format === 'fa3' && port.ksef !== undefined) ||
      (document.format === 'nav' && port.nav !== undefined);
    await insertEInvoice(on, {
      invoiceId: row.id,
      format: document.format,
      xml: document.xml,
      verificationUrl: document.verificationUrl,
      status: sends ? 'pending' : 'stored',
    });
    if (!sends) return;
    if (afterCommit) afterCommit(() => scheduleSend(row.id));
    else scheduleSend(row.id);
  }

  async function ensureEInvoices(orderId: number): Promise<void> {
    if (!deps.eInvoicing) return;
    const rows = (await invoicesOfOrder(db, orderId)).filter((r) => r.kind !== 'proforma');
    const existing = await eInvoicesOf(
      db,
      rows.map((r) => r.id),
    );
    for (const row of rows) if (!existing.has(row.id)) await storeEInvoice(row);
  }

  /** The send as a durable job, or in this process without the queue (then the sweep retries it). */
  function scheduleSend(invoiceId: number): void {
    track(
      deps.queue ? deps.queue.enqueue(KSEF_SEND_QUEUE, [{ invoiceId }]) : sendToKsef(invoiceId),
      'sending an invoice to KSeF failed',
    );
  }

  function track(run: Promise<unknown>, warning: string): void {
    const tracked: Promise<void> = run
      .then(() => undefined)
      .catch((error: unknown) => deps.onWarning?.(warning, error))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  /** Stores KSeF's answer; an accepted invoice gets its KSeF number and QR link (its PDF shows them). */
  async function recordOutcome(row: EInvoiceRow, outcome: KsefOutcome, at: Date): Promise<void> {
    const refs = {
      ...(outcome.sessionReference ? { sessionReference: outcome.sessionReference } : {}),
      ...(outcome.invoiceReference ? { invoiceReference: outcome.invoiceReference } : {}),
    };
    if (outcome.state === 'accepted') {
      await updateEInvoice(db, row.invoiceId, {
        ...refs,
        status: 'accepted',
        ksefNumber: outcome.ksefNumber,
        acquiredAt: outcome.acquisitionDate ? new Date(outcome.acquisitionDate) : at,
        upo: outcome.upo ?? null,
        statusCode: 200,
        statusDescription: null,
        details: null,
        lastError: null,
      });
      await setKsef(db, row.invoiceId, outcome.ksefNumber, row.verificationUrl ?? '');
      return;
    }
    await updateEInvoice(db, row.invoiceId, {
      ...refs,
      status: outcome.state,
      statusCode: outcome.code,
      statusDescription: outcome.description,
      details: outcome.state === 'rejected' ? outcome.details : null,
    });
  }

  /**
   * One try at KSeF: a new submission sends the XML; one KSeF is still processing is asked for its
   * status. A rejection is final (staff may resend after a fix); an outage or a "still processing"
   * throws, so the job is retried with backoff (and the sweep finds it again later).
   */
  async function sendToKsef(invoiceId: number): Promise<void> {
    const ksef = deps.eInvoicing?.ksef;
    const row = await eInvoiceById(db, invoiceId);
    // The send queue carries both authorities' submissions: a Hungarian one goes to NAV (ADR 080).
    if (row?.format === 'nav') return sendToNav(row);
    if (!ksef || !row || row.xml === null || row.format !== 'fa3') return;
    if (row.status !== 'pending' && row.status !== 'processing') return;
    const at = now();
    await updateEInvoice(db, invoiceId, { attempts: row.attempts + 1, lastAttemptAt: at });
    let outcome: KsefOutcome;
    try {
      outcome =
        row.status === 'processing' && row.sessionReference && row.invoiceReference
          ? await ksef.status({
              sessionReference: row.sessionReference,
              invoiceReference: row.invoiceReference,
            })
          : await ksef.send(row.xml);
    } catch (error) {
      await updateEInvoice(db, invoiceId, {
        lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      });
      throw error;
    }
    await recordOutcome(row, outcome, at);
    if (outcome.state === 'processing') throw new Error(`KSeF is still processing ${row.invoiceId}`);
  }

  /**
   * One try at NAV (ADR 080): a new submission reports the invoice data (CREATE; MODIFY for a
   * correction) and follows the transaction; one NAV is still processing is asked for its status
   * by the transaction id kept in `invoice_reference`. As with KSeF, a rejection (ABORTED) is final,
   * an outage or "still processing" throws so the job is retried (and the sweep finds it again).
   */
  async function sendToNav(row: EInvoiceRow): Promise<void> {
    const nav = deps.eInvoicing?.nav;
    if (!nav || row.xml === null) return;
    if (row.status !== 'pending' && row.status !== 'processing') return;
    const at = now();
    await updateEInvoice(db, row.invoiceId, { attempts: row.attempts + 1, lastAttemptAt: at });
    let outcome: NavOutcome;
    try {
      if (row.status === 'processing' && row.invoiceReference)
        outcome = await nav.status(row.invoiceReference);
      else {
        const invoice = await invoiceById(db, row.invoiceId);
        outcome = await nav.send(row.xml, invoice?.kind === 'correction' ? 'MODIFY' : 'CREATE');
      }
    } catch (error) {
      await updateEInvoice(db, row.invoiceId, {
        lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      });
      throw error;
    }
    const transaction = outcome.transactionId ? { invoiceReference: outcome.transactionId } : {};
    if (outcome.state === 'accepted')
      await updateEInvoice(db, row.invoiceId, {
        ...transaction,
        status: 'accepted',
        acquiredAt: at,
        statusCode: null,
        statusDescription: `NAV DONE · ${outcome.transactionId}`,
        details: outcome.warnings.length > 0 ? outcome.warnings : null,
        lastError: null,
      });
    else if (outcome.state === 'rejected')
      await updateEInvoice(db, row.invoiceId, {
        ...transaction,
        status: 'rejected',
        statusCode: null,
        statusDescription: `NAV ABORTED · ${outcome.code}: ${outcome.description}`,
        details: outcome.details,
      });
    else {
      await updateEInvoice(db, row.invoiceId, {
        ...transaction,
        status: 'processing',
        statusDescription: `NAV ${outcome.invoiceStatus} · ${outcome.transactionId}`,
      });
      throw new Error(`NAV is still processing ${row.invoiceId}`);
    }
  }

  /** Which kinds an order's present state calls for that it has not got (the reaction's rules). */
  function lacking(
    order: { status: string; wasPaid: boolean; paymentKind: string | null },
    has: Array<{ kind: string; id: number; correctsId: number | null }>,
  ): boolean {
    const invoice = has.find((r) => r.kind === 'invoice');
    if (order.status === 'cancelled')
      return (
        invoice !== undefined && !has.some((r) => r.kind === 'correction' && r.correctsId === invoice.id)
      );
    if (order.wasPaid || order.status === 'shipped') return invoice === undefined;
    return order.paymentKind === 'bank_transfer' && !has.some((r) => r.kind === 'proforma');
  }

  /**
   * The scheduled sweep (ADR 064): orders placed in the last SWEEP_DAYS whose state calls for an
   * invoice they have not got (a job lost between a commit and its enqueue) are issued again;
   * invoices without their e-invoice get it; KSeF submissions left pending or processing are sent
   * again. Everything it starts is idempotent, so a sweep next to a live job does no harm.
   */
  async function sweep(): Promise<{ orders: number[]; eInvoices: number[]; resent: number[] }> {
    const at = now();
    const since = new Date(at.getTime() - SWEEP_DAYS * 86_400_000);
    const settled = new Date(at.getTime() - SWEEP_GRACE_MS);
    const reissued: number[] = [];
    let afterId = 0;
    for (;;) {
      const candidates = await deps.orders.billingCandidates(since, afterId, SWEEP_BATCH);
      if (candidates.length === 0) break;
      const kinds = await invoiceKindsOfOrders(
        db,
        candidates.map((c) => c.id),
      );
      for (const order of candidates)
        if (
          lacking(
            order,
            kinds.filter((k) => k.orderId === order.id),
          )
        )
          reissued.push(order.id);
      afterId = candidates.at(-1)!.id;
    }
    if (reissued.length > 0) {
      if (deps.queue)
        await deps.queue.enqueue(
          INVOICES_QUEUE,
          reissued.map((orderId) => ({ orderId })),
        );
      else for (const orderId of reissued) await reactToOrder(orderId);
    }
    const built: number[] = [];
    if (deps.eInvoicing) {
      for (const row of await invoicesWithoutEInvoice(db, E_INVOICE_MARKETS, since, SWEEP_BATCH)) {
        if (row.issuedAt > settled) continue;
        await storeEInvoice(row);
        built.push(row.id);
      }
    }
    const resent =
      deps.eInvoicing?.ksef || deps.eInvoicing?.nav ? await unsentEInvoices(db, settled, SWEEP_BATCH) : [];
    if (resent.length > 0) {
      if (deps.queue)
        await deps.queue.enqueue(
          KSEF_SEND_QUEUE,
          resent.map((invoiceId) => ({ invoiceId })),
        );
      else
        for (const id of resent)
          await sendToKsef(id).catch((error: unknown) => deps.onWarning?.('sending to KSeF failed', error));
    }
    return { orders: reissued, eInvoices: built, resent };
  }

  return {
    reactToOrder,

    /**
     * Ordering's listener (ADR 060): called after the status change committed; it must not throw.
     * With the queue the reaction is a durable job (retried, any instance); without it, it runs here.
     */
    orderChanged(orderId: number): void {
      track(
        deps.queue ? deps.queue.enqueue(INVOICES_QUEUE, [{ orderId }]) : reactToOrder(orderId),
        'issuing the invoices of an order failed',
      );
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

    ksefQueueDefinition: {
      name: KSEF_SEND_QUEUE,
      // With pg-boss's doubling from the retry delay (capped at 10 minutes): about an hour of tries,
      // then the sweep picks the submission up again every ten minutes.
      retryLimit: 10,
      handler: async (data: { invoiceId: number }) => sendToKsef(data.invoiceId),
    } satisfies QueueDefinition<{ invoiceId: number }>,

    sweepQueueDefinition: {
      name: INVOICES_SWEEP_QUEUE,
      retryLimit: 2,
      schedule: deps.sweepCron ?? INVOICES_SWEEP_CRON,
      handler: async () => {
        await sweep();
      },
    } satisfies QueueDefinition<object>,

    sweep,
    sendToKsef,
    /** The database, for the staff routes' audit entry. */
    database: db,

    /**
     * A placed order changed hands (a guest order attached to an account, ADR 083/087): its
     * invoices follow it into the new owner's list. Answers how many moved.
     */
    async reownOrder(move: {
      orderId: number;
      fromCustomerId: number;
      toCustomerId: number;
    }): Promise<number> {
      return reownOrderInvoices(db, move.orderId, move.fromCustomerId, move.toCustomerId);
    },

    /** The staff desk's list of an order's invoices (any customer's; issue 19, ADR 080). */
    async ofOrderId(orderId: number): Promise<Array<{ id: number; number: string; kind: string }>> {
      const rows = await invoicesOfOrder(db, orderId);
      return rows.map((row) => ({ id: row.id, number: row.number, kind: row.kind }));
    },

    /** The staff desk's view of an invoice's e-invoice (null: it has none). */
    async eInvoice(invoiceId: number): Promise<EInvoiceState | null> {
      const row = await eInvoiceById(db, invoiceId);
      return row ? eInvoiceState(row) : null;
    },

    /** Staff's resend: a submission not accepted is queued again; false when there is nothing to send. */
    async resend(invoiceId: number): Promise<boolean> {
      if (!deps.eInvoicing?.ksef) return false;
      if (!(await requeueEInvoice(db, invoiceId))) return false;
      scheduleSend(invoiceId);
      return true;
    },

    /** An invoice by its printed number or id, for the staff desk (any customer's). */
    async forDesk(id: number) {
      const row = await invoiceById(db, id);
      if (!row) return null;
      return { ...summaryOf(row), customerId: row.customerId, market: row.market };
    },

    /**
     * The e-invoice's XML by the PDF's address with .xml (ADR 064): the same ownership and type
     * rules as the PDF, logged as a download.
     */
    async xml(
      owner: InvoiceOwner,
      type: InvoicePdfType,
      id: number,
    ): Promise<{ fileName: string; xml: string }> {
      const row = await ownInvoice(db, owner.customerId, id);
      if (!row) throw notFound();
      const fits = type === 'history' || (type === 'unpaid' && row.kind === 'invoice' && row.paidAt === null);
      const electronic = fits ? await eInvoiceById(db, id) : undefined;
      if (!electronic?.xml) throw notFound();
      await logDownloads(db, [
        {
          invoiceId: row.id,
          customerId: owner.customerId,
          contactPersonId: owner.contactPersonId,
          via: 'xml',
        },
      ]);
      return { fileName: xmlFileName(row.number), xml: electronic.xml };
    },

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
        /** A refund of all the goods left takes back the delivery and the discount too (complaints). */
        wholeWhenAllGoods?: boolean;
      },
      // Inside the caller's transaction (a complaint's acceptance and its correction commit together);
      // the caller runs `afterCommit`'s tasks once it has committed (the KSeF send), and drops them
      // on a rollback.
      within?: { tx: Db; afterCommit: AfterCommit },
    ): Promise<InvoiceSummary> {
      const row = await unitOfWork(within?.tx ?? db, async (tx) => {
        const invoice = await lockInvoice(tx, input.invoiceId);
        if (!invoice || (input.customerId !== undefined && invoice.customerId !== input.customerId))
          throw notFound();
        if (invoice.kind !== 'invoice') throw new AppError(409, 'invoices.errors.notCorrectable');
        return {
          correction: await writeCorrection(
            tx,
            invoice,
            input.lines,
            input.reason,
            input.wholeWhenAllGoods ?? false,
          ),
          of: invoice.number,
        };
      });
      // Inside the caller's transaction the correction is not committed: its e-invoice is written in
      // that transaction too (on PGlite's one connection a write through `db` would wait forever).
      await storeEInvoice(row.correction, within?.tx ?? db, within?.afterCommit);
      const stored = await eInvoiceById(within?.tx ?? db, row.correction.id);
      return summaryOf(row.correction, row.of, stored?.xml != null);
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
          const [corrected, electronic] = await Promise.all([
            correctedRowsOf(rows),
            eInvoicesOf(
              db,
              rows.map((r) => r.id),
            ),
          ]);
          for (const row of rows) {
            // The accountant's copy of the e-invoice beside the PDF (ADR 064).
            const xml = electronic.get(row.id)?.xml;
            if (xml)
              zip.addBuffer(Buffer.from(xml, 'utf8'), xmlFileName(row.number), { mtime: row.issuedAt });
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

    /** The staff desk's view of one invoice (any customer's): e-invoice state and download log; null: none. */
    async deskDetails(id: number): Promise<StaffInvoiceDetails | null> {
      const row = await invoiceById(db, id);
      if (!row) return null;
      const [downloads, electronic] = await Promise.all([downloadsOf(db, id), eInvoiceById(db, id)]);
      return {
        invoice: { ...summaryOf(row), customerId: row.customerId, market: row.market },
        eInvoice: electronic ? eInvoiceState(electronic) : null,
        downloads: downloads.map((d) => ({
          customerId: d.customerId,
          contactPersonId: d.contactPersonId,
          via: d.via,
          at: d.downloadedAt.toISOString(),
        })),
      };
    },

    /** The staff desk's search (any customer's invoices, by part of the number, newest first). */
    async search(query: StaffInvoiceSearchQuery): Promise<StaffInvoiceSearch> {
      const page = query.page ?? 1;
      const rows = await deskSearch(
        db,
        query.number || undefined,
        STAFF_INVOICE_PAGE_SIZE,
        (page - 1) * STAFF_INVOICE_PAGE_SIZE,
      );
      return {
        page,
        hasMore: rows.length > STAFF_INVOICE_PAGE_SIZE,
        items: rows.slice(0, STAFF_INVOICE_PAGE_SIZE).map((r) => ({
          ...r,
          kind: r.kind as InvoiceKind,
          issuedAt: r.issuedAt.toISOString(),
        })),
      };
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

/** Where an e-invoice stands, for the staff desk. */
export interface EInvoiceState {
  format: string;
  status: string;
  hasXml: boolean;
  problems: string[];
  ksefNumber: string | null;
  acquiredAt: string | null;
  hasUpo: boolean;
  statusCode: number | null;
  statusDescription: string | null;
  details: string[];
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
  verificationUrl: string | null;
}

export function eInvoiceState(row: EInvoiceRow): EInvoiceState {
  return {
    format: row.format,
    status: row.status,
    hasXml: row.xml !== null,
    problems: row.problems ?? [],
    ksefNumber: row.ksefNumber,
    acquiredAt: row.acquiredAt?.toISOString() ?? null,
    hasUpo: row.upo !== null,
    statusCode: row.statusCode,
    statusDescription: row.statusDescription,
    details: row.details ?? [],
    attempts: row.attempts,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    verificationUrl: row.verificationUrl,
  };
}

/** A file name of an invoice's XML. */
export function xmlFileName(number: string): string {
  return pdfFileName(number).replace(/\.pdf$/, '.xml');
}
