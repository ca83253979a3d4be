import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's RFQ inbox: requests to claim and price (issue 18, ADR 051). */
export default definePage({
  name: 'staff_rfq_inbox',
  routes: ['staff_rfq_inbox'],
  shared: false,
  component: lazyPage(
    () => import('./staff-rfq-inbox-page'),
    (m) => m.StaffRfqInboxPage,
  ),
});
