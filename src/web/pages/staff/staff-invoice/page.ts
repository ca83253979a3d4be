import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** One invoice on the desk: its e-invoice's state, the download log, sending to KSeF again (ADR 064). */
export default definePage({
  name: 'staff_invoice',
  routes: ['staff_invoice'],
  shared: false,
  component: lazyPage(
    () => import('./staff-invoice-page'),
    (m) => m.StaffInvoicePage,
  ),
});
