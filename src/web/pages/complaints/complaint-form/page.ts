import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/**
 * Filing a complaint (issue 19, spec §2 /complaint/form, ADR 065): the invoice (`?invoice=` from an
 * invoice or an order), lines and quantities, reason, description, files, the law's path.
 */
export default definePage({
  name: 'complaint_form',
  routes: ['complaint_form'],
  shared: false,
  component: lazyPage(
    () => import('./complaint-form-page'),
    (m) => m.ComplaintFormPage,
  ),
});
