import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The customer's contact persons. */
export default definePage({
  name: 'profile_contact_persons',
  routes: ['profile_contact_persons'],
  shared: false,
  component: lazyPage(
    () => import('./profile-contact-persons-page'),
    (m) => m.ProfileContactPersonsPage,
  ),
});
