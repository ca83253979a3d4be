import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's home: what the signed-in member's roles reach (issue 18, ADR 048). */
export default definePage({
  name: 'staff_home',
  routes: ['staff_home'],
  shared: false,
  component: lazyPage(
    () => import('./staff-home-page'),
    (m) => m.StaffHomePage,
  ),
});
