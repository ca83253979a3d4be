import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's consents to terms. */
export default definePage({
  name: 'profile_terms',
  routes: ['profile_terms'],
  shared: false,
  component: lazyPage(
    () => import('./profile-terms-page'),
    (m) => m.ProfileTermsPage,
  ),
});
