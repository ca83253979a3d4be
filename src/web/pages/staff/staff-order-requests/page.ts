import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's order requests: sent for confirmation, and what became of them (ADR 084). */
export default definePage({
  name: 'staff_order_requests',
  routes: ['staff_order_requests'],
  shared: false,
  component: lazyPage(
    () => import('./staff-order-requests-page'),
    (m) => m.StaffOrderRequestsPage,
  ),
});
