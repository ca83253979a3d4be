import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /staff/tenders (issue 20, ADR 070): the desk's tenders, drafts too. */
export default definePage({
  name: 'staff_tenders',
  routes: ['staff_tenders'],
  shared: false,
  component: lazyPage(
    () => import('./staff-tenders-page'),
    (m) => m.StaffTendersPage,
  ),
});
