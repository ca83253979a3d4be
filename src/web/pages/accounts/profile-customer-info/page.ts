import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's order settings. */
export default definePage({
  name: 'profile_customer_info',
  routes: ['profile_customer_info'],
  shared: false,
  component: lazyPage(
    () => import('./profile-customer-info-page'),
    (m) => m.ProfileCustomerInfoPage,
  ),
});
