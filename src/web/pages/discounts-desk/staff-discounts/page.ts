import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The staff desk's discount codes: filtered, sorted, paged (issue 18, ADR 050). */
export default definePage({
  name: 'staff_discounts',
  routes: ['staff_discounts'],
  shared: false,
  component: lazyPage(
    () => import('./staff-discounts-page'),
    (m) => m.StaffDiscountsPage,
  ),
});
