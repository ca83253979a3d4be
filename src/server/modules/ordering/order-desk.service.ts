/**
 * The staff desk's orders (issue 19, ADR 080): find any customer's order, record the bank transfer
 * that paid it, ship it. Ordering owns the order tables (ADR 032), so the desk's writes are made
 * here under the order's lock, like a payment's and a cancel's: of a mark-paid and a cancel of the
 * same order one wins and the other sees the new status. The staff's audit entry is written in the
 * same transaction (`audit`), so a change without its entry never exists. After the commit the
 * invoices hear of the new status (the VAT invoice of a paid or shipped order, ADR 060) and the
 * customer gets the shipping mail.
 */
import type {
  MarkPaidBody,
  ShipBody,
  StaffOrderDetails,
  StaffOrderSearch,
  StaffOrderSearchQuery,
} from '../../../common/contracts/order-desk';
import { STAFF_ORDER_PAGE_SIZE } from '../../../common/contracts/order-desk';
import { AppError } from '../../../common/errors';
import { generate } from '../../../common/routes.server';
import {
  currencyPrecision,
  findMarket,
  isCurrency,
  isLanguage,
  localePrefix,
  type Language,
} from '../../../common/markets';
import { toDecimal } from '../../../common/money';
import { canMove, isOrderStatus, type OrderStatus } from '../../../common/order-status';
import type { Db } from '../../db/client';
import type { MailService } from '../mail';
import type { OrderStatusListener } from './order-billing';
import {
  insertBankPayment,
  insertShipment,
  searchDeskOrders,
  selectBankPayment,
  selectDeskCustomer,
} from './order-desk.repository';
import { orderShippedMail } from './orders.mail';
import type { OrderStatusService } from './order-status.service';
import { moveOrderStatus, selectOrderById } from './order-status.repository';
import { shipmentOf } from './shipments';
import { lockOrderById, unitOfWork } from './unit-of-work.repository';
import { orderItems, orders } from '../../db/schema';
import { asc, eq } from 'drizzle-orm';

export interface OrderDeskDeps {
  db: Db;
  orders: OrderStatusService;
  mail: MailService;
  /** The invoices' listener, told after the commit (ADR 060). */
  onStatusChanged?: OrderStatusListener;
  /** The shop's address: the shipping mail links the customer's order page. */
  publicUrl: string;
  now?: () => Date;
  onWarning?: (message: string, error?: unknown) => void;
}

/** Writes the staff's audit entry inside the desk's transaction (the staff module's `audit`). */
export type AuditIn = (tx: Db, details: Record<string, unknown>) => Promise<void>;

/** Which invoices the desk page lists beside an order: read through the invoices module. */
export interface OrderInvoicesReader {
  ofOrderId(orderId: number): Promise<Array<{ id: number; number: string; kind: string }>>;
}

const notFound = () => new AppError(404, 'orderDesk.errors.notFound');

export function createOrderDeskService(deps: OrderDeskDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function statusOf(value: string | null): OrderStatus | null {
    return value && isOrderStatus(value) ? value : null;
  }

  /** Whether the desk may mark it paid: a bank transfer still waiting for its money. */
  const mayMarkPaid = (status: string, paymentKind: string | null) =>
    paymentKind === 'bank_transfer' && status === 'placed';
  /** Paid orders ship; cash on delivery is paid at the door, so it ships as placed. */
  const mayShip = (status: string, paymentKind: string | null) =>
    status === 'paid' || (status === 'placed' && paymentKind === 'cash_on_delivery');

  function statusUrl(order: { orderNumber: string; country: string; language: string }): string {
    const language: Language = isLanguage(order.language) ? order.language : 'en';
    const country = findMarket(order.country) ? order.country : 'pl';
    return new URL(
      generate('order_status_details', {
        orderNumber: order.orderNumber,
        ...localePrefix(country, language),
      }),
      deps.publicUrl,
    ).toString();
  }

  return {
    async search(query: StaffOrderSearchQuery): Promise<StaffOrderSearch> {
      const rows = await searchDeskOrders(
        db,
        query,
        STAFF_ORDER_PAGE_SIZE + 1,
        (query.page - 1) * STAFF_ORDER_PAGE_SIZE,
      );
      return {
        items: rows.slice(0, STAFF_ORDER_PAGE_SIZE),
        page: query.page,
        hasMore: rows.length > STAFF_ORDER_PAGE_SIZE,
      };
    },

    /** An order as the desk sees it, or null when there is no placed order with that id. */
    async details(
      orderId: number,
      language: Language,
      invoices: OrderInvoicesReader,
    ): Promise<StaffOrderDetails | null> {
      const found = await deps.orders.deskOrder(orderId, language);
      if (!found) return null;
      const [customer, bank, issued] = await Promise.all([
        selectDeskCustomer(db, orderId),
        selectBankPayment(db, orderId),
        invoices.ofOrderId(orderId),
      ]);
      const { row, details } = found;
      const paymentKind = customer?.paymentKind ?? null;
      return {
        id: row.id,
        customerId: row.customerId,
        customerName: customer?.customerName ?? String(row.customerId),
        contactEmail: row.contactEmail ?? row.receiverEmail,
        language: row.language,
        paymentKind,
        order: details,
        bankPayment: bank
          ? {
              amount: toDecimal(bank.amount).toFixed(2),
              currency: bank.currency,
              paidOn: bank.paidOn,
              reference: bank.reference,
            }
          : null,
        invoices: issued,
        mayMarkPaid: mayMarkPaid(row.status, paymentKind),
        mayShip: mayShip(row.status, paymentKind),
      };
    },

    /**
     * Records the bank transfer that paid a bank-transfer order and moves it to paid. The amount
     * must be the order's total (a short transfer does not pay it: the desk writes to the customer
     * instead); the day may not be in the future nor before the order was placed.
     */
    async markPaid(orderId: number, body: MarkPaidBody, staffId: number, audit: AuditIn): Promise<void> {
      const [customer, deskOrder] = await Promise.all([
        selectDeskCustomer(db, orderId),
        db.select().from(orders).where(eq(orders.id, orderId)),
      ]);
      const order = deskOrder[0];
      if (!order || order.status === 'cart' || !customer) throw notFound();
      if (customer.paymentKind !== 'bank_transfer')
        throw new AppError(409, 'orderDesk.errors.notBankTransfer');
      const precision = isCurrency(order.currency) ? currencyPrecision(order.currency) : 2;
      const due = toDecimal(order.grossTotal ?? '0').toDecimalPlaces(precision);
      if (!toDecimal(body.amount).equals(due))
        throw new AppError(422, 'orderDesk.errors.amountMismatch', {
          params: { due: due.toFixed(precision), currency: order.currency },
          data: [
            {
              field: 'amount',
              key: 'orderDesk.errors.amountMismatch',
              params: { due: due.toFixed(precision), currency: order.currency },
            },
          ],
        });
      const today = now().toISOString().slice(0, 10);
      const placedDay = (order.placedAt ?? order.createdAt).toISOString().slice(0, 10);
      if (body.paidOn > today || body.paidOn < placedDay)
        throw new AppError(422, 'orderDesk.errors.paidOn', {
          params: { from: placedDay, to: today },
          data: [{ field: 'paidOn', key: 'orderDesk.errors.paidOn', params: { from: placedDay, to: today } }],
        });
      await unitOfWork(db, async (tx) => {
        const status = statusOf(await lockOrderById(tx, orderId));
        if (!status || !canMove(status, 'paid') || status !== 'placed')
          throw new AppError(409, 'orderDesk.errors.notPayable', { params: { status: status ?? 'none' } });
        await insertBankPayment(tx, {
          orderId,
          amount: body.amount,
          currency: order.currency,
          paidOn: body.paidOn,
          reference: body.reference,
          staffId,
        });
        await moveOrderStatus(tx, orderId, 'paid', {
          code: 'paidByTransfer',
          values: { paidOn: body.paidOn },
        });
        await audit(tx, {
          orderNumber: order.orderNumber,
          amount: body.amount,
          paidOn: body.paidOn,
          reference: body.reference,
        });
      });
      deps.onStatusChanged?.(orderId, 'paid');
    },

    /**
     * Ships the whole order in one parcel: the shipment keeps its lines so partial shipments can
     * join the same table later. The customer gets the mail with the tracking link.
     */
    async ship(orderId: number, body: ShipBody, staffId: number, audit: AuditIn): Promise<void> {
      const customer = await selectDeskCustomer(db, orderId);
      if (!customer) throw notFound();
      const shipped = await unitOfWork(db, async (tx) => {
        const status = statusOf(await lockOrderById(tx, orderId));
        if (!status || status === 'cart') throw notFound();
        if (!mayShip(status, customer.paymentKind) || !canMove(status, 'shipped'))
          throw new AppError(
            409,
            status === 'placed' ? 'orderDesk.errors.notPaid' : 'orderDesk.errors.notShippable',
            {
              params: { status },
            },
          );
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
        const lines = await tx
          .select({ position: orderItems.position, amount: orderItems.amount })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.position));
        const at = now();
        await insertShipment(tx, {
          orderId,
          carrier: body.carrier,
          trackingNumber: body.trackingNumber,
          shippedAt: at,
          lines,
          staffId,
        });
        await moveOrderStatus(tx, orderId, 'shipped', {
          code: 'shipped',
          values: { carrier: body.carrier, trackingNumber: body.trackingNumber },
        });
        await audit(tx, {
          orderNumber: order!.orderNumber,
          carrier: body.carrier,
          trackingNumber: body.trackingNumber,
        });
        return { order: order!, at };
      });
      deps.onStatusChanged?.(orderId, 'shipped');
      await sendShippedMail(shipped.order, {
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        shippedAt: shipped.at,
      });
    },
  };

  async function sendShippedMail(
    order: typeof orders.$inferSelect,
    parcel: { carrier: string; trackingNumber: string; shippedAt: Date },
  ): Promise<void> {
    const to = (await selectOrderById(db, order.id))?.contactEmail ?? order.receiverEmail;
    if (!to) return;
    const language: Language = isLanguage(order.language) ? order.language : 'en';
    const shipment = shipmentOf({ id: 0, orderId: order.id, lines: [], staffId: null, ...parcel });
    try {
      await deps.mail.send({
        kind: 'order_shipped',
        to,
        language,
        ...orderShippedMail(language, order.orderNumber, shipment, statusUrl(order)),
      });
    } catch (error) {
      // The order is shipped whatever the mail does; the desk page shows the tracking too.
      deps.onWarning?.('mailing the shipping note failed', error);
    }
  }
}

export type OrderDeskService = ReturnType<typeof createOrderDeskService>;
