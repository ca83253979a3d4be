import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One discount code in the staff desk: its form (new or existing) and its uses (ADR 050). */
export default definePage({
  name: 'staff_discount',
  routes: ['staff_discount'],
  shared: false,
  component: lazyPage(
    () => import('./staff-discount-page'),
    (m) => m.StaffDiscountPage,
  ),
});
