import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** /staff/tender-lists (issue 20, ADR 070): customers' item lists sent to the shop. */
export default definePage({
  name: 'staff_tender_list_inbox',
  routes: ['staff_tender_list_inbox'],
  shared: false,
  component: lazyPage(
    () => import('./staff-tender-list-inbox-page'),
    (m) => m.StaffTenderListInboxPage,
  ),
});
