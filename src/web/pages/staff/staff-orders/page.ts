import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's orders: find one by number, customer, status and placing days (issue 19, ADR 080). */
export default definePage({
  name: 'staff_orders',
  routes: ['staff_orders'],
  shared: false,
  component: lazyPage(
    () => import('./staff-orders-page'),
    (m) => m.StaffOrdersPage,
  ),
});
