import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One request for quote in the desk: its lines, a pricing form per line, send or reject (ADR 051). */
export default definePage({
  name: 'staff_rfq_request',
  routes: ['staff_rfq_request'],
  shared: false,
  component: lazyPage(
    () => import('./staff-rfq-request-page'),
    (m) => m.StaffRfqRequestPage,
  ),
});
