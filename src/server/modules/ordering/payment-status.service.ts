/**
 * What a payment does to an order (ADR 028, 032): the payments module settles its own rows, and the
 * order's move to `paid` and the notes in its history are written here, by the module that owns the
 * order tables. Payments calls `settle` through `modules/ordering/index.ts`.
 */
import { canMove, isOrderStatus, type OrderStatus } from '../../../common/order-status';
import type { OrderHistoryNote } from '../../../common/order-history-notes';
import type { Db } from '../../db/client';
import { insertStatusNote, moveOrderStatus } from './order-status.repository';
import { lockOrderById, unitOfWork } from './unit-of-work.repository';
import type { OrderStatusListener } from './order-billing';

/** The order as a payment sees it while it holds the order's lock. */
export interface PaymentOrder {
  /** The status under the lock (an order that is gone counts as cancelled: its money goes back). */
  readonly status: OrderStatus;
  /** Moves the order to `paid` with the note, when its status allows it; false (nothing written) otherwise. */
  markPaid(note: OrderHistoryNote): Promise<boolean>;
  /** A line in the order's history that leaves its status as it is (a failed or late payment). */
  recordPaymentEvent(note: OrderHistoryNote): Promise<void>;
}

export function createPaymentStatusService(
  db: Db,
  options: {
    /** Told an order became paid, after it committed (the invoices issue the VAT invoice, ADR 060). */
    onStatusChanged?: OrderStatusListener;
  } = {},
) {
  return {
    /**
     * Runs `work` in one unit of work with the order's row locked FOR UPDATE, the lock a cancel and
     * a placement take, so a payment and a cancel of the same order never interleave. `work` writes
     * the payment's own rows through `tx`; the order's are written through `order`. All of it
     * commits together.
     */
    async settle<T>(orderId: number, work: (tx: Db, order: PaymentOrder) => Promise<T>): Promise<T> {
      let paid = false;
      const result = await unitOfWork(db, async (tx) => {
        paid = false;
        const current = await lockOrderById(tx, orderId);
        const status: OrderStatus = current && isOrderStatus(current) ? current : 'cancelled';
        return work(tx, {
          status,
          async markPaid(note) {
            if (!canMove(status, 'paid')) return false;
            await moveOrderStatus(tx, orderId, 'paid', note);
            paid = true;
            return true;
          },
          recordPaymentEvent: (note) => insertStatusNote(tx, orderId, status, note),
        });
      });
      if (paid) options.onStatusChanged?.(orderId, 'paid');
      return result;
    },
  };
}

export type PaymentStatusService = ReturnType<typeof createPaymentStatusService>;
