/**
 * Stock arrivals and back-orders (issue 22, ADR 077): staff (or the admin script) record stock that
 * arrived or is announced; the back-order job allocates arrived units to the lines waiting for them
 * in order of placement, the rest to the stock, and mails each order whose back-ordered lines are
 * complete. Incoming deliveries are what the product page and the cart show as "incoming".
 */
import {
  STOCK_ARRIVALS_PER_PAGE,
  type AllocationResult,
  type StockArrival,
  type StockArrivalInputSchema,
  type StockArrivalList,
  type StockArrivalListQuery,
} from '../../../common/contracts/backorders';
import type { z } from 'zod';
import { AppError } from '../../../common/errors';
import { isLanguage, localePrefix, type Language } from '../../../common/markets';
import { generate } from '../../../common/routes.server';
import type { Db } from '../../db/client';
import { publicOrigin } from '../../http/public-origin';
import type { JobQueue, QueueDefinition } from '../../jobs';
import { backorderArrivedMail, type MailService } from '../mail';
import {
  allocateProduct,
  claimCompletedLines,
  insertArrival,
  markReceived,
  selectArrival,
  selectArrivals,
  selectPendingProducts,
  selectProductBySymbol,
  type ArrivalRow,
  type CompletedLine,
} from './stock-arrivals.repository';
import { unitOfWork } from './unit-of-work.repository';

/** The back-order job's queue: allocations asked for by arrivals and cancels, and its sweep. */
export const BACKORDER_QUEUE = 'backorder-allocate';

/**
 * The sweep: every ten minutes it allocates what arrived without a job (a process that died after
 * recording an arrival and before enqueueing it) and mails completed lines not yet told.
 */
export const BACKORDER_SWEEP_CRON = '*/10 * * * *';

/** Lines claimed and mailed per transaction (each order's lines go in one mail). */
const MAIL_BATCH = 200;

export interface StockArrivalsDeps {
  db: Db;
  mail: MailService;
  publicUrl?: string;
  /** Undefined when background jobs are off: the allocation then runs right after the arrival is stored. */
  queue: JobQueue | undefined;
  cron?: string;
  onWarning?: (message: string, error?: unknown) => void;
}

type ArrivalInput = z.output<typeof StockArrivalInputSchema>;

const viewOf = (row: ArrivalRow): StockArrival => ({
  id: row.id,
  symbol: row.symbol,
  quantity: row.quantity,
  expectedOn: row.expectedOn,
  receivedAt: row.receivedAt?.toISOString() ?? null,
  allocatedAt: row.allocatedAt?.toISOString() ?? null,
  source: row.source,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  allocation:
    row.allocatedUnits === null
      ? null
      : {
          units: row.allocatedUnits,
          lines: row.linesServed ?? 0,
          orders: row.ordersServed ?? 0,
          toStock: row.quantity - row.allocatedUnits,
        },
});

export function createStockArrivalsService(deps: StockArrivalsDeps) {
  const { db } = deps;

  /**
   * Allocates the products' arrived units, one unit of work per product (its lock is held only for
   * its own lines), then mails the lines completed. Safe to run twice for the same arrival: the
   * second finds it claimed.
   */
  async function allocate(productIds: readonly number[]): Promise<AllocationResult> {
    const total: AllocationResult = { allocated: 0, linesServed: 0, linesCompleted: 0, toStock: 0 };
    for (const productId of [...new Set(productIds)].sort((a, b) => a - b)) {
      const result = await unitOfWork(db, (tx) => allocateProduct(tx, productId));
      total.allocated += result.allocated;
      total.linesServed += result.linesServed;
      total.linesCompleted += result.linesCompleted;
      total.toStock += result.toStock;
    }
    if (total.linesCompleted > 0) await mailCompleted();
    return total;
  }

  /** Mails every complete, unmailed back-order line, one mail per order; claim and outbox row commit together. */
  async function mailCompleted(): Promise<number> {
    let mails = 0;
    for (;;) {
      const sent = await unitOfWork(db, async (tx) => {
        const lines = await claimCompletedLines(tx, MAIL_BATCH);
        const byOrder = new Map<number, CompletedLine[]>();
        for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
        for (const orderLines of byOrder.values()) {
          const first = orderLines[0]!;
          if (!first.email) continue;
          const language: Language = first.language && isLanguage(first.language) ? first.language : 'en';
          const statusUrl = new URL(
            generate('order_status_details', {
              orderNumber: first.orderNumber,
              ...localePrefix(first.country, language),
            }),
            publicOrigin(deps.publicUrl),
          ).toString();
          const rendered = backorderArrivedMail(language, {
            orderNumber: first.orderNumber,
            lines: orderLines.map((l) => ({
              symbol: l.symbol,
              amount: l.amount,
              backordered: l.backordered,
            })),
            statusUrl,
          });
          await deps.mail.send({ ...rendered, kind: 'backorder_arrived', to: first.email, language }, { tx });
        }
        return { claimed: lines.length, mails: byOrder.size };
      });
      mails += sent.mails;
      if (sent.claimed < MAIL_BATCH) return mails;
    }
  }

  /** Asks the job to allocate (after the arrival committed); without jobs, allocates here and now. */
  async function productsArrived(productIds: number[]): Promise<void> {
    if (productIds.length === 0) return;
    if (deps.queue) await deps.queue.enqueue(BACKORDER_QUEUE, [{ productIds }]);
    else await allocate(productIds);
  }

  const queueDefinition: QueueDefinition<{ productIds?: number[] }> = {
    name: BACKORDER_QUEUE,
    retryLimit: 8,
    schedule: deps.cron ?? BACKORDER_SWEEP_CRON,
    handler: async (data) => {
      // A scheduled run has no products: it sweeps every product with unallocated arrivals.
      const productIds = data.productIds ?? (await selectPendingProducts(db));
      await allocate(productIds);
      await mailCompleted();
    },
  };

  async function productOf(symbol: string) {
    const product = await selectProductBySymbol(db, symbol);
    if (!product)
      throw new AppError(422, 'backorders.errors.unknownSymbol', {
        params: { symbol },
        data: [{ field: 'symbol', key: 'backorders.errors.unknownSymbol', params: { symbol } }],
      });
    return product;
  }

  return {
    queueDefinition,
    allocate,
    mailCompleted,
    /** Allocates every received arrival not yet allocated (the sweep's work; the admin script's `--allocate`). */
    allocatePending: async () => allocate(await selectPendingProducts(db)),

    /**
     * Records stock that arrived (`received`) or is announced for `expectedOn`; a received one is
     * allocated by the job. With a request key (the desk form's Idempotency-Key) a repeat stores
     * nothing and answers the first arrival (`replayed`); the key with another arrival is a 409.
     */
    async record(
      input: ArrivalInput,
      source: string,
      requestKey?: string,
    ): Promise<{ arrival: StockArrival; replayed: boolean }> {
      const product = await productOf(input.symbol);
      const { id, replayed } = await insertArrival(db, {
        productId: product.id,
        quantity: input.quantity,
        expectedOn: input.expectedOn ?? null,
        received: input.received,
        source,
        note: input.note ?? null,
        requestKey: requestKey ?? null,
      });
      const stored = (await selectArrival(db, id))!;
      if (replayed) {
        if (stored.productId !== product.id || stored.quantity !== input.quantity || stored.source !== source)
          throw new AppError(409, 'errors.order.keyReused');
        return { arrival: viewOf(stored), replayed };
      }
      if (!input.received) return { arrival: viewOf(stored), replayed };
      await productsArrived([product.id]);
      return { arrival: viewOf((await selectArrival(db, id))!), replayed };
    },

    /** An announced delivery came in: it is received now and allocated by the job. */
    async receive(id: number): Promise<StockArrival> {
      const productId = await markReceived(db, id);
      if (productId === null) throw new AppError(404, 'backorders.errors.arrivalNotFound');
      await productsArrived([productId]);
      return viewOf((await selectArrival(db, id))!);
    },

    /** A page of the desk's list, the latest first. */
    async list(query: StockArrivalListQuery): Promise<StockArrivalList> {
      const { rows, hasMore } = await selectArrivals(db, {
        symbol: query.symbol,
        page: query.page,
        perPage: STOCK_ARRIVALS_PER_PAGE,
      });
      return { elements: rows.map(viewOf), page: query.page, hasMore };
    },

    /**
     * Units a cancel gave back go to the lines still waiting first (ADR 077). Must not throw: told
     * after the cancel committed.
     */
    stockReturned(productIds: number[]): void {
      productsArrived(productIds).catch((error: unknown) =>
        deps.onWarning?.('allocating returned stock to back-orders failed', error),
      );
    },
  };
}

export type StockArrivalsService = ReturnType<typeof createStockArrivalsService>;
