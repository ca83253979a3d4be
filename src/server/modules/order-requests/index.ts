/** Order requests' public face (issue 21, ADR 084): an order confirmed or cancelled from a mailed link. */
export {
  createOrderRequestsService,
  ORDER_REQUEST_TTL_MS,
  type OrderRequestsService,
} from './order-requests.service';
export { orderRequestsRoutes } from './order-requests.routes';
