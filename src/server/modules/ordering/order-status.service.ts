import type {
  AddressSnapshot,
  OrderDetails,
  OrderStatusList,
  OrderShort,
  OrderStatusListQuery,
  PlacedOrderStatus,
} from '../../../common/contracts/orders';
import type { OrderStatusListener } from './order-billing';
import { ERP_CODES } from '../../../common/erp-codes';
import { AppError } from '../../../common/errors';
import { catalogues, lookUpMessage, translate } from '../../../common/i18n';
import { productText } from '../catalog';
import {
  currencyPrecision,
  findMarket,
  isCurrency,
  isLanguage,
  type Language,
} from '../../../common/markets';
import { roundHalfUp, toDecimal } from '../../../common/money';
import { isCancellable, isOrderStatus } from '../../../common/order-status';
import { historyNoteText } from '../../../common/order-history-notes';
import type { Db } from '../../db/client';
import type { OrderPricing } from './order-pricing';
import type { MailService } from '../mail';
import type { PaymentsService } from '../payments';
import { orderCsv } from './orders.csv';
import { selectShipments } from './order-desk.repository';
import { shipmentOf } from './shipments';
import { outOfRangeOf } from './order-lines.repository';
import { lineSplitOf } from './line-split';
import { orderCancelledMail } from './orders.mail';
import { returnReservedStock } from './stock.repository';
import { lockCustomerOrder, unitOfWork } from './unit-of-work.repository';
import {
  countPlacedOrders,
  moveOrderStatus,
  selectActiveOrderNumber,
  selectOrderById,
  selectOwnOrder,
  selectPlacedOrders,
  selectStatusHistory,
  type OrderRow,
} from './order-status.repository';

export interface OrderStatusDeps {
  db: Db;
  orderPricing: OrderPricing;
  mail: MailService;
  /** The order's payment, and its refund when a paid order is cancelled. */
  payments: PaymentsService;
  /**
   * The customer's own symbols of products, by product symbol (the customer symbols module's
   * `symbolsOf`): one query per order, for its lines and its CSV (issue 17).
   */
  customerSymbols: {
    symbolsOf(customerId: number, productSymbols: readonly string[]): Promise<Record<string, string>>;
  };
  /** A mail that could not be sent is logged, never a failed cancel. */
  onWarning?: (message: string, error?: unknown) => void;
  /**
   * Told the products whose stock moved, after the transaction committed (the alert job evaluates
   * their alerts, ADR 039). Must not throw: the order is done whatever it does.
   */
  onStockChanged?: (productIds: number[]) => void;
  /** Told an order was cancelled, after it committed (the invoices correct or cancel theirs, ADR 060). */
  onStatusChanged?: OrderStatusListener;
}

type CancelOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'refused'; status: string }
  | { outcome: 'cancelled'; orderId: number; refundId: number | null; returned: number[] };

function notFoundOrder(): AppError {
  return new AppError(404, 'errors.order.notFound', { erpCode: ERP_CODES.ORDER_NOT_FOUND });
}

/** A stored amount (NUMERIC, 4 places) at the currency's precision: "123.4500" → "123.45". */
function money(value: string, currency: string): string {
  const precision = isCurrency(currency) ? currencyPrecision(currency) : 2;
  return roundHalfUp(value, precision).toFixed(precision);
}

/** A unit price keeps its own places (cheap parts: 4 or 5) but at least the currency's. */
function unitPriceText(value: string | null, currency: string): string | null {
  if (value === null) return null;
  const d = toDecimal(value);
  const precision = isCurrency(currency) ? currencyPrecision(currency) : 2;
  return d.toFixed(Math.max(precision, d.decimalPlaces()));
}

const iso = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

/** A name from a catalogue key (delivery and payment methods); the fallback when no catalogue has it. */
function nameOf(language: Language, key: string | null, fallback: string): string {
  if (!key) return fallback;
  return lookUpMessage(catalogues[language], key) ?? lookUpMessage(catalogues.en, key) ?? fallback;
}

/** The address copy made when the order was placed; only its text fields are read. */
function snapshotOf(value: unknown, language: Language): AddressSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const v = record[key];
      if (typeof v === 'string' && v.trim() !== '') return v;
    }
    return null;
  };
  const countryCode = text('countryCode', 'country');
  const market = countryCode ? findMarket(countryCode.toLowerCase()) : undefined;
  return {
    customerName: text('customerName', 'name'),
    street: text('street'),
    zipCode: text('zipCode'),
    city: text('city'),
    countryCode,
    countryName: text('countryName') ?? (market ? translate(language, market.nameKey) : countryCode),
    vatNumber: text('vatNumber'),
  };
}

/** A placed status from the row; a cart never gets here (repositories filter it out). */
function placedStatus(status: string): PlacedOrderStatus {
  if (!isOrderStatus(status) || status === 'cart') throw new Error(`Not a placed order status: ${status}`);
  return status;
}

/**
 * Orders after placing them (spec §2 /order-status): the list, the details, cancelling, and the CSV
 * exports. Every call takes the customer id of the session.
 */
export function createOrderStatusService(deps: OrderStatusDeps) {
  const { db, orderPricing, mail, payments, customerSymbols } = deps;

  /** The customer's symbols of the priced lines' products, looked up once for the whole order. */
  const ownSymbolsOf = (customerId: number, lines: ReadonlyArray<{ symbol: string }>) =>
    customerSymbols.symbolsOf(customerId, [...new Set(lines.map((l) => l.symbol))]);

  async function placedOrder(customerId: number, orderNumber: string): Promise<OrderRow> {
    const order = await selectOwnOrder(db, customerId, orderNumber);
    // A cart is an order being built: it has no status page (and says nothing about existing).
    if (!order || order.status === 'cart') throw notFoundOrder();
    return order;
  }

  async function detailsOf(order: OrderRow, language: Language): Promise<OrderDetails> {
    const [priced, history, payment, refundable, shipments] = await Promise.all([
      orderPricing.priceOrder(order),
      selectStatusHistory(db, order.id),
      payments.latestOf(order.id),
      order.status === 'paid' ? payments.refundable(order.id) : false,
      selectShipments(db, order.id),
    ]);
    const ownSymbols = await ownSymbolsOf(order.customerId, priced.lines);
    const status = placedStatus(order.status);
    const stored = order.netTotal !== null && order.grossTotal !== null;
    return {
      orderNumber: order.orderNumber,
      status,
      createdAt: iso(order.createdAt)!,
      placedAt: iso(order.placedAt ?? order.createdAt)!,
      cancelledAt: iso(order.cancelledAt),
      customerOrderNumber: order.customerOrderNumber,
      completeness: order.completeness,
      currency: order.currency,
      vatRate: toDecimal(order.vatRate).toFixed(),
      shippingAddress: snapshotOf(order.shippingAddress, language),
      invoiceAddress: snapshotOf(order.invoiceAddress, language),
      deliveryMethod: order.shippingCondition
        ? {
            id: order.shippingCondition,
            name: nameOf(
              language,
              order.deliveryNameKey,
              order.deliveryMasterName ?? order.shippingCondition,
            ),
          }
        : null,
      paymentMethod: order.paymentId
        ? { id: order.paymentId, name: nameOf(language, order.paymentNameKey, order.paymentId) }
        : null,
      accessPointId: order.accessPointId,
      receiverEmail: order.receiverEmail,
      receiverPhone: order.receiverPhone,
      lines: priced.lines.map((line) => ({
        position: line.position,
        symbol: line.placedSymbol ?? line.symbol,
        manufacturerSymbol: line.manufacturerSymbol,
        manufacturerName: line.manufacturerName,
        description: productText(line.placedDescription ?? line.description, line.generatedText, language),
        amount: line.amount,
        unit: line.unit,
        unitPrice: unitPriceText(line.unitPrice, order.currency),
        lineNet: line.lineNet === null ? null : money(line.lineNet, order.currency),
        customerSymbol: ownSymbols[line.symbol] ?? null,
        quotationId: line.quotationId,
        quotationPosition: line.quotationPosition,
        outOfRange: outOfRangeOf(line),
        htsCode: line.placedHtsCode,
        countryOfOrigin: line.placedCountryOfOrigin,
        split: lineSplitOf(line, order, new Date()),
      })),
      // What the customer agreed to pay is what was fixed at placing; the line sum is the fallback.
      totals: {
        net: stored ? money(order.netTotal!, order.currency) : priced.totals.net,
        vat: stored ? money(order.vatTotal ?? '0', order.currency) : priced.totals.vat,
        gross: stored ? money(order.grossTotal!, order.currency) : priced.totals.gross,
        deliveryCost: order.deliveryCost === null ? null : money(order.deliveryCost, order.currency),
        discount: order.discountNet === null ? null : money(order.discountNet, order.currency),
        currency: order.currency,
      },
      discountCode: order.discountNet === null ? null : order.discountCode,
      history: history.map((h) => ({
        status: h.status,
        note: historyNoteText(h, language, (key, values) => translate(language, key, values)),
        at: iso(h.createdAt)!,
      })),
      shipments: shipments.map((row) => shipmentOf(row)),
      payment: payment
        ? {
            state: payment.state,
            provider: payment.provider,
            amount: payment.amount,
            currency: payment.currency,
          }
        : { state: 'none', provider: null, amount: null, currency: null },
      cancellable: isCancellable(status, refundable),
    };
  }

  async function sendCancelledMail(order: OrderRow, statusUrl: string): Promise<void> {
    const to = order.contactEmail ?? order.receiverEmail;
    if (!to) return;
    const language: Language = isLanguage(order.language) ? order.language : 'en';
    try {
      await mail.send({
        kind: 'order_cancelled',
        to,
        language,
        ...orderCancelledMail(language, order.orderNumber, statusUrl),
      });
    } catch (error) {
      // The order is cancelled and its stock returned; a mail server hiccup must not say otherwise.
      deps.onWarning?.(`the cancellation mail of order ${order.orderNumber} could not be sent`, error);
    }
  }

  return {
    async list(customerId: number, query: OrderStatusListQuery): Promise<OrderStatusList> {
      const { page, perPage, status } = query;
      const [rows, total] = await Promise.all([
        selectPlacedOrders(db, customerId, { status, limit: perPage, offset: (page - 1) * perPage }),
        countPlacedOrders(db, customerId, status),
      ]);
      return {
        elements: rows.map((row) => {
          const rowStatus = placedStatus(row.status);
          return {
            orderNumber: row.orderNumber,
            placedAt: iso(row.placedAt ?? row.createdAt)!,
            status: rowStatus,
            netTotal: row.netTotal === null ? null : money(row.netTotal, row.currency),
            vatTotal: row.vatTotal === null ? null : money(row.vatTotal, row.currency),
            grossTotal: row.grossTotal === null ? null : money(row.grossTotal, row.currency),
            currency: row.currency,
            lineCount: row.lineCount,
            customerOrderNumber: row.customerOrderNumber,
            cancellable: isCancellable(rowStatus),
          };
        }),
        page,
        perPage,
        total,
        pageCount: Math.max(1, Math.ceil(total / perPage)),
        status: status ?? null,
      };
    },

    /**
     * Spec §7 order `short`: number, status, dates, lines and totals of one of the customer's
     * orders, a cart too (priced from the price list as the cart shows it; a placed order keeps
     * its prices). Another customer's number is "not found".
     */
    async short(customerId: number, orderNumber: string): Promise<OrderShort> {
      const order = await selectOwnOrder(db, customerId, orderNumber);
      if (!order) throw notFoundOrder();
      const priced = await orderPricing.priceOrder(order);
      return {
        orderNumber: order.orderNumber,
        status: order.status,
        customerOrderNumber: order.customerOrderNumber,
        createdAt: order.createdAt.toISOString(),
        placedAt: order.placedAt?.toISOString() ?? null,
        lineCount: priced.lines.length,
        itemCount: priced.lines.reduce((sum, l) => sum + l.amount, 0),
        currency: priced.totals.currency,
        net: priced.totals.net,
        gross: priced.totals.gross,
      };
    },

    async details(customerId: number, orderNumber: string, language: Language): Promise<OrderDetails> {
      return detailsOf(await placedOrder(customerId, orderNumber), language);
    },

    /** Whose a placed order is and its language, by id, for the staff desk's documents; null: none. */
    async deskRef(
      orderId: number,
    ): Promise<{ customerId: number; orderNumber: string; language: Language } | null> {
      const order = await selectOrderById(db, orderId);
      if (!order || order.status === 'cart') return null;
      const language: Language = isLanguage(order.language) ? order.language : 'en';
      return { customerId: order.customerId, orderNumber: order.orderNumber, language };
    },

    /** Any customer's placed order by id, for the staff desk (issue 19, ADR 080); null: none. */
    async deskOrder(
      orderId: number,
      language: Language,
    ): Promise<{ row: OrderRow; details: OrderDetails } | null> {
      const order = await selectOrderById(db, orderId);
      if (!order || order.status === 'cart') return null;
      return { row: order, details: await detailsOf(order, language) };
    },

    /**
     * Cancels an order that is not yet shipped: its reserved units go back to stock, once, however
     * many cancels arrive at the same time (the order row is locked first). A paid order's
     * refund is claimed in the same transaction and asked of its operator once it commits.
     */
    async cancel(
      customerId: number,
      orderNumber: string,
      language: Language,
      options: { statusUrl: string },
    ): Promise<OrderDetails> {
      const found = await selectOwnOrder(db, customerId, orderNumber);
      const refundable = found?.status === 'paid' && (await payments.refundable(found.id));
      const note = { code: refundable ? 'cancelledRefunded' : 'cancelledByCustomer' } as const;
      const result = await unitOfWork(db, async (tx): Promise<CancelOutcome> => {
        const locked = await lockCustomerOrder(tx, customerId, orderNumber);
        if (!locked || locked.status === 'cart') return { outcome: 'not_found' };
        if (!(isOrderStatus(locked.status) && isCancellable(locked.status, refundable)))
          return { outcome: 'refused', status: locked.status };
        const returned = await returnReservedStock(tx, locked.id);
        await moveOrderStatus(tx, locked.id, 'cancelled', note);
        // The refund is claimed under the order's lock; its operator is asked once this commits.
        const refundId = locked.status === 'paid' ? await payments.claimRefund(tx, locked.id) : null;
        return { outcome: 'cancelled', orderId: locked.id, refundId, returned };
      });
      if (result.outcome === 'not_found') throw notFoundOrder();
      if (result.outcome === 'refused') {
        if (result.status === 'cancelled') {
          throw new AppError(409, 'orders.errors.alreadyCancelled', {
            erpCode: ERP_CODES.ORDER_CLOSED,
          });
        }
        throw new AppError(409, 'orders.errors.notCancellable', {
          erpCode: ERP_CODES.ORDER_NOT_CANCELLABLE,
        });
      }
      deps.onStockChanged?.(result.returned);
      deps.onStatusChanged?.(result.orderId, 'cancelled');
      if (result.refundId !== null) await payments.requestRefund(result.refundId, orderNumber);
      const order = await placedOrder(customerId, orderNumber);
      await sendCancelledMail(order, options.statusUrl);
      return detailsOf(order, language);
    },

    /**
     * The lines of an order as CSV. Without a number: the contact person's active order (the cart
     * being built, priced from the price list now). With one: any order of the customer, a cart or a
     * placed one (priced as placed).
     */
    async exportCsv(
      owner: { customerId: number; contactPersonId: number },
      orderNumber: string | null,
      language: Language,
    ): Promise<{ orderNumber: string; csv: string }> {
      const number =
        orderNumber ?? (await selectActiveOrderNumber(db, owner.customerId, owner.contactPersonId));
      if (!number) throw notFoundOrder();
      const order = await selectOwnOrder(db, owner.customerId, number);
      if (!order) throw notFoundOrder();
      const priced = await orderPricing.priceOrder(order);
      const ownSymbols = await ownSymbolsOf(owner.customerId, priced.lines);
      const placed = order.status !== 'cart' && order.netTotal !== null && order.grossTotal !== null;
      const csv = orderCsv(
        language,
        order.currency,
        priced.lines.map((line, index) => ({
          position: index + 1,
          symbol: line.placedSymbol ?? line.symbol,
          manufacturerSymbol: line.manufacturerSymbol,
          description: productText(line.placedDescription ?? line.description, line.generatedText, language),
          amount: line.amount,
          unit: line.unit,
          unitPrice: unitPriceText(line.unitPrice, order.currency),
          lineNet: line.lineNet === null ? null : money(line.lineNet, order.currency),
          customerSymbol: ownSymbols[line.symbol] ?? null,
          leadTimeDays: line.specialLine ? line.specialLine.leadTimeDays : null,
        })),
        placed
          ? {
              net: money(order.netTotal!, order.currency),
              vat: money(order.vatTotal ?? '0', order.currency),
              gross: money(order.grossTotal!, order.currency),
              deliveryCost: order.deliveryCost === null ? null : money(order.deliveryCost, order.currency),
            }
          : { ...priced.totals, deliveryCost: null },
      );
      return { orderNumber: order.orderNumber, csv };
    },
  };
}

export type OrderStatusService = ReturnType<typeof createOrderStatusService>;
