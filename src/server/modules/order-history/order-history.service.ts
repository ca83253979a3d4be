import type {
  HistoryDetails,
  HistoryExportBody,
  HistoryFilter,
  HistoryInvoice,
  HistoryOrderDocument,
  HistoryList,
  HistoryListQuery,
  HistoryOrder,
  HistorySymbolOrders,
  ReorderBody,
  ReorderLine,
  ReorderPreview,
  ReorderResult,
} from '../../../common/contracts/order-history';
import {
  HISTORY_EXPORT_FORMATS,
  HISTORY_EXPORT_MAX_ORDERS,
  HISTORY_SYMBOL_ORDERS_MAX,
} from '../../../common/contracts/order-history';
import type { OrderDetails, PlacedOrderStatus } from '../../../common/contracts/orders';
import { roundUpToOrderable } from '../../../common/amount-rules';
import { ERP_CODES } from '../../../common/erp-codes';
import { AppError, notFound } from '../../../common/errors';
import { currencyPrecision, getMarket, isCurrency, type Language } from '../../../common/markets';
import { lineTotal, roundHalfUp, toDecimal } from '../../../common/money';
import { isOrderStatus } from '../../../common/order-status';
import type { Db } from '../../db/client';
import { productText } from '../catalog';
import type { PricingService } from '../pricing';
import type { AddLinesResult, LineToAdd } from '../ordering';
import { exportHistoryList, exportHistoryOrder, type HistoryFile } from './order-history.files';
import {
  countHistory,
  selectHistoryPage,
  selectIsPrimary,
  selectOrdersWithProduct,
  selectProductIdBySymbol,
  selectReorderLines,
  selectVisibleOrder,
  type HistoryRow,
  type ViewerScope,
} from './order-history.repository';

/** The contact person looking at the history (the session's). */
export interface HistoryViewer {
  customerId: number;
  contactPersonId: number;
}

/**
 * Where the invoices of an order come from: the invoices module plugs its own in (services.ts);
 * until then an order simply has none to show.
 */
export interface InvoicesPort {
  invoicesOf(customerId: number, orderNumber: string, language: Language): Promise<HistoryInvoice[]>;
}

/** An order's own documents behind tokens (the documents module plugs its own in; ADR 064). */
export interface DocumentsPort {
  documentsOf(
    customerId: number,
    order: { id: number; orderNumber: string; status: string; hasProforma: boolean },
  ): Promise<HistoryOrderDocument[]>;
}

export interface OrderHistoryDeps {
  db: Db;
  /** Ordering's placed-order details (ADR 032: ordering owns the orders; history reads its face). */
  orders: { details(customerId: number, orderNumber: string, language: Language): Promise<OrderDetails> };
  pricing: Pick<PricingService, 'unitPricesAt'>;
  /** Ordering's batch add to a cart (the cart checks every line again under the order's lock). */
  cart: {
    addLines(
      actor: HistoryViewer & { language?: Language },
      input: { orderNumber: string; lines: LineToAdd[]; roundUp?: boolean; withCart?: boolean },
    ): Promise<Pick<AddLinesResult, 'orderNumber' | 'lines'>>;
  };
  invoices?: InvoicesPort;
  documents?: DocumentsPort;
}

/** Flags that take a product out of the offer: a reorder cannot put it in a cart. */
const WITHDRAWN = ['NOT_IN_OFFER', 'PRODUCT_BLOCKED', 'INVALID'];

const orderNotFound = () =>
  new AppError(404, 'errors.order.notFound', { erpCode: ERP_CODES.ORDER_NOT_FOUND });

function placed(status: string): PlacedOrderStatus {
  if (!isOrderStatus(status) || status === 'cart') throw new Error(`Not a placed order status: ${status}`);
  return status;
}

function money(value: string | null, currency: string): string | null {
  if (value === null) return null;
  const precision = isCurrency(currency) ? currencyPrecision(currency) : 2;
  return roundHalfUp(value, precision).toFixed(precision);
}

function toHistoryOrder(row: HistoryRow, viewer: HistoryViewer): HistoryOrder {
  return {
    orderNumber: row.orderNumber,
    placedAt: (row.placedAt ?? row.createdAt).toISOString(),
    status: placed(row.status),
    customerOrderNumber: row.customerOrderNumber,
    netTotal: money(row.netTotal, row.currency),
    grossTotal: money(row.grossTotal, row.currency),
    currency: row.currency,
    lineCount: row.lineCount,
    placedBy: row.placedBy,
    own: row.contactPersonId === viewer.contactPersonId,
  };
}

/**
 * The order history (issue 19, ADR 059): every placed order a contact person may see — their own,
 * and for the customer's primary contact person every colleague's too — searched, sorted, paged
 * and exported; one order with its deliveries, documents and invoices; reordering at today's
 * prices after showing what changed; the orders that held a product.
 */
export function createOrderHistoryService(deps: OrderHistoryDeps) {
  const { db } = deps;

  async function scopeOf(viewer: HistoryViewer): Promise<ViewerScope> {
    return {
      ...viewer,
      seesColleagues: await selectIsPrimary(db, viewer.customerId, viewer.contactPersonId),
    };
  }

  async function visible(viewer: HistoryViewer, orderNumber: string) {
    const scope = await scopeOf(viewer);
    const order = await selectVisibleOrder(db, scope, orderNumber);
    if (!order) throw orderNotFound();
    return order;
  }

  async function details(
    viewer: HistoryViewer,
    orderNumber: string,
    language: Language,
  ): Promise<HistoryDetails> {
    const found = await visible(viewer, orderNumber);
    const [order, invoices] = await Promise.all([
      deps.orders.details(viewer.customerId, orderNumber, language),
      deps.invoices?.invoicesOf(viewer.customerId, orderNumber, language) ?? Promise.resolve([]),
    ]);
    const shipped = order.history.find((h) => h.status === 'shipped');
    const address = order.shippingAddress;
    const orderDocuments =
      (await deps.documents?.documentsOf(viewer.customerId, {
        id: found.id,
        orderNumber,
        status: order.status,
        hasProforma: invoices.some((invoice) => invoice.kind === 'proforma'),
      })) ?? [];
    return {
      order,
      placedBy: found.placedBy,
      own: found.contactPersonId === viewer.contactPersonId,
      // One shipment per order today: the shop ships an order whole (or its ready part) once.
      deliveries: [
        {
          method: order.deliveryMethod?.name ?? null,
          address: address
            ? [
                address.customerName,
                address.street,
                [address.zipCode, address.city].filter(Boolean).join(' '),
                address.countryName,
              ]
                .filter(Boolean)
                .join(', ')
            : null,
          accessPointId: order.accessPointId,
          shippedAt: shipped?.at ?? null,
          state: order.status === 'cancelled' ? 'cancelled' : shipped ? 'shipped' : 'waiting',
        },
      ],
      documents: HISTORY_EXPORT_FORMATS.map((format) => ({ kind: `order_${format}` as const, format })),
      orderDocuments,
      invoices,
    };
  }

  async function preview(
    viewer: HistoryViewer,
    orderNumber: string,
    country: string,
    language: Language,
  ): Promise<ReorderPreview> {
    const order = await visible(viewer, orderNumber);
    const rows = await selectReorderLines(db, order.id);
    const currency = getMarket(country).currency;
    const currencyChanged = currency !== order.currency;
    const amounts = rows.map((r) =>
      roundUpToOrderable(r.amount, { minimum: r.minimumQuantity, multiples: r.multiples }),
    );
    const prices = await deps.pricing.unitPricesAt(
      rows.map((r, i) => ({ product: { ...r, id: r.productId }, amount: amounts[i]! })),
      { country },
    );
    let paidNet = toDecimal('0');
    let todayNet = toDecimal('0');
    const lines = rows.map((r, i): ReorderLine => {
      const unitPrice = prices[i] ?? null;
      const newAmount = amounts[i]!;
      const unavailable = unitPrice === null || r.flags.some((f) => WITHDRAWN.includes(f));
      const stock = r.permissions.includes('SHOW_STOCK') ? r.stock : null;
      const comparable = !currencyChanged && r.paidUnitPrice !== null && unitPrice !== null;
      const change = comparable ? toDecimal(unitPrice).minus(r.paidUnitPrice!) : null;
      if (r.paidLineNet !== null) paidNet = paidNet.plus(r.paidLineNet);
      if (!unavailable && isCurrency(currency))
        todayNet = todayNet.plus(lineTotal(unitPrice, newAmount, currency));
      const problems: ReorderLine['problems'] = [];
      if (unavailable) problems.push('unavailable');
      else {
        if (change && !change.isZero()) problems.push('priceChanged');
        if (newAmount !== r.amount) problems.push('amountChanged');
        if (r.stock < newAmount) problems.push('shortStock');
      }
      return {
        symbol: r.symbol,
        description: productText(r.description, r.generatedText, language),
        amount: r.amount,
        newAmount,
        paidUnitPrice: r.paidUnitPrice === null ? null : toDecimal(r.paidUnitPrice).toFixed(),
        unitPrice,
        priceChangePercent:
          change && !toDecimal(r.paidUnitPrice!).isZero()
            ? change.div(r.paidUnitPrice!).times(100).toDecimalPlaces(1).toFixed(1)
            : null,
        stock,
        problems,
      };
    });
    return {
      orderNumber: order.orderNumber,
      currency,
      currencyChanged,
      lines,
      paidNet: money(paidNet.toFixed(), order.currency)!,
      todayNet: money(todayNet.toFixed(), currency)!,
    };
  }

  /** The viewer's filtered orders for an export, refused beyond the export's bound. */
  async function allOf(viewer: HistoryViewer, body: HistoryExportBody): Promise<HistoryOrder[]> {
    const scope = await scopeOf(viewer);
    const total = await countHistory(db, scope, body);
    if (total > HISTORY_EXPORT_MAX_ORDERS)
      throw new AppError(422, 'orderHistory.errors.tooMany', { params: { max: HISTORY_EXPORT_MAX_ORDERS } });
    const rows = await selectHistoryPage(db, scope, body, { limit: Math.max(total, 1), offset: 0 });
    return rows.map((r) => toHistoryOrder(r, viewer));
  }

  return {
    async list(viewer: HistoryViewer, query: HistoryListQuery): Promise<HistoryList> {
      const scope = await scopeOf(viewer);
      const offset = (query.page - 1) * query.perPage;
      const [rows, total] = await Promise.all([
        selectHistoryPage(db, scope, query, { limit: query.perPage, offset }),
        countHistory(db, scope, query),
      ]);
      return {
        elements: rows.map((r) => toHistoryOrder(r, viewer)),
        page: query.page,
        perPage: query.perPage,
        total,
        pageCount: Math.max(1, Math.ceil(total / query.perPage)),
        seesColleagues: scope.seesColleagues,
      };
    },

    details,

    /** Internal GET order-history/orders/{symbol}: the viewer's orders that held the product. */
    async ordersWithSymbol(viewer: HistoryViewer, symbol: string): Promise<HistorySymbolOrders> {
      const productId = await selectProductIdBySymbol(db, symbol);
      if (productId === null) throw notFound('errors.catalog.productNotFound');
      const scope = await scopeOf(viewer);
      const { rows, total } = await selectOrdersWithProduct(db, scope, productId, HISTORY_SYMBOL_ORDERS_MAX);
      return {
        symbol,
        total,
        orders: rows.map((r) => ({
          orderNumber: r.orderNumber,
          placedAt: (r.placedAt ?? r.createdAt).toISOString(),
          status: placed(r.status),
          amount: r.amount,
          unitPrice: r.unitPrice === null ? null : toDecimal(r.unitPrice).toFixed(),
          currency: r.currency,
        })),
      };
    },

    reorderPreview: preview,

    /**
     * Puts the order's available lines (or the chosen ones) into a cart at today's prices: the
     * preview is computed again here, never taken from the page, and the cart checks each line
     * again under its lock (a product may have gone since the preview).
     */
    async reorder(
      viewer: HistoryViewer,
      orderNumber: string,
      body: ReorderBody,
      country: string,
      language: Language,
    ): Promise<ReorderResult> {
      const checked = await preview(viewer, orderNumber, country, language);
      const chosen = body.symbols ? new Set(body.symbols) : null;
      const wanted = checked.lines.filter(
        (l) => !l.problems.includes('unavailable') && (chosen === null || chosen.has(l.symbol)),
      );
      if (chosen && [...chosen].some((s) => !checked.lines.some((l) => l.symbol === s)))
        throw orderNotFound();
      if (wanted.length === 0) throw new AppError(422, 'orderHistory.errors.nothingToReorder');
      const result = await deps.cart.addLines(
        { ...viewer, language },
        {
          orderNumber: body.cartOrderNumber,
          lines: wanted.map((l) => ({ symbol: l.symbol, amount: l.newAmount })),
          roundUp: true,
          withCart: false,
        },
      );
      return {
        cartOrderNumber: result.orderNumber,
        added: result.lines.flatMap((l) =>
          l.outcome === 'added' ? [{ symbol: l.symbol, amount: l.amount }] : [],
        ),
        refused: [
          ...checked.lines
            .filter((l) => l.problems.includes('unavailable') && (chosen === null || chosen.has(l.symbol)))
            .map((l) => ({ symbol: l.symbol, messageKey: 'orderHistory.reorder.problems.unavailable' })),
          ...result.lines.flatMap((l) =>
            l.outcome === 'refused' ? [{ symbol: l.asked, messageKey: l.messageKey }] : [],
          ),
        ],
      };
    },

    async exportList(
      viewer: HistoryViewer,
      body: HistoryExportBody,
      language: Language,
    ): Promise<HistoryFile> {
      const orders = await allOf(viewer, body);
      const filters: Record<string, string | undefined> = { ...(body as HistoryFilter) };
      return exportHistoryList(orders, body.format, language, filters);
    },

    async exportOrder(
      viewer: HistoryViewer,
      orderNumber: string,
      format: HistoryExportBody['format'],
      language: Language,
    ): Promise<HistoryFile> {
      return exportHistoryOrder(await details(viewer, orderNumber, language), format, language);
    },
  };
}

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;
