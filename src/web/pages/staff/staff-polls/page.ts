import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's polls: the list with answer counts, and a new poll's form (issue 20, ADR 071). */
export default definePage({
  name: 'staff_polls',
  routes: ['staff_polls'],
  shared: false,
  component: lazyPage(
    () => import('./staff-polls-page'),
    (m) => m.StaffPollsPage,
  ),
});
