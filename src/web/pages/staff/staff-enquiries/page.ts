import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's enquiry inbox (issue 20, ADR 066). */
export default definePage({
  name: 'staff_enquiries',
  routes: ['staff_enquiries'],
  shared: false,
  component: lazyPage(
    () => import('./staff-enquiries-page'),
    (m) => m.StaffEnquiriesPage,
  ),
});
