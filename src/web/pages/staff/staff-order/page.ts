import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One order on the desk: mark its bank transfer paid, ship it (issue 19, ADR 080). */
export default definePage({
  name: 'staff_order',
  routes: ['staff_order'],
  shared: false,
  component: lazyPage(
    () => import('./staff-order-page'),
    (m) => m.StaffOrderPage,
  ),
});
