import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One complaint of the customer's (issue 19, ADR 065): history, RMA and return, the correction. */
export default definePage({
  name: 'complaint_view',
  routes: ['complaint_view'],
  shared: false,
  component: lazyPage(
    () => import('./complaint-view-page'),
    (m) => m.ComplaintViewPage,
  ),
});
