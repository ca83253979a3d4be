import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** A mailed invitation opens here: the contact-person wizard (ADR 073). */
export default definePage({
  name: 'wizard_display',
  routes: ['wizard_display'],
  shared: false,
  component: lazyPage(
    () => import('./wizard-display-page'),
    (m) => m.WizardDisplayPage,
  ),
});
