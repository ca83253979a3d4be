import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** E-invoice settings (the legacy activation request page leads here). */
export default definePage({
  name: 'profile_einvoice',
  routes: ['profile_einvoice', 'einvoice_service_activation_request'],
  shared: false,
  component: lazyPage(
    () => import('./profile-einvoice-page'),
    (m) => m.ProfileEinvoicePage,
  ),
});
