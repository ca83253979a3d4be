import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's complaints (issue 19, spec §2 /complaint, ADR 065): state, RMA, deadlines, pages. */
export default definePage({
  name: 'complaint_list',
  routes: ['complaint_index'],
  shared: false,
  component: lazyPage(
    () => import('./complaint-list-page'),
    (m) => m.ComplaintListPage,
  ),
});
