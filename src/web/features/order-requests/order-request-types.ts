import type { OrderLinkProblem, OrderRequestView } from '../../../common/order-requests';

/** What /link/order-confirmation?token= and /link/order-failure?reason= show (ADR 084). */
export type OrderRequestPageData =
  | { mode: 'review'; token: string; view: OrderRequestView }
  | { mode: 'login'; token: string }
  | { mode: 'failure'; reason: OrderLinkProblem };
