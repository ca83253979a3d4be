import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** Recipients of the customer's invoices. */
export default definePage({
  name: 'profile_addresses_partners',
  routes: ['profile_addresses_partners'],
  shared: false,
  component: lazyPage(
    () => import('./profile-partners-page'),
    (m) => m.ProfilePartnersPage,
  ),
});
