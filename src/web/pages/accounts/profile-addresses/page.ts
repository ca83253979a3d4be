import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's addresses. */
export default definePage({
  name: 'profile_addresses',
  routes: ['profile_addresses'],
  shared: false,
  component: lazyPage(
    () => import('./profile-addresses-page'),
    (m) => m.ProfileAddressesPage,
  ),
});
