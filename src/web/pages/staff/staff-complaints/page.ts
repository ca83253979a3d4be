import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's complaints inbox: deadlines first, filters by state, sorts (issue 19, ADR 065). */
export default definePage({
  name: 'staff_complaints',
  routes: ['staff_complaints'],
  shared: false,
  component: lazyPage(
    () => import('./staff-complaints-page'),
    (m) => m.StaffComplaintsPage,
  ),
});
