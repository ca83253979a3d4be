/**
 * The ordering module's public face (ADR 032): carts, the order form, placing, the status of placed
 * orders, cancelling, and the stock those move. It is the only writer of the order tables (orders,
 * order_items, order_status_history, active_orders) and of products' stock; other modules, the
 * services and the app use only what is exported here (`ownership.test.ts` holds the rule).
 */
export { createOrderPricing, totalsOf, type OrderPricing, type PricedOrder } from './order-pricing';
export {
  createCartService,
  type AddLinesResult,
  type CartActor,
  type CartTransferView,
  type CartService,
  type LineOutcome,
  type LineToAdd,
} from './cart.service';
export {
  createPlacementService,
  type Approver,
  type Buyer,
  type OrderDefaults,
  type PlacementService,
} from './placement.service';
export { createOrderStatusService, type OrderStatusService } from './order-status.service';
export {
  createPaymentStatusService,
  type PaymentOrder,
  type PaymentStatusService,
} from './payment-status.service';
export {
  createDeliveryCatalog,
  deliveryChoiceName,
  type DeliveryCatalog,
  type DeliveryMethodInfo,
} from './delivery-methods';
/** The catalogue import sets the counted stock levels through ordering, the stock's one writer. */
export { setStockLevels, type StockLevel } from './stock.repository';
export { cartRoutes } from './cart.routes';
export { checkoutRoutes } from './placement.routes';
export { approvalsRoutes } from './approvals.routes';
export { ordersRoutes } from './order-status.routes';
/** Stock arriving and its allocation to back-orders by a job (ADR 077); the staff's calls are modules/stock-desk. */
export {
  BACKORDER_QUEUE,
  createStockArrivalsService,
  type StockArrivalsService,
} from './stock-arrivals.service';
export { createWarehouseStock, type WarehouseStockReader } from './warehouse-stock';
/** The port through which ordering learns a quote's locked price (ADR 051); the app plugs rfq's in. */
export { type QuoteAnswer, type QuotedPrices, type QuoteRef } from './quoted-prices';
/** What the invoices read of a placed order, and the listener told of its status changes (ADR 060). */
export {
  createOrderBilling,
  type BillingLine,
  type OrderBilling,
  type OrderBillingReader,
  type OrderStatusListener,
} from './order-billing';
/** The staff desk's orders: search, mark a bank transfer paid, ship (issue 19, ADR 080). */
export {
  createOrderDeskService,
  type AuditIn,
  type OrderDeskService,
  type OrderInvoicesReader,
} from './order-desk.service';
/** A guest order given to the account its guest logged in to (ADR 083). */
export { moveOrderToCustomer } from './order-owner.repository';
