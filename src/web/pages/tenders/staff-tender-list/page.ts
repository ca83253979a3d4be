import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /staff/tender-lists/{id} (issue 20, ADR 070): one sent item list and its answer. */
export default definePage({
  name: 'staff_tender_list',
  routes: ['staff_tender_list'],
  shared: false,
  component: lazyPage(
    () => import('./staff-tender-list-page'),
    (m) => m.StaffTenderListPage,
  ),
});
