import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Mailed company-data and acceptance links open here (ADR 073). */
export default definePage({
  name: 'wizard_data_acceptance',
  routes: ['wizard_data_acceptance'],
  shared: false,
  component: lazyPage(
    () => import('./wizard-data-acceptance-page'),
    (m) => m.WizardDataAcceptancePage,
  ),
});
