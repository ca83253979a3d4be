import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's stock arrivals: record one, list what arrived and where it went (issue 22, ADR 077). */
export default definePage({
  name: 'staff_arrivals',
  routes: ['staff_arrivals'],
  shared: false,
  component: lazyPage(
    () => import('./staff-arrivals-page'),
    (m) => m.StaffArrivalsPage,
  ),
});
