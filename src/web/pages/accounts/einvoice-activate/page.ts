import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Activating e-invoices from a mailed link. */
export default definePage({
  name: 'einvoice_activate',
  routes: ['einvoice_activate'],
  shared: false,
  component: lazyPage(
    () => import('./einvoice-activate-page'),
    (m) => m.EinvoiceActivatePage,
  ),
});
