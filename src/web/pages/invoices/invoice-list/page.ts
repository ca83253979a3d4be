import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's invoices (issue 19, ADR 060); /Profile/Invoices/… of the old area leads here. */
export default definePage({
  name: 'invoices_list',
  routes: ['invoices_list'],
  shared: false,
  component: lazyPage(
    () => import('./invoice-list-page'),
    (m) => m.InvoiceListPage,
  ),
});
