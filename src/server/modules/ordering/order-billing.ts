/**
 * What an invoice needs to know of a placed order (ADR 060), read by the module that owns the order
 * tables: its market, buyer's invoice address as placed, lines as sold, delivery, discount, payment
 * method and whether it was paid. The invoices module copies this into its own snapshot.
 */
import { and, asc, eq, gt, gte, notInArray, sql } from 'drizzle-orm';
import { isOrderStatus, type OrderStatus } from '../../../common/order-status';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusHistory, paymentMethods } from '../../db/schema';

export interface BillingLine {
  symbol: string;
  description: string | null;
  amount: number;
  unitPrice: string;
  lineNet: string;
  /** Customs data copied when the order was placed (ADR 075); null when the product had none. */
  htsCode?: string | null;
  countryOfOrigin?: string | null;
}

export interface OrderBilling {
  id: number;
  orderNumber: string;
  customerId: number;
  contactPersonId: number | null;
  status: OrderStatus;
  /** The order reached `paid` at some point (it may be shipped or cancelled since). */
  wasPaid: boolean;
  country: string;
  language: string;
  currency: string;
  vatRate: string;
  /** bank_transfer | cash_on_delivery | online, or null when unknown. */
  paymentKind: string | null;
  paymentId: string | null;
  customerOrderNumber: string | null;
  invoiceAddress: Record<string, unknown> | null;
  lines: BillingLine[];
  deliveryCost: string | null;
  discountNet: string | null;
  placedAt: Date | null;
}

/** Called after an order's status changed and the change committed (placed, paid, shipped, cancelled). */
export type OrderStatusListener = (orderId: number, status: OrderStatus) => void;

/** What the invoices' sweep needs to tell whether an order lacks an invoice (ADR 064). */
export interface BillingCandidate {
  id: number;
  status: OrderStatus;
  wasPaid: boolean;
  paymentKind: string | null;
}

/** A cart, and an order waiting for approval (ADR 078), are nobody's bill yet. */
const NOT_BILLED = ['cart', 'awaiting_approval'];

export function createOrderBilling(db: Db) {
  return {
    /**
     * Orders placed since `since`, a page at a time by id: the invoices' sweep checks that each has
     * what its state calls for (a lost job leaves an order without its invoice).
     */
    async billingCandidates(since: Date, afterId: number, limit: number): Promise<BillingCandidate[]> {
      const rows = await db
        .select({
          id: orders.id,
          status: orders.status,
          paymentKind: paymentMethods.kind,
          wasPaid: sql<boolean>`(${orders.status} = 'paid' or exists (select 1 from ${orderStatusHistory} h where h.order_id = ${orders.id} and h.status = 'paid'))`,
        })
        .from(orders)
        .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentId))
        .where(
          and(gte(orders.placedAt, since), notInArray(orders.status, NOT_BILLED), gt(orders.id, afterId)),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows
        .filter((r) => isOrderStatus(r.status))
        .map((r) => ({ ...r, status: r.status as OrderStatus, wasPaid: Boolean(r.wasPaid) }));
    },

    /** The order as it is billed, or null for a cart or an order that is gone. */
    async billingOf(orderId: number): Promise<OrderBilling | null> {
      const [order] = await db
        .select({ order: orders, paymentKind: paymentMethods.kind })
        .from(orders)
        .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentId))
        .where(eq(orders.id, orderId));
      if (!order || NOT_BILLED.includes(order.order.status) || !isOrderStatus(order.order.status))
        return null;
      const o = order.order;
      const [lines, history] = await Promise.all([
        db
          .select({
            symbol: orderItems.symbol,
            description: orderItems.description,
            amount: orderItems.amount,
            unitPrice: orderItems.unitPrice,
            lineNet: orderItems.lineNet,
            htsCode: orderItems.htsCode,
            countryOfOrigin: orderItems.countryOfOrigin,
          })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.position), asc(orderItems.id)),
        db
          .select({ status: orderStatusHistory.status })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, orderId)),
      ]);
      return {
        id: o.id,
        orderNumber: o.orderNumber,
        customerId: o.customerId,
        contactPersonId: o.contactPersonId,
        status: o.status as OrderStatus,
        wasPaid: o.status === 'paid' || history.some((h) => h.status === 'paid'),
        country: o.country,
        language: o.language,
        currency: o.currency,
        vatRate: o.vatRate,
        paymentKind: order.paymentKind,
        paymentId: o.paymentId,
        customerOrderNumber: o.customerOrderNumber,
        invoiceAddress: (o.invoiceAddress as Record<string, unknown> | null) ?? null,
        lines: lines.map((l) => ({
          symbol: l.symbol ?? '',
          description: l.description,
          amount: l.amount,
          unitPrice: l.unitPrice ?? '0',
          lineNet: l.lineNet ?? '0',
          htsCode: l.htsCode,
          countryOfOrigin: l.countryOfOrigin,
        })),
        deliveryCost: o.deliveryCost,
        discountNet: o.discountNet,
        placedAt: o.placedAt,
      };
    },

    /**
     * When the order first became `shipped`, or null (complaints count the withdrawal days from
     * it while carriers do not report delivery; ADR 065).
     */
    async shippedAt(orderId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: orderStatusHistory.createdAt })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'shipped')))
        .orderBy(asc(orderStatusHistory.createdAt))
        .limit(1);
      return row?.at ?? null;
    },
  };
}

export type OrderBillingReader = ReturnType<typeof createOrderBilling>;
