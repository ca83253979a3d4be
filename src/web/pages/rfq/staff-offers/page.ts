import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's special offers (issue 18, ADR 054): make one for a customer, see them all, withdraw one. */
export default definePage({
  name: 'staff_offers',
  routes: ['staff_offers'],
  shared: false,
  component: lazyPage(
    () => import('./staff-offers-page'),
    (m) => m.StaffOffersPage,
  ),
});
