import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The desk's invoices: find one by number, the latest with their e-invoice status (issue 19, ADR 064). */
export default definePage({
  name: 'staff_invoices',
  routes: ['staff_invoices'],
  shared: false,
  component: lazyPage(
    () => import('./staff-invoices-page'),
    (m) => m.StaffInvoicesPage,
  ),
});
