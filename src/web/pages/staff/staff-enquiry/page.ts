import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One enquiry on the desk: read, assign, answer by mail, close (issue 20, ADR 066). */
export default definePage({
  name: 'staff_enquiry',
  routes: ['staff_enquiry'],
  shared: false,
  component: lazyPage(
    () => import('./staff-enquiry-page'),
    (m) => m.StaffEnquiryPage,
  ),
});
