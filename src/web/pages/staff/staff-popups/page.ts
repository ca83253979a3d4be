import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's marketing popups: the list and the form of a new or changed popup (ADR 071). */
export default definePage({
  name: 'staff_popups',
  routes: ['staff_popups'],
  shared: false,
  component: lazyPage(
    () => import('./staff-popups-page'),
    (m) => m.StaffPopupsPage,
  ),
});
