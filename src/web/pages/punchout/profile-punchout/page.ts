import { definePage } from '../../define-page';
import { lazyPage } from '../../lazy-page';

/** The company's procurement systems (cXML PunchOut, ADR 074). */
export default definePage({
  name: 'profile_punchout',
  routes: ['profile_punchout'],
  shared: false,
  component: lazyPage(
    () => import('./profile-punchout-page'),
    (m) => m.ProfilePunchoutPage,
  ),
});
