/**
 * The order history's public face (issue 19, ADR 059): every order a contact person may see, with
 * search, exports, reorder and "in which of my orders was this product". It reads the order tables
 * ordering owns (never writes them) and asks ordering for an order's details and for the cart.
 */
export {
  createOrderHistoryService,
  type HistoryViewer,
  type InvoicesPort,
  type OrderHistoryService,
} from './order-history.service';
export { orderHistoryRoutes } from './order-history.routes';
